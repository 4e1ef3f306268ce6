import DesignTokens
import Foundation
import SiteModel
import Testing
import TestSupport

/// The folders of `../shared/realworld/tokens` that are other tools' test suites, entry by entry, each with the
/// outcome its upstream test expects: a valid file is read without an error; a broken or circular one is a
/// clear error naming the cause. Where Specimen does not yet agree, the entry says why, and the check is a
/// known issue (it fails the suite once Specimen agrees, so that the note is taken out).
@Suite("Other tools' test suites, entry by entry")
struct RealTestSuitesTests {
    enum Outcome: Sendable {
        /// No error: every token is read (warnings allowed).
        case reads
        /// An error whose message holds this text.
        case rejects(String)
    }

    struct Entry: Sendable, CustomStringConvertible {
        /// The folder under realworld/tokens.
        var folder: String
        /// The files read together, relative to the folder; the first is the entry when there is one file.
        var files: [String]
        var outcome: Outcome
        /// The upstream test that expects the outcome.
        var upstream: String
        /// Why Specimen does not give the outcome yet.
        var knownIssue: String? = nil
        var description: String { folder + "/" + files.joined(separator: "+") }
    }

    static let sdResolve = "style-dictionary __tests__/utils/reference/resolveReferences.test.js"
    static let sdTransforms = "sd-transforms test/integration/"

