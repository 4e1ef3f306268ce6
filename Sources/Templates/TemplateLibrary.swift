/// Templates by name, as partials and parents find them.
public struct TemplateLibrary: Sendable {
    private var templates: [String: Template] = [:]

    public init() {}

    /// Adds `template` under `name`, replacing any template of that name.
    public mutating func register(_ template: Template, named name: String) {
        templates[name] = template
    }

    /// The template registered under `name`.
    public func template(named name: String) -> Template? {
        templates[name]
    }

    /// Renders the template `name` with `value` as its context: UTF-8 bytes, or nil when there is no such template.
    /// A partial or parent that names no template renders nothing: the theme reports those when it loads.
    /// - Parameter capacity: the expected size of the output, reserved up front.
    public func render(_ value: TemplateValue, template name: String, capacity: Int = 0) throws(TemplateRenderError) -> [UInt8]? {
        guard let template = templates[name] else { return nil }
        var rendering = TemplateRendering(library: self, root: value)
        rendering.output.reserveCapacity(capacity)
        try rendering.render(template.nodes, overrides: [:])
        return rendering.output
    }
}

/// Why rendering stopped: partials or parents that include each other without end.
public struct TemplateRenderError: Error, Sendable, Equatable {
    /// The template whose inclusion went too deep.
    public var template: String
    public var reason: String
}
