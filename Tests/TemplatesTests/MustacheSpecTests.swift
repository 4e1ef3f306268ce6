import Foundation
import Templates
import Testing

/// Every case of the official Mustache spec files in `../shared/spec/mustache` but lambdas (`~lambdas`, which need
/// code in the data) and dynamic names (`~dynamic-names`, `{{>*name}}`, which Specimen's templates do not use),
/// read as the spec writes them.
@Suite("Mustache spec")
struct MustacheSpecTests {
    /// A spec file's JSON, as far as its data goes.
    enum JSON: Decodable, Sendable {
        case flag(Bool)
        case whole(Int)
        case decimal(Double)
        case text(String)
        case list([JSON])
        case fields([String: JSON])
        case null

        init(from decoder: any Decoder) throws {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let flag = try? single.decode(Bool.self) {
                self = .flag(flag)
            } else if let whole = try? single.decode(Int.self) {
                self = .whole(whole)
            } else if let decimal = try? single.decode(Double.self) {
                self = .decimal(decimal)
            } else if let text = try? single.decode(String.self) {
                self = .text(text)
            } else if let list = try? single.decode([JSON].self) {
                self = .list(list)
            } else {
                self = .fields(try single.decode([String: JSON].self))
            }
        }

        /// Decimals become their shortest text, as the spec's expected output prints them.
        var value: TemplateValue {
            switch self {
            case let .flag(flag): .flag(flag)
            case let .whole(whole): .number(whole)
            case let .decimal(decimal): .text("\(decimal)")
            case let .text(text): .text(text)
            case let .list(list): .list(list.map(\.value))
            case let .fields(fields): object(fields.mapValues(\.value))
            case .null: .null
            }
        }
    }

    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        var name: String
        var template: String
        var partials: [String: String]?
        var expected: String
        var data: JSON
        var file = ""

        enum CodingKeys: String, CodingKey {
            case name, template, partials, expected, data
        }

        var testDescription: String { "\(file): \(name)" }
    }

    struct SpecFile: Decodable {
        var tests: [Case]
    }

    static let files = ["comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~inheritance"]

    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/spec/mustache")

    static let cases: [Case] = files.flatMap { file -> [Case] in
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("\(file).json")),
              let spec = try? JSONDecoder().decode(SpecFile.self, from: data)
        else { return [] }
        return spec.tests.map { test in
            var test = test
            test.file = file
            return test
        }
    }

    @Test("the spec files are read, every case of them")
    func filesAreRead() {
        #expect(Self.cases.count == 163, "\(Self.cases.count) cases read from \(Self.folder.path)")
    }

    @Test("each case renders as the spec expects", arguments: cases)
    func specCase(_ spec: Case) throws {
        #expect(try render(spec.template, spec.data.value, partials: spec.partials ?? [:]) == spec.expected,
                "\(spec.template.debugDescription)")
    }
}
