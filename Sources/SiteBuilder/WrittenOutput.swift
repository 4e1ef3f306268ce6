import Foundation

/// The output folder as written: where, and path → bytes.
struct WrittenOutput: Sendable {
    var folder: String
    var files: [String: Data]
}
