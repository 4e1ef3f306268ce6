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
    /// The page sources outside the token folder (``TokenSet/folder``). A token folder is copied from the team's
    /// token repository as it is, and its Markdown (a README, notes beside the token files) is written for that
    /// repository, with links into it: it joins the set's ``TokenSet/besideFiles``, listed on the tokens page,
    /// rather than failing the build on links that were never meant for the site.
    func pagesOutsideTokenFolder(_ pages: [SourceFile], tokens: inout TokenSet) -> [SourceFile] {
        guard let prefix = tokens.folder else { return pages }
        let notes = pages.filter { $0.relativePath.hasPrefix(prefix) }
        guard !notes.isEmpty else { return pages }
        tokens.besideFiles = (tokens.besideFiles + notes.map(\.displayPath)).sorted()
        return pages.filter { !$0.relativePath.hasPrefix(prefix) }
    }

    /// The token folder, as `folder/`: the folder site.yml's `tokens:` names, or the folder holding every file a
    /// resolver document or Tokens Studio export read, when it is below the content folder's root. A single token
    /// file has none: the pages beside it are the site's.
    static func tokenFolderPrefix(entry: String, isFile: Bool, read: Set<String>) -> String? {
        guard !isFile || read.count > 1 else { return nil }
        var common = isFile ? entry.split(separator: "/").dropLast() : entry.split(separator: "/")[...]
        for path in read {
            let parts = path.split(separator: "/").dropLast()
            common = common.prefix(zip(common, parts).prefix { $0 == $1 }.count)
        }
        return common.isEmpty ? nil : common.joined(separator: "/") + "/"
    }

    /// The folder holding the token folder `prefix` and nothing else but its repository's own files (a licence, a
    /// README, a changelog, a package manifest), as `folder/`: a team that copies its token repository whole
    /// (`set/LICENSE` beside `set/tokens/`) brings those, which are the repository's, not the site's. Nil when
    /// the folder holds anything else, or is the content folder itself.
    static func repositoryFolder(around prefix: String, paths: [String]) -> String? {
        let parts = prefix.split(separator: "/")
        guard parts.count >= 2 else { return nil }
        let wrapper = parts.dropLast().joined(separator: "/") + "/"
        let others = paths.filter { $0.hasPrefix(wrapper) && !$0.hasPrefix(prefix) }
        guard !others.isEmpty, others.allSatisfy({ path in
            let name = path.dropFirst(wrapper.count)
            return !name.contains("/") && Self.isRepositoryFile(String(name))
        }) else { return nil }
        return wrapper
    }

    /// A repository's own file by its name: `LICENSE`, `README.md`, `CHANGELOG` and the like, or a tool's
    /// (``NonTokenFiles/isToolFile(_:)``: `package.json`, `tsconfig.json`).
    static func isRepositoryFile(_ name: String) -> Bool {
        let stem = name.split(separator: ".").first.map { $0.uppercased() } ?? ""
        let own = ["LICENSE", "LICENCE", "COPYING", "NOTICE", "README", "CHANGELOG", "CHANGES", "CONTRIBUTING",
                   "CODE_OF_CONDUCT", "SECURITY", "AUTHORS"]
        return own.contains(stem) || [".gitignore", ".npmignore", ".gitattributes"].contains(name) || NonTokenFiles.isToolFile(name)
    }
}
