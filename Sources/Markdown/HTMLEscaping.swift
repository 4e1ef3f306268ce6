/// Escaping for text and attribute values that Specimen puts into HTML itself.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>` and `"` so that the value is safe as text or inside a double-quoted attribute.
    /// - Parameter value: the raw text.
    /// - Returns: the escaped text.
    public static func attribute(_ value: String) -> String {
        // Byte by byte: the characters escaped are ASCII, and a value without any is returned as it is.
        let utf8 = value.utf8
        guard utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else { return value }
        var result: [UInt8] = []
        result.reserveCapacity(utf8.count + 16)
        for byte in utf8 {
            switch byte {
            case 0x26: result.append(contentsOf: "&amp;".utf8)
            case 0x3C: result.append(contentsOf: "&lt;".utf8)
            case 0x3E: result.append(contentsOf: "&gt;".utf8)
            case 0x22: result.append(contentsOf: "&quot;".utf8)
            default: result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
