/// The page types a build knows, each found by its template.
public struct PageTypeRegistry: Sendable, Hashable {
    /// The page types Specimen ships.
    public static let standard = PageTypeRegistry([
        DashboardPage.self, TokensPage.self, MigrationPage.self, StickerSheetPage.self, SectionPage.self, NotFoundPage.self,
    ])

    /// The types, in the order their generated pages are made.
    public let types: [any PageType.Type]

    /// - Parameter types: the page types; a later one with the template of an earlier one replaces it.
    public init(_ types: [any PageType.Type]) {
        var kept: [any PageType.Type] = []
        for type in types {
            if let earlier = kept.firstIndex(where: { $0.template == type.template }) {
                kept[earlier] = type
            } else {
                kept.append(type)
            }
        }
        self.types = kept
    }

    /// These page types and `type`.
    public func adding(_ type: any PageType.Type) -> PageTypeRegistry {
        PageTypeRegistry(types + [type])
    }

    /// The page type whose template is `template`, or nil for a page that reads nothing but itself.
    public func type(rendering template: String) -> (any PageType.Type)? {
        types.first { $0.template == template }
    }

    public static func == (left: PageTypeRegistry, right: PageTypeRegistry) -> Bool {
        left.types.map(ObjectIdentifier.init) == right.types.map(ObjectIdentifier.init)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(types.map(ObjectIdentifier.init))
    }

    /// The templates of the page types that bring their own (``PageType/defaultTemplate``), by template name,
    /// for each template `theme` lacks.
    package func defaultTemplates(missingFrom theme: Set<String>) -> [(name: String, text: String)] {
        types.compactMap { type in
            guard !theme.contains(type.template), let text = type.defaultTemplate else { return nil }
            return (type.template, text)
        }
    }
}
