import NIOCore

/// Stands between the socket and NIO's HTTP decoder and counts each request head's bytes as they arrive, so
/// that no client makes the server hold or parse more than ``ServerLimits`` allows:
/// - a request line longer than the limit is answered 414, header lines past theirs 431;
/// - each head must arrive whole within the request timeout, counted from the opening or from the previous
///   head: a head still arriving then is answered 408, and a silent connection is closed;
/// - a head that declares a body (`Content-Length` or `Transfer-Encoding`) is passed on and nothing after it is
///   read: the request is answered, without its body, and the connection closed.
///
/// Its own answers go straight to the socket, in place of the decoder's, and end the connection: the server
/// stops sending, discards what the client is still sending for a moment (so that the client reads the answer
/// rather than a reset), then closes when the client does, or when the moment is over. The live-reload socket
/// removes it once upgraded.
final class RequestHeadGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = NIOAny
    typealias OutboundOut = NIOAny

    static let name = "specimen.request-head-guard"
    /// How long, and how many bytes, a refused client's remaining request is read and dropped before closing.
    static let lingering = (time: TimeAmount.seconds(1), bytes: 1 << 20)

    private enum Phase {
        /// Reading a request line; empty lines before one are skipped, as RFC 9112 allows.
        case requestLine
        case headerLines
        /// A head that declares a body was passed on: nothing more is read.
        case stopped
        /// Refused: what arrives is dropped until the client stops or the lingering ends.
        case draining(bytesLeft: Int)
    }

    private enum Step {
        case more
        case headEnded
        case refuse(HTTPRefusal)
    }

    private static let bodyHeaders: Set<[UInt8]> = [Array("content-length".utf8), Array("transfer-encoding".utf8)]
    private static let longestBodyHeader = bodyHeaders.map(\.count).max() ?? 0

    private let limits: ServerLimits
    private var phase = Phase.requestLine
    /// Bytes of the line being read, carriage returns not counted.
    private var lineBytes = 0
    private var headerBytes = 0
    /// The current header line's name, lowercased, while it may still be one that declares a body.
    private var headerName: [UInt8] = []
    private var readingName = true
    private var declaresBody = false
    private var deadline: Scheduled<Void>?

    /// Whether any byte of a head has come since the last one ended.
    private var headStarted: Bool {
        if case .headerLines = phase { return true }
        return lineBytes > 0
    }

    init(limits: ServerLimits) {
        self.limits = limits
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive {
            armDeadline(context: context)
        }
    }

    func channelActive(context: ChannelHandlerContext) {
        armDeadline(context: context)
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelDeadline()
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelDeadline()
        context.fireChannelInactive()
    }

    func read(context: ChannelHandlerContext) {
        if case .stopped = phase { return }
        context.read()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let buffer = unwrapInboundIn(data)
        switch phase {
        case .requestLine, .headerLines:
            scan(context: context, buffer: buffer)
        case .stopped:
            break
        case let .draining(bytesLeft):
            let left = bytesLeft - buffer.readableBytes
            phase = .draining(bytesLeft: left)
            if left <= 0 {
                context.close(promise: nil)
            }
        }
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        if case .draining = phase {
            context.read()
        }
        context.fireChannelReadComplete()
    }

    private func scan(context: ChannelHandlerContext, buffer: ByteBuffer) {
        for (offset, byte) in buffer.readableBytesView.enumerated() {
            switch take(byte) {
            case .more:
                continue
            case .headEnded:
                armDeadline(context: context)
                guard declaresBody else { continue }
                phase = .stopped
                if let head = buffer.getSlice(at: buffer.readerIndex, length: offset + 1) {
                    context.fireChannelRead(wrapInboundOut(head))
                }
                return
            case let .refuse(refusal):
                refuse(refusal, context: context)
                return
            }
        }
        context.fireChannelRead(wrapInboundOut(buffer))
    }

    private func take(_ byte: UInt8) -> Step {
        switch byte {
        case UInt8(ascii: "\n"):
            defer { lineBytes = 0 }
            guard lineBytes > 0 else {
                guard case .headerLines = phase else { return .more }
                phase = .requestLine
                headerBytes = 0
                return .headEnded
            }
            phase = .headerLines
            headerName.removeAll(keepingCapacity: true)
            readingName = true
            return .more
        case UInt8(ascii: "\r"):
            return .more
        default:
            lineBytes += 1
            if case .requestLine = phase {
                return lineBytes > limits.requestLineBytes ? .refuse(.uriTooLong) : .more
            }
            headerBytes += 1
            if headerBytes > limits.headerBytes {
                return .refuse(.headersTooLarge)
            }
            readName(byte)
            return .more
        }
    }

    private func readName(_ byte: UInt8) {
        guard readingName else { return }
        if byte == UInt8(ascii: ":") {
            readingName = false
            declaresBody = declaresBody || Self.bodyHeaders.contains(headerName)
        } else if headerName.count < Self.longestBodyHeader {
            let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            headerName.append(isUpper ? byte + 0x20 : byte)
        } else {
            readingName = false
        }
    }

    private func armDeadline(context: ChannelHandlerContext) {
        cancelDeadline()
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(limits.requestTimeout)) { [self] in
            if headStarted {
                refuse(.requestTimeout, context: context)
            } else {
                context.close(promise: nil)
            }
        }
    }

    private func cancelDeadline() {
        deadline?.cancel()
        deadline = nil
    }

    private func refuse(_ refusal: HTTPRefusal, context: ChannelHandlerContext) {
        phase = .draining(bytesLeft: Self.lingering.bytes)
        cancelDeadline()
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: Self.lingering.time) {
            context.close(promise: nil)
        }
        let answer = context.channel.allocator.buffer(string: refusal.response)
        context.writeAndFlush(NIOAny(answer)).assumeIsolated().whenSuccess {
            context.close(mode: .output, promise: nil)
        }
        context.read()
    }
}

/// An answer the server gives before a request is whole, as the bytes that go on the wire.
enum HTTPRefusal {
    case uriTooLong
    case headersTooLarge
    case requestTimeout
    case tooManyConnections

    var status: String {
        switch self {
        case .uriTooLong: "414 URI Too Long"
        case .headersTooLarge: "431 Request Header Fields Too Large"
        case .requestTimeout: "408 Request Timeout"
        case .tooManyConnections: "503 Service Unavailable"
        }
    }

    var reason: String {
        switch self {
        case .uriTooLong: "The request line is longer than this server reads."
        case .headersTooLarge: "The request's header lines are longer than this server reads."
        case .requestTimeout: "The request did not arrive in time."
        case .tooManyConnections: "Too many connections are open; try again when some close."
        }
    }

    var response: String {
        let body = reason + "\n"
        return "HTTP/1.1 \(status)\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: \(body.utf8.count)\r\n"
            + "Connection: close\r\n\r\n" + body
    }
}
