import DesignTokens
import Foundation
import Markdown
import PageTypes
import Previews
import SiteModel
import ResolvedModel

/// Parses one page at a time on whichever core has it: checks and splits its file, reads its front matter, renders
/// its Markdown with its previews drawn and its claims checked, and gives back the page with what it found.
///
/// Everything here is the same for every page of a build; what one page gathers while its body is rendered is in
/// ``PageDrawings``.
struct PageParser: Sendable {
    let renderer: MarkdownRenderer
    /// Draws with the preview tokens: the site's, or the built-in defaults.
    let previews: PreviewRenderer
    /// The site's own tokens, which deprecation warnings and claims are checked against.
    let tokens: TokenSet
    /// Its token groups are worked out once: every page's claims are checked against the same tokens.
    let claims: ClaimChecker
    /// The ids the templates' own elements use, which no preview may take.
    let reservedIDs: Set<String>
    let baseURL: BaseURL?
    /// The theme's templates, which say whether a page gets a sticker sheet.
    let templates: [String]
    /// The templates that show a component page's first preview with controls on its stage (`Theme.stageTemplates`).
    let stageTemplates: Set<String>
    /// A fence repeated on many pages is drawn once, for all cores.
    let fenceCache: PreviewFenceCache
    let includeDrafts: Bool
    /// Every page's file of the build, relative to Content/: a link without an extension may name one.
    let pageSources: Set<String>
    /// The codes of the site's own checks, which a page's acceptances may name.
    let ownCodes: [DiagnosticCode]

    /// The page `file` holds, or nil when it cannot be built (or is a draft left out); what is wrong with it goes
    /// to `diagnostics`, the states of its interactive previews to `previewFiles`, and the page sources its links
    /// looked for, with whether the site has each, to `sourceProbes`.
    func page(_ file: SourceFile, previewFiles: inout PreviewFiles, sourceProbes: inout [String: Bool],
              into diagnostics: inout Diagnostics) -> Page? {
        // The file is checked, not decoded: only its front matter becomes a String; cmark-gfm reads the body's bytes.
        let bytes = [UInt8](file.data)
        if let diagnostic = UTF8Validation.check(bytes, path: file.displayPath) {
            diagnostics.append(diagnostic)
            return nil
        }
        let document: SourceDocument
        switch SourceDocument.split(utf8: bytes, path: file.displayPath) {
        case let .success(split): document = split
        case let .failure(diagnostic):
            diagnostics.append(diagnostic)
            return nil
        }
        guard let frontMatter = frontMatter(of: document, into: &diagnostics) else { return nil }
        let route = Route.page(forSource: file.relativePath)
        var drawings = PageDrawings(file: file, route: route, parser: self, isAssessed: frontMatter.component.isAssessed,
                                    hasStickerSheet: StickerSheetPage.isMade(for: frontMatter, templates: templates),
                                    hasStage: !frontMatter.component.isEmpty
                                        && stageTemplates.contains(frontMatter.template(at: route, themeHasHome: templates.contains("home"))))
        let body = render(document, of: file, title: frontMatter.title, drawings: &drawings, previewFiles: &previewFiles,
                          sourceProbes: &sourceProbes, into: &diagnostics)
        report(body, of: file, widgets: drawings.widgets, into: &diagnostics)
        guard let title = title(of: file, frontMatter: frontMatter, body: body, into: &diagnostics) else { return nil }
        // A component page without `preview:` is carded by its first preview, so every component has a drawing.
        let previewSVG = drawings.frontMatterPreview(frontMatter.component, into: &diagnostics)
            ?? (frontMatter.component.isEmpty ? nil : drawings.firstPreviewSVG)
        return Page(
            sourcePath: file.relativePath,
            displayPath: file.displayPath,
            route: route,
            frontMatter: frontMatter,
            title: title,
            body: body,
            previewSVG: previewSVG,
            widgets: drawings.widgets,
            stage: drawings.stage,
            contrastPairs: drawings.contrastPairs,
            assessment: drawings.assessment(of: frontMatter.component)
        )
    }

    /// The page's front matter, empty when it has none; nil when it does not parse, or marks a draft left out.
    private func frontMatter(of document: SourceDocument, into diagnostics: inout Diagnostics) -> PageFrontMatter? {
        guard let yaml = document.frontMatter else { return PageFrontMatter() }
        let (read, problems) = PageFrontMatter.read(yaml, ownCodes: ownCodes)
        // A draft left out is not built, so nothing in it can be wrong with the site.
        if read?.draft == true && !includeDrafts {
            return nil
        }
        diagnostics.append(contentsOf: problems)
        // YAML that does not parse says nothing about the page; more errors about it would only repeat that.
        return read
    }

