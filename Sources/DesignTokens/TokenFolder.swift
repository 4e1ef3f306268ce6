/// A folder of token files. Plain, it is a Style Dictionary source set: every `.json` file under it, merged in
/// path order. With `$metadata.json` or `$themes.json` it is a Tokens Studio multi-file export: each file is a
/// token set named by its path (`semantic/light`), merged in `tokenSetOrder`; each group of themes is a modifier
/// whose first theme the site's tokens use, and every other theme is a mode named after it.
enum TokenFolder {
    static func composition(_ folder: String, loader: inout TokenLoader, errors: inout [TokenError]) -> TokenComposition {
        let prefix = folder.isEmpty ? "" : folder + "/"
        // Tools' own files (`package.json`, `tsconfig.json`) are no tokens: they are listed beside them, unread.
        let files = loader.documents.files(under: folder).filter { loader.documents.isTokenFile($0) && !NonTokenFiles.isToolFile($0) }
        let metadataPath = prefix + "$metadata.json"
        let themesPath = prefix + "$themes.json"
        // A Tokens Studio export's own files (`$metadata.json`, `$themes.json`) in a folder below: they are no
        // tokens, and say that the export is that folder.
        let nested = files.filter { ($0.split(separator: "/").last ?? "").hasPrefix("$") && $0 != metadataPath && $0 != themesPath }
        if let first = nested.first {
            let exportFolder = first.split(separator: "/").dropLast().joined(separator: "/")
            let number = loader.number(of: first)
            errors.append(TokenError(path: "", message: "\(nested.count == 1 ? "this file is" : "this and \(nested.count - 1) other file\(nested.count == 2 ? "" : "s") like it are") a Tokens Studio export's own, not tokens, and \(nested.count == 1 ? "is" : "are") not read; to read the export with its themes, name its folder in site.yml: tokens: \(exportFolder)", line: 1, column: 1, file: number, severity: .warning))
        }
        let tokenFiles = files.filter { !nested.contains($0) }
        guard files.contains(metadataPath) || files.contains(themesPath) else {
            // A Style Dictionary configuration or a file in no token's form (outside `modifiers/`) is no part of the set.
            let sorted = NonTokenFiles.sorted(modifierFiles(tokenFiles, prefix: prefix).base, loader: &loader)
            errors += sorted.warnings
            let kept = tokenFiles.filter { !sorted.notTokens.contains($0) }
            return readingSingleFileExports(plainComposition(kept, prefix: prefix, loader: &loader), errors: &errors)
        }
        var sets: [String: String] = [:]
        for file in tokenFiles where file != metadataPath && file != themesPath {
            // A set is named by its path without the extension (`semantic/light`).
            let name = file.dropFirst(prefix.count)
            sets[String(name.lastIndex(of: ".").map { name[..<$0] } ?? name)] = file
        }
        let metadata = files.contains(metadataPath) ? loader.document(metadataPath, referencedAt: nil) : nil
        // Files are numbered as they are read: the metadata, the sets in its order (then by name), the themes.
        let listed = (metadata?.members?.first(where: { $0.key == "tokenSetOrder" })?.value.arrayItems ?? []).compactMap(\.string)
        var documents: [String: JSONNode] = [:]
        for name in listed + sets.keys.sorted() where documents[name] == nil {
            guard let file = sets[name] else { continue }
            documents[name] = loader.document(file, referencedAt: nil)
        }
        let themes = files.contains(themesPath) ? loader.document(themesPath, referencedAt: nil) : nil
        var composition = tokensStudio(sets: documents, metadata: metadata, themes: themes, errors: &errors)
        for path in [metadataPath, themesPath] where files.contains(path) {
            composition.forms[loader.number(of: path)] = .tokensStudioMetadata
        }
        return composition
    }

