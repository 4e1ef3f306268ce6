import HTMLReading

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Placeholder comments that stand for generated HTML while cmark-gfm renders, and their substitution after.
///
/// cmark-gfm's HTML renderer cannot add attributes, and `tagfilter` would escape the `<title>` of an inline
/// SVG. So the tree gets `<!--PREFIXh3-->` as the first child of heading 3 and `<!--PREFIXf0-->` in place of
/// fence 0, and the rendered bytes are rewritten in one pass. The prefix is chosen so that it does not occur in
/// the source; cmark-gfm escapes `<` in text and code, and raw HTML is copied from the source, so a marker in
/// the output can only be one of ours.
struct HTMLPlaceholders {
    private let prefix: String
    /// `<!--` and the prefix, as bytes.
    private let open: [UInt8]

    init(avoiding source: ArraySlice<UInt8>) {
        let base = "specimen-marker:"
        let longest = Self.longestRunOfX(before: base, in: source)
        prefix = longest.map { String(repeating: "x", count: $0 + 1) + base } ?? base
        open = Array("<!--\(prefix)".utf8)
    }

    /// The longest run of `x` directly before an occurrence of the UTF-8 bytes of `needle` (not empty) in `text`,
    /// nil when it does not occur: a prefix of one `x` more occurs nowhere. One pass, found with `memchr` and
    /// `memcmp`, bytes rather than Characters, since every page asks. `memchr` looks for the needle's last byte,
    /// the prefix's `:`, which text seldom has, where its first, `s`, would stop the search every few bytes of
    /// English. The runs before two occurrences never overlap, so counting them back is linear too.
    private static func longestRunOfX(before needle: String, in text: ArraySlice<UInt8>) -> Int? {
        var needle = needle
        return text.withUnsafeBufferPointer { haystack in
            needle.withUTF8 { wanted -> Int? in
                guard let base = haystack.baseAddress, let pattern = wanted.baseAddress,
                      wanted.count <= haystack.count else { return nil }
                let last = wanted.count - 1
                var longest: Int?
                var offset = last
                while offset < haystack.count,
                      let found = memchr(base + offset, Int32(pattern[last]), haystack.count - offset) {
                    let end = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                    offset = end + 1
                    guard memcmp(base + end - last, pattern, wanted.count) == 0 else { continue }
                    var start = end - last
                    while start > 0, base[start - 1] == UInt8(ascii: "x") { start -= 1 }
                    longest = max(longest ?? 0, end - last - start)
                }
                return longest
            }
        }
    }

    /// The marker of heading `index`, as the C string an inline HTML node holds.
    func heading(_ index: Int) -> [CChar] {
        literal(UInt8(ascii: "h"), index, endsLine: false)
    }

    /// The marker of fence `index`, as the C string an HTML block holds (its line break included).
    func fence(_ index: Int) -> [CChar] {
        literal(UInt8(ascii: "f"), index, endsLine: true)
    }

    /// The marker of insertion `index`, as the C string an inline HTML node holds.
    func insertion(_ index: Int) -> [CChar] {
        literal(UInt8(ascii: "i"), index, endsLine: false)
    }

    /// The opening of a construct's marker, `<!--PREFIXc`: its number and, after what the lines of a block it
    /// stands for are reduced to (their container prefix, a `>`, line breaks), `-->` complete it.
    var constructOpen: [UInt8] {
        open + [UInt8(ascii: "c")]
    }

    /// The marker of construct `index`, as an HTML block holds it (its line break included).
    func constructBlock(_ index: Int) -> [UInt8] {
        constructSpan(index) + [0x0A]
    }

    /// The marker of construct `index`, as an inline HTML node holds it.
    func constructSpan(_ index: Int) -> [UInt8] {
        constructOpen + Array(String(index).utf8) + Self.markerEnd
    }

