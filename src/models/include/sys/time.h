/* Lockstep model header: <sys/time.h> (glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_SYS_TIME_H
#define _LOCKSTEP_SYS_TIME_H
#define _SYS_TIME_H 1

#include <bits/types.h>
#include <bits/types/time_t.h>
#include <bits/types/suseconds_t.h>
#include <bits/types/struct_timeval.h>
#include <sys/select.h>

__BEGIN_DECLS

struct timezone {
  int tz_minuteswest;
  int tz_dsttime;
};

#define ITIMER_REAL 0
#define ITIMER_VIRTUAL 1
#define ITIMER_PROF 2

struct itimerval {
  struct timeval it_interval;
  struct timeval it_value;
};

extern int gettimeofday(struct timeval *, void *);
extern int settimeofday(const struct timeval *, const struct timezone *);
extern int adjtime(const struct timeval *, struct timeval *);
extern int getitimer(int, struct itimerval *);
extern int setitimer(int, const struct itimerval *, struct itimerval *);
extern int utimes(const char *, const struct timeval *);
extern int lutimes(const char *, const struct timeval *);
extern int futimes(int, const struct timeval *);

#define timerisset(tvp) ((tvp)->tv_sec || (tvp)->tv_usec)
#define timerclear(tvp) ((tvp)->tv_sec = (tvp)->tv_usec = 0)
#define timercmp(a, b, CMP) \
  (((a)->tv_sec == (b)->tv_sec) ? ((a)->tv_usec CMP (b)->tv_usec) : ((a)->tv_sec CMP (b)->tv_sec))
#define timeradd(a, b, result) \
  do { \
    (result)->tv_sec = (a)->tv_sec + (b)->tv_sec; \
    (result)->tv_usec = (a)->tv_usec + (b)->tv_usec; \
    if ((result)->tv_usec >= 1000000) { \
      ++(result)->tv_sec; \
      (result)->tv_usec -= 1000000; \
    } \
  } while (0)
#define timersub(a, b, result) \
  do { \
    (result)->tv_sec = (a)->tv_sec - (b)->tv_sec; \
    (result)->tv_usec = (a)->tv_usec - (b)->tv_usec; \
    if ((result)->tv_usec < 0) { \
      --(result)->tv_sec; \
      (result)->tv_usec += 1000000; \
    } \
  } while (0)

__END_DECLS

#endif
