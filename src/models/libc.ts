/**
 * The C17 library (7.x), and the BSD and GNU extensions of it that programs use: memory,
 * process end, strings, numbers, characters, locale, search and sort. Input and output are in
 * `libc-io.ts`, math in `libc-math.ts`. Functions with hidden static state say `threadUnsafe`;
 * those that call back into the program list their `callbacks`.
 */

import { each, ignore, pure, w } from './entries.js';
import type { ModelEntry } from './types.js';

export const MEMORY: ModelEntry[] = [
  { function: 'malloc', kind: 'alloc', size: 0 },
  { function: 'calloc', kind: 'alloc' },
  { function: 'realloc', kind: 'alloc', size: 1, reads: [0], frees: 0 },
  { function: 'reallocarray', kind: 'alloc', reads: [0], frees: 0 },
  { function: 'aligned_alloc', kind: 'alloc', size: 1 },
  { function: 'memalign', kind: 'alloc', size: 1 },
  { function: 'valloc', kind: 'alloc', size: 0 },
  { function: 'pvalloc', kind: 'alloc', size: 0 },
  // the new block's address is written through arg 0
  { function: 'posix_memalign', kind: 'alloc', out: 0, size: 2, writes: [0] },
  { function: 'alloca', kind: 'alloc', size: 0 },
  { function: '__builtin_alloca', kind: 'alloc', size: 0 },
  { function: '__builtin_alloca_with_align', kind: 'alloc', size: 0 },
  { function: '__builtin_malloc', kind: 'alloc', size: 0 },
  { function: '__builtin_calloc', kind: 'alloc' },
  { function: '__builtin_realloc', kind: 'alloc', size: 1, reads: [0], frees: 0 },
  { function: 'strdup', kind: 'alloc', reads: [0] },
  { function: 'strndup', kind: 'alloc', reads: [0] },
  { function: 'wcsdup', kind: 'alloc', reads: [0] },
  { function: '__builtin_strdup', kind: 'alloc', reads: [0] },
  { function: '__builtin_strndup', kind: 'alloc', reads: [0] },
  { function: 'mmap', kind: 'alloc', size: 1 },
  { function: 'mmap64', kind: 'alloc', size: 1 },
  { function: 'mremap', kind: 'alloc', size: 2, reads: [0] },
  { function: 'sbrk', kind: 'alloc', size: 0 },
  { function: '__sched_cpualloc', kind: 'alloc' },
  ...each('free', ['free', '__builtin_free', '__sched_cpufree', 'cfree']),
  ...ignore(w`munmap mprotect madvise posix_madvise mlock munlock mlockall munlockall msync brk
    malloc_trim mallopt malloc_stats malloc_info`),
  ...pure(['malloc_usable_size']),
  ...ignore(['mincore'], { writes: [2] }),
  // the end of the process
  // exit runs the atexit handlers (quick_exit the at_quick_exit ones; err and friends call exit);
  // _exit, abort and the failed checks that abort end the process without them.
  ...each('exit', ['exit', 'quick_exit', 'err', 'errx', 'verr', 'verrx']),
  ...each('exit', ['_exit', '_Exit', 'abort', '__builtin_abort', '__builtin__exit'], {
    skipsExitHandlers: true,
  }),
  ...each('exit', ['__assert_fail', '__assert_perror_fail', '__assert'], { skipsExitHandlers: true }),
  ...each('exit', ['__stack_chk_fail', '__chk_fail', '__fortify_fail'], { skipsExitHandlers: true }),
  // Registering may fail (0 or not is up to the C library): the result is an input, so a race
  // after `if (atexit(h) != 0) return 1;` is confirmed on the path where it succeeded.
  ...ignore(['atexit', 'at_quick_exit'], {
    callsBack: [{ arg: 0, when: 'exit' }],
    input: true,
    usual: 'zero',
  }),
  ...ignore(['on_exit'], { callsBack: [{ arg: 0, when: 'exit' }], input: true, usual: 'zero' }),
];

