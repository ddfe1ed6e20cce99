/* Lockstep model header: <stdlib.h> (glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_STDLIB_H
#define _LOCKSTEP_STDLIB_H
#define _STDLIB_H 1

#include <bits/types.h>
#include <bits/types/size_t.h>
#include <bits/types/wchar_t.h>
#include <bits/types/null.h>

#include <alloca.h>
#include <sys/types.h>
#include <bits/waitstatus.h>

__BEGIN_DECLS

typedef struct {
  int quot;
  int rem;
} div_t;
typedef struct {
  long int quot;
  long int rem;
} ldiv_t;
typedef struct {
  long long int quot;
  long long int rem;
} lldiv_t;

#define RAND_MAX 2147483647
#define EXIT_FAILURE 1
#define EXIT_SUCCESS 0
#define MB_CUR_MAX ((size_t)__ctype_get_mb_cur_max())

extern size_t __ctype_get_mb_cur_max(void);

extern double atof(const char *);
extern int atoi(const char *);
extern long int atol(const char *);
extern long long int atoll(const char *);
extern double strtod(const char *, char **);
extern float strtof(const char *, char **);
extern long double strtold(const char *, char **);
extern long int strtol(const char *, char **, int);
extern unsigned long int strtoul(const char *, char **, int);
extern long long int strtoll(const char *, char **, int);
extern unsigned long long int strtoull(const char *, char **, int);
extern long long int strtoq(const char *, char **, int);
extern unsigned long long int strtouq(const char *, char **, int);

extern int rand(void);
extern void srand(unsigned int);
extern int rand_r(unsigned int *);
extern long int random(void);
extern void srandom(unsigned int);
extern char *initstate(unsigned int, char *, size_t);
extern char *setstate(char *);
extern double drand48(void);
extern double erand48(unsigned short int *);
extern long int lrand48(void);
extern long int nrand48(unsigned short int *);
extern long int mrand48(void);
extern long int jrand48(unsigned short int *);
extern void srand48(long int);
extern unsigned short int *seed48(unsigned short int *);
extern void lcong48(unsigned short int *);

extern void *malloc(size_t) __attribute__((__malloc__));
extern void *calloc(size_t, size_t) __attribute__((__malloc__));
extern void *realloc(void *, size_t);
extern void *reallocarray(void *, size_t, size_t);
extern void free(void *);
extern void *aligned_alloc(size_t, size_t) __attribute__((__malloc__));
extern int posix_memalign(void **, size_t, size_t);
extern void *valloc(size_t) __attribute__((__malloc__));

extern void abort(void) __attribute__((__noreturn__));
extern int atexit(void (*)(void));
extern int at_quick_exit(void (*)(void));
extern int on_exit(void (*)(int, void *), void *);
extern void exit(int) __attribute__((__noreturn__));
extern void quick_exit(int) __attribute__((__noreturn__));
extern void _Exit(int) __attribute__((__noreturn__));

extern char *getenv(const char *);
extern char *secure_getenv(const char *);
extern int putenv(char *);
extern int setenv(const char *, const char *, int);
extern int unsetenv(const char *);
extern int clearenv(void);
extern char *mktemp(char *);
extern int mkstemp(char *);
extern int mkstemps(char *, int);
extern char *mkdtemp(char *);
extern int system(const char *);
extern char *realpath(const char *, char *);

#ifndef __COMPAR_FN_T
#define __COMPAR_FN_T
typedef int (*__compar_fn_t)(const void *, const void *);
#endif
extern void *bsearch(const void *, const void *, size_t, size_t, __compar_fn_t);
extern void qsort(void *, size_t, size_t, __compar_fn_t);
extern void qsort_r(void *, size_t, size_t, int (*)(const void *, const void *, void *), void *);

extern int abs(int) __attribute__((__const__));
extern long int labs(long int) __attribute__((__const__));
extern long long int llabs(long long int) __attribute__((__const__));
extern div_t div(int, int) __attribute__((__const__));
extern ldiv_t ldiv(long int, long int) __attribute__((__const__));
extern lldiv_t lldiv(long long int, long long int) __attribute__((__const__));

extern int mblen(const char *, size_t);
extern int mbtowc(wchar_t *, const char *, size_t);
extern int wctomb(char *, wchar_t);
extern size_t mbstowcs(wchar_t *, const char *, size_t);
extern size_t wcstombs(char *, const wchar_t *, size_t);

extern int getloadavg(double *, int);
extern int getsubopt(char **, char *const *, char **);
extern int posix_openpt(int);
extern int grantpt(int);
extern int unlockpt(int);
extern char *ptsname(int);

__END_DECLS

#endif
