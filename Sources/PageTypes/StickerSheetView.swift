import Previews
import SVG
import SiteModel

/// What the sticker-sheet template sees: every state of every interactive preview on one page, in rows, each
/// state labelled, linked to its SVG file and to the page with that state set.
struct StickerSheetView {
    struct Sticker {
        /// The state's place on the sheet (`stepper-circular--steps-7_current-3`).
        var id: String
        /// The state's SVG file, relative to the sheet.
        var src: String
        var width: String
        var height: String
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
                let sticker = Sticker(
                    id: widget.stickerID(of: state),
                    src: previews + path,
                    width: document.map { Self.pixels($0.width) } ?? "",
                    height: document.map { Self.pixels($0.height) } ?? "",
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

    private static func pixels(_ value: Double) -> String {
        SVGNumber.format(value.rounded(.up))
    }
}
