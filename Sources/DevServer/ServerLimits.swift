import Foundation

/// How much one client may ask of the dev server. Any web page the author visits can send requests to
/// 127.0.0.1, so every limit holds before the work it limits: a request's head is counted as its bytes arrive,
/// a body is never read, a silent connection is closed, and past a number of open connections new ones are
/// refused while the open ones go on being served.
public struct ServerLimits: Sendable, Hashable {
    /// The longest request line (method, target, version), in bytes; past it the answer is 414.
    public var requestLineBytes: Int
    /// The most bytes of header lines in one request; past it the answer is 431.
    public var headerBytes: Int
    /// How long a connection may take to send each request's head, counted from its opening or from the end of
    /// the previous head: a head still arriving then gets 408, and a connection that sent nothing is closed.
    public var requestTimeout: Duration
    /// The most connections open at once, live-reload sockets included; one more is answered 503 and closed.
    public var connections: Int

    /// - Parameters:
    ///   - requestLineBytes: 8 KiB unless given, as nginx and most hosts allow.
    ///   - headerBytes: 16 KiB unless given.
    ///   - requestTimeout: 15 seconds unless given.
    ///   - connections: unless given, what the process's file-descriptor limit leaves after room for the
    ///     rebuilds and the files being answered.
    public init(
        requestLineBytes: Int = 8 * 1024,
        headerBytes: Int = 16 * 1024,
        requestTimeout: Duration = .seconds(15),
        connections: Int? = nil
    ) {
        self.requestLineBytes = requestLineBytes
        self.headerBytes = headerBytes
        self.requestTimeout = requestTimeout
        self.connections = connections ?? Self.connectionsLeftByDescriptorLimit()
    }

    /// Descriptors kept free for a rebuild's reads and writes and the file an answer opens.
    static let reservedDescriptors = 64

    static func connectionsLeftByDescriptorLimit() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 256 }
        let soft = limit.rlim_cur == rlim_t.max ? 4096 : Int(clamping: limit.rlim_cur)
        return min(4096, max(8, soft - reservedDescriptors))
    }
}
