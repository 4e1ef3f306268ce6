import Foundation
import DesignTokens
import Markdown
import Previews
import SiteModel
import ResolvedModel

/// What one page's previews and code fences give while its body is rendered: the HTML each fence and inline
/// preview becomes, the interactive previews, the colour pairs drawn, and what an assessment looks at.
struct PageDrawings {
    let file: SourceFile
    let route: Route
    let parser: PageParser
    /// Whether the page has a verdict or scorecard, whose assessment looks at what it draws.
    let isAssessed: Bool
    let hasStickerSheet: Bool
    /// Whether the page's first preview with controls goes on its stage, under the title.
    let hasStage: Bool

    private(set) var widgets: [PreviewWidget] = []
    /// The HTML of the preview on the page's stage, once its fence is read.
    private(set) var stage: String?
    /// Each pair once, in the order first drawn.
    private(set) var contrastPairs: [ContrastPair] = []
    /// The first preview fence's drawing (an interactive preview's initial state): a component page's card without `preview:`.
    private(set) var firstPreviewSVG: String?
    /// Each preview of an assessed page in one line, and the tokens its drawings paint with.
    private var drawnPreviews: [String] = []
    private var paintedTokens: Set<String> = []
    /// The fences, counted in the order the renderer hands them over.
    private var fenceIndex = -1
    /// The line each preview fence becomes in the page's Markdown twin, by the fence's index among the page's fences.
    private var twinLines: [Int: [TwinPiece]] = [:]

    init(file: SourceFile, route: Route, parser: PageParser, isAssessed: Bool, hasStickerSheet: Bool, hasStage: Bool) {
        self.file = file
        self.route = route
        self.parser = parser
        self.isAssessed = isAssessed
        self.hasStickerSheet = hasStickerSheet
        self.hasStage = hasStage
    }

    /// What a fenced block becomes: a code block, or a preview drawn (nil, after an error, when it cannot be).
    mutating func content(of fence: FencedBlock, previewFiles: inout PreviewFiles, into diagnostics: inout Diagnostics) -> FenceContent? {
        fenceIndex += 1
        guard fence.language == "preview" else {
            return .code(CodeBlock(language: CodeBlock.language(ofInfo: fence.language), code: fence.body, line: fence.line, column: fence.column))
        }
        return previewHTML(for: fence, previewFiles: &previewFiles, into: &diagnostics).map(FenceContent.html)
    }

    /// The HTML a preview fence becomes, nil after an error when it cannot be drawn.
    private mutating func previewHTML(for fence: FencedBlock, previewFiles: inout PreviewFiles, into diagnostics: inout Diagnostics) -> String? {
        let previews = parser.previews
        let info = String(fence.info.dropFirst("preview".count))
        let location = SourceLocation(path: file.displayPath, line: fence.line, column: fence.column)
        switch parser.fenceCache.drawing(info: info, body: fence.body, renderer: previews, files: &previewFiles) {
        case let .failure(error):
            diagnostics.append(.error(.previewInvalid, at: Self.location(of: error, in: fence, path: file.displayPath), error.message)
                .following(previews.tokens.location(of: error.tokenFileCause)))
            return nil
        case let .success(.still(svg, pairs)):
            twinLines[fenceIndex] = [.text("Preview "), .code(Self.oneLine(fence.body)), .text(": " + Self.title(ofSVG: svg))]
            firstPreviewSVG = firstPreviewSVG ?? svg
            note(pairs)
            noteAssessed(isAssessed ? try? PreviewBlock.parse(info: info, body: fence.body, components: previews.components) : nil, svg)
            warnOfDeprecatedTokens(drawnIn: svg, at: location, into: &diagnostics)
            return "<div class=\"preview\">\n" + svg + "</div>\n"
        case let .success(.interactive(block, interactive, extent, initialSVG)):
            warnOfDeprecatedTokens(drawnIn: initialSVG, at: location, into: &diagnostics)
            firstPreviewSVG = firstPreviewSVG ?? initialSVG
            let id = block.id ?? Self.unusedID(interactive.defaultID, among: widgets.map(\.id))
            if widgets.contains(where: { $0.id == id }) || parser.reservedIDs.contains(id) {
                diagnostics.append(.error(.previewID, at: location,
                    "the preview id '\(id)' is already used on this page; give each preview with controls its own id=name"))
                return nil
            }
            let widget = PreviewWidget(id: id, preview: interactive, location: location)
            widgets.append(widget)
            twinLines[fenceIndex] = twinLine(of: widget, svg: initialSVG)
            noteAssessed(block, initialSVG)
            note(interactive.contrastPairs)
            let (route, hasStickerSheet) = (route, hasStickerSheet)
            let html = parser.fenceCache.widgetHTML(info: info, body: fence.body, id: id, rootPrefix: route.rootPrefix,
                                                    stickerSheet: hasStickerSheet) {
                widget.html(on: route, initialSVG: initialSVG, extent: extent, stickerSheet: hasStickerSheet)
            }
            guard hasStage, stage == nil else { return html }
            stage = html
            return PreviewWidget.stagePointer(to: id)
        }
    }

