import ArgumentParser
import DevServer
import Disk
import Foundation
import SiteBuilder
import SiteModel

/// `specimen serve --versions`: the versioned site served, and rebuilt on every save.
extension Serve {
    /// Builds every version, serves the output folder, and builds again on every save of the content or theme
    /// folder: the releases come from the cache, so a save costs the working tree's build.
    func serveVersions(options: BuildOptions, on terminal: Console) async throws {
        let liveReload = LiveReload()
        let first = try VersionedBuild.runCommand(options: options, cache: cache, console: terminal, withNext: true)
        if !first.diagnostics.isEmpty {
            guard FileManager.default.fileExists(atPath: FileSystem.join(options.outputPath, SiteBuilder.outputMarker)) else {
                throw ExitCode(ExitStatus.contentErrors)
            }
            terminal.say("Serving the last good site in \(output); fix the errors and save to rebuild.")
            liveReload.publish(.errors(first.diagnostics.map(\.formatted)))
        }
        try await serve(options: options, liveReload: liveReload, on: terminal) { [cache] changes in
            for await _ in changes {
                do {
                    let outcome = try VersionedBuild.runCommand(options: options, cache: cache, console: terminal, withNext: true)
                    liveReload.publish(outcome.diagnostics.isEmpty ? .reload : .errors(outcome.diagnostics.map(\.formatted)))
                } catch {
                    liveReload.publish(.errors(["the versions could not be built; the terminal says why"]))
                }
            }
        }
    }
}
