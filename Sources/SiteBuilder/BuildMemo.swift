import LinkCheck
import DesignTokens
import Foundation
import Previews
import SVG
import Search
import SiteModel

/// What a build keeps for the next one, so that `specimen serve` redoes only the work a change affects.
///
/// Every entry is the output of a pure step stored beside the inputs it was made from, and a later build takes it
/// only when those inputs are equal. A build with a memo therefore writes exactly what a clean build writes (a test
/// compares the two byte for byte after each kind of edit), and an empty memo is a clean build.
public struct BuildMemo: Sendable {
    /// An empty memo: the next build does everything.
    /// - Parameter reusable: whether the memo keeps what a next build compares with: the source files, the built
    ///   files' bytes and what was read from them, so that `specimen serve` redoes only what a change affects and
    ///   updates the output folder in place. A one-shot build passes false: each source is then dropped once
    ///   parsed, and each page's HTML once it is scanned and written.
    public init(reusable: Bool = true) {
        retention = reusable ? .reusable : .oneShot
    }

    /// What a build with this memo keeps for the next one and what it frees as soon as it can.
    let retention: Retention

    /// What every page's parse reads besides its own file; a change to it parses every page again.
    var parseInputs: ParseInputs?
    /// Path below the content folder → the file as read and what parsing it gave.
    var parsedPages: [String: ParsedPage] = [:]

    /// The tokens the preview drawings were made with; other tokens draw every state again.
    var drawingTokens: TokenSet?
    /// Path below `previews/` → the drawing and its SVG text.
    var drawings: [String: PreviewDrawing] = [:]

    /// The inputs that pages' templates share, each with a generation that moves on when it changes.
    var renderInputs: RenderInputs?
    var renderGenerations = RenderInputs.Generations()
    /// Route → the key a page was rendered with and the HTML it gave.
    var renderedPages: [Route: PageRenderMemo] = [:]

    /// Output path → the built HTML and what the search index read from it.
    var searchEntries: [String: FileReading<SearchIndex.PageEntry>] = [:]
    /// The numbers of the terms in `searchEntries`; it only grows, so that kept entries stay valid.
    var searchTerms = SearchIndex.TermTable()
    /// The search index's files and what each was written from.
    var searchFiles = SearchIndex.FileMemo()
    /// The ids and references the link check read from each built page, and what it found.
    var linkCheck = LinkCheckMemo()

    /// The output folder's files as the last write left them, or nil when that is not known.
    var written: WrittenOutput?
}

/// What a page's parse reads besides its own bytes.
struct ParseInputs: Sendable, Equatable {
    var settings: SiteSettings
    var tokens: TokenSet
    var previewTokens: TokenSet
    var components: ComponentRegistry
    var reservedIDs: Set<String>
    var templateNames: [String]
}

/// One page's file and what parsing it gave: the page, or nil when it had an error, and its diagnostics.
struct ParsedPage: Sendable {
    var file: SourceFile
    var page: Page?
    var diagnostics: [Diagnostic]
}

/// A preview state's drawing and, once the render stage has written it, its SVG text.
struct PreviewDrawing: Sendable {
    var document: SVGDocument
    var data: Data?
}

/// One page's HTML, what rendering it reported, and the inputs it was rendered from.
struct PageRenderMemo: Sendable {
    var key: RenderKey
    /// Nil when the template could not be rendered.
    var data: Data?
    /// A migration page's variants that cannot be drawn, found while rendering it.
    var diagnostics: [Diagnostic]
}

/// The output folder as written: where, and path → bytes.
struct WrittenOutput: Sendable {
    var folder: String
    var files: [String: Data]
}
