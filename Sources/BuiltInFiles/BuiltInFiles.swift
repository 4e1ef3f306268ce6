import Foundation

/// The files built into the command from the package's folders at build time: the default theme, which a site
/// without a theme folder uses, and the sites `specimen init` writes. Each file is given by its path under its
/// folder (`templates/page.mustache`), in path order.
public enum BuiltInFiles {
    /// `Theme/`: templates/ and assets/.
    public static var theme: [(path: String, data: Data)] { decoded(themeEncoded) }

    /// `Starter/`: a site to start from; `_github/` and `_gitignore` stand for `.github/` and `.gitignore`.
    public static var starterSite: [(path: String, data: Data)] { decoded(starterSiteEncoded) }

    /// `Examples/DesignDocs/`: a site as a Swift package with components of its own.
    public static var starterPackage: [(path: String, data: Data)] { decoded(starterPackageEncoded) }

    private static func decoded(_ files: [(path: String, base64: String)]) -> [(path: String, data: Data)] {
        files.map { ($0.path, Data(base64Encoded: $0.base64) ?? Data()) }
    }
}
