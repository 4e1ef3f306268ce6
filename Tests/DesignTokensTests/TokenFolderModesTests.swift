@testable import DesignTokens
import Testing

/// Plain folders whose files or sub-folders are modes of one another, as teams keep them: Figma's Variables
/// export, Style Dictionary theme folders and light/dark file pairs; and tokens two merged files both define.
@Suite("Token folders' modes")
struct TokenFolderModesTests {
    static func load(_ files: [String: String], entry: String) -> (TokenSet, [TokenError]) {
        TokenResolverTests.load(files, entry: entry)
    }

    static func colors(_ pairs: KeyValuePairs<String, String>) -> String {
        "{" + pairs.map { #""\#($0.key)": {"$type": "color", "$value": "\#($0.value)"}"# }.joined(separator: ", ") + "}"
    }

    @Test("Figma's Variables export: a file per collection and mode, each mode of a collection a mode of the set")
    func figmaVariables() throws {
        let (set, problems) = Self.load([
            "f/key1/🌗 Color scheme.Dark.json": Self.colors(["bg": "#111111", "fg": "#EEEEEE", "line": "#333333"]),
            "f/key1/🌗 Color scheme.Light.json": Self.colors(["bg": "#FFFFFF", "fg": "#222222", "line": "#CCCCCC"]),
            "f/key1/📐 Size.SM.json": #"{"Documentation": {"$type": "string", "$value": "sm"}, "size": {"$type": "number", "$value": 8}}"#,
            "f/key1/📐 Size.LG.json": #"{"Documentation": {"$type": "string", "$value": "lg"}, "size": {"$type": "number", "$value": 16}}"#,
            "f/key1/🪐 Gap.SM.json": #"{"Documentation": {"$type": "string", "$value": "sm"}, "gap": {"$type": "number", "$value": 4}}"#,
            "f/key1/🪐 Gap.LG.json": #"{"Documentation": {"$type": "string", "$value": "lg"}, "gap": {"$type": "number", "$value": 12}}"#,
            "f/key2/👾 Primitives.Value.json": Self.colors(["blue": "#005CE5"]),
        ], entry: "f")
        // Each collection's `Documentation` string is one token, which the collections' files all define: with the
        // same value in the site's contexts (`lg`), nothing is lost.
        #expect(problems.filter { $0.message.hasPrefix("takes the place of") } == [])
        // A collection's site context is its `Light` or `Default`, else its first by name; modes of the same name in
        // two collections are named with the collection.
        #expect(set.modes == ["Dark", "📐 Size/SM", "🪐 Gap/SM"])
        #expect(try set.color("bg").hex == "#FFFFFF")
        #expect(try set.inMode("Dark").color("bg").hex == "#111111")
        #expect(set.inMode("📐 Size/SM")["size"]?.value.text == "8")
        #expect(set["size"]?.value.text == "16")
        #expect(try set.color("blue").hex == "#005CE5")
    }

    /// Issue 65, class 4 (Equinor: the Box collection's `Stroke` token, `{Stroke.thickness}`, beside the Stroke
    /// collection's `Stroke/thickness`): each Figma collection names its variables for itself, so a token one
    /// names where another has a group is kept as the group's `$root`, and both are read.
    @Test("Figma collections: a token one names where another has a group is kept as the group's $root, nothing lost")
    func figmaTokenBesideGroup() throws {
        let (set, problems) = Self.load([
            "f/key/📦 Box.Container.json": #"{"Stroke": {"$type": "number", "$value": "{Stroke.thickness}"}, "pad": {"$type": "number", "$value": 8}}"#,
            "f/key/📦 Box.Page.json": #"{"Stroke": {"$type": "number", "$value": 0}, "pad": {"$type": "number", "$value": 24}}"#,
            "f/key/〰️ Stroke.None.json": #"{"Stroke": {"thickness": {"$type": "number", "$value": 0}}}"#,
            "f/key/〰️ Stroke.Thin.json": #"{"Stroke": {"thickness": {"$type": "number", "$value": 1}}}"#,
        ], entry: "f")
        #expect(problems == [])
        #expect(set["Stroke/thickness"]?.value == .number(0))
        #expect(set["Stroke/$root"]?.value == .number(0), "Box's Container context follows {Stroke.thickness}")
        #expect(set.modeValues["Thin"]?["Stroke/thickness"] == .number(1))
        #expect(set.modeValues["Thin"]?["Stroke/$root"] == .number(1))
    }

    @Test("theme folders: sibling folders of the same tokens are a modifier's contexts, a brand's folders a second; none lost")
    func themeFolders() throws {
        let (set, problems) = Self.load([
            "tokens/default/light/base.json": ##"{"color": {"bg": {"value": "#FFFFFF", "type": "color"}, "fg": {"value": "#111111", "type": "color"}, "brand": {"value": "#0066CC", "type": "color"}}, "space": {"value": "8px", "type": "dimension"}}"##,
            "tokens/default/dark/base.dark.json": ##"{"color": {"shade": {"value": "#222222", "type": "color"}, "bg": {"value": "#000000", "type": "color"}, "fg": {"value": "#EEEEEE", "type": "color"}, "brand": {"value": "#73BCF7", "type": "color"}}}"##,
            "tokens/redhat/light/redhat.json": ##"{"color": {"brand": {"value": "#EE0000", "type": "color"}, "fg": {"value": "#151515", "type": "color"}}}"##,
            "tokens/redhat/dark/redhat.dark.json": ##"{"color": {"brand": {"value": "#F56E6E", "type": "color"}, "fg": {"value": "#F0F0F0", "type": "color"}}}"##,
        ], entry: "tokens")
        #expect(problems == [])
        #expect(set.modes == ["dark", "redhat"])
        #expect(try set.color("color/brand").hex == "#0066CC")
        #expect(try set.inMode("dark").color("color/bg").hex == "#000000")
        #expect(try set.inMode("dark").color("color/brand").hex == "#73BCF7")
        #expect(try set.inMode("redhat").color("color/brand").hex == "#EE0000")
        #expect(try set.inMode("redhat").color("color/bg").hex == "#FFFFFF")
        #expect(set["space"]?.value.text == "8px")
        // A token only another context defines is kept, as merging the folder whole kept it.
        #expect(try set.color("color/shade").hex == "#222222")
    }

    @Test("a light and a dark file beside a global one: the pair is a modifier, named by the parts of their names that differ")
    func lightDarkPair() throws {
        let (set, problems) = Self.load([
            "w3c/global.tokens.json": Self.colors(["blue": "#005CE5", "gray": "#888888"]),
            "w3c/dark.tokens.json": ##"{"surface": {"$type": "color", "$value": "#111111"}, "text": {"$type": "color", "$value": "{blue}"}}"##,
            "w3c/light.tokens.json": ##"{"surface": {"$type": "color", "$value": "#FFFFFF"}, "text": {"$type": "color", "$value": "{gray}"}}"##,
        ], entry: "w3c")
        #expect(problems == [])
        #expect(set.modes == ["dark"])
        #expect(try set.color("surface").hex == "#FFFFFF")
        #expect(try set.inMode("dark").color("surface").hex == "#111111")
        #expect(try set.inMode("dark").color("text").hex == "#005CE5")
    }

    @Test("tokens two merged files both define: one warning per pair of files, with the count, at the later file's first")
    func duplicatesAcrossFiles() throws {
        let (set, problems) = Self.load([
            "d/a.json": Self.colors(["red": "#FF0000", "blue": "#0000FF", "ink": "#111111", "sky": "#6F9DFF", "sea": "#006080"]),
            "d/b.json": Self.colors(["red": "#CC0000", "blue": "#0000CC", "mint": "#00CC99", "rose": "#FF66AA", "sand": "#CCBB99"]),
            "d/c.json": Self.colors(["ink": "#000000", "lime": "#99FF00", "plum": "#660066"]),
        ], entry: "d")
        #expect(set.modes == [])
        #expect(try set.color("red").hex == "#CC0000")
        #expect(TokenToolFormsTests.describe(problems) == [
            "1:1:9 warning: token 'red': takes the place of what Content/d/a.json defines there, as does 1 other token of this file; the files are merged in path order, so the other file's tokens there are lost; to keep both, make the files contexts of a modifier (modifiers/NAME/CONTEXT.tokens.json) or name them in a resolver",
            "2:1:9 warning: token 'ink': takes the place of what Content/d/a.json defines there; the files are merged in path order, so the other file's tokens there are lost; to keep both, make the files contexts of a modifier (modifiers/NAME/CONTEXT.tokens.json) or name them in a resolver",
        ])
    }

    /// Issue 65, class 4 (Rocket Astro's resolved export: `ios/light.json` repeats every token of `base.*.json`
    /// with the same values): a token given the same value again loses nothing, and files that share tokens only
    /// with the same values are merged, not modes of one another.
    @Test("files that repeat tokens with the same values are merged without a warning, not made modes")
    func sameValuesAgain() throws {
        let (set, problems) = Self.load([
            "r/base.reference.json": Self.colors(["blue": "#005CE5", "ink": "#111111", "sky": "#6F9DFF"]),
            "r/extra.typography.json": ##"{"blue": {"$type": "color", "$value": "#005CE5"}, "ink": {"$type": "color", "$value": "#111111"}, "sky": {"$type": "color", "$value": "#6F9DFF"}, "body": {"$type": "dimension", "$value": "16px"}}"##,
            "r/ios/all.json": ##"{"blue": {"$type": "color", "$value": "#005CE5"}, "ink": {"$type": "color", "$value": "#111111"}, "ios": {"tint": {"$type": "color", "$value": "{blue}"}}}"##,
        ], entry: "r")
        #expect(problems == [])
        #expect(set.modes == [])
        #expect(set.paths == ["blue", "body", "ink", "ios/tint", "sky"])
    }

    @Test("a token where an earlier file has a group of tokens, and a group where it has a token, are told too")
    func tokenReplacesGroup() throws {
        let (set, problems) = Self.load([
            "g/a.json": ##"{"stroke": {"thin": {"$type": "number", "$value": 1}, "thick": {"$type": "number", "$value": 2}}, "sea": {"$type": "color", "$value": "#006080"}}"##,
            "g/b.json": ##"{"stroke": {"$type": "number", "$value": 3}, "sea": {"deep": {"$type": "color", "$value": "#003040"}}}"##,
        ], entry: "g")
        #expect(set["stroke"]?.value.text == "3")
        #expect(TokenToolFormsTests.describe(problems) == [
            "1:1:12 warning: token 'stroke': takes the place of what Content/g/a.json defines there, as does 1 other token of this file; the files are merged in path order, so the other file's tokens there are lost; to keep both, make the files contexts of a modifier (modifiers/NAME/CONTEXT.tokens.json) or name them in a resolver",
        ])
    }

    @Test("contexts under modifiers/ replace the other files' tokens by design: not told as tokens two files define")
    func modifierContextsReplaceByDesign() throws {
        let (set, problems) = Self.load([
            "ds/semantic.tokens.json": Self.colors(["surface": "#EEEEEE", "text": "#111111"]),
            "ds/modifiers/theme/dark.tokens.json": Self.colors(["surface": "#111111", "text": "#EEEEEE"]),
            "ds/modifiers/theme/light.tokens.json": Self.colors(["surface": "#FFFFFF", "text": "#000000"]),
        ], entry: "ds")
        #expect(problems == [])
        #expect(set.modes == ["dark"])
        #expect(try set.color("surface").hex == "#FFFFFF")
    }

    @Test("the differing parts of names are the contexts' names; where one would be empty, the whole names")
    func contextNames() {
        #expect(FolderModes.differingParts(["Color Dark.Mode 1", "Color Light.Mode 1"]).parts == ["Dark", "Light"])
        #expect(FolderModes.differingParts(["dark", "light"]).parts == ["dark", "light"])
        #expect(FolderModes.differingParts(["theme-dark-hc", "theme-light-hc"]).parts == ["dark", "light"])
        #expect(FolderModes.differingParts(["dark", "dark-hc"]).parts == ["dark", "dark-hc"])
        #expect(FolderModes.stem("a/b/light.tokens.json") == "light")
    }
}

