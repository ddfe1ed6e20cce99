/* Lockstep model header: <sys/queue.h>, the BSD intrusive list macros (as in glibc). */
#ifndef _LOCKSTEP_SYS_QUEUE_H
#define _LOCKSTEP_SYS_QUEUE_H
#define _SYS_QUEUE_H_ 1

#include <bits/types/null.h>

/* Doubly linked lists. */
#define LIST_HEAD(name, type) \
  struct name { \
    struct type *lh_first; \
  }
#define LIST_HEAD_INITIALIZER(head) { NULL }
#define LIST_ENTRY(type) \
  struct { \
    struct type *le_next; \
    struct type **le_prev; \
  }
#define LIST_INIT(head) \
  do { \
    (head)->lh_first = NULL; \
  } while (0)
#define LIST_INSERT_AFTER(listelm, elm, field) \
  do { \
    if (((elm)->field.le_next = (listelm)->field.le_next) != NULL) \
      (listelm)->field.le_next->field.le_prev = &(elm)->field.le_next; \
    (listelm)->field.le_next = (elm); \
    (elm)->field.le_prev = &(listelm)->field.le_next; \
  } while (0)
#define LIST_INSERT_BEFORE(listelm, elm, field) \
  do { \
    (elm)->field.le_prev = (listelm)->field.le_prev; \
    (elm)->field.le_next = (listelm); \
    *(listelm)->field.le_prev = (elm); \
    (listelm)->field.le_prev = &(elm)->field.le_next; \
  } while (0)
#define LIST_INSERT_HEAD(head, elm, field) \
  do { \
    if (((elm)->field.le_next = (head)->lh_first) != NULL) \
      (head)->lh_first->field.le_prev = &(elm)->field.le_next; \
    (head)->lh_first = (elm); \
    (elm)->field.le_prev = &(head)->lh_first; \
  } while (0)
#define LIST_REMOVE(elm, field) \
  do { \
    if ((elm)->field.le_next != NULL) \
      (elm)->field.le_next->field.le_prev = (elm)->field.le_prev; \
    *(elm)->field.le_prev = (elm)->field.le_next; \
  } while (0)
#define LIST_FOREACH(var, head, field) for ((var) = ((head)->lh_first); (var); (var) = ((var)->field.le_next))
#define LIST_EMPTY(head) ((head)->lh_first == NULL)
#define LIST_FIRST(head) ((head)->lh_first)
#define LIST_NEXT(elm, field) ((elm)->field.le_next)

/* Singly linked lists. */
#define SLIST_HEAD(name, type) \
  struct name { \
    struct type *slh_first; \
  }
#define SLIST_HEAD_INITIALIZER(head) { NULL }
#define SLIST_ENTRY(type) \
  struct { \
    struct type *sle_next; \
  }
#define SLIST_INIT(head) ((head)->slh_first = NULL)
#define SLIST_INSERT_AFTER(slistelm, elm, field) \
  do { \
    (elm)->field.sle_next = (slistelm)->field.sle_next; \
    (slistelm)->field.sle_next = (elm); \
  } while (0)
#define SLIST_INSERT_HEAD(head, elm, field) \
  do { \
    (elm)->field.sle_next = (head)->slh_first; \
    (head)->slh_first = (elm); \
  } while (0)
#define SLIST_REMOVE_HEAD(head, field) \
  do { \
    (head)->slh_first = (head)->slh_first->field.sle_next; \
  } while (0)
#define SLIST_REMOVE(head, elm, type, field) \
  do { \
    if ((head)->slh_first == (elm)) { \
      SLIST_REMOVE_HEAD((head), field); \
    } else { \
      struct type *curelm = (head)->slh_first; \
      while (curelm->field.sle_next != (elm)) \
        curelm = curelm->field.sle_next; \
      curelm->field.sle_next = curelm->field.sle_next->field.sle_next; \
    } \
  } while (0)
#define SLIST_FOREACH(var, head, field) for ((var) = (head)->slh_first; (var); (var) = (var)->field.sle_next)
#define SLIST_EMPTY(head) ((head)->slh_first == NULL)
#define SLIST_FIRST(head) ((head)->slh_first)
#define SLIST_NEXT(elm, field) ((elm)->field.sle_next)

/* Singly linked tail queues. */
#define STAILQ_HEAD(name, type) \
  struct name { \
    struct type *stqh_first; \
    struct type **stqh_last; \
  }
