/// Code to highlight: its language and its text.
public struct CodeSnippet: Sendable, Hashable {
    /// The languages Specimen highlights, by the names the highlighter knows them by.
    public enum Language: String, Sendable, Hashable, CaseIterable {
        case swift
        case kotlin
    }

    public var language: Language
    public var code: String

    public init(language: Language, code: String) {
        self.language = language
        self.code = code
    }
}
