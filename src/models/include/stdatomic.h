/* Lockstep model header: <stdatomic.h> (C11 atomics). The generic operations are declared as
   functions, not macros, so calls keep their names for the models table. Their return type is a
   stand-in: the analysis takes the value type from the atomic object. */
#ifndef _LOCKSTEP_STDATOMIC_H
#define _LOCKSTEP_STDATOMIC_H
#define _STDATOMIC_H 1

#include <bits/types.h>
#include <bits/types/size_t.h>

__BEGIN_DECLS

typedef enum memory_order {
  memory_order_relaxed = 0,
  memory_order_consume = 1,
  memory_order_acquire = 2,
  memory_order_release = 3,
  memory_order_acq_rel = 4,
  memory_order_seq_cst = 5
} memory_order;

#ifdef __cplusplus
#define __LOCKSTEP_ATOMIC_BOOL bool
#else
#define __LOCKSTEP_ATOMIC_BOOL _Bool
#endif

typedef _Atomic __LOCKSTEP_ATOMIC_BOOL atomic_bool;
typedef _Atomic char atomic_char;
typedef _Atomic signed char atomic_schar;
typedef _Atomic unsigned char atomic_uchar;
typedef _Atomic short atomic_short;
typedef _Atomic unsigned short atomic_ushort;
typedef _Atomic int atomic_int;
typedef _Atomic unsigned int atomic_uint;
typedef _Atomic long atomic_long;
typedef _Atomic unsigned long atomic_ulong;
typedef _Atomic long long atomic_llong;
typedef _Atomic unsigned long long atomic_ullong;
typedef _Atomic __uint_least16_t atomic_char16_t;
typedef _Atomic __uint_least32_t atomic_char32_t;
typedef _Atomic __WCHAR_TYPE__ atomic_wchar_t;
typedef _Atomic __int_least8_t atomic_int_least8_t;
typedef _Atomic __uint_least8_t atomic_uint_least8_t;
typedef _Atomic __int_least16_t atomic_int_least16_t;
typedef _Atomic __uint_least16_t atomic_uint_least16_t;
typedef _Atomic __int_least32_t atomic_int_least32_t;
typedef _Atomic __uint_least32_t atomic_uint_least32_t;
typedef _Atomic __int_least64_t atomic_int_least64_t;
typedef _Atomic __uint_least64_t atomic_uint_least64_t;
typedef _Atomic signed char atomic_int_fast8_t;
typedef _Atomic unsigned char atomic_uint_fast8_t;
typedef _Atomic long atomic_int_fast16_t;
typedef _Atomic unsigned long atomic_uint_fast16_t;
typedef _Atomic long atomic_int_fast32_t;
typedef _Atomic unsigned long atomic_uint_fast32_t;
typedef _Atomic long atomic_int_fast64_t;
typedef _Atomic unsigned long atomic_uint_fast64_t;
typedef _Atomic long atomic_intptr_t;
typedef _Atomic unsigned long atomic_uintptr_t;
typedef _Atomic __SIZE_TYPE__ atomic_size_t;
typedef _Atomic __PTRDIFF_TYPE__ atomic_ptrdiff_t;
typedef _Atomic __intmax_t atomic_intmax_t;
typedef _Atomic __uintmax_t atomic_uintmax_t;

typedef struct {
  _Atomic __LOCKSTEP_ATOMIC_BOOL __val;
} atomic_flag;

#define ATOMIC_VAR_INIT(value) (value)
#define ATOMIC_FLAG_INIT { 0 }
#define kill_dependency(y) (y)

#define ATOMIC_BOOL_LOCK_FREE 2
#define ATOMIC_CHAR_LOCK_FREE 2
#define ATOMIC_CHAR16_T_LOCK_FREE 2
#define ATOMIC_CHAR32_T_LOCK_FREE 2
#define ATOMIC_WCHAR_T_LOCK_FREE 2
#define ATOMIC_SHORT_LOCK_FREE 2
#define ATOMIC_INT_LOCK_FREE 2
#define ATOMIC_LONG_LOCK_FREE 2
#define ATOMIC_LLONG_LOCK_FREE 2
#define ATOMIC_POINTER_LOCK_FREE 2

/* Generic functions: any atomic object, so no prototype (C17) or `...` (C++, C23). */
#if defined(__cplusplus) || (defined(__STDC_VERSION__) && __STDC_VERSION__ >= 202311L)
#define __LOCKSTEP_ANY_ARGS ...
#else
#define __LOCKSTEP_ANY_ARGS
#endif

extern void atomic_init(__LOCKSTEP_ANY_ARGS);
extern int atomic_is_lock_free(__LOCKSTEP_ANY_ARGS);
extern int atomic_load(__LOCKSTEP_ANY_ARGS);
extern int atomic_load_explicit(__LOCKSTEP_ANY_ARGS);
extern void atomic_store(__LOCKSTEP_ANY_ARGS);
extern void atomic_store_explicit(__LOCKSTEP_ANY_ARGS);
extern int atomic_exchange(__LOCKSTEP_ANY_ARGS);
extern int atomic_exchange_explicit(__LOCKSTEP_ANY_ARGS);
extern int atomic_compare_exchange_strong(__LOCKSTEP_ANY_ARGS);
extern int atomic_compare_exchange_strong_explicit(__LOCKSTEP_ANY_ARGS);
extern int atomic_compare_exchange_weak(__LOCKSTEP_ANY_ARGS);
extern int atomic_compare_exchange_weak_explicit(__LOCKSTEP_ANY_ARGS);
extern int atomic_fetch_add(__LOCKSTEP_ANY_ARGS);
extern int atomic_fetch_add_explicit(__LOCKSTEP_ANY_ARGS);
extern int atomic_fetch_sub(__LOCKSTEP_ANY_ARGS);
extern int atomic_fetch_sub_explicit(__LOCKSTEP_ANY_ARGS);
extern int atomic_fetch_or(__LOCKSTEP_ANY_ARGS);
extern int atomic_fetch_or_explicit(__LOCKSTEP_ANY_ARGS);
extern int atomic_fetch_xor(__LOCKSTEP_ANY_ARGS);
extern int atomic_fetch_xor_explicit(__LOCKSTEP_ANY_ARGS);
extern int atomic_fetch_and(__LOCKSTEP_ANY_ARGS);
extern int atomic_fetch_and_explicit(__LOCKSTEP_ANY_ARGS);

extern __LOCKSTEP_ATOMIC_BOOL atomic_flag_test_and_set(volatile atomic_flag *);
extern __LOCKSTEP_ATOMIC_BOOL atomic_flag_test_and_set_explicit(volatile atomic_flag *, memory_order);
extern void atomic_flag_clear(volatile atomic_flag *);
extern void atomic_flag_clear_explicit(volatile atomic_flag *, memory_order);
extern void atomic_thread_fence(memory_order);
extern void atomic_signal_fence(memory_order);

__END_DECLS

#endif
