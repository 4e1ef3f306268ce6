import DesignTokens
@testable import Previews
import Testing

/// Numbers a page or the command line writes are checked against a range where they are read, so that no
/// conversion or count computed from them can trap, and limits are checked from counts before anything is listed.
@Suite("Numbers from users")
struct UserNumberTests {
    @Test("numbers past what a property allows are errors that give the range", arguments: [
        ("slider value=1e308 max=1e308", "value", "value = 1e308 is out of range; allowed: -1000000000…1000000000"),
        ("slider value=0 max=1e16 step=1", "max", "max = 1e16 is out of range; allowed: -1000000000…1000000000"),
        ("slider value=0 min=-1e308", "min", "min = -1e308 is out of range; allowed: -1000000000…1000000000"),
        ("slider value=0 step=1e-300", "step", "step = 1e-300 is out of range; allowed: 0.000001…2000000000"),
        ("slider value=50 step=0.0000001", "step", "step = 0.0000001 is out of range; allowed: 0.000001…2000000000"),
        ("slider value=nan", "value", "value must be a number; allowed: -1000000000…1000000000"),
        ("stepper style=dash steps=3 length=1e308", "length", "length = 1e308 is out of range; allowed: -1000000000…1000000000"),
        ("stepper style=dash steps=3 length=100000", "length", "length = 100000 is out of range; allowed: 40…2000 pixels"),
        ("stepper style=dash steps=3 progress=-1e300", "progress", "progress = -1e300 is out of range; allowed: -1000000000…1000000000"),
        ("stepper style=bullet steps=99999999999999999999", "steps", "steps must be a whole number, such as steps=4"),
    ])
    func outOfRange(body: String, property: String, message: String) {
        let error = PreviewErrorTests.error(body)
        #expect(error?.property == property)
        #expect(error?.message == message)
    }

    @Test("state counts are computed before any state is listed: a fine step on a wide range is refused at once")
    func countsBeforeStates() {
        let fine = InteractivePreviewTests.error("slider value=50 step=0.000001", info: " controls=value")
        #expect(fine?.message == "the controls reach about 100,000,001 states; at most 2000 are written per preview; allowed: fewer controls, or a coarser step")
        let wide = InteractivePreviewTests.error("slider value=0 min=-1000000000 max=1000000000 step=0.000001", info: " controls=value,max")
        #expect(wide?.message == "the controls reach about more than 10¹⁵ states; at most 2000 are written per preview; allowed: fewer controls, or a coarser step")
    }

    @Test("a range's count saturates instead of trapping, and its text is total")
    func totalArithmetic() {
        let control = PreviewControl(property: "value", label: "Value", kind: .range(minimum: -1e9, maximum: 1e9, step: 1e-6, decimals: 6))
        #expect(control.valueCount == Int(Int32.max))
        #expect(PreviewControl.text(1e300, decimals: 9) == "1e+300")
        #expect(PreviewControl.text(-12.25, decimals: 2) == "-12.25")
    }

    @Test("an opacity token outside 0…1 is named, not drawn")
    func opacityToken() throws {
        let (tokens, errors) = TokenSet.parse(json: PreviewTestTokens.json.replacingOccurrences(of: "\"$value\": 0.16", with: "\"$value\": 1000"))
        #expect(errors.isEmpty)
        do {
            _ = try PreviewRenderer(tokens: tokens).svg(info: "", body: "slider value=40 state=pressed")
            Issue.record("an opacity of 1000 was drawn")
        } catch {
            #expect(error.message == "token 'state/pressed-halo-opacity' is 1000, which is out of range for an opacity; allowed: 0…1; the preview draws with it")
        }
    }

    @Test("captions with a digit size of 0 or steps closer than 4 px are drawn cut, never a crash")
    func captionRoom() throws {
        for (from, to) in [(#""label": { "$value": "16px""#, #""label": { "$value": "0px""#),
                           (#""circle": { "$value": "45px""#, #""circle": { "$value": "0px""#)] {
            let json = PreviewTestTokens.json.replacingOccurrences(of: from, with: to)
            #expect(json != PreviewTestTokens.json)
            let (tokens, errors) = TokenSet.parse(json: json)
            #expect(errors.isEmpty)
            let layout = try CircularStepperLayout(Stepper(style: .circular, steps: 3, current: 2, labels: ["Account", "Details"]), tokens: tokens)
            #expect(layout.captions.count == 2)
            #expect(layout.width.isFinite && layout.height.isFinite)
        }
    }
}
