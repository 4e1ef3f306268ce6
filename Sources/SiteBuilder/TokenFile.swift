import DesignTokens
import Disk
import SiteModel

/// Reading a tokens file on its own, for commands that draw previews outside a build.
public enum TokenFile {
    /// The tokens in the file at `path`, with every problem in it as diagnostics (none when it is valid).
    /// - Parameters:
    ///   - path: the tokens file (`Content/tokens.json`).
    ///   - fileSystem: the disk.
    public static func load(_ path: String, fileSystem: FileSystem = .local) -> (TokenSet, [Diagnostic]) {
        let data: [UInt8]
        do {
            data = Array(try fileSystem.readFile(path))
        } catch {
            return (TokenSet(), [.error(at: SourceLocation(path: path), "cannot read the tokens file: \(SiteBuilder.reason(error))")])
        }
        switch UTF8Validation.decode(.init(data), path: path) {
        case let .failure(diagnostic):
            return (TokenSet(), [diagnostic])
        case let .success(text):
            let (tokens, errors) = TokenSet.parse(json: text)
            return (tokens, errors.map {
                let location = SourceLocation(path: path, line: $0.line, column: $0.column)
                return $0.severity == .warning ? .warning(at: location, $0.description) : .error(at: location, $0.description)
            })
        }
    }
}
