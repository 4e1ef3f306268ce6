#include "CPlatform.h"

#include <stddef.h>

#if defined(__linux__) && defined(__GLIBC__)
// Swift's runtime on Linux finds the command line by reading /proc/self/maps for the stack that holds argv.
// Where /proc is not mounted (a minimal container or chroot) it finds none, and CommandLine.arguments is empty:
// every command would see no arguments. glibc passes argc and argv to the constructors of the executable, so
// they are handed to the runtime here, before Swift code runs. The runtime exports this override (for the
// REPL); it takes Swift's calling convention.
extern void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc) __attribute__((swiftcall));

__attribute__((constructor)) static void specimen_capture_arguments(int argc, char **argv, char **environment) {
    (void)environment;
    if (argv != NULL && argc > 0) {
        _swift_stdlib_overrideUnsafeArgvArgc(argv, argc);
    }
}
#endif
