/// Where a page or file lives in the built site: a path relative to the site root (`components/slider/`, or
/// `""` for the home page). Pages are folders with an index.html, so URLs stay clean on every static host.
public struct Route: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The path from the site root; ends in `/` for pages, is empty for the home page.
    public let path: String

    /// - Parameter path: relative to the site root.
    public init(path: String) {
        self.path = path
    }

    /// The extensions of the files that are pages: Markdown, and MDX (Markdown with JSX, its `import` and `export`
    /// lines set aside).
    public static let pageExtensions = [".md", ".mdx"]

    /// Whether `relativePath` names a page's source, by its extension.
    public static func isPageSource(_ relativePath: String) -> Bool {
        pageExtensions.contains { relativePath.hasSuffix($0) && relativePath.utf8.count > $0.utf8.count }
    }

    /// The route of the page written in `relativePath` (relative to Content/): `index.md` and `_index.md` give
    /// their folder, any other `name.md` (or `name.mdx`) gives the folder `name/`.
    public static func page(forSource relativePath: String) -> Route {
        var components = relativePath.split(separator: "/").map(String.init)
        let file = components.removeLast()
        let stem = String(file.dropLast(pageExtensions.first { file.hasSuffix($0) }?.count ?? 0))
        if stem != "index" && stem != "_index" {
            components.append(stem)
        }
        return Route(path: components.map { $0 + "/" }.joined())
    }

    /// The file written for this route, relative to the output folder.
    public var outputFile: String {
        path.hasSuffix("/") || path.isEmpty ? path + "index.html" : path
    }

    /// How many folders deep the route's file sits.
    public var depth: Int {
        // The output file adds `index.html` to a folder, never another `/`; counted over the String's contiguous
        // bytes, since every link of every page asks, and a count through the UTF8View went byte by byte through
        // the view's index.
        var path = path
        return path.withUTF8 { bytes in bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) } }
    }

    /// The prefix that leads from this route's file back to the site root (`../../`, or `""` at the root).
    public var rootPrefix: String {
        String(repeating: "../", count: depth)
    }

    /// A relative URL from this route's page to `other`, with each segment percent-encoded.
    public func relativeURL(to other: Route) -> String {
        let target = rootPrefix + Self.percentEncoded(other.path)
        return target.isEmpty ? "./" : target
    }

    public var description: String { "/" + path }

    public static func < (lhs: Route, rhs: Route) -> Bool {
        lhs.path < rhs.path
    }

    /// The path with each segment percent-encoded, for URLs.
    package var encodedPath: String {
        Self.percentEncoded(path)
    }

    private static func percentEncoded(_ path: String) -> String {
        // Most paths have nothing to encode, and every link on every page asks: read over the String's contiguous
        // bytes, as ``depth`` is.
        var bytes = path
        guard !bytes.withUTF8({ $0.allSatisfy(isUnreserved) }) else { return path }
        var result = ""
        for byte in path.utf8 {
            if isUnreserved(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    /// An ASCII letter or digit, `-`, `.`, `_`, `~`, or the `/` between segments.
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
            true
        default:
            false
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
