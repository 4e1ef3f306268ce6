@testable import DesignTokens
import Testing

/// Token files as careless or hostile users write them: every number range-checked where it is read, every
/// colour digit ASCII, and work linear in the file's size however it is shaped.
@Suite("Token input")
struct TokenInputTests {
    static func errors(_ json: String) -> [String] {
        TokenSet.parse(json: json).1.map(\.description)
    }

    @Test("numbers outside a type's range are errors that give it", arguments: [
        (##"{"a": {"$type": "dimension", "$value": "1e300px"}}"##, "token 'a': '1e300px' is out of range; allowed: -100000…100000px"),
        (##"{"a": {"$type": "dimension", "$value": "1e307rem"}}"##, "token 'a': '1e307rem' is out of range; allowed: -100000…100000px"),
        (##"{"a": {"$type": "dimension", "$value": {"value": 1e300, "unit": "px"}}}"##, "token 'a': an object is out of range; allowed: -100000…100000px"),
        (##"{"a": {"$type": "number", "$value": -1e308}}"##, "token 'a': a number is out of range; allowed: -1000000000…1000000000"),
        (##"{"a": {"$type": "number", "$value": 1e308}}"##, "token 'a': a number is out of range; allowed: -1000000000…1000000000"),
        (##"{"a": {"$type": "duration", "$value": "-5ms"}}"##, "token 'a': '-5ms' is out of range; allowed: 0…3600000ms"),
    ])
    func outOfRange(json: String, message: String) {
        #expect(Self.errors(json) == [message])
    }

    @Test("hex digits are ASCII: fullwidth digits, which Character.isHexDigit accepts, are not a colour")
    func fullwidthHex() {
        #expect(Self.errors(##"{"a": {"$type": "color", "$value": "#ＦＦＦ"}}"##)
            == ["token 'a': '#ＦＦＦ' is not a colour; write {\"colorSpace\": …, \"components\": […]}, or as CSS does: #RRGGBB, rgb(), hsl(), a colour name"])
        #expect(Color(hex: "#١٢٣") == nil)
        #expect(Color(hex: "#fFf")?.hex == "#FFFFFF")
    }

    @Test("a byte order mark before the JSON is read past; another stray character is shown as written")
    func byteOrderMark() {
        #expect(Self.errors("\u{FEFF}{\"a\": {\"$type\": \"color\", \"$value\": \"#FFF\"}}") == [])
        #expect(Self.errors("é") == ["not valid JSON: unexpected character 'é'; expected a value"])
    }

    @Test("a chain of 2,000 aliases resolves to its literal, each link naming its target")
    func longChain() throws {
        var members = [##""t0": {"$value": "#005CE5"}"##]
        for index in 1..<2_000 { members.append("\"t\(index)\": {\"$value\": \"{c.t\(index - 1)}\"}") }
        let (set, errors) = TokenSet.parse(json: #"{"c": {"$type": "color", "# + members.joined(separator: ", ") + "}}")
        #expect(errors.isEmpty)
        #expect(set.tokens.count == 2_000)
        #expect(try set.color("c/t1999").hex == "#005CE5")
        #expect(set["c/t1999"]?.aliasOf == "c/t1998")
    }

    @Test("a cycle at the end of a long chain is reported once, and the tokens leading into it are not resolved")
    func cycleAfterChain() {
        var members = [#""t0": {"$value": "{c.t1}"}"#, #""t1": {"$value": "{c.t0}"}"#]
        for index in 2..<500 { members.append("\"t\(index)\": {\"$value\": \"{c.t\(index - 1)}\"}") }
        let (set, errors) = TokenSet.parse(json: #"{"c": {"$type": "color", "# + members.joined(separator: ", ") + "}}")
        #expect(errors.map(\.description) == ["token 'c/t0': alias cycle: c/t0 → c/t1 → c/t0"])
        #expect(set.tokens.isEmpty)
    }

    @Test("columns on one long minified line are counted in Unicode scalars")
    func minifiedColumns() {
        let members = (0..<300).map { "\"é\($0)\":{\"$type\":\"color\",\"$value\":\"#FFF\"}" }
        let json = "{" + members.joined(separator: ",") + ",\"bad\":{\"$type\":\"color\",\"$value\":\"#12\"}}"
        let (_, errors) = TokenSet.parse(json: json)
        let column = json.unicodeScalars.count - ##""#12"}}"##.unicodeScalars.count + 1
        #expect(errors.map(\.line) == [1])
        #expect(errors.map(\.column) == [column])
    }

    @Test("a key given twice in a large group is found, naming the first line")
    func duplicateKeyInLargeGroup() {
        let members = (0..<5_000).map { "\"t\($0)\": {\"$value\": \"1px\"}" } + [#""t17": {"$value": "2px"}"#]
        let errors = Self.errors("{\"g\": {\"$type\": \"dimension\",\n" + members.joined(separator: ",\n") + "}}")
        #expect(errors == [#"not valid JSON: the key "t17" appears twice in this object (first on line 19)"#])
    }
}

extension TokenInputTests {
    @Test("a missing token's neighbours are found by binary search, as a pass over every path would find them")
    func neighbours() {
        let sorted = ["a/x", "ab/y", "b/1", "b/2", "b/3", "b/4", "b/5", "b/6", "b/7", "b0/z", "c"].sorted()
        for prefix in ["", "a/", "b/", "b", "c/", "z/", "0"] {
            let naive = Array(sorted.filter { $0.hasPrefix(prefix) }.prefix(6))
            #expect(TokenSet.paths(in: sorted, startingWith: prefix, limit: 6) == naive, "\(prefix)")
        }
        let set = TokenSet.parse(json: #"{"b": {"$type": "number", "one": {"$value": 1}, "two": {"$value": 2}}, "ba": {"$type": "number", "x": {"$value": 3}}}"#).0
        #expect(throws: TokenError.self) { try set.number("b/three") }
        do {
            _ = try set.number("b/three")
        } catch {
            #expect(error.description == "token 'b/three': no such token in tokens.json; tokens nearby: b/one, b/two")
        }
    }

    @Test("an escape that makes a control character is refused as the raw character is; tabs and line breaks are text")
    func controlEscapes() {
        let cases = [
            (##"{"a": {"$type": "number", "$value": 1, "$description": "x\u001b]0;t\u0007"}}"##, "1:58"),
            (##"{"a\u0000b": {"$type": "number", "$value": 1}}"##, "1:4"),
            (##"{"a": {"$type": "number", "$value": 1, "$description": "\b"}}"##, "1:57"),
            (##"{"a": {"$type": "number", "$value": 1, "$description": "\u009B"}}"##, "1:57"),
        ]
        for (json, place) in cases {
            let problems = TokenSet.parse(json: json).1.map { "\($0.line):\($0.column) \($0.message)" }
            #expect(problems.count == 1, "\(json)")
            #expect(problems.first?.hasPrefix(place + " not valid JSON: this escape makes the control character U+00") == true, "\(problems)")
        }
        let (tokens, problems) = TokenSet.parse(json: ##"{"a": {"$type": "number", "$value": 1, "$description": "one\ttwo\nthree"}}"##)
        #expect(problems.isEmpty)
        #expect(tokens.tokens["a"]?.description == "one\ttwo\nthree")
    }
}
