/* Lockstep model header: <dirent.h> (glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_DIRENT_H
#define _LOCKSTEP_DIRENT_H
#define _DIRENT_H 1

#include <bits/types.h>
#include <bits/types/ino_t.h>
#include <bits/types/off_t.h>
#include <bits/types/size_t.h>
#include <bits/types/ssize_t.h>

__BEGIN_DECLS

struct dirent {
  __ino_t d_ino;
  __off_t d_off;
  unsigned short int d_reclen;
  unsigned char d_type;
  char d_name[256];
};

#define DT_UNKNOWN 0
#define DT_FIFO 1
#define DT_CHR 2
#define DT_DIR 4
#define DT_BLK 6
#define DT_REG 8
#define DT_LNK 10
#define DT_SOCK 12
#define DT_WHT 14
#define _DIRENT_HAVE_D_RECLEN
#define _DIRENT_HAVE_D_OFF
#define _DIRENT_HAVE_D_TYPE

struct __dirstream;
typedef struct __dirstream DIR;

extern DIR *opendir(const char *);
extern DIR *fdopendir(int);
extern int closedir(DIR *);
extern struct dirent *readdir(DIR *);
extern int readdir_r(DIR *, struct dirent *, struct dirent **);
extern void rewinddir(DIR *);
extern void seekdir(DIR *, long int);
extern long int telldir(DIR *);
extern int dirfd(DIR *);
extern int scandir(const char *, struct dirent ***, int (*)(const struct dirent *),
                   int (*)(const struct dirent **, const struct dirent **));
extern int alphasort(const struct dirent **, const struct dirent **);
extern int versionsort(const struct dirent **, const struct dirent **);
extern ssize_t getdirentries(int, char *, size_t, __off_t *);

__END_DECLS

#endif
