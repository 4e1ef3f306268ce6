/// Where a set's files depart from the Format Module 2025.10 in ways Specimen reads all the same (a colour as a
/// hex string, a tool's `attributes` beside `$value`, a dimension in `em`): counted per file and kind, so that the
/// tokens page can say how each file was read, in one line per kind rather than one per token.
public struct Departures: Sendable, Hashable {
    /// One kind of departure in one file.
    public struct Entry: Sendable, Hashable {
        /// The file: an index into ``TokenSet/files``.
        public var file: Int
        /// What departs (`a colour as a CSS string`).
        public var what: String
        /// How many times the file does it.
        public var count: Int
        /// The first token that does it, and where.
        public var firstPath: String
        public var line: Int
        public var column: Int
        /// Whether the build tells it too, once for the file (a value kept as written): not only the tokens page.
        public var told = false
    }

    private struct Key: Hashable {
        var file: Int
        var what: String
    }

    private var byKey: [Key: Entry] = [:]

    public init() {}

    /// Counts `count` departures at `node`, in the token at `path` (a group's, for the tokens it holds); a `told`
    /// one is a warning of the build as well.
    mutating func note(_ what: String, at node: JSONNode, path: String, told: Bool = false, count: Int = 1) {
        let key = Key(file: node.file, what: what)
        var entry = byKey[key] ?? Entry(file: node.file, what: what, count: 0, firstPath: path, line: node.line, column: node.column, told: told)
        // The first in the file names them, whatever order they are read in.
        if (node.line, node.column) < (entry.line, entry.column) {
            entry.firstPath = path
            entry.line = node.line
            entry.column = node.column
        }
        entry.count += count
        byKey[key] = entry
    }

    /// Takes in `other`'s counts.
    mutating func merge(_ other: Departures) {
        for (key, entry) in other.byKey {
            if var known = byKey[key] {
                known.count += entry.count
                byKey[key] = known
            } else {
                byKey[key] = entry
            }
        }
    }

    /// Every entry, by file and then by what departs.
    public var entries: [Entry] {
        byKey.values.sorted { ($0.file, $0.what) < ($1.file, $1.what) }
    }

    public var isEmpty: Bool { byKey.isEmpty }

    /// One error for each ``Entry/told`` entry, at its first token, with how many tokens of the file it covers:
    /// told only as the root of what needs its tokens (``TokenError/onlyAsCause``).
    var warnings: [TokenError] {
        entries.filter(\.told).map { entry in
            let others = entry.count > 1 ? ", on this token and \(entry.count - 1) other token\(entry.count == 2 ? "" : "s") of its file" : ""
            var error = TokenError(path: entry.firstPath, message: "\(entry.what)\(others): the tokens page shows it so, and what needs it "
                                   + "is an error; allowed: a value of its $type, such as \"8px\" or \"#RRGGBB\"",
                                   line: entry.line, column: entry.column, file: entry.file)
            error.onlyAsCause = true
            return error
        }
    }
}
