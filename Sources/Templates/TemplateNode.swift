/// One piece of a parsed template. Not `indirect`: the nested pieces are in arrays already, and a boxed case
/// cost a retain and a release per piece read, on every page.
enum TemplateNode: Sendable {
    /// Literal template text, as UTF-8.
    case text([UInt8])
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (raw).
    case variable(TemplatePath, escaped: Bool)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
    case section(TemplatePath, inverted: Bool, [TemplateNode])
    /// `{{> name}}`; `indentation` is the whitespace before a standalone tag, put before each line of the partial.
    case partial(String, indentation: [UInt8])
    /// `{{< name}}…{{/name}}`: the named template, with the blocks given inside replacing its own;
    /// `indentation` as for a partial.
    case parent(String, overrides: [String: [TemplateNode]], indentation: [UInt8])
    /// `{{$ name}}…{{/name}}`: content a parent's caller may replace. When the tag stands alone, its content is
    /// kept without its own indentation (that of its first line, or of the tag when it is empty), and
    /// `indentation` is put back before each line of whatever content the block shows.
    case block(String, [TemplateNode], indentation: [UInt8])
}

/// A dotted name (`page.title`), split once when the template is parsed; no parts for `.`, the current value.
struct TemplatePath: Sendable, Hashable {
    var parts: [String]
}
