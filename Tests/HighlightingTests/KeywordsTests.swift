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

    @Test("many words, repeated ones among them: each is found, and no prefix, extension or other word is")
    func manyWords() {
        let words = (0..<600).map { "w\($0 % 500)_\(String(repeating: "x", count: $0 % 7))" }
        let keywords = Keywords(words + words.prefix(50))
        for word in words {
            #expect(keywords.contains(ArraySlice(word.utf8)), "\(word)")
        }
        for word in words.prefix(100) {
            #expect(!keywords.contains(ArraySlice(word.dropLast().utf8)) || words.contains(String(word.dropLast())), "\(word)")
            #expect(!keywords.contains(ArraySlice((word + "y").utf8)), "\(word)")
        }
        #expect(!keywords.contains(ArraySlice("w600_".utf8)))
        #expect(!keywords.contains([]))
        #expect(Keywords([]).contains([]) == false)
        #expect(Keywords([""]).contains([]))
    }
}