const MEMCPY_LIKE = w`memcpy memmove wmemcpy wmemmove __builtin_memcpy __builtin_memmove`;
const STRCPY_LIKE = w`strcpy strncpy wcscpy wcsncpy __builtin_strcpy __builtin_strncpy`;

export const STRINGS: ModelEntry[] = [
  ...ignore([...MEMCPY_LIKE, ...STRCPY_LIKE], { writes: [0], reads: [1], returnsArg: 0 }),
  // these return a pointer to the end of what they wrote
  ...ignore(w`mempcpy wmempcpy stpcpy stpncpy wcpcpy wcpncpy __builtin_mempcpy __builtin_stpcpy`, {
    writes: [0],
    reads: [1],
  }),
  ...ignore(['strlcpy', 'memccpy'], { writes: [0], reads: [1] }),
  ...ignore(['bcopy'], { reads: [0], writes: [1] }),
  ...ignore(['swab'], { reads: [0], writes: [1] }),
  ...ignore(w`memset wmemset __builtin_memset`, { writes: [0], returnsArg: 0 }),
  ...ignore(w`bzero explicit_bzero __builtin_bzero memfrob strfry`, { writes: [0] }),
  ...ignore(w`strcat strncat wcscat wcsncat __builtin_strcat __builtin_strncat`, {
    reads: [0, 1],
    writes: [0],
    returnsArg: 0,
  }),
  ...ignore(['strlcat'], { reads: [0, 1], writes: [0] }),
  ...pure(
    w`memcmp bcmp strcmp strncmp strcasecmp strncasecmp strcoll strverscmp strspn strcspn wcscmp
      wcsncmp wmemcmp wcscoll wcscasecmp wcsncasecmp wcsspn wcscspn __builtin_memcmp
      __builtin_strcmp __builtin_strncmp __builtin_strspn __builtin_strcspn __builtin_bcmp`,
    { reads: [0, 1] },
  ),
  ...pure(w`strcasecmp_l strncasecmp_l strcoll_l wcscasecmp_l`, { reads: [0, 1] }),
  // searches: the result points into the first argument, or is NULL (not found: what a directed
  // run takes, where the exhaustive search cannot tell where it points)
  ...pure(w`strstr strcasestr strpbrk wcsstr wcspbrk __builtin_strstr __builtin_strpbrk`, {
    reads: [0, 1],
    returnsArg: 0,
    direct: 0,
  }),
  ...pure(['memmem'], { reads: [0, 2], returnsArg: 0, direct: 0 }),
  ...pure(w`strlen strnlen wcslen wcsnlen __builtin_strlen __builtin_strnlen`, { reads: [0] }),
  ...pure(
    w`memchr memrchr strchr strrchr index rindex wcschr wcsrchr wmemchr __builtin_memchr
      __builtin_strchr __builtin_strrchr __builtin_index __builtin_rindex`,
    { reads: [0], returnsArg: 0, direct: 0 },
  ),
  ...pure(w`rawmemchr strchrnul wcschrnul`, { reads: [0], returnsArg: 0 }),
  // strtok keeps its position in hidden state; the _r and strsep forms in the caller's pointer
  ...ignore(['strtok'], { reads: [0, 1], writes: [0], threadUnsafe: true }),
  ...ignore(['strtok_r', '__strtok_r'], { reads: [0, 1, 2], writes: [0, 2] }),
  ...ignore(['wcstok'], { reads: [0, 1, 2], writes: [0, 2] }),
  ...ignore(['strsep'], { reads: [0, 1], writes: [0] }),
  ...ignore(['strxfrm', 'wcsxfrm', 'strxfrm_l'], { writes: [0], reads: [1] }),
  ...ignore(['strerror', 'strsignal'], { returnsStatic: true, threadUnsafe: true }),
  ...ignore(['strerror_l', 'strerrorname_np', 'strerrordesc_np', 'sigabbrev_np', 'sigdescr_np'], {
    returnsStatic: true,
  }),
  ...ignore(['strerror_r', '__xpg_strerror_r'], { writes: [1] }),
  ...ignore(['basename', '__xpg_basename', 'dirname'], { reads: [0], writes: [0], returnsArg: 0 }),
];

