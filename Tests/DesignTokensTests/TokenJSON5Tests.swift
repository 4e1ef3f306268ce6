@testable import DesignTokens
import Testing

/// Token files in JSON5 (`.json5`, and `.jsonc`, JSON with comments), as Style Dictionary reads them.
@Suite("JSON5 token files")
struct TokenJSON5Tests {
    static func parse(_ text: String) -> Result<JSONNode, JSONParser.Failure> {
        JSONParser.parse(text, file: 0, json5: true)
    }

    static func failure(_ text: String) -> String? {
        if case let .failure(failure) = parse(text) { return "\(failure.line):\(failure.column): \(failure.message)" }
        return nil
    }

    @Test("JSON5's grammar: comments, trailing commas, named keys, single quotes, +, hexadecimal and dotted numbers")
    func grammar() throws {
        let text = """
            // Telekom writes its tokens so
            {
              /* a block
                 comment */ color: { $type: 'color', white: { $value: "#ffffff", }, },
              'quoted-key': [+1, .5, 5., -0x1F, 0xff, 1e2,],
              line: 'it\\'s \\x41 \\
            on',
            }
            """
        let root = try Self.parse(text).get()
        #expect(root.members?.map(\.key) == ["color", "quoted-key", "line"])
        let color = try #require(root.members?.first?.value.members)
        #expect(color.map(\.key) == ["$type", "white"])
        #expect(color[0].value.string == "color")
        let numbers = root.members?[1].value.arrayItems?.compactMap(\.number)
        #expect(numbers == [1, 0.5, 5, -31, 255, 100])
        #expect(root.members?[2].value.string == "it's A on")
    }

    @Test("line and column stay exact past comments and continued strings")
    func positions() throws {
        let root = try Self.parse("{\n  // note\n  a: /* x */ 'one \\\n two', b: 2,\n  /* two\n lines */ c: 3 }").get()
        let members = try #require(root.members)
        #expect(members.map { "\($0.keyLine):\($0.keyColumn)" } == ["3:3", "4:8", "6:11"])
        #expect(members.map { "\($0.value.line):\($0.value.column)" } == ["3:14", "4:11", "6:14"])
    }

    @Test("Infinity, NaN and what JSON5 does not allow are refused, each at its place, with why")
    func refused() {
        #expect(Self.failure("{a: Infinity}") == "1:5: Infinity is no value a token can have; allowed: a finite number")
        #expect(Self.failure("{a: -Infinity}") == "1:5: Infinity is no value a token can have; allowed: a finite number")
        #expect(Self.failure("{a: NaN}") == "1:5: NaN is no value a token can have; allowed: a finite number")
        #expect(Self.failure("{a: 1 /* open") == "1:7: a comment is not closed with '*/'")
        #expect(Self.failure("{a: 'x\\0'}") == "1:7: this escape makes the control character U+0000; allowed: printable text, tabs and line breaks")
        #expect(Self.failure("{,}") == "1:2: expected a key: a name, or text in quotes")
        #expect(Self.failure("[1,,]") == "1:4: unexpected character ','; expected a value")
        #expect(Self.failure("{a: 'open}") == "1:11: a string is not closed with '''")
    }

    @Test("JSON keeps its own grammar: a comment in a .json file is an error")
    func jsonStaysStrict() {
        if case .success = JSONParser.parse("{ // no\n}") { Issue.record("a comment was read in JSON") }
        if case .success = JSONParser.parse(#"{"a": 1,}"#) { Issue.record("a trailing comma was read in JSON") }
    }

    @Test("a folder's .json5 and .jsonc files are read as tokens; a tool's $-named .jsonc configuration is not")
    func folder() throws {
        let (set, errors) = TokenResolverTests.load([
            "t/core/color.tokens.json5": "{ core: { color: { white: { value: '#ffffff', type: 'color', }, }, }, }",
            "t/semantic.tokens.jsonc": "{ // comments\n \"bg\": { \"$type\": \"color\", \"$value\": \"{core.color.white}\" } }",
            "t/$designsystemet.jsonc": "{ outDir: './dist' }",
        ], entry: "t")
        #expect(errors.map(\.description) == [])
        #expect(set.paths == ["bg", "core/color/white"])
        #expect(try set.color("bg").hex == "#FFFFFF")
        #expect(set.files == ["Content/t/core/color.tokens.json5", "Content/t/semantic.tokens.jsonc"])
    }

    @Test("a .json5 file that is not JSON5 is one error at its place, naming JSON5")
    func invalidFile() {
        let (_, errors) = TokenResolverTests.load(["t.json5": "{\n  a: { $value: 1 } b: 2 }"], entry: "t.json5")
        #expect(errors.map { "\($0.line):\($0.column): \($0.message)" } == ["2:20: not valid JSON5: expected ',' or '}'"])
    }
}
