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

extension Template {
    /// Whether the template itself shows the dotted name `name` (`page.stage`), as a variable or a section's name,
    /// at any depth of its own sections and blocks; the partials and parents it names are not read.
    public func shows(_ name: String) -> Bool {
        let path = TemplatePath(parts: name.split(separator: ".").map(String.init))
        return Self.shows(path, in: nodes)
    }

    private static func shows(_ path: TemplatePath, in nodes: [TemplateNode]) -> Bool {
        nodes.contains { node in
            switch node {
            case .text, .partial: false
            case let .variable(shown, _): shown == path
            case let .section(shown, _, inner): shown == path || shows(path, in: inner)
            case let .parent(_, overrides, _): overrides.values.contains { shows(path, in: $0) }
            case let .block(_, inner, _): shows(path, in: inner)
            }
        }
    }
}
