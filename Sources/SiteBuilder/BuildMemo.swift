import Highlighting
import LinkCheck

/// What a build keeps for the next one, so that `specimen serve` redoes only the work a change affects.
///
/// A cache around the stages: each stage reads the earlier build's part (never changing it) and gives back its own
/// part for the next build, which the build function gathers. Every entry is the output of a pure step stored
/// beside the inputs it was made from, and a later build takes it only when those inputs are equal. A build with a
/// memo therefore writes exactly what a clean build writes (a test compares the two byte for byte after each kind
/// of edit), and an empty memo is a clean build.
public struct BuildMemo: Sendable {
    /// An empty memo: the next build does everything.
    /// - Parameter reusable: whether the memo keeps what a next build compares with: the source files, the built
    ///   files' bytes and what was read from them, so that `specimen serve` redoes only what a change affects and
    ///   updates the output folder in place. A one-shot build passes false: each source is then dropped once
    ///   parsed, and each page's HTML once it is scanned and written.
    public init(reusable: Bool = true) {
        self.init(retention: reusable ? .reusable : .oneShot)
    }

    init(retention: Retention) {
        self.retention = retention
    }

    /// What a build with this memo keeps for the next one and what it frees as soon as it can.
    let retention: Retention

    /// The parse stage's part.
    var parse = ParseCache()
    /// The render stage's part: pages' HTML, preview drawings and the numbers of the search terms read.
    var render = RenderCache()
    /// The index stage's part.
    var search = SearchCache()
    /// The ids and references the link check read from each built page, and what it found.
    var linkCheck = LinkCheckMemo()
    /// The output folder's files as the last write left them, or nil when that is not known.
    var written: WrittenOutput?
    /// Code snippets as the highlighter wrote them, and those it failed on, so that a rebuild runs it only for new
    /// ones.
    var highlights = SnippetHighlights()
}
