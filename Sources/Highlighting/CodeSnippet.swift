/// Code to highlight: its language and its text.
public struct CodeSnippet: Sendable, Hashable {
    /// A language by the name a fence or a snippet gives it (`swift`, `ts`, `json`); the highlighter knows many
    /// by several names, and leaves one it does not know plain.
    public struct Language: RawRepresentable, Sendable, Hashable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The language of the SwiftUI snippets.
        public static let swift = Language(rawValue: "swift")
        /// The language of the Compose snippets.
        public static let kotlin = Language(rawValue: "kotlin")
    }

    public var language: Language
    public var code: String

    public init(language: Language, code: String) {
        self.language = language
        self.code = code
    }
}
