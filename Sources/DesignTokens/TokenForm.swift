/// The form a token file is written in, as the tool that wrote it meant it: each file of a set is read as its own
/// form, so a set may mix them.
public enum TokenForm: String, Sendable, Hashable {
    /// The Design Tokens Format Module 2025.10 (`$value`, `$type`).
    case formatModule = "Design Tokens Format Module 2025.10"
    /// Style Dictionary's own form (`value`, `type`, `comment`).
    case styleDictionary = "Style Dictionary"
    /// A Tokens Studio export (`value` and `type`, or `$value` and `$type`, with Tokens Studio's types).
    case tokensStudio = "Tokens Studio"
    /// A Tokens Studio export's `$metadata.json` or `$themes.json`: the order of its sets and its themes.
    case tokensStudioMetadata = "Tokens Studio's set order and themes"
    /// Adobe's Design System Package (`dsp_spec_version`, `entities`), as Material Design 3 publishes tokens.
    case designSystemPackage = "Adobe's Design System Package (DSP)"
    /// A resolver document (Resolver Module 2025.10): which files make the set and its modes.
    case resolver = "Design Tokens Resolver Module 2025.10, naming the token files"

    /// `document` in the Format Module's form, and the form it was written in; a form Specimen does not read
    /// (Adobe Spectrum's) is one error, with how many tokens it holds, and no tokens.
    static func normalized(_ document: JSONNode, departures: inout Departures, errors: inout [TokenError]) -> (JSONNode, TokenForm) {
        let spectrum = spectrumTokens(in: document)
        if spectrum > 0 {
            errors.append(TokenError(path: "", message: "this file is in Adobe Spectrum's token form (a \"sets\" object of values per token), which Specimen does not read: its \(spectrum) token\(spectrum == 1 ? " is" : "s are") left out; allowed: the Design Tokens Format Module 2025.10 (Spectrum's tokens can be exported in it), Style Dictionary's form or a Tokens Studio export", line: 1, column: 1, file: document.file))
            return (JSONNode(value: .object([]), line: document.line, column: document.column, file: document.file), .formatModule)
        }
        if DSPForm.matches(document) {
            return (DSPForm.translated(document, errors: &errors), .designSystemPackage)
        }
        if StyleDictionaryForm.matches(document) {
            StyleDictionaryForm.noteLeftOut(in: document, errors: &errors)
            return (StyleDictionaryForm.translated(document, departures: &departures), .styleDictionary)
        }
        return (document, .formatModule)
    }

    /// How many tokens of `document` are Adobe Spectrum's with `sets` (`{"sets": {"light": {"value": …}}}`), at its
    /// top level, where Spectrum writes them.
    private static func spectrumTokens(in document: JSONNode) -> Int {
        (document.members ?? []).count { member in
            guard let sets = member.value.members?.first(where: { $0.key == "sets" })?.value.members, !sets.isEmpty else { return false }
            return sets.allSatisfy { $0.value.members?.contains { $0.key == "value" || $0.key == "sets" } == true }
        }
    }
}
