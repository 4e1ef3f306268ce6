/// Reads and parses the files of one token set, each once, numbering them in the order they are first read: a
/// ``JSONNode/file`` or ``TokenError/file`` is that number.
struct TokenLoader {
    let documents: TokenDocuments
    /// Each file read, as messages name it, by number.
    private(set) var files: [String] = []
    private var numbers: [String: Int] = [:]
    private var parsed: [String: JSONNode?] = [:]
    /// Problems with the files as wholes, and with references to them.
    var errors: [TokenError] = []
    /// The first file that could not be read or parsed: every token missing from the set may follow from it.
    private(set) var fileError: TokenError?

    init(documents: TokenDocuments) {
        self.documents = documents
    }

    /// Each file's path (relative to the root) by its number.
    var pathsByNumber: [Int: String] {
        Dictionary(uniqueKeysWithValues: numbers.map { ($0.value, $0.key) })
    }

    /// The number of the file at `path`, given on first asking.
    mutating func number(of path: String) -> Int {
        if let number = numbers[path] { return number }
        numbers[path] = files.count
        files.append(documents.displayPath(path))
        return files.count - 1
    }

    /// The file at `path` (relative to the root), parsed once; nil when it cannot be, with an error at the file or,
    /// when it does not exist, at `reference`.
    mutating func document(_ path: String, referencedAt reference: JSONNode?) -> JSONNode? {
        if let known = parsed[path] { return known }
        guard documents.paths.contains(path) else {
            fail(TokenError(path: "", message: "'\(path)' is not a file in the content folder; allowed: a path to a .json file, relative to the file that names it",
                            line: reference?.line ?? 1, column: reference?.column ?? 1, file: reference?.file ?? 0))
            return nil
        }
        let file = number(of: path)
        var node: JSONNode?
        switch documents.read(path) {
        case let .failure(unreadable):
            fail(TokenError(path: "", message: unreadable.message, line: unreadable.line, column: unreadable.column, file: file))
        case let .success(text):
            if TokenDocuments.isYAML(path), let parseYAML = documents.parseYAML {
                switch parseYAML(text, file) {
                case let .success(root): node = root
                case let .failure(failure):
                    fail(TokenError(path: "", message: failure.message, line: failure.line, column: failure.column, file: file))
                }
            } else {
                let json5 = TokenDocuments.isJSON5(path)
                switch JSONParser.parse(text, file: file, json5: json5) {
                case let .success(root): node = root
                case let .failure(failure):
                    fail(TokenError(path: "", message: "not valid \(json5 ? "JSON5" : "JSON"): \(failure.message)", line: failure.line, column: failure.column, file: file))
                }
            }
        }
        parsed[path] = node
        return node
    }

    /// Forgets the file at `path`, when it is the last one numbered: read, it proved no part of the set (a tool's
    /// configuration), and is neither numbered nor read again.
    mutating func forget(_ path: String) {
        guard numbers[path] == files.count - 1 else { return }
        numbers[path] = nil
        files.removeLast()
        parsed[path] = .some(nil)
    }

    private mutating func fail(_ error: TokenError) {
        errors.append(error)
        if fileError == nil { fileError = error }
    }
}
