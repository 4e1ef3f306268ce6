import Foundation
import Highlighting

// Highlights snippets with Specimen's own lexers, for the agreement check against Pygments and for timing:
//   HighlightTool FILE            FILE holds [[language, code], …]; prints [{"language": …, "html": …}, …], the
//                                 language the lexer that read it (null when none did), the HTML null unless
//                                 highlighted
//   HighlightTool FILE --time N   highlights every snippet N times and prints the microseconds a snippet took
let arguments = CommandLine.arguments
guard arguments.count >= 2, let data = FileManager.default.contents(atPath: arguments[1]),
      let pairs = try? JSONDecoder().decode([[String]].self, from: data), pairs.allSatisfy({ $0.count == 2 })
else {
    FileHandle.standardError.write(Data("usage: HighlightTool FILE [--time N]; FILE holds [[language, code], …]\n".utf8))
    exit(2)
}
let snippets = pairs.map { CodeSnippet(language: .init(rawValue: $0[0]), code: $0[1]) }
let highlighter = Highlighter()

if arguments.count == 4, arguments[2] == "--time", let rounds = Int(arguments[3]), (1...10_000).contains(rounds) {
    let clock = ContinuousClock()
    var bytes = 0
    let elapsed = clock.measure {
        for _ in 0..<rounds {
            for snippet in snippets {
                if case let .highlighted(html) = highlighter.highlight(snippet) { bytes &+= html.utf8.count }
            }
        }
    }
    let micros = Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12
    print(String(format: "%.2f µs a snippet (%d snippets × %d rounds, %d bytes of HTML)", micros / Double(rounds * max(snippets.count, 1)),
                 snippets.count, rounds, bytes / rounds))
    exit(0)
}

struct Result: Encodable {
    var language: String?
    var html: String?
}

let results = snippets.map { snippet -> Result in
    let language = BuiltInLanguage(name: snippet.language.rawValue)?.rawValue
    guard case let .highlighted(html) = highlighter.highlight(snippet) else { return Result(language: language, html: nil) }
    return Result(language: language, html: html)
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
FileHandle.standardOutput.write(try encoder.encode(results))
