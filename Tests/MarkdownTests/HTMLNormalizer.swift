/// A Swift port of cmark-gfm's `test/normalize.py`, which its spec runner applies to both the expected and
/// the actual HTML before comparing them.
///
/// It collapses runs of white space outside `<pre>`, drops white space around block-level tags, turns
/// self-closing tags into open tags, lowercases and sorts attributes, and turns character references into
/// characters except `<`, `>`, `&` and `"`. Where Python's `HTMLParser` is more lenient than this tokenizer (a
/// `>` inside a quoted attribute value, say) the difference applies to both sides alike.
struct HTMLNormalizer {
    private enum Event {
        case startTag, endTag, data, comment, declaration, processingInstruction, reference
    }

    private static let blockTags: Set<String> = [
        "article", "header", "aside", "hgroup", "blockquote", "hr", "iframe", "body", "li", "map", "button",
        "object", "canvas", "ol", "caption", "output", "col", "p", "colgroup", "pre", "dd", "progress", "div",
        "section", "dl", "table", "td", "dt", "tbody", "embed", "textarea", "fieldset", "tfoot", "figcaption",
        "th", "figure", "thead", "footer", "tr", "form", "ul", "h1", "h2", "h3", "h4", "h5", "h6", "video",
        "script", "style",
    ]

