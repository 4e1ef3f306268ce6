import Foundation
import Testing

/// The package's command, `specimen` with the two components registered, run as a team runs it.
@Suite("design-docs command")
struct CommandTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `swift test` builds the executable into the folder the test runner is in, or one above it.
    static var executable: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("design-docs")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return package.appendingPathComponent(".build/debug/design-docs")
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }

    @Test("preview fence draws the package's components beside Specimen's")
    func fence() throws {
        let tokens = Self.package.appendingPathComponent("Content/tokens.json").path
        let run = try Self.run(["preview", "fence", "switch on=true state=focused", "--tokens", tokens])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains(#"data-component="switch" data-state="focused""#))
        let unknown = try Self.run(["preview", "fence", "chip", "--tokens", tokens])
        #expect(unknown.error == "error: unknown component 'chip'; allowed: progress, slider, stepper, switch\n")
    }

    @Test("preview NAME takes the package's components too, each property an option read from the component")
    func componentByName() throws {
        let tokens = Self.package.appendingPathComponent("Content/tokens.json").path
        let named = try Self.run(["preview", "switch", "--on", "--state", "focused", "--tokens", tokens])
        let fence = try Self.run(["preview", "fence", "switch on=true state=focused", "--tokens", tokens])
        #expect(named.status == 0, "\(named.error)")
        #expect(named.output == fence.output)
        let help = try Self.run(["preview", "progress", "--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("OVERVIEW: A determinate progress bar"))
        #expect(help.output.contains("  --tone <word>     neutral (default), success or critical.\n"), "\(help.output)")
        let wrong = try Self.run(["preview", "switch", "--of", "--tokens", tokens])
        #expect(wrong.status == 2)
        #expect(wrong.error.hasPrefix("error: unknown option '--of' for the switch; did you mean '--on'? allowed: --on, --state, --tokens\n"), "\(wrong.error)")
    }

    @Test("build writes every state file of both components, with the built-in theme")
    func build() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("design-docs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try Self.run(["build", "--strict", "--content", Self.package.appendingPathComponent("Content").path,
                                "--output", output.path])
        #expect(run.status == 0, "\(run.error)")
        // The package's page type, with the template it brings (the built-in theme has none for it).
        let releases = try String(contentsOf: output.appendingPathComponent("releases/index.html"), encoding: .utf8)
        #expect(releases.contains(#"<p class="releases-summary">3 versions of 2 components</p>"#))
        #expect(releases.contains("<li>1.1.0 (October 2026): 2 items, 1 open</li>"))
        #expect(releases.contains(#"<h2 id="releases-progress-bar"><a href="../components/progress-bar/">Progress bar</a></h2>"#))
        // The package's output file: every version of every changelog; its check found every entry with a version
        // (the build is --strict).
        let feed = try String(contentsOf: output.appendingPathComponent("releases.json"), encoding: .utf8)
        #expect(feed.contains("\"title\" : \"Progress bar\"") && feed.contains("\"version\" : \"1.1.0\""), "\(feed)")
        for file in ["previews/switch/on-false_state-disabled.svg", "previews/progress/value-100_tone-success.svg",
                     "previews/progress/value-3_max-12.svg", "components/switch/sticker-sheet/index.html",
                     "assets/specimen.css"] {
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(file).path), "\(file)")
        }
    }
}
