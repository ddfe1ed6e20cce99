/**
 * C17 input and output (stdio.h, wchar.h) and time (time.h). Streams lock themselves (POSIX), so
 * a FILE * argument is not a shared access. The printf and scanf families access their arguments
 * as their format says (`format`, src/models/format.ts).
 */

import { ignore, w } from './entries.js';
import type { ModelEntry } from './types.js';

const PRINTF = { formatFamily: 'printf' } as const;
const SCANF = { formatFamily: 'scanf' } as const;

export const STDIO: ModelEntry[] = [
  // formatted output
  ...ignore(['printf', 'wprintf', 'printf_unlocked'], { reads: [0], format: 0, ...PRINTF }),
  ...ignore(['fprintf', 'dprintf', 'fwprintf', 'fprintf_unlocked'], { reads: [1], format: 1, ...PRINTF }),
  ...ignore(['sprintf'], { writes: [0], reads: [1], format: 1, ...PRINTF, returnsArg: 0 }),
  ...ignore(['snprintf', 'swprintf'], { writes: [0], reads: [2], format: 2, ...PRINTF }),
  ...ignore(['asprintf'], { writes: [0], reads: [1], format: 1, ...PRINTF }),
  // the va_list forms: the arguments are out of sight
  ...ignore(['vprintf', 'vwprintf'], { reads: [0], format: 0 }),
  ...ignore(['vfprintf', 'vdprintf', 'vfwprintf'], { reads: [1], format: 1 }),
  ...ignore(['vsprintf'], { writes: [0], reads: [1], format: 1 }),
  ...ignore(['vsnprintf', 'vswprintf'], { writes: [0], reads: [2], format: 2 }),
  ...ignore(['vasprintf'], { writes: [0], reads: [1], format: 1 }),
  // formatted input: writes what the format assigns. What a scanf from a stream returns (how many
  // conversions matched, EOF) is the outside world's doing: an input. sscanf's is not: it follows
  // from the string it is given, which the program holds (a literal, or text it read before), so
  // saying that every count occurs could confirm a race no run reaches.
  ...ignore(['scanf', 'wscanf'], { reads: [0], format: 0, ...SCANF, input: true }),
  ...ignore(['sscanf', 'swscanf'], { reads: [0, 1], format: 1, ...SCANF }),
  ...ignore(['fscanf', 'fwscanf'], { reads: [1], format: 1, ...SCANF, input: true }),
  ...ignore(['vscanf', 'vwscanf'], { reads: [0], format: 0, input: true }),
  ...ignore(['vsscanf', 'vswscanf'], { reads: [0, 1], format: 1 }),
  ...ignore(['vfscanf', 'vfwscanf'], { reads: [1], format: 1, input: true }),
  // unformatted output
  ...ignore(['puts', 'perror', 'putws'], { reads: [0] }),
  ...ignore(w`fputs fputws fwrite fwrite_unlocked fputs_unlocked fputws_unlocked`, { reads: [0] }),
  ...ignore(w`putchar putc fputc putchar_unlocked putc_unlocked fputc_unlocked fputwc putwc putwchar
    fputwc_unlocked putwc_unlocked putwchar_unlocked putw`),
  // unformatted input: the program's input (a character or EOF, a count, the buffer or NULL)
  ...ignore(
    w`getchar getc fgetc getchar_unlocked getc_unlocked fgetc_unlocked fgetwc getwc getwchar
    fgetwc_unlocked getwc_unlocked getwchar_unlocked getw`,
    { input: true },
  ),
  ...ignore(w`fgets fgetws fgets_unlocked fgetws_unlocked`, { writes: [0], returnsArg: 0, input: true }),
  ...ignore(['fread', 'fread_unlocked'], { writes: [0], input: true }),
  ...ignore(['gets'], { writes: [0], returnsArg: 0, input: true }),
  ...ignore(['getline', 'getdelim', '__getdelim'], { reads: [0, 1], writes: [0, 1], input: true }),
  ...ignore(w`ungetc ungetwc fwide`),
  // streams: opening, positioning, buffering, state
  ...ignore(w`fflush fflush_unlocked fclose fcloseall feof ferror clearerr feof_unlocked ferror_unlocked
    clearerr_unlocked fileno fileno_unlocked fseek ftell fseeko ftello fseeko64 ftello64 rewind
    setbuf setvbuf setlinebuf setbuffer tmpfile tmpfile64 pclose __fpending __freading __fwriting
    __fsetlocking __flbf __fbufsize __fpurge fpurge`),
  // Whether a file opens is the file system's doing: an input (a FILE or NULL).
  ...ignore(w`fopen fopen64 freopen freopen64 popen rename fdopen`, { reads: [0, 1], input: true }),
  ...ignore(['renameat'], { reads: [1, 3] }),
  ...ignore(['renameat2'], { reads: [1, 3] }),
  ...ignore(['fmemopen'], { reads: [0, 2] }),
  ...ignore(['open_memstream', 'open_wmemstream'], { writes: [0, 1] }),
  ...ignore(['remove'], { reads: [0] }),
  ...ignore(['fgetpos', 'fgetpos64'], { writes: [1] }),
  ...ignore(['fsetpos', 'fsetpos64'], { reads: [1] }),
  // names for temporary files: tmpnam(NULL) and ctermid(NULL) return static storage
  ...ignore(['tmpnam', 'ctermid'], { writes: [0], returnsStatic: true, threadUnsafe: true }),
  ...ignore(['tmpnam_r'], { writes: [0] }),
  ...ignore(['tempnam'], { reads: [0, 1] }),
  ...ignore(['cuserid'], { writes: [0], returnsStatic: true, threadUnsafe: true }),
  // the stream's own recursive lock
  { function: 'flockfile', kind: 'lock', lock: 0, recursive: true },
  { function: 'funlockfile', kind: 'unlock', lock: 0, recursive: true },
  { function: 'ftrylockfile', kind: 'trylock', lock: 0, success: 0, recursive: true },
];

