import DesignTokens
import SiteModel

extension SiteBuilder {
    /// The files of Content/ that the site publishes beside its pages: those a site serves by their kind, and any
    /// other a page's Markdown links to (a download). The rest are named in one warning, at the first of them, and
    /// left out, so that another generator's templates or a component's source are never published by accident.
    /// When the tokens could not be read, JSON and YAML files are left out without a word: they are likely the
    /// token files the error is about.
    func publishedContentFiles(_ files: [SourceFile], pages: [Page], tokensFailed: Bool,
                               into diagnostics: inout Diagnostics) -> [SourceFile] {
        var linked: Set<String>?
        var published: [SourceFile] = []
        var left: [SourceFile] = []
        published.reserveCapacity(files.count)
        for file in files {
            if ServedFiles.servesByKind(file.relativePath) {
                published.append(file)
                continue
            }
            let paths = linked ?? pages.reduce(into: Set<String>()) { paths, page in
                paths.formUnion(ServedFiles.linked(page.body.links.map(\.destination), from: page.route))
            }
            linked = paths
            if paths.contains(file.relativePath) {
                published.append(file)
            } else {
                left.append(file)
            }
        }
        if tokensFailed {
            left.removeAll { file in [".json", ".yaml", ".yml"].contains { file.relativePath.lowercased().hasSuffix($0) } }
        }
        guard let first = left.first else { return published }
        let shown = 8
        let names = left.prefix(shown).map { "'\($0.relativePath)'" }.joined(separator: ", ")
            + (left.count > shown ? " and \(left.count - shown) more" : "")
        diagnostics.append(.warning(.contentNotPublished, at: SourceLocation(path: first.displayPath),
            "\(Wording.count(left.count, "file")) in the content folder \(left.count == 1 ? "is" : "are") not published: \(names); "
                + "a site publishes its pages (.md, .mdx), the files it serves (images, fonts, media, PDF, HTML, CSS, JavaScript, "
                + "text, CNAME …) and any other file a page links to"))
        return published
    }
}

extension SiteBuilder {
    /// The page sources outside the folder site.yml's `tokens:` names. A token folder is copied from the team's
    /// token repository as it is, and its Markdown (a README, notes beside the token files) is written for that
    /// repository, with links into it: it joins the set's ``TokenSet/besideFiles``, listed on the tokens page,
    /// rather than failing the build on links that were never meant for the site.
    func pagesOutsideTokenFolder(_ pages: [SourceFile], settings: SiteSettings, tokens: inout TokenSet) -> [SourceFile] {
        guard let prefix = Self.tokenFolderPrefix(settings), !pages.contains(where: { $0.relativePath + "/" == prefix })
        else { return pages }
        let notes = pages.filter { $0.relativePath.hasPrefix(prefix) }
        guard !notes.isEmpty else { return pages }
        tokens.besideFiles = (tokens.besideFiles + notes.map(\.displayPath)).sorted()
        return pages.filter { !$0.relativePath.hasPrefix(prefix) }
    }

    /// `folder/` when site.yml's `tokens:` names a folder below the content folder's root, else nil.
    static func tokenFolderPrefix(_ settings: SiteSettings) -> String? {
        guard let named = settings.tokens, let folder = TokenDocuments.resolve(named, from: ""), !folder.isEmpty else { return nil }
        return folder + "/"
    }
}
