@testable import SiteBuilder
import SiteModel
import Testing
import Yams

@Suite("Reading YAML scalars without resolving their tags")
struct YAMLValueTests {
    static let spellings = [
        "", "~", "null", "Null", "NULL", "nULL", "'null'", "\"~\"", "!!null", "!!null ''", "!!str null", "! null",
        "0", "-0", "+0", "7", "+7", "-7", "42", "042", "-042", "0x1F", "-0x1F", "0o17", "0b101", "1_000", "1:30",
        "-1:30", "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
        "'42'", "\"42\"", "!!int 42", "!!str 42", "4.2", "1e3", "forty", "+", "-a", "0_0", "4 2", "٤٢",
    ]

    @Test("null and whole numbers read as Yams's default resolver and constructor read them", arguments: spellings)
    func sameReading(_ spelling: String) throws {
        let yaml = "key: \(spelling)\n"
        let read = try #require(try YAMLSource(path: "a.yml", text: yaml, firstLine: 1).compose().get()?.mapping?["key"])
        let reference = try #require(try Yams.compose(yaml: yaml)?.mapping?["key"])
        #expect(read.isNull == (reference.tag.rawValue == Tag.Name.null.rawValue))
        #expect(read.wholeNumber == reference.int)
        #expect(read.scalar?.string == reference.scalar?.string)
    }

    @Test("a key given twice is still reported, with both lines")
    func duplicateKey() {
        let source = YAMLSource(path: "a.md", text: "title: A\nweight: 1\ntitle: B\n", firstLine: 2)
        guard case let .failure(diagnostic) = source.compose() else {
            Issue.record("a repeated key composed")
            return
        }
        #expect(diagnostic.description == "a.md:4:1: error: the key 'title' appears more than once; the first is on line 2; give each key once")
    }
}
