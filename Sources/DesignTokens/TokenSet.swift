/// Every design token of a site, aliases resolved, addressed by path (`stepper/color/bg`).
///
/// The file is in the W3C Design Tokens Community Group format: nested groups, tokens are objects with
/// `$value`, `$type` is given on the token or inherited from a group, `$description` is optional, and a value
/// `{group.token}` refers to another token.
public struct TokenSet: Sendable, Hashable {
    /// Tokens by path.
    public internal(set) var tokens: [String: DesignToken] {
        didSet { sortedPaths.paths = nil }
    }
    /// ``paths``, kept once the set is read: lookups of missing tokens search it for their neighbours.
    private var sortedPaths = PathCache()
    /// Mode name (`dark`) → every token's value in that mode, from `$extensions.mode`; aliases follow the mode, so
    /// `stepper/color/bg = {color.brand.500}` takes the brand colour's dark value.
    public internal(set) var modeValues: [String: [String: DesignToken.Value]] = [:] {
        didSet {
            modes = modeValues.keys.sorted()
            darkMode = modes.first { $0.lowercased() == "dark" } ?? modes.first { $0.lowercased().hasSuffix("/dark") }
        }
    }
    /// Tokens only some modes define (a modifier's context's own, which the others lack), each with its value in
    /// the first of them; ``modeValues`` holds its value in each. The tokens page lists them, with no value outside
    /// those modes; ``inMode(_:)`` has them, and the set outside any mode does not.
    public internal(set) var modeOnly: [String: DesignToken] = [:]
    /// The modes some token gives a value for, sorted.
    public private(set) var modes: [String] = []
    /// The mode the dark colour scheme shows: `dark` in any case (a Tokens Studio theme is often `Dark`), or a
    /// modifier's `dark` context where two modifiers share the name (`theme/dark`). Kept, since every page asks.
    public private(set) var darkMode: String?
    /// Tokens the file defines that could not be read, each with the error that keeps it out (for an alias, the
    /// error of the token it leads to).
    public internal(set) var unreadable: [String: TokenError] = [:]
    /// The tokens of ``unreadable`` as their files write them: each of kind ``DesignToken/Kind/other``, its value
    /// the `$value` as written (``DesignToken/Value/asWritten(_:)``), its `writtenType` the `$type` given, if any.
    /// A docs site shows them; nothing draws with them.
    public internal(set) var notRead: [String: DesignToken] = [:]
    /// When the file as a whole could not be read (not JSON, not UTF-8): the error, which every missing token
    /// then follows from.
    public var fileError: TokenError?
    /// The files the set was read from, as the user names them (`Content/tokens.json`), for errors that point
    /// there: a ``JSONNode/file`` or ``TokenError/file`` is an index into it.
    public var files: [String] = []
    /// The tokens as messages name them: the file or folder they were read from, relative to the content folder
    /// (`tokens.json`, `tokens.resolver.json`, `tokens/`).
    public var entry = "tokens.json"
    /// The files in the token folder that hold no tokens (a README, notes beside the token files, a tool's
    /// configuration), as the user names them: the token repository's own, listed on the tokens page and neither
    /// read nor published.
    public var besideFiles: [String] = []
    /// The folder of the token files, relative to the content folder and ending in `/` (`tokens/`), when they
    /// have one of their own below its root; or the folder holding it with its repository's own files (`set/`
    /// with `set/LICENSE` and `set/tokens/`).
    public var folder: String?

    /// An empty set.
    public init() {
        tokens = [:]
    }

    /// The form each file was read as, by file (an index into ``files``).
    public internal(set) var forms: [Int: TokenForm] = [:]
    /// Where the files depart from the Format Module 2025.10 in ways that are read all the same.
    public internal(set) var departures = Departures()

    /// Tokens the set's files lack that it was given from the built-in components' defaults (``fillingIn(_:from:)``),
    /// so that a built-in component draws with a team's own tokens at once.
    public internal(set) var builtInDefaults: Set<String> = []

    /// Whether any token is `$deprecated`: only then need what draws with tokens be looked at for them. Set
    /// once the file is read, since every preview fence of every page asks.
    public internal(set) var hasDeprecatedTokens = false

    /// The same tokens with their values in `mode` (the set as it is for a mode it does not know).
    public func inMode(_ mode: String) -> TokenSet {
        guard let values = modeValues[mode] else { return self }
        var set = self
        var added = false
        for (path, value) in values {
            if set.tokens[path] != nil {
                set.tokens[path]?.value = value
            } else if var token = modeOnly[path] {
                token.value = value
                set.tokens[path] = token
                added = true
            }
        }
        if added {
            set.keepPathsSorted()
        } else {
            set.sortedPaths = sortedPaths
        }
        set.modeValues = [:]
        set.modeOnly = [:]
        return set
    }

    /// Why the value of `path` in `mode` (nil: outside any mode) is proposed rather than assessed, and the token that
    /// says so: the token's own `$extensions.proposed`, or that of the token it is an alias of; nil when neither says.
    public func proposal(of path: String, inMode mode: String?) -> (reason: String, token: String)? {
        var current = path
        // An alias chain visits each token at most once.
        for _ in 0..<Swift.max(tokens.count, 1) {
            guard let token = tokens[current] else { return nil }
            if let reason = token.proposed.reason(inMode: mode) {
                return (reason, current)
            }
            guard let target = token.aliasOf, target != current else { return nil }
            current = target
        }
        return nil
    }

