extension TokenSet {
    /// A token as written, before its alias and type are resolved.
    struct RawToken {
        var path: String
        /// The token's own `$type` (``DesignToken/Kind/other``'s name for one the Format Module lacks).
        var type: String?
        /// The `$type` of the nearest group above it that gives one, or of its file's root: the token's type when
        /// it has none of its own and is no alias (Format Module 2025.10, type resolution).
        var groupType: String?
        /// The `$type` as written, when the Format Module lacks it.
        var writtenType: String?
        var value: JSONNode
        var description: String?
        /// `$deprecated`: nil, or why (empty when the file gives no reason), its own or its group's.
        var deprecated: String?
        /// `$extensions.mode`: the token's value in other modes (`{"dark": "#6F9DFF"}`), literal or alias.
        var modes: [String: JSONNode] = [:]
        /// `$extensions.proposed`: which of its values no assessment gives, and why.
        var proposed = DesignToken.Proposal()
        /// Tokens Studio's `$extensions["studio.tokens"].modify`: how its colour is changed.
        var modifier: ColorModifier?
        /// The modifiers a mode's own documents give it, by mode, where they differ from ``modifier``.
        var modeModifiers: [String: ColorModifier] = [:]
        /// Why its value, worked out from others' (``ColourAtAlpha``), could not be: its error where it is read.
        var failure: TokenError?
        /// Why its value is kept as written (``keptAsWrittenExtension``): a value another tool's pipeline works out.
        var keptAsWritten: String?
    }

    /// The `$extensions` key under which a tool's form, read into the Format Module's, says why a token's value is
    /// kept as written (a colour ramp Fluent's pipeline generates): the token is shown so, and told only as the
    /// cause of what needs it.
    static let keptAsWrittenExtension = "specimen.keptAsWritten"

    /// A `$type` a group or a file's root gives its tokens.
    struct InheritedType {
        /// A Format Module type, or ``DesignToken/Kind/other``'s name.
        var name: String
        /// The type as written, when the Format Module lacks it.
        var written: String?
        /// The index of its entry in ``TypeNotes``, when it is one the Format Module lacks.
        var note: Int?
        /// Another tool's name for a type (`fontSize`), whose plain numbers its tokens' values are read with.
        var tool: ToolTypes.Meaning?
    }

    /// The `$type`s the Format Module lacks that groups and file roots give, each told once with how many tokens
    /// take it, rather than once for each token.
    struct TypeNotes {
        var entries: [(node: JSONNode, path: String, tokens: Int)] = []
        /// Tokens' own unknown types, by file and type: the first token of each, and how many there are.
        var ownTypes: [String: (node: JSONNode, path: String, tokens: Int)] = [:]

        /// Counts a token's own `$type` the Format Module lacks.
        mutating func own(_ name: String, at node: JSONNode, path: String) {
            let key = "\(node.file)\u{0}\(name)"
            var entry = ownTypes[key] ?? (node, path, 0)
            // The first in the file names them.
            if (node.line, node.column) < (entry.node.line, entry.node.column) {
                entry.node = node
                entry.path = path
            }
            entry.tokens += 1
            ownTypes[key] = entry
        }

        /// The type `node` (a group's or root's `$type`) gives, or nil with an error when it is no string.
        mutating func inherited(_ node: JSONNode, path: String, errors: inout [TokenError]) -> InheritedType? {
            guard let name = node.string else {
                errors.append(unknownType(node, path: path))
                return nil
            }
            if DesignToken.Kind.named(name) != nil { return InheritedType(name: name) }
            if let meaning = ToolTypes.meanings[name] { return InheritedType(name: meaning.kind.rawValue, written: name, tool: meaning) }
            entries.append((node, path, 0))
            return InheritedType(name: DesignToken.Kind.other.rawValue, written: name, note: entries.count - 1)
        }

        /// The unknown types told: one that reads like a misspelt Format Module type (`colr`) is a warning, with
        /// the count of tokens it covers; another tool's own (`string`, `component`, `media-query`) is a departure
        /// of its file, its tokens shown as written.
        func told(into departures: inout Departures) -> [TokenError] {
            var warnings: [TokenError] = []
            let all = ownTypes.values.map { ($0, false) } + entries.map { ($0, true) }
            for ((node, path, count), onGroup) in all {
                let name = node.string ?? ""
                guard let meant = Self.misspelt(name) else {
                    departures.note("a $type the Format Module lacks ('\(name)', shown as written)", at: node, path: path, count: max(count, 1))
                    continue
                }
                let covers = onGroup ? " on a group of \(count) token\(count == 1 ? "" : "s"), which are"
                    : count > 1 ? ", on this token and \(count - 1) other token\(count == 2 ? "" : "s") of its file, so their values are" : ", so the value is"
                warnings.append(TokenError(path: path, message: "unknown $type '\(name)'\(covers) shown as written; did you mean '\(meant)'? allowed: \(DesignToken.Kind.formatTypes.map(\.rawValue).joined(separator: ", "))", at: node, severity: .warning))
            }
            return warnings
        }

        /// The Format Module type `name` is one or two edits away from, if any (`colr`, `dimesion`). Another tool's
        /// spelling of a type (`cubic-bezier`, `font_weight`) is no typo: its tokens are shown as written like those
        /// of any other tool's type.
        static func misspelt(_ name: String) -> String? {
            let types = DesignToken.Kind.formatTypes.map(\.rawValue)
            guard name.count >= 4, !types.contains(where: { TokensStudioDialect.squeezed($0) == TokensStudioDialect.squeezed(name) })
            else { return nil }
            // The length check first: a value as long as a file is never compared letter by letter.
            return types.first { type in
                type != name && abs(type.count - name.count) <= 2 && EditDistance.between(name.lowercased(), type.lowercased()) <= 2
            }
        }
    }
}
