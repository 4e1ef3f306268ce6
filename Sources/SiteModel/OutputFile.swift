import Foundation

/// One file of the built site.
package struct OutputFile: Sendable {
    /// The path relative to the output folder.
    package var path: String
    /// The bytes to write.
    package var data: Data

    package init(path: String, data: Data) {
        self.path = path
        self.data = data
    }
}
