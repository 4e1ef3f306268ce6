import DesignTokens
import SVG

/// The components a site's preview fences may name. A site is built with ``standard`` unless its builder adds
/// its own: `ComponentRegistry.standard.adding(Toggle.self)`.
public struct ComponentRegistry: Sendable, Hashable {
    /// The components Specimen ships: the stepper (bullet, dash and circular styles) and the slider.
    public static let standard = ComponentRegistry([Stepper.self, Slider.self])

    /// The components, in the order their contrast pairs and review-sheet sections are listed.
    public let types: [any Component.Type]

    /// - Parameter types: the components; a later one with the name of an earlier one replaces it.
    public init(_ types: [any Component.Type]) {
        var kept: [any Component.Type] = []
        for type in types {
            if let earlier = kept.firstIndex(where: { $0.name == type.name }) {
                kept[earlier] = type
            } else {
                kept.append(type)
            }
        }
        self.types = kept
    }

    /// These components and `type`.
    public func adding(_ type: any Component.Type) -> ComponentRegistry {
        ComponentRegistry(types + [type])
    }

    /// The names fences may start with, in alphabetical order.
    public var names: [String] {
        types.map { $0.name }.sorted()
    }

    /// The component fences call `name`.
    public func type(named name: String) -> (any Component.Type)? {
        types.first { $0.name == name }
    }

    /// Builds and checks the component a block describes. Errors carry the line and column of the property.
    public func preview(from block: PreviewBlock) throws(PreviewError) -> Preview {
        guard let type = type(named: block.component) else {
            throw PreviewError(value: block.component,
                message: "unknown component '\(block.component)'; allowed: \(names.joined(separator: ", "))",
                line: block.componentLine, column: block.componentColumn)
        }
        return try Preview.make(type, from: block)
    }

    /// The focus ring every component draws with ``InteractionMarks``, on the page.
    static let interactionContrastPairs = [
        ContrastPair(what: "Focus ring on the page", foreground: "state/focus-ring", background: "page/background", kind: .graphic),
    ]

    /// Every pair the components draw, foreground token on background token.
    public var contrastPairs: [ContrastPair] {
        types.flatMap { $0.contrastPairs } + Self.interactionContrastPairs
    }

    /// The review sheet's sections, component by component.
    public var reviewSheet: [ReviewSheetSection] {
        types.flatMap { $0.reviewSheet }
    }

    /// Which components draw with each token: token path → variant names (`stepper (circular)`, `slider`),
    /// found by drawing each component's ``Component/tokenSamples`` with `tokens`.
    public func tokenUsage(tokens: TokenSet) -> [String: [String]] {
        var usage: [String: Set<String>] = [:]
        for type in types {
            for sample in type.tokenSamples {
                guard let document = try? sample.document(tokens: tokens) else { continue }
                let name = sample.variantName
                var stack = document.children
                while let element = stack.popLast() {
                    for attribute in ["data-fill-token", "data-stroke-token"] {
                        if let path = element.attributes[attribute] {
                            usage[path, default: []].insert(name)
                        }
                    }
                    for case let .element(child) in element.children {
                        stack.append(child)
                    }
                }
            }
        }
        return usage.mapValues { $0.sorted() }
    }

    public static func == (left: ComponentRegistry, right: ComponentRegistry) -> Bool {
        left.types.map(ObjectIdentifier.init) == right.types.map(ObjectIdentifier.init)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(types.map(ObjectIdentifier.init))
    }
}
