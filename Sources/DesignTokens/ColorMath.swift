import Foundation

/// The formulas and matrices of CSS Color 4 (§ 10 and its sample code) that take a colour space to sRGB.
enum ColorMath {
    /// sRGB's transfer function, undone: the channel as linear light. Display P3 shares it.
    static func srgbToLinear(_ value: Double) -> Double {
        let magnitude = abs(value)
        return magnitude <= 0.04045 ? value / 12.92 : sign(value) * pow((magnitude + 0.055) / 1.055, 2.4)
    }

    /// sRGB's transfer function: linear light as the channel.
    static func linearToSRGB(_ value: Double) -> Double {
        let magnitude = abs(value)
        return magnitude > 0.003_130_8 ? sign(value) * (1.055 * pow(magnitude, 1 / 2.4) - 0.055) : 12.92 * value
    }

    static func a98ToLinear(_ value: Double) -> Double {
        sign(value) * pow(abs(value), 563 / 256)
    }

    static func prophotoToLinear(_ value: Double) -> Double {
        abs(value) <= 16.0 / 512 ? value / 16 : sign(value) * pow(abs(value), 1.8)
    }

    static func rec2020ToLinear(_ value: Double) -> Double {
        let alpha = 1.099_296_826_809_44
        let beta = 0.018_053_968_510_807
        let magnitude = abs(value)
        return magnitude < beta * 4.5 ? value / 4.5 : sign(value) * pow((magnitude + alpha - 1) / alpha, 1 / 0.45)
    }

    private static func sign(_ value: Double) -> Double {
        value < 0 ? -1 : 1
    }

    /// Hue in degrees, saturation and lightness 0…1, as gamma-encoded sRGB.
    static func hslToSRGB(hue: Double, saturation: Double, lightness: Double) -> Vector3 {
        let hue = hue.truncatingRemainder(dividingBy: 360)
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return Vector3(channel(0), channel(8), channel(4))
    }

