import ArgumentParser
import BuiltInFiles
import Disk
import Foundation
import TextEscaping
import Previews
import SiteBuilder
import SiteDiff
import SiteModel

/// `specimen diff OLD NEW`: what changed between two versions of a site, as a reviewer needs to know it.
struct Diff: PageTypeCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Report what changed between two versions of the site: tokens, contrast, previews, facts, links and prose.",
        discussion: """
            OLD and NEW are each a git commit (a branch, tag or hash; read with git archive, so the working tree \
            is never touched) or a folder holding a site's content folder. Each side is loaded, parsed and \
            resolved as a build does it; nothing of either is written. The report is a small static site in the \
            output folder (new, empty, or an earlier report: it holds .specimen-changes), with every change at its \
            root cause: a token's new value with the contrast verdicts it flips and the preview states it \
            redraws, before and after side by side; a preview's removed states; verdict, health and scorecard \
            changes; pages and anchors whose links break, and whether an alias covers them; and the Markdown \
            sections that changed. The summary goes to standard output. \
            Exit codes: 0 done, 1 a side does not build or a change --fail-on names was found, 2 usage errors.
            """
    )

    @Argument(help: ArgumentHelp("The version before: a git commit or a site folder.", valueName: "old"))
    var old: String

    @Argument(help: ArgumentHelp("The version after: a git commit or a site folder.", valueName: "new"))
    var new: String

    @Option(help: ArgumentHelp("The content folder inside each version.", valueName: "folder"))
    var content = "Content"

    @Option(help: ArgumentHelp("The report's folder, replaced as a whole.", valueName: "folder"))
    var output = "changes"

    @Option(help: ArgumentHelp("What standard output gets: text, markdown (a pull-request comment) or json.", valueName: "format"))
    var format: DiffFormat = .text

    @Option(help: ArgumentHelp(
        "The address the report is published at, for the Markdown summary's links (default: the output folder's index.html).",
        valueName: "url"
    ))
    var reportURL: String?

    @Option(help: ArgumentHelp(
        "Where the new version is published (overrides its site.yml's base_url), so that each change links to its "
            + "page and state there, for example a pull request's preview deployment.",
        valueName: "url"
    ))
    var baseURL: String?

    @Option(help: ArgumentHelp(
        "Exit with 1 when a change has one of these effects, comma-separated: "
            + Change.Effect.allCases.map(\.rawValue).joined(separator: ", ") + ", or any.",
        valueName: "effects"
    ))
    var failOn: String?

    @OptionGroup var console: ConsoleOptions

    var components = ComponentRegistry.standard
    var pageTypes = PageTypeRegistry.standard

    private enum CodingKeys: String, CodingKey {
        case old, new, content, output, format, reportURL, baseURL, failOn, console
    }

    func validate() throws {
        _ = try failingEffects()
        let parts = content.split(separator: "/", omittingEmptySubsequences: true)
        if content.hasPrefix("/") || parts.isEmpty || parts.contains("..") || parts.contains(".") {
            throw ValidationError("--content '\(content)' leaves the version's folder or names none; allowed: a path "
                + "inside the repository or folder, without '.' or '..' (Content, docs/Content)")
        }
        if let baseURL, case let .failure(reason) = BaseURL.parse(baseURL) {
            throw ValidationError(reason.message)
        }
    }

    /// The effects `--fail-on` names.
    private func failingEffects() throws -> Set<Change.Effect> {
        guard let failOn else { return [] }
        var effects: Set<Change.Effect> = []
        for name in failOn.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if name == "any" {
                effects.formUnion(Change.Effect.allCases)
            } else if let effect = Change.Effect(rawValue: name) {
                effects.insert(effect)
            } else {
                throw ValidationError("--fail-on names '\(name)', which is no effect; allowed: "
                    + Change.Effect.allCases.map(\.rawValue).joined(separator: ", ") + ", any")
            }
        }
        return effects
    }

    func run() throws {
        let failing = try failingEffects()
        if let problem = ReportFolder.problem(with: output) {
            throw ValidationError(problem)
        }
        let interruption = Interruption()
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("specimen-diff-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)").path
        interruption.remove(scratch)
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }

        let terminal = console.terminal
        let clock = StepClock(printing: terminal.verbose)
        let before = try interruption.holdingIfStopped { try clock.time("old") { try review(old, scratch: scratch + "/old", interruption: interruption) } }
        let after = try interruption.holdingIfStopped { try clock.time("new") { try review(new, scratch: scratch + "/new", interruption: interruption) } }
        interruption.holdIfStopping()
        try refuseUnbuilt(before, after, on: terminal)
        let comparison = clock.time("compare") { () -> SiteComparison in
            // The two sides are read into snapshots side by side: neither needs the other.
            let oldSnapshot = SiteBuilder.beside { SiteSnapshot(before) }
            var newSnapshot = SiteSnapshot(after)
            if let baseURL, case let .success(url) = BaseURL.parse(baseURL) {
                newSnapshot.baseURL = url
            }
            return SiteComparison(old: oldSnapshot(), new: newSnapshot)
        }
        let report = ChangeReport(comparison: comparison, oldName: old, newName: new)
        try clock.time("report") { try ReportFolder.write(report.files(), to: output, interruption: interruption) }

        printSummary(of: report, comparison: comparison)
        let found = comparison.effects.intersection(failing)
        if !found.isEmpty {
            terminal.error("changes with effects --fail-on names: " + found.sorted().map(\.rawValue).joined(separator: ", "))
            throw ExitCode(ExitStatus.contentErrors)
        }
    }

    /// Prints each side's errors and stops when either does not build: such a version cannot be compared.
    private func refuseUnbuilt(_ before: ReviewedSite, _ after: ReviewedSite, on terminal: Console) throws {
        var failed = false
        for (name, side) in [(old, before), (new, after)] where side.hasErrors {
            for diagnostic in side.diagnostics where diagnostic.severity == .error {
                terminal.write("\(name): \(diagnostic.formatted)")
            }
            failed = true
        }
        if failed {
            terminal.error("a version that does not build cannot be compared; nothing was written")
            throw ExitCode(ExitStatus.contentErrors)
        }
    }

    /// Prints what standard output gets, in `format`.
    private func printSummary(of report: ChangeReport, comparison: SiteComparison) {
        let pageURL = reportURL ?? FileSystem.join(output, ChangeReport.page)
        switch format {
        case .text:
            print(TerminalText.escaped("\(report.headline): \(old) → \(new)"))
            for change in comparison.changes {
                let effects = change.effects.subtracting([.tokenChanged]).sorted().map(\.rawValue)
                print("  \(change.isRegression ? "!" : "-") \(change.title.terminal)"
                    + (effects.isEmpty ? "" : " [" + effects.joined(separator: ", ") + "]"))
            }
            print("Report: \(TerminalText.escaped(pageURL))")
        case .markdown:
            print(report.markdown(reportURL: pageURL), terminator: "")
        case .json:
            FileHandle.standardOutput.write(report.json())
        }
    }

    /// One side, loaded, parsed and resolved: a folder as it is, a commit from an archive of its content and theme
    /// folders in `scratch`. Nothing outside the side's folder is read: a content or theme folder, or a link in
    /// them, that leads out of it is refused.
    private func review(_ side: String, scratch: String, interruption: Interruption) throws -> ReviewedSite {
        var isFolder: ObjCBool = false
        let root: String
        if FileManager.default.fileExists(atPath: side, isDirectory: &isFolder), isFolder.boolValue {
            let writtenAsPath = side.hasPrefix("/") || side.hasPrefix("./") || side.hasPrefix("../") || side == "." || side == ".."
            if !writtenAsPath, GitArchive.isCommit(side) {
                throw ValidationError("'\(side)' is both a folder and a git commit; write ./\(side) for the folder, "
                    + "or the commit by another name (heads/\(side), its hash)")
            }
            root = side
        } else {
            root = try GitArchive.extract(side, folders: [content, "Theme"], into: scratch, interruption: interruption)
        }
        let contentPath = FileSystem.join(root, content)
        let themePath = FileSystem.join(root, "Theme")
        for name in [content, "Theme"] {
            if let link = SideTree.linkLeadingOut(of: root, at: name) {
                throw ValidationError("\(side): '\(link.path)' is a symbolic link to '\(link.target)', outside the "
                    + "version's folder; diff reads a version only from inside it, so it compares no such version")
            }
        }
        guard FileManager.default.fileExists(atPath: contentPath, isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError("\(side) has no \(content) folder; give the folder that holds it, or --content")
        }
        let theme: ThemeSource = FileManager.default.fileExists(atPath: themePath, isDirectory: &isFolder) && isFolder.boolValue
            ? .folder(themePath) : .builtIn(BuiltInFiles.theme.map { ThemeFile(path: $0.path, data: $0.data) })
        // Diagnostics name the content folder as the user does (`Content/tokens.json`), not the scratch folder.
        let working = FileManager.default.currentDirectoryPath
        guard FileManager.default.changeCurrentDirectoryPath(root) else {
            throw ValidationError("\(side) cannot be opened")
        }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(working) }
        let relativeTheme: ThemeSource = if case .folder = theme { .folder("Theme") } else { theme }
        let options = BuildOptions(contentPath: content, theme: relativeTheme, outputPath: scratch + "/unused",
                                   components: components, pageTypes: pageTypes)
        return SiteBuilder(options: options).review()
    }
}

/// Times each step of the diff and, when asked, prints it on standard error.
struct StepClock {
    var printing: Bool
    private let clock = ContinuousClock()

    init(printing: Bool) {
        self.printing = printing
    }

    func time<Result>(_ name: String, _ step: () throws -> Result) rethrows -> Result {
        let start = clock.now
        let result = try step()
        if printing {
            let text = "  \(name.padding(toLength: 8, withPad: " ", startingAt: 0)) \(ReportPrinter.milliseconds(clock.now - start))\n"
            FileHandle.standardError.write(Data(text.utf8))
        }
        return result
    }
}

/// What `specimen diff` prints on standard output.
enum DiffFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case markdown
    case json
}
