import FlyingFox
import FlyingSocks
import Foundation

/// Serves a built site on a local address through FlyingFox, which does the HTTP; what is answered is
/// ``StaticFiles``'s.
public actor DevServer {
    /// Why the server could not start, in words a person can act on.
    public struct StartFailure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    private let server: HTTPServer
    private let host: String
    /// Set by ``stop()``: the listening loop may then end with a cancellation or a closed socket, which is the
    /// stop succeeding, not a failure.
    private var stopping = false

    /// - Parameters:
    ///   - files: what to answer with.
    ///   - liveReload: when given, pages get its script and socket; nil serves the files as they are.
    ///   - host: an IPv4 address to listen on (`127.0.0.1`).
    ///   - port: the port, or 0 for any free one.
    public init(files: StaticFiles, liveReload: LiveReload? = nil, host: String, port: UInt16) throws(StartFailure) {
        let address: sockaddr_in
        do {
            address = try sockaddr_in.inet(ip4: host, port: port)
        } catch {
            throw StartFailure(description: "'\(host)' is not an IPv4 address; give one such as 127.0.0.1")
        }
        self.host = host
        server = HTTPServer(address: address, logger: .disabled, handler: StaticFilesHandler(files: files, liveReload: liveReload))
    }

    /// Listens and answers until ``stop()``; a port in use is a ``StartFailure`` with a hint.
    public func run() async throws {
        do {
            try await server.run()
        } catch where stopping {
            return
        } catch let error as SocketError {
            if case let .failed(_, errno, _) = error, errno == EADDRINUSE {
                throw StartFailure(description: "the port is in use by another program; stop it, or choose another with --port")
            }
            throw StartFailure(description: "the server could not listen: \(error.localizedDescription)")
        }
    }

    /// The URL the server answers on, once it listens.
    public func waitUntilListening() async throws -> URL {
        try await server.waitUntilListening(timeout: 10)
        guard case let .ip4(_, port)? = await server.listeningAddress, let url = URL(string: "http://\(host):\(port)/") else {
            throw StartFailure(description: "the server did not report its address")
        }
        return url
    }

    /// Stops listening and closes the port.
    public func stop() async {
        stopping = true
        await server.stop(timeout: 1)
    }
}
