import Foundation

/// How a page's Markdown links are published when they name another page's source file or start at the site's
/// root, as pages written for Docusaurus, Hugo, Eleventy or GitHub do:
///
/// - `../button/index.md#usage` or `button.mdx`, relative to the linking file, leads to that page's address
///   (`../button/#usage`), relative to the page;
/// - `/components/button/` (or `/components/button.md`) is read from the site's root and written relative to the
///   page, so that it still works when the site is hosted under a sub-path. A link that starts with the base URL's
///   path (`/design-docs/components/`) is read from the site's root too.
///
/// - `./textfield` or `../inputs/search#usage`, relative to the linking file and without an extension, leads to the
///   page made from `textfield.md` (`.mdx`, or `textfield/index.md`) beside the file, when the site has that
///   source, as Docusaurus resolves it; which sources were looked for is told to the caller, since the link's
///   address then depends on them.
///
/// Every other link is published as written. The check reads the published link, and names the written one.
public struct PageLinks: Sendable {
    /// The page's file, relative to Content/.
    public var source: String
    /// The page's address.
    public var route: Route
    /// The base URL's path when it is not the host's root (`/design-docs/`).
    public var basePath: String?

    /// - Parameters:
    ///   - source: the page's file, relative to Content/.
    ///   - route: the page's address.
    ///   - baseURL: where the site is published, if known.
    public init(source: String, route: Route, baseURL: BaseURL?) {
        self.source = source
        self.route = route
        let path = baseURL?.path ?? "/"
        basePath = path == "/" ? nil : path
    }

    /// Whether `written` starts at the root (`/components/`), and is not a URL without a scheme (`//cdn.example`).
    public static func startsAtRoot(_ written: String) -> Bool {
        written.hasPrefix("/") && !written.hasPrefix("//")
    }

    /// The URL the page links to for the link `written`, or nil to publish it as written.
    /// - Parameters:
    ///   - written: the link as the page writes it.
    ///   - hasPageSource: whether the site has a page made from a file (relative to Content/); it is asked only
    ///     of a link without an extension, and the caller may note each answer.
    public func destination(for written: String, hasPageSource: (String) -> Bool = { _ in false }) -> String? {
        guard let first = written.utf8.first, first != UInt8(ascii: "#"), first != UInt8(ascii: "?"),
              !Self.hasScheme(written), !written.hasPrefix("//")
        else { return nil }
        // Bytes, not characters: a URL's delimiters are ASCII, and every link of every page comes through here.
        let bytes = written.utf8
        let end = bytes.firstIndex { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") } ?? bytes.endIndex
        let path = String(decoding: bytes[..<end], as: UTF8.self)
        let suffix = String(decoding: bytes[end...], as: UTF8.self)
        let decoded = path.percentDecoded
        if Self.startsAtRoot(path) {
            var fromRoot = String(path.dropFirst())
            if let basePath, path.hasPrefix(basePath) {
                fromRoot = String(path.dropFirst(basePath.count))
            }
            if Route.isPageSource(decoded) {
                return route.relativeURL(to: Route.page(forSource: String(fromRoot.percentDecoded))) + suffix
            }
            let target = route.rootPrefix + fromRoot
            return (target.isEmpty ? "./" : target) + suffix
        }
        guard Route.isPageSource(decoded) else {
            return extensionless(decoded, hasPageSource: hasPageSource).map { route.relativeURL(to: Route.page(forSource: $0)) + suffix }
        }
        guard let sourcePath = Self.resolve(decoded, besides: source) else { return nil }
        return route.relativeURL(to: Route.page(forSource: sourcePath)) + suffix
    }

    /// The page source that `path`, relative to the linking file and without an extension, names: `path.md`,
    /// `path.mdx`, `path/index.md` or `path/index.mdx`, the first the site has; nil for a path to a folder
    /// (`button/`), to a file with an extension, or to no page source.
    private func extensionless(_ path: String, hasPageSource: (String) -> Bool) -> String? {
        // A path that does not end in "/" has its last part after its last "/": split's last part, without
        // splitting the whole path (most links name a folder, and every link of every page comes through here).
        guard !path.isEmpty, !path.hasSuffix("/") else { return nil }
        let last = path[(path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex)...]
        guard !last.contains("."), let base = Self.resolve(path, besides: source) else { return nil }
        let candidates = Route.pageExtensions.map { base + $0 } + Route.pageExtensions.map { base + "/index" + $0 }
        return candidates.first(where: hasPageSource)
    }

    /// `path` read from the folder of the file `file` (both relative to Content/), or nil when it climbs above it.
    public static func resolve(_ path: String, besides file: String) -> String? {
        var parts = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".":
                continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default:
                parts.append(String(part))
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }

    /// `scheme:` as RFC 3986 writes it: a letter, then letters, digits, `+`, `-` or `.`.
    private static func hasScheme(_ url: String) -> Bool {
        let bytes = url.utf8
        let isLetter = { (byte: UInt8) in (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), let first = bytes.first, isLetter(first) else { return false }
        return bytes[..<colon].allSatisfy { byte in
            isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ".")
        }
    }
}

private extension String {
    /// With its `%XX` escapes decoded, or as it is when they are not UTF-8.
    var percentDecoded: String {
        utf8.contains(UInt8(ascii: "%")) ? removingPercentEncoding ?? self : self
    }
}
