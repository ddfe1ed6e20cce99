/* Lockstep model header: <sys/cdefs.h> (glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_SYS_CDEFS_H
#define _LOCKSTEP_SYS_CDEFS_H

#ifndef _LOCKSTEP_FEATURES_H
#include <features.h>
#endif

#ifdef __cplusplus
#define __BEGIN_DECLS extern "C" {
#define __END_DECLS }
#else
#define __BEGIN_DECLS
#define __END_DECLS
#endif

#define __THROW
#define __THROWNL
#define __NTH(fct) fct
#define __NTHNL(fct) fct
#define __LEAF
#define __LEAF_ATTR
#define __P(args) args
#define __PMT(args) args
#define __CONCAT(x, y) x##y
#define __STRING(x) #x
#define __ptr_t void *
#define __flexarr []
#define __glibc_likely(cond) (cond)
#define __glibc_unlikely(cond) (cond)
#define __glibc_has_attribute(attr) 0
#define __glibc_has_builtin(name) 0
#define __glibc_has_extension(ext) 0
#define __nonnull(params)
#define __wur
#define __attribute_malloc__
#define __attribute_alloc_size__(params)
#define __attribute_alloc_align__(param)
#define __attribute_pure__
#define __attribute_const__
#define __attribute_used__
#define __attribute_noinline__
#define __attribute_deprecated__
#define __attribute_deprecated_msg__(msg)
#define __attribute_format_arg__(x)
#define __attribute_format_strfmon__(a, b)
#define __attribute_warn_unused_result__
#define __attribute_artificial__
#define __attribute_maybe_unused__
#define __attribute_nonnull__(params)
#define __returns_nonnull
#define __always_inline __inline
#define __extern_inline extern __inline
#define __extern_always_inline extern __inline
#define __fortify_function static __inline
#define __attr_access(x)
#define __attr_access_none(argno)
#define __attr_dealloc(dealloc, argno)
#define __attr_dealloc_free
#define __fortified_attr_access(a, o, s)
#define __errordecl(name, msg) extern void name(void)
#define __warndecl(name, msg) extern void name(void)
#define __warnattr(msg)
#define __errorattr(msg)
#define __REDIRECT(name, proto, alias) name proto
#define __REDIRECT_NTH(name, proto, alias) name proto
#define __REDIRECT_NTHNL(name, proto, alias) name proto
#define __ASMNAME(cname) cname
#define __restrict_arr
#define __glibc_c99_flexarr_available 1
#define __WORDSIZE 64
#define __WORDSIZE_TIME64_COMPAT32 1
#define __SYSCALL_WORDSIZE 64
#define __LDOUBLE_REDIRECTS_TO_FLOAT128_ABI 0
#define __HAVE_GENERIC_SELECTION 1

#endif
