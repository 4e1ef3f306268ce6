extension Color {
    /// A colour written in a colour space of the Color module, as drawn in sRGB.
    struct Conversion: Sendable, Hashable {
        /// The sRGB colour: the colour itself when sRGB can show it, else its gamut-mapped stand-in.
        var color: Color
        /// Whether sRGB can show the colour (to well within one step of an 8-bit channel).
        var isInGamut: Bool
    }

    /// The colour whose `components` in `space` are each within ``ColorSpace/components``' ranges (a `none`
    /// component written as 0), with `alpha` 0…1, in sRGB. A colour outside sRGB is mapped as CSS Color 4 § 13.2
    /// maps gamut: its OKLCH chroma lowered, lightness and hue kept, until clipping it changes it by less than a
    /// just-noticeable difference. The caller has checked there are three components (``TokenSet``'s colour
    /// objects do).
    static func converted(space: ColorSpace, components: [Double], alpha: Double) -> Conversion {
        let (srgb, isInGamut) = gamutMapped(space.linearSRGB(components))
        func byte(_ value: Double) -> UInt8 {
            UInt8((min(1, max(0, value)) * 255).rounded())
        }
        return Conversion(color: Color(red: byte(srgb.x), green: byte(srgb.y), blue: byte(srgb.z), alpha: byte(alpha)),
                          isInGamut: isInGamut)
    }

    /// `linear` (linear-light sRGB, any value) as gamma-encoded sRGB within 0…1, and whether it was there already.
    private static func gamutMapped(_ linear: Vector3) -> (Vector3, Bool) {
        let origin = linear.map(ColorMath.linearToSRGB)
        if isInGamut(origin) {
            return (clipped(origin), true)
        }
        let lab = ColorMath.xyzD65ToOKLab(ColorMath.linearSRGBToXYZD65 * linear)
        if lab.x >= 1 { return (Vector3(1, 1, 1), false) }
        if lab.x <= 0 { return (Vector3(0, 0, 0), false) }
        let chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
        func oklab(chroma reduced: Double) -> Vector3 {
            chroma == 0 ? lab : Vector3(lab.x, lab.y * reduced / chroma, lab.z * reduced / chroma)
        }
        func srgb(_ oklab: Vector3) -> Vector3 {
            (ColorMath.xyzD65ToLinearSRGB * ColorMath.oklabToXYZD65(oklab)).map(ColorMath.linearToSRGB)
        }
        func deltaEOK(_ gammaSRGB: Vector3, _ oklab: Vector3) -> Double {
            let linear = gammaSRGB.map(ColorMath.srgbToLinear)
            return ColorMath.xyzD65ToOKLab(ColorMath.linearSRGBToXYZD65 * linear).distance(to: oklab)
        }
        let justNoticeable = 0.02
        let precision = 0.0001
        var current = origin
        var clip = clipped(current)
        if deltaEOK(clip, lab) < justNoticeable {
            return (clip, false)
        }
        // Chroma is at most 10 (the component's range): the halving ends within 17 steps.
        var low = 0.0
        var high = chroma
        var lowIsInGamut = true
        while high - low > precision {
            let middle = (low + high) / 2
            let candidate = oklab(chroma: middle)
            current = srgb(candidate)
            if lowIsInGamut && isInGamut(current) {
                low = middle
                continue
            }
            clip = clipped(current)
            let difference = deltaEOK(clip, candidate)
            if difference < justNoticeable {
                if justNoticeable - difference < precision {
                    return (clip, false)
                }
                lowIsInGamut = false
                low = middle
            } else {
                high = middle
            }
        }
        return (clipped(current), false)
    }

    /// Within a fifth of an 8-bit step of sRGB's cube: rounding errors of the conversions stay in.
    private static func isInGamut(_ srgb: Vector3) -> Bool {
        let tolerance = 0.2 / 255
        return [srgb.x, srgb.y, srgb.z].allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance }
    }

    private static func clipped(_ srgb: Vector3) -> Vector3 {
        srgb.map { min(1, max(0, $0)) }
    }
}
