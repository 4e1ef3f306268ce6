import Foundation
import PackagePlugin

/// Builds the package's `Theme/` folder into the target as Swift source, so the command carries its default
/// theme and a site needs no theme folder. Every file of the folder is an input: a change rebuilds it.
@main
struct EmbedTheme: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let theme = context.package.directoryURL.appending(path: "Theme")
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltInTheme+Files.swift")
        var inputs: [URL] = []
        let walker = FileManager.default.enumerator(at: theme, includingPropertiesForKeys: [.isRegularFileKey],
                                                    options: [.skipsHiddenFiles])
        while let url = walker?.nextObject() as? URL {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                inputs.append(url)
            }
        }
        return [
            .buildCommand(
                displayName: "Embedding the default theme",
                executable: try context.tool(named: "ThemeEmbedder").url,
                arguments: [theme.path, output.path],
                inputFiles: inputs.sorted { $0.path < $1.path },
                outputFiles: [output]
            ),
        ]
    }
}
