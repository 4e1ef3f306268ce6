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
/// This target is the only place in Specimen that calls cmark-gfm; each page's C pointers live in its
/// ``MarkdownDocument``, which says who frees each.
///
/// Raw HTML is rendered (`CMARK_OPT_UNSAFE`): Content/ is first-party and the previews are our own SVG.
/// `tagfilter` stays on for everything an author writes; generated HTML (heading ids, fence replacements) is
/// written by `HTMLWriter` at its node, outside what the filter reads.
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

    /// Reads one document given as UTF-8, which cmark-gfm reads as it is: a file's bytes, once checked, need not
    /// become a String first. What the document holds is then read off it, and ``MarkdownDocument/render(_:)``
    /// makes its body.
    ///
    /// - Parameters:
    ///   - source: the Markdown text, front matter already removed.
    ///   - lineOffset: how many lines of the file come before `source` (the front matter), added to every
    ///     reported line.
    ///   - title: what names a table before the first section heading, with ``MarkdownOptions/tableRegions``;
    ///     nil names it by the document's first h1.
    ///   - textTriggers: when given, only the blocks of text that hold one of these bytes are gathered as
    ///     ``MarkdownDocument/textBlocks``: a caller that looks for something particular spares the others.
    ///   - foreignSyntax: when given, other generators' constructs outside code (JSX, Vue blocks, template
    ///     expressions, `:::` containers) are shown as marked blocks and listed in ``RenderedMarkdown/constructs``;
    ///     an MDX page's `import` and `export` lines are set aside.
    public func read(utf8 source: ArraySlice<UInt8>, lineOffset: Int = 0, title: String? = nil, textTriggers: [UInt8]? = nil,
                     foreignSyntax: ForeignSyntax? = nil) -> MarkdownDocument {
        _ = CMarkGFMRegistration.once
        return MarkdownDocument(source: source, renderer: self, lineOffset: lineOffset, title: title, textTriggers: textTriggers,
                                foreignSyntax: foreignSyntax)
    }

    /// Reads one document; the parameters are ``read(utf8:lineOffset:title:textTriggers:foreignSyntax:)``'s.
    public func read(_ source: String, lineOffset: Int = 0, title: String? = nil, textTriggers: [UInt8]? = nil,
                     foreignSyntax: ForeignSyntax? = nil) -> MarkdownDocument {
        read(utf8: ArraySlice(source.utf8), lineOffset: lineOffset, title: title, textTriggers: textTriggers, foreignSyntax: foreignSyntax)
    }

    /// Renders one document as it is written, no piece of it replaced, with its twin when `twin` asks.
    public func render(_ source: String, lineOffset: Int = 0, title: String? = nil, foreignSyntax: ForeignSyntax? = nil,
                       twin: Bool = false) -> RenderedMarkdown {
        render(utf8: ArraySlice(source.utf8), lineOffset: lineOffset, title: title, foreignSyntax: foreignSyntax, twin: twin)
    }

    /// Renders one document given as UTF-8 as it is written; see ``render(_:lineOffset:title:foreignSyntax:twin:)``.
    public func render(utf8 source: ArraySlice<UInt8>, lineOffset: Int = 0, title: String? = nil, foreignSyntax: ForeignSyntax? = nil,
                       twin: Bool = false) -> RenderedMarkdown {
        var answers = MarkdownDocument.Answers()
        answers.twin = twin
        return read(utf8: source, lineOffset: lineOffset, title: title, foreignSyntax: foreignSyntax).render(answers)
    }

    /// The syntax extensions of ``options``, found in cmark-gfm and listed with `mem`, for a parser and its
    /// renderer.
    func extensionList(mem: UnsafeMutablePointer<cmark_mem>?) -> UnsafeMutablePointer<cmark_llist>? {
        var extensions: UnsafeMutablePointer<cmark_llist>?
        for name in syntaxExtensions {
            // The core extensions are compiled into the library; a missing one means a broken installation.
            guard let syntaxExtension = cmark_find_syntax_extension(name.rawValue) else {
                preconditionFailure("libcmark-gfm-extensions has no '\(name.rawValue)' extension")
            }
            extensions = cmark_llist_append(mem, extensions, UnsafeMutableRawPointer(syntaxExtension))
        }
        return extensions
    }

    /// Finishing parses the inlines, with the extensions' inline characters (`~`, the autolink triggers) from a
    /// table global to the library; see CMarkSupport. Where the table is filled once and no finish changes it,
    /// pages finish on every core at once. Where it is not (the library does not call through the dynamic
    /// linker), each finish fills and empties it, and finishing is one page at a time.
    static func finish(_ parser: OpaquePointer?) -> OpaquePointer? {
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
