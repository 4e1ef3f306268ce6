import DesignTokens
import Foundation
import TestSupport

/// The site's real tokens, as the previews on the site use them.
enum PreviewTestTokens {
    static let site: TokenSet = TokenSet.parse(json: json).0

    /// The text of the site's tokens.json.
    static let json: String = {
        let url = SourceTree.packageRoot().appendingPathComponent("Content/tokens.json")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? "{}"
    }()
}
