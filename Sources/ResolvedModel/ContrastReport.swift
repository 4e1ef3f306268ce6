import SiteModel
import DesignTokens
import Previews

/// The contrast of every pair the site's components draw, in the tokens' default values and in each mode, worked
/// out once a build: the tokens page tables it, each component page's summary names the pairs its previews draw
/// that fail, and the build warns of them.
package struct ContrastReport: Sendable, Hashable {
    /// One pair in one set of values.
    package struct Measure: Sendable, Hashable {
        package var foregroundHex: String
        package var backgroundHex: String
        package var ratio: Double
        package var passes: Bool

        /// The ratio as pages show it (`4.48:1`).
        package var ratioText: String {
            Color.ratioText(ratio) + ":1"
        }
    }

    /// A pair measured in the default values and in each mode.
    package struct Entry: Sendable, Hashable {
        package var pair: ContrastPair
        package var measure: Measure
        /// In the order of ``ContrastReport/modes``; nil where either token is no colour in that mode.
        package var modes: [Measure?]

        /// Whether it falls short of its minimum in the default values or in any mode.
        package var fails: Bool {
            !measure.passes || modes.contains { $0.map { !$0.passes } ?? false }
        }

        /// Where it falls short: `default` and the modes' names, with the ratio in each (`default 1.28:1`).
        package func shortfalls(modeNames: [String]) -> [String] {
            var found = measure.passes ? [] : ["default " + measure.ratioText]
            for (name, measure) in zip(modeNames, modes) {
                if let measure, !measure.passes {
                    found.append(name + " " + measure.ratioText)
                }
            }
            return found
        }
    }

    /// The modes the tokens give values for, in the order the entries list them.
    package var modes: [String] = []
    /// One for each pair whose tokens are both colours in the default values, in the order the pairs were given.
    package var entries: [Entry] = []

    package init() {}

    /// Measures each of `pairs` in `tokens` and in each of its modes; a pair whose tokens are not both colours is
    /// left out, and so is a pair of two built-in defaults (``TokenSet/builtInDefaults``): neither colour is the
    /// team's to change.
    package init(pairs: [ContrastPair], tokens: TokenSet) {
        modes = tokens.modes
        let modeSets = modes.map { tokens.inMode($0) }
        entries = pairs.compactMap { pair in
            if tokens.builtInDefaults.contains(pair.foreground), tokens.builtInDefaults.contains(pair.background) { return nil }
            guard let measure = Self.measure(pair, in: tokens) else { return nil }
            return Entry(pair: pair, measure: measure, modes: modeSets.map { Self.measure(pair, in: $0) })
        }
    }

    /// The entry for `pair`, when it was measured.
    package func entry(for pair: ContrastPair) -> Entry? {
        entries.first { $0.pair == pair }
    }

    private static func measure(_ pair: ContrastPair, in tokens: TokenSet) -> Measure? {
        guard let foreground = try? tokens.color(pair.foreground), let background = try? tokens.color(pair.background) else {
            return nil
        }
        let ratio = foreground.contrastRatio(with: background)
        return Measure(foregroundHex: foreground.hex, backgroundHex: background.hex, ratio: ratio,
                       passes: ratio >= pair.kind.minimum)
    }
}
