import Foundation
import Synchronization

/// Highlights code at build time with Pygments, the most used highlighter (Hugo's Chroma and Ruby's Rouge are
/// ports of it), maintained, with lexers for Swift and Kotlin; no Swift package highlights Kotlin. It runs as one
/// Python process for a whole build's snippets, which it reads as JSON on standard input.
///
/// The HTML is Pygments' spans with its short class names (`<span class="k">`), without a wrapping element; the
/// theme colours the classes.
public struct Highlighter: Sendable, Hashable {
    /// The Python interpreters tried in order, the first that imports Pygments used.
    public var interpreters: [String]
    /// How long the process may take before it is stopped and the snippets go unhighlighted.
    public var timeout: Duration

    /// Tries `interpreters` in order: names looked up on the path, or paths.
    public init(interpreters: [String], timeout: Duration = .seconds(30)) {
        self.interpreters = interpreters
        self.timeout = timeout
    }

    /// `SPECIMEN_PYTHON` when set; then, on Linux, the system's `/usr/bin/python3` (with Debian's python3-pygments,
    /// the same Pygments on every machine of a release, and no version manager's wrapper to start) before `python3`
    /// on the path; elsewhere `python3` on the path first, since macOS's `/usr/bin/python3` may only offer to install
    /// the developer tools.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment, timeout: Duration = .seconds(30)) {
        var interpreters: [String] = []
        if let chosen = environment["SPECIMEN_PYTHON"], !chosen.isEmpty {
            interpreters.append(chosen)
        }
        #if os(Linux)
        interpreters += ["/usr/bin/python3", "python3"]
        #else
        interpreters += ["python3", "/usr/bin/python3"]
        #endif
        self.interpreters = interpreters
        self.timeout = timeout
    }

    /// Why snippets could not be highlighted, in words for a warning.
    public struct Failure: Error, Sendable, Hashable {
        public var reason: String
    }

    static let script = """
        import json, sys
        from pygments import highlight
        from pygments.formatters import HtmlFormatter
        from pygments.lexers import get_lexer_by_name
        formatter = HtmlFormatter(nowrap=True)
        snippets = json.load(sys.stdin)
        json.dump([highlight(code, get_lexer_by_name(language), formatter) for language, code in snippets], sys.stdout)
        """

    /// Each snippet's HTML, in order; or why there is none.
    public func highlight(_ snippets: [CodeSnippet]) -> Result<[String], Failure> {
        guard !snippets.isEmpty else { return .success([]) }
        guard let input = try? JSONEncoder().encode(snippets.map { [$0.language.rawValue, $0.code] }) else {
            return .failure(Failure(reason: "the snippets could not be written as JSON"))
        }
        var reasons: [String] = []
        for interpreter in interpreters {
            switch run(interpreter, input: input) {
            case let .success(output):
                guard let html = try? JSONDecoder().decode([String].self, from: output), html.count == snippets.count else {
                    reasons.append("\(interpreter) gave back no list of highlighted snippets, one for each")
                    continue
                }
                // Pygments ends each snippet with a newline of its own.
                return .success(html.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 })
            case let .failure(failure):
                reasons.append(failure.reason)
            }
        }
        return .failure(Failure(reason: reasons.joined(separator: "; ")))
    }

    #if canImport(Glibc)
    private static let streamSocket = Int32(SOCK_STREAM.rawValue)
    private static let noSignal = Int32(MSG_NOSIGNAL)
    #else
    private static let streamSocket = SOCK_STREAM
    private static let noSignal: Int32 = 0
    #endif

    /// Writes `data` to the socket until it is all sent, the other end is gone, or it has read nothing for
    /// `timeout`.
    private static func send(_ data: Data, to socket: Int32, timeout: Duration) {
        #if canImport(Darwin)
        var on: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var limit = timeval(tv_sec: Int(timeout.components.seconds), tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let sent = Foundation.send(socket, base + offset, bytes.count - offset, noSignal)
                guard sent > 0 else { return }
                offset += sent
            }
        }
    }

    private func run(_ interpreter: String, input: Data) -> Result<Data, Failure> {
        let process = Process()
        if interpreter.contains("/") {
            process.executableURL = URL(fileURLWithPath: interpreter)
            process.arguments = ["-c", Self.script]
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [interpreter, "-c", Self.script]
        }
        // Standard input is a socket, not a pipe: writing to a process that has already ended then fails with an
        // error instead of raising SIGPIPE, which would end Specimen.
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Self.streamSocket, 0, &ends) == 0 else {
            return .failure(Failure(reason: "no socket could be made to talk to \(interpreter)"))
        }
        let (ours, theirs) = (ends[0], ends[1])
        defer { close(ours) }
        let stdout = Pipe(), stderr = Pipe()
        process.standardInput = FileHandle(fileDescriptor: theirs, closeOnDealloc: true)
        process.standardOutput = stdout
        process.standardError = stderr
        do {
            try process.run()
        } catch {
            return .failure(Failure(reason: "\(interpreter) could not be started"))
        }
        process.standardInput = nil
        // Output is read on other threads while input is written, so that neither side waits on a full buffer.
        let collected = OutputCollector(stdout: stdout.fileHandleForReading, stderr: stderr.fileHandleForReading)
        Self.send(input, to: ours, timeout: timeout)
        shutdown(ours, Int32(SHUT_WR))
        let finished = collected.wait(for: timeout)
        if !finished {
            // SIGKILL, not terminate()'s SIGTERM: a child may inherit a mask that blocks SIGTERM.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return .failure(Failure(reason: "\(interpreter) took more than \(timeout) and was stopped"))
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: collected.errors, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
            return .failure(Failure(reason: "\(interpreter) with Pygments failed (exit \(process.terminationStatus))"
                + (message.isEmpty ? "" : ": \(message)")))
        }
        return .success(collected.output)
    }
}

/// Reads a process's standard output and error to their ends on threads of their own.
private final class OutputCollector: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let result = Mutex<(output: Data, errors: Data)>((Data(), Data()))

    init(stdout: FileHandle, stderr: FileHandle) {
        Thread { [self] in
            let errors = stderr.readDataToEndOfFile()
            result.withLock { $0.errors = errors }
            done.signal()
        }.start()
        Thread { [self] in
            let output = stdout.readDataToEndOfFile()
            result.withLock { $0.output = output }
            done.signal()
        }.start()
    }

    /// Whether both ends were reached within `timeout`.
    func wait(for timeout: Duration) -> Bool {
        let deadline = DispatchTime.now() + .milliseconds(Int(timeout.components.seconds * 1000))
        return done.wait(timeout: deadline) == .success && done.wait(timeout: deadline) == .success
    }

    var output: Data { result.withLock { $0.output } }
    var errors: Data { result.withLock { $0.errors } }
}
