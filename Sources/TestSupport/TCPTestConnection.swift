import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A blocking IPv4 TCP connection for tests that speak to a server byte by byte: what a browser would never
/// send (a 100 KB request line, half a request, a body nobody asked for), and what comes back, closing included.
public final class TCPTestConnection {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// What ``receive(until:)`` ended on.
    public enum Ending: Equatable, Sendable {
        /// The bytes looked for arrived.
        case found
        /// The server closed the connection (an orderly close or a reset).
        case closed
        /// Nothing more arrived within the timeout.
        case timedOut
    }

    private let socket: Int32
    /// Everything received and not yet taken.
    public private(set) var received: [UInt8] = []

    /// Connects to `host:port`; each wait for bytes ends after `timeout`.
    public init(host: String = "127.0.0.1", port: UInt16, timeout: TimeInterval = 10) throws {
        socket = Self.makeSocket()
        guard socket >= 0 else { throw Failure(description: "no socket: \(String(cString: strerror(errno)))") }
        let seconds = max(0, min(timeout, 3600))
        var limit = timeval(tv_sec: Int(seconds.rounded(.down)), tv_usec: Int((seconds.truncatingRemainder(dividingBy: 1) * 1e6).rounded()))
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        inet_pton(AF_INET, host, &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let reason = String(cString: strerror(errno))
            close(socket)
            throw Failure(description: "cannot connect to \(host):\(port): \(reason)")
        }
    }

    private static func makeSocket() -> Int32 {
        #if canImport(Glibc)
        Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
    }

    deinit {
        close(socket)
    }

    /// The whole answer, status line and headers included, to a GET of `path` on a new connection that asks to
    /// be closed after it.
    public static func get(_ path: String, port: UInt16, timeout: TimeInterval = 10) throws -> String {
        let connection = try TCPTestConnection(port: port, timeout: timeout)
        connection.send("GET \(path) HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        connection.receive()
        return connection.text
    }

    /// Sends all of `bytes`; false when the server closed or stopped reading before they were all taken.
    @discardableResult
    public func send(_ bytes: some Sequence<UInt8>) -> Bool {
        let bytes = Array(bytes)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Self.write(socket, $0.baseAddress, $0.count) }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// Sends `text` as UTF-8.
    @discardableResult
    public func send(_ text: String) -> Bool {
        send(Array(text.utf8))
    }

    private static func write(_ socket: Int32, _ pointer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.send(socket, pointer, count, Int32(MSG_NOSIGNAL))
        #else
        Darwin.send(socket, pointer, count, 0)
        #endif
    }

    /// Receives until `marker` is among the received bytes (nil: until the server closes), the server closes,
    /// or the timeout passes.
    @discardableResult
    public func receive(until marker: String? = nil) -> Ending {
        while true {
            if let marker, end(of: marker) != nil { return .found }
            if let ending = receiveOnce() { return ending }
        }
    }

    /// Takes the first `count` received bytes, receiving more as needed.
    public func take(_ count: Int) throws -> [UInt8] {
        while received.count < count {
            if let ending = receiveOnce() {
                throw Failure(description: ending == .closed ? "the server closed the connection" : "nothing came in time")
            }
        }
        defer { received.removeFirst(count) }
        return Array(received[..<count])
    }

    /// One read: nil when bytes came, else why none did.
    private func receiveOnce() -> Ending? {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        if count > 0 {
            received += chunk[..<count]
            return nil
        }
        return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) ? .timedOut : .closed
    }

    /// The received bytes as text.
    public var text: String {
        String(decoding: received, as: UTF8.self)
    }

    /// Forgets the first `count` received bytes.
    public func drop(_ count: Int) {
        received.removeFirst(min(count, received.count))
    }

    /// Where `marker` ends in the received bytes, if it is there.
    public func end(of marker: String) -> Int? {
        let wanted = Array(marker.utf8)
        guard !wanted.isEmpty, received.count >= wanted.count else { return nil }
        return (0...(received.count - wanted.count))
            .first { received[$0..<($0 + wanted.count)].elementsEqual(wanted) }
            .map { $0 + wanted.count }
    }
}
