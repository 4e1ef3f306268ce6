/// A check of what a site says against what Specimen computes or finds. Every check has this one shape: a value
/// made from what is the same for the whole site (the tokens, the site, the settings), which checks one subject at
/// a time (a block of text, the pages, a component's facts, the built pages' readings), reports what it finds to
/// the build's diagnostics, and gives back what the stage that runs it needs besides (a claim's computed value to
/// show beside it, the link check's memo). `SiteChecks` in SiteBuilder lists every check with the stage it runs in.
public protocol SiteCheck: Sendable {
    /// What one call checks.
    associatedtype Subject
    /// What a call gives back besides its findings; `Void` for most.
    associatedtype Outcome = Void

    /// The check's name, as the findings guide lists it (`contrast`).
    static var name: String { get }
    /// What it checks, in a line.
    static var summary: String { get }
    /// The codes of what it reports: findings, and the errors a site with a wrong reference has.
    static var codes: [DiagnosticCode] { get }

    /// Checks `subject`, reporting what it finds to `diagnostics`.
    func check(_ subject: Subject, into diagnostics: inout Diagnostics) -> Outcome
}
