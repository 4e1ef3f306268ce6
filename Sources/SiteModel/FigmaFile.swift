/// The Figma file the design system's components live in (`figma:` in site.yml), so that the node ids an
/// assessment names link to their node.
public struct FigmaFile: Sendable, Hashable {
    /// The file's address without its query (`https://www.figma.com/design/KEY/Name`).
    public var address: String

    /// Reads a Figma file's address: `https://www.figma.com/` then `design/`, `file/` or `proto/` and the file's key,
    /// optionally its name; a query or fragment is dropped. Nil for anything else.
    public init?(_ text: String) {
        let address = String(text.prefix { $0 != "?" && $0 != "#" })
        let parts = address.split(separator: "/", omittingEmptySubsequences: false)
        guard address.hasPrefix("https://www.figma.com/"), parts.count >= 5,
              ["design", "file", "proto"].contains(parts[3]),
              !parts[4].isEmpty, parts[4].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else { return nil }
        self.address = address.hasSuffix("/") ? String(address.dropLast()) : address
    }

    /// The address of the node `id` (`27:48235` → `…?node-id=27-48235`), or nil when `id` is not a node id (numbers
    /// joined by a colon).
    public func url(ofNode id: String) -> String? {
        let halves = id.split(separator: ":", omittingEmptySubsequences: false)
        guard halves.count == 2, halves.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else { return nil }
        return address + "?node-id=" + halves.joined(separator: "-")
    }
}
