import TextEscaping

/// A line of the change report (a change's title): words and code (a token path) kept apart, so that each place
/// it is written escapes each part for itself, whatever characters a page title or token name holds.
///
/// Written as a string with code interpolated as such: `"\(code: path) changed"`.
package struct ReportLine: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    package enum Part: Sendable, Hashable {
        case text(String)
        case code(String)
    }

    package private(set) var parts: [Part]

    package init(stringLiteral value: String) {
        parts = value.isEmpty ? [] : [.text(value)]
    }

    package init(stringInterpolation: Interpolation) {
        parts = stringInterpolation.parts
    }

    package struct Interpolation: StringInterpolationProtocol {
        var parts: [Part] = []

        package init(literalCapacity: Int, interpolationCount: Int) {}

        package mutating func appendLiteral(_ literal: String) {
            appendText(literal)
        }

        package mutating func appendInterpolation(_ text: some StringProtocol) {
            appendText(String(text))
        }

        package mutating func appendInterpolation(code: String) {
            parts.append(.code(code))
        }

        private mutating func appendText(_ text: String) {
            guard !text.isEmpty else { return }
            if case let .text(earlier)? = parts.last {
                parts[parts.count - 1] = .text(earlier + text)
            } else {
                parts.append(.text(text))
            }
        }
    }

    /// The characters as they are, for JSON and labels.
    package var description: String {
        parts.map { part in
            switch part {
            case let .text(text), let .code(text): text
            }
        }.joined()
    }

    /// Inline Markdown: words escaped, code as code spans.
    package var markdown: String {
        parts.map { part in
            switch part {
            case let .text(text): MarkdownText.inline(text)
            case let .code(code): MarkdownText.code(code)
            }
        }.joined()
    }

    /// HTML: words escaped, code in `<code>`.
    package func html(escaping escape: (String) -> String) -> String {
        parts.map { part in
            switch part {
            case let .text(text): escape(text)
            case let .code(code): "<code>\(escape(code))</code>"
            }
        }.joined()
    }

    /// One line for a terminal: control characters written as escapes.
    package var terminal: String {
        TerminalText.escaped(description)
    }
}
