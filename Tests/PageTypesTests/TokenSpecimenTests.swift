import DesignTokens
@testable import PageTypes
import Testing

/// The small drawings of the tokens page.
@Suite("Token specimens")
struct TokenSpecimenTests {
    @Test("a typography whose size only a browser works out (clamp()) is drawn at that CSS, no larger than the row")
    func fluidTypography() throws {
        let fluid = Typography(fontFamily: ["Inter"], fontSize: 12, fontWeight: 700, letterSpacing: 0, lineHeight: 1.2,
                               fontSizeAsWritten: "clamp(12px, 1rem + 1vw, 1.5rem)")
        let drawn = try #require(TokenSpecimen.svg(.typography(fluid), id: "t"))
        #expect(drawn.contains(#"style="font-size: min(28px, clamp(12px, 1rem + 1vw, 1.5rem))""#))
        let fixed = try #require(TokenSpecimen.svg(.typography(Typography(fontFamily: ["Inter"], fontSize: 12, fontWeight: 700,
                                                                          letterSpacing: 0, lineHeight: 1.2)), id: "t"))
        #expect(!fixed.contains("style="))
    }

    @Test("a colour is a band that keeps its height as its column narrows, ringed whatever it is scaled to")
    func colourSwatch() throws {
        let drawn = try #require(TokenSpecimen.svg(.color(Color(red: 255, green: 255, blue: 255)), id: "c"))
        #expect(drawn.contains(#"class="token-specimen token-swatch""#) && drawn.contains(#"preserveAspectRatio="none""#))
        #expect(drawn.contains(##"fill="#FFFFFF""##) && drawn.contains(#"vector-effect="non-scaling-stroke""#))
        let length = try #require(TokenSpecimen.svg(.dimension(8), id: "d"))
        #expect(!length.contains("token-swatch") && !length.contains("preserveAspectRatio"))
    }
}
