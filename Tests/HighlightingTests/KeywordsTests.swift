import Highlighting
import Testing

@Suite("Keywords")
struct KeywordsTests {
    @Test("a list separated by spaces and line breaks holds the words a list of strings holds, and no others")
    func separatedBySpaces() {
        let listed = Keywords(separatedBySpaces: "NSView  UIView\nCALayer \n\nNSÉtat")
        let words = Keywords(["NSView", "UIView", "CALayer", "NSÉtat"])
        for word in ["NSView", "UIView", "CALayer", "NSÉtat"] {
            #expect(listed.contains(ArraySlice(word.utf8)), "\(word)")
            #expect(words.contains(ArraySlice(word.utf8)), "\(word)")
        }
        for other in ["", " ", "NSVie", "NSView ", "UIView\nCALayer", "CALayer \n"] {
            #expect(!listed.contains(ArraySlice(other.utf8)), "\(other)")
        }
    }
}
