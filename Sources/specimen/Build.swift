import ArgumentParser
import Foundation
import SiteBuilder

/// `specimen build`: the whole site, or every problem that stops it.
struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the site into the output folder.",
        discussion: """
            The site is written to a staging folder beside the output folder and swapped into place only when \
            the build has no error, so a failed build leaves the previous output untouched and a successful one \
            leaves no stale file. Every problem of the build is printed at once, sorted, as \
            path:line:column: error: message. Exit codes: 0 success, 1 content errors, 2 usage errors.
            """
    )

    @Option(help: ArgumentHelp("The content folder: Markdown pages and site.yml.", valueName: "folder"))
    var content = "Content"

    @Option(help: ArgumentHelp("The theme folder: templates/ (Mustache) and assets/.", valueName: "folder"))
    var theme = "Theme"

    @Option(help: ArgumentHelp(
        "The output folder, replaced as a whole by a successful build.", valueName: "folder"
    ))
    var output = "public"

    @Option(help: ArgumentHelp(
        "Where the site is published, for canonical URLs (overrides site.yml's base_url), "
            + "for example https://org.example/design-docs/ or /design-docs/. Internal links are relative "
            + "and work under any base.",
        valueName: "url"
    ))
    var baseURL: String?

    @Flag(help: "Print each stage of the build with its time.")
    var verbose = false

    @Flag(help: "Treat warnings (wrong contrast claims, unknown token paths in text) as errors.")
    var strict = false

    func validate() throws {
        if let baseURL, case let .failure(reason) = BaseURL.parse(baseURL) {
            throw ValidationError(reason.message)
        }
        if let problem = options.outputProblem() {
            throw ValidationError(problem)
        }
    }

    func run() throws {
        let report = SiteBuilder(options: options).build()
        try ReportPrinter.print(report, verbose: verbose, failure: "\(output) was left as it was")
        print("Built \(Wording.count(report.pageCount, "page")) (\(report.fileCount) files) "
            + "into \(output) in \(ReportPrinter.milliseconds(report.totalDuration))\(ReportPrinter.warningText(report))")
    }

    private var options: BuildOptions {
        BuildOptions(
            contentPath: content,
            themePath: theme,
            outputPath: output,
            baseURL: baseURL.flatMap { try? BaseURL.parse($0).get() },
            strict: strict
        )
    }
}