#define STAILQ_HEAD_INITIALIZER(head) { NULL, &(head).stqh_first }
#define STAILQ_ENTRY(type) \
  struct { \
    struct type *stqe_next; \
  }
#define STAILQ_INIT(head) \
  do { \
    (head)->stqh_first = NULL; \
    (head)->stqh_last = &(head)->stqh_first; \
  } while (0)
#define STAILQ_INSERT_HEAD(head, elm, field) \
  do { \
    if (((elm)->field.stqe_next = (head)->stqh_first) == NULL) \
      (head)->stqh_last = &(elm)->field.stqe_next; \
    (head)->stqh_first = (elm); \
  } while (0)
#define STAILQ_INSERT_TAIL(head, elm, field) \
  do { \
    (elm)->field.stqe_next = NULL; \
    *(head)->stqh_last = (elm); \
    (head)->stqh_last = &(elm)->field.stqe_next; \
  } while (0)
#define STAILQ_INSERT_AFTER(head, listelm, elm, field) \
  do { \
    if (((elm)->field.stqe_next = (listelm)->field.stqe_next) == NULL) \
      (head)->stqh_last = &(elm)->field.stqe_next; \
    (listelm)->field.stqe_next = (elm); \
  } while (0)
#define STAILQ_REMOVE_HEAD(head, field) \
  do { \
    if (((head)->stqh_first = (head)->stqh_first->field.stqe_next) == NULL) \
      (head)->stqh_last = &(head)->stqh_first; \
  } while (0)
#define STAILQ_REMOVE(head, elm, type, field) \
  do { \
    if ((head)->stqh_first == (elm)) { \
      STAILQ_REMOVE_HEAD((head), field); \
    } else { \
      struct type *curelm = (head)->stqh_first; \
      while (curelm->field.stqe_next != (elm)) \
        curelm = curelm->field.stqe_next; \
      if ((curelm->field.stqe_next = curelm->field.stqe_next->field.stqe_next) == NULL) \
        (head)->stqh_last = &(curelm)->field.stqe_next; \
    } \
  } while (0)
#define STAILQ_CONCAT(head1, head2) \
  do { \
    if (!STAILQ_EMPTY((head2))) { \
      *(head1)->stqh_last = (head2)->stqh_first; \
      (head1)->stqh_last = (head2)->stqh_last; \
      STAILQ_INIT((head2)); \
    } \
  } while (0)
#define STAILQ_FOREACH(var, head, field) \
  for ((var) = ((head)->stqh_first); (var); (var) = ((var)->field.stqe_next))
#define STAILQ_EMPTY(head) ((head)->stqh_first == NULL)
#define STAILQ_FIRST(head) ((head)->stqh_first)
#define STAILQ_NEXT(elm, field) ((elm)->field.stqe_next)

/* Simple queues (the older name for singly linked tail queues). */
#define SIMPLEQ_HEAD(name, type) \
  struct name { \
    struct type *sqh_first; \
    struct type **sqh_last; \
  }
#define SIMPLEQ_HEAD_INITIALIZER(head) { NULL, &(head).sqh_first }
#define SIMPLEQ_ENTRY(type) \
  struct { \
    struct type *sqe_next; \
  }
#define SIMPLEQ_INIT(head) \
  do { \
    (head)->sqh_first = NULL; \
    (head)->sqh_last = &(head)->sqh_first; \
  } while (0)
#define SIMPLEQ_INSERT_HEAD(head, elm, field) \
  do { \
    if (((elm)->field.sqe_next = (head)->sqh_first) == NULL) \
      (head)->sqh_last = &(elm)->field.sqe_next; \
    (head)->sqh_first = (elm); \
  } while (0)
#define SIMPLEQ_INSERT_TAIL(head, elm, field) \
  do { \
    (elm)->field.sqe_next = NULL; \
    *(head)->sqh_last = (elm); \
    (head)->sqh_last = &(elm)->field.sqe_next; \
  } while (0)
#define SIMPLEQ_REMOVE_HEAD(head, field) \
  do { \
    if (((head)->sqh_first = (head)->sqh_first->field.sqe_next) == NULL) \
      (head)->sqh_last = &(head)->sqh_first; \
  } while (0)
