import Foundation

/// Arithmetic in a token's value, as Tokens Studio writes and evaluates it: `floor({size.unit} * 2)`,
/// `{space.sm} * 1.5`, `min({radius.base} * 3, {radius.scale} * 7)`, and colours with a changed alpha,
/// `rgba({color.black}, 0.16)`. Numbers may carry a unit (`px`, `rem`, `em`, `%`); the result takes the first
/// unit among its operands. Functions: `floor`, `ceil`, `round`, `abs`, `sqrt`, `min`, `max`, `roundTo(x, n)`.
struct TokenExpression {
    /// A number and its unit, if any.
    struct Quantity: Equatable {
        var value: Double
        var unit: String?
    }

    /// The longest expression read, in characters, and how deep parentheses and references may nest.
    static let maximumLength = 2_000
    static let maximumDepth = 32

    /// Whether `text` is an expression to evaluate: it refers to a token or calls a function, and is not one
    /// reference alone (an alias) nor a colour CSS reads by itself.
    static func isExpression(_ text: String) -> Bool {
        // A reference, a function and arithmetic each need one of these; most values (colours, sizes) have none.
        guard text.utf8.contains(where: { "{(*/+-".utf8.contains($0) }) else { return false }
        guard text.count <= maximumLength else { return false }
        if TokenSet.aliasTarget(JSONNode(value: .string(text), line: 1, column: 1)) != nil, text.filter({ $0 == "{" }).count == 1 {
            return false
        }
        if text.contains("{") { return true }
        let lowered = text.lowercased()
        if ["floor(", "ceil(", "round(", "min(", "max(", "abs(", "sqrt(", "roundto("].contains(where: lowered.hasPrefix) { return true }
        // Plain arithmetic, `8px * 2`, `3 + 1`: numbers, units, operators and parentheses only, so that a font name
        // with a slash in it stays a name.
        var bare = lowered
        for unit in ["rem", "px", "em", "%"] { bare = bare.replacingOccurrences(of: unit, with: "") }
        // A sum needs its operator between spaces (`3 + 1`), so that `-2` and `1-2` stay what they are.
        let operates = bare.contains(where: { "*/".contains($0) }) || bare.contains(" + ") || bare.contains(" - ")
        return bare.allSatisfy { "0123456789. +-*/()".contains($0) } && operates && bare.contains(where: \.isNumber)
    }

    /// Evaluates `text`, asking `lookup` for each reference's quantity (nil: not a number, which is an error).
    static func evaluate(_ text: String, lookup: (String) -> Quantity?) -> Result<Quantity, Failure> {
        withoutActuallyEscaping(lookup) { lookup in
            var parser = Parser(characters: Array(text), lookup: lookup)
            return parser.parseWhole()
        }
    }

    /// Why an expression could not be evaluated.
    struct Failure: Error, Equatable {
        var message: String
        /// The token a reference names that the set lacks.
        var missing: String?
    }

    private struct Parser {
        let characters: [Character]
        let lookup: (String) -> Quantity?
        var index = 0
        var depth = 0

        mutating func parseWhole() -> Result<Quantity, Failure> {
            do {
                let value = try sum()
                skipSpaces()
                guard index == characters.count else { throw Failure(message: "unexpected '\(characters[index])' at character \(index + 1)") }
                return .success(value)
            } catch let failure as Failure {
                return .failure(failure)
            } catch {
                return .failure(Failure(message: "\(error)"))
            }
        }

        mutating func skipSpaces() {
            while index < characters.count, characters[index] == " " { index += 1 }
        }

        mutating func sum() throws -> Quantity {
            var left = try product()
            while true {
                skipSpaces()
                guard index < characters.count, characters[index] == "+" || characters[index] == "-" else { return left }
                let sign = characters[index]
                index += 1
                let right = try product()
                left = Quantity(value: sign == "+" ? left.value + right.value : left.value - right.value, unit: left.unit ?? right.unit)
            }
        }

        mutating func product() throws -> Quantity {
            var left = try unary()
            while true {
                skipSpaces()
                guard index < characters.count, characters[index] == "*" || characters[index] == "/" else { return left }
                let operation = characters[index]
                index += 1
                let right = try unary()
                if operation == "/" && right.value == 0 { throw Failure(message: "division by zero") }
                left = Quantity(value: operation == "*" ? left.value * right.value : left.value / right.value, unit: left.unit ?? right.unit)
            }
        }

