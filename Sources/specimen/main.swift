import Foundation
import SpecimenKit

// The command runs as a task while the main thread waits, not as an async main: Swift ends an async main's
// thread with dispatch_main, whose pthread_exit has glibc load libgcc_s.so.1 at run time (to unwind), a library
// the release binary must not need. As dispatch_main did, the main thread first blocks every signal, so that the
// ones Specimen listens for (SIGINT, SIGTERM) stay pending for its dispatch sources and are not ignored here.
var signals = sigset_t()
sigfillset(&signals)
pthread_sigmask(SIG_BLOCK, &signals, nil)
let finished = DispatchSemaphore(value: 0)
Task.detached { [finished] in
    await Specimen.main(components: [])
    finished.signal()
}
finished.wait()
