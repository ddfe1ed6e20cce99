/**
 * glibc's own names, which preprocessed sources carry where the program wrote the standard ones:
 * the versioned stat calls (`__xstat`), the internal string and number functions (`__strdup`,
 * `__strtol_internal`), the C99 scanf aliases (`__isoc99_sscanf`), and the fortified `__*_chk`
 * forms `_FORTIFY_SOURCE` substitutes (the same accesses; the extra arguments are buffer sizes
 * and flags). GCC's `__builtin___*_chk` spell the fortified forms before glibc's headers do.
 */

import { each, ignore, pure, w } from './entries.js';
import type { ModelEntry } from './types.js';

const PRINTF = 'printf' as const;
const SCANF = 'scanf' as const;

/** The fortified name and GCC's builtin spelling of it (`__memcpy_chk`, `__builtin___memcpy_chk`). */
function chk(names: readonly string[]): string[] {
  return names.flatMap((n) => [`__${n}_chk`, `__builtin___${n}_chk`]);
}

const STAT: ModelEntry[] = [
  // int __xstat(int version, const char *path, struct stat *buf)
  ...ignore(w`__xstat __lxstat __xstat64 __lxstat64`, { reads: [1], writes: [2] }),
  ...ignore(['__fxstat', '__fxstat64'], { writes: [2] }),
  ...ignore(['__fxstatat', '__fxstatat64'], { reads: [2], writes: [3] }),
  ...ignore(['__xmknod', '__xmknodat'], { reads: [1, 2] }),
];

const INTERNAL: ModelEntry[] = [
  { function: '__strdup', kind: 'alloc', reads: [0] },
  { function: '__strndup', kind: 'alloc', reads: [0] },
  { function: '__libc_malloc', kind: 'alloc', size: 0 },
  { function: '__libc_calloc', kind: 'alloc' },
  { function: '__libc_realloc', kind: 'alloc', size: 1, reads: [0] },
  { function: '__libc_memalign', kind: 'alloc', size: 1 },
  ...each('free', ['__libc_free']),
  // long __strtol_internal(const char *nptr, char **endptr, int base, int group)
  ...ignore(
    w`__strtol_internal __strtoul_internal __strtoll_internal __strtoull_internal __strtod_internal
      __strtof_internal __strtold_internal __wcstol_internal __wcstoul_internal __wcstoll_internal
      __wcstoull_internal __wcstod_internal __isoc23_strtol __isoc23_strtoul __isoc23_strtoll
      __isoc23_strtoull __isoc23_strtoimax __isoc23_strtoumax __isoc23_wcstol __isoc23_wcstoul
      __isoc23_wcstoll __isoc23_wcstoull`,
    { reads: [0], writes: [1] },
  ),
  ...pure(w`__strcasecmp __strncasecmp __strverscmp`, { reads: [0, 1] }),
  ...pure(['__rawmemchr', '__strchrnul'], { reads: [0], returnsArg: 0 }),
  ...ignore(['__stpcpy', '__stpncpy', '__mempcpy'], { writes: [0], reads: [1] }),
  ...ignore(['__strsep_g', '__strsep_1c', '__strsep_2c', '__strsep_3c'], { reads: [0, 1], writes: [0] }),
  ...ignore(['__open_2', '__open64_2', '__open_alias'], { reads: [0] }),
  ...ignore(['__openat_2', '__openat64_2'], { reads: [1] }),
  ...pure(['gnu_dev_major', 'gnu_dev_minor', 'gnu_dev_makedev', '__fdelt_chk', '__fdelt_warn']),
  ...pure([
    '__bswap_16',
    '__bswap_32',
    '__bswap_64',
    '__uint16_identity',
    '__uint32_identity',
    '__uint64_identity',
  ]),
  // the stream internals glibc's getc/putc macros expand to
  ...ignore(w`_IO_getc _IO_peekc_locked __uflow __underflow`, { input: true }),
  ...ignore(w`_IO_putc __overflow _IO_feof _IO_ferror _IO_flockfile _IO_funlockfile`),
  // C++ runtime: exit handlers, static-local guards (the runtime locks them)
  ...ignore(['__cxa_atexit', '__cxa_thread_atexit', '__cxa_thread_atexit_impl'], {
    callsBack: [{ arg: 0, when: 'exit' }],
  }),
  ...ignore(['__register_atfork'], {
    callsBack: [
      { arg: 0, when: 'fork' },
      { arg: 1, when: 'fork' },
      { arg: 2, when: 'fork' },
    ],
  }),
  ...ignore(w`__cxa_finalize __cxa_guard_acquire __cxa_guard_release __cxa_guard_abort`),
  ...ignore(['__longjmp_chk'], { reads: [0], opaque: 'makes a non-local jump the model does not follow' }),
];

