/* Lockstep model header: <syslog.h> (glibc). Declarations only. */
#ifndef _LOCKSTEP_SYSLOG_H
#define _LOCKSTEP_SYSLOG_H
#define _SYS_SYSLOG_H 1

#include <bits/types/va_list.h>

__BEGIN_DECLS

#define LOG_EMERG 0
#define LOG_ALERT 1
#define LOG_CRIT 2
#define LOG_ERR 3
#define LOG_WARNING 4
#define LOG_NOTICE 5
#define LOG_INFO 6
#define LOG_DEBUG 7
#define LOG_KERN (0 << 3)
#define LOG_USER (1 << 3)
#define LOG_MAIL (2 << 3)
#define LOG_DAEMON (3 << 3)
#define LOG_AUTH (4 << 3)
#define LOG_SYSLOG (5 << 3)
#define LOG_LOCAL0 (16 << 3)
#define LOG_LOCAL7 (23 << 3)
#define LOG_PID 0x01
#define LOG_CONS 0x02
#define LOG_ODELAY 0x04
#define LOG_NDELAY 0x08
#define LOG_NOWAIT 0x10
#define LOG_PERROR 0x20
#define LOG_MASK(pri) (1 << (pri))
#define LOG_UPTO(pri) ((1 << ((pri) + 1)) - 1)

extern void openlog(const char *, int, int);
extern void closelog(void);
extern int setlogmask(int);
extern void syslog(int, const char *, ...);
extern void vsyslog(int, const char *, __gnuc_va_list);

__END_DECLS

#endif
