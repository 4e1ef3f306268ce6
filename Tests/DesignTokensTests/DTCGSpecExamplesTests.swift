@testable import DesignTokens
import Foundation
import Testing

/// The fenced JSON examples of the DTCG 2025.10 Format, Color and Resolver reports
/// (`../shared/spec/dtcg/spec-examples`) that are strict JSON (the index marks the others, which hold comments or
/// ellipses): every one the specification presents as a valid token file or resolver document is read without an
/// error. The others are listed with the words of the specification that say why
/// they are not one: an example it calls invalid, or a fragment of something else.
@Suite("DTCG 2025.10 specification examples")
struct DTCGSpecExamplesTests {
    static let folder = DTCGSuiteTests.folder.appendingPathComponent("spec-examples")

    /// Examples that are no valid file of tokens or resolver, and the specification's reason.
    static let notFiles: [String: String] = {
        let fragment = "a fragment: it refers to tokens the example does not define, which the section's other examples or the reader's own file give"
        let resolverPart = "a part of a resolver document, to show one property: it lacks what the Resolver Module's schema requires (\"required\": [\"version\", \"resolutionOrder\"]) or names files the example does not give"
        return [
            "format__composite-types--01.json": fragment + " ({base.shadow}, {brand.accent})",
            "format__composite-types--07.json": fragment + " ({color.focusring})",
            "format__composite-types--09.json": fragment + " ({base.shadow})",
            "format__composite-types--12.json": fragment + " ({brand.primary}, {brand.secondary})",
            "format__composite-types--13.json": fragment + " ({font.size.smallest} and others)",
            "color__token-naming--03.json": fragment + " ({color.brand.primary})",
            "color__token-naming--09.json": fragment + " ({color.red.600})",
            "color__token-naming--11.json": fragment + " ({color.background.error})",
            "format__groups--05.json": "\"Equivalence to JSON Schema $ref\": it shows $extends beside the $ref it equals; the group it extends, button, is not in the example",
            "format__groups--06.json": "\"Equivalence to JSON Schema $ref\": the $ref form of the example before it; #/button is not in the example",
            "resolver__bundling--01.json": resolverPart,
            "resolver__inputs--01.json": resolverPart,
            "resolver__resolution-logic--01.json": resolverPart,
            "resolver__resolution-logic--03.json": resolverPart,
            "resolver__syntax--01.json": resolverPart + " (its sets alone)",
            "resolver__syntax--02.json": resolverPart + " (its modifiers alone)",
            "resolver__syntax--03.json": resolverPart + " (its sets and modifiers alone)",
            "resolver__syntax--05.json": resolverPart,
            "resolver__syntax--11.json": resolverPart,
            "resolver__syntax--13.json": resolverPart + " (\"Valid reference objects\": a $ref to #/sets/MySet, which it does not define)",
            "resolver__syntax--14.json": resolverPart + " (\"Valid reference objects\": a $ref to path/to/example.json)",
            "resolver__syntax--15.json": resolverPart + " (\"Valid reference objects\": a $ref into example.json)",
            "resolver__syntax--16.json": resolverPart + " (\"Valid reference objects\": a remote URL, which Specimen does not fetch)",
            "resolver__syntax--19.json": resolverPart + " (its sets alone)",
            "resolver__syntax--21.json": resolverPart + " (its sets alone)",
            "resolver__syntax--12.json": "the specification's \"Invalid inline set reference\"",
            "resolver__syntax--17.json": "the specification's \"Invalid reference objects\"",
            "resolver__syntax--18.json": "the specification's \"Invalid reference objects\"",
        ]
    }()

    struct Example: Sendable, CustomStringConvertible {
        var file: String
        var heading: String
        var description: String { "\(file) (\(heading))" }
    }

    static func examples() -> [Example] {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("INDEX.json")),
              let index = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else { return [] }
        return index.compactMap { entry in
            guard let file = entry["file"] as? String, entry["parses_as_strict_json"] as? Bool == true else { return nil }
            return Example(file: file, heading: entry["heading"] as? String ?? "")
        }
    }

    static func errors(of example: Example) -> [String] {
        guard let text = try? String(contentsOf: folder.appendingPathComponent(example.file), encoding: .utf8) else { return ["unreadable"] }
        let (_, problems) = TokenSet.load(entry: example.file, from: .single(example.file, text: text))
        return problems.filter { $0.severity == .error }.map(\.description)
    }

    @Test("every example presented as a valid file is read without an error", arguments: examples())
    func example(_ example: Example) {
        let errors = Self.errors(of: example)
        if Self.notFiles[example.file] != nil {
            #expect(!errors.isEmpty, "\(example) is listed as no valid file, but reads without an error")
        } else {
            #expect(errors.isEmpty, "\(example): \(errors.prefix(3))")
        }
    }

    @Test("the examples are there, and the count is printed")
    func count() {
        let all = Self.examples()
        #expect(all.count > 80, "the examples at \(Self.folder.path) are missing")
        let valid = all.filter { Self.notFiles[$0.file] == nil }
        print("dtcg spec examples: \(valid.count) read without an error of \(all.count) strict-JSON examples; \(Self.notFiles.count) listed as no valid file")
    }
}
