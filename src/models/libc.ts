/**
 * The C library without hidden shared state: memory, strings, numbers, math, stdio, time.
 * Functions with hidden state (rand, strtok, localtime, getopt, ...) and those that call back into
 * the program (qsort, bsearch, atexit, signal) stay unknown on purpose.
 */

import { each, from, ignore, w } from './entries.js';
import type { ModelEntry } from './types.js';

export const MEMORY: ModelEntry[] = [
  { function: 'malloc', kind: 'alloc', size: 0 },
  { function: 'calloc', kind: 'alloc' },
  { function: 'realloc', kind: 'alloc', size: 1, reads: [0] },
  { function: 'reallocarray', kind: 'alloc', reads: [0] },
  { function: 'aligned_alloc', kind: 'alloc', size: 1 },
  { function: 'memalign', kind: 'alloc', size: 1 },
  { function: 'valloc', kind: 'alloc', size: 0 },
  { function: 'pvalloc', kind: 'alloc', size: 0 },
  // the new block's address is written through arg 0
  { function: 'posix_memalign', kind: 'alloc', out: 0, size: 2, writes: [0] },
  { function: 'alloca', kind: 'alloc', size: 0 },
  { function: '__builtin_alloca', kind: 'alloc', size: 0 },
  { function: '__builtin_malloc', kind: 'alloc', size: 0 },
  { function: 'strdup', kind: 'alloc', reads: [0] },
  { function: 'strndup', kind: 'alloc', reads: [0] },
  { function: 'wcsdup', kind: 'alloc', reads: [0] },
  { function: 'mmap', kind: 'alloc', size: 1 },
  { function: '__sched_cpualloc', kind: 'alloc' },
  ...each('free', ['free', '__builtin_free', '__sched_cpufree']),
  ...ignore(w`munmap mprotect madvise posix_madvise mlock munlock msync malloc_usable_size`),
  ...ignore(['malloc_trim', 'mallopt', 'malloc_stats']),
  ...each('exit', ['exit', '_exit', '_Exit', 'quick_exit', 'abort', '__builtin_abort']),
  ...each('exit', ['__assert_fail', '__assert_perror_fail', '__assert', 'err', 'errx', 'verr', 'verrx']),
];

const MEMCPY_LIKE = w`memcpy memmove mempcpy wmemcpy wmemmove __builtin_memcpy __builtin_memmove`;
const STRCPY_LIKE = w`strcpy strncpy stpcpy stpncpy strlcpy wcscpy wcsncpy __builtin_strcpy __builtin_strncpy`;

export const STRINGS: ModelEntry[] = [
  ...ignore([...MEMCPY_LIKE, ...STRCPY_LIKE], { writes: [0], reads: [1] }),
  ...ignore(['memccpy'], { writes: [0], reads: [1] }),
  ...ignore(['bcopy'], { reads: [0], writes: [1] }),
  ...ignore(['memset', 'wmemset', 'bzero', 'explicit_bzero', '__builtin_memset', '__builtin_bzero'], {
    writes: [0],
  }),
  ...ignore(['strcat', 'strncat', 'strlcat', 'wcscat', 'wcsncat', '__builtin_strcat'], {
    reads: [0, 1],
    writes: [0],
  }),
  ...ignore(
    w`memcmp bcmp strcmp strncmp strcasecmp strncasecmp strcoll strverscmp strstr strcasestr
      strspn strcspn strpbrk wcscmp wcsncmp wmemcmp wcsstr __builtin_memcmp __builtin_strcmp
      __builtin_strncmp __builtin_strstr`,
    { reads: [0, 1] },
  ),
  ...ignore(['memmem'], { reads: [0, 2] }),
  ...ignore(
    w`strlen strnlen wcslen wcsnlen memchr memrchr rawmemchr strchr strrchr strchrnul index
      rindex wcschr wcsrchr wmemchr __builtin_strlen __builtin_memchr __builtin_strchr
      __builtin_strrchr`,
    { reads: [0] },
  ),
  ...ignore(['strtok_r'], { reads: [0, 1, 2], writes: [0, 2] }),
  ...ignore(['strsep'], { reads: [0, 1], writes: [0] }),
  ...ignore(['strxfrm'], { writes: [0], reads: [1] }),
  ...ignore(['strerror', 'strerrorname_np', 'strerrordesc_np', 'strsignal']),
  ...ignore(['strerror_r'], { writes: [1] }),
  // numbers from strings
  ...ignore(['atoi', 'atol', 'atoll', 'atof'], { reads: [0] }),
  ...ignore(
    ['strtol', 'strtoul', 'strtoll', 'strtoull', 'strtod', 'strtof', 'strtold', 'strtoimax', 'strtoumax'],
    { reads: [0], writes: [1] },
  ),
  ...ignore(['wcstol', 'wcstoul', 'wcstoll', 'wcstoull', 'wcstod', 'wcstof', 'wcstold'], {
    reads: [0],
    writes: [1],
  }),
  // character classes and plain arithmetic
  ...ignore(w`isalnum isalpha iscntrl isdigit islower isgraph isprint ispunct isspace isupper isxdigit
    isblank isascii toascii tolower toupper iswalnum iswalpha iswdigit iswspace iswupper
    iswlower towlower towupper abs labs llabs imaxabs div ldiv lldiv imaxdiv ffs ffsl ffsll
    htons htonl ntohs ntohl`),
];