// C99 scanf under glibc's names (`sscanf` becomes `__isoc99_sscanf`; C23's `__isoc23_sscanf`).
const SCANF_ALIASES: ModelEntry[] = ['__isoc99_', '__isoc23_'].flatMap((p): ModelEntry[] => [
  ...ignore([`${p}scanf`, `${p}wscanf`], { reads: [0], format: 0, formatFamily: SCANF, input: true }),
  ...ignore([`${p}fscanf`, `${p}fwscanf`], { reads: [1], format: 1, formatFamily: SCANF, input: true }),
  ...ignore([`${p}sscanf`, `${p}swscanf`], { reads: [0, 1], format: 1, formatFamily: SCANF }),
  ...ignore([`${p}vscanf`, `${p}vwscanf`], { reads: [0], format: 0, input: true }),
  ...ignore([`${p}vfscanf`, `${p}vfwscanf`], { reads: [1], format: 1, input: true }),
  ...ignore([`${p}vsscanf`, `${p}vswscanf`], { reads: [0, 1], format: 1 }),
]);

const FORTIFIED: ModelEntry[] = [
  // __memcpy_chk(dst, src, n, dstlen)
  ...ignore(chk(w`memcpy memmove wmemcpy wmemmove strcpy strncpy wcscpy wcsncpy`), {
    writes: [0],
    reads: [1],
    returnsArg: 0,
  }),
  ...ignore(chk(w`mempcpy wmempcpy stpcpy stpncpy wcpcpy wcpncpy strlcpy`), { writes: [0], reads: [1] }),
  ...ignore(chk(w`strcat strncat wcscat wcsncat strlcat`), { reads: [0, 1], writes: [0] }),
  ...ignore(chk(w`memset wmemset explicit_bzero`), { writes: [0] }),
  // __printf_chk(flag, fmt, ...), __fprintf_chk(fp, flag, fmt, ...), __dprintf_chk(fd, flag, fmt, ...)
  ...ignore(chk(['printf', 'wprintf']), { reads: [1], format: 1, formatFamily: PRINTF }),
  ...ignore(chk(['fprintf', 'fwprintf', 'dprintf']), { reads: [2], format: 2, formatFamily: PRINTF }),
  // __sprintf_chk(s, flag, slen, fmt, ...), __snprintf_chk(s, maxlen, flag, slen, fmt, ...)
  ...ignore(chk(['sprintf']), { writes: [0], reads: [3], format: 3, formatFamily: PRINTF }),
  ...ignore(chk(['snprintf', 'swprintf']), { writes: [0], reads: [4], format: 4, formatFamily: PRINTF }),
  ...ignore(chk(['asprintf']), { writes: [0], reads: [2], format: 2, formatFamily: PRINTF }),
  ...ignore(chk(['syslog']), { reads: [2], format: 2, formatFamily: PRINTF }),
  ...ignore(chk(['vprintf', 'vwprintf']), { reads: [1], format: 1 }),
  ...ignore(chk(['vfprintf', 'vfwprintf', 'vdprintf', 'vsyslog']), { reads: [2], format: 2 }),
  ...ignore(chk(['vsprintf']), { writes: [0], reads: [3], format: 3 }),
  ...ignore(chk(['vsnprintf', 'vswprintf']), { writes: [0], reads: [4], format: 4 }),
  ...ignore(chk(['vasprintf']), { writes: [0], reads: [2], format: 2 }),
  // input into a buffer of known size
  ...ignore(chk(w`fgets fgets_unlocked fgetws fgetws_unlocked`), { writes: [0], returnsArg: 0, input: true }),
  ...ignore(chk(['fread', 'fread_unlocked']), { writes: [0], input: true }),
  ...ignore(chk(w`read pread pread64 recv`), { writes: [1], input: true }),
  ...ignore(chk(['recvfrom']), { writes: [1, 5, 6], input: true }),
  ...ignore(chk(['readlink']), { reads: [0], writes: [1] }),
  ...ignore(chk(['readlinkat']), { reads: [1], writes: [2] }),
  ...ignore(chk(['getcwd', 'getwd']), { writes: [0] }),
  ...ignore(chk(['realpath']), { reads: [0], writes: [1] }),
  ...ignore(chk(['gethostname', 'getdomainname', 'getlogin_r']), { writes: [0] }),
  ...ignore(chk(['ttyname_r']), { writes: [1] }),
  ...ignore(chk(['poll', 'ppoll']), { reads: [0], writes: [0], input: true }),
  ...ignore(chk(['mbstowcs', 'wcstombs', 'mbsrtowcs', 'wcsrtombs']), { writes: [0], reads: [1] }),
  ...ignore(chk(['wctomb', 'wcrtomb']), { writes: [0] }),
  ...ignore(chk(['confstr']), { writes: [1] }),
  ...ignore(chk(['getgroups']), { writes: [1] }),
  ...ignore(chk(['obstack_printf', 'obstack_vprintf']), { reads: [2] }),
  ...ignore(chk(['gets']), { writes: [0], input: true }),
];

