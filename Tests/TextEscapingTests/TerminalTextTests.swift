import Testing
@testable import TextEscaping

@Suite struct TerminalTextTests {
    @Test("ESC, BEL, C1 controls, DEL and bidirectional overrides are shown, not sent; other text is kept")
    func controls() {
        #expect(TerminalText.escaped("\u{1B}]0;owned\u{07}Slider") == "\\u{1B}]0;owned\\u{7}Slider")
        #expect(TerminalText.escaped("a\u{1B}[2Jb") == "a\\u{1B}[2Jb")
        #expect(TerminalText.escaped("line\nnext\r\tx") == "line\\nnext\\r\\tx")
        #expect(TerminalText.escaped("\u{9B}31m\u{7F}") == "\\u{9B}31m\\u{7F}")
        #expect(TerminalText.escaped("abc\u{202E}fed") == "abc\\u{202E}fed")
        #expect(TerminalText.escaped("Slider · “ready” ✓ 日本") == "Slider · “ready” ✓ 日本")
        #expect(TerminalText.escaped("") == "")
    }

    @Test("lines(_:) keeps the message's own line breaks and escapes the rest of each line")
    func lines() {
        #expect(TerminalText.lines("error: '\u{1B}[31m'\nUsage: x") == "error: '\\u{1B}[31m'\nUsage: x")
    }
}
