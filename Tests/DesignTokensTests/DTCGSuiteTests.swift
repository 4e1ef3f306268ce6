@testable import DesignTokens
import Foundation
import Testing

/// The proposed official DTCG 2025.10 test suite (`../shared/spec/dtcg/test-suite`) and the specification's own
/// examples (`../shared/spec/dtcg/spec-examples`): every file a positive test names is read without an error, every
/// file a negative test names gives at least one, except where the suite contradicts the specification's text,
/// listed below with the words that decide it.
@Suite("DTCG 2025.10 test suite")
struct DTCGSuiteTests {
    static let folder = shared.appendingPathComponent("spec/dtcg")

    /// The shared folder beside the package (or `$SPECIMEN_SHARED`), found from this file's path.
    static var shared: URL {
        if let override = ProcessInfo.processInfo.environment["SPECIMEN_SHARED"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared")
    }

    /// Suite cases whose verdict the specification's text overrules: the case, and why.
    static let exceptions: [String: String] = [
        "resolver/resolver-with-sets": "the file repeats the key \"description\" in one object. The Resolver Module is JSON, and "
            + "RFC 8259 §4 says: \"When the names within an object are not unique, the behavior of software that receives such an "
            + "object is unpredictable.\" Specimen rejects it, naming both lines, rather than let one description silently replace "
            + "the other; the suite's README records this file as a known disagreement.",
    ]

    struct Case: Sendable, CustomStringConvertible {
        var module: String
        var id: String
        var input: String
        var positive: Bool
        var description: String { "\(module)/\(id)" }
    }

    static func cases() -> [Case] {
        ["format", "resolver"].flatMap { module -> [Case] in
            let url = folder.appendingPathComponent("test-suite/\(module)/manifest.json")
            guard let data = try? Data(contentsOf: url),
                  let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let tests = manifest["tests"] as? [[String: Any]] else { return [] }
            return tests.compactMap { test in
                guard let id = test["id"] as? String, let input = test["input"] as? String, let type = test["type"] as? String else { return nil }
                return Case(module: module, id: id, input: input, positive: type == "PositiveEvaluationTest")
            }
        }
    }

    /// What keeps `testCase`'s file from being valid 2025.10, read as a token set with its folder the content
    /// folder: its errors, and the departures from the form that Specimen reads all the same (a hex string where
    /// the Color Module wants an object), each as a line.
    static func errors(of testCase: Case) -> [String] {
        let base = folder.appendingPathComponent("test-suite/\(testCase.module)")
        let file = base.appendingPathComponent(testCase.input)
        let root = file.deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        let documents = TokenDocuments(paths: names, displayPath: { $0 }) { name in
            guard let text = try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8) else {
                return .failure(.init(message: "not UTF-8", line: 1, column: 1))
            }
            return .success(text)
        }
        let (set, problems) = TokenSet.load(entry: file.lastPathComponent, from: documents)
        return problems.filter { $0.severity == .error }.map(\.description)
            // A token only some contexts define is the Resolver Module's own way: the tokens page notes it among
            // its file's departures, but it departs from nothing.
            + set.departures.entries.filter { $0.what != TokenSet.modeOnlyDeparture }.map { "departure: \($0.what) (\($0.firstPath))" }
    }

    @Test("every positive case is read without an error, every negative case gives one", arguments: cases())
    func suiteCase(_ testCase: Case) {
        let errors = Self.errors(of: testCase)
        let accepted = errors.isEmpty
        let expected = Self.exceptions[testCase.description] == nil ? testCase.positive : !testCase.positive
        #expect(accepted == expected, "\(testCase) \(testCase.positive ? "positive" : "negative"): \(errors.prefix(3))")
    }

    @Test("the suite is there, and the counts per module are printed")
    func counts() {
        let all = Self.cases()
        #expect(all.count > 200, "the DTCG suite at \(Self.folder.path) is missing")
        for module in ["format", "resolver"] {
            let cases = all.filter { $0.module == module }
            let positive = cases.filter(\.positive)
            let negative = cases.filter { !$0.positive }
            let accepted = positive.filter { Self.errors(of: $0).isEmpty }.count
            let rejected = negative.filter { !Self.errors(of: $0).isEmpty }.count
            print("dtcg \(module): positive accepted \(accepted)/\(positive.count), negative rejected \(rejected)/\(negative.count)")
        }
    }
}