export const NUMBERS: ModelEntry[] = [
  ...pure(['atoi', 'atol', 'atoll', 'atof', 'atoq'], { reads: [0] }),
  ...ignore(
    w`strtol strtoul strtoll strtoull strtod strtof strtold strtoimax strtoumax strtoq strtouq
      wcstol wcstoul wcstoll wcstoull wcstod wcstof wcstold wcstoimax wcstoumax strtol_l
      strtoul_l strtod_l strtof_l`,
    { reads: [0], writes: [1] },
  ),
  ...pure(w`abs labs llabs imaxabs div ldiv lldiv imaxdiv ffs ffsl ffsll htons htonl ntohs ntohl
    __builtin_abs __builtin_labs __builtin_llabs __builtin_imaxabs`),
  ...ignore(['a64l'], { reads: [0] }),
  ...ignore(['l64a'], { returnsStatic: true, threadUnsafe: true }),
  // pseudo-random numbers: hidden state shared by every thread; the values are the program's input
  ...ignore(w`rand random lrand48 mrand48 drand48`, { input: true, threadUnsafe: true }),
  ...ignore(w`srand srandom srand48`, { threadUnsafe: true }),
  ...ignore(['seed48', 'lcong48'], { reads: [0], threadUnsafe: true }),
  ...ignore(['initstate'], { writes: [1], threadUnsafe: true }),
  ...ignore(['setstate'], { reads: [0], threadUnsafe: true }),
  ...ignore(['rand_r'], { reads: [0], writes: [0], input: true }),
  ...ignore(['erand48', 'nrand48', 'jrand48'], { reads: [0], writes: [0], input: true }),
  ...ignore(['random_r', 'srandom_r'], { reads: [1], writes: [1] }),
  ...ignore(['arc4random', 'arc4random_uniform'], { input: true }),
  ...ignore(['arc4random_buf'], { writes: [0] }),
  // multibyte characters: the forms without a state argument keep it hidden
  ...ignore(['mblen', 'mbtowc', 'wctomb'], { reads: [1], writes: [0], threadUnsafe: true }),
  ...ignore(['mbstowcs', 'wcstombs'], { writes: [0], reads: [1] }),
  ...ignore(w`mbrtowc mbrtoc16 mbrtoc32`, { writes: [0, 3], reads: [1, 3] }),
  ...ignore(w`wcrtomb c16rtomb c32rtomb`, { writes: [0, 2], reads: [2] }),
  ...ignore(['mbrlen'], { reads: [0, 2], writes: [2] }),
  ...ignore(w`mbsrtowcs wcsrtombs mbsnrtowcs wcsnrtombs`, { writes: [0, 1], reads: [1] }),
  ...pure(['mbsinit'], { reads: [0] }),
  ...pure(w`btowc wctob wcwidth`),
  ...pure(['wcswidth'], { reads: [0] }),
  ...pure(['__ctype_get_mb_cur_max']),
];

const CTYPE = w`isalnum isalpha iscntrl isdigit islower isgraph isprint ispunct isspace isupper isxdigit
  isblank isascii toascii tolower toupper _tolower _toupper iswalnum iswalpha iswdigit iswspace
  iswupper iswlower iswblank iswcntrl iswgraph iswprint iswpunct iswxdigit towlower towupper
  __builtin_isdigit __builtin_isspace __builtin_isalpha __builtin_isalnum __builtin_isupper
  __builtin_islower __builtin_isxdigit __builtin_isprint __builtin_tolower __builtin_toupper`;