extension TokenFolderModesTests {
    @Test("a folder of theme folders beside the default theme's files: each theme is a mode, one that changes a token too, the default the site's (Twilio Paste)")
    func themesFolderBesideDefault() throws {
        let theme = { (bg: String, fg: String) in Self.colors(["bg": bg, "fg": fg, "line": "#777777"]) }
        let (set, problems) = Self.load([
            "t/global/colors.json": theme("#FFFFFF", "#111111"),
            "t/themes/dark/global/colors.json": theme("#000000", "#EEEEEE"),
            "t/themes/light/global/colors.json": theme("#FAFAFA", "#222222"),
            // A theme that changes one token, too few to be told a mode by the tokens it shares.
            "t/themes/sendgrid/global/colors.json": Self.colors(["fg": "#003366"]),
        ], entry: "t")
        #expect(problems.isEmpty, "\(problems)")
        #expect(set.modes == ["dark", "light", "sendgrid"])
        #expect(try set.color("bg").hex == "#FFFFFF")
        #expect(try set.inMode("dark").color("bg").hex == "#000000")
        #expect(try set.inMode("light").color("bg").hex == "#FAFAFA")
        #expect(try set.inMode("sendgrid").color("fg").hex == "#003366")
        #expect(try set.inMode("sendgrid").color("bg").hex == "#FFFFFF")
    }
}
