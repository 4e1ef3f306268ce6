import CPlatform
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A helper program run to its end or to a deadline, whatever it does: it is started in a process group of its
/// own with the default action for every signal, fed its input and read from on one thread (`poll`), never read
/// past a limit, and at the end its whole group is killed and the program waited for, so that a child it left
/// holding its pipes neither keeps the build waiting nor outlives it.
struct HelperProcess {
    enum Ending: Sendable, Hashable {
        case exited(Int32)
        case signalled(Int32)
        case timedOut
        case tooMuchOutput
        case notStarted
    }

    var ending: Ending
    var output = Data()
    var errors = Data()

    /// Runs `command` (a path and its arguments) with `input` on its standard input.
    static func run(_ command: [String], input: Data, until deadline: ContinuousClock.Instant, outputLimit: Int) -> HelperProcess {
        guard let channels = start(command) else { return HelperProcess(ending: .notStarted) }
        var exchange = Exchange(channels)
        input.withUnsafeBytes { bytes in
            exchange.run(sending: bytes, until: deadline, outputLimit: outputLimit)
        }
        return exchange.finish()
    }

    /// A program started, with this process's ends of its standard streams, each set not to block.
    private struct Channels {
        var input: Int32
        var output: Int32
        var errors: Int32
        var pid: pid_t
    }

    /// Starts `command` with a socket for its standard input and pipes for the others; nil, with every descriptor
    /// closed, when it cannot be started.
    private static func start(_ command: [String]) -> Channels? {
        var sockets: [Int32] = [-1, -1], outputPipe: [Int32] = [-1, -1], errorPipe: [Int32] = [-1, -1]
        // Standard input is a socket, not a pipe: writing to a process that has already ended then fails with an
        // error (MSG_NOSIGNAL) instead of raising SIGPIPE, which would end Specimen.
        guard socketpair(AF_UNIX, streamSocket | socketCloseOnExec, 0, &sockets) == 0 else { return nil }
        guard makePipe(&outputPipe) else {
            sockets.forEach { close($0) }
            return nil
        }
        guard makePipe(&errorPipe) else {
            (sockets + outputPipe).forEach { close($0) }
            return nil
        }
        let (inputEnd, outputEnd, errorEnd) = (sockets[0], outputPipe[0], errorPipe[0])
        let pid = spawn(command, standardInput: sockets[1], standardOutput: outputPipe[1], standardError: errorPipe[1])
        [sockets[1], outputPipe[1], errorPipe[1]].forEach { close($0) }
        guard let pid else {
            [inputEnd, outputEnd, errorEnd].forEach { close($0) }
            return nil
        }
        for descriptor in [inputEnd, outputEnd, errorEnd] {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
        return Channels(input: inputEnd, output: outputEnd, errors: errorEnd, pid: pid)
    }

    /// Feeds a started program its input and reads what it writes, on one thread, until it ends, the deadline
    /// passes or it writes too much.
    private struct Exchange {
        let channels: Channels
        var result = HelperProcess(ending: .timedOut)
        var open: [Int32: Bool]
        var sent = 0
        var exitStatus: Int32?

        init(_ channels: Channels) {
            self.channels = channels
            open = [channels.input: true, channels.output: true, channels.errors: true]
        }

        mutating func run(sending bytes: UnsafeRawBufferPointer, until deadline: ContinuousClock.Instant, outputLimit: Int) {
            let (inputEnd, outputEnd, errorEnd) = (channels.input, channels.output, channels.errors)
            if bytes.isEmpty { close(inputEnd); open[inputEnd] = false }
            while ContinuousClock.now < deadline {
                var polled: [pollfd] = []
                if open[inputEnd] == true { polled.append(pollfd(fd: inputEnd, events: Int16(POLLOUT), revents: 0)) }
                for descriptor in [outputEnd, errorEnd] where open[descriptor] == true {
                    polled.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
                }
                let remaining = deadline - ContinuousClock.now
                let wait = exitStatus == nil ? min(50, max(0, Int32(remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000))) : 0
                // With nothing left to poll (the program closed its output but runs on), poll only waits.
                let ready = poll(&polled, nfds_t(polled.count), wait)
                if ready < 0, errno != EINTR { return }
                for entry in polled where entry.revents != 0 {
                    if entry.fd == inputEnd, let base = bytes.baseAddress {
                        sendInput(from: base, count: bytes.count)
                        continue
                    }
                    receive(from: entry.fd)
                }
                if result.output.count + result.errors.count > outputLimit {
                    result.ending = .tooMuchOutput
                    return
                }
                if exitStatus == nil {
                    var status: Int32 = 0
                    if waitpid(channels.pid, &status, WNOHANG) == channels.pid { exitStatus = status }
                }
                // Done when the program has ended and what it wrote is read: its pipes closed, or nothing more
                // ready to read right now (a child it left may hold them open).
                let reading = open[outputEnd] == true || open[errorEnd] == true
                if exitStatus != nil, !reading || ready == 0 { return }
            }
        }

        /// Sends what the socket takes of the `count` bytes at `base` not yet sent; closes it once all are, or on an error.
        private mutating func sendInput(from base: UnsafeRawPointer, count total: Int) {
            let inputEnd = channels.input
            let count = send(inputEnd, base + sent, total - sent, HelperProcess.noSignal | Int32(MSG_DONTWAIT))
            if count > 0 { sent += count }
            if sent == total || (count < 0 && errno != EAGAIN && errno != EINTR) {
                close(inputEnd)
                open[inputEnd] = false
            }
        }

        /// Reads what the program wrote to `descriptor`, one of its output and error pipes; notes the pipe closed
        /// at its end or on an error.
        private mutating func receive(from descriptor: Int32) {
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = read(descriptor, &chunk, chunk.count)
            if count > 0 {
                if descriptor == channels.output { result.output.append(contentsOf: chunk[..<count]) } else { result.errors.append(contentsOf: chunk[..<count]) }
            } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
                open[descriptor] = false
            }
        }

        /// Closes this process's ends, kills the program's whole group, and gives back how it ended.
        mutating func finish() -> HelperProcess {
            if open[channels.input] == true { close(channels.input) }
            [channels.output, channels.errors].forEach { close($0) }
            // The whole group: the program and anything it started.
            kill(-channels.pid, SIGKILL)
            guard let status = exitStatus, result.ending != .tooMuchOutput else {
                var status: Int32 = 0
                waitpid(channels.pid, &status, 0)
                return result
            }
            result.ending = (status & 0x7F) == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
            return result
        }
    }

