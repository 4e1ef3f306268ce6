/// A section of the review sheet (`specimen preview sheet`): one kind of state of one component, side by side.
public struct ReviewSheetSection: Sendable, Hashable {
    /// A drawing on the sheet and the properties that make it, for its caption.
    public struct Item: Sendable, Hashable {
        public var label: String
        public var preview: Preview

        /// - Parameters: as the properties.
        public init(_ label: String, _ preview: Preview) {
            self.label = label
            self.preview = preview
        }
    }

    public var title: String
    public var items: [Item]

    /// - Parameters: as the properties.
    public init(title: String, items: [Item]) {
        self.title = title
        self.items = items
    }
}