    static let entries: [Entry] = [
        // amzn/style-dictionary __tests__/__json_files.
        Entry(folder: "style-dictionary-fixtures", files: ["array.json"], outcome: .reads, upstream: sdResolve + " 'should handle and evaluate items in an array'"),
        Entry(folder: "style-dictionary-fixtures", files: ["broken/broken.json"], outcome: .rejects("not valid JSON"), upstream: "style-dictionary __tests__/utils/loadFile.test.js: loading it throws"),
        Entry(folder: "style-dictionary-fixtures", files: ["circular.json"], outcome: .rejects("alias cycle: a → b → c → d → a"), upstream: sdResolve + " 'Circular definition cycle:  b, c, d, a, b'"),
        Entry(folder: "style-dictionary-fixtures", files: ["circular_2.json"], outcome: .rejects("alias cycle: a/b/c → j → a/b/c"), upstream: sdResolve + " 'Circular definition cycle:  a.b.c, j, a.b.c'"),
        Entry(folder: "style-dictionary-fixtures", files: ["circular_3.json"], outcome: .rejects("alias cycle: a/b → c/d/e → a/b"), upstream: sdResolve + " 'Circular definition cycle:  a.b, c.d.e, a.b'"),
        Entry(folder: "style-dictionary-fixtures", files: ["circular_4.json"], outcome: .rejects("alias cycle: a/b/c/d → e/f/g → h/i → a/b/c/d"), upstream: sdResolve + " 'Circular definition cycle:  a.b.c.d, e.f.g, h.i, a.b.c.d'"),
        Entry(folder: "style-dictionary-fixtures", files: ["circular_5.json"], outcome: .rejects("alias cycle: l → m → l"), upstream: sdResolve + " 'Circular definition cycle:  l, m, l'"),
        Entry(folder: "style-dictionary-fixtures", files: ["interpolation.json"], outcome: .reads, upstream: sdResolve + " 'should do simple interpolation for both strings and numbers'"),
        Entry(folder: "style-dictionary-fixtures", files: ["multiple_reference_errors.json"], outcome: .rejects("refers to {b.a}, which is not a token"), upstream: sdResolve + " 'tries to reference b.a, which is not defined.'"),
        Entry(folder: "style-dictionary-fixtures", files: ["nested_pointers.json"], outcome: .reads, upstream: sdResolve + " 'should handle nested pointers'"),
        Entry(folder: "style-dictionary-fixtures", files: ["nested_pointers_2.json"], outcome: .reads, upstream: sdResolve + " 'should handle deep nested pointers'"),
        Entry(folder: "style-dictionary-fixtures", files: ["nested_pointers_3.json"], outcome: .reads, upstream: sdResolve + " 'should handle deep nested pointers with string interpolation'"),
        Entry(folder: "style-dictionary-fixtures", files: ["nested_pointers_4.json"], outcome: .reads, upstream: sdResolve + " 'should handle deep nested pointers and nested references'"),
        Entry(folder: "style-dictionary-fixtures", files: ["nested_references.json"], outcome: .reads, upstream: sdResolve + " 'should do nested references'"),
        Entry(folder: "style-dictionary-fixtures", files: ["no_reference.json"], outcome: .reads, upstream: "style-dictionary __tests__/utils/combineJSON.test.js, which reads every *.json"),
        Entry(folder: "style-dictionary-fixtures", files: ["non_existent.json"], outcome: .rejects("refers to {bar}, which is not a token"), upstream: sdResolve + " 'tries to reference bar, which is not defined.'"),
        Entry(folder: "style-dictionary-fixtures", files: ["not_circular.json"], outcome: .reads, upstream: sdResolve + " 'should correctly resolve multiple references without reference errors'"),
        Entry(folder: "style-dictionary-fixtures", files: ["reference_type.json"], outcome: .reads, upstream: sdResolve + " 'should keep the type of the referenced property'"),
        Entry(folder: "style-dictionary-fixtures", files: ["shallow/1.json", "shallow/2.json"], outcome: .reads, upstream: "style-dictionary __tests__/utils/combineJSON.test.js 'should do a shallow merge'"),
        Entry(folder: "style-dictionary-fixtures", files: ["simple.json"], outcome: .reads, upstream: sdResolve + " 'should do simple references'"),
        Entry(folder: "style-dictionary-fixtures", files: ["test/directory.json"], outcome: .reads, upstream: "style-dictionary __tests__/utils/combineJSON.test.js, which reads every *.json"),
        Entry(folder: "style-dictionary-fixtures", files: ["token-collision-1.json", "token-collision-2.json"], outcome: .reads, upstream: "style-dictionary __tests__/StyleDictionary.test.js 'should not merge tokens together but rather override on collision'"),
        // The DTCG first editors' draft examples (2021): examples of the format, no test; each is meant valid.
        Entry(folder: "dtcg-2021-examples", files: ["01-flat-structure.json"], outcome: .reads, upstream: "dtcg example-token-files README"),
        Entry(folder: "dtcg-2021-examples", files: ["02-grouped-structure.json"], outcome: .reads, upstream: "dtcg example-token-files README"),
        Entry(folder: "dtcg-2021-examples", files: ["03-composite-tokens.json"], outcome: .reads, upstream: "dtcg example-token-files README"),
        Entry(folder: "dtcg-2021-examples", files: ["04-group-types.json"], outcome: .reads, upstream: "dtcg example-token-files README"),
        // tokens-studio/sd-transforms test/integration: each test builds its file with Style Dictionary; none
        // expects an error.
        Entry(folder: "sd-transforms-fixtures", files: ["color-modifier-references.tokens.json"], outcome: .reads, upstream: sdTransforms + "color-modifier-references.test.ts"),
        Entry(folder: "sd-transforms-fixtures", files: ["cross-file-refs-1.tokens.json", "cross-file-refs-2.tokens.json", "cross-file-refs-3.tokens.json"], outcome: .reads, upstream: sdTransforms + "cross-file-refs.test.ts"),
        Entry(folder: "sd-transforms-fixtures", files: ["custom-group.tokens.json"], outcome: .reads, upstream: sdTransforms + "custom-group.test.ts"),
        Entry(folder: "sd-transforms-fixtures", files: ["exclude-parent-keys.tokens.json"], outcome: .reads, upstream: sdTransforms + "exclude-parent-keys.test.ts"),
        Entry(folder: "sd-transforms-fixtures", files: ["expand-composition.tokens.json"], outcome: .reads, upstream: sdTransforms + "expand-composition.test.ts"),
        Entry(folder: "sd-transforms-fixtures", files: ["math-in-complex-values.tokens.json"], outcome: .reads, upstream: sdTransforms + "math-in-complex-values.test.ts"),
        Entry(folder: "sd-transforms-fixtures", files: ["object-value-references.tokens.json"], outcome: .reads, upstream: sdTransforms + "object-value-references.test.ts"),
        Entry(folder: "sd-transforms-fixtures", files: ["output-references.tokens.json"], outcome: .reads, upstream: sdTransforms + "output-references.test.ts"),
        Entry(folder: "sd-transforms-fixtures", files: ["sd-transforms.tokens.json"], outcome: .reads, upstream: sdTransforms + "sd-transforms.test.ts"),
        Entry(folder: "sd-transforms-fixtures", files: ["swift-UI-colors.tokens.json"], outcome: .reads, upstream: sdTransforms + "swift-UI-color.test.ts"),
        Entry(folder: "sd-transforms-fixtures", files: ["w3c-spec-compliance.tokens.json"], outcome: .reads, upstream: sdTransforms + "w3c-spec-compliance.test.ts"),
    ] + terrazzo

    static func terrazzoEntry(_ folder: String, _ file: String, knownIssue: String? = nil) -> Entry {
        // `parser__refs` is terrazzo packages/parser/test/fixtures/refs.
        let upstream = "terrazzo packages/" + folder.replacingOccurrences(of: "__", with: "/test/fixtures/", options: [], range: folder.range(of: "__"))
        return Entry(folder: "terrazzo-fixtures", files: [folder.isEmpty ? file : folder + "/" + file], outcome: .reads, upstream: upstream, knownIssue: knownIssue)
    }

