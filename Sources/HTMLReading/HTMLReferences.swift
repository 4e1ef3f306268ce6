import Foundation

/// The element ids of a built HTML page and the URLs it refers to (`href` and `src`), read from its bytes.
///
/// Read with ``HTMLTokenizer`` (so comments and the raw text of `<script>` and `<style>` hold none), with the
/// character references Mustache and cmark-gfm write decoded: one pass, so link checking stays linear in the
/// site's size.
package struct HTMLReferences: Sendable, Hashable {
    /// A URL the page refers to, with the attribute that holds it.
    package struct Reference: Sendable, Hashable {
        package var attribute: String
        package var url: String
    }

    /// Every `id` (and `<a name>`) in document order, repeats included.
    package var ids: [String] = []
    /// Every `href` and `src`, in document order, but those the early link check (`LinkIndex.EarlyCheck`) found sure to pass.
    package var references: [Reference] = []
    /// How many references were dropped as sure to pass, which the check still counts as links it followed.
    package var passedEarlyCount = 0

    /// Nothing read yet: ``read(_:in:)`` fills it as a page is read.
    package init() {}

    /// Reads `html` where it lies, without copying it.
    package init(scanning html: Data) {
        html.withUnsafeBytes { bytes in
            var tokenizer = HTMLTokenizer(bytes.bindMemory(to: UInt8.self))
            while let token = tokenizer.next() {
                read(token, in: tokenizer)
            }
        }
    }

    /// The attribute value with character references decoded: `&amp;`, `&quot;`, `&#39;`, `&#x2F;` and the like.
    package static func decoded(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        // Looked for as a byte: most values have no reference, and then the bytes are the text.
        guard bytes.firstIndex(of: UInt8(ascii: "&"), from: 0) != nil else { return String(decoding: bytes, as: UTF8.self) }
        var result: [UInt8] = []
        appendDecoded(bytes, to: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// Appends `bytes` to `output` with character references decoded, as UTF-8; an `&` that starts no known
    /// reference stays as it is. Each `&` is found with memchr and the runs between are copied whole: the search
    /// text of every page goes through here.
    package static func appendDecoded(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var index = 0
        while index < bytes.count {
            guard let ampersand = bytes.firstIndex(of: UInt8(ascii: "&"), from: index) else {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index...]))
                return
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<ampersand]))
            let after = ampersand + 1
            // A known reference is ASCII and at most ten bytes long, so bytes and characters agree here.
            let window = UnsafeBufferPointer(rebasing: bytes[after..<min(bytes.count, after + 10)])
            if let semicolon = window.firstIndex(of: UInt8(ascii: ";")).map({ after + $0 }),
               let character = Self.character(forEntity: Substring(decoding: UnsafeBufferPointer(rebasing: bytes[after..<semicolon]), as: UTF8.self))
            {
                output += character.utf8
                index = semicolon + 1
            } else {
                output.append(UInt8(ascii: "&"))
                index = after
            }
        }
    }

    private static func character(forEntity entity: Substring) -> Character? {
        switch entity {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case "nbsp": return "\u{A0}"
        case "ndash": return "–"
        case "mdash": return "—"
        case "hellip": return "…"
        case "times": return "×"
        default:
            let number: UInt32?
            if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                number = UInt32(entity.dropFirst(2), radix: 16)
            } else if entity.hasPrefix("#") {
                number = UInt32(entity.dropFirst())
            } else {
                number = nil
            }
            return number.flatMap(Unicode.Scalar.init).map(Character.init)
        }
    }
}

/// What becomes of a URL a page refers to, decided from its bytes as the page is read (``HTMLReferences/read(_:in:sieve:)``).
package enum ReferenceVerdict {
    /// Dropped and not counted: a Markdown link of the page repeats it, and is checked at its line.
    case repeatsLink
    /// Dropped, and counted in ``HTMLReferences/passedEarlyCount``: the check would pass it.
    case passes
    /// Kept in ``HTMLReferences/references``.
    case keep
}

extension HTMLReferences {
    /// Takes the ids and URLs of a start tag: one token of a pass over the page that other readers may share.
    package mutating func read(_ token: HTMLTokenizer.Token, in tokenizer: HTMLTokenizer) {
        read(token, in: tokenizer, sieve: { _ in .keep })
    }

    /// Takes the ids of a start tag, and its URLs as `sieve` decides from their bytes, character references
    /// decoded: one token of a pass over the page that other readers may share. A URL the sieve drops is never made
    /// a String.
    package mutating func read(_ token: HTMLTokenizer.Token, in tokenizer: HTMLTokenizer,
                               sieve: (UnsafeBufferPointer<UInt8>) -> ReferenceVerdict) {
        guard case .startTag(let name, _) = token, tokenizer.attributeCount > 0 else { return }
        let isAnchor = tokenizer.slice(name).isName("a")
        // By index into the tokenizer's storage: a loop over its `attributes` slice copied the whole tokenizer.
        let attributes = tokenizer.attributeStorage
        for index in 0..<tokenizer.attributeCount {
            let attribute = attributes[index]
            let name = tokenizer.slice(attribute.name)
            let value = tokenizer.slice(attribute.value)
            // Only id, name, href and src are kept; the length picks the one or two names to compare with.
            let kind: String
            switch name.count {
            case 2 where name.isName("id"), 4 where isAnchor && name.isName("name"):
                ids.append(Self.decoded(value))
                continue
            case 4 where name.isName("href"):
                kind = "href"
            case 3 where name.isName("src"):
                kind = "src"
            default:
                continue
            }
            switch Self.verdict(on: value, by: sieve) {
            case .keep: references.append(Reference(attribute: kind, url: Self.decoded(value)))
            case .passes: passedEarlyCount += 1
            case .repeatsLink: break
            }
        }
    }

    /// `sieve`'s verdict on `value` with its character references decoded; most values have none, and are passed
    /// where they lie.
    private static func verdict(on value: UnsafeBufferPointer<UInt8>, by sieve: (UnsafeBufferPointer<UInt8>) -> ReferenceVerdict)
        -> ReferenceVerdict {
        guard value.firstIndex(of: UInt8(ascii: "&"), from: 0) != nil else { return sieve(value) }
        var bytes: [UInt8] = []
        appendDecoded(value, to: &bytes)
        return bytes.withUnsafeBufferPointer { sieve($0) }
    }
}
