import Foundation
import Testing
import TestSupport

@Suite("specimen preview")
struct PreviewCommandTests {
    static let tokens = SourceTree.packageRoot().appendingPathComponent("Content/tokens.json").path

    static func run(_ arguments: [String]) throws -> SpecimenCommandTests.Run {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        return try SpecimenCommandTests.run(arguments + ["--tokens", tokens], in: folder.url)
    }

    @Test("prints one standalone SVG drawn from the tokens")
    func stepper() throws {
        let run = try Self.run(["preview", "stepper", "--style", "circular", "--steps", "5", "--current", "3", "--orientation", "vertical", "--connector"])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        #expect(run.standardOutput.hasPrefix("<svg class=\"specimen-preview\""))
        #expect(run.standardOutput.contains("<title>Step 3 of 5</title>"))
        #expect(run.standardOutput.contains(#"data-orientation="vertical""#))
        #expect(run.standardOutput.hasSuffix("</svg>\n"))
    }

    @Test("preview fence draws any component the command knows, as a fence's body; --state adds the state")
    func fence() throws {
        let fence = try Self.run(["preview", "fence", "slider value=40", "--state", "pressed"])
        let slider = try Self.run(["preview", "slider", "--value", "40", "--state", "pressed"])
        #expect(fence.status == 0, "\(fence.standardError)")
        #expect(fence.standardOutput == slider.standardOutput)
        let unknown = try Self.run(["preview", "fence", "switch on=true"])
        #expect(unknown.status == 1)
        #expect(unknown.standardError == "error: unknown component 'switch'; allowed: slider, stepper\n")
    }

    @Test("slider states and formats")
    func slider() throws {
        let run = try Self.run(["preview", "slider", "--value", "40", "--state", "pressed"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("<title>40 percent</title>"))
        #expect(run.standardOutput.contains(#"data-part="halo""#))
        #expect(run.standardOutput.contains(">40%</text>"), "onDrag shows the tooltip while pressed")
    }

    @Test("bad properties give the same errors as a preview block, with exit 1", arguments: [
        (["preview", "stepper", "--style", "circular", "--steps", "11"], "error: steps = 11 is out of range for the circular style; allowed: 2…10"),
        (["preview", "stepper", "--style", "circular", "--steps", "4", "--current", "5"], "error: current = 5 is outside 1…steps; allowed: 1…4"),
        (["preview", "stepper", "--style", "square", "--steps", "4"], "error: unknown style 'square'; allowed: bullet, dash, circular"),
        (["preview", "stepper", "--style", "dash", "--steps", "4", "--state", "pressed"], "error: state = pressed is not available for the dash style; allowed: default, focused, disabled"),
        (["preview", "slider", "--value", "140"], "error: value = 140 is outside the range; allowed: 0…100"),
        (["preview", "slider", "--value", "40", "--state", "hover"], "error: unknown state 'hover'; allowed: default, pressed, focused, disabled"),
        // These crashed with exit 132 before numbers were range-checked where read.
        (["preview", "slider", "--value", "1e308", "--max", "1e308"], "error: value = 1e308 is out of range; allowed: -1000000000…1000000000"),
        (["preview", "stepper", "--style", "dash", "--steps", "4", "--length", "1e308"], "error: length = 1e308 is out of range; allowed: -1000000000…1000000000"),
    ])
    func errors(arguments: [String], message: String) throws {
        let run = try Self.run(arguments)
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError == message + "\n")
    }

    @Test("a missing tokens file is named")
    func missingTokens() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try SpecimenCommandTests.run(["preview", "slider", "--value", "4"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("Content/tokens.json:1:1: error: cannot read the tokens file"))
    }

    @Test("the sheet shows every kind of state, labelled")
    func sheet() throws {
        let run = try Self.run(["preview", "sheet"])
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("<!doctype html>"))
        // steps × current: bullet 52, dash 54, circular 54; options: bullet 4 states + connector + 2 tints
        // + vertical = 8, circular 8, dash 3 states + 5 progress + length + vertical = 10; slider 11 values,
        // 12 state × tooltip pairs + 4 format and end cases.
        #expect(run.standardOutput.components(separatedBy: "<figure>").count - 1 == 52 + 54 + 54 + 8 + 8 + 10 + 11 + 16)
        #expect(run.standardOutput.contains("<figcaption>state=disabled tooltip=never</figcaption>"))
    }
}
