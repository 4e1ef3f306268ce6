import Foundation

/// A resolver document (Design Tokens Resolver Module 2025.10) read into the documents it composes. Its sets and
/// modifiers name token files, relative to the resolver and inside the content folder, or hold tokens inline;
/// `resolutionOrder` stacks them. The site's tokens are the resolution with every modifier at its `default`
/// (or, lacking one, its first context); every other context of a modifier is a mode, named after the context
/// (`dark`), or `modifier/context` where two modifiers share a context's name.
struct TokenResolver {
    static let version = "2025.10"
    static let properties: Set<String> = ["name", "version", "description", "sets", "modifiers", "resolutionOrder",
                                          "$schema", "$defs", "$extensions"]
    static let setProperties: Set<String> = ["sources", "description", "$extensions"]
    static let modifierProperties: Set<String> = ["contexts", "default", "description", "$extensions"]

    let root: JSONNode
    /// The resolver's path, relative to the content folder: file references are relative to it.
    let path: String
    private(set) var errors: [TokenError] = []
    private var sets: [String: JSONNode] = [:]
    private var modifiers: [String: JSONNode] = [:]
    private var setDocuments: [String: [JSONNode]] = [:]
    private var expanding: Set<String> = []

    /// A modifier's contexts, each with its documents, and the one the site's tokens use.
    struct Modifier {
        var name: String
        var contexts: [(name: String, documents: [JSONNode])]
        var chosen: Int
    }

    private enum Item {
        case documents([JSONNode])
        case modifier(Modifier)
    }

    init(root: JSONNode, path: String) {
        self.root = root
        self.path = path
        for member in root.members ?? [] {
            switch member.key {
            case "sets": sets = Dictionary(member.value.members?.map { ($0.key, $0.value) } ?? []) { first, _ in first }
            case "modifiers": modifiers = Dictionary(member.value.members?.map { ($0.key, $0.value) } ?? []) { first, _ in first }
            default: break
            }
        }
    }

    mutating func composition(loader: inout TokenLoader) -> TokenComposition {
        let fields = root.members ?? []
        checkFields(fields)
        guard let order = fields.first(where: { $0.key == "resolutionOrder" })?.value, let entries = order.arrayItems else {
            fail(at: fields.first(where: { $0.key == "resolutionOrder" })?.value ?? root,
                 "resolutionOrder must be an array of {\"$ref\": \"#/sets/…\"}, {\"$ref\": \"#/modifiers/…\"} and inline sets and modifiers")
            return TokenComposition(base: [])
        }
        guard !entries.isEmpty else {
            // The Resolver Module's schema: resolutionOrder has `minItems: 1`; an empty one resolves to no tokens.
            fail(at: order, "resolutionOrder is empty, so the resolver gives no tokens; allowed: one set or modifier or more, such as {\"$ref\": \"#/sets/base\"}")
            return TokenComposition(base: [])
        }
        var items: [Item] = []
        var inlineNames: Set<String> = []
        for entry in entries {
            guard let entryFields = entry.members else {
                fail(at: entry, "a resolutionOrder item is {\"$ref\": …} or an inline set or modifier; found \(entry.kindDescription)")
                continue
            }
            let item = if let reference = entryFields.first(where: { $0.key == "$ref" })?.value {
                referredItem(reference, loader: &loader)
            } else {
                inlineItem(entry, fields: entryFields, inlineNames: &inlineNames, loader: &loader)
            }
            if let item { items.append(item) }
        }
        return Self.composition(of: items, source: root)
    }

    /// Tells the resolver's unknown properties, `sets` or `modifiers` that are no objects, and a `version` missing or
    /// not supported.
    private mutating func checkFields(_ fields: [JSONNode.Member]) {
        for member in fields where !Self.properties.contains(member.key) {
            fail(at: member.value, "unknown resolver property '\(member.key)'; allowed: \(Self.properties.sorted().joined(separator: ", "))")
        }
        for key in ["sets", "modifiers"] {
            if let member = fields.first(where: { $0.key == key }), member.value.members == nil {
                fail(at: member.value, "\(key) must be an object of names and \(key == "sets" ? "sets" : "modifiers"); found \(member.value.kindDescription)")
            }
        }
        switch fields.first(where: { $0.key == "version" })?.value {
        case nil: fail(at: root, "a resolver must give \"version\": \"\(Self.version)\"")
        case let version? where version.string != Self.version:
            fail(at: version, "version \(version.string.map { "'\($0)'" } ?? version.kindDescription) is not supported; allowed: \"\(Self.version)\"")
        default: break
        }
    }

