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
    /// Salesforce's Theo form (`props`, `aliases` named as `{!NAME}`, `global`, `imports`), JSON or YAML.
    case theo = "Theo"
    /// Adobe Spectrum's form: a `$schema` URL naming each token's type, and `sets` of values by mode.
    case spectrum = "Adobe Spectrum"
    /// Microsoft Fluent UI's token pipeline's own form (`value`, `aliasOf`, `generate`, `platform`).
    case fluent = "Microsoft Fluent UI's token pipeline"
    /// A resolver document (Resolver Module 2025.10): which files make the set and its modes.
    case resolver = "Design Tokens Resolver Module 2025.10, naming the token files"

    /// `document` in the Format Module's form, and the form it was written in.
    static func normalized(_ document: JSONNode, departures: inout Departures, errors: inout [TokenError]) -> (JSONNode, TokenForm) {
        if SpectrumForm.matches(document) {
            return (SpectrumForm.translated(document), .spectrum)
        }
        if DSPForm.matches(document) {
            return (DSPForm.translated(document, errors: &errors), .designSystemPackage)
        }
        if FluentForm.matches(document) {
            return (FluentForm.translated(document, departures: &departures), .fluent)
        }
        if StyleDictionaryForm.matches(document) {
            if TokensStudioDialect.isLoneExport(document) {
                return (TokensStudioDialect.translated(document, errors: &errors), .tokensStudio)
            }
            StyleDictionaryForm.noteLeftOut(in: document, errors: &errors)
            return (StyleDictionaryForm.translated(document, departures: &departures), .styleDictionary)
        }
        return (document, .formatModule)
    }
}
