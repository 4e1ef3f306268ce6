import Foundation

/// One file read from Content/ or Theme/.
package struct SourceFile: Sendable, Equatable {
    /// The path relative to its root folder (`components/slider.md`).
    package var relativePath: String
    /// The path as diagnostics print it (`Content/components/slider.md`).
    package var displayPath: String
    /// The file's bytes.
    package var data: Data

    package init(relativePath: String, displayPath: String, data: Data) {
        self.relativePath = relativePath
        self.displayPath = displayPath
        self.data = data
    }
}
