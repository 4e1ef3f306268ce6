/// An address a page had before, from its `aliases` front matter, where the build writes a page that sends
/// readers on: links into a design system outlive its reorganisations.
public struct PageAlias: Sendable, Hashable {
    /// The file the redirect is written to, relative to the output folder: `old/slider/index.html` for
    /// `/old/slider/`, `old-slider.html` as written.
    public var outputFile: String
    /// `../` for each folder above `outputFile`, to reach the site's root from it.
    public var rootPrefix: String
    /// The alias as written, for messages.
    public var written: String
    public var location: SourceLocation

    /// The address as a route's path, what links name: `old/slider/` for `old/slider/index.html`.
    public var routePath: String {
        outputFile.hasSuffix("/index.html") ? String(outputFile.dropLast("index.html".count)) : outputFile
    }

    /// The alias `text`, a path from the site's root (`/old/slider/`, `old/slider`, `/old-slider.html`), or nil
    /// when it is not one: empty, with `..`, a scheme, a query, a fragment or a backslash.
    public init?(_ text: String, at location: SourceLocation) {
        let trimmed = text.drop { $0 == "/" }
        let segments = trimmed.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.isEmpty, !segments.contains(where: { $0 == ".." || $0 == "." }),
              !text.contains(where: { "?#\\\"<>".contains($0) || $0.isWhitespace || $0.isNewline }), !text.contains(":")
        else { return nil }
        let isFile = trimmed.hasSuffix(".html") && !trimmed.hasSuffix("/")
        let folders = isFile ? segments.dropLast() : segments[...]
        outputFile = segments.joined(separator: "/") + (isFile ? "" : "/index.html")
        rootPrefix = String(repeating: "../", count: folders.count)
        written = text
        self.location = location
    }
}
