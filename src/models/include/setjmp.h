/* Lockstep model header: <setjmp.h> (glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_SETJMP_H
#define _LOCKSTEP_SETJMP_H
#define _SETJMP_H 1

#include <bits/types.h>
#include <bits/types/sigset_t.h>

__BEGIN_DECLS

typedef long int __jmp_buf[8];
struct __jmp_buf_tag {
  __jmp_buf __jmpbuf;
  int __mask_was_saved;
  __sigset_t __saved_mask;
};
typedef struct __jmp_buf_tag jmp_buf[1];
typedef struct __jmp_buf_tag sigjmp_buf[1];

extern int setjmp(jmp_buf);
extern int _setjmp(struct __jmp_buf_tag *);
extern int __sigsetjmp(struct __jmp_buf_tag *, int);
#define sigsetjmp(env, savemask) __sigsetjmp(env, savemask)
extern void longjmp(struct __jmp_buf_tag *, int) __attribute__((__noreturn__));
extern void _longjmp(struct __jmp_buf_tag *, int) __attribute__((__noreturn__));
extern void siglongjmp(struct __jmp_buf_tag *, int) __attribute__((__noreturn__));

__END_DECLS

#endif
