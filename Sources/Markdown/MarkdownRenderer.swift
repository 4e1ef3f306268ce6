import CMarkSupport
import CCMarkGFM
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Renders GitHub Flavored Markdown to HTML with cmark-gfm and reports what the site needs to know about it.
///
/// This is the only place in Specimen that calls cmark-gfm. Every C pointer lives inside one render, most of them in
/// `withDocument(parsing:options:_:)`, which parses the page and frees it all once the render is done:
///
/// | pointer | owner | released by |
/// |---|---|---|
/// | `specimen_arena*`, which serves the parser's, nodes' and renderer's memory | this function | `specimen_arena_free` (deferred, last) |
/// | `cmark_mem*` of the arena's functions | this function | `deallocate` (deferred) |
/// | `cmark_parser*` | this function | `cmark_parser_free` (deferred) |
/// | extension list made with `cmark_llist_append` | this function | `cmark_llist_free` (deferred) |
/// | root `cmark_node*` | this function | the arena, with every child; `cmark_node_free(root)` when no arena could be made (deferred) |
/// | `cmark_iter*` | this function | `cmark_iter_free` (deferred) |
/// | `char*` from `cmark_render_html_with_mem` | this function | the allocator's `free` (deferred) |
/// | nodes made by `cmark_node_new_with_mem`, from the same arena: cmark-gfm joins only nodes of one allocator | the document once inserted | the root's free |
/// | `const char*` from getters | the node | copied into a `String` at once |
///
/// Raw HTML is rendered (`CMARK_OPT_UNSAFE`): Content/ is first-party and the previews are our own SVG.
/// `tagfilter` stays on for everything an author writes; generated HTML (heading ids, fence replacements) is
/// put in after cmark-gfm has rendered, so the filter never sees it.
public struct MarkdownRenderer: Sendable {
    /// How documents are parsed and rendered.
    public var options: MarkdownOptions {
        didSet { syntaxExtensions = Self.syntaxExtensions(of: options) }
    }

    /// The syntax extensions of ``options`` in the order they are attached, worked out once rather than per page.
    private var syntaxExtensions: [MarkdownExtension]

    /// - Parameter options: extensions and heading ids.
    public init(options: MarkdownOptions = .site) {
        self.options = options
        syntaxExtensions = Self.syntaxExtensions(of: options)
    }

    private static func syntaxExtensions(of options: MarkdownOptions) -> [MarkdownExtension] {
        options.extensions.sorted().filter { $0 != .footnotes }
    }

    /// Whether documents finish parsing on every core at once, rather than one at a time under a lock: true where
    /// libcmark-gfm lets this program keep its table of inline characters fixed (see `CMarkSupport`).
    public static var finishesInParallel: Bool {
        CMarkGFMRegistration.inlineTableIsFixed
    }

    /// Renders one document.
    ///
    /// - Parameters:
    ///   - source: the Markdown text, front matter already removed.
    ///   - lineOffset: how many lines of the file come before `source` (the front matter), added to every
    ///     reported line.
    ///   - title: what names a table before the first section heading, with ``MarkdownOptions/tableRegions``;
    ///     nil names it by the document's first h1.
    ///   - fenceHTML: called with each fenced code block, in document order; the HTML it returns replaces the
    ///     block (where it starts in the page is in ``RenderedMarkdown/fenceHTMLStarts``), and nil keeps the block
    ///     as code.
    ///   - textInsertions: called with the text of each paragraph, heading and table cell; the HTML it returns
    ///     is put into the text at the offsets it names.
    ///   - textTriggers: when given, `textInsertions` is called only for the blocks whose text holds one of these
    ///     bytes: a hook that looks for something particular spares the others being gathered at all.
    ///   - inlineCodeHTML: called with each code span; the HTML it returns replaces the span, nil keeps it.
    ///   - linkDestination: called with each link and image; the URL it returns is the one the page links to (the
    ///     `Link` keeps the written one too), nil keeps it as written.
    ///   - foreignSyntax: when given, other generators' constructs outside code (JSX, Vue blocks, template
    ///     expressions, `:::` containers) are shown as marked blocks and listed in ``RenderedMarkdown/constructs``;
    ///     an MDX page's `import` and `export` lines are set aside.
    /// - Returns: the HTML and the document's headings, links and fences.
    public func render(
        _ source: String,
        lineOffset: Int = 0,
        title: String? = nil,
        fenceHTML: (FencedBlock) -> String? = { _ in nil },
        textInsertions: (TextBlock) -> [TextInsertion] = { _ in [] },
        textTriggers: [UInt8]? = nil,
        inlineCodeHTML: (InlineCode) -> String? = { _ in nil },
        linkDestination: (Link) -> String? = { _ in nil },
        foreignSyntax: ForeignSyntax? = nil,
        twin: Bool = false,
        fenceTwin: (Int, FencedBlock) -> [TwinPiece]? = { _, _ in nil }
    ) -> RenderedMarkdown {
        render(utf8: ArraySlice(source.utf8), lineOffset: lineOffset, title: title, fenceHTML: fenceHTML,
               textInsertions: textInsertions, textTriggers: textTriggers, inlineCodeHTML: inlineCodeHTML,
               linkDestination: linkDestination, foreignSyntax: foreignSyntax, twin: twin, fenceTwin: fenceTwin)
    }

