import Foundation
import NIOConcurrencyHelpers

/// Tells the open pages what each rebuild ended in, over a WebSocket the served pages open: reload, take the new
/// stylesheets, or show the build's errors over the last good page.
///
/// Only the dev server adds the script that listens (``inject(into:)``), as it answers; the built files never
/// hold it.
public final class LiveReload: Sendable {
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

    /// One open page: how to tell it a message, and how to close its socket.
    struct Listener: Sendable {
        /// Must not call back into ``LiveReload``: it is called under its lock, so that each page hears the
        /// messages in the order they were published.
        var send: @Sendable (String) -> Void
        var close: @Sendable () -> Void
    }

    private struct State {
        /// The diagnostics of the failed build the site is waiting on, told to every page that connects meanwhile.
        var failure: [String]?
        var listeners: [UUID: Listener] = [:]
    }

    private let state = NIOLockedValueBox(State())

    public init() {}

    /// Tells every open page.
    public func publish(_ event: Event) {
        state.withLockedValue { state in
            switch event {
            case let .errors(lines): state.failure = lines
            case .reload, .stylesheets: state.failure = nil
            }
            let message = Self.json(event)
            for listener in state.listeners.values {
                listener.send(message)
            }
        }
    }

    /// How many pages listen now.
    public var listenerCount: Int {
        state.withLockedValue { $0.listeners.count }
    }

    /// Closes every page's socket, so that the server can stop without waiting on them.
    public func closeAll() {
        state.withLockedValue { state in
            for listener in state.listeners.values {
                listener.close()
            }
            state.listeners = [:]
        }
    }

    func listen(_ listener: Listener) -> UUID {
        let id = UUID()
        state.withLockedValue { state in
            state.listeners[id] = listener
            // Each page hears this first, so that it (or a test) knows it will hear what comes next.
            listener.send(#"{"type":"connected"}"#)
            if let failure = state.failure {
                listener.send(Self.json(.errors(failure)))
            }
        }
        return id
    }

    func stopListening(_ id: UUID) {
        _ = state.withLockedValue { $0.listeners.removeValue(forKey: id) }
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
