/// Salesforce's Theo form (JSON or YAML): `props` (an object of props, or an array of them with `name`), each
/// with `value`, `type`, `category` and `comment`; `global`, merged into each prop; `aliases`, values shared by
/// props and named in them as `{!NAME}`, anywhere in a value; and `imports`, files whose aliases the file may
/// name. Each file is read as Theo reads it: its imports' aliases first, its own over them, every `{!NAME}`
/// replaced by the alias's value. A file named as the set's entry brings its imports' props too, as Theo's build
/// of that file does; in a folder each file gives its own props. The result is in Style Dictionary's form
/// (`value`, `type`, `comment`), which ``StyleDictionaryForm`` reads.
struct TheoForm {
    /// The top-level keys a Theo file has (`auraImports` and `auraExtends` are Salesforce's own, for Aura).
    static let keys: Set<String> = ["props", "aliases", "global", "imports", "auraImports", "auraExtends"]
    /// The most files one import chain may pass through: deeper is surely a loop the visiting check missed.
    static let maximumImportDepth = 64
    /// The longest value aliases may make: aliases that each name the next twice would double it at each step.
    static let maximumValueLength = 10_000
    /// Theo's type names for those of the Format Module or of the tools ``StyleDictionaryForm`` reads.
    static let typeNames: [String: String] = [
        "font-size": "fontSize", "font-weight": "fontWeight", "font-family": "fontFamily", "z-index": "number",
        "line-height": "lineHeight",
    ]

    /// Whether `document` is a Theo file: an object of only Theo's keys, with `props` or `aliases`, or with
    /// `imports` as a list of paths (a file that only gathers others).
    static func matches(_ document: JSONNode) -> Bool {
        guard let members = document.members, !members.isEmpty else { return false }
        let names = Set(members.map(\.key))
        let gathers = members.first { $0.key == "imports" }?.value.arrayItems?.allSatisfy { $0.string != nil } == true
        return names.isSubset(of: keys) && (names.contains("props") || names.contains("aliases") || gathers)
    }

    /// A file's aliases (each with its value resolved, or nil where it cannot be) and props (values resolved).
    struct Scope {
        var aliases: [String: JSONNode?] = [:]
        var props: [JSONNode.Member] = []
        var ownProps: [JSONNode.Member] = []
        /// The first import of the file, or of a file it imports, that could not be read: an alias the file
        /// lacks may be one it would have brought, so that error follows from it.
        var failedImport: TokenError.Position?
    }

    private var scopes: [String: Scope] = [:]
    private var visiting: [String] = []
    var errors: [TokenError] = []

    /// Replaces each Theo document of `composition` with its props in Style Dictionary's form, marking its form.
    static func read(_ composition: inout TokenComposition, entry: String?, loader: inout TokenLoader,
                     errors: inout [TokenError]) {
        var theo = TheoForm()
        func translate(_ document: JSONNode) -> JSONNode {
            guard matches(document), let path = loader.pathsByNumber[document.file] else { return document }
            let scope = theo.scope(of: path, document: document, loader: &loader)
            composition.forms[document.file] = .theo
            return document.replacing(with: .object(path == entry ? scope.props : scope.ownProps))
        }
        composition.base = composition.base.map(translate)
        for index in composition.modes.indices {
            composition.modes[index].documents = composition.modes[index].documents.map(translate)
        }
        errors += theo.errors
    }

    /// The scope of the file at `path` (already parsed as `document`, or read now), once each.
    private mutating func scope(of path: String, document: JSONNode?, loader: inout TokenLoader) -> Scope {
        if let known = scopes[path] { return known }
        guard let document = document ?? loader.document(path, referencedAt: nil), Self.matches(document) else { return Scope() }
        visiting.append(path)
        defer { visiting.removeLast() }
        var scope = Scope()
        var importedProps: [JSONNode.Member] = []
        for reference in Self.member("imports", of: document)?.arrayItems ?? [] {
            guard let imported = importPath(reference, from: path, loader: loader) else {
                scope.failedImport = scope.failedImport ?? TokenError.Position(line: reference.line, column: reference.column, file: reference.file)
                continue
            }
            let other = self.scope(of: imported, document: nil, loader: &loader)
            scope.aliases.merge(other.aliases) { _, new in new }
            scope.failedImport = scope.failedImport ?? other.failedImport
            importedProps += other.props
        }
        var own: [String: JSONNode] = [:]
        for alias in Self.member("aliases", of: document)?.members ?? [] {
            // An alias is a value or an object with one (`{value: green, yourMetadata: …}`).
            own[alias.key] = alias.value.members == nil ? alias.value : Self.member("value", of: alias.value)
        }
        var memo: [String: JSONNode?] = [:]
        var resolved = scope.aliases
        for name in own.keys.sorted() {
            var chain: [String] = []
            let value = resolve(name, own: own, inherited: scope.aliases, chain: &chain, memo: &memo)
            resolved.updateValue(value, forKey: name)
        }
        scope.aliases = resolved
        scope.ownProps = props(of: document, aliases: resolved, failedImport: scope.failedImport)
        let ownNames = Set(scope.ownProps.map(\.key))
        scope.props = importedProps.filter { !ownNames.contains($0.key) } + scope.ownProps
        scopes[path] = scope
        return scope
    }