    /// Renders one document given as UTF-8, which cmark-gfm reads as it is: a file's bytes, once checked, need
    /// not become a String first. The parameters are ``render(_:lineOffset:title:fenceHTML:textInsertions:textTriggers:inlineCodeHTML:linkDestination:foreignSyntax:)``'s.
    public func render(
        utf8 source: ArraySlice<UInt8>,
        lineOffset: Int = 0,
        title: String? = nil,
        fenceHTML: (FencedBlock) -> String? = { _ in nil },
        textInsertions: (TextBlock) -> [TextInsertion] = { _ in [] },
        textTriggers: [UInt8]? = nil,
        inlineCodeHTML: (InlineCode) -> String? = { _ in nil },
        linkDestination: (Link) -> String? = { _ in nil },
        foreignSyntax: ForeignSyntax? = nil,
        twin: Bool = false,
        fenceTwin: (Int, FencedBlock) -> [TwinPiece]? = { _, _ in nil }
    ) -> RenderedMarkdown {
        _ = CMarkGFMRegistration.once
        let markers = HTMLPlaceholders(avoiding: source)
        let scanned = Self.markingConstructs(in: source, syntax: foreignSyntax, lineOffset: lineOffset, markers: markers)
        var cmarkOptions = CMARK_OPT_UNSAFE
        if options.extensions.contains(.footnotes) {
            cmarkOptions |= CMARK_OPT_FOOTNOTES
        }
        return withDocument(parsing: scanned.source, options: cmarkOptions) { document, extensions, mem in
            var walk = DocumentWalk(lineOffset: lineOffset, options: options, textTriggers: textTriggers)
            walk.visit(document)
            // Whether the text cmark-gfm read is not the page's own: the twin is then written from the tree.
            let linksRewritten = Self.rewriteLinks(of: &walk, to: linkDestination)
            let sourceRewritten = scanned.rewritten || linksRewritten
            let replacements = Dictionary(uniqueKeysWithValues: walk.fences.indices.compactMap { index in
                fenceHTML(walk.fences[index].block).map { (index, $0) }
            })
            // The twin is written from the tree as the page's links lead, before any marker goes into it.
            let markdown = twin ? twinMarkdown(of: document, source: sourceRewritten ? nil : scanned.source, fences: walk.fences,
                                               pieces: fenceTwin, constructs: scanned.found, markers: markers, mem: mem) : nil
            let tableLabels = markTree(of: walk, replacing: replacements.keys.sorted(), title: title, markers: markers, mem: mem)
            let insertions = insert(textInsertions, codeSpans: inlineCodeHTML, into: walk, markers: markers, mem: mem)
            let rendered = cmark_render_html_with_mem(document, cmarkOptions, extensions, mem)
            defer { mem?.pointee.free(rendered) }
            // The renderer's bytes are read where they are, by the substitution, with no String made of them: that
            // would copy and check every page's HTML once more.
            var fenceStarts: [Int: Int] = [:]
            let html = markers.substitute(
                in: UnsafeBufferPointer(start: rendered.map { UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self) },
                                        count: rendered.map { strlen($0) } ?? 0),
                headingIDs: walk.headings.map(\.id),
                headingAnchors: options.headingAnchors ? walk.headings.map(\.text) : nil,
                fenceHTML: replacements, insertions: insertions, tableLabels: tableLabels,
                constructs: scanned.found.map(\.html), fenceStarts: &fenceStarts
            )
            var result = RenderedMarkdown(htmlUTF8: html, headings: walk.headings, links: walk.links, fences: walk.fences.map(\.block),
                                          constructs: scanned.found.compactMap(\.construct), fenceHTMLStarts: fenceStarts)
            result.constructSearchStoppedAt = scanned.stoppedAt
            result.markdownUTF8 = markdown
            return result
        }
    }

    /// The page as cmark-gfm is to read it: with other generators' constructs marked when `syntax` is given and
    /// the page may hold any, else as it is.
    private static func markingConstructs(in source: ArraySlice<UInt8>, syntax: ForeignSyntax?, lineOffset: Int,
                                          markers: HTMLPlaceholders)
        -> (source: ArraySlice<UInt8>, rewritten: Bool, found: [ForeignSyntaxScanner.Found], stoppedAt: Int?) {
        guard let syntax, ForeignSyntaxScanner.mayHoldConstructs(source, syntax: syntax) else { return (source, false, [], nil) }
        var scanner = ForeignSyntaxScanner(source, syntax: syntax, lineOffset: lineOffset, markerOpen: markers.constructOpen)
        guard let scanned = scanner.scan() else { return (source, false, [], nil) }
        return (ArraySlice(scanned.source), true, scanned.found, scanned.stoppedAt)
    }

    /// Parses `source` into a document whose nodes and buffers come from an arena, hands it to `body` with the
    /// extension list and the allocator, and frees it all when `body` returns.
    private func withDocument<Result>(
        parsing source: ArraySlice<UInt8>, options cmarkOptions: Int32,
        _ body: (OpaquePointer?, UnsafeMutablePointer<cmark_llist>?, UnsafeMutablePointer<cmark_mem>?) -> Result
    ) -> Result {
        // Every node and buffer of the document comes from an arena, freed at once when the page is done:
        // cmark-gfm makes thousands of small allocations per page, and freeing them one by one walked the tree.
        let arena = specimen_arena_new()
        defer { specimen_arena_free(arena) }
        let outer = specimen_arena_enter(arena)
        defer { specimen_arena_enter(outer) }
        let arenaMemory = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        defer { arenaMemory.deallocate() }
        arenaMemory.initialize(to: cmark_mem(calloc: specimen_arena_calloc, realloc: specimen_arena_realloc,
                                             free: specimen_arena_release))
        let mem = arena == nil ? cmark_get_default_mem_allocator() : arenaMemory

        var extensions: UnsafeMutablePointer<cmark_llist>?
        defer { cmark_llist_free(mem, extensions) }
        for name in syntaxExtensions {
            // The core extensions are compiled into the library; a missing one means a broken installation.
            guard let syntaxExtension = cmark_find_syntax_extension(name.rawValue) else {
                preconditionFailure("libcmark-gfm-extensions has no '\(name.rawValue)' extension")
            }
            extensions = cmark_llist_append(mem, extensions, UnsafeMutableRawPointer(syntaxExtension))
        }
        let parser = cmark_parser_new_with_mem(cmarkOptions, mem)
        defer { cmark_parser_free(parser) }
        var attached = extensions
        while let item = attached {
            cmark_parser_attach_syntax_extension(parser, OpaquePointer(item.pointee.data))
            attached = item.pointee.next
        }
        source.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress {
                    cmark_parser_feed(parser, base, chars.count)
                }
            }
        }
        let document = Self.finish(parser)
        // The arena frees the nodes with the rest of the page's memory: cmark_node_free would only walk the tree
        // to hand each node to an allocator whose free does nothing.
        defer { if arena == nil { cmark_node_free(document) } }
        return body(document, extensions, mem)
    }

    /// Finishing parses the inlines, with the extensions' inline characters (`~`, the autolink triggers) from a
    /// table global to the library; see CMarkSupport. Where the table is filled once and no finish changes it,
    /// pages finish on every core at once. Where it is not (the library does not call through the dynamic
    /// linker), each finish fills and empties it, and finishing is one page at a time.
    private static func finish(_ parser: OpaquePointer?) -> OpaquePointer? {
        if CMarkGFMRegistration.inlineTableIsFixed {
            return cmark_parser_finish(parser)
        }
        // The parser and the document cross the lock as addresses: a C pointer is not Sendable.
        let parserAddress = Int(bitPattern: parser)
        let address = CMarkGFMRegistration.parsing.withLock { _ -> Int in
            Int(bitPattern: cmark_parser_finish(OpaquePointer(bitPattern: parserAddress)))
        }
        return OpaquePointer(bitPattern: address)
    }

    /// Sets each link's URL to the one `linkDestination` gives (or, for an anchor in another case than its
    /// heading's id, that id); true when any changed.
    private static func rewriteLinks(of walk: inout DocumentWalk, to linkDestination: (Link) -> String?) -> Bool {
        var rewritten = false
        for index in walk.links.indices {
            let link = walk.links[index]
            guard let url = linkDestination(link) ?? anchorInHeadingCase(link.destination, headings: walk.headings),
                  url != link.destination else { continue }
            cmark_node_set_url(walk.linkNodes[index], url)
            rewritten = true
            walk.links[index].destination = url
        }
        return rewritten
    }

    /// Puts the markers of replaced fences, headings with ids and, with ``MarkdownOptions/tableRegions``, tables
    /// into the tree; gives back each table's label, named by its section (or `title`, else the first h1).
    private func markTree(of walk: DocumentWalk, replacing fences: [Int], title: String?, markers: HTMLPlaceholders,
                          mem: UnsafeMutablePointer<cmark_mem>?) -> [String] {
        for index in fences {
            replace(walk.fences[index].node, withMarker: markers.fence(index), mem: mem)
        }
        for (index, node) in walk.headingNodes.enumerated() where walk.headings[index].id != nil {
            prependMarker(markers.heading(index), to: node, mem: mem)
        }
        guard options.tableRegions else { return [] }
        var tableLabels: [String] = []
        let pageTitle = title ?? walk.headings.first { $0.level == 1 }?.text ?? ""
        var counts: [String: Int] = [:]
        for (index, table) in walk.tables.enumerated() {
            let section = table.section.map { walk.headings[$0].text } ?? pageTitle
            let number = counts[section, default: 0] + 1
            counts[section] = number
            tableLabels.append(section + " table" + (number > 1 ? " \(number)" : ""))
            surround(table.node, with: markers.tableStart(index), and: markers.tableEnd(index), mem: mem)
        }
        return tableLabels
    }

    /// Puts a marker for each insertion `textInsertions` asks of a block of text into the tree, then one in place
    /// of each code span `codeSpans` replaces; gives back the insertions' HTML, by marker number.
    private func insert(_ textInsertions: (TextBlock) -> [TextInsertion], codeSpans: (InlineCode) -> String?, into walk: DocumentWalk,
                        markers: HTMLPlaceholders, mem: UnsafeMutablePointer<cmark_mem>?) -> [String] {
        var insertions: [String] = []
        for block in walk.blocks {
            let wanted = textInsertions(block.value)
            // From the end backwards, so that splitting a text node never moves an offset still to come.
            for insertion in wanted.sorted(by: { $0.offset > $1.offset }) {
                guard let index = block.value.runs.lastIndex(where: { $0.offset <= insertion.offset }) else { continue }
                let run = block.value.runs[index]
                let local = min(max(0, insertion.offset - run.offset), run.text.utf8.count)
                insertions.append(insertion.html)
                insert(markers.insertion(insertions.count - 1), into: block.nodes[index], at: run.isCode ? nil : local, mem: mem)
            }
        }
        // After the text insertions, which may still point at these nodes: replacing frees them.
        for (node, code) in walk.codeSpans {
            if let html = codeSpans(code) {
                insertions.append(html)
                replaceInline(node, withMarker: markers.insertion(insertions.count - 1), mem: mem)
            }
        }
        return insertions
    }

    private func replace(_ node: OpaquePointer, withMarker marker: [CChar], mem: UnsafeMutablePointer<cmark_mem>?) {
        let block = cmark_node_new_with_mem(CMARK_NODE_HTML_BLOCK, mem)
        cmark_node_set_literal(block, marker)
        if cmark_node_replace(node, block) == 1 {
            cmark_node_free(node)
        } else {
            cmark_node_free(block)
        }
    }

    /// Puts an HTML block holding `start` before `node` and one holding `end` after it.
    private func surround(_ node: OpaquePointer, with start: [CChar], and end: [CChar], mem: UnsafeMutablePointer<cmark_mem>?) {
        let before = cmark_node_new_with_mem(CMARK_NODE_HTML_BLOCK, mem)
        cmark_node_set_literal(before, start)
        if cmark_node_insert_before(node, before) != 1 {
            cmark_node_free(before)
            return
        }
        let after = cmark_node_new_with_mem(CMARK_NODE_HTML_BLOCK, mem)
        cmark_node_set_literal(after, end)
        if cmark_node_insert_after(node, after) != 1 {
            cmark_node_free(after)
        }
    }

    private func replaceInline(_ node: OpaquePointer, withMarker marker: [CChar], mem: UnsafeMutablePointer<cmark_mem>?) {
        let inline = cmark_node_new_with_mem(CMARK_NODE_HTML_INLINE, mem)
        cmark_node_set_literal(inline, marker)
        if cmark_node_replace(node, inline) == 1 {
            cmark_node_free(node)
        } else {
            cmark_node_free(inline)
        }
    }

    /// Puts a marker right after the UTF-8 `offset` of a text node, splitting it; or after the node itself when
    /// `offset` is nil (a code span) or at its end.
    private func insert(_ marker: [CChar], into node: OpaquePointer, at offset: Int?, mem: UnsafeMutablePointer<cmark_mem>?) {
        let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
        let bytes = Array(literal.utf8)
        let inline = cmark_node_new_with_mem(CMARK_NODE_HTML_INLINE, mem)
        cmark_node_set_literal(inline, marker)
        guard cmark_node_insert_after(node, inline) == 1 else {
            cmark_node_free(inline)
            return
        }
        guard let offset, offset < bytes.count else { return }
        let rest = cmark_node_new_with_mem(CMARK_NODE_TEXT, mem)
        cmark_node_set_literal(rest, String(decoding: bytes[offset...], as: UTF8.self))
        if cmark_node_insert_after(inline, rest) == 1 {
            cmark_node_set_literal(node, String(decoding: bytes[..<offset], as: UTF8.self))
        } else {
            cmark_node_free(rest)
        }
    }

    private func prependMarker(_ marker: [CChar], to heading: OpaquePointer, mem: UnsafeMutablePointer<cmark_mem>?) {
        let inline = cmark_node_new_with_mem(CMARK_NODE_HTML_INLINE, mem)
        cmark_node_set_literal(inline, marker)
        if cmark_node_prepend_child(heading, inline) != 1 {
            cmark_node_free(inline)
        }
    }
}

