#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

// Linked into the release binary by scripts/dist, with `--wrap=open`, which sends every open() in the binary here.
// Dispatch's thread pool (libdispatch, linked statically) reads /proc/TID/stat every second for each of its
// workers, to count those running, and crashes (SIGILL, "registered worker exited prematurely") when it cannot open
// one: where /proc is not mounted, a chroot or a minimal container. There, and only there, such a file is answered
// with a stat line saying the worker runs, so that the pool adds no threads, as if it had not counted. Every other
// call is open's own (openat from the current folder). Not in CPlatform: scripts/dist links this object into every
// product it builds, as the flag applies to all of them.

/// Whether `path` is `/proc/DIGITS/stat`.
static int is_task_stat(const char *path) {
    if (strncmp(path, "/proc/", 6) != 0) {
        return 0;
    }
    const char *rest = path + 6;
    if (*rest < '0' || *rest > '9') {
        return 0;
    }
    while (*rest >= '0' && *rest <= '9') {
        rest++;
    }
    return strcmp(rest, "/stat") == 0;
}

int __wrap_open(const char *path, int flags, ...) {
    mode_t mode = 0;
    if ((flags & O_CREAT) || (flags & O_TMPFILE) == O_TMPFILE) {
        va_list arguments;
        va_start(arguments, flags);
        mode = va_arg(arguments, mode_t);
        va_end(arguments);
    }
    int descriptor = openat(AT_FDCWD, path, flags, mode);
    if (descriptor == -1 && errno == ENOENT && path != NULL && is_task_stat(path)
        && access("/proc/self", F_OK) != 0) {
        int ends[2];
        if (pipe2(ends, O_CLOEXEC) == 0) {
            static const char line[] = "0 (worker) R\n";
            ssize_t written = write(ends[1], line, sizeof line - 1);
            close(ends[1]);
            if (written == (ssize_t)(sizeof line - 1)) {
                return ends[0];
            }
            close(ends[0]);
        }
        errno = ENOENT;
    }
    return descriptor;
}
