extension SiteComparison {
    /// Each interactive preview of a page on both sides, by its id. A preview whose fence changed is one change,
    /// with its removed states (whose links break), its added states and its redrawn ones. A preview whose fence is
    /// the same but whose states draw differently was redrawn by the tokens: its states go with the token changes
    /// they draw with, or with those of their component, and stand alone only when no token explains them.
    mutating func compareWidgets(_ was: PageSnapshot, _ now: PageSnapshot) {
        let newByID = Dictionary(now.widgets.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let oldIDs = Set(was.widgets.map(\.id))
        for widget in was.widgets {
            guard let current = newByID[widget.id] else {
                var change = Change(id: Self.id("preview", now.route, widget.id, "removed"), section: .previews,
                                    kind: "preview-removed", title: "\(now.title): preview #\(widget.id) removed",
                                    page: now.route, effects: [.removedState])
                change.details.append("It drew `\(widget.fence)`.")
                change.brokenLinks = [BrokenLink(kind: .anchor, target: now.route + "#" + widget.id, alias: nil)]
                    + widget.states.map { BrokenLink(kind: .state, target: now.route + "#" + widget.id + "=" + $0.fragment, alias: nil) }
                if let first = widget.states.first(where: { $0.fragment == widget.initialFragment }) ?? widget.states.first {
                    change.drawings = [drawing(of: widget, page: now, before: first, after: nil)]
                }
                add(change)
                continue
            }
            compareStates(widget, current, was: was, now: now)
        }
        for widget in now.widgets where !oldIDs.contains(widget.id) {
            var change = Change(id: Self.id("preview", now.route, widget.id, "added"), section: .previews,
                                kind: "preview-added", title: "\(now.title): preview #\(widget.id) added", page: now.route)
            change.details.append("It draws `\(widget.fence)` in \(widget.states.count) states.")
            if let first = widget.states.first(where: { $0.fragment == widget.initialFragment }) ?? widget.states.first {
                change.drawings = [drawing(of: widget, page: now, before: nil, after: first)]
            }
            add(change)
        }
    }

    private mutating func compareStates(_ widget: WidgetSnapshot, _ current: WidgetSnapshot, was: PageSnapshot, now: PageSnapshot) {
        let newStates = Dictionary(current.states.map { ($0.fragment, $0) }, uniquingKeysWith: { first, _ in first })
        let oldFragments = Set(widget.states.map(\.fragment))
        var redrawn: [(StateSnapshot, StateSnapshot, DrawingDifference)] = []
        var removed: [StateSnapshot] = []
        for state in widget.states {
            guard let after = newStates[state.fragment] else {
                removed.append(state)
                continue
            }
            guard state.drawing != after.drawing else { continue }
            let difference = DrawingDifference(state.drawing, after.drawing)
            if !difference.isEmpty { redrawn.append((state, after, difference)) }
        }
        let added = current.states.filter { !oldFragments.contains($0.fragment) }
        if widget.fence != current.fence || !removed.isEmpty || !added.isEmpty {
            var change = Change(id: Self.id("preview", now.route, widget.id), section: .previews, kind: "preview-changed",
                                title: "\(now.title): preview #\(widget.id) changed", page: now.route)
            if widget.fence != current.fence {
                change.details.append("The fence changed from `\(widget.fence)` to `\(current.fence)`.")
            }
            if !removed.isEmpty {
                change.effects.insert(.removedState)
                change.details.append("\(Self.count(removed.count, "state")) removed: "
                    + Self.listed(removed.map(\.summary)) + "; links to \(removed.count == 1 ? "it" : "them") no longer open a state.")
                change.brokenLinks = removed.map {
                    BrokenLink(kind: .state, target: now.route + "#" + widget.id + "=" + $0.fragment, alias: nil)
                }
            }
            if !added.isEmpty {
                change.details.append("\(Self.count(added.count, "state")) added: " + Self.listed(added.map(\.summary)) + ".")
            }
            if !redrawn.isEmpty {
                change.details.append("\(Self.count(redrawn.count, "state")) of the \(widget.states.count) drawn differently.")
            }
            let painted = Set(redrawn.flatMap(\.2.paintTokens).filter { tokenCauses[$0] != nil }).sorted()
            if !painted.isEmpty {
                change.details.append("Colours also follow the change of " + painted.map { "`\($0)`" }.joined(separator: ", ") + ".")
                for index in Set(painted.compactMap { tokenCauses[$0] }).sorted() {
                    changes[index].details.append("It repaints \(now.title)'s preview #\(widget.id), whose fence changed too.")
                }
            }
            var drawings = removed.map { drawing(of: widget, page: now, before: $0, after: nil) }
            drawings += redrawn.map { drawing(of: widget, page: now, before: $0.0, after: $0.1, difference: $0.2) }
            drawings += added.map { drawing(of: widget, page: now, before: nil, after: $0) }
            change.moreDrawings = max(0, drawings.count - Self.drawingLimit)
            change.drawings = Array(drawings.prefix(Self.drawingLimit))
            add(change)
            return
        }
        guard !redrawn.isEmpty else { return }
        // Which token changes explain the redraws: those whose tokens paint what changed, else those of the
        // component's own tokens (`slider/…`), which size and place its parts.
        let painted = Set(redrawn.flatMap(\.2.paintTokens).compactMap { tokenCauses[$0] })
        let causes = painted.isEmpty
            ? Set(tokenCauses.filter { $0.key.hasPrefix(widget.component + "/") }.map(\.value)) : painted
        let comparison = drawing(of: widget, page: now, before: redrawn[0].0, after: redrawn[0].1, difference: redrawn[0].2)
        let summary = "\(now.title), preview #\(widget.id): \(Self.count(redrawn.count, "state")) of \(widget.states.count) redrawn"
        guard !causes.isEmpty else {
            var change = Change(id: Self.id("preview", now.route, widget.id, "redrawn"), section: .previews,
                                kind: "preview-redrawn", title: "\(now.title): preview #\(widget.id) drawn differently",
                                page: now.route)
            change.details.append("The fence is the same and no token it draws with changed, yet \(Self.count(redrawn.count, "state")) draw differently: the components themselves changed.")
            change.drawings = redrawn.prefix(Self.drawingLimit).map { drawing(of: widget, page: now, before: $0.0, after: $0.1, difference: $0.2) }
            change.moreDrawings = max(0, redrawn.count - Self.drawingLimit)
            add(change)
            return
        }
        for index in causes.sorted() {
            changes[index].details.append(summary + ".")
            if changes[index].drawings.count < Self.drawingLimit {
                changes[index].drawings.append(comparison)
            } else {
                changes[index].moreDrawings += 1
            }
        }
    }

    private func drawing(of widget: WidgetSnapshot, page: PageSnapshot, before: StateSnapshot?, after: StateSnapshot?,
                         difference: DrawingDifference? = nil) -> DrawingComparison {
        let state = after ?? before
        let fragment = state.map { "#" + widget.id + "=" + $0.fragment } ?? "#" + widget.id
        var differences = difference?.descriptions ?? []
        if before == nil { differences = ["new state"] }
        if after == nil { differences = ["state removed"] }
        return DrawingComparison(label: "\(page.title) · #\(widget.id) · \(state?.summary ?? "")", link: page.route + fragment,
                                 before: before?.drawing, after: after?.drawing, beforeFile: before?.file,
                                 afterFile: after?.file, differences: differences)
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// Up to eight items, then how many more.
    static func listed(_ items: [String]) -> String {
        let shown = items.prefix(8).joined(separator: "; ")
        return items.count > 8 ? shown + " and \(items.count - 8) more" : shown
    }
}
