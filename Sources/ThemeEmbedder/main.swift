import Foundation

// Writes a theme folder as Swift source: `ThemeEmbedder THEME OUTPUT`. Each file is base64 in a one-line string,
// which keeps its bytes exactly and compiles fast; files are listed in path order, so the same folder gives the
// same source.
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: ThemeEmbedder THEME-FOLDER OUTPUT-FILE\n".utf8))
    exit(2)
}
let root = URL(fileURLWithPath: arguments[1]).standardizedFileURL
var files: [(path: String, data: Data)] = []
let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey],
                                            options: [.skipsHiddenFiles])
while let url = walker?.nextObject() as? URL {
    guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
    let path = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
    do {
        files.append((path, try Data(contentsOf: url)))
    } catch {
        FileHandle.standardError.write(Data("error: cannot read \(url.path): \(error)\n".utf8))
        exit(1)
    }
}
var source = "// Written by ThemeEmbedder from the package's Theme/ folder at build time.\n\n"
source += "extension BuiltInTheme {\n    static let encodedFiles: [(path: String, base64: String)] = [\n"
for file in files.sorted(by: { $0.path < $1.path }) {
    let path = file.path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    source += "        (\"\(path)\", \"\(file.data.base64EncodedString())\"),\n"
}
source += "    ]\n}\n"
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: arguments[2]))
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(arguments[2]): \(error)\n".utf8))
    exit(1)
}
