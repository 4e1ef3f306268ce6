#include "CHeap.h"

// Any C library header defines __GLIBC__ under glibc; the compiler does not.
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int specimen_release_free_memory(void) {
#if defined(__GLIBC__)
    return malloc_trim(0);
#else
    return 0;
#endif
}
