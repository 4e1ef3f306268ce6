import ArgumentParser
import BuiltInFiles
import Disk
import Dispatch
import Foundation
import Parallel
import SiteBuilder
import SiteDiff
import SiteModel

/// Each version's build, its changes page, and the site put together.
extension VersionedBuild {
    /// What building one version gave: its report and what it resolved, or why its tag could not be read; and
    /// how long reading and building took.
    struct Compiled: Sendable {
        var plan: Plan
        var result: Result<(report: BuildReport, reviewed: ReviewedSite?), any Error>
        var reading: Duration
        var building: Duration
    }

    /// Builds `pending` (oldest first), a few versions at a time: a build keeps about one core and a half busy,
    /// so two side by side use the rest. Each version's changes page is made, in order, once it and the version
    /// before it are built; what a version resolved is kept only until the version after it has compared with it.
    func build(_ pending: [Plan], catalog: VersionCatalog, into outcome: inout Outcome) throws {
        let turns = DispatchSemaphore(value: max(2, Cores.usable / 4))
        let waiting = pending.map { plan in
            SiteBuilder.beside { [self] in
                turns.wait()
                defer { turns.signal() }
                return compile(plan)
            }
        }
        var reviews: [String: ReviewedSite] = [:]
        for (index, wait) in waiting.enumerated() {
            try finish(wait(), catalog: catalog, reviews: &reviews, into: &outcome)
            let stillCompared = Set(pending[(index + 1)...].compactMap(\.published.comparedWith))
            reviews = reviews.filter { stillCompared.contains($0.key) }
        }
    }

    /// Reads `plan`'s tag and builds it into its cache entry, on the calling thread.
    private func compile(_ plan: Plan) -> Compiled {
        let clock = ContinuousClock()
        let start = clock.now
        cache.forget(plan.name)
        let source: (root: String, content: String, theme: ThemeSource)
        do {
            source = try sourceFolders(of: plan.chosen, theme: plan.theme)
        } catch {
            return Compiled(plan: plan, result: .failure(error), reading: clock.now - start, building: .zero)
        }
        let read = clock.now
        var versionOptions = options
        versionOptions.contentPath = source.content
        versionOptions.theme = source.theme
        versionOptions.outputPath = cache.site(plan.name)
        versionOptions.force = true
        versionOptions.versions = plan.published
        versionOptions.baseURL = plan.baseURL
        var builder = Allocator.builder(versionOptions)
        builder.fileSystem = FileSystem.local.rooted(at: source.root)
        let built = builder.buildAndReview()
        return Compiled(plan: plan, result: .success(built), reading: read - start, building: clock.now - read)
    }

    /// Reports a version's errors, or makes its changes page and records its key.
    private func finish(_ compiled: Compiled, catalog: VersionCatalog, reviews: inout [String: ReviewedSite],
                        into outcome: inout Outcome) throws {
        let plan = compiled.plan
        let (report, reviewed) = try compiled.result.get()
        reviews[plan.name] = reviewed
        guard report.succeeded else {
            for diagnostic in report.diagnostics where diagnostic.severity == .error {
                outcome.diagnostics.append(diagnostic)
                terminal.write(label(plan.chosen.version) + ": " + diagnostic.formatted)
            }
            return
        }
        let start = ContinuousClock.now
        try? FileManager.default.removeItem(atPath: cache.changes(plan.name))
        if let before = plan.published.comparedWith, let earlier = catalog.chosen.first(where: { $0.version.name == before }) {
            let old = try review(earlier, reviews: &reviews)
            let new = try review(plan.chosen, reviews: &reviews)
            try writeChanges(from: (earlier.version, old), to: (plan.chosen.version, new), into: cache.changes(plan.name))
        }
        if let key = plan.key { try cache.record(key, for: plan.name) }
        outcome.built.append(plan.name)
        if terminal.verbose {
            terminal.say("  \(label(plan.chosen.version)): read \(ReportPrinter.milliseconds(compiled.reading)), built "
                + "\(ReportPrinter.milliseconds(compiled.building)), changes \(ReportPrinter.milliseconds(ContinuousClock.now - start))")
        }
    }

