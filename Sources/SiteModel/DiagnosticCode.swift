import Previews

/// What kind of problem a diagnostic reports: a stable name (`contrast.graphic`) printed with it, that site.yml can
/// set the level of and accept findings by, with one line on what it means (`specimen explain CODE`).
///
/// Names are part of Specimen's interface: a team's site.yml and CI scripts hold them, so a name once published
/// is never renamed or given another meaning. A new kind of problem gets a new name.
public struct DiagnosticCode: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The name: `area.problem`, lower case (`link.anchor`).
    public let name: String
    /// What it means and what to do, in one line.
    public let meaning: String
    /// Whether it is a finding about what the site says (a colour pair, a link, a claim), which a team may decide
    /// to live with: such a code's level can be set, and its findings accepted. The others say Specimen could not
    /// read or write the site as given, and are always reported.
    public let isFinding: Bool

    /// Which of its diagnostics share one cause, so that the command line prints the first of them with a count of
    /// the rest: a page of another generator repeats a construct, and a site of one repeats its keys.
    public enum Repeats: Sendable {
        /// Each diagnostic is a cause of its own.
        case each
        /// Those with the same message in one file: one construct, used again.
        case perFile
        /// Those with the same message anywhere: one key another generator's pages carry.
        case perSite
    }

    /// Which of this code's diagnostics share one cause.
    public let repeats: Repeats

    /// Whether what it reports is something a team may keep as it is rather than fix, for files it takes as their
    /// owners publish them (token files that contradict themselves, or that hold tokens Specimen cannot interpret,
    /// which the tokens page shows as written) or defaults it chooses (the built-in components' tokens): a build
    /// failed by `--strict` names the one site.yml line that sets such codes off. What needs such a token is an
    /// error all the same.
    public let keepable: Bool

    private init(_ name: String, finding: Bool = true, repeats: Repeats = .each, keepable: Bool = false, _ meaning: String) {
        self.name = name
        self.isFinding = finding
        self.repeats = repeats
        self.keepable = keepable
        self.meaning = meaning
    }

    public var description: String { name }

    public static func == (left: DiagnosticCode, right: DiagnosticCode) -> Bool { left.name == right.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public static func < (left: DiagnosticCode, right: DiagnosticCode) -> Bool { left.name < right.name }

    /// The name of the code nearest `name`, for a typo (`contrast.grafic`), if one is near.
    public static func suggestion(for name: String) -> String? {
        Suggestion.closest(to: name, in: all.map(\.name))
    }

    /// A finding's code for a check of a team's own (a `SiteWideCheck`), named after the check
    /// (`changelog.unversioned`) and saying in a sentence what it reports. site.yml's levels and acceptances name it
    /// as they name Specimen's, in a build with the check.
    public static func own(_ name: String, _ meaning: String) -> DiagnosticCode {
        DiagnosticCode(name, meaning)
    }

    /// The code named `name`, among Specimen's and `own` (a team's checks' codes), if there is one.
    public static func named(_ name: String, among own: [DiagnosticCode] = []) -> DiagnosticCode? {
        all.first { $0.name == name } ?? own.first { $0.name == name }
    }

    // Reading the site.
    public static let fileUnreadable = DiagnosticCode("file.unreadable", finding: false,
        "a file or folder could not be read (missing, not permitted, not a file); check the path and its permissions")
    public static let fileLinkOutside = DiagnosticCode("file.link-outside",
        "a symbolic link leads out of the folder it is in (or nowhere), so it is not followed; copy the file in instead")
    public static let fileEncoding = DiagnosticCode("file.encoding", finding: false,
        "a file is not UTF-8 text; save it as UTF-8")
    public static let yamlSyntax = DiagnosticCode("yaml.syntax", finding: false,
        "front matter or site.yml is not valid YAML (or TOML between +++ lines); fix the syntax at the place shown")
    public static let configValue = DiagnosticCode("config.value", finding: false,
        "a value in site.yml or a page's front matter has the wrong form or is not one of those allowed; the message lists what is")
    public static let siteUnknownKey = DiagnosticCode("site.unknown-key", finding: false,
        "site.yml, or a mapping in it, has a key Specimen does not know; the message lists the keys allowed")
    public static let frontMatterUnknownKey = DiagnosticCode("front-matter.unknown-key", repeats: .perSite,
        "a page's front matter has a key Specimen does not know (often another generator's, such as layout); it is ignored")
    public static let frontMatterEmpty = DiagnosticCode("front-matter.empty",
        "a front-matter key has no value (as other generators' templates leave them), so it is left out")
    public static let frontMatterForeign = DiagnosticCode("front-matter.foreign", repeats: .perSite,
        "a front-matter key Specimen knows holds another generator's kind of value (a mapping where it reads text or a list), so it is left out")
    public static let frontMatterRepeatedKey = DiagnosticCode("front-matter.repeated-key",
        "a key is given more than once at the top of a page's front matter; its last value is used, as Jekyll and Hugo read it")
    public static let titleMissing = DiagnosticCode("page.title",
        "a page without a title or a # heading takes its title from its first heading, or else its file name; give it a title")
    public static let navigationUnknown = DiagnosticCode("navigation.unknown", finding: false,
        "site.yml's navigation names a section the site does not have, or names one twice")
    public static let criterionUnknown = DiagnosticCode("criterion.unknown", finding: false,
        "a scorecard or changelog names a criterion that site.yml's criteria do not define")
    public static let outputPath = DiagnosticCode("output.path", finding: false,
        "two sources would write the same output file, or a file would take a place the build writes to; rename or move one")
    public static let outputFolder = DiagnosticCode("output.folder", finding: false,
        "the output folder cannot be used (not Specimen's, a file, in use by another build, or not writable)")
    public static let contentNotPublished = DiagnosticCode("content.not-published",
        "files in the content folder that are no page, no served kind of file and linked from no page are left out of the site")

    // Tokens.
    public static let tokenFile = DiagnosticCode("token.file", finding: false,
        "the tokens could not be found or read as a whole (the file site.yml names, a resolver, a folder)")
    public static let tokenInvalid = DiagnosticCode("token.invalid", keepable: true,
        "a token Specimen cannot interpret (another tool's form, a wrong value, type or alias): the tokens page shows it as written; what needs it is an error")
    public static let tokenLoose = DiagnosticCode("token.loose",
        "a token is read, but not quite as written (an unknown or missing $type, a value only one mode defines)")
    public static let tokenConflict = DiagnosticCode("token.conflict", keepable: true,
        "the token files contradict themselves (a token two files define, a hex that disagrees with its components, a set or file they name that is missing), read as their own tool reads them; tell their owners")
    public static let tokenUnknown = DiagnosticCode("token.unknown",
        "a page names a token path that the tokens do not define; the message suggests the nearest")
    public static let tokenDeprecated = DiagnosticCode("token.deprecated",
        "a page or its previews use a token its file marks $deprecated; name the token that replaces it")
    public static let tokenDefaults = DiagnosticCode("token.defaults", keepable: true,
        "the tokens lack some the built-in components draw with, so those parts are drawn with Specimen's defaults")

    // What the pages say.
    public static let contrastGraphic = DiagnosticCode("contrast.graphic",
        "a colour pair the previews draw falls below the 3:1 a graphic needs (WCAG 1.4.11); the subject is 'FOREGROUND on BACKGROUND'")
    public static let contrastText = DiagnosticCode("contrast.text",
        "a colour pair the previews draw as text falls below the 4.5:1 text needs (WCAG 1.4.3); the subject is 'FOREGROUND on BACKGROUND'")
    public static let claimRatio = DiagnosticCode("claim.ratio",
        "a contrast ratio written in a page disagrees with the one computed from its colours")
    public static let claimColor = DiagnosticCode("claim.color",
        "a contrast claim names a colour Specimen cannot read (an unknown token path, a malformed hex colour)")
    public static let previewInvalid = DiagnosticCode("preview.invalid", finding: false,
        "a preview cannot be drawn: an unknown component or property, a value out of range, a control it cannot have")
    public static let previewID = DiagnosticCode("preview.id", finding: false,
        "a preview's id is used twice on its page, or is also a heading's id")
    public static let migrationPreview = DiagnosticCode("migration.preview", finding: false,
        "a variant the migration table maps cannot be drawn with the property values its maps-to gives")
    public static let assessmentStale = DiagnosticCode("assessment.stale",
        "a component's drawings or tokens changed since its assessment was stamped; re-review it, then run specimen stamp")
    public static let constructUnrendered = DiagnosticCode("construct.unrendered", repeats: .perFile,
        "another generator's syntax (JSX, MDX expressions, Nunjucks or Liquid tags, ::: containers) is shown marked, not run")
    public static let constructSearchStopped = DiagnosticCode("construct.search-stopped",
        "a page opens so many constructs that never close that the search for them stopped; the rest is left as written")
    public static let highlightUnavailable = DiagnosticCode("highlight.unavailable",
        "code blocks that 'highlighter: pygments' hands to Pygments are shown plain: python3 with Pygments is not installed or failed")
    public static let highlightUnknownLanguage = DiagnosticCode("highlight.unknown-language",
        "code blocks in a language Specimen has no lexer for are shown plain; name a language it knows, or set 'highlighter: pygments' in site.yml")
    public static let highlightTooLarge = DiagnosticCode("highlight.too-large",
        "a code block larger than the highlighter reads (1 MiB) is shown plain")

    // Links.
    public static let linkBroken = DiagnosticCode("link.broken",
        "a link leads to a file the build does not write, above the site's root, or to the host's root; the subject is the link as written")
    public static let linkAnchor = DiagnosticCode("link.anchor",
        "a link names an anchor (#id) or a preview state that the page it leads to does not have")
    public static let linkMissingPage = DiagnosticCode("link.missing-page",
        "a link from the site's root (/components/x/) leads to a page the site does not have yet, as in a migration")
    public static let linkDuplicateID = DiagnosticCode("link.duplicate-id",
        "an id is used more than once on a built page, so a link to it lands in one place only")

    // Aliases and the theme.
    public static let aliasInvalid = DiagnosticCode("alias.invalid", finding: false,
        "an alias is no path on this site, or is where the build already writes a page")
    public static let templateMissing = DiagnosticCode("template.missing", finding: false,
        "a page names a template the theme does not have, or the theme has none")
    public static let templateError = DiagnosticCode("template.error", finding: false,
        "a template cannot be parsed or rendered (an unclosed section, a missing partial)")

    // Known findings.
    public static let staleAcceptance = DiagnosticCode("finding.stale-acceptance",
        "an accepted finding no longer occurs; remove its acceptance so that the list of known findings stays true")
    public static let expiredAcceptance = DiagnosticCode("finding.expired-acceptance",
        "an accepted finding is past its expiry date, so it is reported again; fix it, or renew the acceptance")

    /// Every code, by name.
    public static let all: [DiagnosticCode] = [
        fileUnreadable, fileLinkOutside, fileEncoding, yamlSyntax, configValue, siteUnknownKey, frontMatterUnknownKey, frontMatterEmpty, frontMatterForeign, frontMatterRepeatedKey,
        titleMissing, navigationUnknown, criterionUnknown, outputPath, outputFolder, contentNotPublished,
        tokenFile, tokenInvalid, tokenLoose, tokenConflict, tokenUnknown, tokenDeprecated, tokenDefaults,
        contrastGraphic, contrastText, claimRatio, claimColor, previewInvalid, previewID, migrationPreview, assessmentStale,
        constructUnrendered, constructSearchStopped, highlightUnavailable, highlightUnknownLanguage, highlightTooLarge,
        linkBroken, linkAnchor, linkMissingPage, linkDuplicateID,
        aliasInvalid, templateMissing, templateError,
        staleAcceptance, expiredAcceptance,
    ].sorted()
}
