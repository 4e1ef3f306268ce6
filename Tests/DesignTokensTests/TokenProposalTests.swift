import DesignTokens
import Testing

/// `$extensions.proposed`: values no assessment gives, marked with why, as a whole token or mode by mode.
@Suite("Proposed token values")
struct TokenProposalTests {
    static let json = #"""
        {
          "color": {
            "$type": "color",
            "blue": { "$value": "#005CE5", "$extensions": { "mode": { "dark": "#6F9DFF" }, "proposed": { "dark": "no dark palette given" } } },
            "tint": { "$value": "#7AA7EF", "$extensions": { "proposed": "recommended without a value" } },
            "white": { "$value": "#FFFFFF" }
          },
          "button": {
            "$type": "color",
            "bg": { "$value": "{color.blue}" },
            "done": { "$value": "{color.tint}", "$extensions": { "proposed": { "default": "its own reason" } } },
            "text": { "$value": "{color.white}" }
          }
        }
        """#

    @Test("a reason marks every value, an object marks the modes it names; an alias takes its target's unless it has its own")
    func reasons() throws {
        let (set, errors) = TokenSet.parse(json: Self.json)
        #expect(errors.isEmpty)
        #expect(set.proposal(of: "color/blue", inMode: nil) == nil)
        #expect(set.proposal(of: "color/blue", inMode: "dark")?.reason == "no dark palette given")
        #expect(set.proposal(of: "color/tint", inMode: nil)?.reason == "recommended without a value")
        #expect(set.proposal(of: "color/tint", inMode: "dark")?.reason == "recommended without a value")
        #expect(set.proposal(of: "button/bg", inMode: "dark").map { "\($0.token): \($0.reason)" } == "color/blue: no dark palette given")
        #expect(set.proposal(of: "button/bg", inMode: nil) == nil)
        #expect(set.proposal(of: "button/done", inMode: nil).map { "\($0.token): \($0.reason)" } == "button/done: its own reason")
        #expect(set.proposal(of: "button/text", inMode: "dark") == nil)
        #expect(set.proposal(of: "color/missing", inMode: nil) == nil)
    }

    @Test("a proposal that is neither a reason nor an object of reasons, or names a mode the token lacks, is an error at its place")
    func invalid() throws {
        let (_, errors) = TokenSet.parse(json: #"""
            {
              "a": { "$type": "number", "$value": 1, "$extensions": { "proposed": true } },
              "b": { "$type": "number", "$value": 1, "$extensions": { "proposed": { "dark": 2 } } },
              "c": { "$type": "number", "$value": 1, "$extensions": { "proposed": { "sepia": "why" } } },
              "d": { "$type": "number", "$value": 1, "$extensions": { "proposed": "" } }
            }
            """#)
        #expect(errors.map { "\($0.line):\($0.column) \($0.path): \($0.message)" } == [
            #"2:71 a: $extensions.proposed must be a reason, or an object of reasons by mode such as {"dark": "no assessment gives a dark palette"}; found true or false"#,
            #"3:81 b: $extensions.proposed must be a reason, or an object of reasons by mode such as {"dark": "no assessment gives a dark palette"}; found a number for 'dark'"#,
            #"4:73 c: $extensions.proposed names mode 'sepia', which the token gives no value in; allowed: default"#,
            #"5:71 d: $extensions.proposed must be a reason, or an object of reasons by mode such as {"dark": "no assessment gives a dark palette"}; found a string"#,
        ])
    }
}