    /// The HTML 4 names that Python's `name2codepoint` knows and that appear in cmark output or the spec.
    private static let namedReferences: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "nbsp": "\u{A0}", "copy": "\u{A9}",
        "AElig": "\u{C6}", "frac34": "\u{BE}", "ouml": "\u{F6}", "auml": "\u{E4}", "uuml": "\u{FC}",
    ]

    private var output = ""
    private var last = Event.startTag
    private var lastTag = ""
    private var inPre = false

    static func normalize(_ html: String) -> String {
        var normalizer = HTMLNormalizer()
        normalizer.run(Array(html.unicodeScalars))
        return normalizer.output
    }

    private mutating func run(_ s: [Unicode.Scalar]) {
        var i = 0
        var rawTextTag: String?
        while i < s.count {
            if let tag = rawTextTag {
                let end = Self.find(Array("</\(tag)".unicodeScalars), in: s, from: i, caseInsensitive: true) ?? s.count
                if end > i { handleData(String(String.UnicodeScalarView(s[i..<end]))) }
                i = end
                rawTextTag = nil
                continue
            }
            if s[i] == "<" {
                if Self.starts(s, at: i, with: "<!--"), let end = Self.find(Array("-->".unicodeScalars), in: s, from: i + 4) {
                    output += "<!--" + String(String.UnicodeScalarView(s[(i + 4)..<end])) + "-->"
                    last = .comment
                    i = end + 3
                    continue
                }
                if Self.starts(s, at: i, with: "<![CDATA["), let end = Self.find(Array("]]>".unicodeScalars), in: s, from: i) {
                    output += String(String.UnicodeScalarView(s[i..<(end + 3)]))
                    i = end + 3
                    continue
                }
                if Self.starts(s, at: i, with: "<!"), let end = s[i...].firstIndex(of: ">") {
                    output += "<!" + String(String.UnicodeScalarView(s[(i + 2)..<end])) + ">"
                    last = .declaration
                    i = end + 1
                    continue
                }
                if Self.starts(s, at: i, with: "<?"), let end = s[i...].firstIndex(of: ">") {
                    output += "<?" + String(String.UnicodeScalarView(s[(i + 2)..<end])) + ">"
                    last = .processingInstruction
                    i = end + 1
                    continue
                }
                if i + 2 < s.count, s[i + 1] == "/", s[i + 2].properties.isAlphabetic,
                   let end = s[i...].firstIndex(of: ">")
                {
                    var name = ""
                    var j = i + 2
                    while j < end, !s[j].properties.isWhitespace, s[j] != "/" {
                        name.unicodeScalars.append(s[j])
                        j += 1
                    }
                    handleEndTag(name.lowercased())
                    i = end + 1
                    continue
                }
                if i + 1 < s.count, s[i + 1].properties.isAlphabetic, let tag = parseStartTag(s, at: i) {
                    handleStartTag(tag.name, attributes: tag.attributes)
                    if tag.selfClosing {
                        lastTag = tag.name
                        last = .endTag
                    } else if tag.name == "script" || tag.name == "style" {
                        rawTextTag = tag.name
                    }
                    i = tag.end
                    continue
                }
                handleData("<")
                i += 1
                continue
            }
            if s[i] == "&", let reference = parseReference(s, at: i) {
                outputCharacter(reference.scalar, fallback: reference.fallback)
                last = .reference
                i = reference.end
                continue
            }
            var j = i + 1
            while j < s.count, s[j] != "<", s[j] != "&" { j += 1 }
            handleData(String(String.UnicodeScalarView(s[i..<j])))
            i = j
        }
    }

    private mutating func handleData(_ text: String) {
        var data = text
        let afterTag = last == .endTag || last == .startTag
        let afterBlockTag = afterTag && Self.blockTags.contains(lastTag)
        if afterTag && lastTag == "br" {
            data = String(data.drop { $0 == "\n" })
        }
        if !inPre {
            data = Self.collapseWhitespace(data)
        }
        if afterBlockTag && !inPre {
            if last == .startTag {
                data = String(data.drop { $0.isWhitespace })
            } else if last == .endTag {
                data = Self.strip(data)
            }
        }
        output += data
        last = .data
    }

    private mutating func handleStartTag(_ tag: String, attributes: [(String, String?)]) {
        if tag == "pre" { inPre = true }
        if Self.blockTags.contains(tag) { output = Self.rstrip(output) }
        output += "<" + tag
        for (key, value) in attributes.sorted(by: { ($0.0, $0.1 ?? "") < ($1.0, $1.1 ?? "") }) {
            output += " " + key
            if let value {
                output += "=\"" + Self.escape(value) + "\""
            }
        }
        output += ">"
        lastTag = tag
        last = .startTag
    }

    private mutating func handleEndTag(_ tag: String) {
        if tag == "pre" {
            inPre = false
        } else if Self.blockTags.contains(tag) {
            output = Self.rstrip(output)
        }
        output += "</" + tag + ">"
        lastTag = tag
        last = .endTag
    }

    private mutating func outputCharacter(_ scalar: Unicode.Scalar?, fallback: String) {
        switch scalar {
        case "<": output += "&lt;"
        case ">": output += "&gt;"
        case "&": output += "&amp;"
        case "\"": output += "&quot;"
        case nil: output += fallback
        case let scalar?: output.unicodeScalars.append(scalar)
        }
    }

    private struct StartTag {
        var name: String
        var attributes: [(String, String?)]
        var selfClosing: Bool
        var end: Int
    }

    private func parseStartTag(_ s: [Unicode.Scalar], at start: Int) -> StartTag? {
        var j = start + 1
        var name = ""
        while j < s.count, !s[j].properties.isWhitespace, s[j] != "/", s[j] != ">" {
            name.unicodeScalars.append(s[j])
            j += 1
        }
        var attributes: [(String, String?)] = []
        while j < s.count {
            while j < s.count, s[j].properties.isWhitespace { j += 1 }
            guard j < s.count else { return nil }
            if s[j] == ">" {
                return StartTag(name: name.lowercased(), attributes: attributes, selfClosing: false, end: j + 1)
            }
            if s[j] == "/", j + 1 < s.count, s[j + 1] == ">" {
                return StartTag(name: name.lowercased(), attributes: attributes, selfClosing: true, end: j + 2)
            }
            var key = ""
            while j < s.count, !s[j].properties.isWhitespace, s[j] != "=", s[j] != ">",
                  !(s[j] == "/" && j + 1 < s.count && s[j + 1] == ">")
            {
                key.unicodeScalars.append(s[j])
                j += 1
            }
            if key.isEmpty { j += 1; continue }
            while j < s.count, s[j].properties.isWhitespace { j += 1 }
            var value: String?
            if j < s.count, s[j] == "=" {
                j += 1
                while j < s.count, s[j].properties.isWhitespace { j += 1 }
                var raw = ""
                if j < s.count, s[j] == "\"" || s[j] == "'" {
                    let quote = s[j]
                    j += 1
                    while j < s.count, s[j] != quote {
                        raw.unicodeScalars.append(s[j])
                        j += 1
                    }
                    j += 1
                } else {
                    while j < s.count, !s[j].properties.isWhitespace, s[j] != ">" {
                        raw.unicodeScalars.append(s[j])
                        j += 1
                    }
                }
                value = Self.unescape(raw)
            }
            attributes.append((key.lowercased(), value))
        }
        return nil
    }

    private struct Reference {
        var scalar: Unicode.Scalar?
        var fallback: String
        var end: Int
    }

    /// Python's `entityref` and `charref` patterns: the name ends at the first character that cannot continue
    /// it, and only a `;` there is consumed.
    private func parseReference(_ s: [Unicode.Scalar], at start: Int) -> Reference? {
        var j = start + 1
        guard j < s.count else { return nil }
        if s[j] == "#" {
            j += 1
            let hex = j < s.count && (s[j] == "x" || s[j] == "X")
            if hex { j += 1 }
            let digitsStart = j
            while j < s.count, hex ? s[j].properties.isASCIIHexDigit : ("0"..."9").contains(s[j]) { j += 1 }
            guard j > digitsStart, j < s.count else { return nil }
            let name = String(String.UnicodeScalarView(s[(start + 2)..<j]))
            let end = s[j] == ";" ? j + 1 : j
            var scalar: Unicode.Scalar?
            if name.hasPrefix("x") {
                scalar = UInt32(name.dropFirst(), radix: 16).flatMap(Unicode.Scalar.init)
            } else if !hex {
                scalar = UInt32(name).flatMap(Unicode.Scalar.init)
            }
            return Reference(scalar: scalar, fallback: "&\(name);", end: end)
        }
        guard s[j].properties.isASCIIHexDigit || s[j].properties.isAlphabetic, s[j].isASCII,
              !("0"..."9").contains(s[j])
        else { return nil }
        while j < s.count, s[j].isASCII, s[j].properties.isAlphabetic || ("0"..."9").contains(s[j])
            || s[j] == "-" || s[j] == "."
        {
            j += 1
        }
        guard j < s.count else { return nil }
        let name = String(String.UnicodeScalarView(s[(start + 1)..<j]))
        let end = s[j] == ";" ? j + 1 : j
        return Reference(scalar: Self.namedReferences[name], fallback: "&\(name);", end: end)
    }

    private static func collapseWhitespace(_ text: String) -> String {
        var result = ""
        var inRun = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                if !inRun { result += " " }
                inRun = true
            } else {
                result.unicodeScalars.append(scalar)
                inRun = false
            }
        }
        return result
    }

    private static func rstrip(_ text: String) -> String {
        var scalars = text.unicodeScalars
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    private static func strip(_ text: String) -> String {
        rstrip(String(text.unicodeScalars.drop { $0.properties.isWhitespace }))
    }

    private static func escape(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#x27;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Attribute values are unescaped by `HTMLParser` before the normalizer escapes them again.
    private static func unescape(_ value: String) -> String {
        guard value.contains("&") else { return value }
        let s = Array(value.unicodeScalars)
        var result = ""
        var i = 0
        while i < s.count {
            if s[i] == "&", let semicolon = s[i...].firstIndex(of: ";"), semicolon - i <= 32 {
                let name = String(String.UnicodeScalarView(s[(i + 1)..<semicolon]))
                var scalar: Unicode.Scalar?
                if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
                } else if name.hasPrefix("#") {
                    scalar = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init)
                } else {
                    scalar = namedReferences[name]
                }
                if let scalar {
                    result.unicodeScalars.append(scalar)
                    i = semicolon + 1
                    continue
                }
            }
            result.unicodeScalars.append(s[i])
            i += 1
        }
        return result
    }

    private static func starts(_ s: [Unicode.Scalar], at index: Int, with prefix: String) -> Bool {
        find(Array(prefix.unicodeScalars), in: s, from: index, anchored: true) == index
    }

    private static func find(
        _ needle: [Unicode.Scalar], in s: [Unicode.Scalar], from start: Int,
        caseInsensitive: Bool = false, anchored: Bool = false
    ) -> Int? {
        guard !needle.isEmpty, start + needle.count <= s.count else { return nil }
        for i in start...(s.count - needle.count) {
            var matches = true
            for k in 0..<needle.count {
                let a = s[i + k], b = needle[k]
                if a == b { continue }
                if caseInsensitive, a.isASCII, b.isASCII,
                   Character(a).lowercased() == Character(b).lowercased() { continue }
                matches = false
                break
            }
            if matches { return i }
            if anchored { return nil }
        }
        return nil
    }
}
