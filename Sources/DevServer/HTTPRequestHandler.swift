import NIOCore
import NIOHTTP1

/// Answers each request on a connection, in order (NIO's pipelining handler holds later ones back), on the
/// connection's event loop: the server never waits on anything else in the process. A request that declares a
/// body is answered without it and the connection closed, as is one that asks to close.
final class HTTPRequestHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    static let name = "specimen.http-request-handler"

    private let responder: SiteResponder

    init(responder: SiteResponder) {
        self.responder = responder
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case let .head(request) = unwrapInboundIn(data) else { return }
        let declaresBody = request.headers.contains(name: "Content-Length") || request.headers.contains(name: "Transfer-Encoding")
        let path = String(request.uri.prefix { $0 != "?" && $0 != "#" })
        let answer = responder.answer(method: request.method.rawValue, path: path)
        let keepOpen = request.isKeepAlive && !declaresBody && answer.status != 405

        var headers = HTTPHeaders(answer.headers.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        if !keepOpen {
            headers.replaceOrAdd(name: "Connection", value: "close")
        }
        let head = HTTPResponseHead(version: request.version, status: HTTPResponseStatus(statusCode: answer.status), headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: answer.body)))), promise: nil)
        let sent = context.writeAndFlush(wrapOutboundOut(.end(nil)))
        if !keepOpen {
            sent.assumeIsolated().whenComplete { _ in context.close(promise: nil) }
        }
    }
}
