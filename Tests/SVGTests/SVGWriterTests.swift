import SVG
import Testing

@Suite("SVG numbers and writer")
struct SVGWriterTests {
    @Test("numbers have at most two decimals, no trailing zeros and no -0", arguments: [
        (0.0, "0"), (-0.0, "0"), (-0.004, "0"), (1, "1"), (12.5, "12.5"), (12.50, "12.5"), (1.0 / 3, "0.33"),
        (2.0 / 3, "0.67"), (-3.14159, "-3.14"), (0.1 + 0.2, "0.3"), (21.505, "21.51"), (1e10, "10000000000"),
        (0.05, "0.05"), (-0.05, "-0.05"), (Double.nan, "0"), (Double.infinity, "0"),
    ])
    func numbers(value: Double, text: String) {
        #expect(SVGNumber.format(value) == text)
    }

    @Test("a document is standalone: xmlns, viewBox, size, role and title; attributes sorted; text escaped")
    func document() {
        let document = SVGDocument(
            width: 10.5, height: 4, title: "Step <1> & \"2\"",
            attributes: ["data-b": "x", "class": "a"],
            children: [
                SVGElement("text", ["y": "2", "x": "1"], children: [.text("a < b & c")]),
                SVGElement("rect", ["data-note": "say \"hi\" <now>"]).with("width", 2.0 / 3),
            ]
        )
        #expect(SVGWriter.write(document) == """
            <svg class="a" data-b="x" height="4" role="img" viewBox="0 0 10.5 4" width="10.5" xmlns="http://www.w3.org/2000/svg">
              <title>Step &lt;1&gt; &amp; &quot;2&quot;</title>
              <text x="1" y="2">a &lt; b &amp; c</text>
              <rect data-note="say &quot;hi&quot; &lt;now&gt;" width="0.67"/>
            </svg>

            """)
    }

    @Test("attributes: the same set in any order is the same value and the same bytes; nil removes; the last of a name wins")
    func attributes() {
        var forward: SVGAttributes = [:]
        var backward: SVGAttributes = [:]
        let names = ["y", "fill", "cx", "data-token", "a", "stroke-width", "Z"]
        for (index, name) in names.enumerated() {
            forward[name] = "\(index)"
        }
        for (index, name) in names.enumerated().reversed() {
            backward[name] = "\(index)"
        }
        #expect(forward == backward && forward.hashValue == backward.hashValue)
        #expect(forward.map(\.name) == names.sorted())
        #expect(forward["cx"] == "2" && forward["nothing"] == nil)
        forward["cx"] = nil
        forward["fill"] = "#FFF"
        #expect(forward.map(\.name) == names.sorted().filter { $0 != "cx" } && forward["fill"] == "#FFF")
        let repeated: SVGAttributes = ["r": "1", "r": "2"]
        #expect(repeated.map(\.value) == ["2"])
        let element = { (attributes: SVGAttributes) in
            SVGWriter.write(SVGDocument(width: 1, height: 1, title: "t", children: [SVGElement("circle", attributes)]))
        }
        var rebuilt: SVGAttributes = [:]
        for (name, value) in forward.reversed() {
            rebuilt[name] = value
        }
        #expect(element(forward) == element(rebuilt))
    }

    @Test("paths format their numbers the same way")
    func path() {
        let data = SVGPath().move(to: 0.5, 1).line(to: 2, 3.333).arc(radius: 21.5, largeArc: true, clockwise: true, to: -1, 0).close().data
        #expect(data == "M0.5 1 L2 3.33 A21.5 21.5 0 1 1 -1 0 Z")
    }
}

@Suite("SVG numbers past the limit")
struct SVGNumberTests {
    @Test("any double formats without trapping: magnitudes past the limit are written at the limit")
    func total() {
        #expect(SVGNumber.format(1e300) == "1000000000000000")
        #expect(SVGNumber.format(-1e308) == "-1000000000000000")
        #expect(SVGNumber.format(.infinity) == "0")
        #expect(SVGNumber.format(.nan) == "0")
        #expect(SVGNumber.format(-12.5) == "-12.5")
    }

    @Test("the byte-built text matches the interpolated one it replaced")
    func matchesInterpolation() {
        func interpolated(_ value: Double) -> String {
            guard value.isFinite else { return "0" }
            let clamped = min(max(value, -SVGNumber.limit), SVGNumber.limit)
            let hundredths = Int((clamped * 100).rounded(.toNearestOrAwayFromZero))
            if hundredths == 0 { return "0" }
            let sign = hundredths < 0 ? "-" : ""
            let magnitude = abs(hundredths)
            let whole = magnitude / 100
            let fraction = magnitude % 100
            if fraction == 0 { return "\(sign)\(whole)" }
            if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
            return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
        }
        var generator = SystemRandomNumberGenerator()
        let fixed: [Double] = [0, -0.0, 0.004, -0.005, 0.005, 0.01, 0.1, 0.99, 0.995, 1, 9.99, 10, 99.5, 100, 1234.56, 1e15, -1e15, 9.999, -0.01]
        let random = (0..<20_000).map { _ in Double.random(in: -1e6...1e6, using: &generator) / Double([1, 10, 1000, 1e5].randomElement(using: &generator)!) }
        for value in fixed + random {
            #expect(SVGNumber.format(value) == interpolated(value), "\(value)")
        }
    }
}
