#define _GNU_SOURCE
#include "CPlatform.h"

#if defined(__linux__)
#include <sched.h>
#include <stdlib.h>
#endif

int specimen_allowed_cores(void) {
#if defined(__linux__)
    // The mask is sized at run time: a fixed cpu_set_t holds 1,024 cores, and a larger machine fails the call.
    for (int cores = 1024; cores <= 1 << 16; cores *= 2) {
        cpu_set_t *mask = CPU_ALLOC(cores);
        if (mask == NULL) {
            return 0;
        }
        size_t size = CPU_ALLOC_SIZE(cores);
        CPU_ZERO_S(size, mask);
        if (sched_getaffinity(0, size, mask) == 0) {
            int allowed = CPU_COUNT_S(size, mask);
            CPU_FREE(mask);
            return allowed;
        }
        CPU_FREE(mask);
    }
    return 0;
#else
    return 0;
#endif
}