export const TIME: ModelEntry[] = [
  ...ignore(w`sleep usleep sched_yield pause alarm ualarm difftime`),
  ...ignore(['tzset'], { threadUnsafe: true }),
  ...ignore(['nanosleep'], { reads: [0], writes: [1] }),
  ...ignore(['clock_nanosleep'], { reads: [2], writes: [3] }),
  // the clocks are the program's input: a branch on what time() or clock() returns may go either way
  // (clock_gettime and gettimeofday return only 0, or -1 on the program's own error: not inputs)
  ...ignore(['clock'], { input: true }),
  ...ignore(['time'], { writes: [0], input: true }),
  ...ignore(['clock_gettime', 'clock_getres'], { writes: [1] }),
  ...ignore(['clock_settime'], { reads: [1] }),
  ...ignore(['clock_getcpuclockid'], { writes: [1] }),
  ...ignore(['gettimeofday'], { writes: [0, 1] }),
  ...ignore(['settimeofday'], { reads: [0, 1] }),
  ...ignore(['adjtime'], { reads: [0], writes: [1] }),
  ...ignore(['timespec_get', 'timespec_getres'], { writes: [0] }),
  ...ignore(['mktime', 'timegm', 'timelocal'], { reads: [0], writes: [0] }),
  // these return static storage every thread shares
  ...ignore(['localtime', 'gmtime', 'ctime', 'asctime'], {
    reads: [0],
    returnsStatic: true,
    threadUnsafe: true,
  }),
  ...ignore(['getdate'], { reads: [0], returnsStatic: true, threadUnsafe: true }),
  ...ignore(['localtime_r', 'gmtime_r', 'ctime_r', 'asctime_r'], { reads: [0], writes: [1], returnsArg: 1 }),
  ...ignore(['strftime', 'wcsftime'], { writes: [0], reads: [2, 3] }),
  ...ignore(['strftime_l'], { writes: [0], reads: [2, 3] }),
  ...ignore(['strptime'], { reads: [0, 1], writes: [2] }),
  ...ignore(['times'], { writes: [0] }),
  ...ignore(['getitimer'], { writes: [1] }),
  ...ignore(['setitimer'], { reads: [1], writes: [2] }),
  ...ignore(['timer_create'], { reads: [1], writes: [2] }),
  ...ignore(['timer_settime'], { reads: [2], writes: [3] }),
  ...ignore(['timer_gettime'], { writes: [1] }),
  ...ignore(['timer_delete', 'timer_getoverrun']),
];
