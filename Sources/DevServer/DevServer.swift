import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// Serves a built site on a local address through SwiftNIO, on event loops of its own: what is answered is
/// ``SiteResponder``'s, and what a client may ask is bounded by ``ServerLimits`` (see ``RequestHeadGuard``). A
/// connection past the limit is answered 503 and closed; when the process runs out of file descriptors the
/// listening socket waits and tries again, and the open connections go on being served.
public actor DevServer {
    /// Why the server could not start, in words a person can act on.
    public struct StartFailure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    private let address: SocketAddress
    private let host: String
    private let responder: SiteResponder
    private let limits: ServerLimits
    private var listening: (any Channel)?
    private var waiting: [CheckedContinuation<URL, any Error>] = []
    private var failure: StartFailure?
    /// Set by ``stop()``: the listening channel then closes, which is the stop succeeding, not a failure.
    private var stopping = false

    /// - Parameters:
    ///   - files: what to answer with.
    ///   - liveReload: when given, pages get its script and socket; nil serves the files as they are.
    ///   - host: an IPv4 address to listen on (`127.0.0.1`).
    ///   - port: the port, or 0 for any free one.
    ///   - limits: what one client may ask.
    public init(
        files: StaticFiles, liveReload: LiveReload? = nil, host: String, port: UInt16, limits: ServerLimits = ServerLimits()
    ) throws(StartFailure) {
        guard let address = try? SocketAddress(ipAddress: host, port: Int(port)), address.protocol == .inet else {
            throw StartFailure(description: "'\(host)' is not an IPv4 address; give one such as 127.0.0.1")
        }
        self.address = address
        self.host = host
        self.limits = limits
        responder = SiteResponder(files: files, liveReload: liveReload)
    }

    /// Listens and answers until ``stop()``, which closes every open connection too; a port in use is a
    /// ``StartFailure`` with a hint.
    public func run() async throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: min(4, max(2, System.coreCount)))
        let server: any Channel
        do {
            server = try await bootstrap(group).bind(to: address).get()
        } catch {
            try? await group.shutdownGracefully()
            let failure = Self.startFailure(error)
            self.failure = failure
            resumeWaiting(with: .failure(failure))
            throw failure
        }
        listening = server
        if let url = url(of: server) {
            resumeWaiting(with: .success(url))
        }
        if stopping {
            server.close(promise: nil)
        }
        try? await server.closeFuture.get()
        // Closes every open connection, and only then returns.
        try? await group.shutdownGracefully()
    }

    /// The URL the server answers on, once it listens.
    public func waitUntilListening() async throws -> URL {
        if let failure { throw failure }
        if let listening, let url = url(of: listening) {
            return url
        }
        return try await withCheckedThrowingContinuation { waiting.append($0) }
    }

    /// Stops listening; ``run()`` then closes the open connections and returns. It does not wait on the
    /// closing, which ends on the server's event loops as they shut down: await ``run()`` for that.
    public func stop() {
        stopping = true
        listening?.close(promise: nil)
    }

    private func url(of server: any Channel) -> URL? {
        server.localAddress?.port.flatMap { URL(string: "http://\(host):\($0)/") }
    }

    private func resumeWaiting(with result: Result<URL, StartFailure>) {
        for continuation in waiting {
            continuation.resume(with: result.mapError { $0 })
        }
        waiting = []
    }

    private func bootstrap(_ group: MultiThreadedEventLoopGroup) -> ServerBootstrap {
        let open = NIOLockedValueBox(0)
        let limits = limits
        let responder = responder
        return ServerBootstrap(group: group)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .serverChannelOption(.backlog, value: 256)
            // Out of file descriptors, accepting waits a moment and tries again rather than closing the port.
            .serverChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(AcceptBackoffHandler())
                }
            }
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let admitted = open.withLockedValue { count in
                        guard count < limits.connections else { return false }
                        count += 1
                        return true
                    }
                    guard admitted else {
                        let answer = channel.allocator.buffer(string: HTTPRefusal.tooManyConnections.response)
                        channel.writeAndFlush(answer).whenComplete { _ in channel.close(promise: nil) }
                        return
                    }
                    channel.closeFuture.whenComplete { _ in open.withLockedValue { $0 -= 1 } }
                    try Self.configure(channel, limits: limits, responder: responder)
                }
            }
    }

    /// The pipeline of one admitted connection: the guard, NIO's HTTP codec with the live-reload upgrade, and
    /// the answering handler.
    private static func configure(_ channel: any Channel, limits: ServerLimits, responder: SiteResponder) throws {
        let pipeline = channel.pipeline.syncOperations
        try pipeline.addHandler(RequestHeadGuard(limits: limits), name: RequestHeadGuard.name)
        var upgraders: [any HTTPServerProtocolUpgrader] = []
        if let liveReload = responder.liveReload {
            upgraders.append(NIOWebSocketServerUpgrader(
                shouldUpgrade: { channel, request in
                    channel.eventLoop.makeSucceededFuture(request.uri == LiveReload.socketPath ? HTTPHeaders() : nil)
                },
                upgradePipelineHandler: { channel, _ in
                    channel.eventLoop.makeCompletedFuture {
                        let pipeline = channel.pipeline.syncOperations
                        pipeline.removeHandler(name: RequestHeadGuard.name, promise: nil)
                        pipeline.removeHandler(name: HTTPRequestHandler.name, promise: nil)
                        try pipeline.addHandler(LiveReloadSocketHandler(liveReload: liveReload))
                    }
                }
            ))
        }
        let upgrade: NIOHTTPServerUpgradeConfiguration = (upgraders: upgraders, completionHandler: { @Sendable _ in })
        try pipeline.configureHTTPServerPipeline(
            position: .last, withServerUpgrade: upgraders.isEmpty ? nil : upgrade
        )
        try pipeline.addHandler(HTTPRequestHandler(responder: responder), name: HTTPRequestHandler.name)
    }

    private static func startFailure(_ error: any Error) -> StartFailure {
        if let error = error as? IOError, error.errnoCode == EADDRINUSE {
            return StartFailure(description: "the port is in use by another program; stop it, or choose another with --port")
        }
        return StartFailure(description: "the server could not listen: \(error)")
    }
}
