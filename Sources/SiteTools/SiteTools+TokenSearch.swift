import DesignTokens
import Foundation
import Markdown
import PageTypes

extension SiteTools {
    /// What a token search asks: words in a token's path or description, a value, a group, or any of them together.
    package struct TokenQuery: Sendable, Equatable {
        package var words: String?
        package var value: String?
        package var group: String?
        package var limit: Int

        package init(words: String? = nil, value: String? = nil, group: String? = nil, limit: Int = 50) {
            self.words = words
            self.value = value
            self.group = group
            self.limit = limit
        }
    }

    /// The tokens that match every part of `query`: each word in the token's path or description (any case); the
    /// value in the default values or any mode (colours compared as colours, so `#005CE5`, `005ce5` and
    /// `rgb(0 92 229)` find the same token; other values compared without case or spaces, `16px`); the group as a
    /// start of the path (`slider` finds `slider/…`). Each with its values in every mode and where the value matched.
    package func searchTokens(_ query: TokenQuery) -> Answer {
        let given = [query.words, query.value, query.group].compactMap { $0 }
        guard given.allSatisfy({ $0.utf8.count <= 256 }) else { return .refused("a word, value or group is at most 256 bytes") }
        guard given.contains(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) else {
            return .refused("give a query (words in a token's path or description), a value (#005CE5, 16px) or a group (slider/color)")
        }
        guard (1...Self.resultLimit).contains(query.limit) else { return .refused("limit must be 1 to \(Self.resultLimit)") }
        let words = (query.words ?? "").lowercased().split(whereSeparator: { $0.isWhitespace }).map(String.init)
        guard words.count <= 20 else { return .refused("give at most 20 words") }
        let group = query.group.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "/ ")) }.flatMap { $0.isEmpty ? nil : $0 }
        let matchValue = query.value.flatMap(Self.valueMatcher)
        var found: [(token: SiteManifest.Token, matched: [String])] = []
        for token in manifest.tokens {
            if let group, token.path != group, !token.path.hasPrefix(group + "/") { continue }
            let text = (token.path + "\n" + (token.description ?? "")).lowercased()
            guard words.allSatisfy({ text.contains($0) }) else { continue }
            var matched: [String] = []
            if let matchValue {
                if matchValue(token.value) { matched.append("default") }
                matched += manifest.modes.filter { mode in token.modes[mode].map(matchValue) ?? false }
                if matched.isEmpty { continue }
            }
            found.append((token, matched))
        }
        var out = "| Token | Type | Value |" + manifest.modes.map { " \(TwinText.cell($0)) |" }.joined() + "\n"
            + "|---|---|---|" + String(repeating: "---|", count: manifest.modes.count) + "\n"
        var results: [JSONValue] = []
        for (token, matched) in found.prefix(query.limit) {
            out += "| \(TwinText.code(token.path, inTable: true)) | \(TwinText.cell(token.type)) | \(TwinText.cell(token.value)) |"
                + manifest.modes.map { " \(TwinText.cell(token.modes[$0] ?? token.value)) |" }.joined() + "\n"
            var entry = structured(token)
            if case var .object(members) = entry {
                members["matchedValueIn"] = .array(matched.map(JSONValue.string))
                entry = .object(members)
            }
            results.append(entry)
        }
        if found.isEmpty {
            out = "No token matches.\n"
        } else if found.count > query.limit {
            out += "\n\(found.count - query.limit) more; narrow the search or raise limit.\n"
        }
        return .text(out, structured: ["query": .string(query.words), "value": .string(query.value), "group": .string(group),
                                       "total": .int(found.count), "tokens": .array(results)])
    }

    /// Whether a token's value is `wanted`: as colours when `wanted` reads as one (a bare hex `005ce5` too),
    /// else as text without case or spaces.
    static func valueMatcher(_ wanted: String) -> ((String) -> Bool)? {
        let trimmed = wanted.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        let isBareHex = [3, 4, 6, 8].contains(trimmed.count) && trimmed.allSatisfy(\.isHexDigit)
        if let colour = Color(css: trimmed) ?? (isBareHex ? Color(css: "#" + trimmed) : nil) {
            let hex = colour.hex.lowercased()
            return { Color(css: $0)?.hex.lowercased() == hex }
        }
        let plain = { (text: String) in String(text.lowercased().filter { !$0.isWhitespace }) }
        let normal = plain(trimmed)
        return { plain($0) == normal }
    }
}
