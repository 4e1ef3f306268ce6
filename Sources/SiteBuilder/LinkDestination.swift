import Foundation

/// A link's destination read against the page it is on: leaving the site, or a file of the site with an anchor.
enum LinkDestination: Sendable, Hashable {
    /// A URL with a scheme (`https:`, `mailto:`) or a host (`//cdn.example`): not the site's to check.
    case external
    /// A path in the built site, relative to its root (`components/slider/`, `assets/specimen.css`), without
    /// query; `fragment` is the percent-decoded anchor, or nil.
    case site(path: String, fragment: String?)
    /// A path that starts at the host's root (`/components/slider/`): it breaks when the site is hosted under a
    /// sub-path.
    case hostAbsolute(path: String)
    /// A path that climbs above the site's root.
    case aboveRoot

    /// Reads `url`, written on the page at `route`.
    init(_ url: String, on route: Route) {
        if Self.hasScheme(url) || url.hasPrefix("//") {
            self = .external
            return
        }
        var rest = Substring(url)
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            let raw = String(rest[rest.index(after: hash)...])
            fragment = Self.percentDecoded(raw)
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") {
            rest = rest[..<question]
        }
        let path = Self.percentDecoded(String(rest))
        if path.hasPrefix("/") {
            self = .hostAbsolute(path: path)
            return
        }
        guard !path.isEmpty else {
            self = .site(path: route.outputFile, fragment: fragment)
            return
        }
        // A page's URL is its folder (components/slider/), so its links start there; another file's, beside it.
        var segments = route.outputFile.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        segments.removeLast()
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for part in parts {
            switch part {
            case "", ".":
                continue
            case "..":
                guard !segments.isEmpty else {
                    self = .aboveRoot
                    return
                }
                segments.removeLast()
            default:
                segments.append(part)
            }
        }
        let isFolder = path.hasSuffix("/") || parts.last == "." || parts.last == ".."
        let joined = segments.joined(separator: "/")
        self = .site(path: isFolder ? (joined.isEmpty ? "" : joined + "/") : joined, fragment: fragment)
    }

    /// `text` with its `%XX` escapes decoded; as it is when it has none or they are not UTF-8. Most links have
    /// none, and Foundation's decoding is slow enough to show in a rebuild's time.
    static func percentDecoded(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        return text.removingPercentEncoding ?? text
    }

    /// `scheme:` as RFC 3986 writes it: a letter, then letters, digits, `+`, `-` or `.`.
    private static func hasScheme(_ url: String) -> Bool {
        var sawLetter = false
        for character in url.unicodeScalars {
            if character == ":" { return sawLetter }
            let isLetter = ("a"..."z").contains(character) || ("A"..."Z").contains(character)
            if !sawLetter {
                guard isLetter else { return false }
                sawLetter = true
            } else if !(isLetter || ("0"..."9").contains(character) || "+-.".unicodeScalars.contains(character)) {
                return false
            }
        }
        return false
    }
}
