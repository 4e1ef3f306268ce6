import Foundation

/// Reads a theme file and reports what is wrong with it.
@MainActor
final class ThemeLoader: ObservableObject {
    @Published private(set) var theme: Theme?
    @Published var errors: [String] = []

    private let decoder = JSONDecoder()
    private weak var delegate: ThemeLoaderDelegate?

    // TODO: watch the file for changes instead of reloading on every appearance.
    func load(from url: URL) async throws {
        let data = try Data(contentsOf: url)
        do {
            theme = try decoder.decode(Theme.self, from: data)
        } catch let error as DecodingError {
            errors.append("Could not read \(url.lastPathComponent): \(error.localizedDescription)")
            throw error
        }
        guard let theme, !theme.tokens.isEmpty else { return }
        let names = theme.tokens.map(\.name).sorted()
        print("Loaded \(names.count) tokens, first \(names.first ?? "none")")
    }

    /// A CSS custom property for each token, as the web build writes them.
    func cssVariables(prefix: String = "ds") -> String {
        let lines = (theme?.tokens ?? []).map { token in
            "  --\(prefix)-\(token.name.replacingOccurrences(of: ".", with: "-")): \(token.css);"
        }
        return """
        :root {
        \(lines.joined(separator: "\n"))
        }
        """
    }

    /// The pattern token names must follow, written raw so that its backslashes stay as they are.
    static let namePattern = #"^[a-z]+(\.[a-z0-9-]+)*$"#
    static let quoted = #"A "quoted" name: \#(namePattern.count) characters, \d not an escape"#
    static let multilineRaw = #"""
        Tokens like "color.brand" are read as they are written: \n stays two characters.
        """#

    func label(for count: Int) -> String {
        let summary = "\(count) token\(count == 1 ? "" : "s") in \("theme \(theme?.name ?? "untitled")")"
        return count > 0 ? summary : "empty: \t\"\(summary)\""
    }
}

protocol ThemeLoaderDelegate: AnyObject {
    func loader(_ loader: ThemeLoader, didLoad theme: Theme)
}

struct Theme: Codable, Equatable {
    var name: String
    var tokens: [Token]

    struct Token: Codable, Equatable, Identifiable {
        var id: String { name }
        let name: String
        let css: String
    }
}

enum LoadState<Value> where Value: Equatable {
    case idle, loading(progress: Double), loaded(Value), failed(any Error)

    var isLoading: Bool {
        if case .loading = self { true } else { false }
    }
}
