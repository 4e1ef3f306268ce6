import Foundation

/// What to build from, where to write it, and how it will be published.
public struct BuildOptions: Sendable, Hashable {
    /// The content folder (Markdown pages, site.yml).
    public var contentPath: String
    /// The theme folder (templates/, assets/).
    public var themePath: String
    /// The output folder; it is replaced as a whole when a build succeeds.
    public var outputPath: String
    /// Overrides site.yml's `base_url`.
    public var baseURL: BaseURL?
    /// Treat every warning as an error, so that wrong claims fail the build.
    public var strict: Bool

    /// - Parameters:
    ///   - contentPath: the content folder.
    ///   - themePath: the theme folder.
    ///   - outputPath: the output folder.
    ///   - baseURL: the published URL.
    public init(
        contentPath: String = "Content",
        themePath: String = "Theme",
        outputPath: String = "public",
        baseURL: BaseURL? = nil,
        strict: Bool = false
    ) {
        self.contentPath = contentPath
        self.themePath = themePath
        self.outputPath = outputPath
        self.baseURL = baseURL
        self.strict = strict
    }

    /// Why the output folder cannot be used, or nil when it can. The output folder is replaced whole, so it must
    /// not be, or hold, the sources or the working folder.
    /// - Parameter workingDirectory: the folder relative paths start from.
    public func outputProblem(workingDirectory: String = FileManager.default.currentDirectoryPath) -> String? {
        func absolute(_ path: String) -> String {
            let url = path.hasPrefix("/")
                ? URL(fileURLWithPath: path)
                : URL(fileURLWithPath: workingDirectory).appendingPathComponent(path)
            let standardized = url.standardizedFileURL.path
            return standardized.hasSuffix("/") ? standardized : standardized + "/"
        }
        let output = absolute(outputPath)
        let protected = [
            ("the content folder", absolute(contentPath)),
            ("the theme folder", absolute(themePath)),
            ("the working folder", absolute(".")),
        ]
        for (name, path) in protected where path.hasPrefix(output) {
            return "the output folder '\(outputPath)' would replace \(name); "
                + "choose a folder of its own such as 'public'"
        }
        return nil
    }
}
