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

    static let groupProperties: Set<String> = ["$type", "$description", "$extensions", "$schema", "$deprecated", "$root", "$extends"]
    static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated"]

    /// The `$type` each document's root gives, by file: a root type applies to its own file's tokens only, not to
    /// those of the files it is merged with (Format Module 2025.10: a group's type applies to what it holds).
    static func rootTypes(of documents: [JSONNode], notes: inout TypeNotes, errors: inout [TokenError]) -> [Int: InheritedType] {
        var types: [Int: InheritedType] = [:]
        for document in documents {
            guard types[document.file] == nil, let node = document.members?.last(where: { $0.key == "$type" })?.value else { continue }
            if let type = notes.inherited(node, path: "", errors: &errors) {
                types[document.file] = type
            }
        }
        return types
    }

    /// Walks groups with an explicit stack: the file is data, and its nesting is not ours to trust.
    /// - Parameters:
    ///   - rootTypes: the root `$type` of each file, by file number (``rootTypes(of:notes:errors:)``); the merged
    ///     root's own `$type` is not read.
    ///   - departures: where the file departs from the 2025.10 form in ways that are read all the same.
    ///   - failedReferences: where a `$ref` that failed stands, as `null`: its error is told already.
    static func collect(_ root: JSONNode, rootTypes: [Int: InheritedType] = [:], failedReferences: Set<TokenError.Position> = [],
                        notes: inout TypeNotes, departures: inout Departures, errors: inout [TokenError]) -> [String: RawToken] {
        var tokens: [String: RawToken] = [:]
        guard root.members != nil else {
            errors.append(TokenError(path: "", message: "the file must be one JSON object of token groups; found \(root.kindDescription)", at: root))
            return tokens
        }
        var referredModifiers: [(path: String, target: String, at: JSONNode)] = []
        var stack: [(node: JSONNode, path: [String], type: InheritedType?, deprecated: String?)] = [(root, [], nil, nil)]
        while let (group, path, inheritedType, inheritedDeprecation) = stack.popLast() {
            let members = group.members ?? []
            let groupPath = path.joined(separator: "/")
            var groupType = inheritedType
            var groupDeprecation = inheritedDeprecation
            if let member = members.first(where: { $0.key == "$deprecated" }) {
                switch deprecation(member.value) {
                case let .success(reason): groupDeprecation = reason
                case let .failure(error): errors.append(error.error(path: groupPath, value: member.value))
                }
            }
            if !path.isEmpty, let typeMember = members.first(where: { $0.key == "$type" }) {
                groupType = notes.inherited(typeMember.value, path: groupPath, errors: &errors) ?? groupType
            }
            checkMetadata(members, path: groupPath, errors: &errors)
            for member in members.reversed() {
                let memberPath = path + [member.key]
                let pathText = memberPath.joined(separator: "/")
                // A group's own value is the token `$root` (Format Module 2025.10), referred to as `{group.$root}`.
                if member.key.hasPrefix("$") && member.key != "$root" {
                    if !groupProperties.contains(member.key) {
                        errors.append(TokenError(path: groupPath, message: "unknown group property '\(member.key)'; allowed: \(groupProperties.sorted().joined(separator: ", "))", atKeyOf: member))
                    }
                    continue
                }
                if member.key.contains(where: { $0 == "." || $0 == "{" || $0 == "}" || $0 == "/" }) {
                    errors.append(TokenError(path: pathText, message: "names may not contain '.', '/', '{' or '}'", atKeyOf: member))
                    continue
                }
                if member.value.members == nil, aliasTarget(member.value) != nil {
                    // A bare `{other.token}` where a token belongs: read as the token it plainly means.
                    departures.note("a token written as a bare alias, without $value", at: member.value, path: pathText)
                    let inherited = groupType ?? rootTypes[member.value.file]
                    tokens[pathText] = RawToken(path: pathText, type: nil, groupType: inherited?.name, writtenType: inherited?.written,
                                                value: member.value, deprecated: groupDeprecation)
                    continue
                }
                guard let fields = member.value.members else {
                    if member.value.value == .null,
                       failedReferences.contains(TokenError.Position(line: member.value.line, column: member.value.column, file: member.value.file)) {
                        continue
                    }
                    // Style Dictionary 3 and Tokens Studio's older form write `value` without the `$`.
                    let hint = member.key == "value" ? "; a token's value is written \"$value\" (Style Dictionary 4 reads this form too)" : ""
                    errors.append(TokenError(path: pathText, message: "expected a group (an object) or a token (an object with \"$value\"); found \(member.value.kindDescription)\(hint)", at: member.value))
                    continue
                }
                guard let valueField = fields.first(where: { $0.key == "$value" }) else {
                    if member.key == "$root" {
                        errors.append(TokenError(path: pathText, message: "$root must be a token, an object with \"$value\"", at: member.value))
                    } else {
                        stack.append((member.value, memberPath, groupType, groupDeprecation))
                    }
                    continue
                }
                var deprecated = groupDeprecation
                if let field = fields.first(where: { $0.key == "$deprecated" }) {
                    switch deprecation(field.value) {
                    case let .success(reason): deprecated = reason
                    case let .failure(error): errors.append(error.error(path: pathText, value: field.value))
                    }
                }
                var holdsTokens = false
                for field in fields where !tokenProperties.contains(field.key) {
                    if field.key == "$modes", field.value.members != nil {
                        // Helios's `$modes`, read as `$extensions.mode` is (below).
                        continue
                    } else if field.key.hasPrefix("$") {
                        errors.append(TokenError(path: pathText, message: "unknown token property '\(field.key)'; allowed: \(tokenProperties.sorted().joined(separator: ", "))", atKeyOf: field))
                    } else if field.value.members?.contains(where: { $0.key == "$value" }) == true {
                        errors.append(TokenError(path: pathText, message: "a token cannot hold tokens: '\(field.key)' beside $value is a token; make the group a group, its value the token $root", atKeyOf: field))
                        holdsTokens = true
                    } else if field.key != "unit", field.key != "modify" || ColorModifier.besideValue(field.value) == nil {
                        // What tools keep beside the value (Style Dictionary's `attributes`, Tokens Studio's
                        // `oldValue`) is theirs: it is read past, and the file's departures count it.
                        departures.note("'\(field.key)' beside $value (ignored)", at: field.value, path: pathText)
                    }
                }
                if holdsTokens { continue }
                checkMetadata(fields, path: pathText, errors: &errors)
                var type: String?
                var writtenType: String?
                var toolMeaning: ToolTypes.Meaning?
                if let typeField = fields.first(where: { $0.key == "$type" }) {
                    if let name = typeField.value.string, DesignToken.Kind.named(name) != nil {
                        type = name
                    } else if let name = typeField.value.string, let meaning = ToolTypes.meanings[name] {
                        type = meaning.kind.rawValue
                        toolMeaning = meaning
                        departures.note("another tool's $type ('\(name)', read as \(meaning.kind.rawValue))", at: typeField.value, path: pathText)
                    } else if let name = typeField.value.string {
                        type = DesignToken.Kind.other.rawValue
                        writtenType = name
                        notes.own(name, at: typeField.value, path: pathText)
                    } else {
                        errors.append(unknownType(typeField.value, path: pathText))
                        continue
                    }
                }
                let inherited = groupType ?? rootTypes[member.value.file]
                if type == nil, let meaning = inherited?.tool {
                    toolMeaning = meaning
                    departures.note("another tool's $type ('\(inherited?.written ?? "")', read as \(meaning.kind.rawValue))", at: valueField.value, path: pathText)
                }
                if type == nil, let note = inherited?.note {
                    notes.entries[note].tokens += 1
                }
                var modes: [String: JSONNode] = [:]
                var proposed = DesignToken.Proposal()
                let extensions = fields.first(where: { $0.key == "$extensions" })?.value.members ?? []
                if let mode = extensions.first(where: { $0.key == "mode" }) {
                    if let entries = mode.value.members {
                        for entry in entries { modes[entry.key] = entry.value }
                    } else {
                        errors.append(TokenError(path: pathText, message: "$extensions.mode must be an object of mode names and values, such as {\"dark\": \"#6F9DFF\"}; found \(mode.value.kindDescription)", at: mode.value))
                    }
                }
                if let field = extensions.first(where: { $0.key == "proposed" }) {
                    proposed = proposal(field.value, path: pathText, modes: Set(modes.keys), errors: &errors)
                }
                var modifier = studioModifier(in: extensions, path: pathText, referred: &referredModifiers, errors: &errors)
                let read = PipelineForms.read(valueField.value, fields: fields, type: type ?? inherited?.name, path: pathText, departures: &departures)
                if modifier == nil, let field = fields.first(where: { $0.key == "modify" }) {
                    modifier = pipelineModifier(field.value, isColor: read.type == DesignToken.Kind.color.rawValue, path: pathText, departures: &departures)
                }
                modes.merge(read.modes) { own, _ in own }
                tokens[pathText] = RawToken(
                    path: pathText,
                    type: read.type == (type ?? inherited?.name) ? type : read.type,
                    groupType: inherited?.name,
                    writtenType: writtenType ?? (type == nil && inherited?.tool == nil ? inherited?.written : nil),
                    value: toolMeaning.map { ToolTypes.value(read.value, meaning: $0) } ?? read.value,
                    description: fields.first(where: { $0.key == "$description" })?.value.string,
                    deprecated: deprecated,
                    modes: modes,
                    proposed: proposed,
                    modifier: modifier, keptAsWritten: extensions.first(where: { $0.key == keptAsWrittenExtension })?.value.string
                )
            }
        }
        for (path, target, node) in referredModifiers {
            referredModifier(path: path, target: target, at: node, in: &tokens, errors: &errors)
        }
        return tokens
    }

    /// The Tokens Studio modifier in a token's `$extensions`, if any; one given by reference joins `referred`, to
    /// be read once every token is.
    private static func studioModifier(in extensions: [JSONNode.Member], path: String,
                                       referred: inout [(path: String, target: String, at: JSONNode)],
                                       errors: inout [TokenError]) -> ColorModifier? {
        guard let modify = extensions.first(where: { $0.key == "studio.tokens" })?.value.members?.first(where: { $0.key == "modify" })?.value
        else { return nil }
        if modify.string != nil, let target = aliasTarget(modify) {
            referred.append((path, target, modify))
            return nil
        }
        switch ColorModifier.read(modify) {
        case let .success(read): return read
        case let .failure(invalid):
            errors.append(invalid.error(path: path, value: modify))
            return nil
        }
    }

    /// The Tokens Studio modifier of the token at `path` given by a reference (`"modify": "{modifier}"`, as
    /// sd-transforms reads it): the modifier the token at `target` holds as its value.
    private static func referredModifier(path: String, target: String, at node: JSONNode, in tokens: inout [String: RawToken],
                                         errors: inout [TokenError]) {
        guard let held = tokens[target]?.value, held.members != nil else {
            errors.append(TokenError(path: path, message: "a Tokens Studio colour modifier refers to {\(target.replacingSlashes())}, which is no token holding a modifier; allowed: a modifier object, or a {reference} to a token whose value is one", at: node))
            return
        }
        switch ColorModifier.read(held) {
        case let .success(read): tokens[path]?.modifier = read
        case let .failure(invalid): errors.append(invalid.error(path: path, value: node))
        }
    }

    /// The colour modifier a `modify` list beside `$value` gives (``ColorModifier/besideValue(_:)``), counted as a
    /// departure; what it cannot work out is counted too, the colour shown before it.
    private static func pipelineModifier(_ node: JSONNode, isColor: Bool, path: String, departures: inout Departures) -> ColorModifier? {
        switch ColorModifier.besideValue(node) {
        case let .read(modifier)? where isColor:
            departures.note("a colour modifier in 'modify' beside $value (worked out as Paragon's pipeline does)", at: node, path: path)
            return modifier
        case let .notWorkedOut(what)? where isColor:
            departures.note("a colour modifier in 'modify' beside $value that Specimen does not work out (\(what)): the colour is shown before it", at: node, path: path)
        case .read?, .notWorkedOut?:
            departures.note("'modify' beside $value (ignored)", at: node, path: path)
        case nil:
            break
        }
        return nil
    }

    /// `$description` is a string and `$extensions` an object, on a group or a token (Format Module 2025.10).
    private static func checkMetadata(_ members: [JSONNode.Member], path: String, errors: inout [TokenError]) {
        if let description = members.first(where: { $0.key == "$description" }), description.value.string == nil {
            errors.append(TokenError(path: path, message: "$description must be a string; found \(description.value.kindDescription)", at: description.value))
        }
        if let extensions = members.first(where: { $0.key == "$extensions" }), extensions.value.members == nil {
            errors.append(TokenError(path: path, message: "$extensions must be an object, keyed by the tool that reads it; found \(extensions.value.kindDescription)", at: extensions.value))
        }
    }

    /// `$extensions.proposed`: a reason (every value of the token is proposed), or an object of reasons by mode,
    /// `default` naming the value outside any mode (`{"dark": "no assessment gives a dark palette"}`).
    static func proposal(_ node: JSONNode, path: String, modes: Set<String>, errors: inout [TokenError]) -> DesignToken.Proposal {
        let shape = "$extensions.proposed must be a reason, or an object of reasons by mode such as {\"dark\": \"no assessment gives a dark palette\"}"
        if let reason = node.string, !reason.isEmpty {
            return DesignToken.Proposal(everyValue: reason)
        }
        guard let entries = node.members, !entries.isEmpty else {
            errors.append(TokenError(path: path, message: "\(shape); found \(node.kindDescription)", at: node))
            return DesignToken.Proposal()
        }
        var proposal = DesignToken.Proposal()
        for entry in entries {
            guard let reason = entry.value.string, !reason.isEmpty else {
                errors.append(TokenError(path: path, message: "\(shape); found \(entry.value.kindDescription) for '\(entry.key)'", at: entry.value))
                continue
            }
            guard entry.key == DesignToken.Proposal.defaultMode || modes.contains(entry.key) else {
                let allowed = ([DesignToken.Proposal.defaultMode] + modes.sorted()).joined(separator: ", ")
                errors.append(TokenError(path: path, message: "$extensions.proposed names mode '\(entry.key)', which the token gives no value in; allowed: \(allowed)", atKeyOf: entry))
                continue
            }
            proposal.byMode[entry.key] = reason
        }
        return proposal
    }

    /// A dimension or duration as written when its unit is not the one Specimen keeps it in (`1rem`, `0.6s`).
    static func writtenInOtherUnit(_ node: JSONNode, kind: DesignToken.Kind) -> String? {
        let kept: String
        switch kind {
        case .dimension: kept = "px"
        case .duration: kept = "ms"
        default: return nil
        }
        if let text = node.string {
            return text.hasSuffix(kept) ? nil : text
        }
        guard let fields = node.members, let number = fields.first(where: { $0.key == "value" })?.value.number,
              let unit = fields.first(where: { $0.key == "unit" })?.value.string, unit != kept else { return nil }
        return DesignToken.text(number) + unit
    }

    /// `$deprecated`: true (no reason given), a reason, or false (not deprecated, whatever its group says).
    static func deprecation(_ node: JSONNode) -> Result<String?, Invalid> {
        switch node.value {
        case let .bool(isDeprecated): .success(isDeprecated ? "" : nil)
        case let .string(reason): .success(reason)
        default: .failure(Invalid(message: "$deprecated must be true, false or a reason; found \(node.kindDescription)", at: node))
        }
    }

    static func unknownType(_ node: JSONNode, path: String) -> TokenError {
        TokenError(
            path: path,
            message: "unknown $type \(node.string.map { "'\($0)'" } ?? node.kindDescription); allowed: \(DesignToken.Kind.formatTypes.map(\.rawValue).joined(separator: ", "))",
            at: node
        )
    }
}
