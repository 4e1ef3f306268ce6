import Previews
import SVG
import SiteModel
import ResolvedModel

/// What the sticker-sheet template sees: every state of every interactive preview on one page, in rows, each
/// state labelled, linked to its SVG file and to the page with that state set.
struct StickerSheetView {
    struct Sticker {
        /// The state's place on the sheet (`stepper-circular--steps-7_current-3`).
        var id: String
        /// The state's SVG file, relative to the sheet.
        var src: String
        /// The size the image is shown at: the drawing's, times ``scale``.
        var width: String
        var height: String
        /// How many times its drawn size the state is shown (`3×`), when more than once; nil at its drawn size.
        var scale: String?
        /// What a screen reader announces for the state ("Step 3 of 7").
        var label: String
        /// The controlled values (`steps 7, current 3`).
        var summary: String
        /// The page, with this state set (`../#stepper-circular=steps:7,current:3`).
        var pageURL: String
    }

    struct Row {
        /// The values the row's stickers share (`Steps 7`), or nil when the preview has one row.
        var label: String?
        var id: String
        var stickers: [Sticker]
    }

    struct Block {
        /// The preview's id, also the section's on the sheet.
        var id: String
        /// The controls, in words (`Steps × Current step`).
        var title: String
        var stateCount: String
        /// The preview on the page, as written.
        var pageURL: String
        var rows: [Row]
    }

    var pageTitle: String
    var pageURL: String
    var blocks: [Block]

    /// - Parameters:
    ///   - page: the page whose previews the sheet shows.
    ///   - route: the sheet's route.
    ///   - files: the drawn states.
    init(page: Page, route: Route, files: PreviewFiles) {
        pageTitle = page.title
        let pageURL = route.relativeURL(to: page.route)
        self.pageURL = pageURL
        let previews = route.rootPrefix + PreviewFiles.folder
        blocks = page.widgets.map { widget in
            let preview = widget.preview
            let controls = preview.controls
            // Stickers run along the control with the most values; each row is one combination of the others.
            let across = controls.indices.max { controls[$0].values.count <= controls[$1].values.count } ?? 0
            var rows: [Row] = []
            var rowIndex: [[String]: Int] = [:]
            for state in preview.states {
                let shared = state.values.enumerated().filter { $0.offset != across }.map(\.element)
                let path = preview.fileName(of: state)
                let document = files.document(at: path)
                let scale = document.map { Self.scale(width: $0.width, height: $0.height) } ?? 1
                let sticker = Sticker(
                    id: widget.stickerID(of: state),
                    src: previews + path,
                    width: document.map { Self.pixels($0.width * Double(scale)) } ?? "",
                    height: document.map { Self.pixels($0.height * Double(scale)) } ?? "",
                    scale: scale > 1 ? "\(scale)×" : nil,
                    label: document?.title ?? state.summary,
                    summary: state.summary,
                    pageURL: pageURL + "#" + widget.id + "=" + state.fragment
                )
                if let index = rowIndex[shared] {
                    rows[index].stickers.append(sticker)
                    continue
                }
                rowIndex[shared] = rows.count
                let label = zip(controls.indices.filter { $0 != across }, shared)
                    .map { controls[$0].label + " " + $1 }
                    .joined(separator: ", ")
                rows.append(Row(label: label.isEmpty ? nil : label,
                                id: widget.id + "--" + (shared.isEmpty ? "all" : zip(controls.indices.filter { $0 != across }, shared)
                                    .map { controls[$0].property + "-" + $1 }.joined(separator: "_")),
                                stickers: [sticker]))
            }
            return Block(
                id: widget.id,
                title: controls.map(\.label).joined(separator: " × "),
                stateCount: Wording.count(preview.states.count, "state"),
                pageURL: pageURL + "#" + widget.id,
                rows: rows
            )
        }
    }

    /// The whole number of times, 1 to 4, that a drawing is shown so that its smaller side reaches 48 px (an 8 px
    /// dot shows at 24 px), as long as the sticker stays within 360 × 640 px.
    static func scale(width: Double, height: Double) -> Int {
        guard width > 0, height > 0 else { return 1 }
        var scale = min(4, max(1, Int((48 / min(width, height)).rounded(.up))))
        while scale > 1 && (width * Double(scale) > 360 || height * Double(scale) > 640) {
            scale -= 1
        }
        return scale
    }

    private static func pixels(_ value: Double) -> String {
        SVGNumber.format(value.rounded(.up))
    }
}
