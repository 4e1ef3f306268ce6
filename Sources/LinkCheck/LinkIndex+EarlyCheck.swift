import HTMLReading
import Markdown
import SiteModel

extension LinkIndex {
    /// The check of one page's references as its HTML is read, against the files a build knows before it renders
    /// (``init(filesBeforeRendering:)``), so that a large site keeps only what needs the whole site's ids: it drops
    /// references a Markdown link of the page repeats (the check skips them: the link is checked at its line);
    /// references without an anchor that lead off the site or to a file the index holds (a file found stays found
    /// as files are added); and, once the page is read (``finish(_:known:)``), references to an anchor of the page
    /// itself that its ids have (a table of contents). All but the first are counted in
    /// ``HTMLReferences/passedEarlyCount``, since the check counts them as links it followed.
    ///
    /// Each reference is looked at as bytes where the page holds them: only those kept are made Strings.
    package struct EarlyCheck {
        private let index: LinkIndex
        private let route: Route
        private let rootPrefix: [UInt8]
        /// The page's Markdown links, percent-decoded.
        private let written: [String]
        /// The same as a Set, made when a reference is not looked up by bytes.
        private var writtenSet: Set<String>?
        /// The same, by bytes, when every one is ASCII (nil otherwise), for the references without escapes.
        private let writtenASCII: ASCIITable<Bool>?
        private var known = RootLinkResults()

        /// The check of `page`, which takes over `known` (what the pages before it on this core found) until
        /// ``finish(_:known:)`` gives it back.
        package init(_ index: LinkIndex, page: Page, known: inout RootLinkResults) {
            self.index = index
            route = page.route
            rootPrefix = Array(route.rootPrefix.utf8)
            written = page.body.links.map { LinkDestination.percentDecoded($0.destination) }
            var table: ASCIITable<Bool>? = ASCIITable()
            for link in written {
                var link = link
                link.withUTF8 { bytes in
                    let print = ASCIITable<Bool>.fingerprint(of: bytes)
                    if print.isASCII { table?.set(true, for: bytes, print) } else { table = nil }
                }
            }
            writtenASCII = table
            swap(&self.known, &known)
        }

        /// What becomes of the reference `url`, read as the page is.
        package mutating func verdict(on url: UnsafeBufferPointer<UInt8>) -> ReferenceVerdict {
            if !written.isEmpty, repeatsLink(url) {
                return .repeatsLink
            }
            // An anchor may name an id further down the page: it waits for finish(_:known:).
            if url.firstIndex(of: UInt8(ascii: "#"), from: 0) != nil {
                return .keep
            }
            let passes: Bool
            let prefix = rootPrefix
            if prefix.withUnsafeBufferPointer({ url.starts(withBytes: $0) }) {
                let key = UnsafeBufferPointer(rebasing: url[prefix.count...])
                if let passed = known.result(for: key) {
                    passes = passed
                } else {
                    passes = index.problem(with: String(decoding: url, as: UTF8.self), on: route) == nil
                    known.record(passes, for: key)
                }
            } else {
                passes = index.problem(with: String(decoding: url, as: UTF8.self), on: route) == nil
            }
            return passes ? .passes : .keep
        }

        /// Whether a Markdown link of the page leads where `url` does, compared as percent-decoded Strings.
        private mutating func repeatsLink(_ url: UnsafeBufferPointer<UInt8>) -> Bool {
            // Without escapes, an ASCII url is its own percent-decoding, and equal to an ASCII String only when
            // their bytes are.
            if let writtenASCII, url.firstIndex(of: UInt8(ascii: "%"), from: 0) == nil {
                let print = ASCIITable<Bool>.fingerprint(of: url)
                if print.isASCII { return writtenASCII.value(for: url, print) != nil }
            }
            let set = writtenSet ?? Set(written)
            writtenSet = set
            return set.contains(LinkDestination.percentDecoded(String(decoding: url, as: UTF8.self)))
        }

        /// Drops the kept references to an anchor of the page itself that its ids have, now that it is read, and
        /// gives `known` back.
        package mutating func finish(_ references: inout HTMLReferences, known: inout RootLinkResults) {
            swap(&self.known, &known)
            var ownIDs: Set<String>?
            // A link that is only an anchor (`#usage`) leads to the page's own file, when the index has it.
            let ownFileKnown = index.paths.contains(route.outputFile)
            var kept: [HTMLReferences.Reference] = []
            for reference in references.references {
                var url = reference.url
                // One without an anchor was kept as it was read: the check finds it broken.
                guard let hash = url.withUTF8({ $0.firstIndex(of: UInt8(ascii: "#"), from: 0) }),
                      let fragment = index.ownAnchor(url, hashAt: hash, on: route, ownFileKnown: ownFileKnown)
                else {
                    kept.append(reference)
                    continue
                }
                let ids = ownIDs ?? Set(references.ids)
                ownIDs = ids
                if fragment.isEmpty || fragment == "top" || ids.contains(fragment) {
                    references.passedEarlyCount += 1
                } else {
                    kept.append(reference)
                }
            }
            references.references = kept
        }
    }

    /// The anchor `url` names on the page at `route`, percent-decoded, or nil when it leads elsewhere; `hash` is the
    /// offset of its `#`. A link that is only an anchor (`#usage`) is read without resolving it.
    private func ownAnchor(_ url: String, hashAt hash: Int, on route: Route, ownFileKnown: Bool) -> String? {
        if hash == 0 {
            guard ownFileKnown else { return nil }
            var url = url
            return LinkDestination.percentDecoded(url.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[1...]), as: UTF8.self) })
        }
        guard case let .site(path, fragment?) = LinkDestination(url, on: route), file(for: path) == route.outputFile else {
            return nil
        }
        return fragment
    }

    /// Whether links that climb exactly to the site's root (`../../assets/specimen.css` on a page two folders deep)
    /// passed the early check, by the rest of the link after the climb: where such a link leads does not depend on
    /// the page, and the templates write the same ones on every page. One core's pages share it.
    package struct RootLinkResults: Sendable {
        private var ascii = ASCIITable<Bool>()
        /// Keys that are not ASCII, by String as before: they may be equal without their bytes being.
        private var others: [String: Bool] = [:]

        package init() {}

        /// Whether the link whose rest is `key` passed, when one did.
        func result(for key: UnsafeBufferPointer<UInt8>) -> Bool? {
            let print = ASCIITable<Bool>.fingerprint(of: key)
            return print.isASCII ? ascii.value(for: key, print) : others[String(decoding: key, as: UTF8.self)]
        }

        mutating func record(_ passed: Bool, for key: UnsafeBufferPointer<UInt8>) {
            let print = ASCIITable<Bool>.fingerprint(of: key)
            if print.isASCII {
                ascii.set(passed, for: key, print)
            } else {
                others[String(decoding: key, as: UTF8.self)] = passed
            }
        }
    }
}
