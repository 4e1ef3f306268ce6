import Foundation

/// One file of the built site.
struct OutputFile: Sendable {
    /// The path relative to the output folder.
    var path: String
    /// The bytes to write.
    var data: Data
}

extension Array: StageOutput where Element == OutputFile {
    var stageDetail: String { "\(count) files" }
}
