import Disk
import Testing

@Suite("Output manifest")
struct OutputManifestTests {
    @Test("the marker lists one path a line, sorted, and reads back the same paths, those with %, line feeds and carriage returns included")
    func markerRoundTrip() throws {
        let paths = ["b/index.html", "a/index.md", "odd%0Aname.txt", "line\nfeed.txt", "carriage\rreturn.txt", "100%.svg", "é/ü.html"]
        let text = OutputManifest(files: paths).markerText(header: "Built by Specimen.")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "Built by Specimen.")
        let listed = Array(lines.drop { $0 != "Files it wrote:" }.dropFirst().filter { !$0.isEmpty })
        #expect(listed == ["100%25.svg", "a/index.md", "b/index.html", "carriage%0Dreturn.txt", "line%0Afeed.txt", "odd%250Aname.txt", "é/ü.html"])
        let read = try #require(OutputManifest(markerText: text))
        #expect(read.files == Set(paths))
    }
}
