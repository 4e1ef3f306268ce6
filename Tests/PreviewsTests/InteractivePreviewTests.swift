import Previews
import Testing

/// Preview blocks with controls: the values each control offers, every state they reach, and where each is written.
@Suite("Interactive previews")
struct InteractivePreviewTests {
    static func interactive(_ body: String, controls: String) throws(PreviewError) -> InteractivePreview {
        try InteractivePreview(block: PreviewBlock.parse(info: " controls=\(controls)", body: body))
    }

    static func error(_ body: String, info: String) -> PreviewError? {
        do {
            _ = try InteractivePreview(block: PreviewBlock.parse(info: info, body: body))
            return nil
        } catch {
            return error
        }
    }

    @Test("circular steps × current: steps 2…10 × current 1…steps, 54 states, current never above steps")
    func circularGrid() throws {
        let preview = try Self.interactive("stepper style=circular steps=4 current=2", controls: "steps,current")
        #expect(preview.states.count == (2...10).reduce(0, +))
        #expect(preview.states.allSatisfy { Int($0.values[1])! <= Int($0.values[0])! })
        #expect(preview.states.first?.fragment == "steps:2,current:1")
        #expect(preview.states.last?.fragment == "steps:10,current:10")
        #expect(preview.initialState.fragment == "steps:4,current:2")
        #expect(preview.initialState.key == "steps-4_current-2")
        #expect(preview.controls.map(\.label) == ["Steps", "Current step"])
        #expect(preview.controls[1].limitedBy == "steps")
        #expect(preview.defaultID == "stepper-circular")
        #expect(preview.fileNameTemplate == "stepper/style-circular_steps-{steps}_current-{current}.svg")
        let state = try #require(preview.states.first { $0.fragment == "steps:7,current:3" })
        #expect(preview.fileName(of: state) == "stepper/style-circular_steps-7_current-3.svg")
        #expect(try preview.preview(in: state).accessibilityLabel == "Step 3 of 7")
    }

    @Test("a written value that would name the states' files past 240 bytes is refused at that value, not at the write")
    func longFileNames() throws {
        let symbol = String(repeating: "a", count: 300)
        let error = try #require(Self.error("slider value=5 format=currency symbol=\(symbol)", info: " controls=value"))
        #expect(error.message == "symbol= is 300 characters long: the files of this preview's states would be named with 337 bytes; allowed: at most 240, so shorter written values")
        #expect(error.property == "symbol")
        #expect((error.line, error.column) == (0, 32))  // lines count from the block's first, 0
        // Each byte outside letters and digits takes three in a name: 60 euro signs are 540 bytes.
        #expect(Self.error("slider value=5 format=currency symbol=\(String(repeating: "€", count: 60))", info: " controls=value")?.property == "symbol")
        let fits = try Self.interactive("slider value=5 format=currency symbol=\(String(repeating: "a", count: 190))", controls: "value")
        #expect(fits.states.map { fits.fileName(of: $0).split(separator: "/").last!.utf8.count }.max() == 227)
    }

    @Test("state counts", arguments: [
        ("stepper style=bullet steps=4 current=2", "steps,current", 52),
        ("stepper style=dash steps=6 current=3 progress=0.5", "steps,current,progress", 54 * 5),
        ("stepper style=circular steps=4 current=3", "steps", 8),
        ("stepper style=circular steps=4 current=3", "current", 4),
        ("stepper style=bullet steps=4 current=2", "orientation,state,connector,completed-tint", 2 * 4 * 2 * 2),
        ("stepper style=dash steps=4 current=2", "state", 3),
        ("slider value=50 tooltip=always", "value,state", 101 * 4),
        ("slider value=2.5 min=0 max=5 step=0.5", "value,tooltip", 11 * 3),
        // The benchmark corpus: max runs from 1 to twice the written span, value up to max.
        ("slider tooltip=always max=7 value=3", "max,value", (1...14).reduce(0) { $0 + $1 + 1 }),
        // With the value fixed at 30, max runs from 30 to twice the span, 80, by the step: 30, 40, … 80.
        ("slider value=30 max=40 step=10", "max", 6),
    ])
    func counts(body: String, controls: String, count: Int) throws {
        let preview = try Self.interactive(body, controls: controls)
        #expect(preview.states.count == count)
        #expect(preview.states.contains(preview.initialState))
        #expect(Set(preview.states.map(\.key)).count == count, "every state has its own key")
        #expect(Set(preview.states.map(preview.fileName(of:))).count == count, "and its own file")
        for state in preview.states {
            _ = try preview.preview(in: state)
        }
    }

