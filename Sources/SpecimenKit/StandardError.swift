import Foundation
import TextEscaping

/// Lines on standard error, each escaped for the terminal: a message may name a file, a title or a token whose
/// text a page, a token file or a commit chose.
enum StandardError {
    /// `line`, with control characters shown as escapes, and a line break.
    static func write(_ line: String) {
        FileHandle.standardError.write(Data((TerminalText.escaped(line) + "\n").utf8))
    }

    /// `error: ` and `message`, as ``write(_:)`` writes it.
    static func error(_ message: String) {
        write("error: " + message)
    }
}
