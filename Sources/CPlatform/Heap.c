#define _GNU_SOURCE
#include "CPlatform.h"

// Any C library header defines __GLIBC__ under glibc; the compiler does not.
#include <stdlib.h>

#if defined(__GLIBC__)
#include <dlfcn.h>
#include <malloc.h>
#endif

typedef int (*specimen_mallctl)(const char *, void *, size_t *, void *, size_t);

int specimen_release_free_memory(void) {
#if defined(__GLIBC__)
    // The command links jemalloc, which then serves every malloc: its dirty pages go back through mallctl
    // ("arena.<MALLCTL_ARENAS_ALL>.purge", MALLCTL_ARENAS_ALL being 4096). A process on glibc's own malloc
    // (the tests) has no mallctl and trims instead.
    specimen_mallctl mallctl = (specimen_mallctl)dlsym(RTLD_DEFAULT, "mallctl");
    if (mallctl != NULL) {
        return mallctl("arena.4096.purge", NULL, NULL, NULL, 0) == 0 ? 1 : 0;
    }
    return malloc_trim(0);
#else
    return 0;
#endif
}
