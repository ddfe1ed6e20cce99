/* Lockstep model header: <bits/types/struct_tm.h>. */
#ifndef __struct_tm_defined
#define __struct_tm_defined 1

#include <bits/types.h>

struct tm {
  int tm_sec;
  int tm_min;
  int tm_hour;
  int tm_mday;
  int tm_mon;
  int tm_year;
  int tm_wday;
  int tm_yday;
  int tm_isdst;
  long int tm_gmtoff;
  const char *tm_zone;
};

#endif
