import DesignTokens
import Foundation
import TestSupport

/// The site's real tokens, as the previews on the site use them.
enum PreviewTestTokens {
    static let site: TokenSet = {
        let url = SourceTree.packageRoot().appendingPathComponent("Content/tokens.json")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? "{}"
        return TokenSet.parse(json: text).0
    }()
}
