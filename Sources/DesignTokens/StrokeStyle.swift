/// How a line is drawn: a CSS border style, or dashes of given lengths.
public enum StrokeStyle: Sendable, Hashable {
    /// `solid`, `dashed`, `dotted`, `double`, `groove`, `ridge`, `outset` or `inset`.
    case keyword(String)
    /// Dash and gap lengths in pixels, repeated, and how each dash ends: `round`, `butt` or `square`.
    case dashes([Double], lineCap: String)

    /// The keywords the Format module allows.
    public static let keywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    /// The line caps the Format module allows.
    public static let lineCaps = ["round", "butt", "square"]
}
