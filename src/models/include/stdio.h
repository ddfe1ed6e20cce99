/* Lockstep model header: <stdio.h> (glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_STDIO_H
#define _LOCKSTEP_STDIO_H
#define _STDIO_H 1

#include <bits/types.h>
#include <bits/types/size_t.h>
#include <bits/types/ssize_t.h>
#include <bits/types/off_t.h>
#include <bits/types/FILE.h>
#include <bits/types/va_list.h>
#include <bits/types/null.h>

__BEGIN_DECLS

typedef struct {
  __off_t __pos;
  int __state[2];
} fpos_t;

#define _IOFBF 0
#define _IOLBF 1
#define _IONBF 2
#define BUFSIZ 8192
#define EOF (-1)
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#define SEEK_DATA 3
#define SEEK_HOLE 4
#define P_tmpdir "/tmp"
#define L_tmpnam 20
#define TMP_MAX 238328
#define FILENAME_MAX 4096
#define L_ctermid 9
#define FOPEN_MAX 16

extern FILE *stdin;
extern FILE *stdout;
extern FILE *stderr;
#define stdin stdin
#define stdout stdout
#define stderr stderr

extern int remove(const char *);
extern int rename(const char *, const char *);
extern int renameat(int, const char *, int, const char *);
extern FILE *tmpfile(void);
extern char *tmpnam(char *);
extern char *tempnam(const char *, const char *);
extern int fclose(FILE *);
extern int fflush(FILE *);
extern int fflush_unlocked(FILE *);
extern FILE *fopen(const char *, const char *);
extern FILE *freopen(const char *, const char *, FILE *);
extern FILE *fdopen(int, const char *);
extern FILE *fmemopen(void *, size_t, const char *);
extern FILE *open_memstream(char **, size_t *);
extern void setbuf(FILE *, char *);
extern int setvbuf(FILE *, char *, int, size_t);
extern void setbuffer(FILE *, char *, size_t);
extern void setlinebuf(FILE *);

extern int fprintf(FILE *, const char *, ...);
extern int printf(const char *, ...);
extern int sprintf(char *, const char *, ...);
extern int vfprintf(FILE *, const char *, __gnuc_va_list);
extern int vprintf(const char *, __gnuc_va_list);
extern int vsprintf(char *, const char *, __gnuc_va_list);
extern int snprintf(char *, size_t, const char *, ...);
extern int vsnprintf(char *, size_t, const char *, __gnuc_va_list);
extern int asprintf(char **, const char *, ...);
extern int vasprintf(char **, const char *, __gnuc_va_list);
extern int dprintf(int, const char *, ...);
extern int vdprintf(int, const char *, __gnuc_va_list);
extern int fscanf(FILE *, const char *, ...);
extern int scanf(const char *, ...);
extern int sscanf(const char *, const char *, ...);
extern int vfscanf(FILE *, const char *, __gnuc_va_list);
extern int vscanf(const char *, __gnuc_va_list);
extern int vsscanf(const char *, const char *, __gnuc_va_list);

extern int fgetc(FILE *);
extern int getc(FILE *);
extern int getchar(void);
extern int getc_unlocked(FILE *);
extern int getchar_unlocked(void);
extern int fgetc_unlocked(FILE *);
extern int fputc(int, FILE *);
extern int putc(int, FILE *);
extern int putchar(int);
extern int fputc_unlocked(int, FILE *);
extern int putc_unlocked(int, FILE *);
extern int putchar_unlocked(int);
extern char *fgets(char *, int, FILE *);
extern ssize_t getdelim(char **, size_t *, int, FILE *);
extern ssize_t getline(char **, size_t *, FILE *);
extern int fputs(const char *, FILE *);
extern int puts(const char *);
extern int ungetc(int, FILE *);
extern size_t fread(void *, size_t, size_t, FILE *);
extern size_t fwrite(const void *, size_t, size_t, FILE *);
extern size_t fread_unlocked(void *, size_t, size_t, FILE *);
extern size_t fwrite_unlocked(const void *, size_t, size_t, FILE *);

extern int fseek(FILE *, long int, int);
extern long int ftell(FILE *);
extern void rewind(FILE *);
extern int fseeko(FILE *, __off_t, int);
extern __off_t ftello(FILE *);
extern int fgetpos(FILE *, fpos_t *);
extern int fsetpos(FILE *, const fpos_t *);
extern void clearerr(FILE *);
extern int feof(FILE *);
extern int ferror(FILE *);
extern void clearerr_unlocked(FILE *);
extern int feof_unlocked(FILE *);
extern int ferror_unlocked(FILE *);
extern void perror(const char *);
extern int fileno(FILE *);
extern int fileno_unlocked(FILE *);
extern FILE *popen(const char *, const char *);
extern int pclose(FILE *);
extern char *ctermid(char *);
extern void flockfile(FILE *);
extern int ftrylockfile(FILE *);
extern void funlockfile(FILE *);

__END_DECLS

#endif