// The same accesses under other C libraries' names (BSD, macOS), and glibc's fortify aliases.
const OTHER_NAMES: ModelEntry[] = [
  { function: '__errno', kind: 'ignore', threadLocal: true },
  { function: '__error', kind: 'ignore', threadLocal: true },
  ...each('exit', ['__assert_rtn', '__open_missing_mode', '__open_too_many_args'], {
    skipsExitHandlers: true,
  }),
  ...pure(['__tolower', '__toupper', '__maskrune']),
  ...pure(['_strlen'], { reads: [0] }),
  ...ignore(w`__read_alias __read_chk_warn __pread_alias __pread_chk_warn __recv_alias __recv_chk_warn`, {
    writes: [1],
    input: true,
  }),
  ...ignore(w`__fgets_alias __fgets_chk_warn __fgets_unlocked_alias __fgets_unlocked_chk_warn`, {
    writes: [0],
    input: true,
  }),
  ...ignore(w`__fread_alias __fread_chk_warn __fread_unlocked_alias __fread_unlocked_chk_warn`, {
    writes: [0],
    input: true,
  }),
  ...ignore(['__readlink_alias', '__readlink_chk_warn'], { reads: [0], writes: [1] }),
  ...ignore(['__inet_ntop_alias', '__inet_ntop_chk', '__inet_ntop_chk_warn'], { reads: [1], writes: [2] }),
  ...ignore(['__inet_pton_alias', '__inet_pton_chk', '__inet_pton_chk_warn'], { reads: [1], writes: [2] }),
  ...ignore(['__getcwd_alias', '__getcwd_chk_warn'], { writes: [0] }),
  ...ignore(['__builtin_vsnprintf', '__builtin___vsnprintf'], { writes: [0], reads: [2], format: 2 }),
  ...ignore(['__builtin_vsprintf'], { writes: [0], reads: [1], format: 1 }),
  ...ignore(['__nss_configure_lookup'], { reads: [0, 1] }),
];

export const GLIBC: ModelEntry[] = [...STAT, ...INTERNAL, ...SCANF_ALIASES, ...FORTIFIED, ...OTHER_NAMES];
