import Previews
import SVG
import Testing

@Suite("Every reachable state")
struct PreviewCatalogTests {
    @Test("every state of every component draws a standalone, labelled SVG, the same bytes twice")
    func everyState() throws {
        let renderer = PreviewRenderer(tokens: PreviewTestTokens.site)
        let all = PreviewCatalog.all
        // bullet: 52 (steps × current) × 2 orientations × 2 connectors × 4 states × 2 tints = 1,664
        // circular: 54 × 2 × 2 × 4 × 2 checks = 1,728; dash: 54 × 2 orientations × 3 states × 5 progress = 1,620
        // slider: 101 values × 4 states × 3 tooltip modes = 1,212
        #expect(all.count == 1_664 + 1_728 + 1_620 + 1_212)
        var sizes: Set<String> = []
        for preview in all {
            let svg = try renderer.svg(for: preview)
            #expect(svg == (try renderer.svg(for: preview)))
            #expect(svg.hasPrefix("<svg "))
            #expect(svg.contains(#"xmlns="http://www.w3.org/2000/svg""#) && svg.contains(#"role="img""#) && svg.contains("viewBox=\"0 0 "))
            #expect(svg.contains("<title>\(preview.accessibilityLabel)</title>"))
            #expect(!svg.contains("<image") && !svg.contains("NaN") && !svg.contains("inf"))
            if preview.component is Slider {
                let document = try renderer.document(for: preview)
                sizes.insert("\(Int(document.width))×\(Int(document.height))")
            }
        }
        #expect(sizes == ["390×56"], "one slider size for every value, state and tooltip mode")
    }

    @Test("every fill and stroke names its token")
    func tokenAttributes() throws {
        let svg = try PreviewRenderer(tokens: PreviewTestTokens.site)
            .svg(for: Preview(Stepper(style: .circular, steps: 4, current: 2, connector: true, state: .focused)))
        let fills = svg.components(separatedBy: " fill=\"#").count - 1
        let strokes = svg.components(separatedBy: " stroke=\"#").count - 1
        #expect(fills == svg.components(separatedBy: "data-fill-token=").count - 1)
        #expect(strokes == svg.components(separatedBy: "data-stroke-token=").count - 1)
        #expect(fills > 0 && strokes > 0)
    }
}