    /// The set or modifier a resolutionOrder item's `$ref` names, or nil when it names none (told).
    private mutating func referredItem(_ reference: JSONNode, loader: inout TokenLoader) -> Item? {
        guard let pointer = reference.string else {
            fail(at: reference, "$ref must be a string such as \"#/sets/base\"")
            return nil
        }
        if let name = Self.name(in: pointer, under: "sets") {
            return .documents(documents(ofSet: name, at: reference, loader: &loader))
        } else if let name = Self.name(in: pointer, under: "modifiers") {
            guard let node = modifiers[name] else {
                fail(at: reference, "no modifier named '\(name)'; modifiers: \(modifiers.keys.sorted().joined(separator: ", "))")
                return nil
            }
            return modifier(name, node, inline: false, loader: &loader).map(Item.modifier)
        } else {
            fail(at: reference, "resolutionOrder refers only to sets and modifiers; '\(pointer)' is neither: write #/sets/NAME or #/modifiers/NAME")
            return nil
        }
    }

    /// An inline set or modifier of resolutionOrder, or nil when it has no name and type, or a name taken (told).
    private mutating func inlineItem(_ entry: JSONNode, fields entryFields: [JSONNode.Member], inlineNames: inout Set<String>,
                                     loader: inout TokenLoader) -> Item? {
        guard let name = entryFields.first(where: { $0.key == "name" })?.value.string,
              let type = entryFields.first(where: { $0.key == "type" })?.value.string
        else {
            fail(at: entry, "an inline set or modifier needs a \"name\" and a \"type\" (\"set\" or \"modifier\")")
            return nil
        }
        guard inlineNames.insert(name).inserted else {
            fail(at: entry, "'\(name)' is the name of another item in resolutionOrder; allowed: a name of its own")
            return nil
        }
        switch type {
        case "set":
            return .documents(documents(ofSet: name, node: entry, inline: true, loader: &loader))
        case "modifier":
            return modifier(name, entry, inline: true, loader: &loader).map(Item.modifier)
        default:
            fail(at: entry, "type '\(type)' is not an item type; allowed: set, modifier")
            return nil
        }
    }

    /// Every modifier at the context it is chosen at, and each other context as a mode.
    private static func composition(of items: [Item], source: JSONNode) -> TokenComposition {
        let modifiers = items.compactMap { item -> Modifier? in
            if case let .modifier(modifier) = item { return modifier }
            return nil
        }
        let choices = modifiers.map { TokenComposition.Modifier(name: $0.name, contexts: $0.contexts.map(\.name), chosen: $0.chosen) }
        return TokenComposition(modifiers: choices, source: source) { choice in
            var position = 0
            // Modifiers come in the order of `choices`.
            return items.flatMap { item -> [JSONNode] in
                switch item {
                case let .documents(documents): return documents
                case let .modifier(modifier):
                    defer { position += 1 }
                    return modifier.contexts[choice[position]].documents
                }
            }
        }
    }

    /// `#/sets/base` → `base` (for `group` `sets`), with RFC 6901 escapes undone; nil for any other pointer.
    private static func name(in pointer: String, under group: String) -> String? {
        let prefix = "#/\(group)/"
        guard pointer.hasPrefix(prefix) else { return nil }
        let name = String(pointer.dropFirst(prefix.count))
        guard !name.isEmpty, !name.contains("/") else { return nil }
        return name.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }

    private mutating func documents(ofSet name: String, at reference: JSONNode, loader: inout TokenLoader) -> [JSONNode] {
        if let known = setDocuments[name] { return known }
        guard let node = sets[name] else {
            fail(at: reference, "no set named '\(name)'; sets: \(sets.keys.sorted().joined(separator: ", "))")
            return []
        }
        guard expanding.insert(name).inserted else {
            fail(at: reference, "set '\(name)' includes itself through #/sets/ references")
            return []
        }
        let documents = documents(ofSet: name, node: node, inline: false, loader: &loader)
        expanding.remove(name)
        setDocuments[name] = documents
        return documents
    }

    private mutating func documents(ofSet name: String, node: JSONNode, inline: Bool, loader: inout TokenLoader) -> [JSONNode] {
        // A set of `sets` may repeat its name, as Terrazzo's resolver fixtures do and its validator allows.
        let allowed = inline ? Self.setProperties.union(["name", "type"]) : Self.setProperties.union(["name"])
        for member in node.members ?? [] where !allowed.contains(member.key) {
            fail(at: member.value, "set '\(name)': unknown property '\(member.key)'; allowed: \(allowed.sorted().joined(separator: ", "))")
        }
        guard let sources = node.members?.first(where: { $0.key == "sources" })?.value.arrayItems else {
            fail(at: node, "set '\(name)' needs a \"sources\" array of {\"$ref\": \"file.json\"} and inline tokens")
            return []
        }
        return documents(of: sources, loader: &loader)
    }

