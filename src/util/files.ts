/**
 * The one door through which Lockstep reads and writes files, so that what the repository under
 * review contains (sources, headers, `#line` names, symlinks, compile_commands.json, response
 * files, `.lockstep.yml`) cannot make it read the runner's secrets or write outside where the
 * user said (docs/security.md).
 *
 * Every read, always: special files (`/proc`, `/sys`, `/dev`, FIFOs, sockets, devices) and
 * anything inside a `.git/` directory are refused, and so is a file over the size limit. When
 * the boundary is confined (the Action always, the CLI with `--confine`), a file the repository
 * names is read only when the file actually opened lies inside one of the boundary's roots: the
 * workspace, Lockstep's own model headers and the paths the user named. The check is made on the
 * opened file (its real path from the open descriptor), not on the name before opening, so a
 * symlink swapped in between cannot get around it.
 */
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readlinkSync,
  readSync,
  realpathSync,
  writeSync,
} from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

/** Who wants a file read: the user (command line, Action inputs) or the repository's content. */
export type ReadOrigin = 'user' | 'repository';

/** Plain data, so the frontend's worker threads get the same boundary. */
export interface ReadBoundary {
  /** Repository content may only make Lockstep read inside `roots`. */
  confine: boolean;
  /** Real paths of the workspace, the model headers and the paths the user named. */
  roots: string[];
  /** Files larger than this are not read (bytes). */
  maxBytes: number;
}

/** Generated sources reach 17 MB (tree-sitter-cpp's parser.c); nothing real comes near this. */
const MAX_FILE_BYTES = 64 * 1024 * 1024;

export type ReadResult =
  | { ok: true; text: string; realPath: string }
  /** `missing`: no such file, or a directory (a header search moves on silently). */
  | { ok: false; missing: true; directory?: true }
  | { ok: false; missing: false; reason: string };

const SPECIAL_TREES = ['/proc', '/sys', '/dev'];

/** A boundary with real paths for its roots (roots that do not exist are dropped). */
export function createBoundary(
  confine: boolean,
  roots: readonly string[],
  maxBytes = MAX_FILE_BYTES,
): ReadBoundary {
  const real: string[] = [];
  for (const r of roots) {
    try {
      real.push(realpathSync(r));
    } catch {
      // A root that does not exist admits nothing.
    }
  }
  return { confine, roots: [...new Set(real)], maxBytes };
}

/** The open-everything boundary of a trusted run (still no special files, no `.git/`). */
export const OPEN_BOUNDARY: ReadBoundary = { confine: false, roots: [], maxBytes: MAX_FILE_BYTES };

