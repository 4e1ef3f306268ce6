import Foundation

extension SearchQuery {
    /// A JSON value of the index's files. An object keeps its keys as written, in order: two terms that are the
    /// same text in different normal forms are two keys, as they are to the page script.
    enum JSON: Sendable {
        case string(String)
        case number(Double)
        case array([JSON])
        case object([(key: String, value: JSON)])
        /// `true`, `false` or `null`: nothing the index writes.
        case other

        /// The whole of `data` as one value; nil when it is not JSON, or nests deeper than ``depthLimit``.
        static func parse(_ data: Data) -> JSON? {
            var reader = JSONReader(bytes: [UInt8](data))
            guard let value = reader.value(depth: 0) else { return nil }
            reader.skipSpace()
            return reader.atEnd ? value : nil
        }

        /// Deep enough for every file of the index, which nests three levels.
        static let depthLimit = 16

        var string: String? {
            if case .string(let text) = self { return text }
            return nil
        }

        /// A whole number, as the index writes document numbers and counts.
        var integer: Int? {
            guard case .number(let number) = self, number.rounded() == number, abs(number) < 1e15 else { return nil }
            return Int(number)
        }

        var array: [JSON]? {
            if case .array(let items) = self { return items }
            return nil
        }

        subscript(key: String) -> JSON? {
            guard case .object(let members) = self else { return nil }
            return members.first { $0.key == key }?.value
        }
    }
}

/// Reads JSON bytes left to right.
private struct JSONReader {
    let bytes: [UInt8]
    var index = 0

    var atEnd: Bool { index == bytes.count }

    mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
            index += 1
        }
    }

    mutating func value(depth: Int) -> SearchQuery.JSON? {
        skipSpace()
        guard index < bytes.count, depth <= SearchQuery.JSON.depthLimit else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "\""): return string().map { .string($0) }
        case UInt8(ascii: "["): return items(depth: depth).map { .array($0) }
        case UInt8(ascii: "{"): return members(depth: depth).map { .object($0) }
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        default: return number()
        }
    }

    private mutating func literal(_ word: String) -> SearchQuery.JSON? {
        let expected = Array(word.utf8)
        guard bytes[index...].starts(with: expected) else { return nil }
        index += expected.count
        return .other
    }

    private mutating func number() -> SearchQuery.JSON? {
        let start = index
        while index < bytes.count, "+-.eE0123456789".utf8.contains(bytes[index]) {
            index += 1
        }
        return Double(String(decoding: bytes[start..<index], as: UTF8.self)).map { .number($0) }
    }

    private mutating func items(depth: Int) -> [SearchQuery.JSON]? {
        index += 1
        var items: [SearchQuery.JSON] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return items
        }
        while true {
            guard let item = value(depth: depth + 1) else { return nil }
            items.append(item)
            skipSpace()
            guard index < bytes.count else { return nil }
            index += 1
            if bytes[index - 1] == UInt8(ascii: "]") { return items }
            guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
        }
    }

    private mutating func members(depth: Int) -> [(key: String, value: SearchQuery.JSON)]? {
        index += 1
        var members: [(key: String, value: SearchQuery.JSON)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return members
        }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            guard let item = value(depth: depth + 1) else { return nil }
            members.append((key, item))
            skipSpace()
            guard index < bytes.count else { return nil }
            index += 1
            if bytes[index - 1] == UInt8(ascii: "}") { return members }
            guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
        }
    }

    /// A string from its opening quote; its bytes are copied as they are up to an escape.
    private mutating func string() -> String? {
        index += 1
        var text: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard escape(into: &text) else { return nil }
            case 0..<0x20:
                return nil
            default:
                text.append(byte)
            }
        }
        return nil
    }

    private mutating func escape(into text: inout [UInt8]) -> Bool {
        guard index < bytes.count else { return false }
        let byte = bytes[index]
        index += 1
        let simple: [UInt8: UInt8] = [UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
                                      UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
                                      UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09]
        if let plain = simple[byte] {
            text.append(plain)
            return true
        }
        guard byte == UInt8(ascii: "u"), let unit = hexUnit() else { return false }
        var value = UInt32(unit)
        if (0xD800..<0xDC00).contains(unit), bytes[index...].starts(with: Array("\\u".utf8)) {
            let saved = index
            index += 2
            if let low = hexUnit(), (0xDC00..<0xE000).contains(low) {
                value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            } else {
                index = saved
            }
        }
        // A lone surrogate is no scalar: U+FFFD, as a String made from the page script's would hold.
        text += String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8
        return true
    }

    private mutating func hexUnit() -> UInt16? {
        guard index + 4 <= bytes.count,
              let unit = UInt16(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16) else { return nil }
        index += 4
        return unit
    }
}
