/// A foreground the previews draw on a background, for the contrast table: what is drawn, with which tokens,
/// and which WCAG minimum applies.
public struct ContrastPair: Sendable, Hashable {
    /// Text needs 4.5:1 (WCAG 1.4.3); other graphics that carry meaning need 3:1 (WCAG 1.4.11).
    public enum Kind: String, Sendable, Hashable {
        case text
        case graphic

        /// The minimum ratio.
        public var minimum: Double {
            self == .text ? 4.5 : 3
        }

        /// The minimum as pages show it (`3:1`).
        public var minimumText: String {
            (self == .text ? "4.5" : "3") + ":1"
        }

        /// The minimum in words, as a sentence ends with it: `the 3:1 a graphic needs`.
        public var requirement: String {
            self == .text ? "the 4.5:1 text needs" : "the 3:1 a graphic needs"
        }

        /// The WCAG success criterion that sets the minimum.
        public var guideline: String {
            self == .text ? "WCAG 1.4.3" : "WCAG 1.4.11"
        }
    }

    /// What is drawn on what ("Bullet current dot on the page").
    public var what: String
    public var foreground: String
    public var background: String
    public var kind: Kind

    /// - Parameters: as the properties.
    public init(what: String, foreground: String, background: String, kind: Kind) {
        self.what = what
        self.foreground = foreground
        self.background = background
        self.kind = kind
    }
}
