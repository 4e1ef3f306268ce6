import FlyingFox

/// FlyingFox's side of ``StaticFiles``.
struct StaticFilesHandler: HTTPHandler {
    var files: StaticFiles

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let answer = files.respond(method: request.method.rawValue, path: request.target.path(percentEncoded: true))
        var headers = HTTPHeaders()
        for (name, value) in answer.headers {
            headers[HTTPHeader(name)] = value
        }
        let phrases = [200: "OK", 301: "Moved Permanently", 404: "Not Found", 405: "Method Not Allowed"]
        return HTTPResponse(statusCode: HTTPStatusCode(answer.status, phrase: phrases[answer.status] ?? "Error"),
                            headers: headers, body: answer.body)
    }
}