        mutating func unary() throws -> Quantity {
            skipSpaces()
            if index < characters.count, characters[index] == "-" {
                index += 1
                var value = try unary()
                value.value = -value.value
                return value
            }
            return try primary()
        }

        mutating func primary() throws -> Quantity {
            skipSpaces()
            guard index < characters.count else { throw Failure(message: "the expression ends where a number belongs") }
            depth += 1
            defer { depth -= 1 }
            guard depth <= TokenExpression.maximumDepth else { throw Failure(message: "nesting deeper than \(TokenExpression.maximumDepth)") }
            let character = characters[index]
            if character == "(" {
                index += 1
                let value = try sum()
                try expect(")")
                return value
            }
            if character == "{" {
                guard let end = characters[index...].firstIndex(of: "}") else { throw Failure(message: "a reference is not closed with '}'") }
                let name = String(characters[(index + 1)..<end])
                index = end + 1
                guard let value = lookup(name) else { throw Failure(message: "{\(name)} is not a number") }
                return value
            }
            if character.isNumber || character == "." {
                let start = index
                while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
                guard let number = Double(String(characters[start..<index])) else { throw Failure(message: "'\(String(characters[start..<index]))' is not a number") }
                let unitStart = index
                while index < characters.count, characters[index].isLetter || characters[index] == "%" { index += 1 }
                let unit = String(characters[unitStart..<index])
                return Quantity(value: number, unit: unit.isEmpty ? nil : unit)
            }
            if character.isLetter {
                let start = index
                while index < characters.count, characters[index].isLetter { index += 1 }
                let name = String(characters[start..<index]).lowercased()
                try expect("(")
                var arguments = [try sum()]
                skipSpaces()
                while index < characters.count, characters[index] == "," {
                    index += 1
                    arguments.append(try sum())
                }
                try expect(")")
                return try apply(name, arguments)
            }
            throw Failure(message: "unexpected '\(character)' at character \(index + 1)")
        }

        mutating func expect(_ character: Character) throws {
            skipSpaces()
            guard index < characters.count, characters[index] == character else {
                throw Failure(message: "expected '\(character)' at character \(index + 1)")
            }
            index += 1
        }

        func apply(_ name: String, _ arguments: [Quantity]) throws -> Quantity {
            let unit = arguments.compactMap(\.unit).first
            func one(_ body: (Double) -> Double) throws -> Quantity {
                guard arguments.count == 1 else { throw Failure(message: "\(name)() takes one argument") }
                return Quantity(value: body(arguments[0].value), unit: unit)
            }
            switch name {
            case "floor": return try one { $0.rounded(.down) }
            case "ceil": return try one { $0.rounded(.up) }
            case "round": return try one { $0.rounded() }
            case "abs": return try one { abs($0) }
            case "sqrt": return try one { $0.squareRoot() }
            case "min", "max":
                let values = arguments.map(\.value)
                return Quantity(value: (name == "min" ? values.min() : values.max()) ?? 0, unit: unit)
            case "roundto":
                guard arguments.count == 2, (0...10).contains(arguments[1].value) else { throw Failure(message: "roundTo(x, n) takes a number and 0…10 decimals") }
                let scale = pow(10, arguments[1].value.rounded())
                return Quantity(value: (arguments[0].value * scale).rounded() / scale, unit: unit)
            default:
                throw Failure(message: "unknown function '\(name)'; allowed: floor, ceil, round, abs, sqrt, min, max, roundTo")
            }
        }
    }
}

