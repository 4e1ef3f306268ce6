@testable import DesignTokens
import Foundation
import Testing

@Suite("Colours of every space of the Color module, in sRGB")
struct ColorSpaceTests {
    /// Each space once, a colour sRGB can show, with what Chromium 1xx paints for the same CSS colour on an sRGB
    /// canvas (read back with getImageData): an independent implementation of CSS Color 4's conversions.
    static let chromium: [(ColorSpace, [Double], String)] = [
        (.srgb, [0, 0.36, 0.9], "#005CE6"),
        (.srgbLinear, [0.2, 0.5, 0.8], "#7CBCE7"),
        (.hsl, [210, 60, 40], "#2966A3"),
        (.hwb, [120, 20, 30], "#33B333"),
        (.lab, [50, 20, -30], "#856CAA"),
        (.lch, [60, 40, 120], "#7D9A51"),
        (.oklab, [0.6, 0.05, -0.1], "#8771BB"),
        (.oklch, [0.63, 0.19, 259.5], "#3B84F9"),
        (.displayP3, [0.3, 0.5, 0.7], "#3981B7"),
        (.a98RGB, [0.4, 0.5, 0.6], "#59809B"),
        (.prophotoRGB, [0.4, 0.4, 0.5], "#707995"),
        (.rec2020, [0.4, 0.5, 0.6], "#5C8EA6"),
        (.xyzD65, [0.2, 0.2, 0.3], "#797A92"),
        (.xyzD50, [0.2, 0.2, 0.2], "#7D7A89"),
    ]

    @Test("every space converts as Chromium paints it, to within one 8-bit step", arguments: chromium)
    func agreesWithChromium(space: ColorSpace, components: [Double], painted: String) throws {
        let conversion = Color.converted(space: space, components: components, alpha: 1)
        let expected = try #require(Color(hex: painted))
        #expect(conversion.isInGamut)
        #expect(abs(Int(conversion.color.red) - Int(expected.red)) <= 1, "\(space.rawValue): \(conversion.color.hex)")
        #expect(abs(Int(conversion.color.green) - Int(expected.green)) <= 1, "\(space.rawValue): \(conversion.color.hex)")
        #expect(abs(Int(conversion.color.blue) - Int(expected.blue)) <= 1, "\(space.rawValue): \(conversion.color.hex)")
    }

    @Test("the contrast of an oklch colour on white agrees with the WCAG formula applied to Chromium's paint")
    func oklchContrast() {
        // #3B84F9 on white by WCAG 2.x, worked out apart from Specimen: 1.05 / (L + 0.05) = 3.5871.
        let color = Color.converted(space: .oklch, components: [0.63, 0.19, 259.5], alpha: 1).color
        #expect(abs(color.contrastRatio(with: .white) - 3.5871) < 0.01)
    }

    @Test("white, black and alpha come out exact, and the module's 14 spaces are all there")
    func spaces() {
        #expect(ColorSpace.allCases.count == 14)
        #expect(Color.converted(space: .oklch, components: [1, 0, 0], alpha: 1).color == .white)
        #expect(Color.converted(space: .lab, components: [100, 0, 0], alpha: 1).color == .white)
        #expect(Color.converted(space: .hwb, components: [0, 0, 100], alpha: 1).color == Color(red: 0, green: 0, blue: 0))
        #expect(Color.converted(space: .displayP3, components: [1, 1, 1], alpha: 1).isInGamut)
        #expect(Color.converted(space: .srgb, components: [1, 1, 1], alpha: 0.5).color.alpha == 128)
    }

    @Test("a colour outside sRGB is mapped into it, lightness and hue kept, chroma lowered (CSS Color 4 § 13.2)",
          arguments: [(ColorSpace.displayP3, [0.0, 1.0, 0.0]), (.oklch, [0.7, 0.35, 150.0]), (.rec2020, [1.0, 0.0, 0.0]),
                      (.lch, [50.0, 150.0, 300.0])])
    func gamutMapping(space: ColorSpace, components: [Double]) {
        let conversion = Color.converted(space: space, components: components, alpha: 1)
        #expect(!conversion.isInGamut)
        let origin = oklch(ColorMath.xyzD65ToOKLab(ColorMath.linearSRGBToXYZD65 * space.linearSRGB(components)))
        let linear = Vector3(Double(conversion.color.red), Double(conversion.color.green), Double(conversion.color.blue))
            .map { ColorMath.srgbToLinear($0 / 255) }
        let mapped = oklch(ColorMath.xyzD65ToOKLab(ColorMath.linearSRGBToXYZD65 * linear))
        #expect(abs(mapped.lightness - origin.lightness) < 0.02)
        #expect(abs(mapped.hue - origin.hue) < 3 || abs(abs(mapped.hue - origin.hue) - 360) < 3)
        #expect(mapped.chroma < origin.chroma)
    }

    private func oklch(_ lab: Vector3) -> (lightness: Double, chroma: Double, hue: Double) {
        let hue = atan2(lab.z, lab.y) * 180 / Double.pi
        return (lab.x, (lab.y * lab.y + lab.z * lab.z).squareRoot(), hue < 0 ? hue + 360 : hue)
    }
}
