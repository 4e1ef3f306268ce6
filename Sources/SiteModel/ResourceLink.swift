/// A named link of a page's `links` front matter: its design file, its stories, its code, its issues.
public struct ResourceLink: Sendable, Hashable {
    /// The key as written (`figma`, `storybook`, `code`, `issues`, or any other name).
    public var name: String
    public var url: String

    /// How the link is labelled: `Figma` for `figma`, and so on; other names as written.
    public var label: String {
        Self.knownLabels[name.lowercased()] ?? name
    }

    /// The labels of the names design-system teams link most.
    static let knownLabels = ["figma": "Figma", "storybook": "Storybook", "code": "Code", "issues": "Issues",
                              "design": "Design", "docs": "Docs", "zeroheight": "zeroheight", "github": "GitHub"]

    public init(name: String, url: String) {
        self.name = name
        self.url = url
    }
}
