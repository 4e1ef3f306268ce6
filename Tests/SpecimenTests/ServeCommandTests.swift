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

    /// Reads the server's output until it holds `text`, or the server stops writing.
    static func read(_ output: Pipe, until text: String, into printed: inout String) {
        while !printed.contains(text) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed += String(decoding: chunk, as: UTF8.self)
        }
    }

    /// Starts `specimen serve --port 0` in `folder` and returns it with the address it printed; with
    /// `descriptors`, under that limit of open files (`ulimit -n`).
    static func start(
        in folder: TemporaryFolder, output: Pipe, printed: inout String, descriptors: Int? = nil, arguments: [String] = [],
        at subfolder: String? = nil
    ) throws -> (Process, URL) {
        let process = Process()
        if let descriptors {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -n \(descriptors) && exec \"$0\" serve --port 0", SpecimenCommandTests.executable.path]
        } else {
            process.executableURL = SpecimenCommandTests.executable
            process.arguments = ["serve", "--port", "0"] + arguments
        }
        process.currentDirectoryURL = subfolder.map { folder.url.appendingPathComponent($0) } ?? folder.url
        process.standardOutput = output
        process.standardError = output
        try process.run()
        read(output, until: "(Ctrl-C stops)", into: &printed)
        let address = try #require(printed.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") }, "\(printed)")
        return (process, try #require(URL(string: String(address))))
    }

    @Test("serves the built site on a free port, then SIGTERM stops it and frees the port")
    func serveAndStop() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Fixtures.validSite.merging(FixtureSite("""
            -- Content/404.html --
            <!doctype html><title>Not here</title><p>No such page.</p>
            -- Content/images/dot.svg --
            <svg xmlns="http://www.w3.org/2000/svg"/>
            -- Content/data/tokens.json --
            {}
            -- Content/guides/data.md --
            # Data

            A download: [the tokens](../../data/tokens.json).
            """)).write(to: folder.url)
        let output = Pipe()
        var printed = ""
        let (process, base) = try Self.start(in: folder, output: output, printed: &printed)
        defer { if process.isRunning { process.terminate() } }

        for (path, type) in [("assets/site.css", "text/css; charset=utf-8"), ("images/dot.svg", "image/svg+xml"),
                             ("data/tokens.json", "application/json"), ("robots.txt", "text/plain; charset=utf-8")] {
            let (status, headers, _) = try await Self.request(base.appendingPathComponent(path))
            #expect(status == 200 && headers["Content-Type"] as? String == type, "\(path): \(headers)")
        }
        let (missingStatus, _, missingBody) = try await Self.request(base.appendingPathComponent("components/no/such/page/"))
        #expect(missingStatus == 404)
        #expect(String(decoding: missingBody, as: UTF8.self).contains("No such page."), "the site's 404 page")
        let (status, headers, body) = try await Self.request(base.appendingPathComponent("components/slider/"))
        #expect(status == 200)
        #expect(headers["Content-Type"] as? String == "text/html; charset=utf-8")
        #expect(String(decoding: body, as: UTF8.self).contains("<title>Slider · Fixture System</title>"))
        let (headStatus, headHeaders, headBody) = try await Self.request(base.appendingPathComponent("assets/site.css"), method: "HEAD")
        #expect(headStatus == 200 && headBody.isEmpty)
        #expect(headHeaders["Content-Length"] as? String == "31", "body {font-family:sans-serif;} and its line break")
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

    @Test("--versions serves every release of the fixture and the working tree as next/; a save rebuilds next/ alone")
    func serveVersions() async throws {
        let folder = try VersionsCommandTests.repository()
        defer { folder.remove() }
        let output = Pipe()
        var printed = ""
        let (process, base) = try Self.start(in: folder, output: output, printed: &printed, arguments: ["--versions"], at: "repo")
        defer { if process.isRunning { process.terminate() } }
        #expect(printed.contains("Built 4 versions"), "\(printed)")

        #expect(try await Self.request(base.appendingPathComponent("v1.0.0/components/slider/")).0 == 200)
        #expect(try await Self.request(base.appendingPathComponent("v1.0.0/components/stepper/")).0 == 404, "v1.0.0 had no stepper")
        #expect(try await Self.request(base.appendingPathComponent("components/stepper/")).0 == 200)
        let next = base.appendingPathComponent("next/")
        #expect(String(decoding: try await Self.request(next).2, as: UTF8.self).contains("Unreleased: a paragraph"))

        let index = folder.url.appendingPathComponent("repo/Content/index.md")
        try Data((try String(contentsOf: index, encoding: .utf8) + "\nSaved while serving.\n").utf8).write(to: index)
        Self.read(output, until: "3 unchanged", into: &printed)
        #expect(printed.contains("(3 unchanged: v1.0.0, v1.1.0, v2.0.0)"), "\(printed)")
        #expect(String(decoding: try await Self.request(next).2, as: UTF8.self).contains("Saved while serving."))
        #expect(!String(decoding: try await Self.request(base).2, as: UTF8.self).contains("Saved while serving."), "the latest is v2.0.0's")
        process.terminate()
        process.waitUntilExit()
    }

    @Test("a save rebuilds and the open page hears reload; a broken save shows the errors; the fix clears them")
    func liveReload() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Fixtures.validSite.write(to: folder.url)
        let output = Pipe()
        var printed = ""
        let (process, base) = try Self.start(in: folder, output: output, printed: &printed)
        defer { if process.isRunning { process.terminate() } }

        // The served page carries the script; the built file does not.
        let (_, _, served) = try await Self.request(base.appendingPathComponent("components/slider/"))
        #expect(String(decoding: served, as: UTF8.self).contains(#"<script src="/__specimen/live-reload.js"></script>"#))
        let built = try String(contentsOfFile: folder.path("public/components/slider/index.html"), encoding: .utf8)
        #expect(!built.contains("__specimen"))
        let (scriptStatus, scriptHeaders, _) = try await Self.request(base.appendingPathComponent("__specimen/live-reload.js"))
        #expect(scriptStatus == 200 && scriptHeaders["Content-Type"] as? String == "text/javascript; charset=utf-8")

        let socket = try WebSocketTestClient(host: "127.0.0.1", port: UInt16(try #require(base.port)), path: "/__specimen/events")
        func message() throws -> String {
            try socket.nextText()
        }
        // The first message says the socket is open; a save before that would go unheard.
        #expect(try message() == #"{"type":"connected"}"#)

        let page = folder.path("Content/components/slider.md")
        let original = try String(contentsOfFile: page, encoding: .utf8)
        try (original + "\nDrag it again.\n").write(toFile: page, atomically: false, encoding: .utf8)
        #expect(try message() == #"{"type":"reload"}"#)
        Self.read(output, until: "changed.", into: &printed)
        #expect(printed.contains("Rebuilt in "), "\(printed)")
        let (_, _, rebuilt) = try await Self.request(base.appendingPathComponent("components/slider/"))
        #expect(String(decoding: rebuilt, as: UTF8.self).contains("Drag it again."))

        try original.replacingOccurrences(of: "weight: 2", with: "weight: two").write(toFile: page, atomically: false, encoding: .utf8)
        let errors = try message()
        #expect(errors.hasPrefix(#"{"diagnostics":["Content/components/slider.md:4:9: error: "#), "\(errors)")
        #expect(errors.hasSuffix(#""type":"errors"}"#))
        let (_, _, kept) = try await Self.request(base.appendingPathComponent("components/slider/"))
        #expect(String(decoding: kept, as: UTF8.self).contains("Drag it again."), "the last good site is still served")

        try original.write(toFile: page, atomically: false, encoding: .utf8)
        #expect(try message() == #"{"type":"reload"}"#)
        let (_, _, fixed) = try await Self.request(base.appendingPathComponent("components/slider/"))
        #expect(!String(decoding: fixed, as: UTF8.self).contains("Drag it again."))

        try "body { font-family: serif; }\n".write(toFile: folder.path("Theme/assets/site.css"), atomically: false, encoding: .utf8)
        #expect(try message() == #"{"type":"stylesheets"}"#, "a stylesheet alone is swapped without a reload")

        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    /// `specimen serve --port 0` on the fixture site in a folder of its own, terminated and removed with it.
    final class Served {
        let folder: TemporaryFolder
        let process: Process
        let port: UInt16
        /// Kept open for as long as the server runs: it writes a line on each rebuild.
        let output = Pipe()

        init(descriptors: Int? = nil) throws {
            folder = try TemporaryFolder()
            try Fixtures.validSite.write(to: folder.url)
            var printed = ""
            let (process, base) = try ServeCommandTests.start(in: folder, output: output, printed: &printed, descriptors: descriptors)
            self.process = process
            port = UInt16(try #require(base.port))
        }

        /// SIGTERM, then the exit status.
        func stop() -> Int32 {
            process.terminate()
            process.waitUntilExit()
            return process.terminationStatus
        }

        deinit {
            if process.isRunning { process.terminate() }
            folder.remove()
        }
    }

    @Test("a second serve on the same output is refused at start, naming the first's process; the first goes on")
    func secondServe() throws {
        let served = try Served()
        let second = try SpecimenCommandTests.run(["serve", "--port", "0"], in: served.folder.url)
        #expect(second.status == 1)
        #expect(second.standardError.contains("error: another specimen serve (process \(served.process.processIdentifier)) is serving public; stop it, or give another --output"),
                "\(second.standardError)")
        #expect(try TCPTestConnection.get("/components/slider/", port: served.port).hasPrefix("HTTP/1.1 200 OK"))
        #expect(served.stop() == 0)
        #expect(!FileManager.default.fileExists(atPath: served.folder.path(".public.specimen-serve")))
    }

    @Test("an output folder the build refuses (the user's own files) is never served, on any address")
    func refusedFolderNotServed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Fixtures.validSite.write(to: folder.url)
        try FileManager.default.createDirectory(atPath: folder.path("mine"), withIntermediateDirectories: true)
        try "my notes".write(toFile: folder.path("mine/index.html"), atomically: true, encoding: .utf8)
        let run = try SpecimenCommandTests.run(["serve", "--output", "mine", "--port", "0", "--host", "0.0.0.0"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.standardError.contains("the output folder holds files Specimen did not write"), "\(run.standardError)")
        #expect(!run.standardOutput.contains("Serving"))
        #expect(try String(contentsOfFile: folder.path("mine/index.html"), encoding: .utf8) == "my notes")
    }

    @Test("a user's file where a lock goes is refused and left as it was")
    func foreignLockFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Fixtures.validSite.write(to: folder.url)
        try "my lock notes".write(toFile: folder.path(".public.specimen-lock"), atomically: true, encoding: .utf8)
        try "not Specimen's".write(toFile: folder.path(".public.lock"), atomically: true, encoding: .utf8)
        let build = try SpecimenCommandTests.run(["build"], in: folder.url)
        #expect(build.status == 1)
        #expect(build.standardError.contains(".public.specimen-lock:1:1: error: this file is where Specimen keeps the output folder's lock, and it is not a lock Specimen made; move it away"),
                "\(build.standardError)")
        #expect(try String(contentsOfFile: folder.path(".public.specimen-lock"), encoding: .utf8) == "my lock notes")
        try FileManager.default.removeItem(atPath: folder.path(".public.specimen-lock"))
        #expect(try SpecimenCommandTests.run(["build"], in: folder.url).status == 0)
        // A file of the old lock's name is the user's: a build neither uses nor removes it.
        #expect(try String(contentsOfFile: folder.path(".public.lock"), encoding: .utf8) == "not Specimen's")
    }

    @Test("requests with a 100 KB line or a 20 KB header, left open, are refused and the site goes on being served")
    func hostileRequests() throws {
        let served = try Served()
        let port = served.port

        // The clients send and stay: the connections are theirs to close, and they never do.
        let hostile = try (0..<4).map { _ in try TCPTestConnection(port: port, timeout: 5) }
        hostile[0].send("GET /" + String(repeating: "a", count: 100_000) + " HTTP/1.1\r\nHost: x\r\n\r\n")
        hostile[1].send("GET /" + String(repeating: "a", count: 100_000))
        hostile[2].send("GET / HTTP/1.1\r\nX-Long: " + String(repeating: "b", count: 20_000) + "\r\n\r\n")
        hostile[3].send("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000000\r\n\r\n" + String(repeating: "z", count: 10_000))
        #expect(hostile[0].receive(until: "\r\n") == .found && hostile[0].text.hasPrefix("HTTP/1.1 414 "), "\(hostile[0].text)")
        #expect(hostile[1].receive(until: "\r\n") == .found && hostile[1].text.hasPrefix("HTTP/1.1 414 "))
        #expect(hostile[2].receive(until: "\r\n") == .found && hostile[2].text.hasPrefix("HTTP/1.1 431 "))
        #expect(hostile[3].receive(until: "\r\n") == .found && hostile[3].text.hasPrefix("HTTP/1.1 405 "))

        // Timed on a blocking socket: an await could wait on the test runner's threads, which other tests hold.
        let clock = ContinuousClock()
        let start = clock.now
        let page = try TCPTestConnection.get("/components/slider/", port: port)
        #expect(clock.now - start < .seconds(2), "answered at once, not after the hostile requests")
        #expect(page.hasPrefix("HTTP/1.1 200 OK\r\n") && page.contains("<title>Slider · Fixture System</title>"))
        #expect(served.stop() == 0)
    }

    @Test("300 idle connections under a limit of 256 open files: serve stays up, serves the open ones, then new ones")
    func descriptorExhaustion() throws {
        let served = try Served(descriptors: 256)
        let port = served.port

        var idle: [TCPTestConnection] = []
        for _ in 0..<300 {
            idle.append(try TCPTestConnection(port: port, timeout: 5))
        }
        // Blocking waits, not awaits: the first connections must still be inside the server's request timeout.
        Thread.sleep(forTimeInterval: 0.5)
        #expect(served.process.isRunning)
        // The first connections were admitted: they are answered as ever.
        idle[0].send("GET /components/slider/ HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(idle[0].receive(until: "</html>") == .found)
        #expect(idle[0].text.hasPrefix("HTTP/1.1 200 OK\r\n"))
        // The last ones were turned away, not left hanging.
        let refused = idle[299]
        refused.receive()
        #expect(refused.text.isEmpty || refused.text.hasPrefix("HTTP/1.1 503 "), "\(refused.text.prefix(60))")

        idle.removeAll()
        Thread.sleep(forTimeInterval: 0.5)
        #expect(try TCPTestConnection.get("/components/slider/", port: port).hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(served.process.isRunning)
        #expect(served.stop() == 0)
    }

    @Test("a rebuild that cannot write (another build holds the output) is an error over the last good site, as content errors are")
    func rebuildThatCannotWrite() throws {
        let served = try Served()
        let port = served.port
        let socket = try WebSocketTestClient(host: "127.0.0.1", port: port, path: "/__specimen/events")
        #expect(try socket.nextText() == #"{"type":"connected"}"#)

        // Another build's lock on the output, as `specimen build` takes it.
        let lock = open(served.folder.path(".public.specimen-lock"), O_CREAT | O_RDWR, 0o644)
        #expect(lock >= 0 && flock(lock, LOCK_EX | LOCK_NB) == 0)
        let page = served.folder.path("Content/components/slider.md")
        let original = try String(contentsOfFile: page, encoding: .utf8)
        try (original + "\nWhile locked.\n").write(toFile: page, atomically: false, encoding: .utf8)
        let errors = try socket.nextText()
        #expect(errors.contains("another Specimen build is writing this output folder"), "\(errors)")
        #expect(!(try TCPTestConnection.get("/components/slider/", port: port)).contains("While locked."), "the last good site is still served")
        #expect(served.process.isRunning)

        close(lock)
        try (original + "\nUnlocked.\n").write(toFile: page, atomically: false, encoding: .utf8)
        #expect(try socket.nextText() == #"{"type":"reload"}"#)
        #expect(try TCPTestConnection.get("/components/slider/", port: port).contains("Unlocked."))
        #expect(served.stop() == 0)
    }
}
