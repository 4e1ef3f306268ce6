import CCMarkGFM

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One pass over the parsed tree with `cmark_iter`, which keeps its own stack, so deep nesting cannot
/// overflow ours.
struct DocumentWalk {
    struct Fence {
        var node: OpaquePointer
        var block: FencedBlock
    }

    let lineOffset: Int
    let options: MarkdownOptions
    var headings: [Heading] = []
    var headingNodes: [OpaquePointer] = []
    var links: [Link] = []
    /// Each link's node, in the order of ``links``.
    var linkNodes: [OpaquePointer] = []
    var fences: [Fence] = []
    /// Paragraphs, headings and table cells with their runs and the runs' nodes.
    var blocks: [(value: TextBlock, nodes: [OpaquePointer])] = []
    /// Every code span, for the inline-code hook.
    var codeSpans: [(node: OpaquePointer, code: InlineCode)] = []
    /// Every table, with the index in ``headings`` of the h2 to h4 with an id that it follows, if any.
    var tables: [(node: OpaquePointer, section: Int?)] = []
    private var slugger: HeadingSlugger
    private var tableCellType: cmark_node_type?
    private var tableType: cmark_node_type?
    /// The other node types whose names were read, as bits: a block's number below 64 in the first, an inline's
    /// in the second.
    private var otherTypes: (blocks: UInt64, inlines: UInt64) = (0, 0)
    private var headingText: String?
    /// The bytes a block's text must hold for the block to be gathered, as a C string for `strpbrk`, or nil for
    /// every block.
    private let textTriggers: [CChar]?
    /// The paragraph, heading or table cell being read: its text and code nodes in order, nil standing for a
    /// line break, and whether one of them holds a trigger. Its text and runs are made when it ends, and only
    /// when it is gathered.
    private var inBlock = false
    /// The block's parts are the first ``blockPartCount`` of ``blockParts``: the array is reused from block to
    /// block rather than emptied, which cost a call per block.
    private var blockParts: [OpaquePointer?] = []
    private var blockPartCount = 0
    private var blockTriggered = false
    /// The gathered block's text as bytes, reused from block to block.
    private var textBytes: [UInt8] = []

    init(lineOffset: Int, options: MarkdownOptions, textTriggers: [UInt8]? = nil) {
        self.lineOffset = lineOffset
        self.options = options
        // A zero byte would end the set early; no text holds one anyway.
        self.textTriggers = textTriggers.map { $0.filter { $0 != 0 }.map { CChar(bitPattern: $0) } + [0] }
        slugger = HeadingSlugger(reserved: options.reservedIDs)
    }

