import DesignTokens
import Disk
import Foundation
import SiteModel

/// Reading design tokens on their own, for commands that draw previews outside a build.
public enum TokenFile {
    /// The tokens at `path` (a tokens file, a resolver document or a folder of token files), with every problem
    /// in them as diagnostics (none when they are valid). A resolver's files are looked for in its own folder and
    /// the folders below it.
    /// - Parameters:
    ///   - path: the tokens (`Content/tokens.json`).
    ///   - fileSystem: the disk.
    public static func load(_ path: String, fileSystem: FileSystem = .local) -> (TokenSet, [Diagnostic]) {
        let kind = fileSystem.itemKind(path)
        guard kind == .directory || kind == .file else {
            return (TokenSet(), [.error(.tokenFile, at: SourceLocation(path: path), "cannot read the tokens file: no such file or folder")])
        }
        let isFolder = kind == .directory
        let root = isFolder ? path : (path as NSString).deletingLastPathComponent
        let entry = isFolder ? "" : (path as NSString).lastPathComponent
        let listed: [String]
        do {
            listed = root.isEmpty ? [entry] : try fileSystem.listFiles(root).files
        } catch {
            return (TokenSet(), [.error(.tokenFile, at: SourceLocation(path: path), "cannot read the tokens file: \(SiteBuilder.reason(error))")])
        }
        let documents = TokenDocuments(
            paths: listed.filter { !SiteBuilder.isHidden($0) },
            displayPath: { root.isEmpty ? $0 : FileSystem.join(root, $0) },
            read: { relative in
                let display = root.isEmpty ? relative : FileSystem.join(root, relative)
                guard let data = try? fileSystem.readFile(display) else {
                    return .failure(.init(message: "cannot read the file", line: 1, column: 1))
                }
                return SiteBuilder.tokenText(data, path: display)
            },
            parseYAML: { text, file in YAMLTokens.parse(text, path: "", file: file) })
        let (set, errors) = TokenSet.load(entry: entry, from: documents)
        return (set, SiteBuilder.diagnostics(errors, of: set))
    }
}
