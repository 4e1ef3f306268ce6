import DesignTokens
import Previews

/// What a component's assessment looks at, in a form that says what changed: every preview its page draws, each
/// as written in one line, and the value of every token those previews paint with and its token table names.
///
/// It is made of what the team writes, the preview fences and the token values, never of the SVG Specimen draws
/// from them: the same Content/ gives the same fingerprint on every machine (no clock, no path, no float formatted
/// by the platform) and with every Specimen version (a change to how Specimen draws a stepper redraws no
/// assessment; a change to the stepper's fence or its tokens does).
public struct AssessmentFingerprint: Sendable, Hashable {
    /// Each preview the page draws, as written in one line (`slider value=40 (controls value, state)`), sorted,
    /// each once: the front matter's, each fence's and each inline one's.
    public var drawn: [String]
    /// Token path → its value as the tokens page shows it, with each mode's where it differs
    /// (`#005CE5 (dark #6F9DFF)`); `undefined` for a path the tokens lack.
    public var tokens: [String: String]

    public init(drawn: [String], tokens: [String: String]) {
        self.drawn = Array(Set(drawn)).sorted()
        self.tokens = tokens
    }

    /// The fingerprint of `previews` (each as written in one line) and `tokenPaths` valued in `tokens`.
    package init(previews: [String], tokenPaths: Set<String>, tokens: TokenSet) {
        let modes = tokens.modes.map { ($0, tokens.inMode($0)) }
        var values: [String: String] = [:]
        for path in tokenPaths {
            guard let token = tokens[path] else {
                values[path] = "undefined"
                continue
            }
            let text = token.value.text
            let others = modes.compactMap { mode, set in
                set[path].map(\.value.text).flatMap { $0 == text ? nil : "\(mode) \($0)" }
            }
            values[path] = others.isEmpty ? text : text + " (" + others.joined(separator: ", ") + ")"
        }
        self.init(drawn: previews, tokens: values)
    }

    /// The lines of front matter that record it as assessed on `day`: `assessed:` and what is under it.
    public func frontMatterLines(assessedOn day: CalendarDay) -> [String] {
        var lines = ["assessed:", "  date: \(day)"]
        lines.append(drawn.isEmpty ? "  drawn: []" : "  drawn:")
        lines += drawn.map { "    - " + YAMLBlockEdit.quoted($0) }
        lines.append(tokens.isEmpty ? "  tokens: {}" : "  tokens:")
        lines += tokens.sorted { $0.key < $1.key }.map { "    " + YAMLBlockEdit.quoted($0.key) + ": " + YAMLBlockEdit.quoted($0.value) }
        return lines
    }

    /// What differs in `self` (today) from `stamped` (when it was assessed).
    public func changes(since stamped: AssessmentFingerprint) -> AssessmentChanges {
        let before = Set(stamped.drawn), now = Set(drawn)
        var changes = AssessmentChanges()
        changes.newlyDrawn = drawn.filter { !before.contains($0) }
        changes.noLongerDrawn = stamped.drawn.filter { !now.contains($0) }
        for path in Set(stamped.tokens.keys).union(tokens.keys).sorted() where stamped.tokens[path] != tokens[path] {
            changes.tokens.append(.init(path: path, was: stamped.tokens[path], now: tokens[path]))
        }
        return changes
    }
}

/// How a component's drawings and tokens differ from when it was assessed.
public struct AssessmentChanges: Sendable, Hashable {
    /// A token whose value, or whose use, changed: `was` nil for a token the drawings paint with since, `now` nil
    /// for one they no longer do.
    public struct TokenChange: Sendable, Hashable {
        public var path: String
        public var was: String?
        public var now: String?
    }

    /// Previews drawn now that were not when it was assessed (a fence added or edited).
    public var newlyDrawn: [String] = []
    /// Previews drawn then that are not now.
    public var noLongerDrawn: [String] = []
    public var tokens: [TokenChange] = []

    /// Whether nothing changed.
    public var isEmpty: Bool {
        newlyDrawn.isEmpty && noLongerDrawn.isEmpty && tokens.isEmpty
    }

    /// Each change in a phrase, drawings first: `drawn since: slider value=40`, `slider/color/fill #005ce5 → #0047b3`.
    public var phrases: [String] {
        newlyDrawn.map { "drawn since: \($0)" } + noLongerDrawn.map { "no longer drawn: \($0)" } + tokens.map { change in
            switch (change.was, change.now) {
            case let (was?, now?): "\(change.path) \(was) → \(now)"
            case let (nil, now?): "\(change.path) painted since (\(now))"
            case let (was?, nil): "\(change.path) no longer painted (was \(was))"
            case (nil, nil): change.path
            }
        }
    }
}

/// A component's assessment as its front matter records it (`assessed:`): the day, and the fingerprint then.
public struct AssessmentStamp: Sendable, Hashable {
    public var date: CalendarDay
    public var fingerprint: AssessmentFingerprint
    /// Where `assessed:` is written.
    public var location: SourceLocation
}

/// Whether a component's assessment still describes what its page draws.
public enum AssessmentStatus: Sendable, Hashable {
    /// No `assessed:` in the front matter.
    case notStamped
    /// Stamped on the day, and nothing it looked at has changed since.
    case current(CalendarDay)
    /// Stamped on the day, and redrawn since.
    case stale(CalendarDay, AssessmentChanges)
}

extension PreviewBlock {
    /// The block in one line, as a reader would write it: `slider value=40 max=100 (controls value, state)`.
    package var oneLine: String {
        ([component] + properties.map { $0.key + "=" + $0.value }).joined(separator: " ")
            + (controls.isEmpty ? "" : " (controls " + controls.joined(separator: ", ") + ")")
    }
}
