extension TokenSet {
    /// Reads the tokens that `entry` names, as one set with its modes:
    /// - a tokens file (Format Module 2025.10), its modes from `$extensions.mode`;
    /// - a resolver document (Resolver Module 2025.10: a file with `resolutionOrder`), whose sets and modifiers
    ///   name token files; each context other than a modifier's default is a mode;
    /// - a folder of token files, merged in path order, or in the order of `$metadata.json` with modes from
    ///   `$themes.json` when it is a Tokens Studio export.
    ///
    /// Every problem is reported at its file, token path, line and column; the tokens that are valid are kept.
    /// - Parameters:
    ///   - entry: a file or folder, relative to the documents' root.
    ///   - documents: the files that may be read.
    /// - Returns: the tokens and the problems, sorted by file (in the order read) and position.
    public static func load(entry: String, from documents: TokenDocuments) -> (TokenSet, [TokenError]) {
        var loader = TokenLoader(documents: documents)
        // What is wrong with the resolver or folder, as against the tokens it composes.
        var sourceErrors: [TokenError] = []
        var composition: TokenComposition
        let isFolder = !documents.paths.contains(entry) && !documents.files(under: entry).isEmpty
        if isFolder {
            composition = TokenFolder.composition(entry, loader: &loader, errors: &sourceErrors)
            composition.leavingOutResolvers(named: loader.pathsByNumber, errors: &sourceErrors)
        } else if let root = loader.document(entry, referencedAt: nil) {
            // A resolver document: resolutionOrder, or, when that is missing, a version with sets or modifiers
            // (whose missing resolutionOrder is then its one error, not every set read as a token).
            let keys = Set(root.members?.map(\.key) ?? [])
            if keys.contains("resolutionOrder") || (keys.contains("version") && (keys.contains("sets") || keys.contains("modifiers"))) {
                var resolver = TokenResolver(root: root, path: entry)
                composition = resolver.composition(loader: &loader)
                composition.forms[loader.number(of: entry)] = .resolver
                sourceErrors = resolver.errors
            } else if TokenFolder.isSingleFileExport(root) {
                composition = TokenFolder.singleFileExport(root, errors: &sourceErrors)
            } else {
                composition = TokenComposition(base: [root])
            }
        } else {
            composition = TokenComposition(base: [])
        }
        sourceErrors += composition.errors
        TheoForm.read(&composition, entry: isFolder ? nil : entry, loader: &loader, errors: &sourceErrors)
        let external = externalDocuments(of: composition, loader: &loader)
        var errors: [TokenError] = []
        var set = read(composition, external: external, errors: &errors)
        set.files = loader.files
        set.entry = isFolder ? (entry.isEmpty ? "." : entry) + "/" : entry
        set.fileError = loader.fileError
        sourceErrors += loader.errors
        // A token may be missing only because the file that defines it could not be read or named.
        let firstError = sourceErrors.filter { $0.severity == .error }.min { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        if let cause = firstError?.position ?? composition.lackingSets {
            for index in errors.indices where errors[index].missingTarget != nil && errors[index].cause == nil {
                errors[index].cause = cause
            }
        }
        linkCauses(&errors)
        // A token that leads into a broken alias shares its error; each is told once.
        let unique = Array(Set(errors + sourceErrors))
        return (set, unique.sorted {
            ($0.file, $0.line, $0.column, $0.path, $0.message) < ($1.file, $1.line, $1.column, $1.path, $1.message)
        })
    }

    /// The files the composition's `$ref`s point into (`./base.json#/color`), and theirs in turn, each read once;
    /// at most every file the documents hold.
    private static func externalDocuments(of composition: TokenComposition, loader: inout TokenLoader) -> ExternalDocuments {
        var external = ExternalDocuments()
        var pending = composition.base + composition.modes.flatMap(\.documents)
        var seen: Set<Int> = []
        while let document = pending.popLast() {
            guard seen.insert(document.file).inserted else { continue }
            for (reference, node) in ExternalDocuments.fileReferences(in: document) {
                guard let base = loader.pathsByNumber[node.file], let path = TokenDocuments.resolve(reference, from: base),
                      external.documents[path] == nil, loader.documents.paths.contains(path),
                      let found = loader.document(path, referencedAt: node) else { continue }
                external.documents[path] = found
                pending.append(found)
            }
        }
        external.paths = loader.pathsByNumber
        return external
    }

    /// Tokens that refer to the same missing token follow from the first of them (one line for the cause), and an
    /// error that follows from one that follows from another follows from the first, so that the build folds it there.
    private static func linkCauses(_ errors: inout [TokenError]) {
        // Tokens that refer to the same missing token follow from the first of them: one line for the cause.
        var firstMissing: [String: TokenError.Position] = [:]
        let inOrder = errors.indices.sorted { (errors[$0].file, errors[$0].line, errors[$0].column) < (errors[$1].file, errors[$1].line, errors[$1].column) }
        for index in inOrder {
            guard let target = errors[index].missingTarget, errors[index].cause == nil else { continue }
            if let first = firstMissing[target] {
                errors[index].cause = first
            } else {
                firstMissing[target] = errors[index].position
            }
        }
        // An error that follows from one that follows from another (a typography's part from its token, that
        // token from a file not read) follows from the first, so that the build folds it there.
        let causes = Dictionary(errors.compactMap { error in error.cause.map { (error.position, $0) } }) { first, _ in first }
        for index in errors.indices {
            for _ in 0..<TokenExpression.maximumDepth {
                guard let cause = errors[index].cause, let further = causes[cause], further != cause else { break }
                errors[index].cause = further
            }
        }
    }
}
