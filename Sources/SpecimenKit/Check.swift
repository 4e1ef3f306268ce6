import ArgumentParser
import Foundation
import SiteBuilder
import SiteModel

/// `specimen check`: the whole build into a temporary folder, for its problems only.
struct Check: ParsableCommand, SiteCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Build the site into a temporary folder and report every problem, links included.",
        discussion: """
            Runs every stage of a build, with the same checks `build` makes: content errors, broken internal \
            links, anchors that name no heading, element or preview state, missing assets and images, and ids \
            used twice on a page. The site is written to a temporary folder that is removed afterwards, so the \
            output folder is never touched. Problems are printed as path:line:column: error: message. \
            Exit codes: 0 no error, 1 errors, 2 usage errors.
            """
    )

    @OptionGroup var site: SiteOptions

    @OptionGroup var console: ConsoleOptions

    func run() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("specimen-check-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        let interruption = Interruption()
        interruption.remove(folder.path)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = site.buildOptions(output: folder.appendingPathComponent("public").path)
        let terminal = console.terminal
        let report = ProgressLine.showing("Checking", on: terminal, stoppedBy: interruption) { announce in
            Allocator.builder(options).build(reusing: BuildMemo(reusable: false), announcing: announce).report
        }
        interruption.holdIfStopping()
        let checked = report.stages.first { $0.name == "check" }?.detail ?? Wording.count(report.pageCount, "page")
        try ReportPrinter.print(report, format: site.format, on: terminal, failure: "nothing was written",
            success: "Checked \(checked): no error\(ReportPrinter.warningText(report)) in \(ReportPrinter.milliseconds(report.duration))")
    }
}
