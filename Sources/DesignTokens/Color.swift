import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An sRGB colour with 8-bit channels, as design tokens write it.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    /// - Parameters: the channels, 0…255.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// White, the page background the contrast checks assume unless told otherwise.
    public static let white = Color(red: 255, green: 255, blue: 255)

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (any case, ASCII digits only: `Character.isHexDigit`
    /// also accepts fullwidth forms such as `Ｆ`).
    public init?(hex text: String) {
        guard text.utf8.first == UInt8(ascii: "#") else { return nil }
        var digits: [UInt8] = []
        for byte in text.utf8.dropFirst() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digits.append(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digits.append(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
        let expanded: [UInt8]
        switch digits.count {
        case 3, 4: expanded = digits.flatMap { [$0, $0] }
        case 6, 8: expanded = digits
        default: return nil
        }
        func channel(_ index: Int) -> UInt8 {
            expanded[index * 2] << 4 | expanded[index * 2 + 1]
        }
        self.init(red: channel(0), green: channel(1), blue: channel(2), alpha: expanded.count == 8 ? channel(3) : 255)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque, upper case.
    public var hex: String { hex(withAlpha: alpha != 255) }

    /// `#RRGGBB` in upper case, without the alpha even when the colour has one: what an SVG `fill` or `stroke`
    /// takes, with the alpha as its opacity.
    public var rgbHex: String { hex(withAlpha: false) }

    // Written as bytes into a small String: every drawn mark asks for its colours.
    private func hex(withAlpha: Bool) -> String {
        let digits: StaticString = "0123456789ABCDEF"
        let count = withAlpha ? 9 : 7
        return String(unsafeUninitializedCapacity: count) { buffer in
            digits.withUTF8Buffer { table in
                func put(_ value: UInt8, at index: Int) {
                    buffer[index] = table[Int(value >> 4)]
                    buffer[index + 1] = table[Int(value & 0x0F)]
                }
                buffer[0] = UInt8(ascii: "#")
                put(red, at: 1)
                put(green, at: 3)
                put(blue, at: 5)
                if withAlpha { put(alpha, at: 7) }
            }
            return count
        }
    }

    public var description: String { hex }

    /// The opacity, 0…1.
    public var opacity: Double { Double(alpha) / 255 }

    /// This colour painted over `background` (which is taken as opaque).
    public func composited(over background: Color) -> Color {
        let a = opacity
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * a + Double(bottom) * (1 - a)).rounded())
        }
        return Color(red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
    }

    /// WCAG 2.x relative luminance of the opaque colour, 0 (black) … 1 (white).
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2.x contrast ratio between this colour and `other`, 1…21. A translucent colour is first
    /// painted over `background`.
    public func contrastRatio(with other: Color, background: Color = .white) -> Double {
        let a = composited(over: background).relativeLuminance
        let b = other.composited(over: background).relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// A contrast ratio as pages show it, to two decimals: `5.7341` → `5.73`.
    public static func ratioText(_ ratio: Double) -> String {
        String(format: "%.2f", ratio)
    }
}
