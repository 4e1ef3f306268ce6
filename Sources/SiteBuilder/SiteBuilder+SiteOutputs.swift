import Foundation
import PageTypes
import ResolvedModel
import SiteModel

/// The output files of the site's own package (`BuildOptions.additions.outputs`): their paths checked and named
/// with the site's files once the pages are rendered, so that links to them are good, and their bytes made once
/// every check has run, with every finding the build reports.
extension SiteBuilder {
    /// Names each output's path with the build's files; a path that leaves the output folder, or that a page or
    /// file of the build already has, is an error at the output's type.
    func nameOutputs(_ rendered: inout RenderedSite, into diagnostics: inout Diagnostics) {
        for output in options.additions.outputs {
            let location = SourceLocation(path: "(output \(String(describing: output)))")
            if let problem = SiteAdditions.problem(withPath: output.path) {
                diagnostics.append(.error(.configValue, at: location, "'\(output.path)' cannot be written: \(problem)"))
            } else if Self.isTaken(output.path, in: rendered.paths) {
                diagnostics.append(.error(.configValue, at: location,
                    "'\(output.path)' is where the build already writes a page or a file, or a folder of them; give the output another path"))
            } else {
                rendered.name([output.path])
            }
        }
    }

    /// Whether `path` is one of `paths`, a folder of one of them, or inside a file of them.
    private static func isTaken(_ path: String, in paths: Set<String>) -> Bool {
        if paths.contains(path) || paths.contains(where: { $0.hasPrefix(path + "/") }) { return true }
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            if paths.contains(String(folder)) { return true }
        }
        return false
    }

    /// Each output's file, made from the site with the findings the build reports.
    func makeOutputs(_ rendered: inout RenderedSite, _ site: ResolvedSite, _ run: BuildRun) {
        guard !options.additions.outputs.isEmpty else { return }
        let findings = run.diagnostics.sorted
        var files = RenderedSite(staging: rendered.staging, retention: run.retention)
        for output in options.additions.outputs where SiteAdditions.problem(withPath: output.path) == nil {
            guard let data = output.data(for: site, findings: findings) else { continue }
            files.add([OutputFile(path: output.path, data: Data(data))])
        }
        rendered.merge(files)
    }
}
