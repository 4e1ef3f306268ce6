import Foundation

/// A WebSocket client just big enough to read what `specimen serve` tells its pages: it connects over IPv4, does
/// the opening handshake, and reads the server's text frames (unmasked, as RFC 6455 has servers send them).
/// Foundation's own client needs a libcurl built with WebSockets, which Debian's is not.
public final class WebSocketTestClient {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    private let connection: TCPTestConnection

    /// Connects to `ws://host:port/path` and completes the handshake; reads time out after `timeout`.
    public init(host: String, port: UInt16, path: String, timeout: TimeInterval = 10) throws {
        connection = try TCPTestConnection(host: host, port: port, timeout: timeout)
        let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
        connection.send("GET \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n\r\n")
        guard connection.receive(until: "\r\n\r\n") == .found, let end = connection.end(of: "\r\n\r\n") else {
            throw Failure(description: "no answer to the handshake: \(connection.text)")
        }
        let status = connection.text.split(separator: "\r\n").first ?? ""
        guard status.contains(" 101 ") else {
            throw Failure(description: "the server refused the WebSocket: \(status)")
        }
        connection.drop(end)
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
        do {
            return try connection.take(count)
        } catch {
            throw Failure(description: "\(error)")
        }
    }
}