    mutating func visit(_ document: OpaquePointer?) {
        let iterator = cmark_iter_new(document)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let entering = event == CMARK_EVENT_ENTER
            let type = cmark_node_get_type(node)
            // Text, most of the tree, and cmark-gfm's own inlines and paragraphs are never a table's: the table
            // extension's types are numbered after all of those.
            let isCommon = type == CMARK_NODE_TEXT || type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_PARAGRAPH
                || type == CMARK_NODE_CODE || type == CMARK_NODE_EMPH || type == CMARK_NODE_STRONG || type == CMARK_NODE_LINK
            let tableKind = isCommon ? .other : tableKind(type, node)
            if type == CMARK_NODE_PARAGRAPH || type == CMARK_NODE_HEADING || tableKind == .cell {
                enterOrLeaveBlock(entering: entering)
            }
            if entering, tableKind == .table {
                let section = headings.lastIndex { (2...4).contains($0.level) && $0.id != nil }
                tables.append((node, section))
            }
            switch type {
            case CMARK_NODE_HEADING:
                if entering {
                    headingText = ""
                } else {
                    finishHeading(node)
                }
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                visitText(node, isCode: type == CMARK_NODE_CODE)
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                headingText? += " "
                if inBlock {
                    addBlockPart(nil)
                }
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                if entering {
                    visitLink(node)
                }
            case CMARK_NODE_CODE_BLOCK:
                visitCodeBlock(node)
            default:
                break
            }
        }
    }

    /// A paragraph, a heading or a table cell begins or ends: its text is gathered when it ends, if wanted.
    private mutating func enterOrLeaveBlock(entering: Bool) {
        if entering {
            inBlock = true
            blockPartCount = 0
            blockTriggered = textTriggers == nil
        } else if inBlock {
            if blockTriggered {
                gatherBlock()
            }
            inBlock = false
            blockPartCount = 0
        }
    }

    private mutating func visitText(_ node: OpaquePointer, isCode: Bool) {
        // The literal is read only where it is wanted: cmark-gfm copies a text node's literal to end it in a
        // zero, and most text is in a block already gathered or not looked at.
        let wanted = isCode || headingText != nil || (inBlock && !blockTriggered)
        let pointer = wanted ? cmark_node_get_literal(node) : nil
        // A String only where one is kept: code spans and heading text; a block's are made if it is gathered.
        let literal = isCode || headingText != nil ? Self.string(pointer) : ""
        if isCode {
            codeSpans.append((node, InlineCode(
                text: literal,
                line: Int(cmark_node_get_start_line(node)) + lineOffset,
                column: Int(cmark_node_get_start_column(node))
            )))
        }
        headingText? += literal
        if inBlock {
            addBlockPart(node)
            if !blockTriggered, let pointer, let triggers = textTriggers {
                blockTriggered = strpbrk(pointer, triggers) != nil
            }
        }
    }

    private mutating func visitLink(_ node: OpaquePointer) {
        // cmark-gfm gives a link whose text runs onto the next line the end line with the start
        // column; its first child starts on the right line, one column after the bracket.
        var line = cmark_node_get_start_line(node)
        var column = cmark_node_get_start_column(node)
        if let child = cmark_node_first_child(node), cmark_node_get_start_line(child) > 0,
           cmark_node_get_start_line(child) < line {
            line = cmark_node_get_start_line(child)
            column = max(1, cmark_node_get_start_column(child) - (cmark_node_get_type(node) == CMARK_NODE_IMAGE ? 2 : 1))
        }
        linkNodes.append(node)
        links.append(Link(
            kind: cmark_node_get_type(node) == CMARK_NODE_LINK ? .link : .image,
            destination: Self.string(cmark_node_get_url(node)),
            line: Int(line) + lineOffset,
            column: Int(column)
        ))
    }

    private mutating func visitCodeBlock(_ node: OpaquePointer) {
        // cmark_node_get_fenced writes through all three pointers without checking them.
        var length: Int32 = 0
        var offset: Int32 = 0
        var character: CChar = 0
        guard cmark_node_get_fenced(node, &length, &offset, &character) != 0 else { return }
        fences.append(Fence(node: node, block: FencedBlock(
            info: Self.string(cmark_node_get_fence_info(node)).trimmingSpacesAndTabs(),
            body: Self.string(cmark_node_get_literal(node)),
            line: Int(cmark_node_get_start_line(node)) + lineOffset,
            column: Int(cmark_node_get_start_column(node))
        )))
    }

    private mutating func addBlockPart(_ part: OpaquePointer?) {
        if blockPartCount < blockParts.count {
            blockParts[blockPartCount] = part
        } else {
            blockParts.append(part)
        }
        blockPartCount += 1
    }

    /// Adds the block just read, its text and runs made from its nodes' literals. The text is put together as
    /// bytes, each run's String's own (so a run's repair of bad UTF-8 is the text's too), and made a String once.
    private mutating func gatherBlock() {
        var runs: [TextBlock.Run] = []
        var nodes: [OpaquePointer] = []
        runs.reserveCapacity(blockPartCount)
        nodes.reserveCapacity(blockPartCount)
        if !textBytes.isEmpty { textBytes.removeAll(keepingCapacity: true) }
        for part in blockParts[..<blockPartCount] {
            guard let node = part else {
                textBytes.append(UInt8(ascii: " "))
                continue
            }
            let literal = Self.string(cmark_node_get_literal(node))
            runs.append(TextBlock.Run(
                offset: textBytes.count,
                text: literal,
                isCode: cmark_node_get_type(node) == CMARK_NODE_CODE,
                line: Int(cmark_node_get_start_line(node)) + lineOffset,
                column: Int(cmark_node_get_start_column(node))
            ))
            textBytes.append(contentsOf: literal.utf8)
            nodes.append(node)
        }
        blocks.append((TextBlock(text: String(decoding: textBytes, as: UTF8.self), runs: runs), nodes))
    }

    private mutating func finishHeading(_ node: OpaquePointer) {
        let text = (headingText ?? "").trimmingSpacesAndTabs()
        headingText = nil
        headings.append(Heading(
            level: Int(cmark_node_get_heading_level(node)),
            text: text,
            id: options.headingIDs ? slugger.uniqueID(for: text) : nil,
            line: Int(cmark_node_get_start_line(node)) + lineOffset
        ))
        headingNodes.append(node)
    }

    private enum TableKind {
        case table, cell, other
    }

    /// Whether `type` is the table extension's table or cell. Extensions number their node types when they
    /// register, so theirs are learnt from their names; each type's name is read once, and the types known to be
    /// neither are kept as bits, since every node of every page asks.
    /// The known answers are found in the walk's own loop; only a type not met before costs a call.
    @inline(__always)
    private mutating func tableKind(_ type: cmark_node_type, _ node: OpaquePointer) -> TableKind {
        if type == tableCellType { return .cell }
        if type == tableType { return .table }
        let number = type.rawValue & UInt32(CMARK_NODE_VALUE_MASK)
        let isInline = type.rawValue & UInt32(CMARK_NODE_TYPE_MASK) == UInt32(CMARK_NODE_TYPE_INLINE)
        let bit: UInt64 = number < 64 ? 1 << UInt64(number) : 0
        if bit & (isInline ? otherTypes.inlines : otherTypes.blocks) != 0 { return .other }
        return learnTableKind(type, node, isInline: isInline, bit: bit)
    }

    /// ``tableKind(_:_:)`` for a type not met before: its name says.
    @inline(never)
    private mutating func learnTableKind(_ type: cmark_node_type, _ node: OpaquePointer, isInline: Bool, bit: UInt64) -> TableKind {
        switch cmark_node_get_type_string(node).map({ String(cString: $0) }) {
        case "table_cell":
            tableCellType = type
            return .cell
        case "table":
            tableType = type
            return .table
        default:
            if isInline {
                otherTypes.inlines |= bit
            } else {
                otherTypes.blocks |= bit
            }
            return .other
        }
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}

private extension String {
    /// Without the spaces and tabs at either end (compared as Characters).
    func trimmingSpacesAndTabs() -> String {
        // Most text has neither at its ends: its first and last bytes say so, without segmenting Characters.
        if let first = utf8.first, let last = utf8.last, first != 0x20, first != 0x09, last != 0x20, last != 0x09 {
            return self
        }
        let isBlank = { (character: Character) in character == " " || character == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }),
              let last = lastIndex(where: { !isBlank($0) })
        else { return "" }
        return String(self[first...last])
    }
}