#define SIMPLEQ_FOREACH(var, head, field) \
  for ((var) = ((head)->sqh_first); (var); (var) = ((var)->field.sqe_next))
#define SIMPLEQ_EMPTY(head) ((head)->sqh_first == NULL)
#define SIMPLEQ_FIRST(head) ((head)->sqh_first)
#define SIMPLEQ_NEXT(elm, field) ((elm)->field.sqe_next)

/* Tail queues. */
#define TAILQ_HEAD(name, type) \
  struct name { \
    struct type *tqh_first; \
    struct type **tqh_last; \
  }
#define TAILQ_HEAD_INITIALIZER(head) { NULL, &(head).tqh_first }
#define TAILQ_ENTRY(type) \
  struct { \
    struct type *tqe_next; \
    struct type **tqe_prev; \
  }
#define TAILQ_INIT(head) \
  do { \
    (head)->tqh_first = NULL; \
    (head)->tqh_last = &(head)->tqh_first; \
  } while (0)
#define TAILQ_INSERT_HEAD(head, elm, field) \
  do { \
    if (((elm)->field.tqe_next = (head)->tqh_first) != NULL) \
      (head)->tqh_first->field.tqe_prev = &(elm)->field.tqe_next; \
    else \
      (head)->tqh_last = &(elm)->field.tqe_next; \
    (head)->tqh_first = (elm); \
    (elm)->field.tqe_prev = &(head)->tqh_first; \
  } while (0)
#define TAILQ_INSERT_TAIL(head, elm, field) \
  do { \
    (elm)->field.tqe_next = NULL; \
    (elm)->field.tqe_prev = (head)->tqh_last; \
    *(head)->tqh_last = (elm); \
    (head)->tqh_last = &(elm)->field.tqe_next; \
  } while (0)
#define TAILQ_INSERT_AFTER(head, listelm, elm, field) \
  do { \
    if (((elm)->field.tqe_next = (listelm)->field.tqe_next) != NULL) \
      (elm)->field.tqe_next->field.tqe_prev = &(elm)->field.tqe_next; \
    else \
      (head)->tqh_last = &(elm)->field.tqe_next; \
    (listelm)->field.tqe_next = (elm); \
    (elm)->field.tqe_prev = &(listelm)->field.tqe_next; \
  } while (0)
#define TAILQ_INSERT_BEFORE(listelm, elm, field) \
  do { \
    (elm)->field.tqe_prev = (listelm)->field.tqe_prev; \
    (elm)->field.tqe_next = (listelm); \
    *(listelm)->field.tqe_prev = (elm); \
    (listelm)->field.tqe_prev = &(elm)->field.tqe_next; \
  } while (0)
#define TAILQ_REMOVE(head, elm, field) \
  do { \
    if (((elm)->field.tqe_next) != NULL) \
      (elm)->field.tqe_next->field.tqe_prev = (elm)->field.tqe_prev; \
    else \
      (head)->tqh_last = (elm)->field.tqe_prev; \
    *(elm)->field.tqe_prev = (elm)->field.tqe_next; \
  } while (0)
#define TAILQ_CONCAT(head1, head2, field) \
  do { \
    if (!TAILQ_EMPTY(head2)) { \
      *(head1)->tqh_last = (head2)->tqh_first; \
      (head2)->tqh_first->field.tqe_prev = (head1)->tqh_last; \
      (head1)->tqh_last = (head2)->tqh_last; \
      TAILQ_INIT((head2)); \
    } \
  } while (0)
#define TAILQ_FOREACH(var, head, field) for ((var) = ((head)->tqh_first); (var); (var) = ((var)->field.tqe_next))
#define TAILQ_FOREACH_REVERSE(var, head, headname, field) \
  for ((var) = (*(((struct headname *)((head)->tqh_last))->tqh_last)); (var); \
       (var) = (*(((struct headname *)((var)->field.tqe_prev))->tqh_last)))
#define TAILQ_EMPTY(head) ((head)->tqh_first == NULL)
#define TAILQ_FIRST(head) ((head)->tqh_first)
#define TAILQ_NEXT(elm, field) ((elm)->field.tqe_next)
#define TAILQ_LAST(head, headname) (*(((struct headname *)((head)->tqh_last))->tqh_last))
#define TAILQ_PREV(elm, headname, field) (*(((struct headname *)((elm)->field.tqe_prev))->tqh_last))

#endif
