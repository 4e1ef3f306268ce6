import Foundation
import TestSupport
import Yams

extension RealTokenSetsTests {
    /// The token paths a set's own files define, found by a walk of this test's own rather than Specimen's reader:
    /// in each JSON or YAML file (not Tokens Studio's `$metadata.json` and `$themes.json`, a resolver document or a
    /// package manifest), an object with `$value`, with `value` or Fluent's `aliasOf` in a file that has no `$value`,
    /// or with Spectrum's `sets`, is a token at its path of keys, and Fluent's `generate` the members of the ramp
    /// it names; a Theo file's tokens are its `props`, by name.
    static func tokenPaths(of set: RealSet) throws -> Set<String> {
        let root = setFolder(set)
        var files: [URL] = []
        if set.entry.hasSuffix(".tokens.json") || set.entry == "tokens.json" {
            files = [root.appendingPathComponent(set.entry)]
        } else {
            for case let path as String in FileManager.default.enumerator(atPath: root.path) ?? NSEnumerator() {
                let name = (path as NSString).lastPathComponent
                guard [".json", ".yml", ".yaml"].contains(where: path.hasSuffix), !name.hasPrefix("$"),
                      !name.contains(".resolver."), name != "package.json", !set.notRead.contains(path) else { continue }
                files.append(root.appendingPathComponent(path))
            }
        }
        var paths: Set<String> = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let document: Any? = file.pathExtension == "json"
                ? try JSONSerialization.jsonObject(with: Data(text.utf8)) : try Yams.load(yaml: text)
            paths.formUnion(tokenPaths(in: document, dollarForm: text.contains("$value")))
        }
        return paths
    }

    static func tokenPaths(in document: Any?, dollarForm: Bool) -> Set<String> {
        if let theo = document as? [String: Any], let props = theo["props"] {
            if let map = props as? [String: Any] { return Set(map.keys) }
            return Set((props as? [[String: Any]] ?? []).compactMap { $0["name"] as? String })
        }
        var paths: Set<String> = []
        var stack: [(Any, [String])] = [(document as Any, [])]
        while let (node, path) = stack.popLast() {
            guard let object = node as? [String: Any] else { continue }
            // Fluent UI's pipeline's own form: `aliasOf` is a token too, and `generate` makes a ramp's members,
            // named as its documentation names them.
            if !dollarForm, let generate = object["generate"] as? [String: Any] {
                let names: [String] = switch generate["type"] as? String {
                case "lightness2to98by2": Array(stride(from: 2, through: 98, by: 2)).map { "\($0)" }
                case "fluentsharedcolors": ["Primary", "Shade10", "Shade20", "Shade30", "Shade40", "Shade50",
                                            "Tint10", "Tint20", "Tint30", "Tint40", "Tint50", "Tint60"]
                default: [""]
                }
                paths.formUnion(names.map { (path + ($0.isEmpty ? [] : [$0])).joined(separator: "/") })
                continue
            }
            if object["$value"] != nil || (!dollarForm && (object["value"] != nil || object["aliasOf"] is String))
                || object["sets"] is [String: Any] {
                paths.insert(path.joined(separator: "/"))
                continue
            }
            for (key, value) in object where !key.hasPrefix("$") {
                stack.append((value, path + [key]))
            }
        }
        return paths
    }
}
