import Testing
@testable import DesignTokens

/// Themes that select sets a Tokens Studio export lacks (Workday Canvas's `$themes.json` names `base`, a set its
/// export has split into `base/…` files): Tokens Studio skips such a selection, and Specimen says so once.
@Suite("Tokens Studio themes that select sets the export lacks")
struct TokensStudioLackingSetsTests {
    @Test("one warning per themes file naming each lacking set once and how many selections; the tokens that refer into them follow from it")
    func oneWarning() throws {
        let (set, problems) = TokenResolverTests.load([
            "t/core.json": ##"{ "color": { "ink": { "value": "#111111", "type": "color" } } }"##,
            "t/semantic.json": #"{ "text": { "value": "{color.ink}", "type": "color" }, "link": { "value": "{size.base}", "type": "color" } }"#,
            "t/$themes.json": #"""
                [{ "name": "Light", "selectedTokenSets": { "base": "source", "core": "source", "semantic": "enabled" } },
                 { "name": "Dark", "selectedTokenSets": { "base": "source", "brand": "enabled", "core": "source", "semantic": "enabled" } }]
                """#,
        ], entry: "t")
        let shown = problems.map { "\(set.files[$0.file]):\($0.line):\($0.column): \($0.severity == .warning ? "warning: " : "")\($0.description)" }
        #expect(shown.filter { !$0.contains("{size.base}") } == [
            "Content/t/$themes.json:1:44: warning: themes select 2 sets the export lacks ('base', 'brand'; 3 selections), which Tokens Studio skips and so does Specimen; the export has 2 sets: core, semantic",
        ])
        let missing = try #require(problems.first { $0.missingTarget == "size/base" })
        #expect(missing.cause == TokenError.Position(line: 1, column: 44, file: set.files.firstIndex(of: "Content/t/$themes.json") ?? -1))
        #expect(try set.color("text").hex == "#111111")
    }
}
