/* Lockstep model header: <bits/types/wchar_t.h>. */
#ifndef __wchar_t_defined
#define __wchar_t_defined 1

#include <bits/types.h>

#ifndef __cplusplus
typedef __WCHAR_TYPE__ wchar_t;
#endif

#endif
