/// How a site wants its findings reported: the level site.yml sets for a code (`diagnostics:`), and the findings
/// site.yml and the pages accept (`accept:`), as of the day the build runs.
public struct FindingPolicy: Sendable, Hashable {
    /// What a finding of a code is reported as.
    public enum Level: String, Sendable, Hashable, CaseIterable {
        case error
        case warning
        /// Not reported at all.
        case off
    }

    /// The level of each code site.yml sets one for; the others keep the level the build gives them.
    public var levels: [DiagnosticCode: Level] = [:]
    /// Every acceptance: site.yml's, then each page's, in page order.
    public let acceptances: [FindingAcceptance]
    /// The day the build runs: an acceptance past its expiry no longer accepts.
    public var today: CalendarDay
    /// The positions in ``acceptances`` of those with each code and subject (no subject for those by page), so
    /// that a finding is matched against its few candidates, not every acceptance a large site.yml lists.
    private let candidates: [Key: [Int]]

    private struct Key: Sendable, Hashable {
        var code: DiagnosticCode
        var subject: String?
    }

    public init(levels: [DiagnosticCode: Level] = [:], acceptances: [FindingAcceptance] = [], today: CalendarDay) {
        self.levels = levels
        self.acceptances = acceptances
        self.today = today
        var candidates: [Key: [Int]] = [:]
        for (index, acceptance) in acceptances.enumerated() {
            candidates[Key(code: acceptance.code, subject: acceptance.subject), default: []].append(index)
        }
        self.candidates = candidates
    }

    /// The positions of the acceptances that match `diagnostic`, in the order they are written.
    public func matches(_ diagnostic: Diagnostic) -> [Int] {
        let bySubject = diagnostic.subject.map { candidates[Key(code: diagnostic.code, subject: $0)] ?? [] } ?? []
        let byPage = candidates[Key(code: diagnostic.code, subject: nil)] ?? []
        return (bySubject + byPage).sorted().filter { acceptances[$0].matches(diagnostic) }
    }

    /// The acceptance of a finding of `code` about `subject`, when one accepts it today: for pages that show the
    /// finding marked known.
    public func known(_ code: DiagnosticCode, subject: String) -> FindingAcceptance? {
        (candidates[Key(code: code, subject: subject)] ?? []).lazy.map { acceptances[$0] }.first { !$0.hasExpired(on: today) }
    }

    /// Reads site.yml's `diagnostics:`, a mapping of codes to levels; each problem is reported at its place.
    static func levels(_ value: YAMLValue, ownCodes: [DiagnosticCode] = [], into diagnostics: inout Diagnostics) -> [DiagnosticCode: Level] {
        guard let mapping = value.node.mapping else {
            diagnostics.append(.error(.configValue, at: value.location,
                "diagnostics must be a mapping of codes to levels, such as {front-matter.unknown-key: off}; found \(value.node.kindDescription)"))
            return [:]
        }
        var levels: [DiagnosticCode: Level] = [:]
        let allowed = Level.allCases.map(\.rawValue).joined(separator: ", ")
        for (keyNode, levelNode) in mapping {
            let location = value.source.location(keyNode.mark)
            guard let name = keyNode.scalar?.string, let code = DiagnosticCode.named(name, among: ownCodes) else {
                let name = keyNode.scalar?.string ?? ""
                let hint = DiagnosticCode.suggestion(for: name).map { "did you mean '\($0)'? " } ?? ""
                diagnostics.append(.error(.configValue, at: location, "unknown code '\(name)'; \(hint)specimen explain lists every code"))
                continue
            }
            guard code.isFinding else {
                diagnostics.append(.error(.configValue, at: location,
                    "the level of '\(name)' cannot be set: it says Specimen could not read or write the site, and is always an error"))
                continue
            }
            guard let text = levelNode.scalar?.string, let level = Level(rawValue: text) else {
                diagnostics.append(.error(.configValue, at: value.source.location(levelNode.mark),
                    "the level of '\(name)' is not one; allowed: \(allowed)"))
                continue
            }
            levels[code] = level
        }
        return levels
    }
}
