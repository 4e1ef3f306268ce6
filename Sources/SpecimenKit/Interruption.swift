import Dispatch
import Foundation
import Synchronization

/// What a command has under way that must not outlive it: temporary folders, a staging folder, helper processes.
/// When Ctrl-C (SIGINT), SIGTERM or SIGHUP stops the command, every child is killed and every path removed before
/// the process exits with 128 + the signal's number, as a shell reports it.
final class Interruption: Sendable {
    private struct State {
        /// Set as the handler starts: from then on the command's own way out (an error from a child the handler
        /// killed, a report) must wait for the handler's exit, which says the command was stopped.
        var stopping = false
        var paths: [String] = []
        var children: Set<Int32> = []
        var cleanups: [@Sendable () -> Void] = []
    }

    private let state: Mutex<State>
    /// Kept for as long as the command runs: a source let go of stops listening.
    private let sources: Mutex<[any DispatchSourceSignal]>

    /// Starts listening for the signals; the handlers run on a queue of their own.
    init() {
        state = Mutex(State())
        let queue = DispatchQueue(label: "specimen.interruption")
        var sources: [any DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM, SIGHUP] {
            // The default action would end the process before the handler runs.
            signal(number, SIG_IGN)
            sources.append(DispatchSource.makeSignalSource(signal: number, queue: queue))
        }
        self.sources = Mutex(sources)
        self.sources.withLock { sources in
            for (source, number) in zip(sources, [SIGINT, SIGTERM, SIGHUP]) {
                source.setEventHandler { [self] in stop(signal: number) }
                source.resume()
            }
        }
    }

    /// Removes `path` (a file or a folder and everything in it) if the command is stopped before ``forget(_:)``.
    func remove(_ path: String) {
        state.withLock { $0.paths.append(path) }
    }

    /// `path` is the command's to leave now (done with, or put in place).
    func forget(_ path: String) {
        state.withLock { $0.paths.removeAll { $0 == path } }
    }

    /// Runs `cleanup` if the command is stopped: for what only the command knows is its to remove.
    func perform(_ cleanup: @escaping @Sendable () -> Void) {
        state.withLock { $0.cleanups.append(cleanup) }
    }

    /// Kills the child `process` (SIGKILL: a child may ignore or block the others) if the command is stopped
    /// before ``finished(_:)``.
    func started(_ process: Process) {
        let identifier = process.processIdentifier
        state.withLock { $0.children.insert(identifier) }
    }

    func finished(_ process: Process) {
        let identifier = process.processIdentifier
        state.withLock { _ = $0.children.remove(identifier) }
    }

    /// Waits for the handler's exit when the command is being stopped; returns at once otherwise. Called where the
    /// command would finish or fail on its own, so that a child killed by the handler does not end the command
    /// with that failure's status instead of the signal's.
    func holdIfStopping() {
        guard state.withLock({ $0.stopping }) else { return }
        while true {
            pause()
        }
    }

    /// Runs `body`; when it throws while the command is being stopped, waits for the handler's exit instead.
    func holdingIfStopped<Value>(_ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch {
            holdIfStopping()
            throw error
        }
    }

    private func stop(signal number: Int32) {
        let (paths, registered, cleanups) = state.withLock { state in
            state.stopping = true
            return (state.paths, state.children, state.cleanups)
        }
        // Every child, registered or not (a highlighter runs in a process group of its own, which the terminal's
        // Ctrl-C does not reach): a child that leads its own group is killed with the whole group.
        let children = Self.childrenOfThisProcess()
        for child in children where child.group == child.process {
            kill(-child.process, SIGKILL)
        }
        let all = registered.union(children.map(\.process))
        for child in all {
            kill(child, SIGKILL)
        }
        for child in all {
            var status: Int32 = 0
            waitpid(child, &status, 0)
        }
        for path in paths {
            try? FileManager.default.removeItem(atPath: path)
        }
        for cleanup in cleanups {
            cleanup()
        }
        // Plain: the signal may come before the options are read, and the line holds no severity.
        Console().write("stopped by signal \(number); temporary files removed")
        _exit(128 + number)
    }

    /// This process's children and their process groups, from /proc; none where there is no /proc.
    static func childrenOfThisProcess() -> [(process: Int32, group: Int32)] {
        let me = getpid()
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var children: [(process: Int32, group: Int32)] = []
        for entry in entries {
            guard let process = Int32(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")")
            else { continue }
            // `pid (name) state ppid pgrp …`: the name may hold spaces and parentheses, so fields are read after
            // its last parenthesis.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, Int32(fields[1]) == me, let group = Int32(fields[2]) else { continue }
            children.append((process, group))
        }
        return children
    }
}
