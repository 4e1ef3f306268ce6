@testable import DesignTokens
import Testing

/// `$root`, `$ref`, `$extends` and `$deprecated` of the Design Tokens Format Module 2025.10.
@Suite("Token references, group extension and deprecation")
struct TokenReferenceTests {
    static func problems(_ json: String) -> [String] {
        TokenSet.parse(json: json).1.map { "\($0.line):\($0.column) \($0.description)" }
    }

    static func hex(_ tokens: TokenSet, _ path: String) -> String? {
        guard case let .color(color) = tokens.tokens[path]?.value else { return nil }
        return color.hex
    }

    @Test("a group's own value is its $root token, which aliases reach as {group.$root}")
    func root() {
        let (tokens, problems) = TokenSet.parse(json: ##"""
        {"color": {"accent": {"$type": "color", "$root": {"$value": "#005CE5"}, "hover": {"$value": "{color.accent.$root}"}}}}
        """##)
        #expect(problems.isEmpty)
        #expect(Self.hex(tokens, "color/accent/$root") == "#005CE5")
        #expect(Self.hex(tokens, "color/accent/hover") == "#005CE5")
        #expect(Self.problems(##"{"a": {"$root": {"b": {"$value": 1}}}}"##) == [##"1:17 token 'a/$root': $root must be a token, an object with "$value""##])
    }

    @Test("$ref takes the value a JSON pointer names, parts of values included")
    func pointers() {
        let (tokens, problems) = TokenSet.parse(json: ##"""
        {"base": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0.36, 0.9]}},
         "alt": {"$type": "color", "$value": {"colorSpace": "srgb",
                 "components": [{"$ref": "#/base/$value/components/0"}, 0.5, {"$ref": "#/base/$value/components/2"}]}},
         "copy": {"$type": "color", "$value": {"$ref": "#/alt/$value"}}}
        """##)
        #expect(problems.isEmpty)
        #expect(Self.hex(tokens, "alt") == "#0080E6")
        #expect(Self.hex(tokens, "copy") == "#0080E6")
    }

    @Test("a $ref to nothing, through itself, or overriding what is not an object is an error at the reference", arguments: [
        (##"{"a": {"$type": "number", "$value": {"$ref": "#/b/$value"}}}"##,
         "1:46 $ref #/b/$value points at nothing; write #/group/token/$value, each name as the file spells it"),
        (##"{"a": {"$type": "number", "$value": {"$ref": "#/a/$value"}}}"##,
         "1:46 $ref #/a/$value refers to itself through its own value"),
        (##"{"b": {"$type": "number", "$value": 1}, "a": {"$type": "number", "$value": {"$ref": "#/b/$value", "x": 1}}}"##,
         "1:85 $ref #/b/$value points at a number, which the members beside it cannot override; point at an object"),
    ])
    func pointerErrors(json: String, problem: String) {
        #expect(Self.problems(json) == [problem])
    }

    @Test("members beside a $ref override the object it points at, as the Format module has it")
    func pointerOverrides() {
        let (tokens, problems) = TokenSet.parse(json: ##"""
        {"color": {"blue": {"$type": "color", "$value": "#218BFF", "$description": "Blue"}},
         "brand": {"$ref": "#/color/blue", "$description": "Brand colour"}}
        """##)
        #expect(problems.isEmpty)
        #expect(Self.hex(tokens, "brand") == "#218BFF")
        #expect(tokens.tokens["brand"]?.description == "Brand colour")
    }

    @Test("references that double at every step stop at the limit, quickly, with one error")
    func doublingReferences() {
        var groups = [##""l0": {"$type": "number", "$value": [1, 1]}"##]
        for level in 1...60 {
            groups.append(##""l\##(level)": {"$type": "number", "$value": [{"$ref": "#/l\##(level - 1)/$value"}, {"$ref": "#/l\##(level - 1)/$value"}]}"##)
        }
        let problems = Self.problems("{" + groups.joined(separator: ",\n") + "}")
        #expect(problems.filter { $0.contains("references add more than 1000000 values to the file") }.count == 1)
    }

    @Test("$extends takes another group's tokens, its own over them, subgroups merged")
    func extends() {
        let (tokens, problems) = TokenSet.parse(json: ##"""
        {"light": {"$type": "color", "bg": {"$value": "#FFFFFF"}, "fg": {"$value": "#000000"},
                   "state": {"hover": {"$value": "#EEEEEE"}, "pressed": {"$value": "#DDDDDD"}}},
         "dark": {"$extends": "{light}", "bg": {"$value": "#000000"}, "state": {"hover": {"$value": "#222222"}}}}
        """##)
        #expect(problems.isEmpty)
        #expect(Self.hex(tokens, "dark/bg") == "#000000")
        #expect(Self.hex(tokens, "dark/fg") == "#000000")
        #expect(Self.hex(tokens, "dark/state/hover") == "#222222")
        #expect(Self.hex(tokens, "dark/state/pressed") == "#DDDDDD")
        #expect(Self.hex(tokens, "light/bg") == "#FFFFFF")
    }

    @Test("$extends in a cycle, of an ancestor, or of no group is an error at the $extends", arguments: [
        (##"{"a": {"$extends": "{b}"}, "b": {"$extends": "{a}"}}"##, "1:46 token 'b': $extends {a} leads back to this group"),
        (##"{"a": {"$type": "color", "b": {"$extends": "{a}"}}}"##, "1:44 token 'a/b': $extends {a} leads back to this group"),
        (##"{"a": {"$extends": "{nope}"}}"##, "1:20 token 'a': $extends {nope} names no group"),
        (##"{"t": {"$type": "number", "$value": 1}, "a": {"$extends": "{t}"}}"##, "1:59 token 'a': $extends {t} names a token, not a group"),
    ])
    func extendsErrors(json: String, problem: String) {
        #expect(Self.problems(json) == [problem])
    }

    @Test("$deprecated on a group holds for its tokens unless one says false; a reason is kept")
    func deprecated() {
        let (tokens, problems) = TokenSet.parse(json: ##"""
        {"old": {"$type": "number", "$deprecated": "use new.size", "size": {"$value": 1}, "kept": {"$value": 2, "$deprecated": false}},
         "flag": {"$type": "number", "$value": 3, "$deprecated": true}}
        """##)
        #expect(problems.isEmpty)
        #expect(tokens.tokens["old/size"]?.deprecated == "use new.size")
        #expect(tokens.tokens["old/kept"]?.deprecated == nil)
        #expect(tokens.tokens["flag"]?.deprecated == "")
        #expect(Self.problems(##"{"a": {"$type": "number", "$value": 1, "$deprecated": 5}}"##)
            == ["1:55 token 'a': $deprecated must be true, false or a reason; found a number"])
    }

    @Test("$extends that would grow the file without end stops with one error, before the merge, and no token is read")
    func extendsBudget() {
        var doubling = ##"{"g0": {"$type": "number", "t": {"$value": 1}}"##
        for level in 1...20 {
            doubling += ##", "g\##(level)": {"a": {"$extends": "{g\##(level - 1)}"}, "b": {"$extends": "{g\##(level - 1)}"}}"##
        }
        let (doubled, doublingProblems) = TokenSet.parse(json: doubling + "}")
        #expect(doublingProblems.count == 1)
        #expect(doublingProblems.first?.message.hasPrefix("$extends adds more than 1000000 values to the file, with those $ref adds") == true,
                "\(doublingProblems.map(\.description))")
        // No token is read from such a file: none would be worth the time, and each would add an error.
        #expect(doubled.tokens.isEmpty)
        var chain = ##"{"g0": {"$type": "number", "t0": {"$value": 0}}"##
        for index in 1...2_000 {
            chain += ##", "g\##(index)": {"$type": "number", "$extends": "{g\##(index - 1)}", "t\##(index)": {"$value": \##(index)}}"##
        }
        let (chained, chainProblems) = TokenSet.parse(json: chain + "}")
        #expect(chainProblems.map(\.path) == ["g999"], "\(chainProblems.prefix(3).map(\.description))")
        #expect(chained.tokens.isEmpty)
    }

    @Test("$ref and $extends share one budget: what $ref added is not there to spend again")
    func sharedBudget() {
        // Each level's two $refs double what the one before holds: about 460,000 values in all. One copy of it
        // through $extends fits in what is left of the budget; a second does not, though alone each would.
        var json = ##"{"big": {"$type": "number", "v0": {"$value": 1}"##
        for level in 1...15 {
            json += ##", "v\##(level)": {"$value": 1, "$extensions": {"a": {"$ref": "#/big/v\##(level - 1)"}, "b": {"$ref": "#/big/v\##(level - 1)"}}}"##
        }
        #expect(TokenSet.parse(json: json + ##"}, "copy": {"$extends": "{big}"}}"##).1.isEmpty)
        let problems = TokenSet.parse(json: json + ##"}, "copy": {"$extends": "{big}"}, "again": {"$extends": "{big}"}}"##).1
        #expect(problems.map(\.path) == ["again"], "\(problems.map(\.description))")
        #expect(problems.first?.message.hasPrefix("$extends adds more than 1000000 values to the file") == true, "\(problems.map(\.description))")
    }
}