    @Test("control values are spelled as the page script spells them")
    func spelling() throws {
        let progress = try Self.interactive("stepper style=dash steps=4 current=2 progress=0.50", controls: "progress")
        #expect(progress.controls[0].values == ["0", "0.25", "0.5", "0.75", "1"])
        #expect(progress.initialState.values == ["0.5"])
        let tenths = try Self.interactive("slider value=0.3 min=0 max=1 step=0.1", controls: "value")
        #expect(tenths.controls[0].values == ["0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9", "1"])
        #expect(PreviewControl.text(0.1 + 0.2, decimals: 1) == "0.3")
        #expect(PreviewControl.text(-12.25, decimals: 2) == "-12.25")
        #expect(PreviewControl.text(-0.0001, decimals: 2) == "0")
        #expect(PreviewControl.text(7, decimals: 0) == "7")
        let choices = try Self.interactive("slider value=4", controls: "tooltip")
        #expect(choices.controls[0].kind == .choice([
            .init(value: "always", label: "Always"), .init(value: "onDrag", label: "On drag"), .init(value: "never", label: "Never"),
        ]))
    }

    @Test("file names list written and controlled properties in the component's order, any text made safe")
    func fileNames() throws {
        let unit = try Self.interactive(#"slider value=3 max=10 format=unit unit="km/h""#, controls: "value")
        #expect(unit.fileNameTemplate == "slider/value-{value}_max-10_format-unit_unit-km~2Fh.svg")
        let spelled = try Self.interactive("stepper steps=04 style=circular current=2 check=yes", controls: "current")
        #expect(spelled.fileName(of: spelled.initialState) == "stepper/style-circular_steps-4_current-2_check-true.svg")
    }

    @Test("bad controls are errors at their place, with what is allowed", arguments: [
        ("stepper style=circular steps=4", " controls=length", "'length' cannot be a control: it changes what the stepper is, not its state; allowed: steps, current, orientation, connector, state, check", true, 0, 1),
        ("stepper style=bullet steps=4", " controls=check", "controls names 'check', which the bullet style does not have; allowed: steps, current, orientation, connector, state, completed-tint", true, 0, 1),
        ("stepper style=dash steps=4", " controls=connector", "controls names 'connector', which the dash style does not have; allowed: steps, current, orientation, state, progress", true, 0, 1),
        ("slider value=4", " controls=min", "'min' cannot be a control: it changes what the slider is, not its state; allowed: value, max, tooltip, state", true, 0, 1),
        ("stepper style=dash steps=4\n  progress=0.3", " controls=progress", "progress = 0.3 is not a value its control offers; allowed: 0, 0.25, 0.5, 0.75, 1", false, 1, 3),
        ("slider value=50.5", " controls=value", "value = 50.5 is not a value its control offers; allowed: 0, 1, … 100 (by 1)", false, 0, 8),
        ("slider value=4 max=10000", " controls=value", "the controls reach 10001 states; at most 2000 are written per preview; allowed: fewer controls, or a coarser step", true, 0, 1),
        ("stepper style=bullet steps=4", " controls=steps,steps", "controls names 'steps' twice; name each property once", true, 0, 1),
        ("stepper style=bullet steps=4", " controls=steps,", "controls has an empty name; write property names separated by commas, such as controls=steps,current", true, 0, 1),
        ("stepper style=bullet steps=4", " controls=steps id=Big", "id 'Big' is not a valid preview id; allowed: lowercase letters, digits and '-', starting with a letter, such as id=sizes", true, 0, 1),
    ])
    func badControls(body: String, info: String, message: String, inInfoString: Bool, line: Int, column: Int) {
        let error = Self.error(body, info: info)
        #expect(error?.message == message)
        #expect(error?.inInfoString == inInfoString)
        #expect(error?.line == line)
        #expect(error?.column == column)
    }

    @Test("id= names the block")
    func explicitID() throws {
        let block = try PreviewBlock.parse(info: " id=sizes controls=steps", body: "stepper style=bullet steps=4")
        #expect(block.id == "sizes")
        #expect(block.controls == ["steps"])
    }
}
