import ResolvedModel
import Testing

@Suite("Theme")
struct ThemeTests {
    @Test("literal ids are the written values of id attributes; filled, empty and unterminated ones are not")
    func literalIDs() {
        let template = #"<main id="main"><nav id="site-nav"></nav><h1 id="{{id}}"></h1><p id=""></p><div data-id="x"></div><i id="open"#
        #expect(Theme.literalIDs(in: template) == ["main", "site-nav"])
        #expect(Theme.literalIDs(in: #"<a id="é-ñ">"#) == ["é-ñ"])
        #expect(Theme.literalIDs(in: "") == [])
        #expect(Theme.literalIDs(in: #" id=""#) == [])
    }
}
