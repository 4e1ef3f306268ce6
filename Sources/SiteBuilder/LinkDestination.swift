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
        // `#` and `?` looked for as bytes: they are ASCII, so their indices split the String on scalar boundaries.
        let utf8 = url.utf8
        var end = utf8.endIndex
        var fragment: String?
        if let hash = utf8.firstIndex(of: UInt8(ascii: "#")) {
            fragment = Self.percentDecoded(String(url[utf8.index(after: hash)...]))
            end = hash
        }
        if let question = utf8[..<end].firstIndex(of: UInt8(ascii: "?")) {
            end = question
        }
        let path = Self.percentDecoded(String(url[..<end]))
        if path.hasPrefix("/") {
            self = .hostAbsolute(path: path)
            return
        }
        guard !path.isEmpty else {
            self = .site(path: route.outputFile, fragment: fragment)
            return
        }
        // A page's URL is its folder (components/slider/), so its links start there; another file's, beside it.
        // Resolved over UTF-8 bytes: the check reads every link of every page, and splitting into Strings was
        // half of it.
        var resolved = Array(route.outputFile.utf8)
        resolved.removeSubrange((resolved.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0)...)
        let bytes = Array(path.utf8)
        var start = 0
        var lastPart: ArraySlice<UInt8> = []
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.count
            let part = bytes[start..<end]
            lastPart = part
            start = end + 1
            if part.isEmpty || part.elementsEqual([UInt8(ascii: ".")]) {
                continue
            }
            if part.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
                // `resolved` is empty or ends in a slash: drop the last segment with its slash.
                guard !resolved.isEmpty else {
                    self = .aboveRoot
                    return
                }
                resolved.removeLast()
                resolved.removeSubrange((resolved.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0)...)
                continue
            }
            resolved += part
            resolved.append(UInt8(ascii: "/"))
        }
        let isFolder = path.hasSuffix("/") || lastPart.elementsEqual([UInt8(ascii: ".")])
            || lastPart.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")])
        // Every segment added its slash; a file's path has none at the end.
        if !isFolder, resolved.last == UInt8(ascii: "/") {
            resolved.removeLast()
        }
        self = .site(path: String(decoding: resolved, as: UTF8.self), fragment: fragment)
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
        for byte in url.utf8 {
            if byte == UInt8(ascii: ":") { return sawLetter }
            let isLetter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            if !sawLetter {
                guard isLetter else { return false }
                sawLetter = true
            } else if !(isLetter || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                        || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")) {
                return false
            }
        }
        return false
    }
}
