@testable import SiteBuilder
import Testing

@Suite("Page drawings")
struct PageDrawingsTests {
    @Test("a drawing's accessible name is its first <title>'s text, unescaped; empty without one")
    func titleOfSVG() {
        #expect(PageDrawings.title(ofSVG: #"<svg width="10"><title>40 percent</title><rect/></svg>"#) == "40 percent")
        #expect(PageDrawings.title(ofSVG: #"<svg><desc>x</desc><title>Tom &amp; Jerry &lt;3 &quot;hi&quot; &#39;</title><title>second</title></svg>"#)
                == #"Tom & Jerry <3 "hi" '"#)
        #expect(PageDrawings.title(ofSVG: "<svg><titles>no</titles></svg>") == "")
        #expect(PageDrawings.title(ofSVG: "<svg><rect/></svg>") == "")
        #expect(PageDrawings.title(ofSVG: "<svg><title>unclosed") == "")
        #expect(PageDrawings.title(ofSVG: "<svg><title></title></svg>") == "")
        #expect(PageDrawings.title(ofSVG: "") == "")
    }
}