    /// The line fence `index` becomes in the page's Markdown twin: a preview described, with its state's SVG; nil
    /// for a code fence, which the twin keeps.
    func twinLine(_ index: Int) -> [TwinPiece]? {
        twinLines[index]
    }

    private func twinLine(of widget: PreviewWidget, svg: String) -> [TwinPiece] {
        let preview = widget.preview
        let controls = preview.controls.map(\.property).joined(separator: ", ")
        var line: [TwinPiece] = [
            .text("Interactive preview "), .code(([preview.block.component] + preview.block.properties.map { PreviewProperty.written(key: $0.key, value: $0.value) })
                .joined(separator: " ")),
            .text(" (controls: \(controls); \(Wording.count(preview.states.count, "state"))): \(Self.title(ofSVG: svg)). "),
            .link(text: "SVG of this state", url: route.rootPrefix + PreviewFiles.folder + preview.fileName(of: preview.initialState)),
        ]
        if hasStickerSheet {
            line += [.text(", "), .link(text: "every state on the sticker sheet",
                                       url: PreviewWidget.stickerSheetFolder + "#" + widget.stickerID(of: preview.initialState))]
        }
        return line
    }

    /// A preview's lines as one, for a code span.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// The text of a drawing's `<title>`, its accessible name, unescaped; empty when it has none. Found as bytes:
    /// every preview of every page asks.
    static func title(ofSVG svg: String) -> String {
        var svg = svg
        return svg.withUTF8 { bytes in
            let open = "<title>".utf8
            var start = bytes.startIndex
            while let at = bytes[start...].firstIndex(of: UInt8(ascii: "<")) {
                if bytes[at...].starts(with: open) {
                    let textStart = at + open.count
                    let end = bytes[textStart...].firstIndex(of: UInt8(ascii: "<")) ?? textStart
                    return end > textStart ? unescaped(String(decoding: bytes[textStart..<end], as: UTF8.self)) : ""
                }
                start = at + 1
            }
            return ""
        }
    }

