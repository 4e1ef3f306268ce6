import Highlighting
import Markdown
import SiteModel

/// A component's call in one platform's code, from its `migration` template (`EBStepper(current: {current}, …)`):
/// on the component page highlighted once for the site with each placeholder standing in as a name, then filled
/// with a preview's values, each in a span a script can refill when the preview's state changes; in the migration
/// guide filled as plain text for each legacy variant.
package struct UsageSnippet: Hashable {
    /// A `{property}` of the template: the property, and whether its value is written with a capital
    /// (`{Tooltip}`).
    package struct Placeholder: Hashable {
        package var property: String
        package var capital: Bool

        /// As the template writes it (`{Tooltip}`).
        var written: String {
            "{" + (capital ? Self.capitalised(property) : property) + "}"
        }

        /// Its value in `values`, with a capital where the placeholder asks for one (`tooltip=always` →
        /// `Always`), as Kotlin and Swift type names want.
        func value(in values: [String: String]) -> String? {
            values[property].map { capital ? Self.capitalised($0) : $0 }
        }

        static func capitalised(_ text: String) -> String {
            text.prefix(1).uppercased() + text.dropFirst()
        }
    }

    /// The code the highlighter reads: each placeholder a name of its own (`__specimen_0__`), which Swift and
    /// Kotlin lex as one identifier, so that the code around it lexes as it will read.
    package var code: CodeSnippet
    package var placeholders: [Placeholder]
    /// The start of every placeholder's name in ``code``: `__specimen_`, lengthened until the template holds it
    /// nowhere, so that no text of the page's own is taken for a placeholder.
    let marker: String

    package init(template: String, language: CodeSnippet.Language) {
        var marker = "__specimen_"
        // Ends at the latest once the marker is longer than the template.
        while template.contains(marker) {
            marker += "x_"
        }
        self.marker = marker
        var placeholders: [Placeholder] = []
        let code = template.replacing(#/\{([A-Za-z][A-Za-z0-9-]*)\}/#) { match in
            let name = String(match.output.1)
            let capital = name.first?.isUppercase == true
            let placeholder = Placeholder(property: capital ? name.prefix(1).lowercased() + name.dropFirst() : name, capital: capital)
            placeholders.append(placeholder)
            return "\(marker)\(placeholders.count - 1)__"
        }
        self.code = CodeSnippet(language: language, code: code)
        self.placeholders = placeholders
    }

    /// The name placeholder `index` has in ``code``.
    func sentinel(_ index: Int) -> String {
        "\(marker)\(index)__"
    }

    /// The snippet as HTML: the highlighted code (or, without it, the code escaped), each placeholder replaced by
    /// its value from `values` in a span naming its property; a placeholder without a value stays as written.
    package func html(highlighted: String?, values: [String: String]) -> String {
        // Plain names, punctuation, operators, white space and what the lexer could not read are left as text: the
        // theme colours none of them, so a span around one would be bytes that show nothing.
        var html = highlighted.map { $0.replacing(#/<span class="(?:n|p|o|w|err)">([^<]*)</span>/#) { String($0.output.1) } }
            ?? HTMLEscaping.attribute(code.code)
        // From the last, so that `__specimen_1__` is not found inside `__specimen_11__`.
        for (index, placeholder) in placeholders.enumerated().reversed() {
            guard let value = placeholder.value(in: values) else {
                html = html.replacingOccurrences(of: sentinel(index), with: HTMLEscaping.attribute(placeholder.written))
                continue
            }
            let kind = Double(value) != nil ? "mi" : "n"
            html = html.replacingOccurrences(of: sentinel(index), with:
                "<span class=\"\(kind)\" data-property=\"\(HTMLEscaping.attribute(placeholder.property))\""
                + (placeholder.capital ? " data-capital" : "") + ">\(HTMLEscaping.attribute(value))</span>")
        }
        return html
    }

    /// The code as plain text, each placeholder replaced by its value from `values`, or left as written without one:
    /// `EBStepper(current: {current})` with `current=2` → `EBStepper(current: 2)`.
    package func text(values: [String: String]) -> String {
        var text = code.code
        for (index, placeholder) in placeholders.enumerated().reversed() {
            text = text.replacingOccurrences(of: sentinel(index), with: placeholder.value(in: values) ?? placeholder.written)
        }
        return text
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
