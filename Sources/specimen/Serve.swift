import ArgumentParser
import DevServer
import Foundation
import SiteBuilder

/// `specimen serve`: builds the site, then serves the output folder on a local address until interrupted.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the site and serve it locally.",
        discussion: """
            Builds as `build` does, then serves the output folder as a static host would: the right \
            Content-Type, index.html for folders, the site's 404 page with status 404, GET and HEAD only, \
            and nothing outside the folder. Stops cleanly on Ctrl-C (SIGINT) or SIGTERM. \
            Rebuilding on save and reloading the browser are not there yet.
            """
    )

    @OptionGroup var site: SiteOptions

    @Option(help: ArgumentHelp("The output folder, replaced as a whole by a successful build.", valueName: "folder"))
    var output = "public"

    @Option(help: ArgumentHelp("The IPv4 address to listen on.", valueName: "address"))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("The port to listen on; 0 picks a free one.", valueName: "port"))
    var port: UInt16 = 8000

    @Flag(help: "Open the site in the default browser (xdg-open).")
    var open = false

    func validate() throws {
        if let problem = site.buildOptions(output: output).outputProblem() {
            throw ValidationError(problem)
        }
    }

    func run() async throws {
        let report = SiteBuilder(options: site.buildOptions(output: output)).build()
        try ReportPrinter.print(report, verbose: site.verbose, failure: "\(output) was left as it was")
        let server: DevServer
        do {
            server = try DevServer(files: StaticFiles(root: output), host: host, port: port)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(ExitStatus.usage)
        }
        // SIGINT and SIGTERM stop the server, so the port is freed and the command returns normally.
        var signalSources: [any DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { Task { await server.stop() } }
            source.resume()
            signalSources.append(source)
        }
        defer {
            for source in signalSources {
                source.cancel()
            }
        }
        let running = Task { try await server.run() }
        do {
            let url = try await server.waitUntilListening()
            // Written straight to the file descriptor: print's buffer would hold it back on a pipe, where a
            // script or test waits for the address.
            FileHandle.standardOutput.write(Data("Serving \(output) at \(url.absoluteString) (Ctrl-C stops)\n".utf8))
            if open {
                _ = try? Process.run(URL(fileURLWithPath: "/usr/bin/env"), arguments: ["xdg-open", url.absoluteString])
            }
        } catch {
            // The run task knows why it could not listen (a port in use); its error is the one to print.
        }
        do {
            try await running.value
        } catch is CancellationError {
            // stop() ends the listening loop by cancelling it: the normal way out.
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(ExitStatus.contentErrors)
        }
        FileHandle.standardOutput.write(Data("Stopped.\n".utf8))
    }
}
