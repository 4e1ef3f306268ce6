import Highlighting
import Markdown
import SiteModel

/// A component's call in one platform's code, from its `migration` template (`EBStepper(current: {current}, …)`):
/// highlighted once for the site with each placeholder standing in as a name, then filled with a preview's values,
/// each in a span a script can refill when the preview's state changes.
package struct UsageSnippet: Hashable {
    /// A `{property}` of the template: the property, and whether its value is written with a capital
    /// (`{Tooltip}`).
    package struct Placeholder: Hashable {
        package var property: String
        package var capital: Bool
    }

    /// The code the highlighter reads: each placeholder a name of its own (`__specimen_0__`), which Swift and
    /// Kotlin lex as one identifier, so that the code around it lexes as it will read.
    package var code: CodeSnippet
    package var placeholders: [Placeholder]

    package init(template: String, language: CodeSnippet.Language) {
        var placeholders: [Placeholder] = []
        let code = template.replacing(#/\{([A-Za-z][A-Za-z0-9-]*)\}/#) { match in
            let name = String(match.output.1)
            let capital = name.first?.isUppercase == true
            let placeholder = Placeholder(property: capital ? name.prefix(1).lowercased() + name.dropFirst() : name,
                                          capital: capital)
            placeholders.append(placeholder)
            return Self.sentinel(placeholders.count - 1)
        }
        self.code = CodeSnippet(language: language, code: code)
        self.placeholders = placeholders
    }

    static func sentinel(_ index: Int) -> String {
        "__specimen_\(index)__"
    }

    /// The snippet as HTML: the highlighted code (or, without it, the code escaped), each placeholder replaced by
    /// its value from `values` in a span naming its property; a placeholder without a value stays as written.
    package func html(highlighted: String?, values: [String: String]) -> String {
        // Plain names, punctuation, operators, white space and what the lexer could not read are left as text: the
        // theme colours none of them, and their spans were most of a snippet's bytes.
        var html = highlighted.map { $0.replacing(#/<span class="(?:n|p|o|w|err)">([^<]*)</span>/#) { String($0.output.1) } }
            ?? HTMLEscaping.attribute(code.code)
        // From the last, so that `__specimen_1__` is not found inside `__specimen_11__`.
        for (index, placeholder) in placeholders.enumerated().reversed() {
            let written = "{" + (placeholder.capital ? placeholder.property.prefix(1).uppercased() + placeholder.property.dropFirst()
                                                    : placeholder.property) + "}"
            guard var value = values[placeholder.property] else {
                html = html.replacingOccurrences(of: Self.sentinel(index), with: HTMLEscaping.attribute(written))
                continue
            }
            if placeholder.capital {
                value = value.prefix(1).uppercased() + value.dropFirst()
            }
            let kind = Double(value) != nil ? "mi" : "n"
            html = html.replacingOccurrences(of: Self.sentinel(index), with:
                "<span class=\"\(kind)\" data-property=\"\(HTMLEscaping.attribute(placeholder.property))\""
                + (placeholder.capital ? " data-capital" : "") + ">\(HTMLEscaping.attribute(value))</span>")
        }
        return html
    }
}

extension UsageSnippet {
    /// The platforms a component page shows code for, in tab order.
    enum Platform: String, CaseIterable {
        case swiftUI = "swiftui"
        case compose

        var label: String { self == .swiftUI ? "SwiftUI" : "Compose" }
        var language: CodeSnippet.Language { self == .swiftUI ? .swift : .kotlin }

        func call(_ calls: ComponentFacts.CodeCalls) -> String {
            self == .swiftUI ? calls.swiftUI : calls.compose
        }
    }

    /// The snippets of a component's `migration` calls, one per platform in ``Platform`` order; none without the
    /// calls.
    package static func all(for facts: ComponentFacts) -> [UsageSnippet] {
        guard let calls = facts.migration else { return [] }
        return Platform.allCases.map { UsageSnippet(template: $0.call(calls), language: $0.language) }
    }
}
