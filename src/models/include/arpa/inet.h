/* Lockstep model header: <arpa/inet.h> (glibc). Declarations only. */
#ifndef _LOCKSTEP_ARPA_INET_H
#define _LOCKSTEP_ARPA_INET_H
#define _ARPA_INET_H 1

#include <netinet/in.h>

__BEGIN_DECLS

extern in_addr_t inet_addr(const char *);
extern in_addr_t inet_lnaof(struct in_addr);
extern struct in_addr inet_makeaddr(in_addr_t, in_addr_t);
extern in_addr_t inet_netof(struct in_addr);
extern in_addr_t inet_network(const char *);
extern char *inet_ntoa(struct in_addr);
extern int inet_pton(int, const char *, void *);
extern const char *inet_ntop(int, const void *, char *, socklen_t);
extern int inet_aton(const char *, struct in_addr *);

__END_DECLS

#endif