    /// Hue in degrees, whiteness and blackness 0…1, as gamma-encoded sRGB.
    static func hwbToSRGB(hue: Double, whiteness: Double, blackness: Double) -> Vector3 {
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return Vector3(gray, gray, gray)
        }
        return hslToSRGB(hue: hue, saturation: 1, lightness: 0.5).map { $0 * (1 - whiteness - blackness) + whiteness }
    }

    /// Lightness, chroma and hue in degrees as lightness, a and b.
    static func polarToRectangular(_ components: [Double]) -> [Double] {
        let radians = components[2] * Double.pi / 180
        return [components[0], components[1] * cos(radians), components[1] * sin(radians)]
    }

    /// CIE Lab (D50) as CIE XYZ (D50).
    static func labToXYZD50(_ lab: Vector3) -> Vector3 {
        let kappa = 24_389.0 / 27
        let epsilon = 216.0 / 24_389
        let f1 = (lab.x + 16) / 116
        let f0 = lab.y / 500 + f1
        let f2 = f1 - lab.z / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = lab.x > kappa * epsilon ? pow(f1, 3) : lab.x / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return Vector3(x * d50White.x, y * d50White.y, z * d50White.z)
    }

    /// OKLab as CIE XYZ (D65).
    static func oklabToXYZD65(_ oklab: Vector3) -> Vector3 {
        lmsToXYZD65 * (oklabToLMS * oklab).map { $0 * $0 * $0 }
    }

    /// CIE XYZ (D65) as OKLab.
    static func xyzD65ToOKLab(_ xyz: Vector3) -> Vector3 {
        lmsToOKLab * (xyzD65ToLMS * xyz).map { cbrt($0) }
    }

    static let d50White = Vector3(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)

    static let linearSRGBToXYZD65 = Matrix3(
        [506_752.0 / 1_228_815, 87_881.0 / 245_763, 12_673.0 / 70_218],
        [87_098.0 / 409_605, 175_762.0 / 245_763, 12_673.0 / 175_545],
        [7_918.0 / 409_605, 87_881.0 / 737_289, 1_001_167.0 / 1_053_270]
    )

    static let xyzD65ToLinearSRGB = Matrix3(
        [12_831.0 / 3_959, -329.0 / 214, -1_974.0 / 3_959],
        [-851_781.0 / 878_810, 1_648_619.0 / 878_810, 36_519.0 / 878_810],
        [705.0 / 12_673, -2_585.0 / 12_673, 705.0 / 667]
    )

    static let linearP3ToXYZD65 = Matrix3(
        [608_311.0 / 1_250_200, 189_793.0 / 714_400, 198_249.0 / 1_000_160],
        [35_783.0 / 156_275, 247_089.0 / 357_200, 198_249.0 / 2_500_400],
        [0, 32_229.0 / 714_400, 5_220_557.0 / 5_000_800]
    )

    static let linearA98ToXYZD65 = Matrix3(
        [573_536.0 / 994_567, 263_643.0 / 1_420_810, 187_206.0 / 994_567],
        [591_459.0 / 1_989_134, 6_239_551.0 / 9_945_670, 374_412.0 / 4_972_835],
        [53_769.0 / 1_989_134, 351_524.0 / 4_972_835, 4_929_758.0 / 4_972_835]
    )

    static let linearProPhotoToXYZD50 = Matrix3(
        [0.797_766_644_900_642_3, 0.135_181_297_400_533_08, 0.031_347_734_128_392_285_8],
        [0.288_074_828_819_401_3, 0.711_835_234_241_873, 0.000_089_936_938_725_64],
        [0, 0, 0.825_104_602_510_460_2]
    )

    static let linearRec2020ToXYZD65 = Matrix3(
        [63_426_534.0 / 99_577_255, 20_160_776.0 / 139_408_157, 47_086_771.0 / 278_816_314],
        [26_158_966.0 / 99_577_255, 472_592_308.0 / 697_040_785, 8_267_143.0 / 139_408_157],
        [0, 19_567_812.0 / 697_040_785, 295_819_943.0 / 278_816_314]
    )

    /// Bradford chromatic adaptation from the D50 white to the D65 one.
    static let d50ToD65 = Matrix3(
        [0.955_473_421_488_075, -0.023_098_454_948_764_71, 0.063_259_243_200_570_72],
        [-0.028_369_709_333_863_7, 1.009_995_398_081_304_1, 0.021_041_441_191_917_323],
        [0.012_314_014_864_481_998, -0.020_507_649_298_898_964, 1.330_365_926_242_124]
    )

    static let oklabToLMS = Matrix3(
        [1, 0.396_337_777_376_174_9, 0.215_803_757_309_913_6],
        [1, -0.105_561_345_815_658_6, -0.063_854_172_825_813_3],
        [1, -0.089_484_177_529_811_9, -1.291_485_548_019_409_2]
    )

    static let lmsToXYZD65 = Matrix3(
        [1.226_879_875_845_924_3, -0.557_814_994_460_217_1, 0.281_391_045_665_964_7],
        [-0.040_575_745_214_800_8, 1.112_286_803_280_317, -0.071_711_058_065_516_4],
        [-0.076_372_936_674_660_1, -0.421_493_332_402_243_2, 1.586_924_019_836_781_6]
    )

    static let xyzD65ToLMS = Matrix3(
        [0.819_022_437_996_703, 0.361_906_260_052_890_4, -0.128_873_781_520_987_9],
        [0.032_983_653_932_388_5, 0.929_286_861_586_343_4, 0.036_144_666_350_642_4],
        [0.048_177_189_359_624_2, 0.264_239_531_752_730_8, 0.633_547_828_469_430_9]
    )

    static let lmsToOKLab = Matrix3(
        [0.210_454_268_309_314, 0.793_617_774_702_305_4, -0.004_072_043_011_619_3],
        [1.977_998_532_431_168_4, -2.428_592_242_048_579_9, 0.450_593_709_617_411],
        [0.025_904_042_465_547_8, 0.782_771_712_457_529_6, -0.808_675_754_923_077_4]
    )
}
