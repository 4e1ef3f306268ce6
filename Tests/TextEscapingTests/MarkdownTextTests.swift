import Testing
@testable import TextEscaping

@Suite struct MarkdownTextTests {
    @Test("every ASCII punctuation character is escaped; @ and # get a word joiner; line breaks become escapes")
    func inline() {
        #expect(MarkdownText.inline("[Click](x) *now*") == "\\[Click\\]\\(x\\) \\*now\\*")
        #expect(MarkdownText.inline("a `b` c") == "a \\`b\\` c")
        #expect(MarkdownText.inline("@octocat") == "\\@\u{2060}octocat")
        #expect(MarkdownText.inline("fixes #12") == "fixes \\#\u{2060}12")
        #expect(MarkdownText.inline("one\n\n## two") == "one\\\\n\\\\n\\#\u{2060}\\#\u{2060} two")
        #expect(MarkdownText.inline("Slider ✓") == "Slider ✓")
    }

    @Test("a code span's fence is longer than any run of backticks in it, padded where it starts or ends with one")
    func code() {
        #expect(MarkdownText.code("slider.fill") == "`slider.fill`")
        #expect(MarkdownText.code("``a") == "``` ``a ```")
        #expect(MarkdownText.code("a`b") == "``a`b``")
        #expect(MarkdownText.code("a\nb") == "`a\\nb`")
        #expect(MarkdownText.code("") == "` `")
    }

    @Test("a link destination is closed in angle brackets that nothing in it can end")
    func destination() {
        #expect(MarkdownText.destination("changes/index.html#token-a") == "<changes/index.html#token-a>")
        #expect(MarkdownText.destination("x> [y](z) <a\n") == "<x%3E%20[y](z)%20%3Ca%0A>")
        #expect(MarkdownText.destination("a\\b\u{7F}c\u{202E}d/é") == "<a%5Cb%7Fc%E2%80%AEd/é>")
        #expect(MarkdownText.destination("") == "<>")
    }
}
