import FlyingFox
import Foundation

/// FlyingFox's side of ``StaticFiles``; with a ``LiveReload``, also its socket and script, and the script added to
/// every HTML page as it is answered.
struct StaticFilesHandler: HTTPHandler {
    var files: StaticFiles
    var liveReload: LiveReload?

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let path = request.target.path(percentEncoded: true)
        if let liveReload {
            switch path {
            case LiveReload.socketPath:
                let socket = WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: LiveReloadSocket(liveReload: liveReload)))
                return try await socket.handleRequest(request)
            case LiveReload.scriptPath:
                let script = Data(LiveReloadScript.source.utf8)
                return response(StaticResponse(
                    status: 200,
                    headers: ["Content-Type": "text/javascript; charset=utf-8", "Content-Length": String(script.count),
                              "Cache-Control": "no-cache"],
                    body: request.method == .HEAD ? Data() : script
                ))
            default:
                break
            }
        }
        let method = request.method.rawValue
        guard liveReload != nil, method == "GET" || method == "HEAD" else {
            return response(files.respond(method: method, path: path))
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
        return response(answer)
    }

    private func response(_ answer: StaticResponse) -> HTTPResponse {
        var headers = HTTPHeaders()
        for (name, value) in answer.headers {
            headers[HTTPHeader(name)] = value
        }
        let phrases = [200: "OK", 301: "Moved Permanently", 404: "Not Found", 405: "Method Not Allowed"]
        return HTTPResponse(statusCode: HTTPStatusCode(answer.status, phrase: phrases[answer.status] ?? "Error"),
                            headers: headers, body: answer.body)
    }
}
