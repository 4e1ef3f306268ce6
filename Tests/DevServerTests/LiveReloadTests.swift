@testable import DevServer
import FlyingFox
import Foundation
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

    @Test("a page that connects while the build is broken hears the errors at once; a fixed build clears them")
    func failureIsToldToNewListeners() async {
        let live = LiveReload()
        let (_, early) = await live.listen()
        await live.publish(.errors(["Content/a.md:1:1: error: broken"]))
        var earlyMessages = early.makeAsyncIterator()
        #expect(await earlyMessages.next() == .text(#"{"type":"connected"}"#))
        #expect(await earlyMessages.next() == .text(#"{"diagnostics":["Content/a.md:1:1: error: broken"],"type":"errors"}"#))

        let (id, late) = await live.listen()
        var lateMessages = late.makeAsyncIterator()
        #expect(await lateMessages.next() == .text(#"{"type":"connected"}"#))
        #expect(await lateMessages.next() == .text(#"{"diagnostics":["Content/a.md:1:1: error: broken"],"type":"errors"}"#))
        #expect(await live.listenerCount == 2)

        await live.publish(.reload)
        #expect(await lateMessages.next() == .text(#"{"type":"reload"}"#))
        let (_, afterFix) = await live.listen()
        await live.stopListening(id)
        #expect(await lateMessages.next() == nil, "a page that closed hears nothing more")
        await live.closeAll()
        var afterFixMessages = afterFix.makeAsyncIterator()
        #expect(await afterFixMessages.next() == .text(#"{"type":"connected"}"#))
        #expect(await afterFixMessages.next() == nil, "after a good build a new page hears no errors")
        #expect(await live.listenerCount == 0)
    }
}
