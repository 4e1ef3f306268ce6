import DesignTokens
import SVG

/// Draws previews as SVG from their properties and the site's design tokens.
public struct PreviewRenderer: Sendable {
    /// The site's tokens.
    public let tokens: TokenSet
    /// The components fences may name.
    public let components: ComponentRegistry

    /// - Parameters:
    ///   - tokens: the site's tokens.
    ///   - components: the components fences may name.
    public init(tokens: TokenSet, components: ComponentRegistry = .standard) {
        self.tokens = tokens
        self.components = components
    }

    /// The drawing of a validated preview.
    public func document(for preview: Preview) throws(PreviewError) -> SVGDocument {
        try preview.document(tokens: tokens)
    }

    /// The preview as standalone SVG text.
    public func svg(for preview: Preview) throws(PreviewError) -> String {
        SVGWriter.write(try document(for: preview))
    }

    /// The component a block describes, checked.
    public func preview(from block: PreviewBlock) throws(PreviewError) -> Preview {
        try components.preview(from: block)
    }

    /// Parses, checks and draws a preview block in one step.
    /// - Parameters:
    ///   - info: the info string after `preview`.
    ///   - body: the block's text.
    public func svg(info: String, body: String) throws(PreviewError) -> String {
        try svg(for: preview(from: PreviewBlock.parse(info: info, body: body, components: components)))
    }
}
