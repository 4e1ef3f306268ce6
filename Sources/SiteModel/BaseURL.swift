import Foundation

/// Where the site is published: an absolute `http(s)://` URL or a path from the host's root, always ending in `/`.
public struct BaseURL: Sendable, Hashable, CustomStringConvertible {
    /// The URL with its trailing slash.
    public let text: String

    public var description: String { text }

    /// A base relative to the page that links with it (`../`), for a page published at a known place in the site:
    /// not one a user may give.
    package static func relative(_ text: String) -> BaseURL {
        BaseURL(text: text)
    }

    /// Why a text is not a base URL.
    public struct Invalid: Error, Sendable, Hashable {
        /// What is wrong and what is allowed.
        public var message: String
    }

    /// Checks and normalises a base URL (a missing trailing `/` is added).
    public static func parse(_ text: String) -> Result<BaseURL, Invalid> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let lower = trimmed.lowercased()
        let absolute = lower.hasPrefix("https://") || lower.hasPrefix("http://")
        let hostPart = absolute ? trimmed.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false) : []
        guard (absolute && hostPart.count >= 3 && !hostPart[2].isEmpty) || trimmed.hasPrefix("/"),
              !trimmed.contains(where: { $0.isWhitespace || $0 == "?" || $0 == "#" || $0 == "\"" || $0 == "<" })
        else {
            return .failure(Invalid(message:
                "base URL '\(text)' is not usable; give an absolute URL such as 'https://org.example/design-docs/' "
                + "or a path from the host's root such as '/design-docs/'"))
        }
        let path = absolute ? (hostPart.count == 4 ? "/" + hostPart[3] : "/") : trimmed
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        // `//host/…` is another host to a browser; `.` and `..` make an address that is served elsewhere than it
        // reads, and `a//b` one no static host serves the same everywhere.
        guard !path.hasPrefix("//"), !segments.dropLast().contains(""), !segments.contains("."), !segments.contains(".."),
              !path.contains("\\"), !path.lowercased().contains("%2e"), !path.lowercased().contains("%2f")
        else {
            return .failure(Invalid(message:
                "base URL '\(text)' has an empty, '.' or '..' segment, or names another host in its path; give "
                + "an absolute URL such as 'https://org.example/design-docs/' or a path from the host's root such as "
                + "'/design-docs/', each segment a name"))
        }
        return .success(BaseURL(text: trimmed.hasSuffix("/") ? trimmed : trimmed + "/"))
    }

    /// The path from the host's root, with its slashes: `/design-docs/` for `https://org.example/design-docs/`.
    public var path: String {
        let lower = text.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else { return text }
        let parts = text.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false)
        return parts.count == 4 ? "/" + parts[3] : "/"
    }

    /// The absolute URL of a route.
    public func url(of route: Route) -> String {
        text + route.path
    }
}
