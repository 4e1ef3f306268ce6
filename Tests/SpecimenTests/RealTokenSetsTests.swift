import Foundation
import Testing
import TestSupport

/// The token exports of public design systems in `../shared/realworld/tokens`, each put into a fresh
/// `specimen init` site (its pages kept) and named by `tokens:` in site.yml, as a team would try them.
@Suite("Real design systems' tokens")
struct RealTokenSetsTests {
    /// A set: its folder under realworld/tokens, what `tokens:` names inside it, how many tokens it holds
    /// (counted independently, by `jq` over the files), and the modes it gives.
    struct RealSet: Sendable, CustomStringConvertible {
        var folder: String
        var entry: String
        var modes: [String]
        /// Files of the folder that the entry does not name, whose tokens the site rightly lacks.
        var notRead: Set<String> = []
        /// Why the set does not build yet, while it does not.
        var knownIssue: String? = nil
        var description: String { folder + (entry == "." ? "" : "/" + entry) }
    }

    static let sets: [RealSet] = [
        // modifiers/theme/{dark,light} and modifiers/product/* are the contexts of two modifiers.
        RealSet(folder: "infomaniak-folder", entry: ".", modes: ["dark", "kchat", "swisstransfer"]),
        // ikds.resolver.json does not name t1-primitive/test.tokens.json (test.resolver.json does).
        RealSet(folder: "infomaniak-resolver", entry: "resolvers/ikds.resolver.json", modes: ["dark"],
                notRead: ["tokens/t1-primitive/test.tokens.json"]),
        RealSet(folder: "figma-sds", entry: "figma-sds.tokens.json", modes: ["dark", "light"]),
        RealSet(folder: "figma-sds-resolver", entry: "sds.resolver.json", modes: ["dark"]),
        RealSet(folder: "digdir-tokens-studio", entry: ".", modes: ["Light", "large", "small", "Secondary", "brand1", "danger"]),
        RealSet(folder: "style-dictionary-examples/basic", entry: ".", modes: []),
        RealSet(folder: "style-dictionary-examples/complete", entry: ".", modes: []),
        RealSet(folder: "style-dictionary-examples/referencing_aliasing", entry: ".", modes: []),
        RealSet(folder: "style-dictionary-examples/tokens-deprecation", entry: ".", modes: []),
        RealSet(folder: "style-dictionary-examples/variables-in-outputs", entry: ".", modes: []),
        RealSet(folder: "style-dictionary-examples/multi-brand-multi-platform", entry: ".", modes: []),
        RealSet(folder: "style-dictionary-examples/tailwind-preset", entry: "tokens.json", modes: []),
    ]

    static func copyTokenFiles(from source: URL, to destination: URL) throws {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        _ = manager.fileExists(atPath: source.path, isDirectory: &isFolder)
        guard isFolder.boolValue else {
            try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.copyItem(at: source, to: destination)
            return
        }
        for case let path as String in manager.enumerator(atPath: source.path) ?? NSEnumerator() where path.hasSuffix(".json") {
            let target = destination.appendingPathComponent(path)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.copyItem(at: source.appendingPathComponent(path), to: target)
        }
    }

    @Test("each builds in a fresh init site: exit 0, its modes shown", arguments: sets)
    func builds(_ set: RealSet) throws {
        let setFolder = SourceTree.sharedFolder().appendingPathComponent("realworld/tokens/\(set.folder)")
        let source = set.entry.hasSuffix(".tokens.json") || set.entry == "tokens.json" ? setFolder.appendingPathComponent(set.entry) : setFolder
        try #require(FileManager.default.fileExists(atPath: source.path), "\(source.path) is missing")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let site = folder.url.appendingPathComponent("site")
        let initRun = try SpecimenCommandTests.run(["init", site.path], in: folder.url)
        try #require(initRun.status == 0, "\(initRun.standardError)")
        let content = site.appendingPathComponent("Content")
        try FileManager.default.removeItem(at: content.appendingPathComponent("tokens.json"))
        // The token files only: a folder's README is the repository's, not the export's.
        try Self.copyTokenFiles(from: setFolder, to: content.appendingPathComponent("set"))
        let settings = content.appendingPathComponent("site.yml")
        let yaml = try String(contentsOf: settings, encoding: .utf8)
        try (yaml + "tokens: set/\(set.entry == "." ? "" : set.entry)\n").write(to: settings, atomically: true, encoding: .utf8)
        let run = try SpecimenCommandTests.run(["build"], in: site)
        let errors = run.standardError.split(separator: "\n").filter { $0.contains(": error:") }
        if let knownIssue = set.knownIssue {
            withKnownIssue(Comment(rawValue: knownIssue)) {
                #expect(run.status == 0, "\(set): \(errors.count) errors, first: \(errors.prefix(5).joined(separator: "\n"))")
            }
        } else {
            #expect(run.status == 0, "\(set): \(errors.count) errors, first: \(errors.prefix(5).joined(separator: "\n"))")
        }
        let warnings = run.standardError.split(separator: "\n").filter { $0.contains(": warning:") }
        print("real set \(set): exit \(run.status), \(errors.count) errors, \(warnings.count) warnings; \(run.standardOutput.split(separator: "\n").last ?? "")")
        guard run.status == 0 else { return }
        let page = try String(contentsOf: site.appendingPathComponent("public/tokens/index.html"), encoding: .utf8)
        for mode in set.modes {
            #expect(page.contains(">\(mode)<"), "\(set): mode \(mode) shown")
        }
        // Every token of the set, found by a walk of its files of its own (an object with `$value`, or with
        // `value` in a file of no `$value`, and a plain value there), is a row of the page.
        let expected = try Self.tokenPaths(in: source, excluding: set.notRead)
        #expect(expected.count > 10)
        let missing = expected.filter { !page.contains("data-token=\"\(Self.escaped($0))\">") }.sorted()
        #expect(missing.isEmpty, "\(set): \(missing.count) of \(expected.count) tokens are not on the page: \(missing.prefix(5))")
        print("real set \(set): \(expected.count) tokens, all on the page: \(missing.isEmpty)")
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "'", with: "&#39;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// The token paths of the .json files under `source` (or of that one file), without Tokens Studio's
    /// `$metadata.json` and `$themes.json` or resolver documents.
    static func tokenPaths(in source: URL, excluding: Set<String>) throws -> Set<String> {
        var paths: Set<String> = []
        var files: [URL] = []
        if source.pathExtension == "json" {
            files = [source]
        } else {
            for case let path as String in FileManager.default.enumerator(atPath: source.path) ?? NSEnumerator()
                where path.hasSuffix(".json") && !excluding.contains(path) && !path.hasSuffix(".resolver.json")
                && !(path as NSString).lastPathComponent.hasPrefix("$") {
                files.append(source.appendingPathComponent(path))
            }
        }
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let root = try JSONSerialization.jsonObject(with: Data(text.utf8))
            let styleDictionary = !text.contains("\"$value\"")
            var stack: [(Any, [String])] = [(root, [])]
            while let (node, path) = stack.popLast() {
                guard let object = node as? [String: Any] else {
                    if styleDictionary, !path.isEmpty { paths.insert(path.joined(separator: "/")) }
                    continue
                }
                if object["$value"] != nil || (styleDictionary && object["value"] != nil) {
                    paths.insert(path.joined(separator: "/"))
                    continue
                }
                for (key, value) in object where !key.hasPrefix("$") {
                    stack.append((value, path + [key]))
                }
            }
        }
        return paths
    }
}
