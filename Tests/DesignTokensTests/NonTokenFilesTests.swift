@testable import DesignTokens
import Testing

/// A token folder carries more than tokens: tools' own files are listed beside them unread, and a file in no
/// token's form is one finding, not a line per value it holds.
@Suite("Files of a token folder that are no tokens")
struct NonTokenFilesTests {
    static let tokens = ##"{ "color": { "brand": { "value": "#005CE5", "type": "color" } } }"##

    @Test("a Style Dictionary configuration, package.json and tsconfig.json are not read, and not numbered as the set's files")
    func toolFilesAreNotRead() throws {
        let (set, problems) = TokenToolFormsTests.load([
            "ds/tokens/color.json": Self.tokens,
            "ds/config.json": ##"{ "source": ["tokens/**/*.json"], "basePxFontSize": 16, "platforms": { "css": { "transformGroup": "css", "buildPath": "build/", "files": [{ "destination": "v.css", "format": "css/variables" }] } } }"##,
            "ds/config.dark.json": ##"{ "source": ["tokens/dark/*.json"], "include": ["tokens/*.json"] }"##,
            "ds/package.json": ##"{ "name": "tokens", "version": "1.0.0", "scripts": { "build": "style-dictionary build" } }"##,
            "ds/tsconfig.build.json": ##"{ "compilerOptions": { "strict": true } }"##,
        ], entry: "ds")
        #expect(problems.isEmpty, "\(TokenToolFormsTests.describe(problems))")
        #expect(set.paths == ["color/brand"])
        #expect(set.files.count == 1 && set.files[0].hasSuffix("color.json"), "\(set.files)")
    }

    @Test("a file in no token's form is one warning naming its form and what is read, not a warning per value")
    func foreignFileIsOneFinding() throws {
        let (set, problems) = TokenToolFormsTests.load([
            "ds/color.json": Self.tokens,
            "ds/token.schema.json": ##"{ "$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "properties": { "value": { "type": ["string", "number"] }, "aliasOf": { "type": "string" } }, "definitions": { "a": [1, 2], "b": null } }"##,
            "ds/list.json": ##"[ { "name": "brand", "hex": "#005CE5" }, { "name": "ink", "hex": "#111111" } ]"##,
        ], entry: "ds")
        #expect(set.paths == ["color/brand"])
        let described = TokenToolFormsTests.describe(problems)
        #expect(described.count == 2, "\(described)")
        #expect(problems.allSatisfy { $0.severity == .warning && $0.line == 1 && $0.column == 1 })
        #expect(problems.contains { $0.message.hasPrefix("this file is a JSON Schema, not tokens, and is not read; allowed: token files in the Design Tokens Format Module 2025.10, Style Dictionary") })
        #expect(problems.contains { $0.message.hasPrefix("this file is a list (a JSON array), not tokens") })
    }
}
