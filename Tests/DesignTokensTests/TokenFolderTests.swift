@testable import DesignTokens
import Testing

/// Folders of token files: Style Dictionary source sets and Tokens Studio multi-file exports.
@Suite("Token folders")
struct TokenFolderTests {
    @Test("merged all at once as pairwise: a token replaces a group before it, and groups after it merge afresh")
    func mergeOrder() throws {
        let documents = try [
            #"{"a": {"x": {"$value": 1}}, "$type": "number", "keep": {"k": {"$value": 0}}}"#,
            #"{"a": {"$value": 2}}"#,
            #"{"a": {"y": {"$value": 3}}, "$type": "dimension"}"#,
            #"{"a": {"z": {"$value": 4}}, "keep": {"m": {"$value": 5}}}"#,
        ].map { try JSONParser.parse($0, file: 0).get() }
        let merged = try #require(TokenComposition.merged(documents))
        #expect(merged.members?.map(\.key) == ["a", "$type", "keep"])
        let a = merged.members?.first { $0.key == "a" }?.value
        #expect(a?.members?.map(\.key) == ["y", "z"])
        #expect(merged.members?.first { $0.key == "$type" }?.value.string == "dimension")
        #expect(merged.members?.first { $0.key == "keep" }?.value.members?.map(\.key) == ["k", "m"])
    }

    @Test("a plain folder merges its .json files in path order: groups member by member, a later token wins")
    func styleDictionary() throws {
        let (set, errors) = TokenResolverTests.load([
            "tokens/color/base.json": ##"{ "color": { "$type": "color", "red": { "$value": "#FF0000" }, "ink": { "$value": "#111111" } } }"##,
            "tokens/color/font.json": #"{ "color": { "font": { "$type": "color", "base": { "$value": "{color.ink}" } } } }"#,
            "tokens/color/override.json": ##"{ "color": { "red": { "$type": "color", "$value": "#CC0000" } } }"##,
            "tokens/notes.md": "not read",
        ], entry: "tokens")
        // The override is told: Style Dictionary warns of such collisions too.
        #expect(TokenToolFormsTests.describe(errors) == ["2:1:21 warning: token 'color/red': takes the place of what Content/tokens/color/base.json defines there; the files are merged in path order, so the other file's tokens there are lost; to keep both, make the files contexts of a modifier (modifiers/NAME/CONTEXT.tokens.json) or name them in a resolver"])
        #expect(set.entry == "tokens/")
        #expect(set.paths == ["color/font/base", "color/ink", "color/red"])
        #expect(try set.color("color/red").hex == "#CC0000")
        #expect(try set.color("color/font/base").hex == "#111111")
        #expect(set.files == ["Content/tokens/color/base.json", "Content/tokens/color/font.json", "Content/tokens/color/override.json"])
    }

