import DesignTokens
import Testing

@Suite("Colour hex text")
struct ColorTests {
    @Test("hex has the alpha only when the colour is not opaque; rgbHex never has it")
    func hexForms() {
        let opaque = Color(red: 0x00, green: 0x5C, blue: 0xE5, alpha: 255)
        #expect(opaque.hex == "#005CE5")
        #expect(opaque.rgbHex == "#005CE5")
        let translucent = Color(red: 0xFF, green: 0x0A, blue: 0xB0, alpha: 0x80)
        #expect(translucent.hex == "#FF0AB080")
        #expect(translucent.rgbHex == "#FF0AB0")
        #expect(Color(hex: translucent.hex) == translucent)
    }
}
