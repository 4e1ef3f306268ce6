import ResolvedModel
import SiteModel

/// What a team's package adds to its builds besides components and page types: checks and output files, run and
/// made in the order given.
public struct SiteAdditions: Sendable, Hashable {
    public var checks: [any SiteWideCheck.Type]
    public var outputs: [any SiteOutput.Type]

    public init(checks: [any SiteWideCheck.Type] = [], outputs: [any SiteOutput.Type] = []) {
        self.checks = checks
        self.outputs = outputs
    }

    /// The codes the checks report, which site.yml's levels and acceptances may name.
    public var codes: [DiagnosticCode] {
        checks.flatMap { $0.codes }
    }

    public static func == (left: SiteAdditions, right: SiteAdditions) -> Bool {
        left.checks.map(ObjectIdentifier.init) == right.checks.map(ObjectIdentifier.init)
            && left.outputs.map(ObjectIdentifier.init) == right.outputs.map(ObjectIdentifier.init)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(checks.map(ObjectIdentifier.init))
        hasher.combine(outputs.map(ObjectIdentifier.init))
    }

    /// Why `output`'s path cannot be written, or nil when it can: it must be a relative path of names, none of
    /// them empty, `.` or `..`, with no backslash or control character.
    public static func problem(withPath path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !path.hasPrefix("/"), !path.hasSuffix("/"),
              parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }),
              !path.unicodeScalars.contains(where: { $0 == "\\" || $0.properties.generalCategory == .control })
        else {
            return "an output's path must be relative to the output folder, a name or names joined by '/', none of them '.' or '..'"
        }
        return nil
    }
}
