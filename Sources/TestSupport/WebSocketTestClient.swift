import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A WebSocket client just big enough to read what `specimen serve` tells its pages: it connects over IPv4, does
/// the opening handshake, and reads the server's text frames (unmasked, as RFC 6455 has servers send them).
/// Foundation's own client needs a libcurl built with WebSockets, which Debian's is not.
public final class WebSocketTestClient {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    private let socket: Int32
    private var buffered: [UInt8] = []

    /// Connects to `ws://host:port/path` and completes the handshake; reads time out after `timeout`.
    public init(host: String, port: UInt16, path: String, timeout: TimeInterval = 10) throws {
        socket = Self.makeSocket()
        guard socket >= 0 else { throw Failure(description: "no socket: \(String(cString: strerror(errno)))") }
        var limit = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        inet_pton(AF_INET, host, &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(socket)
            throw Failure(description: "cannot connect to \(host):\(port): \(String(cString: strerror(errno)))")
        }
        let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
        let request = "GET \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n\r\n"
        _ = Array(request.utf8).withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) }
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        while !buffered.indices.contains(where: { buffered[$0...].starts(with: end) }) {
            try receive()
        }
        let headerEnd = buffered.indices.first { buffered[$0...].starts(with: end) }! + end.count
        let status = String(decoding: buffered[..<headerEnd], as: UTF8.self).split(separator: "\r\n").first ?? ""
        buffered.removeFirst(headerEnd)
        guard status.contains(" 101 ") else {
            close(socket)
            throw Failure(description: "the server refused the WebSocket: \(status)")
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

    /// The next text message.
    public func nextText() throws -> String {
        while true {
            let header = try take(2)
            var length = Int(header[1] & 0x7F)
            if length == 126 {
                length = try take(2).reduce(0) { $0 << 8 | Int($1) }
            } else if length == 127 {
                length = try take(8).reduce(0) { $0 << 8 | Int($1) }
            }
            let payload = try take(length)
            switch header[0] & 0x0F {
            case 0x1: return String(decoding: payload, as: UTF8.self)
            case 0x8: throw Failure(description: "the server closed the WebSocket")
            default: continue
            }
        }
    }

    private func take(_ count: Int) throws -> [UInt8] {
        while buffered.count < count {
            try receive()
        }
        defer { buffered.removeFirst(count) }
        return Array(buffered[..<count])
    }

    private func receive() throws {
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        guard count > 0 else {
            throw Failure(description: count == 0 ? "the server closed the connection" : "no message in time")
        }
        buffered += chunk[..<count]
    }
}
