/* Lockstep model header: <stddef.h> (Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_STDDEF_H
#define _LOCKSTEP_STDDEF_H
#define _STDDEF_H 1

#include <bits/types.h>
#include <bits/types/size_t.h>
#include <bits/types/wchar_t.h>
#include <bits/types/null.h>

typedef __PTRDIFF_TYPE__ ptrdiff_t;

typedef struct {
  long long __max_align_ll;
  long double __max_align_ld;
} max_align_t;

/* Left as itself: tree-sitter parses `offsetof(type, member)` natively. */
#define offsetof(TYPE, MEMBER) offsetof(TYPE, MEMBER)

#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 202311L && !defined(__cplusplus)
#define unreachable() (__builtin_unreachable())
#endif

#endif
