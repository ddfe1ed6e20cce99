/* Lockstep model header: <time.h> (glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_TIME_H
#define _LOCKSTEP_TIME_H
#define _TIME_H 1

#include <bits/types.h>
#include <bits/types/size_t.h>
#include <bits/types/pid_t.h>
#include <bits/types/time_t.h>
#include <bits/types/clock_t.h>
#include <bits/types/clockid_t.h>
#include <bits/types/timer_t.h>
#include <bits/types/locale_t.h>
#include <bits/types/struct_timespec.h>
#include <bits/types/struct_tm.h>
#include <bits/types/null.h>

__BEGIN_DECLS

#define CLOCKS_PER_SEC ((__clock_t)1000000)
#define CLOCK_REALTIME 0
#define CLOCK_MONOTONIC 1
#define CLOCK_PROCESS_CPUTIME_ID 2
#define CLOCK_THREAD_CPUTIME_ID 3
#define CLOCK_MONOTONIC_RAW 4
#define CLOCK_REALTIME_COARSE 5
#define CLOCK_MONOTONIC_COARSE 6
#define CLOCK_BOOTTIME 7
#define CLOCK_REALTIME_ALARM 8
#define CLOCK_BOOTTIME_ALARM 9
#define CLOCK_TAI 11
#define TIMER_ABSTIME 1
#define TIME_UTC 1

struct itimerspec {
  struct timespec it_interval;
  struct timespec it_value;
};

struct sigevent;

extern clock_t clock(void);
extern time_t time(time_t *);
extern double difftime(time_t, time_t) __attribute__((__const__));
extern time_t mktime(struct tm *);
extern time_t timegm(struct tm *);
extern time_t timelocal(struct tm *);
extern size_t strftime(char *, size_t, const char *, const struct tm *);
extern size_t strftime_l(char *, size_t, const char *, const struct tm *, locale_t);
extern char *strptime(const char *, const char *, struct tm *);
extern struct tm *gmtime(const time_t *);
extern struct tm *localtime(const time_t *);
extern struct tm *gmtime_r(const time_t *, struct tm *);
extern struct tm *localtime_r(const time_t *, struct tm *);
extern char *asctime(const struct tm *);
extern char *ctime(const time_t *);
extern char *asctime_r(const struct tm *, char *);
extern char *ctime_r(const time_t *, char *);
extern char *__tzname[2];
extern int __daylight;
extern long int __timezone;
extern char *tzname[2];
extern void tzset(void);
extern int daylight;
extern long int timezone;
extern int nanosleep(const struct timespec *, struct timespec *);
extern int clock_getres(clockid_t, struct timespec *);
extern int clock_gettime(clockid_t, struct timespec *);
extern int clock_settime(clockid_t, const struct timespec *);
extern int clock_nanosleep(clockid_t, int, const struct timespec *, struct timespec *);
extern int clock_getcpuclockid(pid_t, clockid_t *);
extern int timer_create(clockid_t, struct sigevent *, timer_t *);
extern int timer_delete(timer_t);
extern int timer_settime(timer_t, int, const struct itimerspec *, struct itimerspec *);
extern int timer_gettime(timer_t, struct itimerspec *);
extern int timer_getoverrun(timer_t);
extern int timespec_get(struct timespec *, int);
extern int timespec_getres(struct timespec *, int);

__END_DECLS

#endif
