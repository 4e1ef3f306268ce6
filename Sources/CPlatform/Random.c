#include "CPlatform.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/random.h>

// `make dist` links libstdc++ statically, and its std::random_device calls arc4random, which glibc has only since
// 2.36. The link's `--wrap=arc4random` sends those calls here, so that the binary runs on glibc 2.35 (Ubuntu
// 22.04). Like glibc's, it returns bytes from the kernel's generator and never fails: it aborts where the kernel
// cannot give them.
uint32_t __wrap_arc4random(void) {
    uint32_t value = 0;
    size_t filled = 0;
    while (filled < sizeof value) {
        ssize_t count = getrandom((unsigned char *)&value + filled, sizeof value - filled, 0);
        if (count > 0) {
            filled += (size_t)count;
        } else if (count < 0 && errno != EINTR) {
            abort();
        }
    }
    return value;
}
