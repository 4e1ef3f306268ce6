import ArgumentParser
import Foundation

/// The `specimen` command: parse the arguments, call the library, print diagnostics, set the exit code.
@main
struct Specimen: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "specimen",
        abstract: "Build a design system's documentation site from Markdown, tokens and templates.",
        discussion: """
            Specimen reads component pages from a content folder (Markdown with YAML front matter, site.yml), \
            renders them through cmark-gfm and the Mustache templates of a theme folder, and writes a static \
            site to an output folder that any static host can serve, under any sub-path.

            Exit codes: 0 success, 1 content errors (each printed as path:line:column: error: message), \
            2 usage errors.
            """,
        version: "0.1.0",
        subcommands: [Build.self, Check.self, Serve.self, PreviewCommand.self]
    )

    /// Runs the command, mapping argument errors to exit code 2.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(ExitStatus.usage)
            }
            exit(withError: error)
        }
    }
}

/// The process exit statuses Specimen uses.
enum ExitStatus {
    static let success: Int32 = 0
    static let contentErrors: Int32 = 1
    static let usage: Int32 = 2
}