    /// Every path, sorted.
    public var paths: [String] {
        sortedPaths.paths ?? tokens.keys.sorted()
    }

    /// Sorts the paths once, after the last change to the tokens.
    mutating func keepPathsSorted() {
        sortedPaths.paths = tokens.keys.sorted()
    }

    /// Every path the file defines, read or not, sorted: what a misspelt path may have meant.
    public var definedPaths: [String] {
        Set(tokens.keys).union(unreadable.keys).sorted()
    }

    /// Why a token the site names is missing, when that is an error in the file rather than the name: the token is
    /// there but could not be read, or the file could not be read at all.
    public func unreadableReason(_ path: String) -> TokenError? {
        unreadable[path] ?? fileError
    }

    /// The token at `path`, or nil.
    public subscript(path: String) -> DesignToken? {
        tokens[path]
    }

    /// The colour at `path`.
    public func color(_ path: String) throws(TokenError) -> Color {
        guard let token = tokens[path] else { throw missing(path) }
        guard case let .color(color) = token.value else { throw wrongKind(token, expected: .color) }
        return color
    }

    /// The dimension at `path`, in CSS pixels.
    public func dimension(_ path: String) throws(TokenError) -> Double {
        guard let token = tokens[path] else { throw missing(path) }
        switch token.value {
        case let .dimension(value), let .number(value): return value
        default: throw wrongKind(token, expected: .dimension)
        }
    }

    /// The number at `path` (a dimension or a font weight counts too).
    public func number(_ path: String) throws(TokenError) -> Double {
        guard let token = tokens[path] else { throw missing(path) }
        switch token.value {
        case let .number(value), let .dimension(value), let .fontWeight(value), let .duration(value): return value
        default: throw wrongKind(token, expected: .number)
        }
    }

    /// The font family list at `path`.
    public func fontFamily(_ path: String) throws(TokenError) -> [String] {
        guard let token = tokens[path] else { throw missing(path) }
        guard case let .fontFamily(families) = token.value else { throw wrongKind(token, expected: .fontFamily) }
        return families
    }

    private func missing(_ path: String) -> TokenError {
        if let reason = unreadableReason(path) {
            return TokenError(path: path, message: "could not be read from \(entry): \(reason.description)",
                              line: reason.line, column: reason.column, file: reason.file, cause: reason.position)
        }
        if let token = modeOnly[path] {
            let modes = modesDefining(path)
            let named = modes.map { "'\($0)'" }.joined(separator: ", ")
            return TokenError(path: path, message: "is defined in \(entry) only in mode\(modes.count == 1 ? "" : "s") \(named), so it has no value outside \(modes.count == 1 ? "it" : "them"); "
                              + "to use it everywhere, define it in a set, or in every context of the modifier",
                              line: token.line, column: token.column, file: token.file)
        }
        let near = Self.paths(in: paths, startingWith: path.split(separator: "/").first.map { $0 + "/" } ?? "", limit: 6)
        let hint = near.isEmpty ? "" : "; tokens nearby: \(near.joined(separator: ", "))"
        return TokenError(path: path, message: "no such token in \(entry)\(hint)", line: 1, column: 1)
    }

    /// The modes that give `path` a value, in order.
    public func modesDefining(_ path: String) -> [String] {
        modes.filter { modeValues[$0]?[path] != nil }
    }

    /// The first `limit` of `sorted` that start with `prefix`, found by binary search: a lookup of a missing token
    /// costs log n, not a pass over every path.
    static func paths(in sorted: [String], startingWith prefix: String, limit: Int) -> [String] {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < prefix {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return Array(sorted[low...].prefix { $0.hasPrefix(prefix) }.prefix(limit))
    }

    private func wrongKind(_ token: DesignToken, expected: DesignToken.Kind) -> TokenError {
        TokenError(
            path: token.path,
            message: "is a \(token.kind.rawValue) token; a \(expected.rawValue) is needed here",
            line: token.line,
            column: token.column,
            file: token.file
        )
    }
}

/// A set's paths, sorted, once worked out: a cache, so two sets are equal and hash alike whatever it holds.
private struct PathCache: Sendable, Hashable {
    var paths: [String]?

    static func == (lhs: PathCache, rhs: PathCache) -> Bool {
        true
    }

    func hash(into hasher: inout Hasher) {}
}

extension TokenSet {
    /// The set with each of `paths` that it neither defines nor fails to read taken from `defaults`, as the value
    /// `defaults` resolves it to; the paths taken are ``builtInDefaults``.
    public func fillingIn(_ paths: some Sequence<String>, from defaults: TokenSet) -> TokenSet {
        var set = self
        for path in paths where tokens[path] == nil && unreadable[path] == nil {
            guard var token = defaults[path] else { continue }
            // The token it was an alias of is a default too, which the site need not have.
            token.aliasOf = nil
            token.file = -1
            token.line = 1
            token.column = 1
            set.tokens[path] = token
            set.builtInDefaults.insert(path)
        }
        set.keepPathsSorted()
        return set
    }
}