    /// A Tokens Studio export, as a folder of files or as one file of sets: its sets merged in `tokenSetOrder`
    /// (then the others, by name), each group of themes a modifier whose `Default` or `Light` theme, else its first,
    /// the site's tokens use.
    static func tokensStudio(sets: [String: JSONNode], metadata: JSONNode?, themes: JSONNode?,
                             errors: inout [TokenError]) -> TokenComposition {
        var order: [String] = []
        // Where the export is told to lack sets that its themes or order name: what those sets define, tokens
        // of the others refer to in vain, and that follows from it.
        var lackingAt: TokenError.Position?
        if let metadata {
            let listed = metadata.members?.first(where: { $0.key == "tokenSetOrder" })?.value
            var lacking: [JSONNode] = []
            for entry in listed?.arrayItems ?? [] {
                let named = entry.string.map { setsNamed($0, in: Set(sets.keys)) } ?? []
                guard !named.isEmpty else {
                    lacking.append(entry)
                    continue
                }
                order += named.filter { !order.contains($0) }
            }
            if let first = lacking.first {
                // Told once, however many: an export made with some sets left out names them all.
                let names = lacking.prefix(8).map { $0.string.map { "'\($0)'" } ?? $0.kindDescription }.joined(separator: ", ")
                let more = lacking.count > 8 ? " and \(lacking.count - 8) more" : ""
                lackingAt = TokenError.Position(line: first.line, column: first.column, file: first.file)
                var warning = TokenError(path: "", message: "tokenSetOrder names \(lacking.count) set\(lacking.count == 1 ? "" : "s") the export lacks (\(names)\(more)), which \(lacking.count == 1 ? "is" : "are") left out; the export has \(sets.count) set\(sets.count == 1 ? "" : "s") of its own", at: first, severity: .warning)
                warning.isConflict = true
                errors.append(warning)
            }
            if listed?.arrayItems == nil {
                errors.append(TokenError(path: "", message: "$metadata must give \"tokenSetOrder\", an array of token set names", at: listed ?? metadata))
            }
        }
        order += sets.keys.filter { !order.contains($0) }.sorted()
        var documents: [String: JSONNode] = [:]
        for name in order {
            guard let document = sets[name] else { continue }
            documents[name] = TokensStudioDialect.translated(document, errors: &errors)
        }
        var themeErrors: [TokenError] = []
        let groups = themeGroups(themes, sets: Set(sets.keys), errors: &themeErrors)
        errors += themeErrors
        lackingAt = themeErrors.first { $0.severity == .warning }?.position ?? lackingAt
        // $themes.json marks no theme the default: as for a folder's modes, a `Default` or `Light` theme, else the first.
        let modifiers = groups.map { group in
            TokenComposition.Modifier(name: group.first?.group ?? "", contexts: group.map(\.name), chosen: FolderModes.siteContext(of: group.map(\.name)))
        }
        let source = themes ?? metadata ?? JSONNode(value: .null, line: 1, column: 1)
        // Sets that no theme selects are still the export's: they come first in every mode, so that the themes'
        // sets take the place of what they define and nothing the export holds is left off the tokens page.
        let unselected = Set(order).subtracting(groups.joined().flatMap(\.sets))
        var composition = TokenComposition(modifiers: modifiers, source: source) { choice in
            guard !groups.isEmpty else { return order.compactMap { documents[$0] } }
            let selected = Set(zip(groups, choice).flatMap { themes, index in themes[index].sets })
            return (order.filter(unselected.contains) + order.filter(selected.contains)).compactMap { documents[$0] }
        }
        for document in documents.values {
            composition.forms[document.file] = .tokensStudio
        }
        composition.lackingSets = lackingAt
        return composition
    }

