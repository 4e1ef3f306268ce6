/// One render: the output so far, the context stack, and the indentation of the standalone partial being rendered.
struct TemplateRendering {
    /// Partials and parents deeper than this are taken for a template that includes itself without end.
    static let maximumDepth = 100

    let library: TemplateLibrary
    var output: [UInt8] = []
    private var stack: [TemplateValue]
    /// The object each value of ``stack`` is, or ``NoFields`` for a value that is none: names are looked up in
    /// these where they lie, while taking an object out of a ``TemplateValue`` copied it, for every name of every page.
    private var objects: [any TemplateObject]
    private var indentation: [UInt8] = []
    /// A line of an indented partial has ended: its next output starts with the indentation.
    private var indentPending = false
    private var depth = 0

    init(library: TemplateLibrary, root: TemplateValue) {
        self.library = library
        stack = [root]
        objects = [Self.object(of: root)]
    }

    mutating func render(_ nodes: [TemplateNode], overrides: [String: [TemplateNode]]) throws(TemplateRenderError) {
        // By position: a node taken out of the array was copied, and released after, for every piece of every page.
        for position in nodes.indices {
            switch nodes[position] {
            case .text(let text):
                if indentation.isEmpty {
                    output.append(contentsOf: text)
                } else {
                    writeIndented(text)
                }
            case .variable(let path, let escaped):
                write(lookUp(path), escaped: escaped)
            case .section(let path, let inverted, let children):
                let value = lookUp(path)
                if inverted {
                    if !value.isPresent { try render(children, overrides: overrides) }
                    continue
                }
                switch value {
                case .list(let elements):
                    for element in elements {
                        push(element)
                        try render(children, overrides: overrides)
                        pop()
                    }
                case .flag(true):
                    try render(children, overrides: overrides)
                case .flag(false), .null:
                    break
                case .text, .utf8, .number, .object:
                    push(value)
                    try render(children, overrides: overrides)
                    pop()
                }
            case .partial(let partial, let indent):
                guard let template = library.template(named: partial) else { continue }
                try enter(partial)
                try indented(by: indent) { rendering throws(TemplateRenderError) in
                    try rendering.render(template.nodes, overrides: overrides)
                }
                depth -= 1
            case .parent(let parent, let replacements, let indent):
                guard let template = library.template(named: parent) else { continue }
                try enter(parent)
                // The outermost template's blocks win over those of the parents it passes through.
                let merged = overrides.merging(replacements) { outer, _ in outer }
                try indented(by: indent) { rendering throws(TemplateRenderError) in
                    try rendering.render(template.nodes, overrides: merged)
                }
                depth -= 1
            case .block(let block, let defaults, let indent):
                try indented(by: indent) { rendering throws(TemplateRenderError) in
                    try rendering.render(overrides[block] ?? defaults, overrides: overrides)
                }
            }
        }
    }

    /// Renders with `indent` put before each line, as a standalone partial, parent or block is.
    private mutating func indented(
        by indent: [UInt8], _ body: (inout TemplateRendering) throws(TemplateRenderError) -> Void
    ) throws(TemplateRenderError) {
        let outer = indentation
        if !indent.isEmpty {
            indentation += indent
            indentPending = true
        }
        try body(&self)
        indentation = outer
        if indentation.isEmpty { indentPending = false }
    }

    private mutating func push(_ value: TemplateValue) {
        objects.append(Self.object(of: value))
        stack.append(value)
    }

    private mutating func pop() {
        objects.removeLast()
        stack.removeLast()
    }

    private static func object(of value: TemplateValue) -> any TemplateObject {
        if case .object(let object) = value { object } else { NoFields() }
    }

    private mutating func enter(_ name: String) throws(TemplateRenderError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw TemplateRenderError(template: name, reason: "partials nest more than \(Self.maximumDepth) deep; "
                + "'\(name)' includes itself without end")
        }
    }

    /// The value a name stands for: its first part is looked for from the top of the context stack down, and
    /// each further part in the value found. A name found nowhere is `null`.
    private func lookUp(_ path: TemplatePath) -> TemplateValue {
        let parts = path.parts
        guard !parts.isEmpty else { return stack[stack.count - 1] }
        // Each value is copied once, as it is found: every name of every page is looked up here.
        var level = stack.count - 1
        while level >= 0 {
            if var value = objects[level].templateValue(named: parts[0]) {
                var index = 1
                while index < parts.count {
                    guard case .object(let inner) = value, let field = inner.templateValue(named: parts[index]) else {
                        return .null
                    }
                    value = field
                    index += 1
                }
                return value
            }
            level -= 1
        }
        return .null
    }

    // Consumed: the value looked up is the caller's to give, and a borrowed one was copied to read its text.
    private mutating func write(_ value: consuming TemplateValue, escaped: Bool) {
        switch consume value {
        case .text(var text):
            // Read as the String's contiguous bytes: a scan through its UTF8View for characters to escape went
            // byte by byte through the view's index.
            text.withUTF8 { writeText($0, escaped: escaped) }
        case .utf8(let bytes):
            writeText(bytes, escaped: escaped)
        case .number(let number):
            startLine()
            output.append(contentsOf: String(number).utf8)
        case .flag(let flag):
            startLine()
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .list, .object, .null:
            break
        }
    }

    /// Text, as UTF-8, escaped or as it is.
    private mutating func writeText(_ utf8: some Collection<UInt8>, escaped: Bool) {
        guard !utf8.isEmpty else { return }
        startLine()
        if escaped {
            writeEscaped(utf8)
        } else {
            output.append(contentsOf: utf8)
        }
    }

    /// Escapes `&`, `<`, `>`, `"` and `'`, so that a value is safe as text and in quoted attributes. The runs between
    /// them are copied whole.
    private mutating func writeEscaped(_ utf8: some Collection<UInt8>) {
        guard utf8.contains(where: Self.isEscaped) else {
            output.append(contentsOf: utf8)
            return
        }
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            let byte = utf8[index]
            guard Self.isEscaped(byte) else {
                utf8.formIndex(after: &index)
                continue
            }
            output.append(contentsOf: utf8[start..<index])
            switch byte {
            case 0x26: output.append(contentsOf: "&amp;".utf8)
            case 0x3C: output.append(contentsOf: "&lt;".utf8)
            case 0x3E: output.append(contentsOf: "&gt;".utf8)
            case 0x22: output.append(contentsOf: "&quot;".utf8)
            default: output.append(contentsOf: "&#39;".utf8)
            }
            utf8.formIndex(after: &index)
            start = index
        }
        output.append(contentsOf: utf8[start..<index])
    }

    /// Whether `byte` is one that ``writeEscaped(_:)`` escapes: all five are below 64, so one shift of a mask answers.
    static func isEscaped(_ byte: UInt8) -> Bool {
        let escaped: UInt64 = 1 << 0x26 | 1 << 0x3C | 1 << 0x3E | 1 << 0x22 | 1 << 0x27
        return byte < 64 && escaped >> UInt64(byte) & 1 != 0
    }

    private mutating func startLine() {
        if indentPending {
            output.append(contentsOf: indentation)
            indentPending = false
        }
    }

    /// Template text inside an indented partial: each of its lines starts with the indentation.
    private mutating func writeIndented(_ text: [UInt8]) {
        for byte in text {
            startLine()
            output.append(byte)
            if byte == UInt8(ascii: "\n") { indentPending = true }
        }
    }
}

/// What a value that is no object answers for every name: nothing, so that the lookup goes on below it.
private struct NoFields: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? { nil }
}