    /// `bytes` with each construct's marker, from its opening to the `-->` that ends it, replaced by the text for
    /// its number in `names`; a marker whose number has none is dropped. Only spaces, tabs, `>` and line breaks
    /// are passed over to that `-->`: a marker without it ends at its number.
    func substituteConstructs(in bytes: UnsafeBufferPointer<UInt8>, with names: [String]) -> [UInt8] {
        let opening = constructOpen
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard !names.isEmpty, bytes[index] == opening[0], index + opening.count <= bytes.count,
                  opening.indices.allSatisfy({ bytes[index + $0] == opening[$0] }) else {
                out.append(bytes[index])
                index += 1
                continue
            }
            var cursor = index + opening.count
            var number = 0
            while cursor < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[cursor]), number < 1 << 40 {
                number = number * 10 + Int(bytes[cursor] - UInt8(ascii: "0"))
                cursor += 1
            }
            if number < names.count {
                out += Array(names[number].utf8)
            }
            index = Self.constructEnd(bytes, after: cursor)
        }
        return out
    }

    /// The marker before table `index`, as the C string an HTML block holds.
    func tableStart(_ index: Int) -> [CChar] {
        literal(UInt8(ascii: "t"), index, endsLine: true)
    }

    /// The marker after table `index`, as the C string an HTML block holds.
    func tableEnd(_ index: Int) -> [CChar] {
        literal(UInt8(ascii: "e"), index, endsLine: true)
    }

    /// `<!--PREFIX` `kind` `index` `-->`, a line break when it `endsLine`, and the C string's zero, made byte by
    /// byte into the one array: String interpolation and the C string made from it were a twentieth of the parse
    /// stage's own work.
    private func literal(_ kind: UInt8, _ index: Int, endsLine: Bool) -> [CChar] {
        var digits = 1
        var shorter = index / 10
        while shorter > 0 {
            digits += 1
            shorter /= 10
        }
        let count = open.count + 1 + digits + 3 + (endsLine ? 1 : 0) + 1
        return [CChar](unsafeUninitializedCapacity: count) { buffer, initialized in
            var at = 0
            for byte in open {
                buffer[at] = CChar(bitPattern: byte)
                at += 1
            }
            buffer[at] = CChar(bitPattern: kind)
            var remaining = index
            for position in stride(from: at + digits, to: at, by: -1) {
                buffer[position] = CChar(bitPattern: UInt8(ascii: "0") + UInt8(remaining % 10))
                remaining /= 10
            }
            at += 1 + digits
            for byte in Self.markerEnd {
                buffer[at] = CChar(bitPattern: byte)
                at += 1
            }
            if endsLine {
                buffer[at] = 0x0A
                at += 1
            }
            buffer[at] = 0
            initialized = at + 1
        }
    }

    /// Replaces every marker in `source` (rendered HTML, as bytes): a heading marker becomes an `id` on the `<hN>`
    /// tag just before it, a fence marker (with its line break) becomes the fence's HTML, a table's start and end
    /// markers open and close its scrolling region, labelled by `tableLabels`.
    /// With `headingAnchors` (each heading's text), a heading that gets an id also ends in a link to itself.
    /// A construct's marker becomes its HTML from `constructs`, and, when it stood for a block, the line break
    /// after it goes with it. A fence that becomes a code block becomes a slot of the body, at the fence's place.
    func substitute(in source: UnsafeBufferPointer<UInt8>, headingIDs: [String?], headingAnchors: [String]? = nil,
                    fenceHTML: [Int: FenceContent], insertions: [String] = [], tableLabels: [String] = [],
                    constructs: [String] = []) -> PageBody {
        if fenceHTML.isEmpty && insertions.isEmpty && tableLabels.isEmpty && constructs.isEmpty
            && !headingIDs.contains(where: { $0 != nil }) {
            return PageBody(html: Array(source))
        }
        guard let base = source.baseAddress else { return PageBody() }
        var output: [UInt8] = []
        output.reserveCapacity(source.count + fenceHTML.values.reduce(0) { $0 + (Self.html(of: $1)?.utf8.count ?? 0) }
            + insertions.reduce(0) { $0 + $1.utf8.count } + headingIDs.count * 160)
        let copy = { (output: inout [UInt8], range: Range<Int>) in
            output.append(contentsOf: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
        }
        // The link to add before the next `</hN>`: headings do not nest, so it closes the heading just opened.
        var pendingAnchor: (escapedID: String, text: String)?
        var slots: [PageBody.Slot] = []
        var index = 0
        // Bytes before `copied` are in the output; the rest are copied at once when a marker or a heading's end
        // needs something put in. While a heading's end is awaited every `<` is found with memchr: markers and
        // heading ends both start with one. Otherwise only markers matter, and memchr finds their `!`, which HTML
        // seldom has, where a page has a `<` every few dozen bytes.
        var copied = 0
        let pieces = Pieces(headingIDs: headingIDs, headingAnchors: headingAnchors, fenceHTML: fenceHTML, insertions: insertions,
                            tableLabels: tableLabels, constructs: constructs)
        while let open = Self.nextCandidate(in: source, from: index, anyTag: pendingAnchor != nil) {
            index = open
            if let anchor = pendingAnchor, Self.bytes(source, at: index, startWith: Self.headingEnd) {
                copy(&output, copied..<open)
                copied = open
                Self.appendAnchor(to: &output, escapedID: anchor.escapedID, text: anchor.text)
                pendingAnchor = nil
            }
            guard Self.bytes(source, at: index, startWith: self.open),
                  let marker = parseMarker(source, at: index + self.open.count)
            else {
                index += 1
                continue
            }
            copy(&output, copied..<open)
            index = pieces.write(marker, in: source, to: &output, pendingAnchor: &pendingAnchor, slots: &slots)
            copied = index
        }
        copy(&output, copied..<source.count)
        return PageBody(html: output, slots: slots)
    }

    private static func html(of content: FenceContent) -> String? {
        if case .html(let html) = content { html } else { nil }
    }

    /// What the markers stand for, by kind and number.
    private struct Pieces {
        var headingIDs: [String?]
        var headingAnchors: [String]?
        var fenceHTML: [Int: FenceContent]
        var insertions: [String]
        var tableLabels: [String]
        var constructs: [String]

        /// Writes what `marker` stands for to `output`, and gives back where `source` goes on after it.
        func write(_ marker: Marker, in source: UnsafeBufferPointer<UInt8>, to output: inout [UInt8],
                   pendingAnchor: inout (escapedID: String, text: String)?, slots: inout [PageBody.Slot]) -> Int {
            var index = marker.end
            switch marker.kind {
            case UInt8(ascii: "h"):
                if marker.number < headingIDs.count, let id = headingIDs[marker.number], output.last == UInt8(ascii: ">") {
                    output.removeLast()
                    let escapedID = HTMLEscaping.attribute(id)
                    output.append(contentsOf: " id=\"".utf8)
                    output.append(contentsOf: escapedID.utf8)
                    output.append(contentsOf: "\">".utf8)
                    if let texts = headingAnchors, marker.number < texts.count {
                        pendingAnchor = (escapedID, texts[marker.number])
                    }
                }
            case UInt8(ascii: "i"):
                if marker.number < insertions.count {
                    output.append(contentsOf: insertions[marker.number].utf8)
                }
            case UInt8(ascii: "t"):
                if marker.number < tableLabels.count {
                    output.append(contentsOf: "<div class=\"table-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"".utf8)
                    output.append(contentsOf: HTMLEscaping.attribute(tableLabels[marker.number]).utf8)
                    output.append(contentsOf: "\">".utf8)
                }
            case UInt8(ascii: "e"):
                output.append(contentsOf: "</div>".utf8)
            case UInt8(ascii: "c"):
                if marker.number < constructs.count {
                    output.append(contentsOf: constructs[marker.number].utf8)
                }
                if index < source.count, source[index] == UInt8(ascii: "\n") {
                    index += 1
                    output.append(UInt8(ascii: "\n"))
                }
            default:
                if index < source.count, source[index] == UInt8(ascii: "\n") {
                    index += 1
                }
                // A code block's HTML, which the page's view writes, ends its line.
                if case .code(let block) = fenceHTML[marker.number] {
                    slots.append(PageBody.Slot(offset: output.count, block: block))
                    return index
                }
                if case .html(let html) = fenceHTML[marker.number] {
                    output.append(contentsOf: html.utf8)
                }
                if output.last != UInt8(ascii: "\n") {
                    output.append(UInt8(ascii: "\n"))
                }
            }
            return index
        }
    }

    /// Where the next `<` at or after `index` is, or with `anyTag` false the next `<!` (the rest are no marker).
    private static func nextCandidate(in source: UnsafeBufferPointer<UInt8>, from index: Int, anyTag: Bool) -> Int? {
        if anyTag {
            return source.firstIndex(of: UInt8(ascii: "<"), from: index)
        }
        var from = index + 1
        while let bang = source.firstIndex(of: UInt8(ascii: "!"), from: from) {
            if source[bang - 1] == UInt8(ascii: "<") { return bang - 1 }
            from = bang + 1
        }
        return nil
    }

    /// The link a heading ends in, `<a class="heading-anchor" href="#ID" aria-label="Link to the section TEXT">#</a>`,
    /// written as bytes straight into `output`: String interpolation cost more than the rest of the substitution.
    private static func appendAnchor(to output: inout [UInt8], escapedID: String, text: String) {
        output.append(contentsOf: "<a class=\"heading-anchor\" href=\"#".utf8)
        output.append(contentsOf: escapedID.utf8)
        output.append(contentsOf: "\" aria-label=\"Link to the section ".utf8)
        output.append(contentsOf: HTMLEscaping.attribute(text).utf8)
        output.append(contentsOf: "\">#</a>".utf8)
    }

    private static let headingEnd = Array("</h".utf8)
    private static let markerEnd = Array("-->".utf8)

    private struct Marker {
        var kind: UInt8
        var number: Int
        var end: Int
    }

    private func parseMarker(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Marker? {
        guard start < bytes.count else { return nil }
        let kind = bytes[start]
        guard kind == UInt8(ascii: "h") || kind == UInt8(ascii: "f") || kind == UInt8(ascii: "i")
                || kind == UInt8(ascii: "t") || kind == UInt8(ascii: "e") || kind == UInt8(ascii: "c") else { return nil }
        var index = start + 1
        var number = 0
        var digits = 0
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            number = number * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            digits += 1
            index += 1
        }
        guard digits > 0 else { return nil }
        if kind == UInt8(ascii: "c") {
            return Marker(kind: kind, number: number, end: Self.constructEnd(bytes, after: index))
        }
        guard Self.bytes(bytes, at: index, startWith: Self.markerEnd) else { return nil }
        return Marker(kind: kind, number: number, end: index + Self.markerEnd.count)
    }

    /// Where a construct's marker ends, its number read up to `start`: after the `-->` that closes it, past what
    /// the scanner can have put before that (the container prefix of each line it stands for, and line breaks),
    /// and else at `start`. Nothing else is passed over: a marker whose block cmark-gfm ended early leaves the
    /// text after it in place rather than taking it up to some later `-->`.
    private static func constructEnd(_ bytes: UnsafeBufferPointer<UInt8>, after start: Int) -> Int {
        var index = start
        while index < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ">"), 0x0A, 0x0D].contains(bytes[index]) {
            index += 1
        }
        guard Self.bytes(bytes, at: index, startWith: Self.markerEnd) else { return start }
        return index + Self.markerEnd.count
    }

    /// Whether `bytes` has `prefix` at `index`.
    private static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, startWith prefix: [UInt8]) -> Bool {
        guard index + prefix.count <= bytes.count else { return false }
        for offset in 0..<prefix.count where bytes[index + offset] != prefix[offset] {
            return false
        }
        return true
    }
}
