import DesignTokens
import SVG

/// A component preview fences can draw. Everything Specimen knows about one lives in the type that conforms:
/// its properties and what they allow, its states and their file names, its accessible label, its drawing, its
/// controls, the sections of the review sheet, and the tokens it paints with. A site learns of it from the
/// ``ComponentRegistry`` it is built with, so a new component is one file and one registration line.
public protocol Component: Sendable, Hashable {
    /// The word a fence starts with (`stepper`).
    static var name: String { get }
    /// Every property a fence may write, in the order state file names list them.
    static var properties: [ComponentProperty] { get }
    /// The properties a control may change. The others change what the component is, not which state it is in.
    static var controllable: [String] { get }

    /// The component a block's properties describe, before ``validate()``: a missing property the component
    /// needs, or a value of the wrong form, is an error at its place.
    init(reading properties: PropertyReader) throws(PreviewError)

    /// Checks the properties together against what the component allows; an error names the property at fault.
    func validate() throws(PreviewError)

    /// What a screen reader announces ("Step 2 of 4").
    var accessibilityLabel: String { get }

    /// The drawing, painted with `tokens`; a token it needs and the site lacks is an error.
    func document(tokens: TokenSet) throws(PreviewError) -> SVGDocument

    /// The control for `property`, its range fitted to the properties that stay fixed (`controlled` names the
    /// ones that do not); a property that cannot be controlled is an error that says which can.
    func control(for property: String, controlled: Set<String>) throws(PreviewError) -> PreviewControl

    /// The value of a controllable property, as its control offers it.
    func value(of property: String) -> PreviewControl.Value

    /// The id links to the preview's states use when the block gives none (`stepper-circular`).
    var defaultID: String { get }

    /// The name the tokens page gives this kind of drawing (`stepper (circular)`).
    var variantName: String { get }

    /// One of each variant, option and state, drawn to find which tokens the component paints with.
    static var tokenSamples: [Self] { get }

    /// The foreground tokens the component draws on background tokens, for the contrast table.
    static var contrastPairs: [ContrastPair] { get }

    /// The pairs of ``contrastPairs`` that this one draws, for the summary of a page that shows it: all of them
    /// unless its variants draw different ones (a stepper's styles).
    var contrastPairsDrawn: [ContrastPair] { get }

    /// The sections `specimen preview sheet` shows: every kind of state, each labelled.
    static var reviewSheet: [ReviewSheetSection] { get }

    /// What the component is, in a line: `specimen preview NAME --help` opens with it.
    static var summary: String { get }

    /// The component's own tokens with the values it draws with where a site's tokens lack them: the members of
    /// the group named after the component, as DTCG JSON (`{"color": {"$type": "color", "fill": {"$value":
    /// "{color.brand.500}"}}}`), which may refer to the palette every component shares (`color/brand/…`,
    /// `color/neutral/…`, `space/…`, `state/…`, `font/family/base`). A site without token files draws with them; a
    /// site whose tokens lack some fills those in, with one warning. Nil when the component has none.
    static var defaultTokens: String? { get }
}

extension Component {
    public static var summary: String {
        "The \(name) component."
    }

    public static var defaultTokens: String? {
        nil
    }

    public var contrastPairsDrawn: [ContrastPair] {
        Self.contrastPairs
    }
}
