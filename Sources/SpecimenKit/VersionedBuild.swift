import ArgumentParser
import BuiltInFiles
import Disk
import Foundation
import SiteBuilder
import SiteDiff
import SiteModel

/// `specimen build --versions`: every release site.yml's `versions:` block chooses, each built from its tag's
/// content folder (read with `git archive`, never checked out), the latest at the site's root and each other under
/// its own folder, each with a changes page made as `specimen diff` makes its report; then the versions put
/// together into the output folder in one swap. A version whose key (``VersionKey``) is the one its cache entry
/// holds is not built again.
struct VersionedBuild: Sendable {
    /// The working tree's build: its content folder, theme, base URL, strictness and the rest.
    var options: BuildOptions
    var cache: VersionCache
    var terminal: Console
    var interruption: Interruption
    /// Whether the working tree is built as `next` whatever site.yml says (`serve --versions`).
    var withNext = false
    /// The output folder as the user named it, for messages.
    var outputName = "public"
    /// The repository the tags are read from, found as the build starts.
    var repository = GitTags.Repository(top: "", prefix: "")

    /// What the build did: each version built or taken from the cache, and the errors that stopped it.
    struct Outcome {
        var built: [String] = []
        var reused: [String] = []
        var diagnostics: [Diagnostic] = []
    }

    /// A version about to be built or taken from the cache.
    struct Plan: Sendable {
        /// Where a version's theme comes from.
        enum Theme: Sendable {
            /// The working tree's, or the built-in one when it has none (`theme: current`, and `next`).
            case working
            /// The tag's own `Theme/` folder (`theme: tag`).
            case tag
            /// The one built into Specimen (`theme: tag`, for a tag without a theme folder).
            case builtIn
        }

        var chosen: VersionCatalog.Chosen
        var published: PublishedVersions
        /// Where the version is published: the site's base URL and the version's folder.
        var baseURL: BaseURL?
        var theme = Theme.working
        var key: VersionKey?
        var name: String { chosen.version.name }
    }

    mutating func run() throws -> Outcome {
        var settings = try versionSettings()
        repository = try GitTags.repository()
        settings.versions.next = settings.versions.next || withNext
        let catalog: VersionCatalog
        do {
            catalog = try VersionCatalog(tags: try GitTags.list(), settings: settings.versions)
        } catch let error as VersionCatalogError {
            throw stop(at: settings.versions.keyLocations[error.key] ?? settings.location, error.message)
        }
        for (tag, reason) in catalog.leftOut where terminal.verbose {
            terminal.say("left out tag '\(tag)': \(reason)")
        }
        let trees = try trees(catalog, themeFromTag: settings.versions.theme == .tag)
        var outcome = Outcome()
        let plans = catalog.oldestFirst.map { plan($0, in: catalog, trees: trees, settings: settings) }
        var pending: [Plan] = []
        for plan in plans {
            if let key = plan.key, cache.holds(plan.name, built: key) {
                outcome.reused.append(plan.name)
            } else {
                pending.append(plan)
            }
        }
        try build(pending, catalog: catalog, into: &outcome)
        guard outcome.diagnostics.isEmpty else { return outcome }
        outcome.diagnostics = assemble(plans, catalog: catalog)
        for diagnostic in outcome.diagnostics { terminal.report(diagnostic) }
        cache.keepOnly(plans.map(\.name))
        return outcome
    }

    /// The working tree's site.yml, its `versions:` block (the defaults without one), and where it is.
    private func versionSettings() throws -> (versions: VersionSettings, baseURL: BaseURL?, location: SourceLocation) {
        let path = FileSystem.join(options.contentPath, "site.yml")
        let location = SourceLocation(path: path)
        guard let data = FileManager.default.contents(atPath: path) else {
            return (VersionSettings(), options.baseURL, location)
        }
        let (settings, problems) = SiteSettings.read(YAMLSource(path: path, text: String(decoding: data, as: UTF8.self), firstLine: 1))
        if let problem = problems.first(where: { $0.severity == .error }) {
            terminal.report(problem)
            throw ExitCode(ExitStatus.contentErrors)
        }
        return (settings.versionSettings ?? VersionSettings(), options.baseURL ?? settings.baseURL,
                settings.versionSettings?.location ?? location)
    }