    /// The page's body as HTML, its previews drawn into it and its claims checked.
    private func render(_ document: SourceDocument, of file: SourceFile, title: String?, drawings: inout PageDrawings,
                        previewFiles: inout PreviewFiles, sourceProbes: inout [String: Bool],
                        into diagnostics: inout Diagnostics) -> RenderedMarkdown {
        // Claims are checked against the site's own tokens, never against the preview defaults.
        var claims = claims
        claims.path = file.displayPath
        let links = PageLinks(source: file.relativePath, route: drawings.route, baseURL: baseURL)
        let markdown = renderer.read(utf8: document.body, lineOffset: document.bodyLineOffset, title: title,
                                     textTriggers: claims.triggers, foreignSyntax: file.relativePath.hasSuffix(".mdx") ? .mdx : .markdown)
        var answers = MarkdownDocument.Answers()
        for (index, link) in markdown.links.enumerated() {
            answers.destinations[index] = links.destination(for: link.destination) { source in
                let found = pageSources.contains(source)
                sourceProbes[source] = found
                return found
            }
        }
        for (index, fence) in markdown.fences.enumerated() {
            answers.fences[index] = drawings.content(of: fence, previewFiles: &previewFiles, into: &diagnostics)
            answers.twinPieces[index] = drawings.twinLine(index)
        }
        answers.twin = true
        for (index, block) in markdown.textBlocks.enumerated() {
            let insertions = claims.check(block, into: &diagnostics)
            if !insertions.isEmpty {
                answers.insertions[index] = insertions
            }
        }
        for (index, code) in markdown.codeSpans.enumerated() {
            answers.codeSpans[index] = drawings.inlinePreview(code, into: &diagnostics)
        }
        return markdown.render(answers)
    }

    /// What the body's render found: syntax of other generators left as written, and previews whose id a heading
    /// of the page has too.
    private func report(_ body: RenderedMarkdown, of file: SourceFile, widgets: [PreviewWidget], into diagnostics: inout Diagnostics) {
        if let line = body.constructSearchStoppedAt {
            diagnostics.append(.warning(.constructSearchStopped, at: SourceLocation(path: file.displayPath, line: line),
                "other generators' syntax was looked for only up to this line: the page opens more JSX tags, braces or "
                    + "template expressions that never close than Specimen reads through; what follows is left as written"))
        }
        for construct in body.constructs {
            diagnostics.append(.warning(.constructUnrendered, at: SourceLocation(path: file.displayPath, line: construct.line, column: construct.column),
                                        Self.unrendered(construct)))
        }
        for widget in widgets where body.headings.contains(where: { $0.id == widget.id }) {
            diagnostics.append(.error(.previewID, at: widget.location,
                "the preview id '\(widget.id)' is also a heading's id on this page; give the preview another id=name"))
        }
    }

    /// A page of another generator may have no title in its front matter nor a `# Heading`, with front matter or
    /// without: it is then titled after its first heading of another level, or else after its file name, with a
    /// warning that says which. A typo such as `titel:` has its own warning, which names `title`.
    private func title(of file: SourceFile, frontMatter: PageFrontMatter, body: RenderedMarkdown,
                       into diagnostics: inout Diagnostics) -> String? {
        if let title = frontMatter.title ?? body.title { return title }
        let remedy = "add 'title:' to its front matter or start it with a '# Heading'"
        if let heading = body.headings.first(where: { !$0.text.isEmpty }) {
            let marks = String(repeating: "#", count: max(1, min(6, heading.level)))
            diagnostics.append(.warning(.titleMissing, at: SourceLocation(path: file.displayPath, line: heading.line),
                "the page has no title, so it is titled '\(heading.text)' after its first heading, a '\(marks)' one; \(remedy)"))
            return heading.text
        }
        guard let title = Self.title(fromFileName: file.relativePath) else {
            diagnostics.append(.error(.configValue, at: SourceLocation(path: file.displayPath), "the page has no title; \(remedy)"))
            return nil
        }
        diagnostics.append(.warning(.titleMissing, at: SourceLocation(path: file.displayPath),
            "the page has no title, so it is titled '\(title)' after its file name; \(remedy)"))
        return title
    }

    /// `guides/button-group.md` → `Button group`; `components/tabs/index.md` → `Tabs` (an index page is named
    /// after its folder); nil when nothing is left (`index.md` at the root).
    static func title(fromFileName path: String) -> String? {
        var parts = path.split(separator: "/").map(String.init)
        guard var name = parts.popLast() else { return nil }
        if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
        if name.lowercased() == "index" || name.lowercased() == "readme" {
            guard let folder = parts.popLast() else { return nil }
            name = folder
        }
        // A name with control characters gives no title: they would reach the page, its search entry and a terminal.
        guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return nil }
        let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }).joined(separator: " ")
        guard let first = words.first else { return nil }
        return first.uppercased() + words.dropFirst()
    }

    /// What a warning says of a construct of another generator that the page shows marked.
    static func unrendered(_ construct: ForeignConstruct) -> String {
        let remedy = "convert it to Markdown, HTML or a preview fence"
        switch construct.kind {
        case .jsxElement:
            return "the JSX element \(construct.name) is not rendered, so the page marks it; \(remedy)"
        case .scriptBlock:
            return "the \(construct.name) block is neither run nor rendered, so the page marks it; \(remedy)"
        case .templateExpression:
            return "the template expression \(construct.name) (Nunjucks, Liquid or Vue) is not rendered, so the page marks it; \(remedy)"
        case .container:
            return "the \(construct.name) container is not rendered as one: its text is, in a marked block; "
                + "write it as Markdown, a blockquote say"
        case .moduleLine:
            return "the ES module statement '\(construct.name)' is not run, so the page marks it; an .mdx page's import and export lines are set aside, a .md page's are text"
        case .mdxExpression:
            return "the MDX expression \(construct.name) is not rendered, so the page marks it; \(remedy)"
        case .embed:
            return "the embed \(construct.name) is not loaded, so the page shows its address, marked; link to it, or draw it with a preview fence"
        case .includeLine:
            return "the include line '\(construct.name)' is not followed: Specimen puts no other file into a page, so the page marks it; "
                + "write the included text into the page, or link to it"
        }
    }
}
