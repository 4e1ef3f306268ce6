import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TestSupport

/// `specimen serve` as a user runs it: it builds, serves on a free port, answers as a static host, and stops
/// cleanly on SIGTERM, freeing the port.
@Suite("specimen serve")
struct ServeCommandTests {
    static func request(_ url: URL, method: String = "GET") async throws -> (Int, [AnyHashable: Any], Data) {
        var request = URLRequest(url: url)
        request.httpMethod = method
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        return (http.statusCode, http.allHeaderFields, data)
    }

    @Test("serves the built site on a free port, then SIGTERM stops it and frees the port")
    func serveAndStop() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Fixtures.validSite.write(to: folder.url)
        let process = Process()
        process.executableURL = SpecimenCommandTests.executable
        process.arguments = ["serve", "--port", "0"]
        process.currentDirectoryURL = folder.url
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        var printed = ""
        while !printed.contains("(Ctrl-C stops)") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed += String(decoding: chunk, as: UTF8.self)
        }
        let address = try #require(printed.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") }, "\(printed)")
        let base = try #require(URL(string: String(address)))

        let (status, headers, body) = try await Self.request(base.appendingPathComponent("components/slider/"))
        #expect(status == 200)
        #expect(headers["Content-Type"] as? String == "text/html; charset=utf-8")
        #expect(String(decoding: body, as: UTF8.self).contains("<title>Slider · Fixture System</title>"))
        let (headStatus, headHeaders, headBody) = try await Self.request(base.appendingPathComponent("assets/site.css"), method: "HEAD")
        #expect(headStatus == 200 && headBody.isEmpty)
        #expect(headHeaders["Content-Length"] as? String == "34")
        #expect(try await Self.request(base, method: "POST").0 == 405)
        #expect(try await Self.request(try #require(URL(string: base.absoluteString + "%2e%2e/%2e%2e/etc/passwd"))).0 == 404)

        process.terminate()
        process.waitUntilExit()
        printed += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(printed)")
        #expect(printed.hasSuffix("Stopped.\n"), "\(printed)")
        await #expect(throws: (any Error).self, "the port is free: nothing answers") {
            _ = try await Self.request(base)
        }
    }
}