    /// Text or an attribute value of the SVG writer's, its five escapes undone.
    private static func unescaped(_ escaped: String) -> String {
        guard escaped.utf8.contains(UInt8(ascii: "&")) else { return escaped }
        return escaped.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// `preview: stepper style=bullet steps=4 current=2` in inline code draws a preview inline, in a table cell say;
    /// nil for other code, or after an error.
    mutating func inlinePreview(_ code: InlineCode, into diagnostics: inout Diagnostics) -> String? {
        guard code.text.hasPrefix("preview:") else { return nil }
        let previews = parser.previews
        let spec = code.text.dropFirst("preview:".count)
        let indent = spec.prefix { $0 == " " }.count
        do throws(PreviewError) {
            let block = try PreviewBlock.parse(info: "", body: String(spec.dropFirst(indent)), components: previews.components)
            let preview = try previews.preview(from: block)
            note(preview.contrastPairs)
            let svg = try previews.svg(for: preview)
            noteAssessed(block, svg)
            return "<span class=\"preview-inline\">" + svg + "</span>"
        } catch {
            diagnostics.append(.error(.previewInvalid,
                at: SourceLocation(path: file.displayPath, line: code.line, column: code.column + "preview:".count + indent + error.column - 1),
                error.message
            ).following(previews.tokens.location(of: error.tokenFileCause)))
            return nil
        }
    }

    /// The front matter's `preview:`, drawn for the home page's card; nil when there is none or it cannot be drawn.
    mutating func frontMatterPreview(_ facts: ComponentFacts, into diagnostics: inout Diagnostics) -> String? {
        guard let spec = facts.preview, let location = facts.previewLocation else { return nil }
        let previews = parser.previews
        do throws(PreviewError) {
            let svg = try previews.svg(info: "", body: spec)
            noteAssessed(try? PreviewBlock.parse(info: "", body: spec, components: previews.components), svg)
            return svg
        } catch {
            // The spec is one line, written after `preview: `: the column points into it.
            diagnostics.append(.error(.previewInvalid,
                at: SourceLocation(path: location.path, line: location.line, column: location.column - 1 + error.column),
                error.message
            ).following(previews.tokens.location(of: error.tokenFileCause)))
            return nil
        }
    }

    /// What an assessment of the page looks at: each preview in one line, and the value of every token its drawings
    /// paint with, its pairs put together and its token table names; nil for a page with no assessment.
    func assessment(of facts: ComponentFacts) -> AssessmentFingerprint? {
        guard isAssessed else { return nil }
        return AssessmentFingerprint(
            previews: drawnPreviews,
            tokenPaths: paintedTokens.union(contrastPairs.flatMap { [$0.foreground, $0.background] }).union(facts.tokens.map(\.token)),
            tokens: parser.previews.tokens)
    }

    private mutating func note(_ pairs: [ContrastPair]) {
        for pair in pairs where !contrastPairs.contains(pair) {
            contrastPairs.append(pair)
        }
    }

    private mutating func noteAssessed(_ block: PreviewBlock?, _ svg: String) {
        guard isAssessed else { return }
        if let block { drawnPreviews.append(block.oneLine) }
        paintedTokens.formUnion(Self.paintTokens(in: svg))
    }

    /// A warning at `location` for each deprecated token of the site that the preview `svg` draws with (its
    /// `data-fill-token` and `data-stroke-token` attributes), with the file's reason.
    private func warnOfDeprecatedTokens(drawnIn svg: String, at location: SourceLocation, into diagnostics: inout Diagnostics) {
        let tokens = parser.tokens
        guard tokens.hasDeprecatedTokens else { return }
        var drawn: Set<String> = []
        for piece in svg.split(separator: "-token=\"").dropFirst() {
            guard let end = piece.firstIndex(of: "\"") else { continue }
            drawn.insert(String(piece[..<end]))
        }
        for path in drawn.sorted() {
            guard let reason = tokens[path]?.deprecated else { continue }
            diagnostics.append(.warning(.tokenDeprecated, at: location, "the preview draws with '\(path)', which \(tokens.entry) marks deprecated"
                                        + (reason.isEmpty ? "" : ": \(reason)")))
        }
    }

    /// The tokens an SVG the previews drew paints with: its `data-fill-token` and `data-stroke-token` values.
    static func paintTokens(in svg: String) -> Set<String> {
        var found: Set<String> = []
        for attribute in ["data-fill-token=\"", "data-stroke-token=\""] {
            var rest = svg[...]
            while let start = rest.range(of: attribute) {
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                let escaped = String(rest[..<end])
                found.insert(unescaped(escaped))
                rest = rest[end...]
            }
        }
        return found
    }

    /// `base`, or `base-2`, `base-3` … when an earlier preview on the page has it.
    static func unusedID(_ base: String, among used: [String]) -> String {
        var candidate = base
        var number = 1
        while used.contains(candidate) {
            number += 1
            candidate = "\(base)-\(number)"
        }
        return candidate
    }

    /// Where a preview error is in the file: its info string is on the fence's line, body line 0 on the next.
    static func location(of error: PreviewError, in fence: FencedBlock, path: String) -> SourceLocation {
        if error.inInfoString {
            return SourceLocation(path: path, line: fence.line, column: fence.column)
        }
        return SourceLocation(path: path, line: fence.line + 1 + error.line, column: fence.column - 1 + error.column)
    }
}