export function isWithin(path: string, root: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

function insideGitDir(real: string): boolean {
  return real.split(sep).includes('.git');
}

/** The real path of an open file: the kernel's own answer where /proc exists, else realpath. */
function realPathOf(fd: number, path: string): string {
  try {
    return readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return realpathSync(path);
  }
}

/** Why the boundary refuses the opened file at `real`, or undefined when it may be read. */
function refusal(real: string, boundary: ReadBoundary, origin: ReadOrigin): string | undefined {
  if (SPECIAL_TREES.some((t) => isWithin(real, t))) return 'a special file';
  if (insideGitDir(real)) return 'inside a .git directory';
  if (origin === 'repository' && boundary.confine && !boundary.roots.some((r) => isWithin(real, r)))
    return 'outside the workspace';
  return undefined;
}

/**
 * Reads a text file through the boundary. `origin` says who named it: paths the user gave are
 * trusted (still no special files and no `.git/`); paths from the repository's content are
 * confined when the boundary is.
 */
export function readFileChecked(path: string, boundary: ReadBoundary, origin: ReadOrigin): ReadResult {
  let fd: number;
  try {
    // Non-blocking, so that opening a FIFO returns at once (it is then refused as special).
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EISDIR') return { ok: false, missing: true, directory: true };
    if (code === 'ENOENT' || code === 'ENOTDIR') return { ok: false, missing: true };
    if (code === 'ELOOP') return { ok: false, missing: false, reason: 'a symlink loop' };
    if (code === 'EACCES' || code === 'EPERM')
      return { ok: false, missing: false, reason: 'permission denied' };
    return { ok: false, missing: false, reason: `cannot be opened (${code ?? 'error'})` };
  }
  try {
    const st = fstatSync(fd);
    if (st.isDirectory()) return { ok: false, missing: true, directory: true };
    if (!st.isFile()) return { ok: false, missing: false, reason: 'a special file' };
    const real = realPathOf(fd, path);
    const why = refusal(real, boundary, origin);
    if (why) return { ok: false, missing: false, reason: why };
    if (st.size > boundary.maxBytes)
      return { ok: false, missing: false, reason: `larger than ${sizeText(boundary.maxBytes)}` };
    return { ok: true, text: readAll(fd, boundary.maxBytes), realPath: real };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return { ok: false, missing: false, reason: `cannot be read (${code ?? 'error'})` };
  } finally {
    closeSync(fd);
  }
}

function sizeText(bytes: number): string {
  return bytes >= 1 << 20 ? `${Math.floor(bytes / (1 << 20))} MB` : `${Math.floor(bytes / 1024)} KB`;
}

/** Reads at most `max` bytes (a file can grow after fstat). */
function readAll(fd: number, max: number): string {
  const chunks: Buffer[] = [];
  let total = 0;
  const buf = Buffer.allocUnsafe(1 << 16);
  for (;;) {
    const n = readSync(fd, buf, 0, buf.length, null);
    if (n <= 0) break;
    total += n;
    if (total > max) throw Object.assign(new Error('file too large'), { code: 'EFBIG' });
    chunks.push(Buffer.from(buf.subarray(0, n)));
  }
  return Buffer.concat(chunks, total).toString('utf8');
}

/** A one-line reason for a failed read, as diagnostics and errors say it. */
export function readFailure(r: Exclude<ReadResult, { ok: true }>): string {
  if (r.missing) return r.directory ? 'a directory, not a file' : 'no such file';
  return `not read: ${r.reason}`;
}

/** Why a file could not be written, in the words reads use (`readFailure`), not an errno name. */
const WRITE_FAILURES: Record<string, string> = {
  ELOOP: 'it is a symlink',
  EISDIR: 'a directory, not a file',
  ENOENT: 'its directory does not exist',
  ENOTDIR: 'a part of its path is not a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'a read-only file system',
  ENOSPC: 'no space left on the device',
};

/**
 * Writes `text` to `path` without following a symlink: not at the file itself (O_NOFOLLOW), and
 * not on the way to it inside `workspace` (a committed `out -> /etc` directory link). Paths the
 * user wrote outside the workspace are theirs to choose. Throws an Error with a one-line message.
 */
export function writeFileNoFollow(path: string, text: string | Iterable<string>, workspace: string): void {
  const target = resolve(path);
  const parent = dirname(target);
  if (isWithin(parent, workspace)) {
    let expected: string;
    let actual: string;
    try {
      expected = resolve(realpathSync(workspace), relative(workspace, parent));
      actual = realpathSync(parent);
    } catch {
      throw new Error(`cannot write ${path}: its directory does not exist`);
    }
    if (actual !== expected) throw new Error(`cannot write ${path}: a directory on its way is a symlink`);
  }
  try {
    if (lstatSync(target).isSymbolicLink()) throw new Error(`cannot write ${path}: it is a symlink`);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  let fd: number;
  try {
    fd = openSync(
      target,
      constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW,
      0o644,
    );
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new Error(`cannot write ${path}: ${WRITE_FAILURES[code ?? ''] ?? code ?? 'error'}`);
  }
  try {
    if (!fstatSync(fd).isFile()) throw new Error(`cannot write ${path}: not a regular file`);
    for (const piece of typeof text === 'string' ? [text] : text) writeSync(fd, piece);
  } finally {
    closeSync(fd);
  }
}
