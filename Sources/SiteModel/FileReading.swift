import Foundation

/// What was read from one built file, with the bytes it was read from when the memo keeps them: a later build
/// whose file has the same bytes takes the value instead of reading the file again.
package struct FileReading<Value: Sendable>: Sendable {
    package var data: Data?
    package var value: Value

    package init(data: Data?, value: Value) {
        self.data = data
        self.value = value
    }
}
