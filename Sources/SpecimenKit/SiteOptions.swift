import ArgumentParser
import BuiltInFiles
import Disk
import Foundation
import Previews
import SiteBuilder
import SiteModel

/// The options `build` and `check` share: what to build from, and how strictly.
struct SiteOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The content folder: Markdown pages and site.yml.", valueName: "folder"))
    var content = "Content"

    @Option(help: ArgumentHelp(
        "The theme folder: templates/ (Mustache) and assets/. Without it, a folder named Theme in the working "
            + "folder is the theme, else the theme built into specimen (`specimen theme eject` writes it out).",
        valueName: "folder"
    ))
    var theme: String?

    @Option(help: ArgumentHelp(
        "Where the site is published, for canonical URLs (overrides site.yml's base_url), "
            + "for example https://org.example/design-docs/ or /design-docs/. Internal links are relative "
            + "and work under any base.",
        valueName: "url"
    ))
    var baseURL: String?

    @Flag(help: "Treat warnings (wrong contrast claims, unknown token paths in text, broken links under link_check: warning) as errors.")
    var strict = false

    @Option(help: ArgumentHelp(
        "How many threads create the output's files at once, 1 to 64 (default: half the cores, 2 to 4). "
            + "The other cores render meanwhile; more writers may help a network or parallel file system.",
        valueName: "count"
    ))
    var writers: Int?

    @Flag(help: "Build the pages whose front matter says draft: true; they are left out otherwise.")
    var drafts = false

    @Option(help: ArgumentHelp(
        "What is printed: text (each problem as path:line:column: severity: message [code]) or json (one document "
            + "on standard output with every problem, its code and subject, and the accepted findings).",
        valueName: "format"
    ))
    var format: ReportFormat = .text

    /// The components preview fences may name: set by ``Specimen/main(components:)``, not by an argument.
    var components = ComponentRegistry.standard
    /// The page types templates may render: set by ``Specimen/main(components:pageTypes:checks:outputs:)``, not by
    /// an argument.
    var pageTypes = PageTypeRegistry.standard
    /// The checks and output files of the site's own package: set by ``Specimen/main(components:pageTypes:checks:outputs:)``.
    var additions = SiteAdditions()

    private enum CodingKeys: String, CodingKey {
        case content, theme, baseURL, strict, writers, drafts, format
    }

    func validate() throws {
        if let baseURL, case let .failure(reason) = BaseURL.parse(baseURL) {
            throw ValidationError(reason.message)
        }
        if let writers, !BuildOptions.writerCounts.contains(writers) {
            throw ValidationError("--writers \(writers) is out of range; allowed: "
                + "\(BuildOptions.writerCounts.lowerBound) to \(BuildOptions.writerCounts.upperBound)")
        }
    }

    /// `path`, or where it leads when it is a symbolic link to an existing folder; a link that leads nowhere is
    /// kept, and the build refuses it.
    static func throughLink(_ path: String) -> String {
        guard (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil,
              let target = FileSystem.realPath(path)
        else { return path }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: target, isDirectory: &isFolder) && isFolder.boolValue ? target : path
    }

    /// The theme folder given, else `Theme/` when the working folder has one, else the built-in theme.
    var themeSource: ThemeSource {
        if let theme { return .folder(theme) }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: ThemeEject.folderName, isDirectory: &isFolder), isFolder.boolValue {
            return .folder(ThemeEject.folderName)
        }
        return .builtIn(BuiltInFiles.theme.map { ThemeFile(path: $0.path, data: $0.data) })
    }

    /// The build options, writing to `output`, or through it to the folder it leads to when it is a symbolic
    /// link (a web server's root, say), so that the link stays and its target is replaced.
    func buildOptions(output: String, force: Bool = false) -> BuildOptions {
        var options = BuildOptions(
            contentPath: content,
            theme: themeSource,
            outputPath: Self.throughLink(output),
            baseURL: baseURL.flatMap { try? BaseURL.parse($0).get() },
            strict: strict,
            force: force,
            components: components,
            pageTypes: pageTypes,
            writerCount: writers,
            includeDrafts: drafts
        )
        options.additions = additions
        return options
    }
}
