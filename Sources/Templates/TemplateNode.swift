/// One piece of a parsed template.
indirect enum TemplateNode: Sendable {
    /// Literal template text, as UTF-8.
    case text([UInt8])
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (raw).
    case variable(TemplatePath, escaped: Bool)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
    case section(TemplatePath, inverted: Bool, [TemplateNode])
    /// `{{> name}}`; `indentation` is the whitespace before a standalone tag, put before each line of the partial.
    case partial(String, indentation: [UInt8])
    /// `{{< name}}…{{/name}}`: the named template, with the blocks given inside replacing its own.
    case parent(String, overrides: [String: [TemplateNode]])
    /// `{{$ name}}…{{/name}}`: content a parent's caller may replace.
    case block(String, [TemplateNode])
}

/// A dotted name (`page.title`), split once when the template is parsed; no parts for `.`, the current value.
struct TemplatePath: Sendable, Hashable {
    var parts: [String]
}
