#include "CPlatform.h"

// `make dist` links one more object, which defines these with the commit the binary was built from and the
// repository whose releases publish it; every other build leaves them undefined, and the weak references then
// read null.
extern const char specimen_build_commit[] __attribute__((weak));
extern const char specimen_build_repository[] __attribute__((weak));

const char *specimen_commit(void) {
    return specimen_build_commit;
}

const char *specimen_repository(void) {
    return specimen_build_repository;
}
