import CMarkSupport
import CCMarkGFM

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One page's Markdown as cmark-gfm parsed it, and what the page holds, located, as values: its fences, blocks of
/// text, code spans, links, headings and other generators' constructs. Whoever converts the page decides what each
/// becomes (``Answers``) and ``render(_:)`` makes the body from the answers: Markdown converts, and calls nothing
/// of its caller's, as swift-markdown's converter does.
///
/// A class for one reason: it owns the parse. Every node and buffer of the tree comes from an arena (cmark-gfm
/// makes thousands of small allocations per page), freed at once when the document goes; the parser and the
/// extension list go with it. It is read and rendered on the thread that read it.
///
/// | pointer | released by |
/// |---|---|
/// | `specimen_arena*`, which serves the parser's, nodes' and renderer's memory | `specimen_arena_free` (deinit, last) |
/// | `cmark_mem*` of the arena's functions | `deallocate` (deinit) |
/// | `cmark_parser*` | `cmark_parser_free` (deinit) |
/// | extension list made with `cmark_llist_append` | `cmark_llist_free` (deinit) |
/// | root `cmark_node*` | the arena, with every child; `cmark_node_free(root)` when no arena could be made (deinit) |
/// | `cmark_iter*` | `cmark_iter_free`, in the walk that makes it |
/// | nodes made by `cmark_node_new_with_mem`, from the same arena | the root's free |
/// | `char*` of a footnote's CommonMark, for its label, from the default allocator | `free`, in `HTMLWriter+Footnotes` |
/// | `const char*` from getters | the node; copied into a `String` at once |
public final class MarkdownDocument {
    /// What each located piece of the page becomes: anything not answered stays as the page writes it.
    public struct Answers: Sendable {
        /// What each fence becomes, by its index in ``MarkdownDocument/fences``: HTML, or a code block, a slot of
        /// the body; a fence without an answer stays cmark-gfm's code block.
        public var fences: [Int: FenceContent] = [:]
        /// The HTML to put into each block of text, by its index in ``MarkdownDocument/textBlocks``.
        public var insertions: [Int: [TextInsertion]] = [:]
        /// The HTML each code span becomes, by its index in ``MarkdownDocument/codeSpans``.
        public var codeSpans: [Int: String] = [:]
        /// Where each link leads instead of the destination written, by its index in ``MarkdownDocument/links``;
        /// the ``Link`` keeps the written one too. An anchor written in another case than its heading's id leads
        /// to the id unless answered.
        public var destinations: [Int: String] = [:]
        /// Whether to write the body as CommonMark too, for the page's Markdown twin
        /// (``RenderedMarkdown/markdownUTF8``).
        public var twin = false
        /// The twin's text in place of a fence, by the fence's index; a fence without one is written as a fence.
        public var twinPieces: [Int: [TwinPiece]] = [:]

        public init() {}
    }

    /// Every fenced code block, in document order.
    public var fences: [FencedBlock] { walk.fences.map(\.block) }
    /// The paragraphs, headings and table cells whose text holds one of the triggers `read` was given (every one
    /// without triggers), in document order.
    public var textBlocks: [TextBlock] { walk.blocks.map(\.value) }
    /// Every code span, in document order.
    public var codeSpans: [InlineCode] { walk.codeSpans.map(\.code) }
    /// Every link and image, in document order, as written.
    public var links: [Link] { walk.links }
    /// Every heading, in document order.
    public var headings: [Heading] { walk.headings }

    private let renderer: MarkdownRenderer
    private let title: String?
    private let source: ArraySlice<UInt8>
    /// Other generators' constructs, put into the tree; nil when the page holds none.
    private let constructs: ConstructPlacer.Placed?
    private var walk: DocumentWalk
    private let arena: OpaquePointer?
    private let arenaMemory: UnsafeMutablePointer<cmark_mem>
    private let mem: UnsafeMutablePointer<cmark_mem>?
    private let extensions: UnsafeMutablePointer<cmark_llist>?
    private let parser: OpaquePointer?
    private let document: OpaquePointer?
    private var rendered = false

