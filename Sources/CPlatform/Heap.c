#define _GNU_SOURCE
#include "CPlatform.h"

// Any C library header defines __GLIBC__ under glibc; the compiler does not.
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>

// jemalloc's mallctl, where the program links jemalloc (the command: against libjemalloc.so in a development build,
// libjemalloc.a in `make dist`'s); weak, so that a program without jemalloc (the tests) sees null.
extern int mallctl(const char *name, void *old, size_t *old_size, void *new, size_t new_size) __attribute__((weak));
#endif

int specimen_release_free_memory(void) {
#if defined(__GLIBC__)
    // jemalloc, when linked, serves every malloc: its dirty pages go back through mallctl
    // ("arena.<MALLCTL_ARENAS_ALL>.purge", MALLCTL_ARENAS_ALL being 4096). A process on glibc's own malloc
    // has no mallctl and trims instead.
    if (mallctl != NULL) {
        return mallctl("arena.4096.purge", NULL, NULL, NULL, 0) == 0 ? 1 : 0;
    }
    return malloc_trim(0);
#else
    return 0;
#endif
}
