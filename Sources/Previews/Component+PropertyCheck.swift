extension Component {
    /// Where the component's ``properties`` declare what its reading does not do, one line each; empty when they
    /// agree. A component's tests call it, so that `site.json` and coding assistants are told what fences can
    /// write.
    ///
    /// Each of `bases` is a block's properties that the component accepts (`value=50`, `style=bullet steps=4`),
    /// written as `name=value` words; give enough that every declared value and range end is accepted by one. Then:
    /// - a default written into a base that leaves it out draws the same component;
    /// - a required property left out of a base that writes it is refused;
    /// - each declared value is accepted by some base, and a value not declared by none;
    /// - each end of a declared range is accepted by some base, and a number beyond either end by none.
    public static func propertyDeclarationProblems(bases: [String]) -> [String] {
        let registry = ComponentRegistry([Self.self])
        func preview(_ words: [(key: String, value: String)]) -> Preview? {
            let body = ([name] + words.map { $0.key + "=" + $0.value }).joined(separator: " ")
            return try? registry.preview(from: PreviewBlock.parse(info: "", body: body, components: registry))
        }
        func replacing(_ key: String, with value: String?, in words: [(key: String, value: String)]) -> [(key: String, value: String)] {
            words.filter { $0.key != key } + (value.map { [(key, $0)] } ?? [])
        }
        let parsed = bases.map { base in
            base.split(separator: " ").map { word in
                let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
                return (key: parts[0], value: parts.count > 1 ? parts[1] : "")
            }
        }
        var problems = zip(bases, parsed).compactMap { base, words in preview(words) == nil ? "\(name): the base '\(base)' is refused" : nil }
        guard problems.isEmpty else { return problems }
        for property in properties {
            let key = property.name
            func acceptedBySome(_ value: String) -> Bool {
                parsed.contains { preview(replacing(key, with: value, in: $0)) != nil }
            }
            if let value = property.defaultValue {
                for (base, words) in zip(bases, parsed) where !words.contains(where: { $0.key == key })
                    && preview(words) != preview(words + [(key, value)]) {
                    problems.append("\(name): \(key)=\(value), the declared default, draws another \(name) than '\(base)' without it")
                }
            }
            if property.isRequired {
                for (base, words) in zip(bases, parsed) where words.contains(where: { $0.key == key })
                    && preview(replacing(key, with: nil, in: words)) != nil {
                    problems.append("\(name): \(key) is declared required, yet '\(base)' without it is accepted")
                }
            }
            if let values = property.values {
                for value in values where !acceptedBySome(value) {
                    problems.append("\(name): \(key)=\(value) is declared allowed, yet every base refuses it")
                }
                let undeclared = property.kind == .number ? "7" : "undeclared-value"
                if !values.contains(undeclared), acceptedBySome(undeclared) {
                    problems.append("\(name): \(key)=\(undeclared) is accepted, yet the declared values are \(values.joined(separator: ", "))")
                }
            }
            if let range = property.range {
                let beyond = range.upperBound - range.lowerBound > 2 ? 1 : (range.upperBound - range.lowerBound) / 2
                for end in [range.lowerBound, range.upperBound] where !acceptedBySome(PreviewError.quote(end)) {
                    problems.append("\(name): \(key)=\(PreviewError.quote(end)) ends the declared range, yet every base refuses it")
                }
                for outside in [range.lowerBound - beyond, range.upperBound + beyond] where acceptedBySome(PreviewError.quote(outside)) {
                    problems.append("\(name): \(key)=\(PreviewError.quote(outside)) is outside the declared range, yet accepted")
                }
            }
        }
        return problems
    }
}
