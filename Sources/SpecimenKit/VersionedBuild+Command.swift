import ArgumentParser
import Disk
import Foundation
import SiteBuilder
import SiteModel

/// How `specimen build --versions` starts and what it prints.
extension VersionedBuild {
    /// Refuses what --versions cannot do: a content folder given from outside the repository, a cache folder
    /// inside or around the output, content or theme folder, a JSON report, accepting findings.
    static func validate(options: BuildOptions, cache: String, format: ReportFormat, acceptCurrent: Bool) throws {
        let parts = options.contentPath.split(separator: "/", omittingEmptySubsequences: true)
        if options.contentPath.hasPrefix("/") || parts.isEmpty || parts.contains("..") || parts.contains(".") {
            throw ValidationError("--versions reads --content '\(options.contentPath)' from each tag, so it is a path inside "
                + "the repository; allowed: a relative path without '.' or '..' (Content, docs/Content)")
        }
        if format == .json || acceptCurrent {
            throw ValidationError("--versions prints text only and accepts no findings; build the working tree without "
                + "--versions for --format json or --accept-current")
        }
        let absolute = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.path + "/" }
        let cacheFolder = absolute(cache)
        let others = [("the output folder", options.outputPath), ("the content folder", options.contentPath)]
            + (options.theme.folderPath.map { [("the theme folder", $0)] } ?? [])
        for (name, path) in others where cacheFolder.hasPrefix(absolute(path)) || absolute(path).hasPrefix(cacheFolder) {
            throw ValidationError("--cache '\(cache)' and \(name) '\(path)' overlap; allowed: a folder of its own such as .specimen-cache/versions")
        }
    }

    /// Builds the versions and prints what happened; the outcome's diagnostics say when a version does not build. `serve` asks for the
    /// working tree as `next` whatever site.yml says, so that a save shows.
    @discardableResult
    static func runCommand(options: BuildOptions, cache: String, console terminal: Console, withNext: Bool = false) throws -> Outcome {
        let start = ContinuousClock.now
        var absolute = options
        if case let .folder(folder) = options.theme {
            absolute.theme = .folder(URL(fileURLWithPath: folder).standardizedFileURL.path)
        }
        absolute.outputPath = URL(fileURLWithPath: options.outputPath).standardizedFileURL.path
        let cacheFolder = URL(fileURLWithPath: cache).standardizedFileURL.path
        try FileManager.default.createDirectory(atPath: cacheFolder, withIntermediateDirectories: true)
        var build = VersionedBuild(options: absolute, cache: VersionCache(folder: cacheFolder), terminal: terminal,
                                   interruption: Interruption())
        build.withNext = withNext
        build.outputName = options.outputPath
        let outcome = try build.run()
        build.interruption.holdIfStopping()
        guard outcome.diagnostics.isEmpty else {
            terminal.error("a version does not build; \(options.outputPath) was left as it was")
            return outcome
        }
        let count = outcome.built.count + outcome.reused.count
        terminal.say("Built \(Wording.count(count, "version")) into \(options.outputPath) in "
            + ReportPrinter.milliseconds(ContinuousClock.now - start)
            + (outcome.reused.isEmpty ? "" : " (\(outcome.reused.count) unchanged: \(outcome.reused.joined(separator: ", ")))"))
        return outcome
    }
}
