import Foundation

/// How the seed documents (`../shared/seeds`) reach the built site, read from `Fidelity/seed-fidelity.json`: for
/// each seed, the pages that publish it, and every way the site departs from its words on purpose, each with its
/// reason. The list of corrections is the list of facts the site states differently from a seed.
struct SeedFidelity: Decodable {
    /// A regular expression replaced in a seed's text before it is compared (NSRegularExpression template: `$1`).
    struct Correction: Decodable {
        var pattern: String
        var replacement: String
        var reason: String
    }

    /// Units of a seed (lines, once corrected) that the site does not carry: a regular expression searched in each.
    struct Omission: Decodable {
        var pattern: String
        var reason: String
    }

    struct Seed: Decodable {
        var file: String
        /// Built pages, relative to the output folder, that publish the seed.
        var pages: [String]
        var corrections: [Correction]?
        var notCarried: [Omission]?
        /// Why the seed is summed up rather than carried line by line; nil when it is carried.
        var summarised: String?
        /// Text the pages must show when the seed is summed up.
        var mustShow: [String]?
    }

    /// The share of a unit's words, in order, that its best-matching block of the page must hold.
    var threshold: Double
    /// British spellings the site uses, mapped to the seeds' American ones.
    var spellings: [String: String]
    /// Corrections for every seed, applied after each seed's own.
    var everywhere: [Correction]
    /// Omissions for every seed.
    var notCarried: [Omission]
    var seeds: [Seed]

    /// The problems found: each seed unit the built site in `site` does not carry, as
    /// `file: 'unit': best match 0.42 in 'block'; missing 8, #005ce5`.
    func problems(site: URL, seeds folder: URL) throws -> [String] {
        var problems: [String] = []
        for seed in seeds {
            var blocks: [PageBlock] = []
            for page in seed.pages {
                let html = try String(contentsOf: site.appendingPathComponent(page), encoding: .utf8)
                blocks += PageBlock.blocks(of: html).map { PageBlock(text: $0, words: words(of: $0)) }
            }
            if seed.summarised != nil {
                let shown = blocks.map(\.text).joined(separator: "\n")
                problems += (seed.mustShow ?? []).filter { !shown.contains($0) }.map { "\(seed.file): the summary lacks '\($0)'" }
                continue
            }
            var text = try String(contentsOf: folder.appendingPathComponent(seed.file), encoding: .utf8)
            for correction in (seed.corrections ?? []) + everywhere {
                let expression = try NSRegularExpression(pattern: correction.pattern)
                text = expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text),
                                                           withTemplate: correction.replacement)
            }
            let omissions = try ((seed.notCarried ?? []) + notCarried).map { try NSRegularExpression(pattern: $0.pattern) }
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let unit = line.trimmingCharacters(in: .whitespaces)
                let range = NSRange(unit.startIndex..., in: unit)
                if omissions.contains(where: { $0.firstMatch(in: unit, range: range) != nil }) { continue }
                let unitWords = words(of: unit)
                if let problem = match(unitWords, in: blocks) {
                    problems.append("\(seed.file): '\(unit.prefix(100))': \(problem)")
                }
            }
        }
        return problems
    }

    /// Nil when some block holds at least `threshold` of `unit`'s words in order and every word with a digit in
    /// it (a number, a ratio, a colour, a node id); otherwise what the best block lacks.
    private func match(_ unit: [String], in blocks: [PageBlock]) -> String? {
        guard !unit.isEmpty else { return nil }
        let facts = unit.filter { $0.contains(where: \.isNumber) }
        // The best block has the most words in order plus facts; a block's shared words bound its words in order.
        var best: (score: Int, inOrder: Int, block: PageBlock)?
        let bounded = blocks.map { block -> (bound: Int, factsPresent: Int, block: PageBlock) in
            let present = Set(block.words)
            let factsPresent = facts.filter(present.contains).count
            return (unit.filter(present.contains).count + factsPresent, factsPresent, block)
        }
        for (bound, factsPresent, block) in bounded.sorted(by: { $0.bound > $1.bound }) {
            if let best, bound < best.score { break }
            let inOrder = Self.longestCommonSubsequence(unit, block.words)
            let score = inOrder + factsPresent
            if best.map({ score > $0.score }) ?? true {
                best = (score, inOrder, block)
            }
        }
        guard let best else { return "no block on the page" }
        let ratio = Double(best.inOrder) / Double(unit.count)
        let missing = facts.filter { !best.block.words.contains($0) }
        guard ratio < threshold || !missing.isEmpty else { return nil }
        return "best match \(String(format: "%.2f", ratio)) in '\(best.block.text.prefix(80))'"
            + (missing.isEmpty ? "" : "; missing \(missing.joined(separator: ", "))")
    }

    /// Lowercased words, with numbers, ratios, node ids and token paths kept whole (`5.73:1`, `27:48235`,
    /// `stepper/color/bg`), British spellings mapped.
    func words(of text: String) -> [String] {
        text.lowercased().matches(of: #/#?[a-z0-9]+(?:[.:\/][a-z0-9]+)*/#).map { match in
            let word = String(match.output)
            return spellings[word] ?? word
        }
    }

    static func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
        var previous = [Int](repeating: 0, count: b.count + 1)
        var current = previous
        for x in a {
            for (j, y) in b.enumerated() {
                current[j + 1] = x == y ? previous[j] + 1 : max(previous[j + 1], current[j])
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

/// The text of one block of a built page (a paragraph, list item, table row, heading, code block), with the
/// text of blocks inside it, cells apart; SVG, scripts and styles are left out.
struct PageBlock {
    var text: String
    var words: [String]

    private static let blockTags: Set<String> = ["p", "li", "tr", "pre", "h1", "h2", "h3", "h4", "dt", "dd",
                                                 "figcaption", "caption", "summary", "blockquote"]
    private static let hiddenTags: Set<String> = ["script", "style", "svg", "template"]
    private static let cellTags: Set<String> = ["td", "th", "br", "div"]

    static func blocks(of html: String) -> [String] {
        var blocks: [String] = []
        var open: [(tag: String, text: String)] = []
        var hidden = 0
        var rest = html[...]
        while let tag = rest.firstMatch(of: #/<(/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*>/#) {
            let text = rest[..<tag.range.lowerBound]
            if hidden == 0, !open.isEmpty {
                open[open.count - 1].text += decoded(text)
            }
            rest = rest[tag.range.upperBound...]
            let name = tag.output.2.lowercased()
            let closing = !tag.output.1.isEmpty
            if hiddenTags.contains(name) {
                hidden += closing ? -1 : 1
            }
            if cellTags.contains(name), !open.isEmpty, !(closing && name == "br") {
                open[open.count - 1].text += " "
            }
            guard blockTags.contains(name) else { continue }
            if !closing {
                open.append((name, ""))
            } else if let index = open.lastIndex(where: { $0.tag == name }) {
                let block = open.remove(at: index).text
                blocks.append(block)
                for outer in open.indices {
                    open[outer].text += " " + block + " "
                }
            }
        }
        return blocks
    }

    /// The references the build writes: the five named ones and numeric ones.
    static func decoded(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        return String(text).replacing(#/&(#[xX][0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);/#) { match in
            let name = match.output.1
            switch name {
            case "amp": return "&"
            case "lt": return "<"
            case "gt": return ">"
            case "quot": return "\""
            case "apos": return "'"
            default:
                let hex = name.dropFirst().first == "x" || name.dropFirst().first == "X"
                let digits = name.dropFirst(hex ? 2 : 1)
                return UInt32(digits, radix: hex ? 16 : 10).flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? ""
            }
        }
    }
}
