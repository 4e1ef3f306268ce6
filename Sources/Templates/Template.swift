/// A parsed Mustache template: text, variables, sections, inverted sections, comments, partials, set delimiters,
/// and inheritance (parents and blocks). Lambdas and pragmas are not supported; nothing in a site's values calls
/// code.
public struct Template: Sendable {
    var nodes: [TemplateNode]
    /// Every partial (`{{> name}}`) and parent (`{{< name}}`) the template names, in order, where it names them.
    public var references: [TemplateReference]

    /// Parses `text`; the first syntax error is thrown with its line and column.
    public init(parsing text: String) throws(TemplateSyntaxError) {
        var parser = TemplateParser(text)
        nodes = try parser.parse()
        references = parser.references
    }
}

/// A template named by another one, and where.
public struct TemplateReference: Sendable, Hashable {
    public var name: String
    public var line: Int
    public var column: Int
}

/// Why a template could not be parsed, and where (1-based line and column, columns counted in characters).
public struct TemplateSyntaxError: Error, Sendable, Equatable {
    public var line: Int
    public var column: Int
    public var reason: String
}
