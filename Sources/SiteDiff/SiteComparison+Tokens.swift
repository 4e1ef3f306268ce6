extension SiteComparison {
    /// Tokens added, removed and changed in any mode, and the contrast verdicts that flip: each flip goes with the
    /// change of a token it draws with, or stands alone when neither token changed.
    mutating func compareTokens() {
        let modes = [SiteSnapshot.defaultMode] + Set(old.modes).union(new.modes).sorted()
        let changed = compareOldTokens(modes: modes)
        for path in new.tokens.keys.sorted() where old.tokens[path] == nil {
            guard let token = new.tokens[path] else { continue }
            add(Change(id: Self.id("token", path, "added"), section: .tokens, kind: "token-added",
                       title: "\(code: path) added",
                       details: ["\(token.type) \(token.values[SiteSnapshot.defaultMode] ?? "") (\(token.location))."]))
        }
        let causes = Dictionary(uniqueKeysWithValues: changed.keys.map { ($0, cause(of: $0, changed: changed)) })
        var followers: [String: [String]] = [:]
        for path in changed.keys.sorted() where causes[path] != path {
            followers[causes[path] ?? path, default: []].append(path)
        }
        for path in changed.keys.sorted() where causes[path] == path {
            guard let was = old.tokens[path], let now = new.tokens[path] else { continue }
            tokenCauses[path] = changes.count
            for follower in followers[path] ?? [] { tokenCauses[follower] = changes.count }
            add(Change(id: Self.id("token", path), section: .tokens, kind: "token-changed", title: "\(code: path) changed",
                       effects: [.tokenChanged], details: Self.definitionChanges(was, now, followers: followers[path]),
                       tokenValues: changed[path] ?? []))
        }
        compareContrast(modes: modes)
    }

    /// Reports each token of the old side the new one lacks, and gives back the others that changed, path → the
    /// values that changed by mode (none when only how it is defined changed).
    private mutating func compareOldTokens(modes: [String]) -> [String: [TokenValueChange]] {
        var changed: [String: [TokenValueChange]] = [:]
        for path in old.tokens.keys.sorted() {
            guard let was = old.tokens[path] else { continue }
            guard let now = new.tokens[path] else {
                add(Change(id: Self.id("token", path, "removed"), section: .tokens, kind: "token-removed",
                           title: "\(code: path) removed", effects: [.tokenRemoved],
                           details: ["It was \(was.type) \(was.values[SiteSnapshot.defaultMode] ?? "") (\(was.location))."]))
                continue
            }
            let values = modes.compactMap { mode -> TokenValueChange? in
                let before = was.values[mode], after = now.values[mode]
                guard before != after else { return nil }
                return TokenValueChange(mode: mode, before: before, after: after,
                                        beforeColor: was.colors[mode], afterColor: now.colors[mode])
            }
            if !values.isEmpty || !was.definedAlike(now) {
                changed[path] = values
            }
        }
        return changed
    }

    /// A token that refers to another, whose reference is unchanged, changed because that one did.
    private func cause(of path: String, changed: [String: [TokenValueChange]]) -> String {
        var current = path
        for _ in 0..<changed.count {
            guard let was = old.tokens[current], let now = new.tokens[current], was.definedAlike(now),
                  let target = now.aliasOf, changed[target] != nil, target != current else { break }
            current = target
        }
        return current
    }

    /// What changed in how a token is defined, and the tokens that refer to it and so change with it.
    private static func definitionChanges(_ was: TokenSnapshot, _ now: TokenSnapshot, followers: [String]?) -> [String] {
        var details: [String] = []
        if was.type != now.type { details.append("Its type changed from \(was.type) to \(now.type).") }
        if was.aliasOf != now.aliasOf {
            details.append("It refers to \(now.aliasOf.map { "`\($0)`" } ?? "no token") instead of \(was.aliasOf.map { "`\($0)`" } ?? "a value of its own").")
        }
        if was.deprecated != now.deprecated {
            details.append(now.deprecated.map { "It is now deprecated: \($0)" } ?? "It is no longer deprecated.")
        }
        if let derived = followers {
            details.append("Tokens that refer to it change with it: " + derived.map { "`\($0)`" }.joined(separator: ", ") + ".")
        }
        return details
    }

    private mutating func compareContrast(modes: [String]) {
        var alone: [ContrastFlip] = []
        let pairs = Set(old.contrast.keys).union(new.contrast.keys)
            .sorted { ($0.what, $0.foreground, $0.background) < ($1.what, $1.foreground, $1.background) }
        for pair in pairs {
            for mode in modes {
                let before = old.contrast[pair]?[mode], after = new.contrast[pair]?[mode]
                guard before?.passes != after?.passes, before != nil || after != nil else { continue }
                let flip = ContrastFlip(pair: pair, mode: mode, before: before?.ratioText, after: after?.ratioText,
                                        passedBefore: before?.passes, passesAfter: after?.passes)
                let causes = Set([pair.foreground, pair.background].compactMap { tokenCauses[$0] }).sorted()
                guard !causes.isEmpty else {
                    alone.append(flip)
                    continue
                }
                for index in causes {
                    changes[index].contrast.append(flip)
                    if flip.isRegression { changes[index].effects.insert(.contrastRegression) }
                }
            }
        }
        for index in changes.indices where !changes[index].contrast.isEmpty {
            changes[index].contrast.sort()
        }
        for flip in alone.sorted() {
            add(Change(id: Self.id("contrast", flip.pair.what, flip.mode), section: .tokens, kind: "contrast-changed",
                       title: "\(flip.pair.what) \(flip.isRegression ? "now fails" : "now passes") in \(flip.mode)",
                       effects: flip.isRegression ? [.contrastRegression] : [], contrast: [flip]))
        }
    }
}
