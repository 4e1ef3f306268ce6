import Foundation

/// Where a site's templates and assets come from.
public enum ThemeSource: Sendable, Hashable {
    /// A theme folder, with `templates/` and `assets/`.
    case folder(String)
    /// A theme held in memory, each file by its path under the theme (`templates/page.mustache`): the default
    /// theme built into the command.
    case builtIn([ThemeFile])

    /// How diagnostics name the theme's root.
    var displayRoot: String {
        switch self {
        case let .folder(path): path
        case .builtIn: "(built-in theme)"
        }
    }

    /// The theme folder, when the theme is one.
    public var folderPath: String? {
        if case let .folder(path) = self { return path }
        return nil
    }
}

/// One file of a theme held in memory.
public struct ThemeFile: Sendable, Hashable {
    /// The path under the theme (`assets/specimen.css`).
    public var path: String
    public var data: Data

    public init(path: String, data: Data) {
        self.path = path
        self.data = data
    }
}