    private mutating func modifier(_ name: String, _ node: JSONNode, inline: Bool, loader: inout TokenLoader) -> Modifier? {
        // A modifier of `modifiers` may repeat its name, as Terrazzo's resolver fixtures do and its validator allows.
        let allowed = inline ? Self.modifierProperties.union(["name", "type"]) : Self.modifierProperties.union(["name"])
        let fields = node.members ?? []
        for member in fields where !allowed.contains(member.key) {
            fail(at: member.value, "modifier '\(name)': unknown property '\(member.key)'; allowed: \(allowed.sorted().joined(separator: ", "))")
        }
        guard let contexts = fields.first(where: { $0.key == "contexts" })?.value, let entries = contexts.members else {
            fail(at: node, "modifier '\(name)' needs a \"contexts\" object of context names and sources")
            return nil
        }
        guard !entries.isEmpty else {
            fail(at: contexts, "modifier '\(name)' has no contexts; allowed: two or more")
            return nil
        }
        if entries.count == 1 {
            // The Resolver Module's schema: contexts has `minProperties: 2`.
            fail(at: contexts, "modifier '\(name)' has one context, which makes it a set; allowed: two contexts or more, or the context's sources as a set")
        }
        var modifier = Modifier(name: name, contexts: [], chosen: 0)
        for entry in entries {
            guard let sources = entry.value.arrayItems else {
                fail(at: entry.value, "modifier '\(name)': context '\(entry.key)' must be an array of sources; found \(entry.value.kindDescription)")
                modifier.contexts.append((entry.key, []))
                continue
            }
            modifier.contexts.append((entry.key, documents(of: sources, loader: &loader)))
        }
        if let chosen = fields.first(where: { $0.key == "default" })?.value {
            if let text = chosen.string, let index = entries.firstIndex(where: { $0.key == text }) {
                modifier.chosen = index
            } else {
                fail(at: chosen, "modifier '\(name)': default \(chosen.string.map { "'\($0)'" } ?? chosen.kindDescription) is not one of its contexts; allowed: \(entries.map(\.key).joined(separator: ", "))")
            }
        }
        return modifier
    }

    /// The token documents a `sources` array (or a context's array) names, in order.
    private mutating func documents(of sources: [JSONNode], loader: inout TokenLoader) -> [JSONNode] {
        var documents: [JSONNode] = []
        for source in sources {
            guard let fields = source.members else {
                fail(at: source, "a source is {\"$ref\": \"file.json\"} or an object of tokens; found \(source.kindDescription)")
                continue
            }
            guard let reference = fields.first(where: { $0.key == "$ref" })?.value else {
                documents.append(source)
                continue
            }
            guard let target = reference.string else {
                fail(at: reference, "$ref must be a string: a file such as \"tokens/color.json\" or a pointer such as \"#/sets/base\"")
                continue
            }
            var found = referenced(target, at: reference, loader: &loader)
            // The members beside a $ref replace the referenced document's, member by member (not merged deeper).
            let overrides = fields.filter { $0.key != "$ref" }
            if !overrides.isEmpty, let merged = TokenComposition.merged(found), var members = merged.members {
                for member in overrides {
                    if let index = members.firstIndex(where: { $0.key == member.key }) {
                        members[index] = member
                    } else {
                        members.append(member)
                    }
                }
                found = [JSONNode(value: .object(members), line: merged.line, column: merged.column, file: merged.file)]
            }
            documents += found
        }
        return documents
    }

    private mutating func referenced(_ target: String, at reference: JSONNode, loader: inout TokenLoader) -> [JSONNode] {
        if target.hasPrefix("#") {
            if let name = Self.name(in: target, under: "sets") {
                return documents(ofSet: name, at: reference, loader: &loader)
            }
            if target.hasPrefix("#/modifiers") {
                fail(at: reference, "a set or a context may not refer to a modifier; only resolutionOrder may")
            } else if target.hasPrefix("#/resolutionOrder") {
                fail(at: reference, "nothing may refer into resolutionOrder; refer to #/sets/NAME, or move the set there into sets")
            } else if let node = TokenSet.ReferenceExpansion.find(target, in: root), node.members != nil {
                return [node]
            } else {
                fail(at: reference, "'\(target)' points at no object in the resolver")
            }
            return []
        }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file = String(parts[0])
        guard let resolved = TokenDocuments.resolve(file, from: path) else {
            fail(at: reference, "'\(file)' is a URL, an absolute path or leads out of the content folder; allowed: a path to a file inside the content folder, relative to the resolver")
            return []
        }
        guard let document = loader.document(resolved, referencedAt: reference) else { return [] }
        guard parts.count == 2 else { return [document] }
        let fragment = parts[1].hasPrefix("/") ? "#" + parts[1] : "#/" + parts[1]
        guard let node = TokenSet.ReferenceExpansion.find(fragment, in: document), node.members != nil else {
            fail(at: reference, "'\(target)' points at no object in \(file)")
            return []
        }
        return [node]
    }

    private mutating func fail(at node: JSONNode, _ message: String, severity: TokenError.Severity = .error) {
        errors.append(TokenError(path: "", message: message, at: node, severity: severity))
    }
}
