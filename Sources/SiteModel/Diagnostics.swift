/// The diagnostics of one build, collected from every stage and handed out sorted.
public struct Diagnostics: Sendable, Hashable {
    private var items: [Diagnostic] = []
    /// The site's levels and acceptances, once it has been read.
    private var policy: FindingPolicy?
    /// The findings an acceptance took, not reported.
    private var acceptedItems: [Diagnostic] = []
    /// Which of the policy's acceptances took a finding, and which matched one but had expired.
    private var matched: Set<Int> = []
    private var expired: Set<Int> = []
    /// Where the findings are that site.yml sets off or an acceptance takes: the warnings that follow from one of
    /// them (``Diagnostic/cause``) go with it, since what a team keeps as it is, it keeps with its consequences.
    private var silencedCauses: Set<SourceLocation> = []

    /// An empty collection.
    public init() {}

    /// Adds one diagnostic: under the site's policy, once it has one, a finding takes the level site.yml sets for
    /// its code (or is left out, at `off`), and a finding an acceptance takes is counted, not reported.
    public mutating func append(_ diagnostic: Diagnostic) {
        guard let policy, diagnostic.code.isFinding else {
            items.append(diagnostic)
            return
        }
        var diagnostic = diagnostic
        switch policy.levels[diagnostic.code] {
        case .off?:
            silencedCauses.insert(diagnostic.location)
            return
        case .error? where !diagnostic.onlyAsCause: diagnostic.severity = .error
        case .warning?: diagnostic.severity = .warning
        case .error?, nil: break
        }
        for index in policy.matches(diagnostic) {
            if policy.acceptances[index].hasExpired(on: policy.today) {
                expired.insert(index)
                continue
            }
            matched.insert(index)
            acceptedItems.append(diagnostic)
            silencedCauses.insert(diagnostic.location)
            return
        }
        items.append(diagnostic)
    }

    /// Applies the site's policy to what was collected before it was read, and to all that follows.
    public mutating func adopt(_ policy: FindingPolicy) {
        self.policy = policy
        let collected = items
        items = []
        for diagnostic in collected {
            append(diagnostic)
        }
    }

    /// The site's policy, once adopted, with which of its acceptances took a finding of this build and which
    /// matched one past its expiry: what ``AcceptanceCheck`` reads once every stage that finds anything has run.
    public var acceptanceUse: AcceptanceCheck.Use? {
        policy.map { AcceptanceCheck.Use(policy: $0, matched: matched, expired: expired) }
    }

    /// The findings acceptances took, sorted, repeats removed.
    public var accepted: [Diagnostic] {
        Set(acceptedItems).sorted()
    }

    /// Adds several diagnostics.
    public mutating func append(contentsOf diagnostics: some Sequence<Diagnostic>) {
        for diagnostic in diagnostics {
            append(diagnostic)
        }
    }

    /// Every diagnostic, sorted by path, line, column, severity and message, repeats removed, and root causes
    /// first: a diagnostic that only follows from another reported here (see ``Diagnostic/cause``) is folded
    /// into that one's message as a count, and the causes come before the rest. A warning that an error follows
    /// from becomes an error naming the first place that needs it.
    public var sorted: [Diagnostic] {
        // A root is an error, or a warning that others follow from (a token no page needs is a warning, and so are
        // the aliases that lead to it; one a preview needs is the error it causes).
        // One told only as a cause is left out, with the warnings that follow from it, unless an error does.
        let items = items.filter { !isSilenced($0) }
        let errorCauses = Set(items.filter { $0.severity == .error }.compactMap(\.cause))
        let quiet = Set(items.filter { $0.onlyAsCause && !errorCauses.contains($0.location) }.map(\.location))
        let unique = Set(items.filter { !($0.onlyAsCause && quiet.contains($0.location)) && !($0.cause.map(quiet.contains) ?? false) })
        let causes = Set(unique.compactMap(\.cause))
        let roots = Dictionary(unique.filter { $0.cause == nil && ($0.severity == .error || causes.contains($0.location)) }
            .map { ($0.location, $0) }, uniquingKeysWith: min)
        var kept: [Diagnostic] = []
        var followers: [SourceLocation: [Diagnostic]] = [:]
        for diagnostic in unique {
            if let cause = diagnostic.cause, roots[cause] != nil {
                followers[cause, default: []].append(diagnostic)
            } else {
                kept.append(diagnostic)
            }
        }
        var folded: [Diagnostic] = []
        for (location, followers) in followers {
            guard let root = roots[location], let index = kept.firstIndex(of: root) else { continue }
            kept.remove(at: index)
            folded.append(Self.fold(followers, into: root))
        }
        return folded.sorted() + kept.sorted()
    }

    /// `root` with `; 12 errors and 2 warnings in 3 files follow from it and are not shown` added (or `1 error
    /// in 1 file follows from it and is not shown`).
    /// A warning that errors follow from becomes an error that names the first place that needs it.
    private static func fold(_ followers: [Diagnostic], into root: Diagnostic) -> Diagnostic {
        var root = root
        if root.severity == .warning, let first = followers.filter({ $0.severity == .error }).min() {
            root.severity = .error
            root.isNeeded = true
            root.message += "; \(first.location) needs it"
        }
        let errors = followers.count { $0.severity == .error }
        let warnings = followers.count - errors
        let counts = [errors > 0 ? Wording.count(errors, "error") : nil, warnings > 0 ? Wording.count(warnings, "warning") : nil]
            .compactMap { $0 }.joined(separator: " and ")
        let files = Set(followers.map(\.location.path)).count
        var folded = root
        let verbs = followers.count == 1 ? "follows from it and is" : "follow from it and are"
        folded.message += "; \(counts) in \(Wording.count(files, "file")) \(verbs) not shown"
        return folded
    }

    /// Makes every warning an error (`--strict`).
    public mutating func promoteWarnings() {
        // What is told only as a cause, and the warnings that follow from it, are not made errors of their own.
        let quiet = Set(items.filter(\.onlyAsCause).map(\.location))
        for index in items.indices where items[index].severity == .warning && !items[index].onlyAsCause
            && !(items[index].cause.map(quiet.contains) ?? false) && !isSilenced(items[index]) {
            items[index].severity = .error
        }
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool {
        items.contains { $0.severity == .error }
    }

    /// How many errors there are.
    public var errorCount: Int {
        items.count { $0.severity == .error }
    }

    /// How many warnings there are.
    public var warningCount: Int {
        items.count { $0.severity == .warning && !$0.onlyAsCause && !isSilenced($0) }
    }

    /// Whether `diagnostic` is a warning that follows from a finding site.yml sets off or an acceptance takes.
    private func isSilenced(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .warning && (diagnostic.cause.map(silencedCauses.contains) ?? false)
    }
}