extension TokenSet {
    /// `raw` with every value that is arithmetic (``TokenExpression``) or an `rgba({alias}, alpha)` colour replaced
    /// by its result, as Tokens Studio resolves them; an expression that cannot be evaluated is an error at it.
    /// Each token is evaluated once, a reference chain at most ``TokenExpression/maximumDepth`` deep.
    static func evaluatingExpressions(in raw: [String: RawToken], departures: inout Departures,
                                      errors: inout [TokenError]) -> [String: RawToken] {
        var evaluator = ExpressionEvaluator(raw: raw)
        var result = raw
        for path in raw.keys.sorted() {
            guard let token = raw[path], let text = token.value.string else { continue }
            if let colour = evaluator.colourWithAlpha(text) {
                switch colour {
                case let .success((hex, form)):
                    departures.note(form.departure, at: token.value, path: path)
                    result[path]?.value.value = .string(hex)
                case let .failure(failure):
                    // Told where the token is read, as its value's error: it stays on the tokens page, not read.
                    result[path]?.failure = TokenError(path: path, message: "'\(text)' cannot be worked out: \(failure.message)", at: token.value,
                                                       missingTarget: failure.missing)
                }
                continue
            }
            guard TokenExpression.isExpression(text) || PipelineForms.cssFunction(in: text) != nil else { continue }
            let typed = (token.type ?? token.groupType) != nil
            if isNoArithmetic(text, of: token, into: &result, evaluator: &evaluator, departures: &departures, errors: &errors) { continue }
            switch evaluator.interpolated(text) {
            case let .success(joined)?:
                departures.note("references written into a string, joined as Style Dictionary does", at: token.value, path: path)
                result[path]?.value.value = .string(joined)
                continue
            case let .failure(failure)?:
                errors.append(TokenError(path: path, message: "'\(text)' cannot be joined: \(failure.message)", at: token.value))
                result[path] = nil
                continue
            case nil:
                break
            }
            switch evaluator.quantity(of: path, depth: 0) {
            case let .success(quantity)?:
                departures.note("arithmetic in a value, worked out as Tokens Studio does", at: token.value, path: path)
                let number = DesignToken.text((quantity.value * 10_000).rounded() / 10_000)
                // A dimension of no unit is in pixels, as Tokens Studio takes it.
                let unit = quantity.unit ?? ((token.type ?? token.groupType) == DesignToken.Kind.dimension.rawValue ? "px" : "")
                result[path]?.value.value = (token.type ?? token.groupType) == DesignToken.Kind.number.rawValue && quantity.unit == nil
                    ? .number((quantity.value * 10_000).rounded() / 10_000) : .string(number + unit)
            case let .failure(failure)?:
                // Text of no type with references in it (`{a}, {b}`) is no arithmetic: it is shown joined.
                if !typed, joined(text, of: token, into: &result, evaluator: evaluator, departures: &departures) { continue }
                // A message that gives what is allowed already says it once.
                let allowed = failure.message.contains("allowed:") ? "" : "; allowed: numbers, {references} to numbers, + - * / ( ) and floor, ceil, round, abs, sqrt, min, max, roundTo"
                errors.append(TokenError(path: path, message: "'\(text)' cannot be worked out: \(failure.message)\(allowed)", at: token.value,
                                         missingTarget: failure.missing))
                result[path] = nil
            case nil:
                continue
            }
        }
        return result
    }

    /// `text`, the value of `token`, with its references joined in as CSS text (``ExpressionEvaluator/interpolated(_:css:depth:)``)
    /// in `result`; whether they could be.
    private static func joined(_ text: String, of token: RawToken, into result: inout [String: RawToken], evaluator: ExpressionEvaluator,
                               departures: inout Departures) -> Bool {
        guard case let .success(joined)? = evaluator.interpolated(text, css: true) else { return false }
        if joined != text {
            departures.note("references written into a string, joined as Style Dictionary does", at: token.value, path: token.path)
            result[token.path]?.value.value = .string(joined)
        }
        return true
    }

    /// Whether `text`, the value of `token`, is no arithmetic but CSS or text with references in it (`calc({a} - 1px)`,
    /// `{a}, {b}`, a media query: its references are joined in where they can be, and the value is read, or kept, as
    /// written), or several lengths (``severalLengths(_:of:into:evaluator:errors:)``).
    private static func isNoArithmetic(_ text: String, of token: RawToken, into result: inout [String: RawToken], evaluator: inout ExpressionEvaluator,
                                       departures: inout Departures, errors: inout [TokenError]) -> Bool {
        if ((token.type ?? token.groupType) != nil && !isNumeric(token)) || PipelineForms.cssFunction(in: text) != nil {
            _ = joined(text, of: token, into: &result, evaluator: evaluator, departures: &departures)
            return true
        }
        return severalLengths(text, of: token, into: &result, evaluator: &evaluator, errors: &errors)
    }

