import DesignTokens
import Markdown
import Previews

/// One HTML page that shows every kind of state of every component side by side, each labelled with its
/// properties, so that a reviewer can look at all of them at once.
public enum PreviewSheet {
    /// The page, or the first preview that cannot be drawn.
    public static func html(tokens: TokenSet) throws(PreviewError) -> String {
        let renderer = PreviewRenderer(tokens: tokens)
        var sections: [(String, [(String, Preview)])] = []

        for style in Stepper.Style.allCases {
            var items: [(String, Preview)] = []
            for steps in style.stepRange {
                for current in 1...steps {
                    let stepper = Stepper(style: style, steps: steps, current: current, progress: style == .dash ? 0.5 : 0)
                    items.append(("steps=\(steps) current=\(current)", .stepper(stepper)))
                }
            }
            sections.append(("Stepper, \(style.rawValue): every steps × current", items))
        }
        for style in Stepper.Style.allCases {
            var items: [(String, Preview)] = []
            for state in style.states {
                items.append(("state=\(state.rawValue)", .stepper(Stepper(style: style, steps: 5, current: 3, state: state, progress: style == .dash ? 0.5 : 0))))
            }
            if style != .dash {
                items.append(("connector", .stepper(Stepper(style: style, steps: 5, current: 3, connector: true))))
            }
            switch style {
            case .bullet:
                items.append(("completed-tint", .stepper(Stepper(style: style, steps: 5, current: 3, completedTint: true))))
                items.append(("completed-tint connector", .stepper(Stepper(style: style, steps: 5, current: 3, connector: true, completedTint: true))))
            case .circular:
                items.append(("check", .stepper(Stepper(style: style, steps: 5, current: 3, checkOnComplete: true))))
                items.append(("check connector", .stepper(Stepper(style: style, steps: 5, current: 3, connector: true, checkOnComplete: true))))
            case .dash:
                for progress in PreviewCatalog.dashProgress {
                    items.append(("progress=\(progress)", .stepper(Stepper(style: style, steps: 5, current: 3, progress: progress))))
                }
                items.append(("length=200", .stepper(Stepper(style: style, steps: 4, current: 2, progress: 0.5, length: 200))))
            }
            items.append(("orientation=vertical", .stepper(Stepper(style: style, steps: 5, current: 3, orientation: .vertical,
                                                                   connector: style != .dash, progress: style == .dash ? 0.5 : 0))))
            sections.append(("Stepper, \(style.rawValue): states and options (steps=5 current=3)", items))
        }
        var values: [(String, Preview)] = []
        for value in stride(from: 0, through: 100, by: 10) {
            values.append(("value=\(value) tooltip=always", .slider(Slider(value: Double(value), tooltip: .always))))
        }
        sections.append(("Slider: the value range", values))
        var states: [(String, Preview)] = []
        for state in InteractionState.allCases {
            for tooltip in Slider.TooltipVisibility.allCases {
                states.append(("state=\(state.rawValue) tooltip=\(tooltip.rawValue)", .slider(Slider(value: 40, tooltip: tooltip, state: state))))
            }
        }
        states.append(("format=currency max=5000 value=1200", .slider(Slider(value: 1_200, maximum: 5_000, step: 100, tooltip: .always, format: .currency(symbol: "$")))))
        states.append(("format=unit unit=km max=10 step=0.5 value=3.5", .slider(Slider(value: 3.5, maximum: 10, step: 0.5, tooltip: .always, format: .unit("km")))))
        states.append(("value=0 state=pressed", .slider(Slider(value: 0, state: .pressed))))
        states.append(("value=100 state=pressed", .slider(Slider(value: 100, state: .pressed))))
        sections.append(("Slider: states, tooltip modes and formats (value=40)", states))

        var html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Every preview state</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1b1f24; background: #fff; }
            h2 { font-size: 16px; margin: 28px 0 8px; }
            .grid { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
            figure { margin: 0; padding: 8px; border: 1px solid #d6dbe1; border-radius: 6px; }
            figcaption { font: 11px/1.3 ui-monospace, monospace; color: #4d5560; margin-top: 6px; }
            </style>
            </head>
            <body>
            <h1>Every preview state</h1>

            """
        for (index, (title, items)) in sections.enumerated() {
            html += "<section id=\"section-\(index + 1)\">\n<h2>\(HTMLEscaping.attribute(title))</h2>\n<div class=\"grid\">\n"
            for (label, preview) in items {
                html += "<figure>\n" + (try renderer.svg(for: preview))
                    + "<figcaption>\(HTMLEscaping.attribute(label))</figcaption>\n</figure>\n"
            }
            html += "</div>\n</section>\n"
        }
        return html + "</body>\n</html>\n"
    }
}
