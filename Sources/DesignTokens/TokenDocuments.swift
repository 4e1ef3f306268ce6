/// The files a token set may be read from, named by paths relative to one folder (the content folder): the build
/// hands over that folder's files, so no reference in a token file can reach outside it.
public struct TokenDocuments: Sendable {
    /// Why a file's text could not be had (it is not UTF-8), and where.
    public struct Unreadable: Error, Sendable {
        public var message: String
        public var line: Int
        public var column: Int

        public init(message: String, line: Int, column: Int) {
            self.message = message
            self.line = line
            self.column = column
        }
    }

    /// Every file that may be read, relative to the folder, with `/` between names.
    public let paths: Set<String>
    /// How a path is named in messages (`Content/tokens/color.json`).
    let displayPath: @Sendable (String) -> String
    /// A file's text.
    let read: @Sendable (String) -> Result<String, Unreadable>
    /// Reads a YAML file's text (`.yaml`, `.yml`, as Terrazzo writes tokens and resolvers) into the form JSON is
    /// read into, its values numbered as file `file`; nil: YAML files are not read.
    let parseYAML: (@Sendable (_ text: String, _ file: Int) -> Result<JSONNode, Unreadable>)?

    /// - Parameters:
    ///   - paths: every file that may be read, relative to the folder.
    ///   - displayPath: how a path is named in messages.
    ///   - read: a file's text, or why it cannot be had; called at most once a file, only for paths in `paths`.
    ///   - parseYAML: reads a YAML file into JSON's form; nil when YAML files are not read.
    public init(paths: some Sequence<String>, displayPath: @escaping @Sendable (String) -> String,
                read: @escaping @Sendable (String) -> Result<String, Unreadable>,
                parseYAML: (@Sendable (_ text: String, _ file: Int) -> Result<JSONNode, Unreadable>)? = nil) {
        self.paths = Set(paths)
        self.displayPath = displayPath
        self.read = read
        self.parseYAML = parseYAML
    }

    /// Whether `path` names a YAML file.
    static func isYAML(_ path: String) -> Bool {
        path.hasSuffix(".yaml") || path.hasSuffix(".yml")
    }

    /// Whether `path` names a file a folder of tokens is made of: JSON, JSON5, or YAML when YAML is read.
    func isTokenFile(_ path: String) -> Bool {
        path.hasSuffix(".json") || Self.isJSON5(path) || (parseYAML != nil && Self.isYAML(path))
    }

    /// Whether `path` names a token file in JSON5 (`.json5`), or in JSON with comments (`.jsonc`, read as JSON5,
    /// of which it is a part), as Style Dictionary reads both. A `.jsonc` file named with `$` first
    /// (`$designsystemet.jsonc`) is a tool's configuration, not tokens.
    static func isJSON5(_ path: String) -> Bool {
        path.hasSuffix(".json5") || (path.hasSuffix(".jsonc") && !(path.split(separator: "/").last ?? "").hasPrefix("$"))
    }

    /// One text, named `name`: a set read from a string.
    static func single(_ name: String, text: String) -> TokenDocuments {
        TokenDocuments(paths: [name], displayPath: { $0 }, read: { _ in .success(text) })
    }

    /// The files under `folder` (a path relative to the root, without a trailing `/`), sorted.
    func files(under folder: String) -> [String] {
        let prefix = folder.isEmpty ? "" : folder + "/"
        return paths.filter { $0.hasPrefix(prefix) }.sorted()
    }

    /// `reference`, a path relative to the file `from`, as a path relative to the root; nil when it is absolute,
    /// a URL, or leads out of the root.
    public static func resolve(_ reference: String, from: String) -> String? {
        guard !reference.hasPrefix("/"), !reference.contains("://"), !reference.hasPrefix("file:"),
              !reference.contains("\\")
        else { return nil }
        var parts = from.split(separator: "/").dropLast().map(String.init)
        for part in reference.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard parts.popLast() != nil else { return nil }
            default: parts.append(String(part))
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }
}
