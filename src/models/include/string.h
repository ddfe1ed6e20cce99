/* Lockstep model header: <string.h> (glibc). Declarations only. */
#ifndef _LOCKSTEP_STRING_H
#define _LOCKSTEP_STRING_H
#define _STRING_H 1

#include <bits/types.h>
#include <bits/types/size_t.h>
#include <bits/types/locale_t.h>
#include <bits/types/null.h>

__BEGIN_DECLS

extern void *memcpy(void *, const void *, size_t);
extern void *memmove(void *, const void *, size_t);
extern void *memccpy(void *, const void *, int, size_t);
extern void *memset(void *, int, size_t);
extern int memcmp(const void *, const void *, size_t);
extern void *memchr(const void *, int, size_t);
extern void *memrchr(const void *, int, size_t);
extern void *rawmemchr(const void *, int);
extern void *memmem(const void *, size_t, const void *, size_t);
extern void *mempcpy(void *, const void *, size_t);
extern void explicit_bzero(void *, size_t);

extern char *strcpy(char *, const char *);
extern char *strncpy(char *, const char *, size_t);
extern char *stpcpy(char *, const char *);
extern char *stpncpy(char *, const char *, size_t);
extern size_t strlcpy(char *, const char *, size_t);
extern size_t strlcat(char *, const char *, size_t);
extern char *strcat(char *, const char *);
extern char *strncat(char *, const char *, size_t);
extern int strcmp(const char *, const char *);
extern int strncmp(const char *, const char *, size_t);
extern int strcoll(const char *, const char *);
extern size_t strxfrm(char *, const char *, size_t);
extern char *strdup(const char *) __attribute__((__malloc__));
extern char *strndup(const char *, size_t) __attribute__((__malloc__));
extern char *strchr(const char *, int);
extern char *strrchr(const char *, int);
extern char *strchrnul(const char *, int);
extern size_t strcspn(const char *, const char *);
extern size_t strspn(const char *, const char *);
extern char *strpbrk(const char *, const char *);
extern char *strstr(const char *, const char *);
extern char *strcasestr(const char *, const char *);
extern char *strtok(char *, const char *);
extern char *strtok_r(char *, const char *, char **);
extern char *strsep(char **, const char *);
extern size_t strlen(const char *);
extern size_t strnlen(const char *, size_t);
extern char *strerror(int);
#ifdef _GNU_SOURCE
extern char *strerror_r(int, char *, size_t);
#else
extern int strerror_r(int, char *, size_t);
#endif
extern char *strerror_l(int, locale_t);
extern const char *strerrordesc_np(int);
extern const char *strerrorname_np(int);
extern char *strsignal(int);
extern int strverscmp(const char *, const char *);
extern char *strfry(char *);
extern void *memfrob(void *, size_t);

__END_DECLS

#include <strings.h>

#endif
