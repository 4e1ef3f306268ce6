/// A page's body: its HTML with typed slots where what goes is decided after the page is converted. A code block
/// is such a slot: the highlighter fills in its code (``highlight(_:)``) and the view that writes the page gives it
/// the theme's markup (``bytes(writingCode:)``). Markdown makes the body; no one else cuts into its bytes.
public struct PageBody: Sendable, Hashable {
    /// A code block and where it goes: before the byte at `offset` of the body's HTML.
    public struct Slot: Sendable, Hashable {
        public var offset: Int
        public var block: CodeBlock
    }

    /// The HTML around the slots, in UTF-8.
    public private(set) var html: [UInt8]
    /// The slots, in the order they come.
    public private(set) var slots: [Slot]

    /// - Parameters:
    ///   - html: the HTML around the slots.
    ///   - slots: the slots, in order, each at an offset of `html`.
    public init(html: [UInt8] = [], slots: [Slot] = []) {
        self.html = html
        self.slots = slots
    }

    /// The code blocks, in page order.
    public var codeBlocks: [CodeBlock] {
        slots.map(\.block)
    }

    /// Whether the body has nothing in it.
    public var isEmpty: Bool {
        html.isEmpty && slots.isEmpty
    }

    /// Gives each code block the highlighted HTML `highlighted` has for it; a block it has none for stays plain.
    public mutating func highlight(_ highlighted: (CodeBlock) -> String?) {
        for index in slots.indices {
            if let html = highlighted(slots[index].block) {
                slots[index].block.highlighted = html
            }
        }
    }

    /// The body's bytes, each code block written by `write`, which appends its HTML (ending in a line break).
    public func bytes(writingCode write: (CodeBlock, inout [UInt8]) -> Void) -> [UInt8] {
        guard !slots.isEmpty else { return html }
        var output: [UInt8] = []
        output.reserveCapacity(estimatedByteCount)
        var copied = 0
        for slot in slots {
            output.append(contentsOf: html[copied..<slot.offset])
            write(slot.block, &output)
            copied = slot.offset
        }
        output.append(contentsOf: html[copied...])
        return output
    }

    /// The body's bytes with each code block as cmark-gfm writes one, without a view's markup.
    public var plainBytes: [UInt8] {
        bytes { block, output in block.write(plainInto: &output) }
    }

    /// About how many bytes ``bytes(writingCode:)`` gives, for a buffer's first capacity: escaping code can
    /// double it, and a view's markup around a block is a few hundred bytes.
    private var estimatedByteCount: Int {
        html.count + slots.reduce(0) { $0 + ($1.block.highlighted ?? $1.block.code).utf8.count * 2 + 256 }
    }
}
