import DesignTokens
import SVG

/// Draws previews as SVG from their properties and the site's design tokens.
public struct PreviewRenderer: Sendable {
    /// The site's tokens.
    public let tokens: TokenSet

    /// - Parameter tokens: the site's tokens.
    public init(tokens: TokenSet) {
        self.tokens = tokens
    }

    /// The drawing of a validated preview.
    public func document(for preview: Preview) throws(PreviewError) -> SVGDocument {
        switch preview {
        case let .stepper(stepper):
            switch stepper.style {
            case .bullet: try BulletStepperLayout(stepper, tokens: tokens).document()
            case .circular: try CircularStepperLayout(stepper, tokens: tokens).document()
            case .dash: try DashStepperLayout(stepper, tokens: tokens).document()
            }
        case let .slider(slider):
            try SliderLayout(slider, tokens: tokens).document()
        }
    }

    /// The preview as standalone SVG text.
    public func svg(for preview: Preview) throws(PreviewError) -> String {
        SVGWriter.write(try document(for: preview))
    }

    /// Parses, checks and draws a preview block in one step.
    /// - Parameters:
    ///   - info: the info string after `preview`.
    ///   - body: the block's text.
    public func svg(info: String, body: String) throws(PreviewError) -> String {
        try svg(for: Preview.make(from: PreviewBlock.parse(info: info, body: body)))
    }
}
