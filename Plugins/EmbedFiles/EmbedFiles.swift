import Foundation
import PackagePlugin

/// Builds the files the command carries into the target as Swift source: the default theme (`Theme/`), and the
/// sites `specimen init` writes (`Starter/`, and `Examples/DesignDocs/` for `--package`). Every file is an input,
/// so a change rebuilds the target.
@main
struct EmbedFiles: BuildToolPlugin {
    /// Each embedded folder: the property it becomes, and its path in the package.
    static let folders = [("theme", "Theme"), ("starterSite", "Starter"), ("starterPackage", "Examples/DesignDocs")]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltInFiles+Embedded.swift")
        var arguments = [output.path]
        var inputs: [URL] = []
        for (property, path) in Self.folders {
            let folder = context.package.directoryURL.appending(path: path)
            arguments += [property, folder.path]
            // Hidden files and folders (.build, .swiftpm) are left out, as the embedder leaves them out.
            let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey],
                                                        options: [.skipsHiddenFiles])
            while let url = walker?.nextObject() as? URL {
                if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                    inputs.append(url)
                }
            }
        }
        return [
            .buildCommand(
                displayName: "Embedding the theme and the starter sites",
                executable: try context.tool(named: "FileEmbedder").url,
                arguments: arguments,
                inputFiles: inputs.sorted { $0.path < $1.path },
                outputFiles: [output]
            ),
        ]
    }
}