    /// A pipe whose ends are closed in programs this process starts (the child gets copies of its own).
    private static func makePipe(_ ends: inout [Int32]) -> Bool {
        guard pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return true
    }

    /// Starts `command` in a process group of its own with the three descriptors as its standard streams and every
    /// signal at its default action; nil when it cannot be started.
    private static func spawn(_ command: [String], standardInput: Int32, standardOutput: Int32, standardError: Int32) -> pid_t? {
        guard let program = command.first else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
        posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
        posix_spawn_file_actions_adddup2(&actions, standardError, 2)
        // Only the three streams go to the helper. A descriptor another thread opened without close-on-exec (the
        // temporary file behind Foundation's atomic write is one) would otherwise live as long as the helper; a
        // helper that hangs would keep a file open for writing, and a program written there could not be run.
        #if canImport(Glibc)
        _ = specimen_spawn_close_from(&actions, 3)
        let closesOthers: Int32 = 0
        #else
        let closesOthers = Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), empty = sigset_t()
        sigfillset(&defaults)
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(Int32(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK) | closesOthers))
        let arguments = command.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        var pid = pid_t()
        // ETXTBSY: a program just written is still open for writing in a child another thread is starting; that
        // child lets go of it when it runs its own program, within moments.
        for attempt in 0..<20 {
            let result = posix_spawn(&pid, program, &actions, &attributes, arguments, environ)
            if result == 0 { return pid }
            guard result == ETXTBSY, attempt < 19 else { return nil }
            usleep(10_000)
        }
        return nil
    }

    #if canImport(Glibc)
    private static let streamSocket = Int32(SOCK_STREAM.rawValue)
    private static let socketCloseOnExec = Int32(SOCK_CLOEXEC.rawValue)
    private static let noSignal = Int32(MSG_NOSIGNAL)
    #else
    private static let streamSocket = SOCK_STREAM
    private static let socketCloseOnExec: Int32 = 0
    private static let noSignal: Int32 = 0
    #endif
}