/// `cmark_gfm_core_extensions_ensure_registered` guards itself with a plain flag, so two threads that call it
/// first at the same time can abort; a `static let` runs it exactly once.
private enum CMarkGFMRegistration {
    static let once: Void = cmark_gfm_core_extensions_ensure_registered()

    /// Whether cmark-gfm's table of inline characters holds those of every extension for good, so that finishes
    /// need no lock. It is filled before any page is parsed, from a parser with every extension attached, and a
    /// first finish shows whether finishes leave it alone.
    ///
    /// A document parsed without strikethrough or autolinks then still ends its text runs at `~`, `:` and `w`,
    /// which splits a text node but changes no HTML, and reads a `~` beside `*` or `_` as cmark-gfm does under
    /// strikethrough; the GFM spec examples, which switch extensions on and off, pass either way.
    static let inlineTableIsFixed: Bool = {
        _ = once
        let parser = cmark_parser_new(CMARK_OPT_DEFAULT)
        defer { cmark_parser_free(parser) }
        for name in MarkdownExtension.allCases where name != .footnotes {
            if let syntaxExtension = cmark_find_syntax_extension(name.rawValue) {
                cmark_parser_attach_syntax_extension(parser, syntaxExtension)
            }
        }
        guard specimen_inline_table_fill(UnsafeMutableRawPointer(parser)) else { return false }
        let probe = "~~probe~~ www.example.com"
        cmark_parser_feed(parser, probe, probe.utf8.count)
        cmark_node_free(cmark_parser_finish(parser))
        return specimen_inline_table_finish_left_alone()
    }()

    /// Held around each finish where ``inlineTableIsFixed`` is false.
    static let parsing = Mutex(())
}
