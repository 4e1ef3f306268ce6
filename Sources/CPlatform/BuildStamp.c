#include "CPlatform.h"

// `make dist` links one more object, which defines this with the commit the binary was built from; every other
// build leaves it undefined, and the weak reference then reads null.
extern const char specimen_build_commit[] __attribute__((weak));

const char *specimen_commit(void) {
    return specimen_build_commit;
}
