/* Hostile programs of the 2026-11-27 attack on the judge's accounting, one per mode (argv[1]);
 * each prints "42" when it is done, as a correct answer would.
 *
 *   setsid-cpu    ignores SIGCHLD; two children, each in a session of its own, burn 1.2 s of
 *                 CPU each (auto-reaped: nobody's wait counts them); it waits for them
 *   reaped-cpu    ignores SIGCHLD; 50 children of 30 ms of CPU each, in its group, auto-reaped
 *   setsid-memory ignores SIGCHLD; a child in a session of its own touches 300 MB
 *   shm-file      writes 300 MB into a /dev/shm file (never mapped), closes it, leaves it
 *   memfd         writes 300 MB into an unmapped memfd
 *   launcher-group joins its launcher's process group, then touches 1 GiB
 *   fork-bomb     forks without end, every child too, each spinning
 *   touch N       touches N MiB and answers: a correct program
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/time.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

static double cpu_seconds(void) {
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6 + usage.ru_stime.tv_sec +
           usage.ru_stime.tv_usec / 1e6;
}

static void burn(double seconds) {
    volatile unsigned long spin = 0;
    while (cpu_seconds() < seconds) {
        for (int i = 0; i < 100000; i++) spin++;
    }
}

static void touch(size_t bytes) {
    volatile char *p = malloc(bytes);
    if (!p) exit(3);
    for (size_t i = 0; i < bytes; i += 4096) p[i] = 1;
}

static void write_all(int fd, size_t bytes) {
    static char chunk[1 << 20];
    memset(chunk, 7, sizeof chunk);
    for (size_t done = 0; done < bytes; done += sizeof chunk) {
        if (write(fd, chunk, sizeof chunk) != (ssize_t)sizeof chunk) exit(4);
    }
}

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "";
    if (!strcmp(mode, "setsid-cpu") || !strcmp(mode, "reaped-cpu") ||
        !strcmp(mode, "setsid-memory")) {
        signal(SIGCHLD, SIG_IGN);
        int children = !strcmp(mode, "setsid-cpu") ? 2 : !strcmp(mode, "reaped-cpu") ? 50 : 1;
        for (int i = 0; i < children; i++) {
            if (fork() == 0) {
                if (strcmp(mode, "reaped-cpu")) setsid();
                if (!strcmp(mode, "setsid-memory")) {
                    touch((size_t)300 << 20);
                } else {
                    burn(!strcmp(mode, "setsid-cpu") ? 1.2 : 0.03);
                }
                _exit(0);
            }
            if (!strcmp(mode, "reaped-cpu")) wait(NULL); /* one at a time */
        }
        while (wait(NULL) > 0) {} /* with SIGCHLD ignored: returns once all have ended */
    } else if (!strcmp(mode, "shm-file")) {
        char name[64];
        snprintf(name, sizeof name, "/dev/shm/grundy-lab-test-%d", (int)getpid());
        int fd = open(name, O_CREAT | O_WRONLY | O_TRUNC, 0600);
        if (fd < 0) return 5;
        write_all(fd, (size_t)300 << 20);
        close(fd);
    } else if (!strcmp(mode, "memfd")) {
        int fd = memfd_create("hoard", 0);
        if (fd < 0) return 5;
        write_all(fd, (size_t)300 << 20);
    } else if (!strcmp(mode, "launcher-group")) {
        if (setpgid(0, getpgid(getppid())) != 0) return 6;
        touch((size_t)1 << 30);
    } else if (!strcmp(mode, "fork-bomb")) {
        for (;;) {
            fork();
            for (volatile int i = 0; i < 100000; i++) {}
        }
    } else if (!strcmp(mode, "touch") && argc > 2) {
        touch((size_t)atoi(argv[2]) << 20);
    } else {
        return 2;
    }
    printf("42\n");
    return 0;
}
