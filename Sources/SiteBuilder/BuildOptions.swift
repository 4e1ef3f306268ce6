import Highlighting
import Disk
import Foundation
import Parallel
import PageTypes
import Previews
import SiteModel
import ResolvedModel

/// What to build from, where to write it, and how it will be published.
public struct BuildOptions: Sendable, Hashable {
    /// The content folder (Markdown pages, site.yml).
    public var contentPath: String
    /// The theme: a folder with templates/ and assets/, or the one built into the command.
    public var theme: ThemeSource
    /// The output folder; it is replaced as a whole when a build succeeds.
    public var outputPath: String
    /// Overrides site.yml's `base_url`.
    public var baseURL: BaseURL?
    /// Treat every warning as an error, so that wrong claims fail the build.
    public var strict: Bool
    /// Replace the output folder even when it holds files Specimen did not write.
    public var force: Bool
    /// The components preview fences may name.
    public var components: ComponentRegistry
    /// How many threads create the output's files at once.
    public var writerCount: Int
    /// Whether pages whose front matter says `draft: true` are built; they are left out otherwise.
    public var includeDrafts: Bool
    /// The page types templates may render: what each computes for its template, and the pages the site makes.
    public var pageTypes = PageTypeRegistry.standard
    /// The checks and output files of the site's own package, besides Specimen's.
    public var additions = SiteAdditions()
    /// What highlights code: component pages' snippets and fenced code blocks.
    public var highlighter = Highlighter()
    /// What highlights code in languages ``highlighter`` does not know, where site.yml says `highlighter: pygments`.
    public var pygments = PygmentsHighlighter()
    /// The versions a versioned build publishes and which one this build makes; nil for a site of one version.
    /// Its base URL is then ``baseURL`` alone, the version's folder included.
    public var versions: PublishedVersions?
    /// The day the build runs, in UTC: acceptances past their expiry no longer accept, and `stamp` records it.
    public var today = CalendarDay.today()

    /// - Parameters:
    ///   - contentPath: the content folder.
    ///   - theme: the theme.
    ///   - outputPath: the output folder.
    ///   - baseURL: the published URL.
    ///   - components: the components preview fences may name.
    ///   - pageTypes: the page types templates may render.
    ///   - writerCount: how many threads create the output's files at once, brought within ``writerCounts``;
    ///     nil takes half the machine's cores, two to four.
    ///   - includeDrafts: whether draft pages are built.
    public init(
        contentPath: String = "Content",
        theme: ThemeSource = .folder("Theme"),
        outputPath: String = "public",
        baseURL: BaseURL? = nil,
        strict: Bool = false,
        force: Bool = false,
        components: ComponentRegistry = .standard,
        pageTypes: PageTypeRegistry = .standard,
        writerCount: Int? = nil,
        includeDrafts: Bool = false
    ) {
        self.includeDrafts = includeDrafts
        self.contentPath = contentPath
        self.theme = theme
        self.outputPath = outputPath
        self.baseURL = baseURL
        self.strict = strict
        self.force = force
        self.components = components
        self.pageTypes = pageTypes
        let writers = writerCount ?? StagingFolder.defaultWriterCount(cores: Cores.usable)
        self.writerCount = min(max(writers, Self.writerCounts.lowerBound), Self.writerCounts.upperBound)
    }

    /// The numbers of writer threads a build takes.
    public static let writerCounts = 1...64

    /// Why the output folder cannot be used, or nil when it can. The output folder is replaced whole, so it must
    /// not be, hold, or lie inside the content or theme folder, nor be or hold the working folder. Paths are
    /// compared with every symbolic link resolved, so that a link to the content folder is the content folder.
    /// - Parameter workingDirectory: the folder relative paths start from.
    public func outputProblem(workingDirectory: String = FileManager.default.currentDirectoryPath) -> String? {
        func absolute(_ path: String) -> String {
            let url = path.hasPrefix("/")
                ? URL(fileURLWithPath: path)
                : URL(fileURLWithPath: workingDirectory).appendingPathComponent(path)
            let resolved = Self.resolvingLinks(url.standardizedFileURL.path)
            return resolved.hasSuffix("/") ? resolved : resolved + "/"
        }
        let unresolved = URL(fileURLWithPath: outputPath, relativeTo: URL(fileURLWithPath: workingDirectory)).path
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: unresolved) {
            // Swapping the staging folder into place would replace the link itself with a plain folder.
            return "the output '\(outputPath)' is a symbolic link (to '\(target)'); a build replaces its output folder "
                + "whole, so give the folder it leads to (specimen build and serve write through such a link)"
        }
        let output = absolute(outputPath)
        let sources = [("the content folder", absolute(contentPath))] + (theme.folderPath.map { [("the theme folder", absolute($0))] } ?? [])
        for (name, path) in sources {
            if path.hasPrefix(output) {
                return "the output folder '\(outputPath)' would replace \(name); choose a folder of its own such as 'public'"
            }
            if output.hasPrefix(path) {
                return "the output folder '\(outputPath)' lies inside \(name), whose files each build reads; "
                    + "choose a folder outside it such as 'public'"
            }
        }
        if absolute(".").hasPrefix(output) {
            return "the output folder '\(outputPath)' would replace the working folder; choose a folder of its own such as 'public'"
        }
        return nil
    }

    /// `path` (absolute, standardized) with the symbolic links of its longest existing part resolved; the part
    /// that does not exist yet is kept as written.
    static func resolvingLinks(_ path: String) -> String {
        var existing = path
        var missing: [String] = []
        while existing.count > 1 {
            if let resolved = FileSystem.realPath(existing) {
                return ([resolved == "/" ? "" : resolved] + missing.reversed()).joined(separator: "/")
            }
            let url = URL(fileURLWithPath: existing)
            missing.append(url.lastPathComponent)
            existing = url.deletingLastPathComponent().path
        }
        return path
    }
}
