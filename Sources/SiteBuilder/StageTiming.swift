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
}

extension StageTiming {
    /// The process's peak resident memory so far, in bytes.
    static func currentPeakMemory() -> Int? {
        var usage = rusage()
        #if canImport(Glibc)
        let who = __rusage_who_t(RUSAGE_SELF.rawValue)
        #else
        let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return nil }
        #if canImport(Darwin)
        return Int(usage.ru_maxrss)
        #else
        // Linux reports kibibytes.
        return Int(usage.ru_maxrss) * 1024
        #endif
    }
}