    /// Whether `text`, the value of `token`, is a dimension of several lengths (``SeveralLengths``): then each
    /// reference is replaced in `result` by the length its token works out to, or it is an error at the token.
    private static func severalLengths(_ text: String, of token: RawToken, into result: inout [String: RawToken],
                                       evaluator: inout ExpressionEvaluator, errors: inout [TokenError]) -> Bool {
        guard (token.type ?? token.groupType).flatMap(DesignToken.Kind.named) == .dimension, let pieces = SeveralLengths.pieces(text) else {
            return false
        }
        var lengths: [String] = []
        for piece in pieces {
            guard let target = SeveralLengths.reference(piece) else {
                lengths.append(String(piece))
                continue
            }
            var failure = TokenExpression.Failure(message: "\(piece) is not a length")
            switch evaluator.quantity(of: target, depth: 0) {
            case let .success(quantity)? where quantity.unit.map(SeveralLengths.units.contains) ?? true:
                lengths.append(DesignToken.text((quantity.value * 10_000).rounded() / 10_000) + (quantity.unit ?? "px"))
                continue
            case let .failure(inner)?: failure = inner
            default: break
            }
            errors.append(TokenError(path: token.path, message: "'\(text)' cannot be worked out: \(failure.message)",
                                     at: token.value, missingTarget: failure.missing))
            result[token.path] = nil
            return true
        }
        result[token.path]?.value.value = .string(lengths.joined(separator: " "))
        return true
    }

    /// Whether `token`'s type is one arithmetic gives (a dimension, a number, a duration, a font weight): text of
    /// any other type, or of none, is no arithmetic to work out.
    private static func isNumeric(_ token: RawToken) -> Bool {
        let kinds: [DesignToken.Kind] = [.dimension, .number, .duration, .fontWeight]
        return (token.type ?? token.groupType).flatMap(DesignToken.Kind.named).map(kinds.contains) ?? false
    }

    /// Works out tokens' quantities once each.
    private struct ExpressionEvaluator {
        let raw: [String: RawToken]
        var known: [String: Result<TokenExpression.Quantity, TokenExpression.Failure>?] = [:]

        /// The quantity of the token at `path`: a number, a string of one with a unit, an alias of one, or an
        /// expression; nil when its value is none of these.
        mutating func quantity(of path: String, depth: Int) -> Result<TokenExpression.Quantity, TokenExpression.Failure>? {
            if let cached = known[path] { return cached }
            guard depth < TokenExpression.maximumDepth else {
                return .failure(.init(message: "references nest deeper than \(TokenExpression.maximumDepth)"))
            }
            guard let token = raw[path] else {
                return .failure(.init(message: "{\(path.replacingSlashes())} is not a token", missing: path))
            }
            known[path] = .some(.failure(.init(message: "{\(path.replacingSlashes())} refers to itself")))
            let result: Result<TokenExpression.Quantity, TokenExpression.Failure>?
            if let number = token.value.number {
                result = .success(.init(value: number, unit: nil))
            } else if let target = TokenSet.aliasTarget(token.value), !(token.value.string ?? "").dropFirst().contains("{") {
                result = quantity(of: target, depth: depth + 1)
            } else if let text = token.value.string, TokenExpression.isExpression(text) {
                var failure: TokenExpression.Failure?
                let evaluated = TokenExpression.evaluate(text) { name in
                    switch quantity(of: name.replacingDots(), depth: depth + 1) {
                    case let .success(value)?: return value
                    case let .failure(inner)?: failure = inner; return nil
                    case nil: return nil
                    }
                }
                result = failure.map { .failure($0) } ?? evaluated
            } else if let text = token.value.string {
                result = Self.literal(text).map { .success($0) }
            } else if let fields = token.value.members, let number = fields.first(where: { $0.key == "value" })?.value.number {
                result = .success(.init(value: number, unit: fields.first(where: { $0.key == "unit" })?.value.string))
            } else {
                result = nil
            }
            known[path] = .some(result)
            return result
        }

