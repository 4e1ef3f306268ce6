import ArgumentParser
import Foundation
import TextEscaping
import Previews

/// The `specimen` command line, with the components a site's fences may draw and the page types its templates may
/// render. The `specimen` executable runs it with the built-in ones; a design system's own package runs it with
/// its own added:
///
/// ```swift
/// import SpecimenKit
///
/// @main
/// struct DesignDocs {
///     static func main() async {
///         await Specimen.main(components: [Switch.self, ProgressBar.self], pageTypes: [ReleasesPage.self],
///                             checks: [ChangelogCheck.self], outputs: [ReleasesFeed.self])
///     }
/// }
/// ```
public struct Specimen: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "specimen",
        abstract: "Build a design system's documentation site from Markdown, tokens and templates.",
        discussion: """
            Specimen reads component pages from a content folder (Markdown with YAML front matter, site.yml), \
            renders them through cmark-gfm and the Mustache templates of a theme, and writes a static \
            site to an output folder that any static host can serve, under any sub-path.

            Exit codes: 0 success, 1 content errors (each printed as path:line:column: error: message), \
            2 usage errors.
            """,
        version: SpecimenVersion.description,
        subcommands: [Init.self, Build.self, Check.self, Serve.self, Diff.self, PreviewCommand.self, ThemeCommand.self, Explain.self,
                      Stamp.self, MCPCommand.self, Completions.self]
    )

    public init() {}

    /// Runs the command line with the built-in components and page types and `components` and `pageTypes`, and with
    /// `checks` and `outputs` besides Specimen's own, then exits: 0 on success, 1 on content errors, 2 on usage
    /// errors. A component named like a built-in one replaces it, and so does a page type with the template of a
    /// built-in one.
    /// - Parameters:
    ///   - components: the design system's own components, each a type conforming to ``Component``.
    ///   - pageTypes: its own page types, each a type conforming to ``PageType``.
    ///   - checks: its own checks of the whole site, each a type conforming to ``SiteWideCheck``.
    ///   - outputs: its own output files, each a type conforming to ``SiteOutput``.
    public static func main(components: [any Component.Type], pageTypes: [any PageType.Type] = [],
                            checks: [any SiteWideCheck.Type] = [], outputs: [any SiteOutput.Type] = []) async {
        let registry = ComponentRegistry(ComponentRegistry.standard.types + components)
        if registry == .standard {
            // Every build reads the built-in components' default tokens, and nothing the arguments say changes
            // them: they are read on another core while the arguments are parsed.
            Thread.detachNewThread { _ = PreviewRenderer.defaultTokens }
        }
        let types = PageTypeRegistry(PageTypeRegistry.standard.types + pageTypes)
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let problem = UnknownCommand.problem(in: arguments, root: Self.self) {
            let console = usageConsole(arguments)
            console.error(problem.message)
            console.write("Usage: \(problem.command) <subcommand>")
            console.write("  See '\(problem.command) --help' for more information.")
            Foundation.exit(ExitStatus.usage)
        }
        do {
            var command = try parseAsRoot()
            if var siteCommand = command as? any SiteCommand {
                siteCommand.site.components = registry
                siteCommand.site.pageTypes = types
                siteCommand.site.additions = SiteAdditions(checks: checks, outputs: outputs)
                command = siteCommand
            } else if var componentCommand = command as? any ComponentCommand {
                componentCommand.components = registry
                if var reviewCommand = componentCommand as? any PageTypeCommand {
                    reviewCommand.pageTypes = types
                    componentCommand = reviewCommand
                }
                command = componentCommand
            }
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            if exitCode(for: error) == .validationFailure {
                // ArgumentParser's `Error: Unknown option …`, written as every other error is.
                var message = fullMessage(for: error)
                if message.hasPrefix("Error: ") {
                    message = "error: " + message.dropFirst("Error: ".count)
                }
                let console = usageConsole(arguments)
                for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
                    console.write(String(line))
                }
                Foundation.exit(ExitStatus.usage)
            }
            exit(withError: error)
        }
    }

    /// The console for a usage error, which comes before the options are read: `--color` and `NO_COLOR` as the
    /// arguments and environment give them.
    private static func usageConsole(_ arguments: [String]) -> Console {
        var color = ColorChoice.auto
        for (index, argument) in arguments.enumerated() {
            let value = argument.hasPrefix("--color=") ? String(argument.dropFirst("--color=".count))
                : argument == "--color" && index + 1 < arguments.count ? arguments[index + 1] : nil
            if let value, let choice = ColorChoice(rawValue: value) {
                color = choice
            }
        }
        return Console(quiet: false, verbose: false, color: color, environment: ProcessInfo.processInfo.environment,
                       errorIsTerminal: isatty(STDERR_FILENO) == 1)
    }
}

/// A command that builds the site, with the options every such command shares.
protocol SiteCommand: ParsableCommand {
    var site: SiteOptions { get set }
}

/// A command that draws components without building the site.
protocol ComponentCommand: ParsableCommand {
    var components: ComponentRegistry { get set }
}

/// A command that reviews a site without building it (`diff`), with the page types it resolves.
protocol PageTypeCommand: ComponentCommand {
    var pageTypes: PageTypeRegistry { get set }
}

/// The process exit statuses Specimen uses.
enum ExitStatus {
    static let success: Int32 = 0
    static let contentErrors: Int32 = 1
    static let usage: Int32 = 2
}
