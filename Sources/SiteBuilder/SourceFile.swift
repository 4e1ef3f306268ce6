import Foundation

/// One file read from Content/ or Theme/.
struct SourceFile: Sendable, Equatable {
    /// The path relative to its root folder (`components/slider.md`).
    var relativePath: String
    /// The path as diagnostics print it (`Content/components/slider.md`).
    var displayPath: String
    /// The file's bytes.
    var data: Data
}