        /// `{size.base}{size.unit}` as `16px`: references written into a string with no arithmetic between
        /// them, each replaced by its token's value as written (Style Dictionary's interpolation). Nil when the
        /// text has arithmetic, or a reference that is no token of a plain value; a failure when the joined text
        /// would be longer than an expression may be, since each reference may stand for a long value.
        /// With `css`, text around the references may be anything (`calc({a} - 1px)`), and a reference may be to
        /// text with references of its own, joined in turn.
        func interpolated(_ text: String, css: Bool = false, depth: Int = 0) -> Result<String, TokenExpression.Failure>? {
            var result = ""
            var rest = Substring(text)
            var outside = ""
            while let open = rest.firstIndex(of: "{") {
                outside += rest[..<open]
                result += rest[..<open]
                guard let close = rest[open...].firstIndex(of: "}") else { return nil }
                guard let value = plainValue(of: String(rest[rest.index(after: open)..<close]).replacingDots(), css: css, depth: depth) else { return nil }
                guard result.utf8.count + value.utf8.count <= TokenExpression.maximumLength else {
                    return .failure(.init(message: "it joins into more than \(TokenExpression.maximumLength) bytes; allowed: references to shorter values"))
                }
                result += value
                rest = rest[rest.index(after: close)...]
            }
            outside += rest
            result += rest
            guard css || !outside.contains(where: { "*/()+".contains($0) }), text.filter({ $0 == "{" }).count > 1 || !outside.isEmpty else { return nil }
            return .success(result)
        }

        /// A token's value as written when it is a string or a number, following aliases.
        private func plainValue(of path: String, css: Bool, depth: Int) -> String? {
            guard depth < TokenExpression.maximumDepth, let token = raw[path] else { return nil }
            if let number = token.value.number { return DesignToken.text(number) }
            guard let text = token.value.string else { return nil }
            if let target = TokenSet.aliasTarget(token.value), !text.dropFirst().contains("{") {
                return plainValue(of: target, css: css, depth: depth + 1)
            }
            guard text.contains("{") else { return text }
            guard css, case let .success(joined)? = interpolated(text, css: true, depth: depth + 1) else { return nil }
            return joined
        }

        /// `16`, `16px`, `1.5rem`, `-1%`.
        static func literal(_ text: String) -> TokenExpression.Quantity? {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            let unit = String(trimmed.reversed().prefix { $0.isLetter || $0 == "%" }.reversed())
            guard let number = Double(trimmed.dropLast(unit.count)), number.isFinite else { return nil }
            return .init(value: number, unit: unit.isEmpty ? nil : unit)
        }

        /// `rgba({color.black}, 0.16)`, `oklch({c} / {opacity.40})` (``ColourAtAlpha``) as `#RRGGBBAA`, with the
        /// form read; nil when `text` is no such colour.
        mutating func colourWithAlpha(_ text: String) -> Result<(String, ColourAtAlpha), TokenExpression.Failure>? {
            let form: ColourAtAlpha
            switch ColourAtAlpha.read(text) {
            case nil: return nil
            case let .failure(failure)?: return .failure(failure)
            case let .success(read)?: form = read
            }
            let written = "{" + form.reference.replacingSlashes() + "}"
            guard raw[form.reference] != nil else {
                return .failure(.init(message: "\(written) is not a token", missing: form.reference))
            }
            guard let colour = colour(of: written, depth: 0) else {
                return .failure(.init(message: "\(written) is not a colour"))
            }
            var alpha: Double
            switch form.alpha {
            case let .number(number):
                alpha = number
            case let .token(target):
                switch quantity(of: target, depth: 0) {
                case let .success(quantity)? where quantity.unit == nil || quantity.unit == "%":
                    alpha = quantity.unit == "%" ? quantity.value / 100 : quantity.value
                case let .failure(failure)?:
                    return .failure(failure)
                default:
                    return .failure(.init(message: "{\(target.replacingSlashes())} is not a number, the alpha"))
                }
            }
            return .success((ColourAtAlpha.applying(alpha, to: colour).hex, form))
        }

        private func colour(of text: String, depth: Int) -> Color? {
            guard depth < TokenExpression.maximumDepth else { return nil }
            if let target = TokenSet.aliasTarget(JSONNode(value: .string(text), line: 1, column: 1)) {
                guard let token = raw[target] else { return nil }
                if let string = token.value.string { return colour(of: string, depth: depth + 1) }
                guard let fields = token.value.members else { return nil }
                var ignored: [TokenSet.Invalid] = []
                return try? TokenSet.colorObject(token.value, fields: fields, warnings: &ignored).get()
            }
            return Color(css: text)
        }
    }
}
