import DesignTokens
import Foundation
import HTMLReading
import Markdown
import Previews
import SiteModel

/// Checks what page text says against what the generator can compute: contrast ratios between two colours,
/// and token paths in code spans. Each claim gets the computed value beside it on the page. It runs as each page's
/// Markdown is parsed, on each block of text that could hold a claim (``triggers``).
struct ClaimChecker: SiteCheck {
    static let name = "claims"
    static let summary = "contrast ratios stated in a page's text, and token paths in its code spans, against the tokens"
    static let codes: [DiagnosticCode] = [.claimRatio, .claimColor, .tokenUnknown]

    let tokens: TokenSet
    /// The page whose claims are checked, as diagnostics name it.
    var path: String
    private let topGroups: Set<String>
    private let groups: Set<String>

    /// How far a stated ratio may be from the computed one before it is called wrong.
    static let tolerance = 0.1

    init(tokens: TokenSet, path: String) {
        self.tokens = tokens
        self.path = path
        var groups: Set<String> = []
        for tokenPath in tokens.paths {
            var prefix = ""
            for segment in tokenPath.split(separator: "/").dropLast() {
                prefix += (prefix.isEmpty ? "" : "/") + segment
                groups.insert(prefix)
            }
        }
        self.groups = groups
        topGroups = Set(tokens.paths.compactMap { $0.split(separator: "/").first.map(String.init) })
    }

    /// The bytes a block must hold to have a claim: the colon of a ratio (`4.5:1`), and the slash of a token
    /// path when tokens.json has groups. Blocks without any are never gathered for ``check(_:into:)``.
    var triggers: [UInt8] {
        topGroups.isEmpty ? [UInt8(ascii: ":")] : [UInt8(ascii: ":"), UInt8(ascii: "/")]
    }

    /// The warnings for one block, and what to show beside its claims.
    func check(_ block: TextBlock, into diagnostics: inout Diagnostics) -> [TextInsertion] {
        var insertions: [TextInsertion] = []
        let text = block.text
        // Swift's Regex is slow: run it only on text that could hold a claim, looked for in the text's own bytes
        // (every paragraph, heading and cell of every page comes here).
        var bytes = text
        let mayHoldClaim = bytes.withUTF8 { $0.firstIndex(of: ":1", from: 0) != nil && $0.firstIndex(of: " on ", from: 0) != nil }
        for match in mayHoldClaim ? text.matches(of: Self.claimPattern) : [] {
            let claim = String(text[match.range])
            let start = text.utf8.distance(from: text.startIndex, to: match.range.lowerBound)
            let end = text.utf8.distance(from: text.startIndex, to: match.range.upperBound)
            let position = block.position(of: start)
            let location = SourceLocation(path: path, line: position.line, column: position.column)
            guard let stated = Double(match.output.ratio),
                  let foreground = color(String(match.output.foreground), at: location, into: &diagnostics),
                  let background = color(String(match.output.background), at: location, into: &diagnostics)
            else { continue }
            let computed = foreground.contrastRatio(with: background)
            let shown = Color.ratioText(computed)
            if abs(stated - computed) > Self.tolerance {
                diagnostics.append(.warning(.claimRatio, at: location,
                    "contrast claim '\(claim)' disagrees with the computed \(shown):1; correct the stated ratio"))
                insertions.append(TextInsertion(offset: end, html:
                    " <span class=\"claim-check claim-check--mismatch\" title=\"The stated ratio differs from the one computed from the colours\">(computed: \(shown):1)</span>"))
            } else {
                insertions.append(TextInsertion(offset: end, html:
                    " <span class=\"claim-check claim-check--ok\" title=\"Checked against the colours at build time\">(computed: \(shown):1)</span>"))
            }
        }
        // Without token groups no word can be an unknown token path.
        for run in block.runs where !topGroups.isEmpty {
            // A code span is checked whole; in plain text, each word that looks like a path.
            var runText = run.text
            guard runText.withUTF8({ $0.firstIndex(of: UInt8(ascii: "/"), from: 0) != nil }) else { continue }
            let candidates: [(String, Int)] = run.isCode
                ? [(run.text, 0)]
                : Self.pathWords(in: run.text).map { ($0.path, $0.column) }
            for (candidate, column) in candidates where isUnknownTokenPath(candidate) {
                let hint = Suggestion.closest(to: candidate, in: tokens.definedPaths).map { "did you mean '\($0)'? " } ?? ""
                diagnostics.append(.warning(.tokenUnknown,
                    at: SourceLocation(path: path, line: run.line, column: run.column + column),
                    "token path '\(candidate)' is not in \(tokens.entry); \(hint)write a path that \(tokens.entry) defines"
                ).following(tokens.unreadableLocation(candidate)))
            }
        }
        return insertions
    }

    /// A code span that looks like a token path under one of tokens.json's top-level groups, and is neither a
    /// token nor a group.
    private func isUnknownTokenPath(_ text: String) -> Bool {
        let segments = text.split(separator: "/", omittingEmptySubsequences: false)
        guard segments.count >= 2, let first = segments.first, topGroups.contains(String(first)),
              segments.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } })
        else { return false }
        return tokens[text] == nil && !groups.contains(text)
    }

    private func color(_ text: String, at location: SourceLocation, into diagnostics: inout Diagnostics) -> Color? {
        switch text {
        case "white": return .white
        case "black": return Color(red: 0, green: 0, blue: 0)
        default:
            if text.hasPrefix("#") { return Color(hex: text) }
            do {
                return try tokens.color(text)
            } catch {
                diagnostics.append(.warning(.claimColor, at: location, "the contrast claim names \(error.description); write a colour token path or a hex colour"))
                return nil
            }
        }
    }

    /// "#005CE5 on white = 5.3:1", "`stepper/color/bg` on the track `stepper/color/bg-track` = 4.5:1": a colour,
    /// "on", up to three words, a colour, an optional "=" or ":", and a ratio to 1.
    // Made only for text that may hold a claim, since a regex literal is parsed each time it is created; Regex is
    // not Sendable, so it cannot be a shared constant.
    private static var claimPattern: Regex<(Substring, foreground: Substring, background: Substring, ratio: Substring)> {
        #/(?<foreground>\#[0-9A-Fa-f]{3,8}\b|white|black|[a-z][a-z0-9-]*(?:/[a-z0-9-]+)+)\s+on\s+(?:[a-z]+\s+){0,3}?(?<background>\#[0-9A-Fa-f]{3,8}\b|white|black|[a-z][a-z0-9-]*(?:/[a-z0-9-]+)+)\s*(?:=|:|is)?\s*(?<ratio>\d+(?:\.\d+)?)\s*:\s*1(?!\d)(?!\.\d)/#
    }
}