    static let export: [String: String] = [
        "t/$metadata.json": #"{ "tokenSetOrder": ["core", "light", "dark", "roomy", "dense"] }"#,
        "t/$themes.json": #"""
            [
              { "id": "1", "name": "Light", "group": "Mode", "selectedTokenSets": { "core": "source", "light": "enabled", "dark": "disabled" } },
              { "id": "2", "name": "Dark", "group": "Mode", "selectedTokenSets": { "core": "source", "light": "disabled", "dark": "enabled" } },
              { "id": "3", "name": "Roomy", "group": "Density", "selectedTokenSets": { "roomy": "enabled" } },
              { "id": "4", "name": "Dense", "group": "Density", "selectedTokenSets": { "dense": "enabled" } }
            ]
            """#,
        "t/core.json": #"""
            {
              "blue": { "value": "#005CE5", "type": "color" },
              "sky": { "value": "#6F9DFF", "type": "color" },
              "space": { "value": "8", "type": "spacing" },
              "radius": { "value": 4, "type": "borderRadius" },
              "weight": { "value": "Semi Bold", "type": "fontWeights" },
              "weight-number": { "value": "700", "type": "fontWeights" },
              "weight-alias": { "value": "Ultra Black", "type": "fontWeights" },
              "leading": { "value": "150%", "type": "lineHeights" },
              "faded": { "value": "40%", "type": "opacity" },
              "family": { "value": "Inter", "type": "fontFamilies" },
              "heading": { "value": { "fontFamily": "{family}", "fontWeight": "Bold", "fontSize": "24", "lineHeight": "120%", "letterSpacing": "0", "textCase": "uppercase", "paragraphSpacing": "0" }, "type": "typography" },
              "layout": { "value": { "padding": "{space}" }, "type": "composition" }
            }
            """#,
        "t/light.json": ##"{ "accent": { "$value": "{blue}", "$type": "color" }, "lift": { "$value": { "x": "0", "y": "1", "blur": "2", "spread": "0", "color": "#00000040", "type": "dropShadow" }, "$type": "boxShadow" } }"##,
        "t/dark.json": ##"{ "accent": { "$value": "{sky}", "$type": "color" }, "lift": { "$value": [{ "x": 0, "y": 1, "blur": 0, "spread": 0, "color": "#FFFFFF1A", "type": "innerShadow" }], "$type": "boxShadow" } }"##,
        "t/roomy.json": #"{ "gap": { "value": "16", "type": "spacing" } }"#,
        "t/dense.json": #"{ "gap": { "value": "{space}", "type": "spacing" } }"#,
    ]

    @Test("a Tokens Studio export: sets in tokenSetOrder, the Light (or first) theme of each group makes the set, the others are modes")
    func tokensStudio() throws {
        let (set, errors) = TokenResolverTests.load(Self.export, entry: "t")
        #expect(errors.isEmpty, "\(errors.map(\.description))")
        #expect(set["layout"]?.writtenType == "composition", "a type the Format Module lacks is shown as written")
        #expect(set.departures.entries.contains { $0.what == "a $type the Format Module lacks ('composition', shown as written)" })
        #expect(set.modes == ["Dark", "Dense"])
        #expect(try set.color("accent").hex == "#005CE5")
        #expect(try set.inMode("Dark").color("accent").hex == "#6F9DFF")
        #expect(try set.dimension("gap") == 16)
        #expect(try set.inMode("Dense").dimension("gap") == 8)
        #expect(try set.inMode("Dense").color("accent").hex == "#005CE5", "the other group keeps its first theme")
    }

    @Test("Tokens Studio's types and value forms read as the Format Module's")
    func dialect() throws {
        let (set, _) = TokenResolverTests.load(Self.export, entry: "t")
        #expect(try set.dimension("space") == 8, "a plain number is pixels")
        #expect(try set.dimension("radius") == 4)
        #expect(set["weight"]?.value == .fontWeight(600))
        #expect(set["weight-number"]?.value == .fontWeight(700))
        #expect(set["weight-alias"]?.value == .fontWeight(950), "the Format Module's other names too")
        #expect(set["leading"]?.value == .number(1.5))
        #expect(set["faded"]?.value == .number(0.4))
        #expect(try set.fontFamily("family") == ["Inter"])
        #expect(set["heading"]?.value.text == "700 24px/1.2 Inter", "textCase and paragraphSpacing are left out")
        #expect(set["lift"]?.value.text == "0px 1px 2px 0px #00000040")
        #expect(set.inMode("Dark")["lift"]?.value.text == "inset 0px 1px 0px 0px #FFFFFF1A")
    }

    @Test("a status that is none is an error at its place; sets the order or a theme names and the export lacks, one warning each")
    func invalidExport() {
        var files = Self.export
        files["t/$metadata.json"] = #"{ "tokenSetOrder": ["core", "brand"] }"#
        files["t/$themes.json"] = #"[{ "name": "Light", "selectedTokenSets": { "core": "on", "lite": "enabled" } }, { "group": "x" }]"#
        let (set, errors) = TokenResolverTests.load(files, entry: "t")
        let shown = errors.map { "\(set.files[$0.file]):\($0.line):\($0.column): \($0.severity == .warning ? "warning: " : "")\($0.description)" }
        #expect(shown == [
            "Content/t/$metadata.json:1:29: warning: tokenSetOrder names 1 set the export lacks ('brand'), which is left out; the export has 5 sets of its own",
            "Content/t/$themes.json:1:52: theme 'Light': set 'core' is 'on'; allowed: enabled, source, disabled",
            "Content/t/$themes.json:1:58: warning: themes select 1 set the export lacks ('lite'; 1 selection), which Tokens Studio skips and so does Specimen; the export has 5 sets: core, dark, dense, light, roomy",
            "Content/t/$themes.json:1:81: a theme needs a \"name\" and \"selectedTokenSets\", an object of set names and \"enabled\", \"source\" or \"disabled\"",
        ])
    }

    /// Issue 65 (Element Compound's eight themes in no group, `Global` first; Digdir's `Color scheme` group,
    /// `Dark` first): $themes.json marks no theme the default, so a `Default` or `Light` theme makes the site's
    /// tokens, as for a folder's modes, and the group's first only where it has neither.
    @Test("a group of themes makes the site's tokens with its Light theme, wherever it stands; the first where none is Light")
    func lightThemeIsTheDefault() throws {
        var files = Self.export
        files["t/$themes.json"] = #"""
            [
              { "id": "1", "name": "Dark", "group": "Mode", "selectedTokenSets": { "core": "source", "dark": "enabled" } },
              { "id": "2", "name": "Light", "group": "Mode", "selectedTokenSets": { "core": "source", "light": "enabled" } },
              { "id": "3", "name": "Roomy", "group": "Density", "selectedTokenSets": { "roomy": "enabled" } },
              { "id": "4", "name": "Dense", "group": "Density", "selectedTokenSets": { "dense": "enabled" } }
            ]
            """#
        let (set, _) = TokenResolverTests.load(files, entry: "t")
        #expect(try set.color("accent").hex == "#005CE5", "the Light theme's accent is blue")
        #expect(try set.inMode("Dark").color("accent").hex == "#6F9DFF")
        #expect(set.modes.contains("Dark") && !set.modes.contains("Light"))
        #expect(set.modes.contains("Dense") && !set.modes.contains("Roomy"), "Density has no Light theme: its first is the default")
    }

    @Test("thirty sets the order names and the export lacks are one warning, not thirty lines of every set's name")
    func manyMissingSets() {
        var files = Self.export
        files["t/$metadata.json"] = "{ \"tokenSetOrder\": [\"core\", " + (1...30).map { "\"gone/\($0)\"" }.joined(separator: ", ") + "] }"
        let (set, errors) = TokenResolverTests.load(files, entry: "t")
        let about = errors.filter { $0.message.contains("tokenSetOrder") }
        #expect(about.count == 1 && about.first?.severity == .warning)
        #expect(about.first?.message == "tokenSetOrder names 30 sets the export lacks ('gone/1', 'gone/2', 'gone/3', 'gone/4', 'gone/5', 'gone/6', 'gone/7', 'gone/8' and 22 more), which are left out; the export has 5 sets of its own")
        #expect(set["blue"] != nil)
    }

    @Test("a Tokens Studio export's $metadata.json in a folder below is no token set: one warning names the folder")
    func nestedMetadata() {
        let (set, errors) = TokenResolverTests.load([
            "all/colors.json": ##"{"c": {"$type": "color", "a": {"$value": "#FF0000"}}}"##,
            "all/studio/$metadata.json": #"{"tokenSetOrder": ["core"]}"#,
            "all/studio/$themes.json": "[]",
            "all/studio/core.json": #"{"d": {"$type": "number", "$value": 1}}"#,
        ], entry: "all")
        #expect(errors.map { "\(set.files[$0.file]):\($0.line):\($0.column): \($0.message)" } == [
            "Content/all/studio/$metadata.json:1:1: this and 1 other file like it are a Tokens Studio export's own, not tokens, and are not read; to read the export with its themes, name its folder in site.yml: tokens: all/studio",
        ])
        #expect(set.paths == ["c/a", "d"])
    }
}

extension TokenFolderTests {
    @Test("a Tokens Studio export whose top keys are its sets, with no $metadata, is read as its sets when its references name tokens without them (sd-transforms' excludeParentKeys)")
    func setKeyedExport() throws {
        let (set, problems) = TokenSet.parse(json: #"""
            {"foo": {"core": {"color": {"value": "#FFFFFF", "type": "color"}},
                     "semantic": {"color": {"value": "{core.color}", "type": "color"}}},
             "bar": {"button": {"color": {"value": "{semantic.color}", "type": "color"}}}}
            """#)
        #expect(problems.isEmpty, "\(problems)")
        #expect(try set.color("button/color").hex == "#FFFFFF")
        #expect(set["foo/core/color"] == nil)
        // References that name the top key too: the file is one set of groups, read as written.
        let (plain, plainProblems) = TokenSet.parse(json: #"""
            {"foo": {"color": {"value": "#FFFFFF", "type": "color"}}, "bar": {"color": {"value": "{foo.color}", "type": "color"}}}
            """#)
        #expect(plainProblems.isEmpty)
        #expect(try plain.color("bar/color").hex == "#FFFFFF")
        #expect(TokenFolder.isSetKeyedExport(JSONNode(value: .object([]), line: 1, column: 1)) == false)
    }
}