export const CHARACTERS: ModelEntry[] = [
  ...pure(CTYPE),
  ...pure(CTYPE.filter((f) => !f.startsWith('_')).map((f) => `${f}_l`)),
  ...pure(w`iswctype towctrans wctype wctrans`),
  // glibc's ctype tables: a pointer to the calling thread's table pointer
  { function: '__ctype_b_loc', kind: 'ignore', threadLocal: true },
  { function: '__ctype_tolower_loc', kind: 'ignore', threadLocal: true },
  { function: '__ctype_toupper_loc', kind: 'ignore', threadLocal: true },
];

export const LOCALE_AND_ENVIRONMENT: ModelEntry[] = [
  ...ignore(['setlocale'], { reads: [1], returnsStatic: true, threadUnsafe: true }),
  ...ignore(['localeconv'], { returnsStatic: true, threadUnsafe: true }),
  ...ignore(['newlocale'], { reads: [1] }),
  ...ignore(['duplocale', 'freelocale', 'uselocale']),
  ...ignore(['nl_langinfo'], { returnsStatic: true, threadUnsafe: true }),
  ...ignore(['nl_langinfo_l'], { returnsStatic: true }),
  // the environment is one table every thread shares; the setters change it
  ...ignore(['getenv', 'secure_getenv'], { reads: [0], returnsStatic: true, threadUnsafe: true }),
  ...ignore(['setenv'], { reads: [0, 1], threadUnsafe: true }),
  ...ignore(['unsetenv', 'putenv'], { reads: [0], threadUnsafe: true }),
  ...ignore(['clearenv'], { threadUnsafe: true }),
  ...ignore(['system'], { reads: [0] }),
  // sorting and searching call the comparison function before they return
  ...ignore(['qsort'], { reads: [0], writes: [0], callsBack: [{ arg: 3, when: 'now' }] }),
  ...ignore(['qsort_r'], { reads: [0], writes: [0], callsBack: [{ arg: 3, when: 'now' }] }),
  ...ignore(['bsearch'], { reads: [0, 1], returnsArg: 1, callsBack: [{ arg: 4, when: 'now' }] }),
  ...ignore(['lsearch'], { reads: [0, 1, 2], writes: [1, 2], callsBack: [{ arg: 4, when: 'now' }] }),
  ...ignore(['lfind'], { reads: [0, 1, 2], callsBack: [{ arg: 4, when: 'now' }] }),
  ...ignore(['tsearch', 'tfind', 'tdelete'], {
    reads: [0, 1],
    writes: [1],
    callsBack: [{ arg: 2, when: 'now' }],
  }),
  ...ignore(['twalk'], { reads: [0], callsBack: [{ arg: 1, when: 'now' }] }),
  ...ignore(['twalk_r'], { reads: [0], callsBack: [{ arg: 1, when: 'now' }] }),
  ...ignore(['tdestroy'], { writes: [0], callsBack: [{ arg: 1, when: 'now' }] }),
  ...ignore(['insque'], { reads: [0, 1], writes: [0, 1] }),
  ...ignore(['remque'], { reads: [0], writes: [0] }),
  ...ignore(['hcreate', 'hdestroy'], { threadUnsafe: true }),
  ...ignore(['hsearch'], { threadUnsafe: true }),
  // non-local jumps: control the lowering does not follow; setjmp saves the caller's registers and
  // returns 0 when called, another value when a longjmp comes back to it
  ...ignore(w`setjmp _setjmp __sigsetjmp sigsetjmp __builtin_setjmp`, { writes: [0], direct: 0 }),
  ...ignore(w`longjmp _longjmp siglongjmp __builtin_longjmp`, {
    reads: [0],
    opaque: 'makes a non-local jump the model does not follow',
  }),
];

/**
 * `<stdarg.h>` (C17 7.16) names macros; a unit that uses them without the header (the header that
 * brought it in is absent: memcached's `restart.c` through libevent's) calls them as functions:
 * `va_start` and `va_copy` set up the list named by arg 0 in the caller's own frame.
 */
export const VARARGS: ModelEntry[] = [
  ...ignore(['va_start', 'va_copy'], { writes: [0] }),
  ...ignore(['va_end'], { reads: [0] }),
];