    /// A plain folder: every file merged in path order, except those under `modifiers/NAME/` at its top, which are
    /// the contexts of the modifier NAME, one file each (`modifiers/theme/dark.tokens.json`), as Infomaniak lays
    /// out its DTCG files and the Resolver Module names them, and the files and folders ``FolderModes`` tells are
    /// modes of one another: the site's tokens use each modifier's `default`, `light` or first context, and every
    /// other context is a mode. Tokens that two merged files both define, outside `modifiers/`, are told, a warning
    /// per pair of files.
    private static func plainComposition(_ files: [String], prefix: String, loader: inout TokenLoader) -> TokenComposition {
        let (base, contexts) = modifierFiles(files, prefix: prefix)
        var documents: [String: JSONNode] = [:]
        for file in base {
            documents[file] = loader.document(file, referencedAt: nil)
        }
        let names = contexts.keys.sorted().filter { (contexts[$0]?.count ?? 0) > 1 }
        var layout = FolderModes(paths: documents.mapValues { Set(FolderDuplicates.tokens(in: $0).map(\.path)) },
                                 values: documents.mapValues { document in
                                     Set(FolderDuplicates.tokens(in: document).map { $0.path + "\u{0}" + FolderDuplicates.valueText(of: $0.node) })
                                 })
        let folderLayout = layout.layout(of: base, in: String(prefix.dropLast()))
        guard !names.isEmpty || !layout.modifiers.isEmpty else {
            var composition = TokenComposition(base: files.compactMap { loader.document($0, referencedAt: nil) })
            let fileNames = loader.files
            composition.errors += FolderDuplicates.warnings(composition.base) { fileNames[$0] }
            return composition
        }
        for file in names.flatMap({ contexts[$0] ?? [] }).map(\.file) {
            documents[file] = loader.document(file, referencedAt: nil)
        }
        var modifiers = layout.modifiers
        var nodes: [FolderModes.Node] = []
        // A modifier of one context is a set: its file is merged with the others.
        for name in contexts.keys.sorted() where (contexts[name]?.count ?? 0) == 1 {
            guard let file = contexts[name]?.first?.file else { continue }
            documents[file] = loader.document(file, referencedAt: nil)
            nodes.append(.files([file]))
        }
        for name in names {
            let contextNames = (contexts[name] ?? []).map(\.name)
            let chosen = contextNames.firstIndex(of: "default") ?? contextNames.firstIndex(of: "light") ?? 0
            nodes.append(.choice(modifier: modifiers.count, (contexts[name] ?? []).map { .files([$0.file]) }))
            modifiers.append(TokenComposition.Modifier(name: name, contexts: contextNames, chosen: chosen))
        }
        let tree = FolderModes.Node.all(nodes)
        let site = modifiers.map(\.chosen)
        let first = names.first.flatMap { contexts[$0]?.first?.file }
            ?? FolderModes.files(folderLayout, choice: site).first
        let source = first.flatMap { documents[$0] } ?? JSONNode(value: .null, line: 1, column: 1)
        // The site's tokens keep what only the folder's other contexts define: told apart by its layout alone, a
        // folder loses no token that merging it whole kept. A mode of a modifier the layout tells is the files its
        // context has and the site's lack, whose values are all it changes: a Figma export has a hundred modes.
        let siteFiles = Set(FolderModes.files(folderLayout, choice: site))
        let told = layout.modifiers.count
        var composition = TokenComposition(modifiers: modifiers, source: source) { choice in
            if choice != site, choice.indices.allSatisfy({ $0 < told || choice[$0] == site[$0] }) {
                let added = FolderModes.files(folderLayout, choice: choice).filter { !siteFiles.contains($0) }
                return added.compactMap { documents[$0] }
            }
            let folderFiles = FolderModes.files(folderLayout, choice: choice, everyContext: choice == site)
            return (folderFiles + FolderModes.files(tree, choice: choice)).compactMap { documents[$0] }
        }
        // The contexts under `modifiers/` replace the tokens of the other files by design: only the others are told.
        let fileNames = loader.files
        let merged = FolderModes.files(folderLayout, choice: site).compactMap { documents[$0] }
        composition.keepsRoots = layout.hasCollections
        composition.errors += FolderDuplicates.warnings(merged, keepingRoots: layout.hasCollections) { fileNames[$0] }
        return composition
    }

    /// The folder's files but those under `modifiers/NAME/`, and those, as contexts by modifier name.
    private static func modifierFiles(_ files: [String], prefix: String)
        -> (base: [String], contexts: [String: [(name: String, file: String)]]) {
        let modifierPrefix = prefix + "modifiers/"
        var contexts: [String: [(name: String, file: String)]] = [:]
        var base: [String] = []
        for file in files {
            let parts = file.dropFirst(prefix.count).split(separator: "/")
            guard file.hasPrefix(modifierPrefix), parts.count == 3 else {
                base.append(file)
                continue
            }
            let name = String(parts[2].split(separator: ".").first ?? parts[2])
            contexts[String(parts[1]), default: []].append((name, file))
        }
        return (base, contexts)
    }

