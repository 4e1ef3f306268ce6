import Foundation

extension SearchQuery {
    /// An index term a query word stands for, how much a match counts, and its postings as the shard writes them.
    struct Variant: Sendable {
        var term: String
        var weight: Double
        var postings: String
    }

    /// A page found: how many of the query's words it has, its score, whether its own document has them all, and
    /// its passages that matched, best first.
    struct Ranked: Sendable {
        var page: Int
        var coverage: Int
        var score: Double
        var named: Bool
        var passages: [Passage]

        /// A passage that matched: its place in the page, how many of the query's words it has itself and with
        /// the page's own, its score without the words the page's own document has, and its whole score.
        struct Passage: Sendable {
            var offset: Int
            var own: Int
            var covered: Int
            var telling: Double
            var score: Double
        }
    }

    /// The index's terms `word` stands for: itself, words of its stem, words it starts when `prefix`, and, for a
    /// word of five letters or more that none of those finds (a prefix is not enough), words one edit away.
    func variants(of word: String, prefix: Bool, files: inout Files) -> [Variant] {
        let stem = Self.stem(word)
        var found: [Variant] = []
        for (key, postings) in files.terms(near: word, prefix: prefix) {
            if key.utf8.elementsEqual(word.utf8) {
                found.append(Variant(term: key, weight: 1, postings: postings))
            } else if key.utf8.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }),
                      Self.stem(key).utf8.elementsEqual(stem.utf8) {
                found.append(Variant(term: key, weight: Self.stemWeight, postings: postings))
            } else if prefix, key.utf8.starts(with: word.utf8), !key.utf8.contains(UInt8(ascii: "-")) {
                found.append(Variant(term: key, weight: Self.prefixWeight, postings: postings))
            }
        }
        let length = word.unicodeScalars.count
        guard !found.contains(where: { $0.weight > Self.prefixWeight }), length >= 5,
              word.unicodeScalars.allSatisfy(\.properties.isAlphabetic) else { return found }
        var near: [String] = []
        for candidateLength in [length - 1, length, length + 1] {
            for candidate in files.words(ofLength: candidateLength) where near.count < Self.typoLimit {
                if Self.oneEdit(word, candidate) { near.append(candidate) }
            }
        }
        for candidate in near {
            if let postings = files.postings(of: candidate) {
                found.append(Variant(term: candidate, weight: Self.typoWeight, postings: postings))
            }
        }
        return found
    }

    /// The pages the lists' postings name, ranked: more of the `words` first (the lists after them are compound
    /// terms, which add to a score but find no page alone), then by score, then in site order. A page's score is
    /// the sum of each list's best value (its own document's times ``pageWeight``) and a quarter of its best
    /// passage's.
    static func rank(_ lists: [[Variant]], words: Int, documents: Int) -> [Ranked] {
        var pages: [Int: [Int: [Double]]] = [:]
        let zeros = [Double](repeating: 0, count: lists.count)
        for (position, variants) in lists.enumerated() {
            for variant in variants {
                let read = postings(variant.postings)
                let weight = variant.weight * idf(read.size, documents: documents)
                for posting in read.list {
                    let value = weight * Double(posting.score) / 35
                    let current = pages[posting.page, default: [:]][posting.offset, default: zeros][position]
                    if value > current {
                        pages[posting.page, default: [:]][posting.offset, default: zeros][position] = value
                    }
                }
            }
        }
        var ranked: [Ranked] = []
        for (page, docs) in pages {
            guard let found = rankPage(page, docs: docs, words: words, zeros: zeros) else { continue }
            ranked.append(found)
        }
        return ranked.sorted { ($0.coverage, $0.score, -$0.page) > ($1.coverage, $1.score, -$1.page) }
    }

    /// One page from its documents' values (by place, then by list). The words the page's own document has (its
    /// title, its search words) are the page's in every passage: a passage that has the others completes the query
    /// ("slider disabled": the Slider page's "State: disabled"), and among the page's passages those words tell
    /// nothing apart. The page's score counts its best passage by the passage's own words alone.
    private static func rankPage(_ page: Int, docs: [Int: [Double]], words: Int, zeros: [Double]) -> Ranked? {
        var best = zeros
        var passages: [Ranked.Passage] = []
        var named = false
        let own = docs[0]
        for (offset, values) in docs {
            var covered = 0
            var itself = 0
            var sum = 0.0
            var telling = 0.0
            for (position, value) in values.enumerated() {
                let counted = offset == 0 ? value * pageWeight : value
                if counted > best[position] { best[position] = counted }
                let titled = (own?[position] ?? 0) > 0
                if position < words && (value > 0 || titled) { covered += 1 }
                if position < words && value > 0 { itself += 1 }
                sum += value
                if !titled { telling += value }
            }
            if offset > 0 && itself > 0 {
                passages.append(Ranked.Passage(offset: offset, own: itself, covered: covered, telling: telling, score: sum))
            }
            if offset == 0 && covered == words { named = true }
        }
        let coverage = best.prefix(words).filter { $0 > 0 }.count
        guard coverage > 0 else { return nil }
        passages.sort { ($0.covered, $0.telling, $0.score, -$0.offset) > ($1.covered, $1.telling, $1.score, -$1.offset) }
        let top = passages.max { ($0.own, $0.score) < ($1.own, $1.score) }?.score ?? 0
        let score = best.reduce(0, +) + 0.25 * top
        return Ranked(page: page, coverage: coverage, score: score, named: named, passages: passages)
    }

    /// BM25's idf of a term `size` of the `documents` have.
    static func idf(_ size: Int, documents: Int) -> Double {
        log(1 + (Double(documents - size) + 0.5) / (Double(size) + 0.5))
    }

    /// `"1c|e.fv,1w"`: 48 documents have the term; page 14's 15th passage scores 31, page 1 itself 32. An entry
    /// that is not base-36 digits is left out.
    static func postings(_ text: String) -> (size: Int, list: [(page: Int, offset: Int, score: Int)]) {
        var entries = Substring(text)
        var size: Int?
        if let bar = entries.firstIndex(of: "|") {
            size = base36(entries[..<bar])
            entries = entries[entries.index(after: bar)...]
        }
        var list: [(page: Int, offset: Int, score: Int)] = []
        for entry in entries.split(separator: ",", omittingEmptySubsequences: false) where entry.count >= 2 {
            let place = entry.dropLast().split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            guard let page = base36(place[0]), let score = base36(entry.suffix(1)) else { continue }
            let offset = place.count > 1 ? base36(place[1]) : 0
            if let offset { list.append((page, offset, score)) }
        }
        return (size ?? list.count, list)
    }

    private static func base36(_ digits: Substring) -> Int? {
        digits.count <= 12 ? Int(digits, radix: 36).flatMap { $0 >= 0 ? $0 : nil } : nil
    }

    /// The result for a ranked page: its title and path, and up to three passages. A page the query named leads to
    /// the page itself, shown with its first passage's text, its best passages after it.
    func details(of entry: Ranked, files: inout Files) -> Result? {
        guard let page = files.page(entry.page) else { return nil }
        var offsets = entry.passages.prefix(Self.passageLimit).map(\.offset)
        if entry.named && page.first + 1 < page.end {
            offsets = [1] + offsets.filter { $0 != 1 }.prefix(Self.passageLimit - 1)
        }
        var passages = offsets.map { files.document(page.first + $0) }
        if entry.named, let first = passages.first, let shown = first {
            passages[0] = Passage(heading: "", anchor: "", text: shown.text)
        }
        let shown = passages.compactMap { $0 }
        let anchor = shown.first.map(\.anchor) ?? ""
        return Result(title: page.title, path: page.path, url: page.path + (anchor.isEmpty ? "" : "#" + anchor),
                      passages: shown, score: entry.score)
    }
}
