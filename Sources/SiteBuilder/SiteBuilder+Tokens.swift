import DesignTokens
import Disk
import Foundation
import SiteModel

extension SiteBuilder {
    /// The tokens site.yml's `tokens:` names (a file, a resolver document or a folder), else
    /// tokens.resolver.json, else tokens.json; with every problem in them as diagnostics.
    /// - Parameter pages: the relative paths of the content folder's pages, which tell whether the folder holding
    ///   the token folder is the token repository's (``repositoryFolder(around:paths:)``).
    /// - Returns: the set, and the content files it was read from (relative paths), which are not copied.
    func readTokens(_ settings: SiteSettings, contentFiles: [SourceFile], pages: [String],
                    into diagnostics: inout Diagnostics) -> (set: TokenSet, read: Set<String>) {
        let files = Dictionary(contentFiles.map { ($0.relativePath, $0) }) { first, _ in first }
        let entry: String
        if let named = settings.tokens {
            guard let resolved = TokenDocuments.resolve(named, from: ""),
                  files[resolved] != nil || files.keys.contains(where: { $0.hasPrefix(resolved + "/") })
            else {
                diagnostics.append(.error(.tokenFile, at: settings.tokensLocation ?? SourceLocation(path: "site.yml"),
                    "tokens: '\(named)' is no file or folder in \(options.contentPath); allowed: a tokens file, a resolver document or a folder of token files, relative to \(options.contentPath)"))
                var set = TokenSet()
                set.fileError = TokenError(path: "", message: "site.yml names no tokens file that exists", line: 1, column: 1)
                return (set, [])
            }
            entry = resolved
        } else if files["tokens.resolver.json"] != nil {
            entry = "tokens.resolver.json"
        } else if files["tokens.json"] != nil {
            entry = "tokens.json"
        } else {
            return (TokenSet(), [])
        }
        let displayPaths = files.mapValues(\.displayPath)
        let documents = TokenDocuments(
            paths: files.keys,
            displayPath: { displayPaths[$0] ?? $0 },
            read: { path in Self.tokenText(files[path]?.data ?? Data(), path: displayPaths[path] ?? path) },
            parseYAML: { text, file in YAMLTokens.parse(text, path: "", file: file) })
        let (loaded, errors) = TokenSet.load(entry: entry, from: documents)
        var set = loaded
        diagnostics.append(contentsOf: Self.diagnostics(errors, of: set))
        let shown = Set(set.files)
        var read = Set(files.values.filter { shown.contains($0.displayPath) }.map(\.relativePath))
        if let prefix = Self.tokenFolderPrefix(entry: entry, isFile: files[entry] != nil, read: read) {
            let wrapper = Self.repositoryFolder(around: prefix, paths: files.values.map(\.relativePath) + pages)
            let beside = files.values.filter { $0.relativePath.hasPrefix(wrapper ?? prefix) && !read.contains($0.relativePath) }
            set.besideFiles = beside.map(\.displayPath).sorted()
            set.folder = wrapper ?? prefix
            read.formUnion(beside.map(\.relativePath))
        }
        if entry != "tokens.json", files["tokens.json"] != nil, !read.contains("tokens.json") {
            diagnostics.append(.warning(.tokenFile, at: SourceLocation(path: FileSystem.join(options.contentPath, "tokens.json")),
                "this file is not read: the tokens are \(FileSystem.join(options.contentPath, entry)); name tokens.json there, or remove it"))
        }
        return (set, read)
    }

    /// A token file's bytes as text, or where they are not UTF-8.
    static func tokenText(_ data: Data, path: String) -> Result<String, TokenDocuments.Unreadable> {
        UTF8Validation.decode(data, path: path)
            .mapError { .init(message: $0.message, line: $0.location.line, column: $0.location.column) }
    }

    /// The set's errors as diagnostics at their files.
    static func diagnostics(_ errors: [TokenError], of set: TokenSet) -> [Diagnostic] {
        errors.map { error in
            let location = SourceLocation(path: set.files.indices.contains(error.file) ? set.files[error.file] : "tokens",
                                          line: error.line, column: error.column)
            // A token that cannot be read is a finding: the site shows what it can, and only what needs the token
            // is an error (ReferenceCheck, ClaimChecker, the previews).
            let diagnostic: Diagnostic = if error.isConflict {
                .warning(.tokenConflict, at: location, error.description, subject: error.path.isEmpty ? nil : error.path)
            } else if error.severity == .warning {
                .warning(.tokenLoose, at: location, error.description, subject: error.path.isEmpty ? nil : error.path)
            } else if error.path.isEmpty {
                .error(.tokenFile, at: location, error.description)
            } else {
                .warning(.tokenInvalid, at: location, error.description, subject: error.path)
            }
            var told = diagnostic.following(set.location(of: error.cause))
            told.onlyAsCause = error.onlyAsCause
            return told
        }
    }
}
