import DesignTokens

extension TokenSet {
    /// Where `position` is among the files the set was read from, for a diagnostic that follows from an error there.
    package func location(of position: TokenError.Position?) -> SourceLocation? {
        guard let position, files.indices.contains(position.file) else { return nil }
        return SourceLocation(path: files[position.file], line: position.line, column: position.column)
    }

    /// Where tokens.json's error is when the token at `path` is defined there but could not be read.
    package func unreadableLocation(_ path: String) -> SourceLocation? {
        location(of: unreadableReason(path)?.position)
    }

    /// Where the token at `path` has its value written, when it was read from a file.
    package func definition(of path: String) -> SourceLocation? {
        self[path].flatMap { location(of: TokenError.Position(line: $0.line, column: $0.column, file: $0.file)) }
    }
}
