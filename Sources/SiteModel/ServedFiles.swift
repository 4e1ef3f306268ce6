import Foundation

/// Which files of Content/, other than pages and the files Specimen reads, a built site publishes: the files a
/// site serves by their kind (images, fonts, media, documents, styles and scripts, the host's own files), and any
/// other file a page links to, as a download. What is left (another generator's templates, a component's source,
/// notes) stays out of the site, named in one warning.
public enum ServedFiles {
    /// Extensions, in lower case, of the files a site serves whether or not a page links to them.
    public static let extensions: Set<String> = [
        // Images
        "png", "jpg", "jpeg", "gif", "svg", "webp", "avif", "ico", "bmp", "tif", "tiff", "apng",
        // Fonts
        "woff", "woff2", "ttf", "otf", "eot",
        // Audio, video and their captions
        "mp4", "webm", "ogv", "ogg", "mp3", "m4a", "wav", "flac", "aac", "mov", "m4v", "vtt",
        // Documents and what browsers read
        "pdf", "html", "htm", "css", "js", "mjs", "map", "wasm", "txt", "xml", "webmanifest",
    ]

    /// Files a static host reads by their name alone.
    public static let hostFiles: Set<String> = ["CNAME", "_redirects", "_headers", "robots.txt", "humans.txt", "security.txt"]

    /// Whether the site publishes `relativePath` (relative to Content/) by its kind.
    public static func servesByKind(_ relativePath: String) -> Bool {
        let name = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        if hostFiles.contains(name) { return true }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return extensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// The paths of the site, relative to its root, that the links `destinations` of the page at `route` lead to;
    /// links elsewhere are left out.
    public static func linked(_ destinations: [String], from route: Route) -> Set<String> {
        var paths: Set<String> = []
        for destination in destinations {
            guard let first = destination.first, first != "#", !destination.hasPrefix("//"), !destination.contains(":") else { continue }
            let end = destination.firstIndex { $0 == "#" || $0 == "?" } ?? destination.endIndex
            let path = String(destination[..<end])
            let decoded = path.contains("%") ? path.removingPercentEncoding ?? path : path
            if decoded.hasPrefix("/") {
                paths.insert(String(decoded.dropFirst()))
            } else if let resolved = PageLinks.resolve(decoded, besides: route.outputFile) {
                paths.insert(resolved)
            }
        }
        return paths
    }
}
