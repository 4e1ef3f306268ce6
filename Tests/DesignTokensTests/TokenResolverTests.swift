@testable import DesignTokens
import Testing

/// Resolver documents (Design Tokens Resolver Module 2025.10), read from files held in memory.
@Suite("Token resolver")
struct TokenResolverTests {
    static func load(_ files: [String: String], entry: String = "tokens.resolver.json") -> (TokenSet, [TokenError]) {
        TokenSet.load(entry: entry, from: TokenDocuments(paths: files.keys, displayPath: { "Content/" + $0 },
                                                         read: { path in .success(files[path] ?? "") }))
    }

    static let foundation = ##"""
        {
          "color": {
            "$type": "color",
            "white": { "$value": "#FFFFFF" },
            "ink": { "$value": "#111111" },
            "blue": { "$value": "#005CE5" },
            "sky": { "$value": "#6F9DFF" }
          }
        }
        """##
    static let light = ##"{ "theme": { "$type": "color", "bg": { "$value": "{color.white}" }, "accent": { "$value": "{color.blue}" } } }"##
    static let dark = ##"{ "theme": { "$type": "color", "bg": { "$value": "{color.ink}" }, "accent": { "$value": "{color.sky}" } } }"##

    static func resolver(_ modifiers: String, order: String = ##"{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }"##) -> String {
        ##"""
        {
          "version": "2025.10",
          "sets": { "base": { "sources": [{ "$ref": "foundation.json" }] } },
          "modifiers": \##(modifiers),
          "resolutionOrder": [\##(order)]
        }
        """##
    }

    static let theme = ##"{ "theme": { "contexts": { "light": [{ "$ref": "theme/light.json" }], "dark": [{ "$ref": "theme/dark.json" }] }, "default": "light" } }"##

    static let files = [
        "foundation.json": foundation, "theme/light.json": light, "theme/dark.json": dark,
        "tokens.resolver.json": resolver(theme),
    ]

    @Test("the default context makes the set; every other context is a mode, and aliases follow it")
    func modes() throws {
        let (set, errors) = Self.load(Self.files)
        #expect(errors == [])
        #expect(try set.color("theme/bg").hex == "#FFFFFF")
        #expect(set["theme/bg"]?.aliasOf == "color/white")
        #expect(set.modes == ["dark"])
        #expect(try set.inMode("dark").color("theme/accent").hex == "#6F9DFF")
        #expect(try set.inMode("dark").color("theme/bg").hex == "#111111")
        #expect(set.files == ["Content/tokens.resolver.json", "Content/foundation.json", "Content/theme/light.json", "Content/theme/dark.json"])
        #expect(set.entry == "tokens.resolver.json")
    }

    @Test("without a default, a modifier's first context makes the set")
    func firstContext() throws {
        var files = Self.files
        files["tokens.resolver.json"] = Self.resolver(##"{ "theme": { "contexts": { "dark": [{ "$ref": "theme/dark.json" }], "light": [{ "$ref": "theme/light.json" }] } } }"##)
        let (set, errors) = Self.load(files)
        #expect(errors == [])
        #expect(try set.color("theme/bg").hex == "#111111")
        #expect(set.modes == ["light"])
    }

    @Test("inline sets and modifiers, a context that names a set, and a context name two modifiers share")
    func inline() throws {
        var files = Self.files
        files["tokens.resolver.json"] = ##"""
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "foundation.json" }] } },
              "resolutionOrder": [
                { "type": "set", "name": "size", "sources": [{ "size": { "$type": "dimension", "gap": { "$value": "8px" } } }] },
                { "type": "modifier", "name": "theme", "contexts": {
                    "light": [{ "$ref": "#/sets/base" }, { "$ref": "theme/light.json" }],
                    "dark": [{ "$ref": "#/sets/base" }, { "$ref": "theme/dark.json" }] } },
                { "type": "modifier", "name": "contrast", "contexts": {
                    "normal": [],
                    "dark": [{ "theme": { "bg": { "$type": "color", "$value": "#000000" } } }] } }
              ]
            }
            """##
        let (set, errors) = Self.load(files)
        #expect(errors == [])
        #expect(try set.dimension("size/gap") == 8)
        #expect(set.modes == ["contrast/dark", "theme/dark"])
        #expect(try set.inMode("contrast/dark").color("theme/bg").hex == "#000000")
        #expect(try set.inMode("contrast/dark").color("theme/accent").hex == "#005CE5", "other modifiers stay at their default")
        #expect(try set.inMode("theme/dark").color("theme/bg").hex == "#111111")
    }

    @Test("a later source replaces an earlier one's token; members beside a $ref replace the document's")
    func order() throws {
        var files = Self.files
        files["tokens.resolver.json"] = Self.resolver(Self.theme, order: ##"""
            { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" },
            { "type": "set", "name": "override", "sources": [
              { "theme": { "accent": { "$type": "color", "$value": "#FF0000" } } },
              { "$ref": "theme/light.json", "extra": { "$type": "color", "$value": "#00FF00" } }
            ] }
            """##)
        let (set, errors) = Self.load(files)
        #expect(errors == [])
        #expect(try set.color("theme/accent").hex == "#005CE5", "theme/light.json comes after the inline token")
        #expect(try set.color("extra").hex == "#00FF00")
        #expect(set.modes.isEmpty, "the set after the modifier gives both of theme/light.json's tokens in every context")
    }

    @Test("every problem in a resolver is an error at its place, with what is allowed")
    func invalid() {
        var files = Self.files
        files["tokens.resolver.json"] = ##"""
            {
              "version": "2024.01",
              "colour": {},
              "sets": {
                "base": { "sources": [{ "$ref": "foundation.json" }, { "$ref": "../shared/tokens.json" }, { "$ref": "https://example.com/t.json" }] },
                "loop": { "sources": [{ "$ref": "#/sets/loop" }] },
                "bad": { "sources": [{ "$ref": "#/modifiers/theme" }, { "$ref": "#/resolutionOrder/0" }, { "$ref": "missing.json" }, 3] }
              },
              "modifiers": {
                "theme": { "contexts": { "light": [{ "$ref": "theme/light.json" }], "dark": [{ "$ref": "theme/dark.json" }] }, "default": "dim" },
                "empty": { "contexts": {} },
                "single": { "contexts": { "only": [] } }
              },
              "resolutionOrder": [
                { "$ref": "#/sets/base" }, { "$ref": "#/sets/loop" }, { "$ref": "#/sets/bad" }, { "$ref": "#/sets/none" },
                { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/empty" }, { "$ref": "#/modifiers/single" },
                { "type": "set", "name": "x", "sources": [] }, { "type": "set", "name": "x", "sources": [] },
                { "name": "y" }, { "$ref": "#/resolutionOrder/0" }
              ]
            }
            """##
        let (_, errors) = Self.load(files)
        let shown = errors.map { "\($0.file):\($0.line):\($0.column): \($0.severity == .warning ? "warning: " : "")\($0.description)" }
        #expect(shown == [
            "0:2:14: version '2024.01' is not supported; allowed: \"2025.10\"",
            "0:3:13: unknown resolver property 'colour'; allowed: $defs, $extensions, $schema, description, modifiers, name, resolutionOrder, sets, version",
            "0:5:68: '../shared/tokens.json' is a URL, an absolute path or leads out of the content folder; allowed: a path to a file inside the content folder, relative to the resolver",
            "0:5:105: 'https://example.com/t.json' is a URL, an absolute path or leads out of the content folder; allowed: a path to a file inside the content folder, relative to the resolver",
            "0:6:37: set 'loop' includes itself through #/sets/ references",
            "0:7:36: a set or a context may not refer to a modifier; only resolutionOrder may",
            "0:7:69: nothing may refer into resolutionOrder; refer to #/sets/NAME, or move the set there into sets",
            "0:7:104: 'missing.json' is not a file in the content folder; allowed: a path to a .json file, relative to the file that names it",
            "0:7:122: a source is {\"$ref\": \"file.json\"} or an object of tokens; found a number",
            "0:10:127: modifier 'theme': default 'dim' is not one of its contexts; allowed: light, dark",
            "0:11:28: modifier 'empty' has no contexts; allowed: two or more",
            "0:12:29: modifier 'single' has one context, which makes it a set; allowed: two contexts or more, or the context's sources as a set",
            "0:15:95: no set named 'none'; sets: bad, base, loop",
            "0:17:52: 'x' is the name of another item in resolutionOrder; allowed: a name of its own",
            "0:18:5: an inline set or modifier needs a \"name\" and a \"type\" (\"set\" or \"modifier\")",
            "0:18:32: resolutionOrder refers only to sets and modifiers; '#/resolutionOrder/0' is neither: write #/sets/NAME or #/modifiers/NAME",
        ])
    }

    @Test("a token file's error names that file")
    func fileError() {
        var files = Self.files
        files["theme/dark.json"] = ##"{ "theme": { "$type": "color", "bg": { "$value": "#12" } } }"##
        let (set, errors) = Self.load(files)
        let shown = errors.map { "\(set.files[$0.file]):\($0.line):\($0.column): \($0.description)" }
        #expect(shown == [##"Content/theme/dark.json:1:50: token 'theme/bg': its dark value: '#12' is not a colour; write {"colorSpace": …, "components": […]}, or as CSS does: #RRGGBB, rgb(), hsl(), a colour name"##])
    }

    @Test("a token missing because a source could not be read follows from that error")
    func missingSource() {
        var files = Self.files
        files["foundation.json"] = "{ not json"
        let (set, errors) = Self.load(files)
        #expect(set.fileError?.file == 1)
        let shown = errors.map { error in
            "\(set.files[error.file]):\(error.line):\(error.column): \(error.description)"
                + (error.cause.map { " (follows \(set.files[$0.file]):\($0.line):\($0.column))" } ?? "")
        }
        #expect(shown == [
            "Content/foundation.json:1:3: not valid JSON: expected a key in double quotes",
            "Content/theme/light.json:1:50: token 'theme/bg': refers to {color.white}, which is not a token (follows Content/foundation.json:1:3)",
            "Content/theme/light.json:1:91: token 'theme/accent': refers to {color.blue}, which is not a token (follows Content/foundation.json:1:3)",
        ])
    }

    @Test("a thousand contexts over one file read and parse it once")
    func manyContexts() throws {
        let contexts = (0..<1_000).map { ##""c\##($0)": [{ "$ref": "foundation.json" }]"## }.joined(separator: ", ")
        var files = Self.files
        files["tokens.resolver.json"] = Self.resolver(##"{ "theme": { "contexts": { \##(contexts) } } }"##)
        let (set, errors) = Self.load(files)
        #expect(errors == [])
        #expect(set.files.count == 2)
        #expect(set.modes.isEmpty, "no context changes a value")
    }

    /// Issue 65, class 4 (PatternFly's dark theme): a context is resolved as a whole, the base sets merged with
    /// its documents, so its aliases may lead to a token that only it defines. Issue 65, class 3: such a token is
    /// the site's too, listed with its value in the modes that define it, a departure of its file, no warning.
    @Test("a context's aliases may lead to a token only that context defines, which the set keeps as mode-only")
    func contextOnlyToken() throws {
        var files = Self.files
        files["theme/light.json"] = ##"{ "theme": { "$type": "color", "bg": { "$value": "{color.white}" }, "surface": { "$value": "{theme.bg}" } } }"##
        files["theme/dark.json"] = ##"{ "theme": { "$type": "color", "night": { "$value": "#0B0B1E" }, "bg": { "$value": "{theme.night}" } } }"##
        let (set, errors) = Self.load(files)
        #expect(errors == [])
        #expect(set["theme/night"] == nil, "the site's tokens are the light context's")
        #expect(set.modeOnly["theme/night"]?.value == .color(try #require(Color(hex: "#0B0B1E"))))
        #expect(set.modesDefining("theme/night") == ["dark"])
        let departure = try #require(set.departures.entries.first { $0.what == TokenSet.modeOnlyDeparture })
        #expect((set.files[departure.file], departure.count, departure.firstPath, departure.line, departure.column)
                == ("Content/theme/dark.json", 1, "theme/night", 1, 53))
        #expect(try set.color("theme/bg").hex == "#FFFFFF")
        #expect(try set.inMode("dark").color("theme/bg").hex == "#0B0B1E")
        #expect(try set.inMode("dark").color("theme/night").hex == "#0B0B1E")
        // A token of the base whose target's value in the context is an alias to the context's own token.
        #expect(try set.inMode("dark").color("theme/surface").hex == "#0B0B1E")
        // Outside the mode nothing can draw with it, and what tries is told why.
        #expect(throws: TokenError.self) { try set.color("theme/night") }
        do {
            _ = try set.color("theme/night")
        } catch {
            #expect(error.description == "token 'theme/night': is defined in tokens.resolver.json only in mode 'dark', so it has no value outside it; to use it everywhere, define it in a set, or in every context of the modifier")
            #expect((set.files[error.file], error.line, error.column) == ("Content/theme/dark.json", 1, 53))
        }
    }

    @Test("the tokens only a context defines are counted once per file; a composite's part may be one")
    func contextOnlyTokens() throws {
        var files = Self.files
        files["theme/light.json"] = ##"{ "theme": { "$type": "color", "bg": { "$value": "{color.white}" }, "line": { "$type": "border", "$value": { "color": "{color.ink}", "width": "1px", "style": "solid" } } } }"##
        files["theme/dark.json"] = ##"{ "theme": { "$type": "color", "night": { "$value": "#0B0B1E" }, "dusk": { "$value": "{theme.night}" }, "bg": { "$value": "{theme.dusk}" }, "line": { "$type": "border", "$value": { "color": "{theme.dusk}", "width": "1px", "style": "solid" } } } }"##
        let (set, errors) = Self.load(files)
        #expect(errors == [])
        #expect(set.departures.entries.filter { $0.what == TokenSet.modeOnlyDeparture }.map { "\($0.count) \($0.firstPath)" } == ["2 theme/night"])
        #expect(set.modeOnly["theme/dusk"]?.aliasOf == "theme/night")
        #expect(set.modeValues["dark"]?["theme/dusk"] == .color(try #require(Color(hex: "#0B0B1E"))))
        #expect(try set.inMode("dark").color("theme/bg").hex == "#0B0B1E")
        guard case let .border(line)? = set.modeValues["dark"]?["theme/line"] else {
            Issue.record("theme/line is a border in the dark mode")
            return
        }
        #expect(line.color.hex == "#0B0B1E")
    }

    /// Issue 65, class 3 (Primer's `size` modifier: `control/minTarget/auto` only in its `fine` and `coarse`
    /// contexts): a context that changes no token of the set but adds its own is a mode all the same.
    @Test("contexts that only add tokens are modes, each giving its value")
    func contextsThatOnlyAdd() throws {
        var files = Self.files
        files["size/medium.json"] = ##"{ "control": { "$type": "dimension", "height": { "$value": "32px" } } }"##
        files["size/fine.json"] = ##"{ "control": { "$type": "dimension", "height": { "$value": "32px" }, "minTarget": { "$value": "16px" } } }"##
        files["size/coarse.json"] = ##"{ "control": { "$type": "dimension", "height": { "$value": "32px" }, "minTarget": { "$value": "44px" } } }"##
        files["tokens.resolver.json"] = Self.resolver(
            ##"{ "size": { "contexts": { "medium": [{ "$ref": "size/medium.json" }], "fine": [{ "$ref": "size/fine.json" }], "coarse": [{ "$ref": "size/coarse.json" }] }, "default": "medium" } }"##,
            order: ##"{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/size" }"##)
        let (set, errors) = Self.load(files)
        #expect(errors == [])
        #expect(set.modes == ["coarse", "fine"])
        #expect(set.modesDefining("control/minTarget") == ["coarse", "fine"])
        #expect(set.modeValues["coarse"]?["control/minTarget"] == .dimension(44))
        #expect(set.modeValues["fine"]?["control/minTarget"] == .dimension(16))
        #expect(set.departures.entries.filter { $0.what == TokenSet.modeOnlyDeparture }.map { set.files[$0.file] }.sorted()
                == ["Content/size/coarse.json", "Content/size/fine.json"])
    }
}

/// The bound on a composition's work: modes and repeated sets merge their documents again, up to a budget.
@Suite("Token composition budget")
struct TokenCompositionBudgetTests {
    static func document(_ text: String) throws -> JSONNode {
        try JSONParser.parse(text, file: 0).get()
    }

    @Test("modes past the budget are left out, with an error at the source naming the last one kept")
    func modesOverBudget() throws {
        let base = try Self.document(##"{ "color": { "$type": "color", "a": { "$value": "#000000" }, "b": { "$value": "#FFFFFF" } } }"##)
        let context = try Self.document(##"{ "color": { "a": { "$value": "#111111" } } }"##)
        let source = try Self.document(##"{ "version": "2025.10" }"##)
        let modifier = TokenComposition.Modifier(name: "theme", contexts: ["light", "dim", "dark", "night"], chosen: 0)
        // The site's tokens are 7 values, each mode 11 (the base and the context): two modes fit in 30, a third not.
        let composition = TokenComposition(modifiers: [modifier], source: source, budget: 30) { choice in
            choice[0] == 0 ? [base] : [base, context]
        }
        #expect(composition.base.count == 1)
        #expect(composition.modes.map(\.name) == ["dim", "dark"])
        #expect(composition.errors.map(\.description) == [
            "composing the site's tokens and its 3 modes would merge more than 30 JSON values (a file counts once for each set or context that names it), so modes from 'night' on are left out; allowed: fewer modifier contexts, or sets named fewer times",
        ])
    }

    @Test("a set named thousands of times is refused before any merging, at the resolver")
    func repeatedSet() {
        let tokens = (0..<2_000).map { ##""t\##($0)": { "$value": "#000000" }"## }.joined(separator: ", ")
        let order = Array(repeating: ##"{ "$ref": "#/sets/base" }"##, count: 1_000).joined(separator: ", ")
        let (set, errors) = TokenResolverTests.load([
            "foundation.json": ##"{ "color": { "$type": "color", \##(tokens) } }"##,
            "tokens.resolver.json": TokenResolverTests.resolver("{}", order: order),
        ])
        #expect(set.tokens.isEmpty)
        #expect(errors.map { "\(set.files[$0.file]):\($0.line):\($0.column): \($0.description)" } == [
            "Content/tokens.resolver.json:1:1: composing the site's tokens alone would merge more than 4,000,000 JSON values (a file counts once for each set or context that names it), so all tokens are left out; allowed: fewer modifier contexts, or sets named fewer times",
        ])
    }
}
