/// Escaping for text and attribute values that Specimen puts into HTML itself.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>` and `"` so that the value is safe as text or inside a double-quoted attribute.
    /// - Parameter value: the raw text.
    /// - Returns: the escaped text.
    public static func attribute(_ value: String) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for character in value {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
