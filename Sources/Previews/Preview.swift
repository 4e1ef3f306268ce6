import DesignTokens
import SVG

/// A component to draw, with every property checked.
public struct Preview: Sendable, Hashable {
    /// The component and its properties.
    public let component: any Component

    /// - Parameter component: a component whose ``Component/validate()`` passed.
    public init(_ component: some Component) {
        self.component = component
    }

    /// The numbers any property may hold before its component checks what it allows: wide enough that every
    /// component's own check speaks first, narrow enough that no drawing computed from them overflows.
    public static let numberRange: ClosedRange<Double> = -1_000_000_000...1_000_000_000

    /// The screen-reader label: "Step 2 of 4", "40 percent".
    public var accessibilityLabel: String {
        component.accessibilityLabel
    }

    /// The largest width or height a drawing may have, in pixels.
    public static let sizeLimit = 100_000.0

    /// The drawing, painted with `tokens`. A drawing without a finite size above 0 (a component that computed
    /// NaN, or nothing) is an error that names the component, rather than a blank box.
    public func document(tokens: TokenSet) throws(PreviewError) -> SVGDocument {
        let document = try component.document(tokens: tokens)
        let sizes = [document.width, document.height]
        guard sizes.allSatisfy({ $0.isFinite && $0 > 0 && $0 <= Self.sizeLimit }) else {
            let shown = sizes.map { $0.isFinite ? PreviewError.quote($0) : String($0) }.joined(separator: " × ")
            throw PreviewError.inInfoString("component '\(type(of: component).name)' drew '\(accessibilityLabel)' \(shown) px; a drawing's width and height must be finite, above 0 and at most \(PreviewError.quote(Self.sizeLimit)): the component's document(tokens:) is at fault", property: nil)
        }
        return document
    }

    public static func == (left: Preview, right: Preview) -> Bool {
        AnyHashable(left.component) == AnyHashable(right.component)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(component))
    }

    /// Builds and checks the component `type` from a block. Errors carry the line and column of the property.
    static func make(_ type: any Component.Type, from block: PreviewBlock) throws(PreviewError) -> Preview {
        let allowed = type.properties.map(\.name)
        // Before any property is required: a misspelt one is the cause of the missing one.
        if let unknown = block.properties.first(where: { !allowed.contains($0.key) }) {
            let hint = Suggestion.closest(to: unknown.key, in: allowed).map { "did you mean '\($0)'? " } ?? ""
            throw PreviewError(property: unknown.key, value: unknown.value,
                message: "unknown property '\(unknown.key)' for \(block.component); \(hint)allowed: \(allowed.joined(separator: ", "))",
                line: unknown.line, column: unknown.column)
        }
        let component = try type.init(reading: PropertyReader(block: block))
        for control in block.controls where !allowed.contains(control) {
            throw PreviewError.inInfoString(
                "controls names '\(control)', which \(block.component) does not have; allowed: \(allowed.joined(separator: ", "))",
                value: control)
        }
        do {
            try component.validate()
        } catch {
            var located = error
            if let property = error.property, let written = block.properties.first(where: { $0.key == property }) {
                located.line = written.line
                located.column = written.column
            } else {
                located.line = block.componentLine
                located.column = block.componentColumn
            }
            throw located
        }
        return Preview(component)
    }
}
