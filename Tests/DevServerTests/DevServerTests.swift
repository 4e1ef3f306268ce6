@testable import DevServer
import Foundation
import Testing
import TestSupport

/// The server on a real socket, as hostile clients use it: every request is bounded before it is read, silent
/// connections are closed, bodies are never read, and past its connection limit it refuses new connections and
/// goes on serving the open ones.
@Suite("Dev server")
struct DevServerTests {
    /// A server on a free port over a folder with one page, stopped by `body`'s end.
    static func serving(
        limits: ServerLimits = ServerLimits(), liveReload: LiveReload? = nil,
        _ body: (_ port: UInt16) async throws -> Void
    ) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FixtureSite("""
            -- public/index.html --
            <h1>Home</h1>
            """).write(to: folder.url)
        let server = try DevServer(files: StaticFiles(root: folder.path("public")), liveReload: liveReload,
                                   host: "127.0.0.1", port: 0, limits: limits)
        let running = Task { try await server.run() }
        let url = try await server.waitUntilListening()
        do {
            try await body(UInt16(try #require(url.port)))
        } catch {
            await server.stop()
            throw error
        }
        liveReload?.closeAll()
        await server.stop()
        try await running.value
    }

    /// The status line's start of the answer to `head`.
    static func status(_ port: UInt16, _ head: String) throws -> String {
        let connection = try TCPTestConnection(port: port, timeout: 5)
        connection.send(head)
        connection.receive()
        return String(connection.text.prefix(12))
    }

    @Test("a 100 KB request line is answered 414 and a 20 KB header 431, and the server goes on answering")
    func oversizedHeads() async throws {
        try await Self.serving { port in
            // Two of each at once: with the old server two such requests were enough to stop all answers.
            let lines = try (0..<2).map { _ in try TCPTestConnection(port: port, timeout: 5) }
            let headers = try (0..<2).map { _ in try TCPTestConnection(port: port, timeout: 5) }
            for connection in lines {
                connection.send("GET /" + String(repeating: "a", count: 100_000) + " HTTP/1.1\r\nHost: x\r\n\r\n")
            }
            for connection in headers {
                connection.send("GET / HTTP/1.1\r\nHost: x\r\nX-Long: " + String(repeating: "b", count: 20_000) + "\r\n\r\n")
            }
            for connection in lines {
                #expect(connection.receive() == .closed)
                #expect(connection.text.hasPrefix("HTTP/1.1 414 URI Too Long\r\n"), "\(connection.text.prefix(80))")
            }
            for connection in headers {
                #expect(connection.receive() == .closed)
                #expect(connection.text.hasPrefix("HTTP/1.1 431 Request Header Fields Too Large\r\n"))
            }
            let clock = ContinuousClock()
            let start = clock.now
            #expect(try TCPTestConnection.get("/", port: port).contains("<h1>Home</h1>"))
            #expect(clock.now - start < .seconds(2))
        }
    }

    @Test("a head just within the limits is served; a byte more is refused")
    func limitsAreExact() async throws {
        let limits = ServerLimits(requestLineBytes: 64, headerBytes: 64)
        try await Self.serving(limits: limits) { port async throws in
            let line = "GET /?" + String(repeating: "q", count: 64 - "GET /? HTTP/1.1".count) + " HTTP/1.1"
            #expect(line.utf8.count == 64)
            let header = "Connection: close\r\nX: " + String(repeating: "h", count: 64 - "Connection: close".count - "X: ".count)
            #expect(try Self.status(port, line + "\r\n" + header + "\r\n\r\n") == "HTTP/1.1 200")
            #expect(try Self.status(port, line + "q\r\n" + header + "\r\n\r\n") == "HTTP/1.1 414")
            #expect(try Self.status(port, line + "\r\n" + header + "h\r\n\r\n") == "HTTP/1.1 431")
        }
    }

    @Test("a connection that sends nothing is closed, and half a head gets 408, once the timeout passes")
    func silentConnections() async throws {
        try await Self.serving(limits: ServerLimits(requestTimeout: .milliseconds(300))) { port in
            let silent = try TCPTestConnection(port: port, timeout: 5)
            let slow = try TCPTestConnection(port: port, timeout: 5)
            slow.send("GET / HTTP/1.1\r\nHost: x\r\n")
            #expect(silent.receive() == .closed)
            #expect(silent.text.isEmpty)
            #expect(slow.receive() == .closed)
            #expect(slow.text.hasPrefix("HTTP/1.1 408 Request Timeout\r\n"))

            // The timeout counts from each head's start: a keep-alive connection that goes on asking stays open.
            let busy = try TCPTestConnection(port: port, timeout: 5)
            for _ in 0..<3 {
                busy.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
                #expect(busy.receive(until: "</h1>") == .found)
                try await Task.sleep(for: .milliseconds(150))
            }
        }
    }

    @Test("a request with a body is answered without reading it, and the connection closed")
    func bodiesAreNotRead() async throws {
        try await Self.serving { port in
            let post = try TCPTestConnection(port: port, timeout: 5)
            post.send("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 10000000\r\n\r\n" + String(repeating: "z", count: 1000))
            // The answer comes while 9,999,000 bytes of the body are still unsent.
            #expect(post.receive(until: "\r\n\r\n") == .found)
            #expect(post.text.hasPrefix("HTTP/1.1 405 Method Not Allowed\r\n"), "\(post.text)")
            #expect(post.text.contains("Connection: close\r\n"))
            #expect(post.receive() == .closed)

            let chunked = try TCPTestConnection(port: port, timeout: 5)
            chunked.send("PUT /index.html HTTP/1.1\r\nHost: x\r\ntransfer-ENCODING: chunked\r\n\r\n5\r\nhello\r\n")
            #expect(chunked.receive() == .closed)
            #expect(chunked.text.hasPrefix("HTTP/1.1 405 Method Not Allowed\r\n"))

            #expect(try TCPTestConnection.get("/", port: port).contains("<h1>Home</h1>"))
        }
    }

    @Test("requests sent together on one connection are answered in order")
    func pipelining() async throws {
        try await Self.serving { port in
            let connection = try TCPTestConnection(port: port, timeout: 5)
            connection.send("GET / HTTP/1.1\r\nHost: x\r\n\r\nGET /none HTTP/1.1\r\nHost: x\r\n\r\nHEAD / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            #expect(connection.receive() == .closed)
            // Each body ends in a newline; each status line starts a line.
            let statuses = connection.text.components(separatedBy: .newlines).filter { $0.hasPrefix("HTTP/1.1 ") }
            #expect(statuses == ["HTTP/1.1 200 OK", "HTTP/1.1 404 Not Found", "HTTP/1.1 200 OK"])
        }
    }

    @Test("past the connection limit a new connection gets 503, the open ones go on being served, and a freed place is taken")
    func connectionLimit() async throws {
        try await Self.serving(limits: ServerLimits(connections: 4)) { port in
            var open = try (0..<4).map { _ in try TCPTestConnection(port: port, timeout: 5) }
            // The count is taken as a connection is accepted, which a connect returning does not wait for.
            try await Task.sleep(for: .milliseconds(200))
            let extra = try TCPTestConnection(port: port, timeout: 5)
            extra.receive()
            #expect(extra.text.hasPrefix("HTTP/1.1 503 Service Unavailable\r\n"), "\(extra.text)")

            open[0].send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(open[0].receive(until: "</h1>") == .found)
            open.removeLast()
            try await Task.sleep(for: .milliseconds(200))
            #expect(try TCPTestConnection.get("/", port: port).contains("<h1>Home</h1>"))
        }
    }

    @Test("the live-reload socket hears what is published, and outlives the request timeout")
    func liveReloadSocket() async throws {
        let live = LiveReload()
        try await Self.serving(limits: ServerLimits(requestTimeout: .milliseconds(300)), liveReload: live) { port in
            let socket = try WebSocketTestClient(host: "127.0.0.1", port: port, path: LiveReload.socketPath)
            #expect(try socket.nextText() == #"{"type":"connected"}"#)
            // Longer than the request timeout: an upgraded socket is not a request in waiting.
            try await Task.sleep(for: .milliseconds(600))
            live.publish(.reload)
            #expect(try socket.nextText() == #"{"type":"reload"}"#)
            let page = try TCPTestConnection.get("/", port: port)
            #expect(page.contains(#"<script src="/__specimen/live-reload.js"></script>"#))
        }
    }

    @Test("stopping closes the port, the open connections and the live-reload sockets, and run returns")
    func stopClosesEverything() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let server = try DevServer(files: StaticFiles(root: folder.url.path), liveReload: LiveReload(), host: "127.0.0.1", port: 0)
        let running = Task { try await server.run() }
        let port = UInt16(try #require(try await server.waitUntilListening().port))
        let idle = try TCPTestConnection(port: port, timeout: 5)
        let socket = try WebSocketTestClient(host: "127.0.0.1", port: port, path: LiveReload.socketPath)
        #expect(try socket.nextText() == #"{"type":"connected"}"#)
        await server.stop()
        try await running.value
        #expect(idle.receive() == .closed)
        #expect(throws: WebSocketTestClient.Failure.self) { try socket.nextText() }
        #expect(throws: TCPTestConnection.Failure.self) { try TCPTestConnection(port: port, timeout: 1) }
    }

    @Test("an address that is not IPv4 and a port in use are said plainly")
    func startFailures() async throws {
        #expect(throws: DevServer.StartFailure.self) {
            _ = try DevServer(files: StaticFiles(root: "."), host: "localhost", port: 0)
        }
        try await Self.serving { port in
            let second = try DevServer(files: StaticFiles(root: "."), host: "127.0.0.1", port: port)
            await #expect(throws: DevServer.StartFailure.self) { try await second.run() }
            do {
                try await second.run()
            } catch {
                #expect("\(error)".contains("the port is in use"))
            }
        }
    }
}
