import DesignTokens
import Foundation

extension PreviewRenderer {
    /// The tokens previews draw with when a site has no tokens.json: a neutral blue and grey palette with the sizes
    /// the layouts need, so that a preview fence renders in any Markdown tree (the benchmark corpus, a first page).
    /// A site with its own tokens.json never falls back to these: a token it lacks is an error at the fence.
    /// The built-in components' groups are not each read beside the palette first, as another component's are: a
    /// test reads them so, in either order.
    public static let defaultTokens: TokenSet = TokenSet.parse(json: defaultTokensText(for: .standard, checkingEach: false).json).0

    /// The tokens previews draw with when a site has no token files: the shared palette, and each of
    /// `components`' own defaults (``Component/defaultTokens``) in a group named after it.
    public static func defaultTokens(for components: ComponentRegistry) -> TokenSet {
        readDefaultTokens(of: components).tokens
    }

    /// What ``defaultTokens(for:)`` reads, and a problem for each component whose defaults cannot be read beside the
    /// palette (JSON that does not parse, an alias to no token …): such a component is left without defaults, so
    /// that one component's mistake takes no other component's away.
    public static func readDefaultTokens(of components: ComponentRegistry) -> (tokens: TokenSet, problems: [DefaultTokensProblem]) {
        // The built-in components' defaults are read once, and read cleanly (a test checks them in another order).
        components == .standard ? (defaultTokens, []) : read(components)
    }

    private static func read(_ components: ComponentRegistry) -> (tokens: TokenSet, problems: [DefaultTokensProblem]) {
        let (json, problems) = defaultTokensText(for: components)
        return (TokenSet.parse(json: json).0, problems)
    }

    /// The text ``defaultTokens(for:)`` reads: one document, so that each token's line is the same in every build.
    static func defaultTokensJSON(for components: ComponentRegistry) -> String {
        defaultTokensText(for: components).json
    }

    /// The palette with each component's group that reads beside it, and why the others do not.
    /// With `checkingEach`, a component's group is left out, with a problem, unless it reads beside the palette alone.
    private static func defaultTokensText(for components: ComponentRegistry, checkingEach: Bool = true)
        -> (json: String, problems: [DefaultTokensProblem]) {
        var json = paletteJSON
        var problems: [DefaultTokensProblem] = []
        for type in components.types {
            guard let own = type.defaultTokens else { continue }
            let member = ",\n " + quoted(type.name) + ": " + own
            if checkingEach, let error = TokenSet.parse(json: paletteJSON + member + "\n}\n").1.first {
                problems.append(DefaultTokensProblem(component: type.name, message: error.message))
            } else {
                json += member
            }
        }
        return (json + "\n}\n", problems)
    }

    /// `name` as a JSON string.
    private static func quoted(_ name: String) -> String {
        (try? JSONEncoder().encode(name)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }

    /// The palette every built-in component's defaults refer to, and the interaction and text tokens they share:
    /// an open JSON object that ``defaultTokensJSON(for:)`` adds each component's group to and closes.
    private static let paletteJSON = #"""
{
 "color": {
  "$type": "color",
  "brand": {
   "500": {
    "$value": "#005CE5"
   },
   "100": {
    "$value": "#D2E5FF"
   },
   "300": {
    "$value": "#7AA7EF"
   }
  },
  "neutral": {
   "0": {
    "$value": "#FFFFFF"
   },
   "100": {
    "$value": "#E5EBF4"
   }
  }
 },
 "space": {
  "$type": "dimension",
  "space-0": {
   "$value": "0px"
  },
  "space-2": {
   "$value": "2px"
  },
  "space-4": {
   "$value": "4px"
  },
  "space-8": {
   "$value": "8px"
  },
  "space-20": {
   "$value": "20px"
  }
 },
 "font": {
  "family": {
   "base": {
    "$type": "fontFamily",
    "$value": [
     "Inter",
     "system-ui",
     "-apple-system",
     "Segoe UI",
     "Roboto",
     "sans-serif"
    ]
   }
  }
 },
 "state": {
  "disabled-opacity": {
   "$type": "number",
   "$value": 0.4
  },
  "focus-ring": {
   "$type": "color",
   "$value": "{color.brand.500}"
  },
  "focus-ring-width": {
   "$type": "dimension",
   "$value": "{space.space-2}"
  },
  "focus-ring-offset": {
   "$type": "dimension",
   "$value": "{space.space-2}"
  },
  "pressed-halo-opacity": {
   "$type": "number",
   "$value": 0.16
  }
 }
"""#
}

extension PreviewRenderer {
    /// The built-in tokens each of `components` draws with, by component name: those of `defaultTokens` (what
    /// ``readDefaultTokens(of:)`` read for them) under its name (`slider/…`), the shared interaction tokens (`state/…`) and the text's font family. A component of a
    /// site's own has none.
    public static func builtInTokens(of components: ComponentRegistry, in defaultTokens: TokenSet) -> [String: [String]] {
        var byComponent: [String: [String]] = [:]
        let shared = defaultTokens.paths.filter { $0.hasPrefix("state/") || $0 == "font/family/base" }
        for name in components.names {
            let own = defaultTokens.paths.filter { $0.hasPrefix(name + "/") }
            if !own.isEmpty {
                byComponent[name] = own + shared
            }
        }
        return byComponent
    }
}

/// A component whose own default tokens cannot be read: a mistake in its code, reported where the build starts.
public struct DefaultTokensProblem: Sendable, Hashable {
    /// The component's name.
    public var component: String
    /// What is wrong, as the token reader says it.
    public var message: String
}
