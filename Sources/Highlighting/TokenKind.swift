/// What a piece of code is, by Pygments' short class names (`k`, `s2`, `c1`), which the theme colours and which a
/// team's own Pygments stylesheet already knows. A lexer says what each piece is; the writer turns it into
/// `<span class="…">`.
public enum TokenKind: String, Sendable, Hashable, CaseIterable {
    case keyword = "k"
    case keywordConstant = "kc"
    case keywordDeclaration = "kd"
    case keywordNamespace = "kn"
    case keywordPseudo = "kp"
    case keywordReserved = "kr"
    case keywordType = "kt"

    case string = "s"
    case stringAffix = "sa"
    case stringBacktick = "sb"
    case stringChar = "sc"
    case stringDelimiter = "dl"
    case stringDoc = "sd"
    case stringDouble = "s2"
    case stringEscape = "se"
    case stringHeredoc = "sh"
    case stringInterpolation = "si"
    case stringOther = "sx"
    case stringRegex = "sr"
    case stringSingle = "s1"
    case stringSymbol = "ss"

    case number = "m"
    case numberBinary = "mb"
    case numberFloat = "mf"
    case numberHex = "mh"
    case numberInteger = "mi"
    case numberOctal = "mo"

    case comment = "c"
    case commentMultiline = "cm"
    case commentPreprocessor = "cp"
    case commentSingle = "c1"
    case commentSpecial = "cs"

    case nameAttribute = "na"
    case nameBuiltin = "nb"
    case nameBuiltinPseudo = "bp"
    case nameClass = "nc"
    case nameDecorator = "nd"
    case nameFunction = "nf"
    case nameTag = "nt"

    case name = "n"
    case nameConstant = "no"
    case nameEntity = "ni"
    case nameLabel = "nl"
    case nameNamespace = "nn"
    case nameProperty = "py"
    case nameVariable = "nv"
    case operatorSign = "o"
    case operatorWord = "ow"
    case punctuation = "p"

    case deleted = "gd"
    case emphasis = "ge"
    case heading = "gh"
    case inserted = "gi"
    case output = "go"
    case prompt = "gp"
    case strong = "gs"
    case subheading = "gu"

    /// The colour the theme gives it: the groups the agreement with Pygments is measured by.
    public var group: Group {
        switch self {
        case .keyword, .keywordConstant, .keywordDeclaration, .keywordNamespace, .keywordPseudo, .keywordReserved, .keywordType:
            .keyword
        case .string, .stringAffix, .stringBacktick, .stringChar, .stringDelimiter, .stringDoc, .stringDouble, .stringEscape,
             .stringHeredoc, .stringInterpolation, .stringOther, .stringRegex, .stringSingle, .stringSymbol:
            .string
        case .number, .numberBinary, .numberFloat, .numberHex, .numberInteger, .numberOctal: .number
        case .comment, .commentMultiline, .commentPreprocessor, .commentSingle, .commentSpecial: .comment
        case .nameAttribute, .nameBuiltin, .nameBuiltinPseudo, .nameClass, .nameDecorator, .nameFunction, .nameTag: .name
        case .deleted: .deleted
        case .inserted: .inserted
        case .heading, .subheading: .heading
        case .prompt: .prompt
        default: .plain
        }
    }

    /// The colours of code: what a reader tells apart.
    public enum Group: String, Sendable, Hashable, CaseIterable {
        case keyword, string, number, comment, name, deleted, inserted, heading, prompt, plain
    }
}