    /// The version's content folder, theme and the folder messages name paths from: the working tree's for
    /// `next`, else the tag's, extracted into its cache entry (a content or theme folder that is a link leading
    /// out of the tag's tree is refused).
    private func sourceFolders(of chosen: VersionCatalog.Chosen, theme: Plan.Theme) throws
        -> (root: String, content: String, theme: ThemeSource)
    {
        guard let commit = chosen.commit else {
            return (FileManager.default.currentDirectoryPath, options.contentPath, options.theme)
        }
        // Paths inside the tag's tree are given from its root, which the build's file system is rooted at: messages
        // name them as the tag has them.
        let scratch = cache.tree(chosen.version.name)
        try? FileManager.default.removeItem(atPath: scratch)
        let ownTheme = theme == .tag
        let folders = [options.contentPath] + (ownTheme ? [ThemeEject.folderName] : [])
        let root: String
        do {
            root = try GitArchive.extract(commit: commit, repository: (repository.top, repository.prefix), ref: chosen.version.tag ?? commit,
                                          folders: folders, into: scratch, interruption: interruption)
        } catch let refusal as ValidationError {
            // A tag's tree is content, not a usage: refused as a version that does not build (exit 1).
            try? FileManager.default.removeItem(atPath: scratch)
            throw refuse(chosen.version, refusal.message)
        }
        for folder in folders {
            if let link = SideTree.linkLeadingOut(of: root, at: folder) {
                try? FileManager.default.removeItem(atPath: scratch)
                throw refuse(chosen.version, "'\(link.path)' is a symbolic link to '\(link.target)', outside the "
                    + "tag's tree; a version is built only from inside it (leave the tag out with versions.exclude)")
            }
        }
        let themeSource: ThemeSource = switch theme {
        case .working: options.theme
        case .tag: .folder(ThemeEject.folderName)
        case .builtIn: .builtIn(BuiltInFiles.theme.map { ThemeFile(path: $0.path, data: $0.data) })
        }
        return (root, options.contentPath, themeSource)
    }

    /// Prints why `version`'s tag cannot be built, and gives back the exit that stops the build (1, content
    /// errors), the output left as it was.
    private func refuse(_ version: SiteVersion, _ message: String) -> ExitCode {
        terminal.error(label(version) + ": " + message)
        terminal.error("no version was built; \(outputName) was left as it was")
        return ExitCode(ExitStatus.contentErrors)
    }

    /// `chosen` loaded, parsed and resolved, as `specimen diff` compares it; each version once.
    private func review(_ chosen: VersionCatalog.Chosen, reviews: inout [String: ReviewedSite]) throws -> ReviewedSite {
        if let known = reviews[chosen.version.name] { return known }
        let source = try sourceFolders(of: chosen, theme: .working)
        var reviewOptions = options
        reviewOptions.contentPath = source.content
        let reviewed = SiteBuilder(options: reviewOptions, fileSystem: FileSystem.local.rooted(at: source.root)).review()
        reviews[chosen.version.name] = reviewed
        return reviewed
    }

    /// The changes page of `new`: `specimen diff`'s report comparing it with `old`, its links leading to the
    /// version's own pages.
    private func writeChanges(from old: (version: SiteVersion, site: ReviewedSite), to new: (version: SiteVersion, site: ReviewedSite),
                              into folder: String) throws {
        var newSnapshot = SiteSnapshot(new.site)
        newSnapshot.baseURL = BaseURL.relative("../")
        let comparison = SiteComparison(old: SiteSnapshot(old.site), new: newSnapshot)
        var report = ChangeReport(comparison: comparison, oldName: label(old.version), newName: label(new.version))
        report.siteHome = "../"
        for (path, data) in report.files() {
            let target = URL(fileURLWithPath: FileSystem.join(folder, path))
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: target)
        }
    }

    /// Every version's site and changes page put into the output folder, and `versions.json` at its root.
    func assemble(_ plans: [Plan], catalog: VersionCatalog) -> [Diagnostic] {
        var parts: [SitePart] = []
        for plan in plans {
            let version = plan.chosen.version
            parts.append(SitePart(folder: cache.site(version.name), under: version.path, name: label(version)))
            if FileManager.default.fileExists(atPath: cache.changes(version.name)) {
                parts.append(SitePart(folder: cache.changes(version.name), under: version.path + PublishedVersions.changesPath,
                                      name: "the changes page of " + version.name))
            }
        }
        let list = OutputFile(path: PublishedVersions.listPath, data: VersionList(catalog).json)
        return SiteBuilder(options: options).assemble(parts, files: [list])
    }

    /// `v2 (tag v2.3.1)`, `next`: a version as messages name it.
    func label(_ version: SiteVersion) -> String {
        version.name + (version.tag.map { $0 == version.name ? "" : " (tag \($0))" } ?? "")
    }
}
