/**
 * Access traces in words, shared by the text, markdown and SARIF renderers: one short phrase per
 * step ("worker#1 started here", "calls helper()", "writes counter (holding m)"), so every format
 * tells the same path the same way.
 */
import type { Finding, FindingAccess, FindingTraceStep } from '../result.js';

/** A finding shows its accesses' traces when no interleaving confirmed it (no witness to show). */
export function showsTraces(f: Finding): boolean {
  return f.status !== 'confirmed' && f.accesses.some((a) => (a.trace?.length ?? 0) > 0);
}

/** The line that says how many accesses are listed without their trace (`Finding.tracesOmitted`). */
export function omittedTraces(n: number): string {
  return `(the traces of ${n} more access${n === 1 ? '' : 'es'} are left out; --format json gives every listed access's call path)`;
}

/** The line that says how many access sites a finding does not list (`Finding.accessesOmitted`). */
export function omittedAccesses(n: number): string {
  return `(${n} more access site${n === 1 ? ' is' : 's are'} not listed)`;
}

function holding(locks: readonly string[]): string {
  return locks.length > 0 ? ` (holding ${locks.join(', ')})` : '';
}

/**
 * One step as a phrase. A spawn step names the thread it starts (the next step's thread), a call
 * step its callee, the access step what it does to the finding's location.
 */
export function traceStepPhrase(
  steps: readonly FindingTraceStep[],
  i: number,
  access: FindingAccess,
  location: string,
): string {
  const s = steps[i]!;
  switch (s.kind) {
    case 'spawn': {
      const started = steps[i + 1]?.thread ?? s.callee ?? 'a thread';
      return `${started} started here${s.callee ? `, running ${s.callee}()` : ''}${holding(s.locks)}`;
    }
    case 'call':
      return `calls ${s.callee ?? '?'}()${holding(s.locks)}`;
    case 'access': {
      // `free(p)` / `delete p` writes the whole object: said as what the source does.
      if (access.frees) return `frees ${freedObject(location)}${holding(s.locks)}`;
      const verb = access.access === 'write' ? 'writes' : 'reads';
      return `${access.atomic ? 'atomically ' : ''}${verb} ${location}${holding(s.locks)}`;
    }
  }
}

/**
 * The sentence a confirmed witness adds when it passed branches on values the model does not know
 * (what a library call returned): the race does not depend on them, every outcome reaches it.
 * `code` and `text` format its conditions and its words (markdown escapes them).
 */
export function eitherWaySentence(
  f: Finding,
  code = (s: string) => `\`${s}\``,
  text = (s: string) => s,
): string | undefined {
  const branches = f.witness?.eitherWay;
  if (!branches || branches.length === 0) return undefined;
  const list = branches.map((b) => `${code(b.branch)}${text(` (${b.file}:${b.line})`)}`);
  const one = list.length === 1;
  const shown = one ? list[0]! : `${list.slice(0, -1).join(text(', '))}${text(' and ')}${list.at(-1)!}`;
  return (
    text(`The race is reached whichever way the branch${one ? '' : 'es'} on `) +
    shown +
    text(
      ` go${one ? 'es' : ''}: the model does not know ${one ? 'that value' : 'those values'}, and every outcome was explored.`,
    )
  );
}

/**
 * The access a finding is reported at (the compiler-style position, SARIF's location): the first
 * racing write in source order (CONTRACTS; `accesses` are in source order), the first access
 * when none writes. The pair its message names may be a later one: a witness shows one pair.
 */
export function primaryOf(accesses: readonly FindingAccess[]): FindingAccess {
  return accesses.find((a) => a.access === 'write') ?? accesses[0]!;
}

/**
 * A finding's site (`Finding.sites`) in words: a lock taken, a thread created, an object
 * allocated; `asSentence` adds the verb ("is taken here") where the phrase stands alone.
 */
export function sitePhrase(site: NonNullable<Finding['sites']>[number], asSentence = false): string {
  const is = asSentence ? 'is ' : '';
  switch (site.kind) {
    case 'lock':
      return `${site.name} ${is}taken here`;
    case 'spawn':
      return `thread ${site.name} ${is}created here`;
    case 'allocation':
      return `${site.name} ${is}allocated here`;
  }
}

/** What an access does, in a word or two: `read`, `atomic write`, `free` (a free or delete). */
export function accessKindWords(a: FindingAccess): string {
  if (a.frees) return 'free';
  return `${a.atomic ? 'atomic ' : ''}${a.access}`;
}

/**
 * What a free of the memory at `location` frees: the heap object itself when the location is one
 * of its fields (`(struct chan allocated in main()).closed`: that object), else the object holding it.
 */
function freedObject(location: string): string {
  const end = location.startsWith('(') ? location.search(/\)(?:[.[]|$)/) : -1;
  return end > 0 ? location.slice(0, end + 1) : `the object holding ${location}`;
}