    /// One warning for the sets themes select that the export lacks, naming each once, at the first selection.
    private static func lackingSets(_ lacking: [JSONNode.Member], sets: Set<String>) -> [TokenError] {
        guard let first = lacking.first else { return [] }
        var names: [String] = []
        for entry in lacking where !names.contains(entry.key) {
            names.append(entry.key)
        }
        let shown = names.prefix(8).map { "'\($0)'" }.joined(separator: ", ") + (names.count > 8 ? " and \(names.count - 8) more" : "")
        let selections = lacking.count == 1 ? "1 selection" : "\(lacking.count) selections"
        var warning = TokenError(path: "", message: "themes select \(names.count) set\(names.count == 1 ? "" : "s") the export lacks (\(shown); \(selections)), which Tokens Studio skips and so does Specimen; the export has \(sets.count) set\(sets.count == 1 ? "" : "s"): \(sets.sorted().prefix(8).joined(separator: ", "))\(sets.count > 8 ? ", …" : "")", line: first.keyLine, column: first.keyColumn, file: first.value.file, severity: .warning)
        warning.isConflict = true
        return [warning]
    }

    /// A Tokens Studio theme: its name, group, and the sets it uses (`enabled`, or `source`: read for references).
    struct Theme {
        var name: String
        var group: String
        var sets: Set<String>
    }

    /// The sets a name in `tokenSetOrder` or a theme selects: the set of that name, else every set in the folder
    /// of that name (`base` for `base/palette` and `base/size`, as an export whose sets were split into files
    /// still names them), in name order.
    private static func setsNamed(_ name: String, in sets: Set<String>) -> [String] {
        sets.contains(name) ? [name] : sets.filter { $0.hasPrefix(name + "/") }.sorted()
    }

    /// `$themes.json`'s themes, in groups in the order each group first appears.
    private static func themeGroups(_ node: JSONNode?, sets: Set<String>, errors: inout [TokenError]) -> [[Theme]] {
        guard let node else { return [] }
        guard let items = node.arrayItems else {
            errors.append(TokenError(path: "", message: "$themes.json must be an array of themes; found \(node.kindDescription)", at: node))
            return []
        }
        var groups: [[Theme]] = []
        var groupIndex: [String: Int] = [:]
        // Sets the themes select that the export lacks: Tokens Studio skips them, and so does Specimen.
        var lacking: [JSONNode.Member] = []
        defer { errors += lackingSets(lacking, sets: sets) }
        for item in items {
            let fields = item.members ?? []
            guard let name = fields.first(where: { $0.key == "name" })?.value.string,
                  let selection = fields.first(where: { $0.key == "selectedTokenSets" })?.value.members
            else {
                errors.append(TokenError(path: "", message: "a theme needs a \"name\" and \"selectedTokenSets\", an object of set names and \"enabled\", \"source\" or \"disabled\"", at: item))
                continue
            }
            var theme = Theme(name: name, group: fields.first(where: { $0.key == "group" })?.value.string ?? "", sets: [])
            for entry in selection {
                let named = setsNamed(entry.key, in: sets)
                guard !named.isEmpty else {
                    lacking.append(entry)
                    continue
                }
                switch entry.value.string {
                case "enabled", "source": theme.sets.formUnion(named)
                case "disabled": break
                default:
                    errors.append(TokenError(path: "", message: "theme '\(name)': set '\(entry.key)' is \(entry.value.string.map { "'\($0)'" } ?? entry.value.kindDescription); allowed: enabled, source, disabled", at: entry.value))
                }
            }
            if let index = groupIndex[theme.group] {
                groups[index].append(theme)
            } else {
                groupIndex[theme.group] = groups.count
                groups.append([theme])
            }
        }
        return groups
    }
}