    /// terrazzoapp/terrazzo: every fixture is one its tests build (the resolver-orthogonal ones no test names;
    /// Terrazzo's resolver validator accepts them).
    static let terrazzo: [Entry] = [
        terrazzoEntry("", "cli-format-input.json"),
        terrazzoEntry("cli__get-transforms-resolver", "resolver.json"),
        terrazzoEntry("", "mode-type-boolean.tokens.json"), terrazzoEntry("", "mode-type-border.tokens.json"),
        terrazzoEntry("", "mode-type-color.tokens.json"), terrazzoEntry("", "mode-type-dimension.tokens.json"),
        terrazzoEntry("", "mode-type-gradient.tokens.json"), terrazzoEntry("", "mode-type-shadow.tokens.json"),
        terrazzoEntry("", "mode-type-string.tokens.json"), terrazzoEntry("", "mode-type-transition.tokens.json"),
        terrazzoEntry("", "mode-type-typography.tokens.json"),
        terrazzoEntry("parser__complex-resolver", "resolver.json"),
        terrazzoEntry("parser__refs", "dark.json"),
        terrazzoEntry("parser__resolver-non-orthogonal", "example.resolver.json"),
        terrazzoEntry("parser__resolver-non-orthogonal-extends", "example.resolver.json"),
        terrazzoEntry("parser__resolver-orthogonal", "example.resolver.json"),
        terrazzoEntry("parser__resolver-simple", "example.resolver.json"),
        terrazzoEntry("plugin-css-in-js__dashed-paths", "resolver.json"),
        terrazzoEntry("plugin-css-in-js__typography", "resolver.json"),
        terrazzoEntry("plugin-css__mulitiple-outputs__src", "resolver.json"),
        terrazzoEntry("plugin-css__option-legacy-hex", "ds.resolver.json"),
        terrazzoEntry("plugin-css__option-transform-per-permutation", "resolver.json"),
        terrazzoEntry("plugin-css__option-utility", "ds.resolver.json"),
        terrazzoEntry("plugin-css__permutations-include", "resolver.json"),
        terrazzoEntry("plugin-css__type-boolean", "boolean.resolver.json"),
        terrazzoEntry("plugin-css__type-border", "border.resolver.json"),
        terrazzoEntry("plugin-css__type-color", "color.resolver.json"),
        terrazzoEntry("plugin-css__type-dimension", "dimension.resolver.json"),
        terrazzoEntry("plugin-css__type-gradient", "gradient.resolver.json"),
        terrazzoEntry("plugin-css__type-shadow", "shadow.resolver.json"),
        terrazzoEntry("plugin-css__type-string", "string.resolver.json"),
        terrazzoEntry("plugin-css__type-transition", "transition.resolver.json"),
        terrazzoEntry("plugin-css__type-typography", "typography.resolver.json"),
        terrazzoEntry("plugin-sass__resolver", "resolver.json"),
        terrazzoEntry("", "plugin-swift-color.tokens.json"),
        terrazzoEntry("", "spectrum-like.tokens.yaml"),
    ]

    /// The entry's files read as one set: the single file as the entry, or the files as a folder of their own.
    static func load(_ entry: Entry) -> (TokenSet, [TokenError]) {
        let folder = SourceTree.sharedFolder().appendingPathComponent("realworld/tokens/" + entry.folder)
        // One file is read as site.yml would name it, with every file of its tool's folder there for it to name.
        var paths = entry.files
        if entry.files.count == 1 {
            let all = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
            paths = all.filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
        }
        let documents = TokenDocuments(
            paths: paths, displayPath: { $0 },
            read: { path in
                guard let text = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8) else {
                    return .failure(.init(message: "cannot read the file", line: 1, column: 1))
                }
                return .success(text)
            },
            parseYAML: { text, file in YAMLTokens.parse(text, path: "", file: file) })
        return TokenSet.load(entry: entry.files.count == 1 ? entry.files[0] : "", from: documents)
    }

    @Test("each gives the outcome its upstream test expects", arguments: entries)
    func outcome(_ entry: Entry) throws {
        let folder = SourceTree.sharedFolder().appendingPathComponent("realworld/tokens/" + entry.folder)
        try #require(FileManager.default.fileExists(atPath: folder.path), "\(folder.path) is missing")
        let (set, problems) = Self.load(entry)
        let errors = problems.filter { $0.severity == .error }.map { "\(set.files.indices.contains($0.file) ? set.files[$0.file] : "?"):\($0.line):\($0.column): \($0.description)" }
        let check = {
            switch entry.outcome {
            case .reads:
                #expect(errors == [], "\(entry.upstream)")
                #expect(!set.paths.isEmpty, "\(entry.upstream)")
            case let .rejects(text):
                #expect(errors.contains { $0.contains(text) }, "\(entry.upstream): \(errors)")
            }
        }
        if let issue = entry.knownIssue {
            withKnownIssue(Comment(rawValue: issue), isIntermittent: false) { check() }
        } else {
            check()
        }
    }
}
