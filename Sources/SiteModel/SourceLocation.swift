/// A place in a file of the site, printed as `path:line:column`.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The path as the user named it (`Content/components/slider.md`).
    public var path: String
    /// 1-based.
    public var line: Int
    /// 1-based, in Unicode scalars.
    public var column: Int

    /// - Parameters:
    ///   - path: the file's path.
    ///   - line: 1-based line.
    ///   - column: 1-based column.
    public init(path: String, line: Int = 1, column: Int = 1) {
        self.path = path
        self.line = line
        self.column = column
    }

    public var description: String { "\(path):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}
