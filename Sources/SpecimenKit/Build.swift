import ArgumentParser
import Disk
import Foundation
import SiteBuilder
import SiteModel

/// `specimen build`: the whole site, or every problem that stops it.
struct Build: ParsableCommand, SiteCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site into the output folder.",
        discussion: """
            The site is written to a staging folder beside the output folder and swapped into place only when \
            the build has no error, so a failed build leaves the previous output untouched and a successful one \
            leaves no stale file. The output folder must be new, empty, or written by an earlier build (it holds \
            .specimen-output); a folder with other files is replaced only with --force. CNAME, .nojekyll and .git \
            in it are carried over. An output inside, equal to or above the content or theme folder is refused, \
            symbolic links resolved; one build at a time may write a folder. Every problem of the build is \
            printed at once, sorted, as path:line:column: error: message. Exit codes: 0 success, 1 content errors, 2 usage errors.
            """
    )

    @OptionGroup var site: SiteOptions

    @Option(help: ArgumentHelp(
        "The output folder, replaced as a whole by a successful build.", valueName: "folder"
    ))
    var output = "public"

    @Flag(help: "Replace the output folder even when it holds files Specimen did not write (CNAME, .nojekyll and .git are kept).")
    var force = false

    @Flag(help: ArgumentHelp(
        "Accept every finding of this build as known: add an acceptance for each to site.yml's accept:, with a "
            + "reason to fill in, then build with them. Problems that are not findings are not accepted."))
    var acceptCurrent = false

    @Flag(help: ArgumentHelp(
        "Build every release site.yml's versions: block chooses from the repository's tags (the latest at the root, "
            + "each other under its own folder, each with a changes page), and the working tree as next/ when it asks."))
    var versions = false

    @Option(help: ArgumentHelp(
        "Where --versions keeps each version it built, so that a version whose tag and settings are unchanged is "
            + "not built again; keep it between CI runs.", valueName: "folder"))
    var cache = ".specimen-cache/versions"

    @OptionGroup var console: ConsoleOptions

    func validate() throws {
        if let problem = options.outputProblem() {
            throw ValidationError(problem)
        }
        if versions {
            try VersionedBuild.validate(options: options, cache: cache, format: site.format, acceptCurrent: acceptCurrent)
        }
    }

    func run() throws {
        if versions {
            let outcome = try VersionedBuild.runCommand(options: options, cache: cache, console: console.terminal)
            Foundation.exit(outcome.diagnostics.isEmpty ? ExitStatus.success : ExitStatus.contentErrors)
        }
        let builder = Allocator.builder(options)
        let interruption = Interruption()
        interruption.perform { [lock = builder.lockPath, staging = builder.stagingPath] in
            // Only while this build holds the lock are the staging folder and the lock this build's.
            guard FileSystem.lockProcess(at: lock) == getpid() else { return }
            try? FileManager.default.removeItem(atPath: staging)
            unlink(lock)
        }
        let terminal = console.terminal
        var (report, memo) = ProgressLine.showing("Building", on: terminal, stoppedBy: interruption) { announce in
            builder.build(reusing: BuildMemo(reusable: false), announcing: announce)
        }
        interruption.holdIfStopping()
        if acceptCurrent {
            (report, memo) = try accept(report, builder: builder, memo: memo, on: terminal)
        }
        try ReportPrinter.print(report, format: site.format, on: terminal, failure: "\(output) was left as it was",
            success: "Built \(Wording.count(report.pageCount, "page")) (\(report.fileCount) files) "
                + "into \(output) in \(ReportPrinter.milliseconds(report.duration))\(ReportPrinter.warningText(report))")
        // A one-shot memo keeps little (the search terms and the drawings), but freeing it object by object is
        // still work for nothing: the process is done, so it ends with the memo alive and the system takes the
        // memory back whole, as compilers do (clang's -disable-free).
        withExtendedLifetime(memo) {
            Foundation.exit(ExitStatus.success)
        }
    }

    /// Adds acceptances for the findings of `report` to site.yml and builds again, when every error it has is a
    /// finding; otherwise the report as it is, since no acceptance would make the build pass.
    private func accept(_ report: BuildReport, builder: SiteBuilder, memo: BuildMemo, on terminal: Console) throws
        -> (report: BuildReport, memo: BuildMemo)
    {
        let findings = report.diagnostics.filter {
            $0.code.isFinding && $0.code != .staleAcceptance && $0.code != .expiredAcceptance
        }
        guard !findings.isEmpty, !report.diagnostics.contains(where: { $0.severity == .error && !$0.code.isFinding }) else {
            return (report, memo)
        }
        let added: Int
        do {
            added = try AcceptanceWriter.write(findings, contentPath: site.content, ownCodes: site.additions.codes)
        } catch let refused as AcceptanceWriter.Refused {
            terminal.error(refused.message)
            throw ExitCode(ExitStatus.contentErrors)
        }
        terminal.say("Accepted \(Wording.count(added, "finding")) in \(FileSystem.join(site.content, "site.yml")); "
            + "replace each '\(AcceptanceWriter.placeholder)' with the reason")
        return builder.build(reusing: memo)
    }

    private var options: BuildOptions {
        site.buildOptions(output: output, force: force)
    }
}
