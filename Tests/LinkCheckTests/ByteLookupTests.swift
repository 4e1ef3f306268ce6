@testable import LinkCheck
import ResolvedModel
import SiteModel
import Testing

/// The byte-level lookups of the link check, checked against the String code they stand for.
@Suite("Link check lookups by bytes")
struct ByteLookupTests {
    /// Keys from a small alphabet, so that many repeat and many share a prefix or a length.
    static func keys(count: Int, seed: UInt64) -> [String] {
        var state = seed
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        let alphabet = Array("ab/.-0x#%")
        return (0..<count).map { _ in String((0..<(next() % 27)).map { _ in alphabet[next() % alphabet.count] }) }
    }

    @Test("an ASCIITable answers as a Dictionary keyed by String, through its growth")
    func table() {
        var table = ASCIITable<Int>()
        var dictionary: [String: Int] = [:]
        for (index, key) in Self.keys(count: 3_000, seed: 7).enumerated() {
            var bytes = key
            bytes.withUTF8 { bytes in
                let print = ASCIITable<Int>.fingerprint(of: bytes)
                #expect(print.isASCII)
                #expect(table.value(for: bytes, print) == dictionary[key])
                table.set(index, for: bytes, print)
            }
            dictionary[key] = index
        }
        for key in Self.keys(count: 3_000, seed: 8) {
            var bytes = key
            #expect(bytes.withUTF8 { table.value(for: $0, ASCIITable<Int>.fingerprint(of: $0)) } == dictionary[key])
        }
    }

    @Test("a fingerprint says ASCII exactly when every byte is below 0x80, at every length and place")
    func ascii() {
        for length in 0..<20 {
            var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            #expect(bytes.withUnsafeBufferPointer { ASCIITable<Int>.fingerprint(of: $0).isASCII })
            for place in 0..<length {
                bytes[place] = 0xC3
                #expect(!bytes.withUnsafeBufferPointer { ASCIITable<Int>.fingerprint(of: $0).isASCII })
                bytes[place] = UInt8(ascii: "a")
            }
        }
    }

    /// LinkIndex.file(for:) as it was written over Strings.
    static func file(for path: String, in paths: Set<String>) -> String? {
        if path.isEmpty || path.hasSuffix("/") {
            let index = path + "index.html"
            return paths.contains(index) ? index : nil
        }
        if paths.contains(path) { return path }
        return paths.contains(path + "/index.html") ? path + "/index.html" : nil
    }

    @Test("the file a path serves is found by bytes as by Strings, and by Strings where a path is not ASCII")
    func files() {
        let asciiPaths: Set<String> = ["index.html", "a/index.html", "a/b", "a/b.css", "x/y/index.html", "K/index.html"]
        let mixedPaths = asciiPaths.union(["caf\u{E9}/index.html", "\u{212A}v/index.html"])
        let asked = ["", "a", "a/", "a/b", "a/b/", "a/b.css", "x/y", "x/y/", "x", "nope/", "K", "\u{212A}", "\u{212A}/",
                     "cafe\u{301}/", "caf\u{E9}", "Kv/", "\u{212A}v"] + Self.keys(count: 300, seed: 9)
        for paths in [asciiPaths, mixedPaths] {
            let index = LinkIndex(site: ResolvedSite(), paths: paths, references: [:])
            for path in asked {
                #expect(index.file(for: path) == Self.file(for: path, in: paths), "\(path)")
            }
        }
    }

    @Test("destinations resolved in stack memory are those of the relative-path walk over arrays",
          arguments: ["", "components/slider/", "a/b/c/", "guides", "x/index.html", "deep/er/still/page/"])
    func destinations(route: String) {
        let urls = ["..", "../", "../..", "./", ".", "a/../b", "a/./b/", "../x/..", "../../../../q", "x//y", "z/."]
            + Self.keys(count: 400, seed: 10).filter { !$0.contains("#") && !$0.contains("%") && !$0.hasPrefix("/") }
        for url in urls {
            #expect(LinkDestination(url, on: Route(path: route)) == Self.resolved(url, on: route), "\(url) on \(route)")
        }
    }

    /// LinkDestination's walk over a relative path as it was written with arrays, for a url without anchor,
    /// query or escape that does not start with a slash.
    static func resolved(_ path: String, on route: String) -> LinkDestination {
        let path = Array(path.utf8)
        guard !path.isEmpty else { return .site(path: Route(path: route).outputFile, fragment: nil) }
        var resolved = Array(route.utf8)
        resolved.removeSubrange((resolved.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0)...)
        let parts = path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        for part in parts where !part.isEmpty && part != [UInt8(ascii: ".")] {
            if part.elementsEqual("..".utf8) {
                guard !resolved.isEmpty else { return .aboveRoot }
                resolved.removeLast()
                resolved.removeSubrange((resolved.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0)...)
                continue
            }
            resolved += part + [UInt8(ascii: "/")]
        }
        let last = parts.last ?? []
        let isFolder = path.last == UInt8(ascii: "/") || (!last.isEmpty && last.allSatisfy { $0 == UInt8(ascii: ".") } && last.count <= 2)
        if !isFolder, resolved.last == UInt8(ascii: "/") {
            resolved.removeLast()
        }
        return .site(path: String(decoding: resolved, as: UTF8.self), fragment: nil)
    }
}
