import ResolvedModel
import SiteModel

/// A check a team adds to its build in one file, as it adds a component or a page type, and registers in its
/// package's command (`Specimen.main(components:pageTypes:checks:outputs:)`);
/// `Examples/DesignDocs/Sources/Checks/ChangelogCheck.swift` is the example. It is made once per build and checks
/// the resolved site (every page placed with its facts, the tokens, the contrast of what the previews draw) before
/// anything is written. It reports as Specimen's own checks do: a ``Diagnostic`` at the place in the sources that
/// causes it, with one of its ``SiteCheck/codes`` (made with ``DiagnosticCode/own(_:_:)``), each finding with the
/// ``Diagnostic/subject`` it is about. A warning is listed with the build's, in site.json too, and fails a
/// `--strict` build; an error fails the build and leaves the previous output as it was.
public protocol SiteWideCheck: SiteCheck where Subject == ResolvedSite, Outcome == Void {
    init()
}
