import DesignTokens
import Foundation
import Previews
import SiteBuilder

// Draws every reachable state of every component (PreviewCatalog.all) several times and reports previews per
// second. Run it in a release build: `make bench`.

let arguments = CommandLine.arguments.dropFirst()
let tokensPath = arguments.first ?? "Content/tokens.json"
let rounds = arguments.dropFirst().first.flatMap(Int.init) ?? 5

let (tokens, problems) = TokenFile.load(tokensPath)
guard problems.isEmpty else {
    problems.forEach { FileHandle.standardError.write(Data("\($0)\n".utf8)) }
    exit(1)
}
let renderer = PreviewRenderer(tokens: tokens)
let states = PreviewCatalog.all
let clock = ContinuousClock()

var durations: [Double] = []
var bytes = 0
for _ in 0...rounds {
    var roundBytes = 0
    let start = clock.now
    for preview in states {
        do {
            roundBytes += try renderer.svg(for: preview).utf8.count
        } catch {
            FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
            exit(1)
        }
    }
    let (seconds, attoseconds) = (clock.now - start).components
    durations.append(Double(seconds) + Double(attoseconds) / 1e18)
    bytes = roundBytes
}
let timed = durations.dropFirst().sorted()
let median = timed[timed.count / 2]
print("previews: \(states.count) states, \(rounds) rounds after a warm-up, \(bytes / 1_024) KiB of SVG a round")
print(String(format: "previews: median %.1f ms a round (min %.1f, max %.1f), %.0f previews per second",
             median * 1_000, timed.first! * 1_000, timed.last! * 1_000, Double(states.count) / median))
