import Foundation
import HTMLReading
import SiteModel

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
        // Read as UTF-8 bytes where the String keeps them, with no String made per segment: the check reads every
        // link of every page.
        var url = url
        self = url.withUTF8 { Self.read($0, on: route) }
    }

    private static func read(_ url: UnsafeBufferPointer<UInt8>, on route: Route) -> LinkDestination {
        if hasScheme(url) || (url.count >= 2 && url[0] == UInt8(ascii: "/") && url[1] == UInt8(ascii: "/")) {
            return .external
        }
        var end = url.count
        var fragment: String?
        if let hash = url.firstIndex(of: UInt8(ascii: "#"), from: 0) {
            fragment = percentDecoded(UnsafeBufferPointer(rebasing: url[(hash + 1)...]))
            end = hash
        }
        if let question = UnsafeBufferPointer(rebasing: url[..<end]).firstIndex(of: UInt8(ascii: "?"), from: 0) {
            end = question
        }
        let written = UnsafeBufferPointer(rebasing: url[..<end])
        guard written.firstIndex(of: UInt8(ascii: "%"), from: 0) != nil else {
            return resolve(written, on: route, fragment: fragment)
        }
        var path = percentDecoded(written)
        return path.withUTF8 { resolve($0, on: route, fragment: fragment) }
    }

    /// The destination of the percent-decoded `path`, written on the page at `route`.
    private static func resolve(_ path: UnsafeBufferPointer<UInt8>, on route: Route, fragment: String?) -> LinkDestination {
        if path.first == UInt8(ascii: "/") {
            return .hostAbsolute(path: String(decoding: path, as: UTF8.self))
        }
        guard !path.isEmpty else {
            return .site(path: route.outputFile, fragment: fragment)
        }
        // A page's URL is its folder (components/slider/), so its links start there; another file's, beside it.
        var folder = route.path
        return folder.withUTF8 { folder in
            let start = folder.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
            // Each segment adds at most itself and a slash: built on the stack, and made a String once.
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: start + path.count + 1) { buffer in
                var resolved = PathBuffer(buffer)
                resolved.append(UnsafeBufferPointer(rebasing: folder[..<start]))
                guard resolved.appendSegments(of: path) else { return .aboveRoot }
                return .site(path: resolved.string, fragment: fragment)
            }
        }
    }

    /// `text` with its `%XX` escapes decoded; as it is when it has none or they are not UTF-8. Most links have
    /// none, and Foundation's decoding is slow enough to show in a rebuild's time.
    static func percentDecoded(_ text: String) -> String {
        var text = text
        guard text.withUTF8({ $0.firstIndex(of: UInt8(ascii: "%"), from: 0) != nil }) else { return text }
        return text.removingPercentEncoding ?? text
    }

    private static func percentDecoded(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        guard bytes.firstIndex(of: UInt8(ascii: "%"), from: 0) != nil else { return text }
        return text.removingPercentEncoding ?? text
    }

    /// `scheme:` as RFC 3986 writes it: a letter, then letters, digits, `+`, `-` or `.`.
    private static func hasScheme(_ url: UnsafeBufferPointer<UInt8>) -> Bool {
        var sawLetter = false
        for byte in url {
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

/// A resolved site path as it is built, in memory the caller lends.
struct PathBuffer {
    private let storage: UnsafeMutableBufferPointer<UInt8>
    private var count = 0

    init(_ storage: UnsafeMutableBufferPointer<UInt8>) {
        self.storage = storage
    }

    var string: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(rebasing: storage[..<count]))
    }

    /// Appends `bytes`, which the lent memory has room for.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, let target = storage.baseAddress else { return }
        precondition(count + bytes.count <= storage.count, "a path grew past the memory lent for it")
        (target + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends the segments of `path` (a relative, percent-decoded path), `.` and `..` resolved; false when a `..`
    /// climbs above the root.
    mutating func appendSegments(of path: UnsafeBufferPointer<UInt8>) -> Bool {
        let dot = UInt8(ascii: ".")
        var start = 0
        var lastPart = 0..<0
        while start <= path.count {
            let end = path.firstIndex(of: UInt8(ascii: "/"), from: start) ?? path.count
            let part = start..<end
            lastPart = part
            start = end + 1
            if part.isEmpty || (part.count == 1 && path[part.lowerBound] == dot) {
                continue
            }
            if part.count == 2 && path[part.lowerBound] == dot && path[part.lowerBound + 1] == dot {
                // Empty, or ending in a slash: drop the last segment with its slash.
                guard count > 0 else { return false }
                count -= 1
                while count > 0, storage[count - 1] != UInt8(ascii: "/") {
                    count -= 1
                }
                continue
            }
            append(UnsafeBufferPointer(rebasing: path[part]))
            storage[count] = UInt8(ascii: "/")
            count += 1
        }
        let lastIsDots = !lastPart.isEmpty && lastPart.count <= 2 && path[lastPart].allSatisfy { $0 == dot }
        let isFolder = path.last == UInt8(ascii: "/") || lastIsDots
        // Every segment added its slash; a file's path has none at the end.
        if !isFolder, count > 0, storage[count - 1] == UInt8(ascii: "/") {
            count -= 1
        }
        return true
    }
}