    /// The path an import names, relative to the root (`./base/flares` is `base/flares.json`, as Node finds a
    /// file of no extension); nil, with a warning, when it is no file of the set. Theo reads an import that is no
    /// relative path (`@scope/package/colors.json`) from the npm package of that name, which is not in the content
    /// folder: the warning says so.
    private mutating func importPath(_ reference: JSONNode, from path: String, loader: TokenLoader) -> String? {
        let resolved = reference.string.flatMap { TokenDocuments.resolve($0, from: path) }
        let found = resolved.flatMap { resolved in
            ["", ".json", ".yml", ".yaml"].map { resolved + $0 }.first { loader.documents.paths.contains($0) }
        }
        guard let resolved = found, TokenDocuments.isYAML(resolved) || resolved.hasSuffix(".json") else {
            let written = reference.string ?? ""
            let package = !written.isEmpty && !written.hasPrefix(".") && !written.hasPrefix("/")
            let what = package ? "names a file of the npm package '\(Self.packageName(written))', which is not in the content folder"
                : "is no file of the token set"
            var warning = TokenError(path: "", message: "Theo import \(reference.string.map { "'\($0)'" } ?? reference.kindDescription) \(what), so its aliases and props are left out, and the props that name its aliases with them; allowed: a path to a .yml or .json file, relative to this file", at: reference, severity: .warning)
            warning.isConflict = true
            errors.append(warning)
            return nil
        }
        guard !visiting.contains(resolved), visiting.count < Self.maximumImportDepth else {
            errors.append(TokenError(path: "", message: "Theo import '\(reference.string ?? "")' leads back to a file that imports it (\((visiting + [resolved]).joined(separator: " → "))), so it is not read again; allowed: imports that form no loop", at: reference))
            return nil
        }
        return resolved
    }

    /// Alias `name`'s value with every `{!OTHER}` in it replaced, each alias worked out once (`memo`); nil when
    /// one is missing, leads back to itself, or makes a value longer than ``maximumValueLength``.
    private func resolve(_ name: String, own: [String: JSONNode], inherited: [String: JSONNode?], chain: inout [String],
                         memo: inout [String: JSONNode?]) -> JSONNode? {
        guard let value = own[name] else { return inherited[name] ?? nil }
        if let known = memo[name] { return known }
        guard !chain.contains(name), chain.count < Self.maximumImportDepth else { return nil }
        chain.append(name)
        defer { chain.removeLast() }
        var failed = false
        var nested = chain
        var found = memo
        let replaced = Self.substituted(value) { other in
            let result = resolve(other, own: own, inherited: inherited, chain: &nested, memo: &found)
            if result == nil { failed = true }
            return result
        }
        memo = found
        let tooLong = (replaced.string?.count ?? 0) > Self.maximumValueLength
        let result: JSONNode? = failed || tooLong ? nil : replaced
        memo.updateValue(result, forKey: name)
        return result
    }

    /// `value` with each `{!NAME}` in its strings replaced by `lookup(NAME)`; a string that is one reference to a
    /// number is that number. A name `lookup` does not know is left as written.
    static func substituted(_ value: JSONNode, lookup: (String) -> JSONNode?) -> JSONNode {
        switch value.value {
        case let .string(text):
            let references = aliasNames(in: text)
            if references.count == 1, text == "{!\(references[0])}", let whole = lookup(references[0]) {
                return value.replacing(with: whole.value)
            }
            var result = text
            for name in references {
                guard let found = lookup(name) else { continue }
                result = result.replacingOccurrences(of: "{!\(name)}", with: inlineText(of: found))
            }
            return value.replacing(with: .string(result))
        case let .array(items):
            return value.replacing(with: .array(items.map { substituted($0, lookup: lookup) }))
        case let .object(members):
            return value.replacing(with: .object(members.map { member in
                var member = member
                member.value = substituted(member.value, lookup: lookup)
                return member
            }))
        default:
            return value
        }
    }

    /// What an alias's value reads as inside a longer string: a string as it is, a number as written, else its JSON.
    private static func inlineText(of node: JSONNode) -> String {
        switch node.value {
        case let .string(text): text
        case let .number(number): DesignToken.text(number)
        default: node.compactText()
        }
    }

    /// The names in `{!NAME}` references of `text`, in order.
    static func aliasNames(in text: String) -> [String] {
        var names: [String] = []
        var rest = text[...]
        while let start = rest.range(of: "{!") {
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else { break }
            names.append(String(rest[start.upperBound..<end]))
            rest = rest[rest.index(after: end)...]
        }
        return names
    }

    /// The npm package an import names: `@scope/name` or `name`, the path's first names.
    static func packageName(_ import: String) -> String {
        let parts = `import`.split(separator: "/")
        return parts.prefix(`import`.hasPrefix("@") ? 2 : 1).joined(separator: "/")
    }

    private static func member(_ key: String, of node: JSONNode) -> JSONNode? {
        node.members?.first { $0.key == key }?.value
    }
}
