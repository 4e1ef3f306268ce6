import Foundation

/// The default theme, built into the command from the package's `Theme/` folder: a site without a theme folder
/// uses it, and `specimen theme eject` writes it out to change.
public enum BuiltInTheme {
    /// Every file of the theme by its path under the theme folder (`templates/page.mustache`), in path order.
    public static var files: [(path: String, data: Data)] {
        encodedFiles.map { ($0.path, Data(base64Encoded: $0.base64) ?? Data()) }
    }
}
