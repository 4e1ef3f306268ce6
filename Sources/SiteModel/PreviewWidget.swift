import Previews

/// An interactive preview placed on a page: its id there, every state it reaches, and where its fence is.
package struct PreviewWidget: Sendable, Hashable {
    /// Unique on the page; links to a state are `#id=steps:7,current:3`.
    package var id: String
    package var preview: InteractivePreview
    /// The fence, for errors about the block as a whole.
    package var location: SourceLocation

    package init(id: String, preview: InteractivePreview, location: SourceLocation) {
        self.id = id
        self.preview = preview
        self.location = location
    }

    /// The path of the page's sticker sheet below the page (`sticker-sheet/`).
    package static let stickerSheetFolder = "sticker-sheet/"

    /// The id of a state's place on the sticker sheet: `stepper-circular--steps-7_current-3`.
    package func stickerID(of state: PreviewState) -> String {
        id + "--" + state.key
    }
}
