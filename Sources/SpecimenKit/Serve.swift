import ArgumentParser
import DevServer
import Disk
import Foundation
import TextEscaping
import SiteBuilder
import SiteModel

/// `specimen serve`: builds the site, then serves the output folder on a local address until interrupted.
struct Serve: AsyncParsableCommand, SiteCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it locally, and rebuild and reload on every save.",
        discussion: """
            Builds as `build` does, then serves the output folder as a static host would: the right \
            Content-Type, index.html for folders, the site's 404 page with status 404, GET and HEAD only, \
            and nothing outside the folder. It watches the content and theme folders: a save rebuilds only \
            what it affects, writes the changed files, and then reloads the open pages. A build that fails \
            leaves the last good site served and shows its errors over the page until a save fixes them. \
            The reload script is added as pages are served, never to the built files. Stops cleanly on \
            Ctrl-C (SIGINT) or SIGTERM. With --base-url, the site is served under its path (/design-docs/), \
            as it will be hosted, and / redirects there.
            """
    )

    @OptionGroup var site: SiteOptions

    @Option(help: ArgumentHelp("The output folder, replaced as a whole by a successful build.", valueName: "folder"))
    var output = "public"

    @Flag(help: "Replace the output folder even when it holds files Specimen did not write (CNAME, .nojekyll and .git are kept).")
    var force = false

    @Option(help: ArgumentHelp("The IPv4 address to listen on.", valueName: "address"))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("The port to listen on; 0 picks a free one.", valueName: "port"))
    var port: UInt16 = 8000

    @Flag(help: "Open the site in the default browser (xdg-open).")
    var open = false

    @Flag(help: ArgumentHelp(
        "Serve every release site.yml's versions: block chooses, as build --versions makes them, with the working "
            + "tree as next/; a save rebuilds next/ (the releases come from the cache)."))
    var versions = false

    @Option(help: ArgumentHelp("Where --versions keeps each version it built.", valueName: "folder"))
    var cache = ".specimen-cache/versions"

    @OptionGroup var console: ConsoleOptions

    func validate() throws {
        if versions {
            try VersionedBuild.validate(options: site.buildOptions(output: output, force: force), cache: cache,
                                        format: site.format, acceptCurrent: false)
        }
        if site.format != .text {
            throw ValidationError("--format \(site.format.rawValue) is for build and check; serve prints its problems as text and shows them on the pages")
        }
        if let problem = site.buildOptions(output: output, force: force).outputProblem() {
            throw ValidationError(problem)
        }
    }

    func run() async throws {
        let options = site.buildOptions(output: output, force: force)
        let builder = SiteBuilder(options: options)
        let terminal = console.terminal
        // One server per output folder, for as long as it serves: two would build over each other.
        let releaseServeLock = try takeServeLock(of: builder, on: terminal)
        defer { releaseServeLock() }
        if versions {
            return try await serveVersions(options: options, on: terminal)
        }
        let (first, firstMemo) = ProgressLine.showing("Building", on: terminal) { announce in
            builder.build(reusing: BuildMemo(), announcing: announce)
        }
        let liveReload = LiveReload()
        try tellFirstBuild(first, options: options, on: terminal, liveReload: liveReload)
        try await serve(options: options, liveReload: liveReload, on: terminal) { [firstMemo, failed = !first.succeeded] changes in
            var memo = firstMemo
            var failing = failed
            for await batch in changes {
                let report: BuildReport
                (report, memo) = builder.build(reusing: memo)
                failing = Self.tell(report, after: batch, failing: failing, on: terminal, liveReload: liveReload)
            }
        }
    }

    /// Serves the output folder until SIGINT or SIGTERM, handing `rebuild` the saves in the content and theme
    /// folders, batch by batch, as they come.
    func serve(options: BuildOptions, liveReload: LiveReload, on terminal: Console,
               rebuild: @escaping @Sendable (AsyncStream<[String]>) async -> Void) async throws {
        let server = try makeServer(options: options, liveReload: liveReload, on: terminal)
        // SIGINT and SIGTERM stop the server, so the port is freed and the command returns normally.
        let signalSources = Self.stopOnSignals(server, liveReload: liveReload)
        defer {
            for source in signalSources {
                source.cancel()
            }
        }
        let running = Task { try await server.run() }
        let watcher = DirectoryWatcher(roots: [options.contentPath] + (options.theme.folderPath.map { [$0] } ?? []))
        let rebuilding = Task { await rebuild(watcher.changes()) }
        defer { rebuilding.cancel() }
        await announce(server, baseURL: options.baseURL)
        do {
            try await running.value
        } catch {
            terminal.error(String(describing: error))
            throw ExitCode(ExitStatus.contentErrors)
        }
        terminal.say("Stopped.")
    }

    /// Takes the output folder's serve lock, or says why it cannot and stops; gives back what releases it.
    private func takeServeLock(of builder: SiteBuilder, on terminal: Console) throws -> @Sendable () -> Void {
        do {
            return try FileSystem.local.lock(builder.serveLockPath)
        } catch let refusal as LockRefusal where !refusal.isForeignFile {
            terminal.error("another specimen serve" + (refusal.holder.map { " (process \($0))" } ?? "")
                + " is serving \(output); stop it, or give another --output")
            throw ExitCode(ExitStatus.contentErrors)
        } catch is LockRefusal {
            terminal.error("\(builder.serveLockPath) is where specimen serve keeps its lock, and the file there is "
                + "not a Specimen lock; move it away (Specimen never removes a file it did not make), or give another --output")
            throw ExitCode(ExitStatus.contentErrors)
        } catch {
            terminal.error("specimen serve's lock \(builder.serveLockPath) cannot be taken: \(error); give another --output")
            throw ExitCode(ExitStatus.contentErrors)
        }
    }

    /// Prints the first build's report; throws when it failed, unless there is a last good site to serve meanwhile.
    private func tellFirstBuild(_ first: BuildReport, options: BuildOptions, on terminal: Console, liveReload: LiveReload) throws {
        do {
            try ReportPrinter.print(first, on: terminal, failure: "\(output) was left as it was")
        } catch {
            // With a last good site to show, serving goes on and the pages show the errors until they are fixed;
            // but only a site Specimen built, and never a folder the build refused to write.
            guard !first.outputRefused, FileManager.default.fileExists(atPath: FileSystem.join(options.outputPath, SiteBuilder.outputMarker))
            else { throw error }
            terminal.say("Serving the last good site in \(output); fix the errors and save to rebuild.")
            liveReload.publish(.errors(first.diagnostics.map(\.formatted)))
        }
    }

    private func makeServer(options: BuildOptions, liveReload: LiveReload, on terminal: Console) throws -> DevServer {
        do {
            let mount = options.baseURL?.path ?? "/"
            return try DevServer(files: StaticFiles(root: output, mount: mount), liveReload: liveReload, host: host, port: port)
        } catch {
            terminal.error(String(describing: error))
            throw ExitCode(ExitStatus.usage)
        }
    }

    /// Makes SIGINT and SIGTERM close the open pages and stop `server`; gives back the sources to cancel.
    private static func stopOnSignals(_ server: DevServer, liveReload: LiveReload) -> [any DispatchSourceSignal] {
        var signalSources: [any DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                Task {
                    liveReload.closeAll()
                    await server.stop()
                }
            }
            source.resume()
            signalSources.append(source)
        }
        return signalSources
    }

    /// Says where the site is served once the server listens, and opens it when asked.
    private func announce(_ server: DevServer, baseURL: BaseURL?) async {
        do {
            let root = try await server.waitUntilListening()
            let url = URL(string: String(baseURL?.path.dropFirst() ?? ""), relativeTo: root)?.absoluteURL ?? root
            // Said under --quiet too: the address is what serve gives.
            Console().say("Serving \(output) at \(url.absoluteString) (Ctrl-C stops)")
            if open {
                _ = try? Process.run(URL(fileURLWithPath: "/usr/bin/env"), arguments: ["xdg-open", url.absoluteString])
            }
        } catch {
            // The run task knows why it could not listen (a port in use); its error is the one to print.
        }
    }

    /// Prints what a rebuild did and tells the open pages; returns whether the site is now waiting on a fix.
    private static func tell(
        _ report: BuildReport, after batch: [String], failing: Bool, on terminal: Console, liveReload: LiveReload
    ) -> Bool {
        let cause = batch.count == 1 ? batch[0] : Wording.count(batch.count, "change")
        let time = ReportPrinter.milliseconds(report.duration)
        do {
            try ReportPrinter.print(report, on: terminal, failure: "still serving the last good site")
        } catch {
            terminal.say("Rebuilt in \(time) after \(cause): failed; the pages show the errors.")
            liveReload.publish(.errors(report.diagnostics.map(\.formatted)))
            return true
        }
        let changed = report.changedPaths
        terminal.say("Rebuilt in \(time) after \(cause): \(Wording.count(report.renderedPages, "page")) rendered, "
            + "\(Wording.count(changed.count, "file")) changed\(ReportPrinter.warningText(report)).")
        if !changed.isEmpty {
            liveReload.publish(changed.allSatisfy { $0.hasSuffix(".css") } ? .stylesheets : .reload)
        } else if failing {
            liveReload.publish(.reload)
        }
        return false
    }
}
