import FlyingFox
import Foundation

/// Tells the open pages what each rebuild ended in, over a WebSocket the served pages open: reload, take the new
/// stylesheets, or show the build's errors over the last good page.
///
/// Only the dev server adds the script that listens (``inject(into:)``), as it answers; the built files never
/// hold it.
public actor LiveReload {
    /// What a rebuild ended in, as the pages hear it.
    public enum Event: Sendable, Hashable {
        /// Files changed: reload the page.
        case reload
        /// Only stylesheets changed: take them again without reloading.
        case stylesheets
        /// The build failed and the last good site is still served: show these diagnostics
        /// (`path:line:col: error: …`) until a build succeeds.
        case errors([String])
    }

    /// Where pages open the WebSocket.
    public static let socketPath = "/__specimen/events"
    /// Where the page script is served.
    public static let scriptPath = "/__specimen/live-reload.js"

    /// The diagnostics of the failed build the site is waiting on, told to every page that connects meanwhile.
    private var failure: [String]?
    private var listeners: [UUID: AsyncStream<WSMessage>.Continuation] = [:]

    public init() {}

    /// Tells every open page.
    public func publish(_ event: Event) {
        switch event {
        case let .errors(lines): failure = lines
        case .reload, .stylesheets: failure = nil
        }
        let message = WSMessage.text(Self.json(event))
        for listener in listeners.values {
            listener.yield(message)
        }
    }

    /// How many pages listen now.
    public var listenerCount: Int {
        listeners.count
    }

    /// Closes every page's socket, so that the server can stop without waiting on them.
    public func closeAll() {
        for listener in listeners.values {
            listener.finish()
        }
        listeners = [:]
    }

    func listen() -> (UUID, AsyncStream<WSMessage>) {
        let id = UUID()
        let (stream, continuation) = AsyncStream<WSMessage>.makeStream()
        listeners[id] = continuation
        // Each page hears this first, so that it (or a test) knows it will hear what comes next.
        continuation.yield(.text(#"{"type":"connected"}"#))
        if let failure {
            continuation.yield(.text(Self.json(.errors(failure))))
        }
        return (id, stream)
    }

    func stopListening(_ id: UUID) {
        listeners.removeValue(forKey: id)?.finish()
    }

    /// `{"type":"reload"}`, `{"type":"stylesheets"}` or `{"type":"errors","diagnostics":[…]}`.
    static func json(_ event: Event) -> String {
        struct Message: Encodable {
            var type: String
            var diagnostics: [String]?
        }
        let message = switch event {
        case .reload: Message(type: "reload")
        case .stylesheets: Message(type: "stylesheets")
        case let .errors(lines): Message(type: "errors", diagnostics: lines)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(message)).map { String(decoding: $0, as: UTF8.self) } ?? #"{"type":"reload"}"#
    }

    /// The page with the listening script added before `</body>`, or at the end when there is none.
    public static func inject(into html: Data) -> Data {
        let tag = Data("<script src=\"\(scriptPath)\"></script>\n".utf8)
        guard let range = html.range(of: Data("</body>".utf8), options: .backwards) else {
            return html + tag
        }
        var result = html
        result.insert(contentsOf: tag, at: range.lowerBound)
        return result
    }
}

/// One page's WebSocket: what ``LiveReload`` publishes goes out; the page sends nothing that matters, and its
/// closing stops the listening.
struct LiveReloadSocket: WSMessageHandler {
    var liveReload: LiveReload

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (id, messages) = await liveReload.listen()
        Task { [liveReload] in
            for await _ in client {}
            await liveReload.stopListening(id)
        }
        return messages
    }
}
