@testable import SiteBuilder
import Testing

/// The path-word scanner against the regular expression it stands for, on words written to trip it and on
/// thousands of random strings over the characters that matter.
@Suite struct ClaimCheckerPathWordsTests {
    private static func byPattern(_ text: String) -> [String] {
        text.matches(of: #/(?:^|[\s(\[])(?<path>[a-z][a-z0-9-]*(?:/[a-z0-9-]+)+)(?![\w/])/#).map {
            "\($0.output.path)@\(text.unicodeScalars.distance(from: text.startIndex, to: $0.output.path.startIndex))"
        }
    }

    private static func byScanner(_ text: String) -> [String] {
        ClaimChecker.pathWords(in: text).map { "\($0.path)@\($0.column)" }
    }

    @Test(arguments: [
        "use slider/color/thumb here", "(stepper/size/dot)", "[a/b]", "a/b-/c", "a/b-/", "a//b", "a/b/", "a/bC",
        "https://example.org/a/b", "x a/b_c", "é a/b é", "a/b\u{301}", "a/b-c-/d", "a/1 b/2-", "A/b", "a/b.c",
        "tokens: stepper/color/bg-track, slider/color/fill.", "",
    ])
    func matchesThePattern(_ text: String) {
        #expect(Self.byScanner(text) == Self.byPattern(text))
    }

    @Test func matchesThePatternOnRandomText() {
        let alphabet: [String] = ["a", "b", "z", "0", "9", "-", "-", "/", "/", " ", "(", "[", "A", "_", "é", ".", ":", "\n", "\u{301}"]
        var seed: UInt64 = 20_261_127
        for _ in 0..<5_000 {
            var text = ""
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<Int(seed >> 60) + 4 {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += alphabet[Int(seed >> 33) % alphabet.count]
            }
            #expect(Self.byScanner(text) == Self.byPattern(text), "\(text.debugDescription)")
        }
    }
}
