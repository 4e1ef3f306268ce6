import ArgumentParser
import Foundation
import SiteBuilder

/// `specimen check`: the whole build into a temporary folder, for its problems only.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the site into a temporary folder and report every problem, links included.",
        discussion: """
            Runs every stage of a build, with the same checks `build` makes: content errors, broken internal \
            links, anchors that name no heading, element or preview state, missing assets and images, and ids \
            used twice on a page. The site is written to a temporary folder that is removed afterwards, so the \
            output folder is never touched. Problems are printed as path:line:column: error: message. \
            Exit codes: 0 no error, 1 errors, 2 usage errors.
            """
    )

    @Option(help: ArgumentHelp("The content folder: Markdown pages and site.yml.", valueName: "folder"))
    var content = "Content"

    @Option(help: ArgumentHelp("The theme folder: templates/ (Mustache) and assets/.", valueName: "folder"))
    var theme = "Theme"

    @Option(help: ArgumentHelp("Where the site will be published, as for build.", valueName: "url"))
    var baseURL: String?

    @Flag(help: "Print each stage of the build with its time.")
    var verbose = false

    @Flag(help: "Treat warnings (wrong contrast claims, unknown token paths in text) as errors.")
    var strict = false

    func validate() throws {
        if let baseURL, case let .failure(reason) = BaseURL.parse(baseURL) {
            throw ValidationError(reason.message)
        }
    }

    func run() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("specimen-check-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = BuildOptions(
            contentPath: content,
            themePath: theme,
            outputPath: folder.appendingPathComponent("public").path,
            baseURL: baseURL.flatMap { try? BaseURL.parse($0).get() },
            strict: strict
        )
        let report = SiteBuilder(options: options).build()
        try ReportPrinter.print(report, verbose: verbose, failure: "nothing was written")
        let checked = report.stages.first { $0.name == "check" }?.detail ?? Wording.count(report.pageCount, "page")
        print("Checked \(checked): no error\(ReportPrinter.warningText(report)) in \(ReportPrinter.milliseconds(report.totalDuration))")
    }
}