    init(source: ArraySlice<UInt8>, renderer: MarkdownRenderer, lineOffset: Int, title: String?, textTriggers: [UInt8]?,
         foreignSyntax: ForeignSyntax?) {
        self.renderer = renderer
        self.title = title
        self.source = source
        let cmarkOptions = CMARK_OPT_UNSAFE | (renderer.options.extensions.contains(.footnotes) ? CMARK_OPT_FOOTNOTES : 0)
        arena = specimen_arena_new()
        let outer = specimen_arena_enter(arena)
        defer { specimen_arena_enter(outer) }
        arenaMemory = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        arenaMemory.initialize(to: cmark_mem(calloc: specimen_arena_calloc, realloc: specimen_arena_realloc,
                                             free: specimen_arena_release))
        mem = arena == nil ? cmark_get_default_mem_allocator() : arenaMemory
        extensions = renderer.extensionList(mem: mem)
        let parser = Self.parser(options: cmarkOptions, extensions: extensions, mem: mem)
        Self.feed(source, to: parser)
        self.parser = parser
        let document = MarkdownRenderer.finish(parser)
        self.document = document
        let (mem, extensions) = (mem, extensions)
        constructs = ConstructPlacer.place(in: document, source: source, syntax: foreignSyntax, lineOffset: lineOffset,
                                           mem: mem) { fragment in
            let parser = Self.parser(options: cmarkOptions, extensions: extensions, mem: mem)
            defer { cmark_parser_free(parser) }
            Self.feed(fragment, to: parser)
            return MarkdownRenderer.finish(parser)
        }
        var walk = DocumentWalk(lineOffset: lineOffset, options: renderer.options, textTriggers: textTriggers)
        walk.visit(document)
        self.walk = walk
    }

    /// A parser with `extensions` attached, whose memory comes from `mem`.
    private static func parser(options: Int32, extensions: UnsafeMutablePointer<cmark_llist>?,
                               mem: UnsafeMutablePointer<cmark_mem>?) -> OpaquePointer? {
        let parser = cmark_parser_new_with_mem(options, mem)
        var attached = extensions
        while let item = attached {
            cmark_parser_attach_syntax_extension(parser, OpaquePointer(item.pointee.data))
            attached = item.pointee.next
        }
        return parser
    }

    private static func feed(_ source: ArraySlice<UInt8>, to parser: OpaquePointer?) {
        source.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress {
                    cmark_parser_feed(parser, base, chars.count)
                }
            }
        }
    }

    deinit {
        // The arena frees the nodes with the rest of the page's memory: cmark_node_free would only walk the tree
        // to hand each node to an allocator whose free does nothing.
        if arena == nil { cmark_node_free(document) }
        cmark_parser_free(parser)
        cmark_llist_free(mem, extensions)
        arenaMemory.deallocate()
        specimen_arena_free(arena)
    }

    /// The body as HTML, every piece as `answers` says; the twin too when they ask for it. A document renders once:
    /// rendering puts nodes into its tree.
    public func render(_ answers: Answers) -> RenderedMarkdown {
        precondition(!rendered, "a MarkdownDocument renders once")
        rendered = true
        let outer = specimen_arena_enter(arena)
        defer { specimen_arena_enter(outer) }
        // Whether the text cmark-gfm read is not the page's own: the twin is then written from the tree.
        let linksRewritten = MarkdownRenderer.rewriteLinks(of: &walk, to: answers.destinations)
        let sourceRewritten = constructs != nil || linksRewritten
        // The twin is written from the tree as the page's links lead, before any node goes into it.
        let markdown = answers.twin
            ? renderer.twinMarkdown(of: document, source: sourceRewritten ? nil : source, fences: walk.fences,
                                    pieces: { index, _ in answers.twinPieces[index] }, hiding: constructs?.unsaid ?? [], mem: mem)
            : nil
        var pieces = renderer.pieces(of: walk, fences: answers.fences, title: title)
        renderer.insert(answers.insertions, codeSpans: answers.codeSpans, into: walk, pieces: &pieces, mem: mem)
        pieces.constructs = constructs?.html ?? [:]
        // About the size of the HTML: a page's Markdown and a half, and the HTML answered for its fences.
        let capacity = source.count + source.count / 2 + answers.fences.values.reduce(256) { total, content in
            if case .html(let html) = content { total + html.utf8.count } else { total }
        }
        var writer = HTMLWriter(pieces: pieces, tagfilter: renderer.options.extensions.contains(.tagfilter), capacity: capacity)
        let body = writer.write(document)
        var result = RenderedMarkdown(content: body, headings: walk.headings, links: walk.links, fences: walk.fences.map(\.block),
                                      constructs: constructs?.found.compactMap(\.construct) ?? [])
        result.constructSearchStoppedAt = constructs?.stoppedAt
        result.markdownUTF8 = markdown
        return result
    }
}
