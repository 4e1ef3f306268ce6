/// The diagnostics of one build, collected from every stage and handed out sorted.
public struct Diagnostics: Sendable, Hashable {
    private var items: [Diagnostic] = []

    /// An empty collection.
    public init() {}

    /// Adds one diagnostic.
    public mutating func append(_ diagnostic: Diagnostic) {
        items.append(diagnostic)
    }

    /// Adds several diagnostics.
    public mutating func append(contentsOf diagnostics: some Sequence<Diagnostic>) {
        items.append(contentsOf: diagnostics)
    }

    /// Every diagnostic, sorted by path, line, column, severity and message, repeats removed.
    public var sorted: [Diagnostic] {
        Array(Set(items)).sorted()
    }

    /// Makes every warning an error (`--strict`).
    public mutating func promoteWarnings() {
        for index in items.indices where items[index].severity == .warning {
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
        items.count { $0.severity == .warning }
    }
}
