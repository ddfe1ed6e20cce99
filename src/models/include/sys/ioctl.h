/* Lockstep model header: <sys/ioctl.h> (glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_SYS_IOCTL_H
#define _LOCKSTEP_SYS_IOCTL_H
#define _SYS_IOCTL_H 1

#include <features.h>

__BEGIN_DECLS

#define TCGETS 0x5401
#define TCSETS 0x5402
#define TIOCGPGRP 0x540F
#define TIOCSPGRP 0x5410
#define TIOCOUTQ 0x5411
#define TIOCGWINSZ 0x5413
#define TIOCSWINSZ 0x5414
#define FIONREAD 0x541B
#define TIOCINQ FIONREAD
#define FIONBIO 0x5421
#define FIONCLEX 0x5450
#define FIOCLEX 0x5451
#define FIOASYNC 0x5452

struct winsize {
  unsigned short int ws_row;
  unsigned short int ws_col;
  unsigned short int ws_xpixel;
  unsigned short int ws_ypixel;
};

extern int ioctl(int, unsigned long int, ...);

__END_DECLS

#endif
