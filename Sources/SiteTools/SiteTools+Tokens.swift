import DesignTokens
import Foundation
import Markdown
import PageTypes

extension SiteTools {
    // MARK: - Tokens

    /// The tokens whose path starts with `prefix`, with their type and value, in `mode` when given.
    package func tokens(prefix: String = "", mode: String? = nil) -> Answer {
        guard prefix.utf8.count <= Self.inputLimit else { return .refused("the prefix is longer than \(Self.inputLimit) bytes") }
        if let refusal = refusal(ofMode: mode) { return refusal }
        let found = manifest.tokens.filter { $0.path.hasPrefix(prefix) }.sorted { $0.path < $1.path }
        guard !found.isEmpty else { return .refused("no token starts with '\(Self.quoted(prefix))'") }
        var out = "| Token | Type | Value\(mode.map { " (\(TwinText.cell($0)))" } ?? "") |\n|---|---|---|\n"
        for token in found.prefix(Self.resultLimit) {
            let value = mode.flatMap { token.modes[$0] } ?? token.value
            out += "| \(TwinText.code(token.path, inTable: true)) | \(TwinText.cell(token.type)) | \(TwinText.cell(value)) |\n"
        }
        if found.count > Self.resultLimit {
            out += "\n\(found.count - Self.resultLimit) more; give a longer prefix.\n"
        }
        return .text(out, structured: ["prefix": .string(prefix), "mode": .string(mode), "total": .int(found.count),
                                       "tokens": .array(found.prefix(Self.resultLimit).map(structured))])
    }

    /// One token: its type, value in the default values and in each mode, the token it is an alias of, why it is
    /// deprecated, its description and where it is written.
    package func token(_ path: String) -> Answer {
        guard path.utf8.count <= Self.inputLimit else { return .refused("the path is longer than \(Self.inputLimit) bytes") }
        guard let token = manifest.tokens.first(where: { $0.path == path }) else {
            let group = path.split(separator: "/").dropLast().joined(separator: "/")
            let near = manifest.tokens.map(\.path).filter { !group.isEmpty && $0.hasPrefix(group + "/") }.sorted().prefix(8)
            return .refused("no token '\(Self.quoted(path))'" + (near.isEmpty ? "" : "; tokens in \(Self.quoted(group))/: \(near.map(Self.quoted).joined(separator: ", "))"))
        }
        var out = "# \(TwinText.inline(path))\n\n| | |\n|---|---|\n| Type | \(TwinText.cell(token.type)) |\n| Value | \(TwinText.cell(token.value)) |\n"
        for mode in manifest.modes {
            out += "| Value in \(TwinText.cell(mode)) | \(TwinText.cell(token.modes[mode] ?? token.value)) |\n"
        }
        if let alias = token.aliasOf { out += "| Alias of | \(TwinText.code(alias, inTable: true)) |\n" }
        if let reason = token.deprecated { out += "| Deprecated | \(TwinText.cell(reason.isEmpty ? "yes" : reason)) |\n" }
        if let description = token.description { out += "| Description | \(TwinText.cell(description)) |\n" }
        if let file = token.file, let line = token.line {
            out += "| Written in | \(TwinText.cell("\(file):\(line)" + (token.column.map { ":\($0)" } ?? ""))) |\n"
        }
        var structured = structured(token)
        if case var .object(members) = structured {
            members["file"] = .string(token.file)
            members["line"] = token.line.map(JSONValue.int) ?? .null
            structured = .object(members)
        }
        return .text(out, structured: structured)
    }

    func refusal(ofMode mode: String?) -> Answer? {
        guard let mode, !manifest.modes.contains(mode) else { return nil }
        return .refused("no mode '\(Self.quoted(mode))'; modes: \(manifest.modes.isEmpty ? "none" : manifest.modes.map(Self.quoted).joined(separator: ", "))")
    }

    /// A token as the tools' structured answers give it: its path, type, value, value in each mode (every mode the
    /// site has, the default value where the mode gives none), alias target, deprecation, description, and its CSS
    /// custom property's name (``cssVariable(of:)``).
    func structured(_ token: SiteManifest.Token) -> JSONValue {
        let modes = Dictionary(manifest.modes.map { ($0, JSONValue.string(token.modes[$0] ?? token.value)) }, uniquingKeysWith: { first, _ in first })
        return ["path": .string(token.path), "type": .string(token.type), "value": .string(token.value), "modes": .object(modes),
                "aliasOf": .string(token.aliasOf), "deprecated": .string(token.deprecated), "description": .string(token.description),
                "cssVariable": .string(Self.cssVariable(of: token.path))]
    }

    /// The custom property a token's path names in CSS, as Style Dictionary's `css/variables` format writes it with
    /// its default `name/kebab` transform: the path's words, camelCase parted, lower-cased and joined by `-`
    /// (`slider/color/knob/bg` → `--slider-color-knob-bg`, `font/fontSize/md` → `--font-font-size-md`). The site's
    /// own pages declare none; this is the name a team's token pipeline gives the token.
    static func cssVariable(of path: String) -> String {
        var words: [String] = []
        var word = ""
        var previous: Character?
        for character in path {
            if !(character.isLetter || character.isNumber) || !character.isASCII {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !word.isEmpty {
                    words.append(word)
                    word = ""
                }
                word += character.lowercased()
            }
            previous = character
        }
        if !word.isEmpty { words.append(word) }
        return "--" + words.joined(separator: "-")
    }
}
