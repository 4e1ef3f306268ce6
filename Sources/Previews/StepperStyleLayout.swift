import DesignTokens
import SVG

/// One style of the stepper, defined in one file by its layout: the step counts and states it supports, its
/// own option, the tokens it draws on each other, its part of the review sheet, and its drawing.
protocol StepperStyleLayout: Sendable {
    /// The step counts the style supports.
    static var stepRange: ClosedRange<Int> { get }
    /// The interaction states the style has.
    static var states: [InteractionState] { get }
    /// Whether lines may join neighbouring steps (`connector`).
    static var drawsConnector: Bool { get }
    /// The property only this style has, and its control's label.
    static var ownOption: (property: String, label: String) { get }
    /// The foreground tokens the style draws on background tokens.
    static var contrastPairs: [ContrastPair] { get }
    /// The review sheet's drawings of the style's own option, at steps 5, current 3.
    static var reviewSheetOptions: [ReviewSheetSection.Item] { get }

    /// Reads the tokens the style draws with.
    /// - Parameters:
    ///   - stepper: a validated stepper of this style.
    ///   - tokens: the site's tokens.
    init(_ stepper: Stepper, tokens: TokenSet) throws(PreviewError)

    /// The drawing.
    func document() -> SVGDocument
}