const MATH_PURE = w`acos asin atan cos sin tan acosh asinh atanh cosh sinh tanh exp exp2 expm1 log log10 log2
  log1p logb sqrt cbrt ceil floor round trunc fabs rint nearbyint erf erfc tgamma atan2 pow
  hypot fmod remainder fmin fmax fdim copysign nextafter nexttoward fma ldexp scalbn scalbln
  ilogb lround llround lrint llrint`;

export const MATH: ModelEntry[] = [
  ...ignore(MATH_PURE.flatMap((f) => [f, `${f}f`, `${f}l`])),
  ...ignore(['frexp', 'frexpf', 'frexpl', 'modf', 'modff', 'modfl'], { writes: [1] }),
  ...ignore(['remquo', 'remquof', 'remquol'], { writes: [2] }),
  ...ignore(['nan', 'nanf', 'nanl'], { reads: [0] }),
];

// Streams lock themselves (POSIX), so a FILE * argument is not a shared access.
export const STDIO: ModelEntry[] = [
  // The printf family reads its `%s` arguments: every string argument after the format.
  ...ignore(['printf', 'wprintf'], { reads: [0], readsStrings: 1 }),
  ...ignore(['vprintf', 'puts', 'perror', 'vwprintf'], { reads: [0] }),
  ...ignore(['fprintf', 'dprintf', 'fwprintf'], { reads: [1], readsStrings: 2 }),
  ...ignore(['vfprintf', 'vdprintf', 'vfwprintf'], { reads: [1] }),
  ...ignore(['fputs', 'fputws', 'fwrite', 'fwrite_unlocked'], { reads: [0] }),
  ...ignore(['sprintf'], { writes: [0], reads: [1], readsStrings: 2 }),
  ...ignore(['vsprintf'], { writes: [0], reads: [1] }),
  ...ignore(['snprintf', 'swprintf'], { writes: [0], reads: [2], readsStrings: 3 }),
  ...ignore(['vsnprintf', 'vswprintf'], { writes: [0], reads: [2] }),
  ...ignore(['asprintf'], { writes: [0], reads: [1], readsStrings: 2 }),
  ...ignore(['vasprintf'], { writes: [0], reads: [1] }),
  // scanf writes through every argument after the format
  ...ignore(['scanf', 'wscanf'], { reads: [0], writes: from(1) }),
  ...ignore(['sscanf', 'swscanf'], { reads: [0, 1], writes: from(2) }),
  ...ignore(['fscanf', 'fwscanf'], { reads: [1], writes: from(2) }),
  ...ignore(['fgets', 'fgetws', 'fread', 'fread_unlocked'], { writes: [0] }),
  ...ignore(['getline', 'getdelim'], { reads: [0, 1], writes: [0, 1] }),
  ...ignore(w`putchar putc fputc putchar_unlocked putc_unlocked fputc_unlocked getchar getc fgetc
    getchar_unlocked getc_unlocked fgetc_unlocked ungetc fflush fflush_unlocked fclose feof
    ferror clearerr feof_unlocked ferror_unlocked fileno fileno_unlocked fseek ftell fseeko
    ftello rewind setbuf setvbuf setlinebuf tmpfile pclose fputwc putwc putwchar fgetwc getwc
    getwchar`),
  ...ignore(['fopen', 'freopen', 'popen', 'rename', 'fdopen'], { reads: [0, 1] }),
  ...ignore(['remove'], { reads: [0] }),
  ...ignore(['fgetpos'], { writes: [1] }),
  ...ignore(['fsetpos'], { reads: [1] }),
  // the stream's own recursive lock
  { function: 'flockfile', kind: 'lock', lock: 0, recursive: true },
  { function: 'funlockfile', kind: 'unlock', lock: 0, recursive: true },
  { function: 'ftrylockfile', kind: 'trylock', lock: 0, success: 0, recursive: true },
];

export const TIME: ModelEntry[] = [
  ...ignore(['sleep', 'usleep', 'sched_yield', 'pause', 'alarm', 'clock', 'difftime', 'tzset']),
  ...ignore(['nanosleep'], { reads: [0], writes: [1] }),
  ...ignore(['clock_nanosleep'], { reads: [2], writes: [3] }),
  ...ignore(['time'], { writes: [0] }),
  ...ignore(['clock_gettime', 'clock_getres'], { writes: [1] }),
  ...ignore(['clock_settime'], { reads: [1] }),
  ...ignore(['gettimeofday'], { writes: [0, 1] }),
  ...ignore(['timespec_get'], { writes: [0] }),
  ...ignore(['mktime', 'timegm'], { reads: [0], writes: [0] }),
  ...ignore(['localtime_r', 'gmtime_r', 'ctime_r', 'asctime_r'], { reads: [0], writes: [1] }),
  ...ignore(['strftime'], { writes: [0], reads: [2, 3] }),
];
