import Markdown

/// The pages and settings after parsing.
struct ParsedSite: StageOutput {
    var settings = SiteSettings()
    var pages: [Page] = []
    var theme = Theme(library: .init(), templateNames: [], assets: [])
    var contentFiles: [SourceFile] = []

    var stageDetail: String { "\(pages.count) pages" }
}

extension SiteBuilder {
    /// Decodes, splits and validates every file, and renders each page's Markdown.
    func parse(_ sources: LoadedSources, into diagnostics: inout Diagnostics) -> ParsedSite {
        var site = ParsedSite()
        site.contentFiles = sources.contentFiles

        let (theme, themeDiagnostics) = Theme.make(templates: sources.templates, assets: sources.assets)
        site.theme = theme
        diagnostics.append(contentsOf: themeDiagnostics)

        if let file = sources.settings {
            switch UTF8Validation.decode(file.data, path: file.displayPath) {
            case let .success(text):
                let (settings, problems) = SiteSettings.read(YAMLSource(path: file.displayPath, text: text, firstLine: 1))
                site.settings = settings
                diagnostics.append(contentsOf: problems)
            case let .failure(diagnostic):
                diagnostics.append(diagnostic)
            }
        }
        if let baseURL = options.baseURL {
            site.settings.baseURL = baseURL
        }

        let renderer = MarkdownRenderer(options: MarkdownOptions(
            extensions: MarkdownOptions.site.extensions,
            reservedIDs: theme.reservedIDs
        ))
        for file in sources.pages {
            if let page = parsePage(file, renderer: renderer, into: &diagnostics) {
                site.pages.append(page)
            }
        }
        return site
    }

    private func parsePage(_ file: SourceFile, renderer: MarkdownRenderer, into diagnostics: inout Diagnostics) -> Page? {
        let text: String
        switch UTF8Validation.decode(file.data, path: file.displayPath) {
        case let .success(decoded): text = decoded
        case let .failure(diagnostic):
            diagnostics.append(diagnostic)
            return nil
        }
        let document: SourceDocument
        switch SourceDocument.split(text, path: file.displayPath) {
        case let .success(split): document = split
        case let .failure(diagnostic):
            diagnostics.append(diagnostic)
            return nil
        }
        var frontMatter = PageFrontMatter()
        if let yaml = document.frontMatter {
            let (read, problems) = PageFrontMatter.read(yaml)
            diagnostics.append(contentsOf: problems)
            // YAML that does not parse says nothing about the page; more errors about it would only repeat that.
            guard let read else { return nil }
            frontMatter = read
        }

        let body = renderer.render(document.body, lineOffset: document.bodyLineOffset)

        guard let title = frontMatter.title ?? body.title else {
            diagnostics.append(.error(
                at: SourceLocation(path: file.displayPath),
                "the page has no title; add 'title:' to its front matter or start it with a '# Heading'"
            ))
            return nil
        }
        return Page(
            sourcePath: file.relativePath,
            displayPath: file.displayPath,
            route: .page(forSource: file.relativePath),
            frontMatter: frontMatter,
            title: title,
            body: body
        )
    }
}
