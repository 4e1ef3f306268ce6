@testable import SiteDiff
import SVG
import Testing

@Suite struct DrawingDifferenceTests {
    private func drawing(fillWidth: String, fill: String, token: String = "slider/color/fill", knob: Bool = true) -> SVGDocument {
        var parts = [
            SVGElement("rect", ["data-part": "track", "width": "366", "fill": "#D2E5FF", "data-fill-token": "slider/color/track/bg"]),
            SVGElement("rect", ["data-part": "fill", "width": fillWidth, "fill": fill, "data-fill-token": token]),
        ]
        if knob {
            parts.append(SVGElement("circle", ["data-part": "knob", "cx": "20", "r": "7.5"]))
        }
        return SVGDocument(width: 390, height: 56, title: "40 percent", children: [SVGElement("g", children: parts.map(SVGNode.element))])
    }

    @Test func namesEachChangedPartWithItsGeometryAndPaint() {
        let difference = DrawingDifference(drawing(fillWidth: "146.4", fill: "#005CE5"), drawing(fillWidth: "162.67", fill: "#7AA7EF"))
        #expect(difference.descriptions == ["fill: fill #005CE5 → #7AA7EF (slider/color/fill), width 146.4 → 162.67"])
        #expect(difference.paintTokens == ["slider/color/fill"])
    }

    @Test func aPaintFromAnotherTokenAndARemovedPartAreReported() {
        let difference = DrawingDifference(drawing(fillWidth: "10", fill: "#005CE5"),
                                           drawing(fillWidth: "10", fill: "#005CE5", token: "brand/fill", knob: false))
        #expect(difference.descriptions == ["knob: removed", "fill: fill #005CE5 → #005CE5 (token slider/color/fill → brand/fill)"])
        #expect(difference.paintTokens == ["slider/color/fill", "brand/fill"])
    }

    @Test func theSameDrawingHasNoDifference() {
        #expect(DrawingDifference(drawing(fillWidth: "1", fill: "#000000"), drawing(fillWidth: "1", fill: "#000000")).isEmpty)
    }
}
