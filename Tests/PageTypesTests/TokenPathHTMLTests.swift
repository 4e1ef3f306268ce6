import Foundation
@testable import PageTypes
import Testing

/// Token paths that break between their names and never inside one.
@Suite("Token path HTML")
struct TokenPathHTMLTests {
    @Test("a break opportunity follows each separator, none follows the end or a name")
    func breaksAtSeparators() {
        #expect(TokenPathHTML.breakable("stepper/color/bg-completed") == "stepper/<wbr>color/<wbr>bg-<wbr>completed")
        #expect(TokenPathHTML.breakable("color.background.interactive.primary.hover")
            == "color.<wbr>background.<wbr>interactive.<wbr>primary.<wbr>hover")
        #expect(TokenPathHTML.breakable("space_xl") == "space_<wbr>xl")
        #expect(TokenPathHTML.breakable("page") == "page")
        #expect(TokenPathHTML.breakable("trailing/") == "trailing/")
        #expect(TokenPathHTML.breakable("") == "")
    }

    @Test("what the path holds is escaped, the breaks alone are markup")
    func escapes() {
        #expect(TokenPathHTML.breakable("a<b>/\"c\"&d") == "a&lt;b&gt;/<wbr>&quot;c&quot;&amp;d")
        #expect(TokenPathHTML.breakable("<wbr>/x") == "&lt;wbr&gt;/<wbr>x")
    }

    @Test("without its breaks the HTML is the path escaped")
    func sameTextWithoutBreaks() {
        for path in ["stepper/color/bg-track", "Button Background/hover", "a.b-c_d/e", "ünïcode/名前"] {
            #expect(TokenPathHTML.breakable(path).replacingOccurrences(of: "<wbr>", with: "") == path)
        }
    }
}
