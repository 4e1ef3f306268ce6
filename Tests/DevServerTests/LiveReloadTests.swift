@testable import DevServer
import Foundation
import NIOConcurrencyHelpers
import Testing

/// What the pages hear, and where the script goes.
@Suite("Live reload")
struct LiveReloadTests {
    @Test("the script goes before the last </body>, or at the end of a page without one")
    func injection() {
        let page = Data("<html><body><p>&lt;/body&gt; in text</p></body></html>".utf8)
        #expect(String(decoding: LiveReload.inject(into: page), as: UTF8.self)
                == "<html><body><p>&lt;/body&gt; in text</p><script src=\"/__specimen/live-reload.js\"></script>\n</body></html>")
        #expect(String(decoding: LiveReload.inject(into: Data("<p>bare".utf8)), as: UTF8.self)
                == "<p>bare<script src=\"/__specimen/live-reload.js\"></script>\n")
    }

    @Test("messages are JSON the page script reads")
    func messages() {
        #expect(LiveReload.json(.reload) == #"{"type":"reload"}"#)
        #expect(LiveReload.json(.stylesheets) == #"{"type":"stylesheets"}"#)
        #expect(LiveReload.json(.errors(["Content/a.md:3:1: error: \"x\" <b>"]))
                == #"{"diagnostics":["Content/a.md:3:1: error: \"x\" <b>"],"type":"errors"}"#)
    }

    /// A page as the server sees it: what it heard, and whether its socket was closed.
    final class Page: Sendable {
        private let state = NIOLockedValueBox((heard: [String](), closed: false))

        var listener: LiveReload.Listener {
            LiveReload.Listener(send: { text in self.state.withLockedValue { $0.heard.append(text) } },
                                close: { self.state.withLockedValue { $0.closed = true } })
        }

        var heard: [String] {
            state.withLockedValue { $0.heard }
        }

        var closed: Bool {
            state.withLockedValue { $0.closed }
        }
    }

    @Test("a page that connects while the build is broken hears the errors at once; a fixed build clears them")
    func failureIsToldToNewListeners() {
        let live = LiveReload()
        let connected = #"{"type":"connected"}"#
        let broken = #"{"diagnostics":["Content/a.md:1:1: error: broken"],"type":"errors"}"#
        let early = Page()
        _ = live.listen(early.listener)
        live.publish(.errors(["Content/a.md:1:1: error: broken"]))
        #expect(early.heard == [connected, broken])

        let late = Page()
        let id = live.listen(late.listener)
        #expect(late.heard == [connected, broken])
        #expect(live.listenerCount == 2)

        live.publish(.reload)
        #expect(late.heard == [connected, broken, #"{"type":"reload"}"#])
        let afterFix = Page()
        _ = live.listen(afterFix.listener)
        live.stopListening(id)
        live.publish(.stylesheets)
        #expect(late.heard.count == 3, "a page that closed hears nothing more")
        #expect(!late.closed)
        live.closeAll()
        #expect(afterFix.heard == [connected, #"{"type":"stylesheets"}"#], "after a good build a new page hears no errors")
        #expect(afterFix.closed && early.closed)
        #expect(live.listenerCount == 0)
    }
}
