import Markdown
import Previews
import SVG
import SiteModel
import ResolvedModel

/// The HTML of an interactive preview. It works without JavaScript: it shows the block as written, the SVG file of
/// that state and a link to the state on the sticker sheet. The theme's script reveals the controls and swaps in
/// the file of the chosen state; the stage keeps the height of the tallest state, so nothing below it moves.
extension PreviewWidget {
    /// The widget's HTML on the page at `route`.
    /// - Parameters:
    ///   - route: the page's route, for relative links to the state files.
    ///   - initialSVG: the block as written, drawn.
    ///   - extent: the largest state, whose height the stage keeps.
    ///   - stickerSheet: whether the page has a sticker sheet to link to.
    func html(on route: Route, initialSVG: String, extent: PreviewFiles.Extent, stickerSheet: Bool) -> String {
        let previews = route.rootPrefix + PreviewFiles.folder
        let initial = preview.initialState
        let escape = HTMLEscaping.attribute
        var html = "<figure class=\"preview-widget\" id=\"\(id)\" data-preview-widget"
            + " data-properties=\"\(escape(preview.controls.map(\.property).joined(separator: ",")))\""
            + " data-src=\"\(escape(previews + preview.fileNameTemplate))\""
            + (stickerSheet ? " data-sheet=\"\(escape(Self.stickerSheetFolder + "#" + id + "--"))\"" : "") + ">\n"
        html += "<div class=\"preview preview-stage\" style=\"--stage-height: \(SVGNumber.format(extent.height))px\">\n"
        html += initialSVG
        html += "</div>\n"
        html += "<form class=\"preview-controls\" aria-label=\"Controls of the \(escape(id)) preview\">\n"
        for control in preview.controls {
            html += controlHTML(control, value: initial.value(of: control.property) ?? "")
        }
        html += "</form>\n"
        let label = (try? preview.preview(in: initial).accessibilityLabel) ?? ""
        html += "<figcaption class=\"preview-caption\">\n"
        html += "<p class=\"preview-readout\" aria-live=\"polite\" aria-atomic=\"true\">\(escape(label))</p>\n"
        html += "<p class=\"preview-actions\">"
        html += "<button type=\"button\" class=\"preview-copy\">Copy link to this state</button> "
        if stickerSheet {
            html += "<a class=\"preview-sheet-link\" href=\"\(escape(Self.stickerSheetFolder + "#" + stickerID(of: initial)))\">"
                + "All \(Wording.count(preview.states.count, "state")) on the sticker sheet</a> "
        }
        html += "<a class=\"preview-file-link\" href=\"\(escape(previews + preview.fileName(of: initial)))\">SVG of this state</a> "
        html += "<span class=\"preview-copy-status\" role=\"status\"></span></p>\n"
        html += "</figcaption>\n</figure>\n"
        return html
    }

    /// What stands in the body where the block on the page's stage was written: a link up to it.
    static func stagePointer(to id: String) -> String {
        "<p class=\"stage-pointer\"><a href=\"#\(HTMLEscaping.attribute(id))\">The preview with its controls is at the top of this page</a></p>\n"
    }

    private func controlHTML(_ control: PreviewControl, value: String) -> String {
        let escape = HTMLEscaping.attribute
        let fieldID = id + "-" + control.property
        let label = escape(control.label)
        switch control.kind {
        case let .range(minimum, maximum, step, decimals):
            var upper = PreviewControl.text(maximum, decimals: decimals)
            var limit = ""
            if let limitedBy = control.limitedBy, let limitValue = preview.initialState.value(of: limitedBy) {
                upper = limitValue
                limit = " data-limited-by=\"\(escape(limitedBy))\""
            }
            return "<div class=\"preview-control preview-range\">"
                + "<label for=\"\(fieldID)\">\(label)</label> "
                + "<input type=\"range\" id=\"\(fieldID)\" data-property=\"\(escape(control.property))\""
                + " min=\"\(PreviewControl.text(minimum, decimals: decimals))\" max=\"\(upper)\""
                + " step=\"\(PreviewControl.text(step, decimals: decimals))\" value=\"\(escape(value))\""
                + " data-decimals=\"\(decimals)\"\(limit)>"
                + " <span class=\"preview-value\" aria-hidden=\"true\">\(escape(value))</span></div>\n"
        case let .choice(options):
            var html = "<fieldset class=\"preview-control preview-choice\"><legend>\(label)</legend>"
            for option in options {
                html += "<label><input type=\"radio\" name=\"\(fieldID)\" data-property=\"\(escape(control.property))\""
                    + " value=\"\(escape(option.value))\"\(option.value == value ? " checked" : "")> \(escape(option.label))</label>"
            }
            return html + "</fieldset>\n"
        case .toggle:
            return "<div class=\"preview-control preview-toggle\"><label>"
                + "<input type=\"checkbox\" id=\"\(fieldID)\" data-property=\"\(escape(control.property))\"\(value == "true" ? " checked" : "")>"
                + " \(label)</label></div>\n"
        }
    }
}
