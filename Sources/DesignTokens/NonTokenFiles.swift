/// Files a folder of tokens carries that are no tokens: tools' own files (`package.json`, `tsconfig.json`, a
/// Style Dictionary configuration naming its `source` and `platforms`), which are not read and are listed beside
/// the tokens like a README; and files that are plainly in a form of no token file (a JSON Schema, a list), told
/// once each rather than as a warning per value they hold.
package enum NonTokenFiles {
    /// What a folder of tokens holds, sorted: the files to read as tokens, and warnings for those in no such form.
    struct Sorted {
        var tokenFiles: [String] = []
        /// The files read that are no tokens: a configuration, or a file in no token's form.
        var notTokens: Set<String> = []
        var warnings: [TokenError] = []
    }

    /// The names of tools' own files, as a JavaScript or TypeScript package keeps them beside its source.
    static let toolFileNames: Set<String> = [
        "package.json", "package-lock.json", "npm-shrinkwrap.json", "composer.json", "bower.json", "lerna.json", "nx.json",
        "project.json", "turbo.json", "renovate.json", "deno.json", "biome.json", "jsconfig.json", "vercel.json",
        "netlify.json", "firebase.json", ".babelrc", "babel.config.json", "pnpm-lock.yaml", "pnpm-workspace.yaml",
        ".yarnrc.yml", "cspell.json", ".cspell.json",
    ]

    /// The prefixes of the names of tools' own settings files (`.eslintrc.json`, `tsconfig.build.json`).
    static let toolFilePrefixes = [".eslintrc", ".prettierrc", ".stylelintrc", ".markdownlint", ".lintstagedrc", "tsconfig",
                                   ".releaserc", ".commitlintrc", "commitlint.config", "style-dictionary.config", "sd.config"]

    /// The forms read, as a finding names them.
    static let formsRead = "the Design Tokens Format Module 2025.10, Style Dictionary, Tokens Studio, Theo, Adobe Spectrum, "
        + "Adobe's DSP and Fluent UI's pipeline"

    /// Whether `path` (relative to the folder) names a tool's own file, by its name alone.
    package static func isToolFile(_ path: String) -> Bool {
        let name = String(path.split(separator: "/").last ?? "")
        return toolFileNames.contains(name) || toolFilePrefixes.contains { name.hasPrefix($0) || path.hasPrefix($0) }
            || path.split(separator: "/").contains { ["node_modules", ".github", ".vscode"].contains($0) }
    }

    /// Whether `document` is a Style Dictionary configuration: its `platforms`, each an object of what the build
    /// makes (`transformGroup`, `transforms`, `buildPath`, `files`), or its `source` or `include`, lists of paths,
    /// with no token beside them.
    static func isConfiguration(_ document: JSONNode) -> Bool {
        guard let members = document.members else { return false }
        let platformKeys: Set<String> = ["transformGroup", "transforms", "buildPath", "files", "prefix", "options"]
        if let platforms = members.first(where: { $0.key == "platforms" })?.value.members, !platforms.isEmpty,
           platforms.allSatisfy({ ($0.value.members ?? []).contains { platformKeys.contains($0.key) } }) {
            return true
        }
        let lists = members.filter { $0.key == "source" || $0.key == "include" }
        return !lists.isEmpty && lists.allSatisfy { $0.value.arrayItems?.allSatisfy { $0.string != nil } == true }
            && members.allSatisfy { member in member.value.members.map { !$0.contains { $0.key == "value" || $0.key == "$value" } } ?? true }
    }

    /// What `document` plainly is when it is in the form of no token file (a JSON Schema, a list, a single
    /// value); nil when it may be tokens.
    static func foreignForm(_ document: JSONNode) -> String? {
        guard let members = document.members else {
            return document.arrayItems != nil ? "a list (a JSON array)" : "a single value (\(document.kindDescription))"
        }
        let keys = Set(members.map(\.key))
        if let schema = members.first(where: { $0.key == "$schema" })?.value.string, schema.contains("json-schema.org"),
           !keys.isDisjoint(with: ["properties", "definitions", "$defs", "items", "oneOf", "anyOf", "allOf"]) {
            return "a JSON Schema"
        }
        if keys.contains("compilerOptions") { return "a TypeScript configuration" }
        return nil
    }

    /// `files` (a folder's, in path order) sorted: tools' files by name are left out unread; the others are read,
    /// and a Style Dictionary configuration is then forgotten (``TokenLoader/forget(_:)``), so that it is listed
    /// beside the tokens; a file in no token's form is told once and not read as tokens.
    static func sorted(_ files: [String], loader: inout TokenLoader) -> Sorted {
        var sorted = Sorted()
        for file in files where !isToolFile(file) {
            guard let document = loader.document(file, referencedAt: nil) else {
                sorted.tokenFiles.append(file)
                continue
            }
            if isConfiguration(document) {
                loader.forget(file)
                sorted.notTokens.insert(file)
            } else if let form = foreignForm(document) {
                sorted.notTokens.insert(file)
                sorted.warnings.append(TokenError(path: "", message: "this file is \(form), not tokens, and is not read; allowed: token files in \(formsRead)", line: 1, column: 1, file: document.file, severity: .warning))
            } else {
                sorted.tokenFiles.append(file)
            }
        }
        return sorted
    }
}
