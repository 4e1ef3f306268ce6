@testable import Markdown
import Testing

/// The pre-check looks for each lead byte on its own with `memchr`; it answers as the loop over every byte, with
/// a table of lead bytes, that it replaced.
@Suite("Construct pre-check")
struct ConstructPrecheckTests {
    /// The replaced routine: every byte looked up in a table, what follows a lead byte read.
    static func byTable(_ source: [UInt8]) -> Bool {
        let lead: [UInt8] = [0x0A, UInt8(ascii: "{"), UInt8(ascii: "<"), UInt8(ascii: "@"), UInt8(ascii: "["), UInt8(ascii: ":"), UInt8(ascii: "=")]
        return source.withUnsafeBufferPointer { bytes in
            guard let first = bytes.first else { return false }
            if first == UInt8(ascii: "i") || first == UInt8(ascii: "e") { return true }
            for index in bytes.indices where lead.contains(bytes[index]) {
                if ForeignSyntaxScanner.startsConstruct(bytes, at: index) { return true }
            }
            return false
        }
    }

    @Test func answersAsTheLoopOverEveryByte() {
        let pieces = ["\n", "i", "e", "{", "%", "#", "<", "A", ">", "s", "t", "script", "style", "template", "strong", "@",
                      "[", ":", "::", " ", "=", "className", "x", "word ", "<div ", "é"]
        var generator = SystemRandomNumberGenerator()
        var seen = (true: 0, false: 0)
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...12, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let bytes = Array(text.utf8)
            let expected = Self.byTable(bytes)
            #expect(ForeignSyntaxScanner.mayHoldConstructs(ArraySlice(bytes), syntax: .markdown) == expected, "\(text.debugDescription)")
            if expected { seen.true += 1 } else { seen.false += 1 }
        }
        #expect(seen.true > 100 && seen.false > 100)
    }

    @Test func readsASliceFromItsOwnStart() {
        let bytes = Array("x\nimport a".utf8)
        #expect(ForeignSyntaxScanner.mayHoldConstructs(bytes[2...], syntax: .markdown))
        #expect(!ForeignSyntaxScanner.mayHoldConstructs(bytes[3...], syntax: .markdown))
    }
}