    /// Prints `message` as an error at `location` and gives back the exit that stops the build.
    private func stop(at location: SourceLocation, _ message: String) -> ExitCode {
        terminal.report(.error(.configValue, at: location, message))
        terminal.error("no version was built; \(outputName) was left as it was")
        return ExitCode(ExitStatus.contentErrors)
    }

    /// The tree ids of each tag's content folder and, with `theme: tag`, its theme folder (nil where it has none):
    /// a tag without a content folder, or whose content or theme folder is a symbolic link, stops the build.
    private func trees(_ catalog: VersionCatalog, themeFromTag: Bool) throws -> [String: (content: String, theme: String?)] {
        var trees: [String: (content: String, theme: String?)] = [:]
        for chosen in catalog.chosen {
            guard let commit = chosen.commit else { continue }
            let content = GitTags.tree(of: commit, at: options.contentPath, in: repository)
            let theme = themeFromTag ? GitTags.tree(of: commit, at: ThemeEject.folderName, in: repository) : nil
            for (folder, tree) in [(options.contentPath, content), (ThemeEject.folderName, theme)] where tree == nil {
                guard folder == options.contentPath || themeFromTag,
                      let link = GitTags.link(in: commit, at: folder, in: repository) else { continue }
                throw stop(at: SourceLocation(path: folder), "\(chosen.version.name) is built from tag "
                    + "'\(chosen.version.tag ?? "")', whose '\(link.path)' is a symbolic link" + (link.target.map { " to '\($0)'" } ?? "")
                    + ", not a folder; a version is built only from its tag's own folders (leave the tag out with versions.exclude)")
            }
            guard let content else {
                throw stop(at: SourceLocation(path: options.contentPath), "\(chosen.version.name) is built from tag "
                    + "'\(chosen.version.tag ?? "")', which has no folder \(options.contentPath); allowed: tags whose tree has "
                    + "the content folder (leave the others out with versions.exclude or versions.tags)")
            }
            trees[chosen.version.name] = (content, theme)
        }
        return trees
    }

    /// Where `chosen` is published, and the key its build has; `next`, built from the working tree, has none and
    /// is always built.
    private func plan(_ chosen: VersionCatalog.Chosen, in catalog: VersionCatalog, trees: [String: (content: String, theme: String?)],
                      settings: (versions: VersionSettings, baseURL: BaseURL?, location: SourceLocation)) -> Plan {
        let name = chosen.version.name
        let published = PublishedVersions(current: chosen.version, all: catalog.chosen.map(\.version),
                                          comparedWith: catalog.previous[name])
        let base = settings.baseURL.flatMap { try? BaseURL.parse($0.text + chosen.version.path).get() }
        var plan = Plan(chosen: chosen, published: published, baseURL: base)
        guard let tree = trees[name] else { return plan }
        let theme: String
        switch (settings.versions.theme, options.theme) {
        case (.tag, _):
            plan.theme = tree.theme == nil ? .builtIn : .tag
            theme = tree.theme ?? "built-in"
        case (.current, .folder(let folder)):
            theme = "folder " + VersionCache.fingerprint(ofFolder: folder)
        case (.current, .builtIn):
            theme = "built-in"
        }
        plan.key = VersionKey(tool: VersionCache.tool, versions: published, baseURL: base?.text, content: tree.content, theme: theme,
                              comparedWith: catalog.previous[name].flatMap { trees[$0]?.content }, strict: options.strict,
                              drafts: options.includeDrafts)
        return plan
    }
}
