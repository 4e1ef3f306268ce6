import Foundation

/// Answers requests from a built site's folder as a static host would: the file, or a folder's index.html, with
/// its Content-Type; a folder named without its slash redirects to it (relative links depend on it); a missing
/// address gets the site's 404.html with status 404; only GET and HEAD are allowed.
///
/// Nothing outside the folder is ever answered: the path is percent-decoded once and any `..` or `.` segment, an
/// encoded slash or backslash, or a NUL is refused as not found, and the file's real path, symlinks resolved,
/// must lie inside the folder's real path.
///
/// Under a mount path (`/design-docs/`), the folder is answered there, as a host that serves the site under a
/// sub-path would: `/` redirects to the mount, and any address outside it is not found.
public struct StaticFiles: Sendable {
    /// The folder, symlinks resolved.
    public let root: String
    /// The path the folder is answered under, starting and ending with `/`.
    public let mount: String

    /// - Parameters:
    ///   - root: the built site's folder.
    ///   - mount: the path to answer it under (`/design-docs/`), as percent-encoded in requests; `/` by default.
    public init(root: String, mount: String = "/") {
        self.root = URL(fileURLWithPath: root).resolvingSymlinksInPath().standardizedFileURL.path
        let trimmed = mount.split(separator: "/").joined(separator: "/")
        self.mount = trimmed.isEmpty ? "/" : "/" + trimmed + "/"
    }

    /// The response to `method` on the raw (percent-encoded) `path`.
    public func respond(method: String, path fullPath: String) -> StaticResponse {
        guard method == "GET" || method == "HEAD" else {
            return StaticResponse(status: 405, headers: ["Allow": "GET, HEAD", "Content-Type": "text/plain; charset=utf-8"],
                                  body: Data("\(method) is not allowed here; allowed: GET, HEAD\n".utf8))
        }
        let head = method == "HEAD"
        if mount != "/" && (fullPath == "/" || fullPath + "/" == mount) {
            // Temporary: the same port may serve another site, or this one at its root, tomorrow.
            return redirect(302, to: mount, head: head)
        }
        guard fullPath.hasPrefix(mount) else { return notFound(head: head) }
        let rawPath = "/" + fullPath.dropFirst(mount.count)
        guard let segments = Self.segments(of: rawPath) else { return notFound(head: head) }
        let relative = segments.joined(separator: "/")
        var candidate = relative.isEmpty ? root : root + "/" + relative
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) else { return notFound(head: head) }
        if isDirectory.boolValue {
            guard rawPath.hasSuffix("/") else { return redirect(301, to: fullPath + "/", head: head) }
            candidate += "/index.html"
        }
        guard let file = contained(candidate), let data = FileManager.default.contents(atPath: file) else {
            return notFound(head: head)
        }
        return response(200, data: data, type: MediaType.of(path: file), head: head)
    }

    /// The decoded path segments, or nil for a path that could leave the folder.
    static func segments(of rawPath: String) -> [String]? {
        var segments: [String] = []
        for raw in rawPath.split(separator: "/", omittingEmptySubsequences: true) {
            guard let segment = String(raw).removingPercentEncoding,
                  segment != "..", segment != ".",
                  !segment.contains("/"), !segment.contains("\\"), !segment.contains("\0")
            else { return nil }
            segments.append(segment)
        }
        return segments
    }

    /// The file's real path when it lies inside the folder.
    private func contained(_ path: String) -> String? {
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
        return real.hasPrefix(root + "/") ? real : nil
    }

    private func redirect(_ status: Int, to location: String, head: Bool) -> StaticResponse {
        StaticResponse(status: status, headers: ["Location": location, "Content-Type": "text/plain; charset=utf-8"],
                       body: head ? Data() : Data("Moved to \(location)\n".utf8))
    }

    private func notFound(head: Bool) -> StaticResponse {
        if let page = contained(root + "/404.html"), let data = FileManager.default.contents(atPath: page) {
            return response(404, data: data, type: MediaType.of(path: page), head: head)
        }
        return response(404, data: Data("Not found\n".utf8), type: "text/plain; charset=utf-8", head: head)
    }

    private func response(_ status: Int, data: Data, type: String, head: Bool) -> StaticResponse {
        // A preview server: the browser must ask again after every rebuild.
        StaticResponse(status: status,
                       headers: ["Content-Type": type, "Content-Length": String(data.count), "Cache-Control": "no-cache"],
                       body: head ? Data() : data)
    }
}
