import Foundation

/// What the dev server answers to one request, before it goes on the wire: ``StaticFiles``'s answer and, with a
/// ``LiveReload``, its script, which is also added to every HTML page as it is answered.
struct SiteResponder: Sendable {
    var files: StaticFiles
    var liveReload: LiveReload?

    /// The answer to `method` on the raw (percent-encoded) `path`, query left off.
    func answer(method: String, path: String) -> StaticResponse {
        guard liveReload != nil, method == "GET" || method == "HEAD" else {
            return files.respond(method: method, path: path)
        }
        if path == LiveReload.scriptPath {
            let script = Data(LiveReloadScript.source.utf8)
            return StaticResponse(
                status: 200,
                headers: ["Content-Type": "text/javascript; charset=utf-8", "Content-Length": String(script.count),
                          "Cache-Control": "no-cache"],
                body: method == "HEAD" ? Data() : script
            )
        }
        // A HEAD answer's length is the GET answer's, script included.
        var answer = files.respond(method: "GET", path: path)
        if answer.headers["Content-Type"]?.hasPrefix("text/html") == true {
            answer.body = LiveReload.inject(into: answer.body)
            answer.headers["Content-Length"] = String(answer.body.count)
        }
        if method == "HEAD" {
            answer.body = Data()
        }
        return answer
    }
}
