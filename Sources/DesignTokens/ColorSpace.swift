/// The colour spaces of the Design Tokens Color Module 2025.10, with the components each writes and the values
/// they may take.
///
/// Every colour is drawn in sRGB. The path there is CSS Color 4's: the components are turned into linear light,
/// then into CIE XYZ (D65, with Bradford adaptation from D50 for `lab`, `lch`, `prophoto-rgb` and `xyz-d50`), then
/// into linear sRGB; a colour sRGB cannot show is brought into it by CSS Color 4's gamut mapping (``Color/mapped(_:)``).
public enum ColorSpace: String, Sendable, Hashable, CaseIterable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    /// One component: its name in messages and the values it may take.
    public struct Component: Sendable, Hashable {
        public var name: String
        public var range: ClosedRange<Double>
        /// Whether the range is the space's own (0…1 for an RGB channel) rather than a bound Specimen sets on a
        /// component the module leaves open (Lab's a and b), far beyond any colour a screen shows.
        public var isOpenEnded: Bool
    }

    /// The three components, in the order the module writes them.
    public var components: [Component] {
        let unit: ClosedRange<Double> = 0...1
        let hue = Component(name: "hue", range: 0...360, isOpenEnded: false)
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
            return ["red", "green", "blue"].map { Component(name: $0, range: unit, isOpenEnded: false) }
        case .hsl:
            return [hue, Component(name: "saturation", range: 0...100, isOpenEnded: false),
                    Component(name: "lightness", range: 0...100, isOpenEnded: false)]
        case .hwb:
            return [hue, Component(name: "whiteness", range: 0...100, isOpenEnded: false),
                    Component(name: "blackness", range: 0...100, isOpenEnded: false)]
        case .lab:
            return [Component(name: "lightness", range: 0...100, isOpenEnded: false),
                    Component(name: "a", range: -1_000...1_000, isOpenEnded: true),
                    Component(name: "b", range: -1_000...1_000, isOpenEnded: true)]
        case .lch:
            return [Component(name: "lightness", range: 0...100, isOpenEnded: false),
                    Component(name: "chroma", range: 0...1_000, isOpenEnded: true), hue]
        case .oklab:
            return [Component(name: "lightness", range: unit, isOpenEnded: false),
                    Component(name: "a", range: -10...10, isOpenEnded: true),
                    Component(name: "b", range: -10...10, isOpenEnded: true)]
        case .oklch:
            return [Component(name: "lightness", range: unit, isOpenEnded: false),
                    Component(name: "chroma", range: 0...10, isOpenEnded: true), hue]
        case .xyzD65, .xyzD50:
            return ["x", "y", "z"].map { Component(name: $0, range: -10...10, isOpenEnded: true) }
        }
    }

    /// The colour with these components (each in ``components``' range; `none` written as 0) in linear sRGB,
    /// not yet brought into its gamut: a channel may lie outside 0…1.
    func linearSRGB(_ c: [Double]) -> Vector3 {
        switch self {
        case .srgb:
            return Vector3(c).map(ColorMath.srgbToLinear)
        case .srgbLinear:
            return Vector3(c)
        case .hsl:
            return ColorMath.hslToSRGB(hue: c[0], saturation: c[1] / 100, lightness: c[2] / 100).map(ColorMath.srgbToLinear)
        case .hwb:
            return ColorMath.hwbToSRGB(hue: c[0], whiteness: c[1] / 100, blackness: c[2] / 100).map(ColorMath.srgbToLinear)
        case .lab:
            return ColorMath.xyzD65ToLinearSRGB * (ColorMath.d50ToD65 * ColorMath.labToXYZD50(Vector3(c)))
        case .lch:
            return ColorSpace.lab.linearSRGB(ColorMath.polarToRectangular(c))
        case .oklab:
            return ColorMath.xyzD65ToLinearSRGB * ColorMath.oklabToXYZD65(Vector3(c))
        case .oklch:
            return ColorSpace.oklab.linearSRGB(ColorMath.polarToRectangular(c))
        case .displayP3:
            return ColorMath.xyzD65ToLinearSRGB * (ColorMath.linearP3ToXYZD65 * Vector3(c).map(ColorMath.srgbToLinear))
        case .a98RGB:
            return ColorMath.xyzD65ToLinearSRGB * (ColorMath.linearA98ToXYZD65 * Vector3(c).map(ColorMath.a98ToLinear))
        case .prophotoRGB:
            let xyzD50 = ColorMath.linearProPhotoToXYZD50 * Vector3(c).map(ColorMath.prophotoToLinear)
            return ColorMath.xyzD65ToLinearSRGB * (ColorMath.d50ToD65 * xyzD50)
        case .rec2020:
            return ColorMath.xyzD65ToLinearSRGB * (ColorMath.linearRec2020ToXYZD65 * Vector3(c).map(ColorMath.rec2020ToLinear))
        case .xyzD65:
            return ColorMath.xyzD65ToLinearSRGB * Vector3(c)
        case .xyzD50:
            return ColorMath.xyzD65ToLinearSRGB * (ColorMath.d50ToD65 * Vector3(c))
        }
    }
}
