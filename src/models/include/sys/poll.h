/* Lockstep model header: <sys/poll.h>. */
#include <poll.h>
