import DesignTokens
import Foundation

/// The stylesheet that re-tints the previews in the dark scheme, from the tokens' dark values: every element a
/// preview paints with a token carries its path (`data-fill-token`, `data-stroke-token`), so the dark colour is
/// a CSS rule and the geometry stays the SVG the build drew. It applies when the system asks for dark and the
/// reader has not chosen light, or when the reader chose dark.
package enum PreviewModeStyles {
    package static let path = "previews/modes.css"
    /// Where inline previews sit on a frame of the page background colour. Sticker sheets show the state files
    /// as images, which page styles cannot reach, so they keep their light frame.
    package static let frames = [".preview", ".preview-inline", ".card-preview", ".row-preview", ".migration-preview"]

    /// Whether some token has a dark value, so that the stylesheet is written and pages link it.
    package static func isWritten(for tokens: TokenSet) -> Bool {
        tokens.darkMode != nil
    }

    /// The stylesheet, or nil when no token has a dark value: each colour that differs in the dark mode once, as
    /// `light-dark()`, which follows the page's colour scheme (the system's, or the reader's choice, which the
    /// theme sets as `color-scheme`); the frames' background as the scheme's own rules.
    package static func css(tokens: TokenSet) -> String? {
        guard let dark = tokens.darkMode.map(tokens.inMode) else { return nil }
        var css = "/* Written by the build from the tokens' dark values. */\n"
        for path in tokens.paths {
            guard case let .color(light)? = tokens[path]?.value, case let .color(color)? = dark[path]?.value, color != light else { continue }
            let value = "light-dark(\(light.hex), \(color.hex))"
            let quoted = cssString(path)
            css += "[data-fill-token=\(quoted)] { fill: \(value); }\n[data-stroke-token=\(quoted)] { stroke: \(value); }\n"
        }
        if case let .color(background)? = dark["page/background"]?.value {
            let framed = { (prefix: String) in frames.map { prefix + " " + $0 }.joined(separator: ", ") + " { background: \(background.hex); }" }
            css += "@media (prefers-color-scheme: dark) {\n  " + framed(":root:not([data-theme=\"light\"])") + "\n}\n"
                + framed(":root[data-theme=\"dark\"]") + "\n"
        }
        return css
    }

    /// `text` as a quoted CSS string: a token's path, from a token file, ends where the build wrote it whatever
    /// it holds (a quote and a backslash escaped, a control character as its code point).
    static func cssString(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": quoted += "\\" + String(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: quoted += "\\" + String(scalar.value, radix: 16) + " "
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
