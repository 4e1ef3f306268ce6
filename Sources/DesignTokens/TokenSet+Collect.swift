extension TokenSet {
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
        while let pending = stack.popLast() {
            let group = openGroup(pending.node, path: pending.path, type: pending.type, deprecated: pending.deprecated,
                                  notes: &notes, errors: &errors)
            for member in group.members.reversed() {
                let memberPath = group.path + [member.key]
                let pathText = memberPath.joined(separator: "/")
                if isPropertyOrMisnamed(member, pathText: pathText, in: group, errors: &errors) { continue }
                if member.value.members == nil, aliasTarget(member.value) != nil {
                    tokens[pathText] = bareAlias(member, pathText: pathText, in: group, rootTypes: rootTypes, departures: &departures)
                    continue
                }
                guard let fields = member.value.members else {
                    reportNoObject(member, pathText: pathText, failedReferences: failedReferences, errors: &errors)
                    continue
                }
                guard let valueField = fields.first(where: { $0.key == "$value" }) else {
                    if member.key == "$root" {
                        errors.append(TokenError(path: pathText, message: "$root must be a token, an object with \"$value\"", at: member.value))
                    } else {
                        stack.append((member.value, memberPath, group.type, group.deprecated))
                    }
                    continue
                }
                let entry = TokenEntry(node: member.value, path: pathText, fields: fields, value: valueField.value)
                if let token = readToken(entry, in: group, rootTypes: rootTypes, referred: &referredModifiers,
                                         notes: &notes, departures: &departures, errors: &errors) {
                    tokens[pathText] = token
                }
            }
        }
        for (path, target, node) in referredModifiers {
            referredModifier(path: path, target: target, at: node, in: &tokens, errors: &errors)
        }
        return tokens
    }

    /// A group being walked: its members, and the `$type` and `$deprecated` its tokens take from it or above it.
    private struct OpenGroup {
        var members: [JSONNode.Member]
        var path: [String]
        var pathText: String
        var type: InheritedType?
        var deprecated: String?
    }

    /// A token met in the walk: an object with `$value`.
    private struct TokenEntry {
        var node: JSONNode
        var path: String
        var fields: [JSONNode.Member]
        var value: JSONNode
    }

    /// A token's own `$type`, read: the Format Module type it is read as, as written when the Format Module lacks
    /// it, and another tool's meaning whose plain numbers its value is read with.
    private struct OwnType {
        var name: String?
        var written: String?
        var tool: ToolTypes.Meaning?
    }

    /// The group's own `$deprecated` and `$type` read over what it inherits, and its metadata checked.
    private static func openGroup(_ group: JSONNode, path: [String], type inheritedType: InheritedType?, deprecated inheritedDeprecation: String?,
                                  notes: inout TypeNotes, errors: inout [TokenError]) -> OpenGroup {
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
        return OpenGroup(members: members, path: path, pathText: groupPath, type: groupType, deprecated: groupDeprecation)
    }

    /// Whether the member is a group property (`$type`, told when unknown) or has a name tokens may not have (told):
    /// neither is a token or a group.
    private static func isPropertyOrMisnamed(_ member: JSONNode.Member, pathText: String, in group: OpenGroup, errors: inout [TokenError]) -> Bool {
        // A group's own value is the token `$root` (Format Module 2025.10), referred to as `{group.$root}`.
        if member.key.hasPrefix("$") && member.key != "$root" {
            if !groupProperties.contains(member.key) {
                errors.append(TokenError(path: group.pathText, message: "unknown group property '\(member.key)'; allowed: \(groupProperties.sorted().joined(separator: ", "))", atKeyOf: member))
            }
            return true
        }
        if member.key.contains(where: { $0 == "." || $0 == "{" || $0 == "}" || $0 == "/" }) {
            errors.append(TokenError(path: pathText, message: "names may not contain '.', '/', '{' or '}'", atKeyOf: member))
            return true
        }
        return false
    }

    /// A bare `{other.token}` where a token belongs: read as the token it plainly means.
    private static func bareAlias(_ member: JSONNode.Member, pathText: String, in group: OpenGroup, rootTypes: [Int: InheritedType],
                                  departures: inout Departures) -> RawToken {
        departures.note("a token written as a bare alias, without $value", at: member.value, path: pathText)
        let inherited = group.type ?? rootTypes[member.value.file]
        return RawToken(path: pathText, type: nil, groupType: inherited?.name, writtenType: inherited?.written,
                        value: member.value, deprecated: group.deprecated)
    }

    /// Tells a member that is neither a group nor a token, unless it stands where a failed `$ref` was (told already).
    private static func reportNoObject(_ member: JSONNode.Member, pathText: String, failedReferences: Set<TokenError.Position>,
                                       errors: inout [TokenError]) {
        if member.value.value == .null,
           failedReferences.contains(TokenError.Position(line: member.value.line, column: member.value.column, file: member.value.file)) {
            return
        }
        // Style Dictionary 3 and Tokens Studio's older form write `value` without the `$`.
        let hint = member.key == "value" ? "; a token's value is written \"$value\" (Style Dictionary 4 reads this form too)" : ""
        errors.append(TokenError(path: pathText, message: "expected a group (an object) or a token (an object with \"$value\"); found \(member.value.kindDescription)\(hint)", at: member.value))
    }

    /// The token read, or nil when it cannot be (told): it holds tokens, or its `$type` is no string.
    private static func readToken(_ entry: TokenEntry, in group: OpenGroup, rootTypes: [Int: InheritedType],
                                  referred: inout [(path: String, target: String, at: JSONNode)],
                                  notes: inout TypeNotes, departures: inout Departures, errors: inout [TokenError]) -> RawToken? {
        var deprecated = group.deprecated
        if let field = entry.fields.first(where: { $0.key == "$deprecated" }) {
            switch deprecation(field.value) {
            case let .success(reason): deprecated = reason
            case let .failure(error): errors.append(error.error(path: entry.path, value: field.value))
            }
        }
        if holdsTokens(entry, departures: &departures, errors: &errors) { return nil }
        checkMetadata(entry.fields, path: entry.path, errors: &errors)
        guard var own = ownType(entry, notes: &notes, departures: &departures, errors: &errors) else { return nil }
        let inherited = group.type ?? rootTypes[entry.node.file]
        if own.name == nil, let meaning = inherited?.tool {
            own.tool = meaning
            departures.note("another tool's $type ('\(inherited?.written ?? "")', read as \(meaning.kind.rawValue))", at: entry.value, path: entry.path)
        }
        if own.name == nil, let note = inherited?.note {
            notes.entries[note].tokens += 1
        }
        return rawToken(entry, own: own, inherited: inherited, deprecated: deprecated, referred: &referred,
                        departures: &departures, errors: &errors)
    }

    /// Tells the token's fields besides its properties: a token beside `$value` is an error (true: the token is not
    /// read), anything else another tool's, counted as a departure.
    private static func holdsTokens(_ entry: TokenEntry, departures: inout Departures, errors: inout [TokenError]) -> Bool {
        var holdsTokens = false
        for field in entry.fields where !tokenProperties.contains(field.key) {
            if field.key == "$modes", field.value.members != nil {
                // Helios's `$modes`, read as `$extensions.mode` is (below).
                continue
            } else if field.key.hasPrefix("$") {
                errors.append(TokenError(path: entry.path, message: "unknown token property '\(field.key)'; allowed: \(tokenProperties.sorted().joined(separator: ", "))", atKeyOf: field))
            } else if field.value.members?.contains(where: { $0.key == "$value" }) == true {
                errors.append(TokenError(path: entry.path, message: "a token cannot hold tokens: '\(field.key)' beside $value is a token; make the group a group, its value the token $root", atKeyOf: field))
                holdsTokens = true
            } else if field.key != "unit", field.key != "modify" || ColorModifier.besideValue(field.value) == nil {
                // What tools keep beside the value (Style Dictionary's `attributes`, Tokens Studio's
                // `oldValue`) is theirs: it is read past, and the file's departures count it.
                departures.note("'\(field.key)' beside $value (ignored)", at: field.value, path: entry.path)
            }
        }
        return holdsTokens
    }

    /// The token's own `$type` (none when it has none), or nil with an error when it is no string.
    private static func ownType(_ entry: TokenEntry, notes: inout TypeNotes, departures: inout Departures, errors: inout [TokenError]) -> OwnType? {
        var own = OwnType()
        guard let typeField = entry.fields.first(where: { $0.key == "$type" }) else { return own }
        if let name = typeField.value.string, DesignToken.Kind.named(name) != nil {
            own.name = name
        } else if let name = typeField.value.string, let meaning = ToolTypes.meanings[name] {
            own.name = meaning.kind.rawValue
            own.tool = meaning
            departures.note("another tool's $type ('\(name)', read as \(meaning.kind.rawValue))", at: typeField.value, path: entry.path)
        } else if let name = typeField.value.string {
            own.name = DesignToken.Kind.other.rawValue
            own.written = name
            notes.own(name, at: typeField.value, path: entry.path)
        } else {
            errors.append(unknownType(typeField.value, path: entry.path))
            return nil
        }
        return own
    }

    /// The token from its `$extensions` (modes, proposal, modifier) and its value as read in another tool's form
    /// where it is one (``PipelineForms``).
    private static func rawToken(_ entry: TokenEntry, own: OwnType, inherited: InheritedType?, deprecated: String?,
                                 referred: inout [(path: String, target: String, at: JSONNode)],
                                 departures: inout Departures, errors: inout [TokenError]) -> RawToken {
        var modes: [String: JSONNode] = [:]
        var proposed = DesignToken.Proposal()
        let extensions = entry.fields.first(where: { $0.key == "$extensions" })?.value.members ?? []
        if let mode = extensions.first(where: { $0.key == "mode" }) {
            if let entries = mode.value.members {
                for given in entries { modes[given.key] = given.value }
            } else {
                errors.append(TokenError(path: entry.path, message: "$extensions.mode must be an object of mode names and values, such as {\"dark\": \"#6F9DFF\"}; found \(mode.value.kindDescription)", at: mode.value))
            }
        }
        if let field = extensions.first(where: { $0.key == "proposed" }) {
            proposed = proposal(field.value, path: entry.path, modes: Set(modes.keys), errors: &errors)
        }
        var modifier = studioModifier(in: extensions, path: entry.path, referred: &referred, errors: &errors)
        let read = PipelineForms.read(entry.value, fields: entry.fields, type: own.name ?? inherited?.name, path: entry.path, departures: &departures)
        if modifier == nil, let field = entry.fields.first(where: { $0.key == "modify" }) {
            modifier = pipelineModifier(field.value, isColor: read.type == DesignToken.Kind.color.rawValue, path: entry.path, departures: &departures)
        }
        modes.merge(read.modes) { ownMode, _ in ownMode }
        return RawToken(
            path: entry.path,
            type: read.type == (own.name ?? inherited?.name) ? own.name : read.type,
            groupType: inherited?.name,
            writtenType: own.written ?? (own.name == nil && inherited?.tool == nil ? inherited?.written : nil),
            value: own.tool.map { ToolTypes.value(read.value, meaning: $0) } ?? read.value,
            description: entry.fields.first(where: { $0.key == "$description" })?.value.string,
            deprecated: deprecated,
            modes: modes,
            proposed: proposed,
            modifier: modifier, keptAsWritten: extensions.first(where: { $0.key == keptAsWrittenExtension })?.value.string
        )
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
