extension ForeignSyntaxScanner {
    // MARK: - Inline constructs

    /// Marks the constructs inside line `index`, from `start`, leaving code spans alone.
    mutating func markInline(_ index: Int, from start: Int) {
        let line = lines[index]
        var output: [UInt8] = Array(bytes[line.lowerBound..<start])
        var position = start
        var changed = false
        while position < line.upperBound {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\"), position + 1 < line.upperBound {
                output += bytes[position...position + 1]
                position += 2
                continue
            }
            if byte == UInt8(ascii: "`") {
                let count = run(of: byte, at: position, in: position..<line.upperBound)
                let closing = [UInt8](repeating: byte, count: count)
                var search = position + count
                var end: Int?
                while let found = find(closing, in: search..<line.upperBound) {
                    let length = run(of: byte, at: found, in: found..<line.upperBound)
                    if length == count { end = found + count; break }
                    search = found + length
                }
                let stop = end ?? position + count
                output += bytes[position..<stop]
                position = stop
                continue
            }
            var construct: (end: Int, kind: ForeignConstruct.Kind, name: String)?
            if byte == UInt8(ascii: "{"), position + 1 < line.upperBound,
               [UInt8(ascii: "{"), UInt8(ascii: "%"), UInt8(ascii: "#")].contains(bytes[position + 1]),
               let end = templateEnd(from: position, line: index), end.line == index {
                construct = (end.offset, .templateExpression, templateName(position..<end.offset))
            } else if syntax == .mdx, byte == UInt8(ascii: "{"), let end = braceEnd(from: position, line: index), end.line == index {
                if isComment(position..<end.offset) {
                    setAside = true
                    changed = true
                    position = end.offset
                    continue
                }
                construct = (end.offset, .mdxExpression, "{" + abbreviated(position + 1..<end.offset - 1) + "}")
            } else if byte == UInt8(ascii: "<"), let name = jsxName(at: position + 1, in: position..<line.upperBound) {
                switch elementEnd(from: position, line: index) {
                case let .closed(endLine, offset) where endLine == index:
                    construct = (offset, .jsxElement, "<\(name)>")
                default:
                    if let close = tagEnd(from: position) {
                        construct = (close, .jsxElement, "<\(name)>")
                    }
                }
            }
            guard let (end, kind, name) = construct else {
                output.append(byte)
                position += 1
                continue
            }
            let item = ForeignConstruct(kind: kind, name: name, line: index + 1 + lineOffset, column: position - line.lowerBound + 1)
            let code = String(decoding: bytes[position..<end], as: UTF8.self)
            output += marker(for: item, html: "<code class=\"unrendered\" title=\"Not rendered: \(HTMLEscaping.attribute(item.description))\">"
                + HTMLEscaping.attribute(code) + "</code>", source: code)
            position = end
            changed = true
        }
        if changed {
            replaced[index] = output
        }
    }
}
