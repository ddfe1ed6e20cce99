/* Lockstep model header: <dlfcn.h> (glibc). Declarations only. */
#ifndef _LOCKSTEP_DLFCN_H
#define _LOCKSTEP_DLFCN_H
#define _DLFCN_H 1

#include <features.h>

__BEGIN_DECLS

#define RTLD_LAZY 0x00001
#define RTLD_NOW 0x00002
#define RTLD_BINDING_MASK 0x3
#define RTLD_NOLOAD 0x00004
#define RTLD_DEEPBIND 0x00008
#define RTLD_GLOBAL 0x00100
#define RTLD_LOCAL 0
#define RTLD_NODELETE 0x01000
#define RTLD_NEXT ((void *)-1l)
#define RTLD_DEFAULT ((void *)0)

typedef struct {
  const char *dli_fname;
  void *dli_fbase;
  const char *dli_sname;
  void *dli_saddr;
} Dl_info;

extern void *dlopen(const char *, int);
extern int dlclose(void *);
extern void *dlsym(void *, const char *);
extern void *dlvsym(void *, const char *, const char *);
extern char *dlerror(void);
extern int dladdr(const void *, Dl_info *);

__END_DECLS

#endif
