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
}
