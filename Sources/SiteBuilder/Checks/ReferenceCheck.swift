import DesignTokens
import Previews
import SiteModel

/// What a component page's facts name must exist: each criterion its scorecard and changelog cite must be one of
/// site.yml's, and each token role must name a token of the site's tokens, not a deprecated one.
struct ReferenceCheck: ResolveStageCheck {
    static let name = "references"
    static let summary = "the criteria a scorecard or changelog cites and the tokens a token table names, against site.yml and the tokens"
    static let codes: [DiagnosticCode] = [.criterionUnknown, .tokenDeprecated, .tokenUnknown]

    let settings: SiteSettings
    let tokens: TokenSet

    static func run(on input: ResolveStageInput, into diagnostics: inout Diagnostics) {
        let check = ReferenceCheck(settings: input.parsed.settings, tokens: input.parsed.tokens)
        for index in input.pages.indices {
            check.check(input.pages[index].frontMatter.component, into: &diagnostics)
        }
    }

    func check(_ facts: ComponentFacts, into diagnostics: inout Diagnostics) {
        let ids = settings.criteria.map(\.id)
        let allowed = ids.isEmpty ? "none are defined; add 'criteria' to site.yml" : "allowed: " + ids.joined(separator: ", ")
        let references = facts.scorecard.map { ($0.criterion, $0.location) }
            + facts.changelog.flatMap(\.items).compactMap { item in item.criterion.map { ($0, item.location) } }
        for (criterion, location) in references where !ids.contains(criterion) {
            diagnostics.append(.error(.criterionUnknown, at: location, "unknown criterion '\(criterion)'; \(allowed)").following(settings.firstError))
        }
        for role in facts.tokens {
            guard let reason = tokens[role.token]?.deprecated else { continue }
            diagnostics.append(.warning(.tokenDeprecated, at: role.location,
                "token '\(role.token)' is deprecated" + (reason.isEmpty ? "" : ": \(reason)") + "; name the token that replaces it"))
        }
        // A token only some modes define is the site's, though nothing outside those modes draws with it.
        for role in facts.tokens where tokens[role.token] == nil && tokens.modeOnly[role.token] == nil {
            if let unreadable = tokens.unreadable[role.token] {
                diagnostics.append(.error(.tokenUnknown, at: role.location,
                    "token '\(role.token)' is in \(tokens.entry) but could not be read (\(unreadable.description)); a token role needs a token Specimen reads")
                    .following(tokens.unreadableLocation(role.token)))
                continue
            }
            let hint = Suggestion.closest(to: role.token, in: tokens.definedPaths).map { "did you mean '\($0)'? " } ?? ""
            diagnostics.append(.error(.tokenUnknown, at: role.location,
                "token '\(role.token)' is not in \(tokens.entry); \(hint)token roles name a token path such as stepper/color/bg")
                .following(tokens.unreadableLocation(role.token)))
        }
    
    }
}
