/// A finding a team has decided to live with, for now, with the reason: one entry of site.yml's `accept:` or of a
/// page's. An accepted finding is no warning and does not fail `--strict`, but the pages still show it, marked
/// known with the reason.
public struct FindingAcceptance: Sendable, Hashable {
    /// The finding's code; only findings (``DiagnosticCode/isFinding``) can be accepted.
    public var code: DiagnosticCode
    /// What the finding is about (`a/fg on a/bg`, a link as written, a key); nil accepts every finding of the code
    /// on ``page``.
    public var subject: String?
    /// The file the finding is reported at, as diagnostics print it (`Content/components/slider.md`); nil for any.
    /// A page's own acceptances without a subject are for that page.
    public var page: String?
    /// Why the team lives with it.
    public var reason: String
    /// The day after which it is reported again, if any.
    public var expires: CalendarDay?
    /// Where the work to fix it is tracked (an issue's URL), if anywhere.
    public var issue: String?
    /// Where the acceptance is written.
    public var location: SourceLocation

    public init(code: DiagnosticCode, subject: String?, page: String?, reason: String, expires: CalendarDay? = nil,
                issue: String? = nil, location: SourceLocation) {
        self.code = code
        self.subject = subject
        self.page = page
        self.reason = reason
        self.expires = expires
        self.issue = issue
        self.location = location
    }

    /// Whether it accepts `diagnostic`: the same code, and the same subject and file where it names them.
    public func matches(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.code == code
            && (subject == nil || diagnostic.subject == subject)
            && (page == nil || diagnostic.location.path == page)
    }

    /// Whether `day` is past its expiry.
    public func hasExpired(on day: CalendarDay) -> Bool {
        expires.map { $0 < day } ?? false
    }

    /// What it accepts, for messages: `contrast.graphic 'a on b'`, `link.broken on Content/x.md`.
    public var named: String {
        code.name + (subject.map { " '\($0)'" } ?? "") + (page.map { " on \($0)" } ?? "")
    }

    /// The keys an acceptance may have.
    static let keys = ["code", "subject", "page", "reason", "expires", "issue"]

    /// The acceptances of `accept:`, a list of mappings; each problem is reported at its place.
    /// - Parameters:
    ///   - value: the list.
    ///   - contentPath: the content folder, which `page:` is relative to.
    ///   - page: the page whose front matter holds the list, as diagnostics print it; nil for site.yml.
    ///   - ownCodes: the codes of a team's own checks, which the list may name too.
    static func read(_ value: YAMLValue, contentPath: String, page: String?, ownCodes: [DiagnosticCode] = [],
                     into diagnostics: inout Diagnostics) -> [FindingAcceptance] {
        var accepted: [FindingAcceptance] = []
        for item in value.sequence("accept", into: &diagnostics) ?? [] {
            guard let fields = item.mapping("an accepted finding", allowed: keys, required: ["code", "reason"], into: &diagnostics),
                  let codeValue = fields["code"], let name = codeValue.text("code", into: &diagnostics),
                  let reason = fields["reason"]?.text("reason", into: &diagnostics)
            else { continue }
            guard let code = DiagnosticCode.named(name, among: ownCodes) else {
                let hint = DiagnosticCode.suggestion(for: name).map { "did you mean '\($0)'? " } ?? ""
                diagnostics.append(.error(.configValue, at: codeValue.location,
                    "unknown code '\(name)'; \(hint)specimen explain lists every code"))
                continue
            }
            guard code.isFinding else {
                diagnostics.append(.error(.configValue, at: codeValue.location,
                    "'\(name)' cannot be accepted: it says Specimen could not read or write the site; fix it instead"))
                continue
            }
            let subject = fields["subject"]?.text("subject", into: &diagnostics)
            var filePath = page
            if let pageValue = fields["page"], let written = pageValue.text("page", into: &diagnostics) {
                guard page == nil else {
                    diagnostics.append(.error(.configValue, at: pageValue.location,
                        "an acceptance in a page's front matter is for that page; leave out 'page'"))
                    continue
                }
                filePath = contentPath.isEmpty ? written : contentPath + "/" + written
            }
            if page == nil, subject == nil, filePath == nil {
                diagnostics.append(.error(.configValue, at: item.location,
                    "an acceptance in site.yml names a subject or a page, so that it accepts one finding, not every "
                        + "'\(name)'; to silence the code, set its level: diagnostics: {\(name): off}"))
                continue
            }
            var expires: CalendarDay?
            if let expiresValue = fields["expires"], let text = expiresValue.text("expires", into: &diagnostics) {
                guard let day = CalendarDay(text) else {
                    diagnostics.append(.error(.configValue, at: expiresValue.location,
                        "expires '\(text)' is not a day; write it as YYYY-MM-DD, such as 2027-06-30"))
                    continue
                }
                expires = day
            }
            var issue: String?
            if let issueValue = fields["issue"], let text = issueValue.text("issue", into: &diagnostics) {
                guard text.hasPrefix("https://") || text.hasPrefix("http://"), !text.contains(where: \.isWhitespace) else {
                    diagnostics.append(.error(.configValue, at: issueValue.location,
                        "issue '\(text)' is not a web address; write the issue's URL, such as https://github.com/org/repo/issues/12"))
                    continue
                }
                issue = text
            }
            // A page's acceptance of a subject accepts it wherever it is reported: a colour pair is reported at
            // its token, not at the page that draws it.
            accepted.append(FindingAcceptance(code: code, subject: subject, page: page != nil && subject != nil ? nil : filePath,
                                              reason: reason, expires: expires, issue: issue, location: item.location))
        }
        return accepted
    }
}
