import DesignTokens
import Previews
import Testing

/// Every bad property is a typed error naming the property, the value and what is allowed, at its place.
@Suite("Preview errors")
struct PreviewErrorTests {
    static func error(_ body: String, info: String = "") -> PreviewError? {
        do {
            _ = try PreviewRenderer(tokens: PreviewTestTokens.site).svg(info: info, body: body)
            return nil
        } catch {
            return error
        }
    }

    @Test("bad properties", arguments: [
        ("stepper style=circular steps=0", "steps", "steps = 0 is out of range for the circular style; allowed: 2…10", 0, 24),
        ("stepper style=circular steps=11 current=2", "steps", "steps = 11 is out of range for the circular style; allowed: 2…10", 0, 24),
        ("stepper style=bullet steps=2", "steps", "steps = 2 is out of range for the bullet style; allowed: 3…10", 0, 22),
        ("stepper style=dash steps=4 current=5", "current", "current = 5 is outside 1…steps; allowed: 1…4", 0, 28),
        ("stepper style=dash steps=4 current=0", "current", "current = 0 is outside 1…steps; allowed: 1…4", 0, 28),
        ("stepper style=round steps=4", "style", "unknown style 'round'; allowed: bullet, dash, circular", 0, 9),
        ("stepper style=bullet steps=4 state=hover", "state", "unknown state 'hover'; allowed: default, pressed, focused, disabled", 0, 30),
        ("stepper style=dash steps=4 state=pressed", "state", "state = pressed is not available for the dash style; allowed: default, focused, disabled", 0, 28),
        ("stepper style=bullet steps=four", "steps", "steps must be a whole number, such as steps=4", 0, 22),
        ("stepper style=bullet\n  steps=4 current=2 check", "check", "check applies to the circular style only; this stepper is bullet", 1, 21),
        ("stepper style=bullet steps=4 labels=\"One, Two\"", "labels", "labels applies to the circular style only; this stepper is bullet", 0, 30),
        ("stepper style=circular steps=3 labels=\"One,,Three\"", "labels", "labels has an empty label; allowed: 1…40 characters each, separated by commas", 0, 32),
        ("stepper style=circular steps=3 labels=1,2,3,4,5,6,7,8,9,10,11", "labels", "labels lists 11 labels; allowed: at most 10, one per step, separated by commas", 0, 32),
        ("stepper style=dash steps=4 active-ring", "active-ring", "active-ring applies to the circular style only; this stepper is dash", 0, 28),
        ("stepper style=dash steps=4 progress=1.5", "progress", "progress = 1.5 is outside 0…1; allowed: 0 (just opened) … 1 (done)", 0, 28),
        ("stepper steps=4", "style", "a stepper needs a style; allowed: bullet, dash, circular", 0, 1),
        ("stepper style=bullet steps=4 colour=red", "colour", "unknown property 'colour' for stepper; allowed: style, steps, current, orientation, connector, state, completed-tint, check, progress, length, labels, active-ring", 0, 30),
        ("stepper style=bullet stéps=4", "stéps", "unknown property 'stéps' for stepper; did you mean 'steps'? allowed: style, steps, current, orientation, connector, state, completed-tint, check, progress, length, labels, active-ring", 0, 22),
        ("stepper style=bullet steps=4 steps=5", "steps", "'steps' is given twice (first in column 22 of line 1); give each property once", 0, 30),
        ("slider value=120", "value", "value = 120 is outside the range; allowed: 0…100", 0, 8),
        ("slider value=-1 min=0 max=10", "value", "value = -1 is outside the range; allowed: 0…10", 0, 8),
        ("slider value=42 step=5", "value", "value = 42 is not on the step grid; allowed: 0, 5, … 100 (nearest: 40 or 45)", 0, 8),
        ("slider value=5 min=10 max=10", "max", "the range 10…10 is empty; allowed: min < max", 0, 23),
        ("slider value=5 tooltip=hover", "tooltip", "unknown tooltip 'hover'; allowed: always, onDrag, never", 0, 16),
        ("slider value=5 format=unit", "unit", "format=unit needs a unit, such as unit=km", 0, 1),
        ("slider value=5 unit=\"km", "unit", "the value of 'unit' opens a quote that is never closed", 0, 16),
        ("slider", "value", "a slider needs a value, such as value=40", 0, 1),
    ])
    func badProperties(body: String, property: String, message: String, line: Int, column: Int) {
        let error = Self.error(body)
        #expect(error?.property == property)
        #expect(error?.message == message)
        #expect(error?.line == line)
        #expect(error?.column == column)
        #expect(error?.inInfoString == false)
    }

    @Test("an unknown component, an empty block, and bad controls")
    func blocks() {
        #expect(Self.error("steper style=bullet steps=3")?.message == "unknown component 'steper'; allowed: slider, stepper")
        #expect(Self.error("   \n")?.message.hasPrefix("the preview block is empty") == true)
        let controls = Self.error("stepper style=bullet steps=3", info: " controls=steps,colour")
        #expect(controls?.message == "controls names 'colour', which stepper does not have; allowed: style, steps, current, orientation, connector, state, completed-tint, check, progress, length, labels, active-ring")
        #expect(controls?.inInfoString == true)
        #expect(Self.error("stepper style=bullet steps=3", info: " size=big")?.inInfoString == true)
    }

    @Test("a token the drawing needs and tokens.json lacks is named")
    func missingToken() {
        let (tokens, _) = TokenSet.parse(json: ##"{"stepper": {"color": {"bg": {"$type": "color", "$value": "#005CE5"}}}}"##)
        do {
            _ = try PreviewRenderer(tokens: tokens).svg(info: "", body: "stepper style=bullet steps=3")
            Issue.record("drew without its tokens")
        } catch {
            #expect(error.message.hasPrefix("token 'stepper/size/dot': no such token in tokens.json"))
        }
    }
}
