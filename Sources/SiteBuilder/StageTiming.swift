#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How long one named stage of a build took.
public struct StageTiming: Sendable, Hashable {
    /// The stage's name (`load`, `parse`, `resolve`, `render`, `write`).
    public var name: String
    /// Its wall-clock time.
    public var duration: Duration
    /// What it handled, in words (`7 pages`).
    public var detail: String
    /// The process's peak resident memory in bytes when the stage ended (the high-water mark so far, not what
    /// the stage alone used), or nil where the system does not say.
    public var peakMemory: Int? = nil
    /// The processor time the process spent in the stage, user and system, on all its threads: more than
    /// `duration` when the stage ran on several cores.
    public var processorTime: Duration? = nil
}

extension StageTiming {
    /// The process's resource use so far: its peak resident memory in bytes and its processor time.
    struct Usage: Sendable {
        var peakMemory: Int
        var processorTime: Duration

        static func now() -> Usage? {
            var usage = rusage()
            #if canImport(Glibc)
            let who = __rusage_who_t(RUSAGE_SELF.rawValue)
            #else
            let who = RUSAGE_SELF
            #endif
            guard getrusage(who, &usage) == 0 else { return nil }
            let time = { (value: timeval) in Duration.seconds(Int64(value.tv_sec)) + .microseconds(Int64(value.tv_usec)) }
            #if canImport(Darwin)
            let peak = Int(usage.ru_maxrss)
            #else
            // Linux reports kibibytes.
            let peak = Int(usage.ru_maxrss) * 1024
            #endif
            return Usage(peakMemory: peak, processorTime: time(usage.ru_utime) + time(usage.ru_stime))
        }
    }
}
