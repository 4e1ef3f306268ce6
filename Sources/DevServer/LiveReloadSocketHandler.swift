import Foundation
import NIOCore
import NIOWebSocket

/// One page's live-reload WebSocket, once upgraded: what ``LiveReload`` publishes goes out as text frames;
/// pings are answered, anything else the page sends is ignored, and its closing ends the listening.
final class LiveReloadSocketHandler: ChannelInboundHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private let liveReload: LiveReload
    private var listening: UUID?

    init(liveReload: LiveReload) {
        self.liveReload = liveReload
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let channel = context.channel
        listening = liveReload.listen(LiveReload.Listener(
            send: { text in
                // Always queued, never written in place: the listener is called under LiveReload's lock.
                channel.eventLoop.execute {
                    channel.writeAndFlush(WebSocketFrame(fin: true, opcode: .text, data: ByteBuffer(string: text)), promise: nil)
                }
            },
            close: {
                channel.eventLoop.execute {
                    var code = ByteBuffer()
                    code.write(webSocketErrorCode: .normalClosure)
                    channel.writeAndFlush(WebSocketFrame(fin: true, opcode: .connectionClose, data: code))
                        .whenComplete { _ in channel.close(promise: nil) }
                }
            }
        ))
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stopListening()
    }

    func channelInactive(context: ChannelHandlerContext) {
        stopListening()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        switch frame.opcode {
        case .ping:
            context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData)), promise: nil)
        case .connectionClose:
            stopListening()
            var data = frame.unmaskedData
            let code = data.readSlice(length: 2) ?? ByteBuffer()
            context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: code)))
                .assumeIsolated().whenComplete { _ in context.close(promise: nil) }
        default:
            break
        }
    }

    private func stopListening() {
        if let listening {
            liveReload.stopListening(listening)
        }
        listening = nil
    }
}
