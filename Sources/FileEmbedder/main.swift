import Foundation

// Writes folders as Swift source: `FileEmbedder OUTPUT PROPERTY FOLDER [PROPERTY FOLDER …]` gives
// `extension BuiltInFiles { static let PROPERTYEncoded = [(path, base64)] }` for each. Each file is base64 in a
// one-line string, which keeps its bytes exactly and compiles fast. Hidden files and folders are left out, and so
// is Package.resolved; files are listed in path order, so the same folders give the same source.
let arguments = CommandLine.arguments
guard arguments.count >= 4, arguments.count % 2 == 0 else {
    FileHandle.standardError.write(Data("usage: FileEmbedder OUTPUT-FILE PROPERTY FOLDER [PROPERTY FOLDER …]\n".utf8))
    exit(2)
}

func files(under folder: String) -> [(path: String, data: Data)] {
    let root = URL(fileURLWithPath: folder).standardizedFileURL
    var found: [(path: String, data: Data)] = []
    let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey],
                                                options: [.skipsHiddenFiles])
    while let url = walker?.nextObject() as? URL {
        guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
              url.lastPathComponent != "Package.resolved" else { continue }
        let path = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
        do {
            found.append((path, try Data(contentsOf: url)))
        } catch {
            FileHandle.standardError.write(Data("error: cannot read \(url.path): \(error)\n".utf8))
            exit(1)
        }
    }
    return found.sorted { $0.path < $1.path }
}

var source = "// Written by FileEmbedder at build time.\n\nextension BuiltInFiles {\n"
for index in stride(from: 2, to: arguments.count, by: 2) {
    source += "    static let \(arguments[index])Encoded: [(path: String, base64: String)] = [\n"
    for file in files(under: arguments[index + 1]) {
        let path = file.path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        source += "        (\"\(path)\", \"\(file.data.base64EncodedString())\"),\n"
    }
    source += "    ]\n"
}
source += "}\n"
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: arguments[1]))
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(arguments[1]): \(error)\n".utf8))
    exit(1)
}
