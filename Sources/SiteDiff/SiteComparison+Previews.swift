import SiteModel

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
                let states = widget.states(drawings: old.previews)
                var change = Change(id: Self.id("preview", now.route, widget.id, "removed"), section: .previews,
                                    kind: "preview-removed", title: "\(now.title): preview #\(widget.id) removed",
                                    page: now.route, effects: [.removedState])
                change.details.append("It drew `\(widget.fence)`.")
                change.brokenLinks = [BrokenLink(kind: .anchor, target: now.route + "#" + widget.id, alias: nil)]
                    + states.map { BrokenLink(kind: .state, target: now.route + widget.link(to: $0), alias: nil) }
                if let first = states.first(where: { $0.fragment == widget.initialFragment }) ?? states.first {
                    change.drawings = [drawing(of: widget, page: now, before: first, after: nil)]
                }
                add(change)
                continue
            }
            compareStates(widget, current, on: now)
        }
        for widget in now.widgets where !oldIDs.contains(widget.id) {
            var change = Change(id: Self.id("preview", now.route, widget.id, "added"), section: .previews,
                                kind: "preview-added", title: "\(now.title): preview #\(widget.id) added", page: now.route)
            let states = widget.states(drawings: new.previews)
            change.details.append("It draws `\(widget.fence)` in \(Wording.count(states.count, "state")).")
            if let first = states.first(where: { $0.fragment == widget.initialFragment }) ?? states.first {
                change.drawings = [drawing(of: widget, page: now, before: nil, after: first)]
            }
            add(change)
        }
    }

    private mutating func compareStates(_ widget: WidgetSnapshot, _ current: WidgetSnapshot, on now: PageSnapshot) {
        // The same fence reaches the same states, drawn into the same files: unless one of the component's files
        // was drawn differently, nothing of the preview changed, and only the files that were are looked at.
        if widget.fence == current.fence {
            guard redrawnComponents.contains(widget.component) else { return }
            compareRedrawnStates(widget, on: now)
            return
        }
        let states = Self.stateChanges(widget.states(drawings: old.previews), current.states(drawings: new.previews),
                                       redrawnFiles: redrawnFiles)
        var change = Change(id: Self.id("preview", now.route, widget.id), section: .previews, kind: "preview-changed",
                            title: "\(now.title): preview #\(widget.id) changed", page: now.route)
        if widget.fence != current.fence {
            change.details.append("The fence changed from `\(widget.fence)` to `\(current.fence)`.")
        }
        if !states.removed.isEmpty {
            change.effects.insert(.removedState)
            change.details.append("\(Wording.count(states.removed.count, "state")) removed: "
                + Self.listed(states.removed.map(\.summary)) + "; links to \(states.removed.count == 1 ? "it" : "them") no longer open a state.")
            change.brokenLinks = states.removed.map {
                BrokenLink(kind: .state, target: now.route + widget.link(to: $0), alias: nil)
            }
        }
        if !states.added.isEmpty {
            change.details.append("\(Wording.count(states.added.count, "state")) added: " + Self.listed(states.added.map(\.summary)) + ".")
        }
        if !states.redrawn.isEmpty {
            change.details.append("\(Wording.count(states.redrawn.count, "state")) of the \(states.oldCount) drawn differently.")
        }
        addDrawings(of: states, in: widget, on: now, to: &change)
        add(change)
    }

    /// The states of a preview whose fence is the same, redrawn because files of its component were: only the
    /// states the report may show get their links and names; the others are counted.
    private mutating func compareRedrawnStates(_ widget: WidgetSnapshot, on now: PageSnapshot) {
        let preview = widget.preview
        var shown: [(before: StateSnapshot, after: StateSnapshot)] = []
        var count = 0
        for state in preview.states {
            let file = preview.fileName(of: state)
            guard redrawnFiles.contains(file), let before = old.previews[file], let after = new.previews[file] else { continue }
            count += 1
            if shown.count < Self.drawingLimit {
                let snapshot = StateSnapshot(fragment: state.fragment, summary: state.summary, file: file, drawing: before)
                var redrawn = snapshot
                redrawn.drawing = after
                shown.append((snapshot, redrawn))
            }
        }
        attribute(shown, redrawn: count, in: widget, among: preview.states.count, on: now)
    }

    /// The states of a preview whose fence changed, old and new, matched by fragment.
    private struct StateChanges {
        /// States drawn differently, before and after; what differs is worked out only for the few shown.
        var redrawn: [(before: StateSnapshot, after: StateSnapshot)] = []
        var removed: [StateSnapshot] = []
        var added: [StateSnapshot] = []
        var oldCount = 0
    }

    private static func stateChanges(_ oldStates: [StateSnapshot], _ newStates: [StateSnapshot],
                                     redrawnFiles: Set<String>) -> StateChanges {
        let newByFragment = Dictionary(newStates.map { ($0.fragment, $0) }, uniquingKeysWith: { first, _ in first })
        let oldFragments = Set(oldStates.map(\.fragment))
        var states = StateChanges(oldCount: oldStates.count)
        for state in oldStates {
            guard let after = newByFragment[state.fragment] else {
                states.removed.append(state)
                continue
            }
            let differs = state.file == after.file ? redrawnFiles.contains(state.file) : state.drawing != after.drawing
            if differs { states.redrawn.append((state, after)) }
        }
        states.added = newStates.filter { !oldFragments.contains($0.fragment) }
        return states
    }

    /// The drawings of a preview whose fence changed, up to the limit: its removed states, its redrawn ones (whose
    /// colours may follow token changes, which are told of it), then its added ones.
    private mutating func addDrawings(of states: StateChanges, in widget: WidgetSnapshot, on now: PageSnapshot,
                                      to change: inout Change) {
        var drawings = states.removed.prefix(Self.drawingLimit).map { drawing(of: widget, page: now, before: $0, after: nil) }
        let shown = states.redrawn.prefix(Self.drawingLimit - drawings.count).map {
            ($0, DrawingDifference($0.before.drawing, $0.after.drawing))
        }
        let painted = Set(shown.flatMap(\.1.paintTokens).filter { tokenCauses[$0] != nil }).sorted()
        if !painted.isEmpty {
            change.details.append("Colours also follow the change of " + painted.map { "`\($0)`" }.joined(separator: ", ") + ".")
            for index in Set(painted.compactMap { tokenCauses[$0] }).sorted() {
                changes[index].details.append("It repaints \(now.title)'s preview #\(widget.id), whose fence changed too.")
            }
        }
        drawings += shown.map { drawing(of: widget, page: now, before: $0.0.before, after: $0.0.after, difference: $0.1) }
        drawings += states.added.prefix(max(0, Self.drawingLimit - drawings.count)).map { drawing(of: widget, page: now, before: nil, after: $0) }
        change.moreDrawings = states.removed.count + states.redrawn.count + states.added.count - drawings.count
        change.drawings = drawings
    }

    /// Gives the `count` states redrawn of a preview whose fence is the same (of `total`), of which `shown` are the
    /// first few, to the token changes that explain them, or reports them as a change of their own when none does.
    private mutating func attribute(_ shown: [(before: StateSnapshot, after: StateSnapshot)], redrawn count: Int,
                                    in widget: WidgetSnapshot, among total: Int, on now: PageSnapshot) {
        guard let first = shown.first else { return }
        // The states of one fence draw with the same tokens: the first one redrawn names those that changed. Its
        // changes go with the token changes that paint what changed, else with those of the component's own
        // tokens (`slider/…`), which size and place its parts.
        let difference = DrawingDifference(first.before.drawing, first.after.drawing)
        let painted = Set(difference.paintTokens.compactMap { tokenCauses[$0] })
        let causes = painted.isEmpty
            ? Set(tokenCauses.filter { $0.key.hasPrefix(widget.component + "/") }.map(\.value)) : painted
        let comparison = drawing(of: widget, page: now, before: first.before, after: first.after, difference: difference)
        let summary = "\(now.title), preview #\(widget.id): \(Wording.count(count, "state")) of \(total) redrawn"
        guard !causes.isEmpty else {
            var change = Change(id: Self.id("preview", now.route, widget.id, "redrawn"), section: .previews,
                                kind: "preview-redrawn", title: "\(now.title): preview #\(widget.id) drawn differently",
                                page: now.route)
            change.details.append("The fence is the same and no token it draws with changed, yet \(Wording.count(count, "state")) draw differently: the components themselves changed.")
            change.drawings = shown.map {
                drawing(of: widget, page: now, before: $0.before, after: $0.after,
                        difference: DrawingDifference($0.before.drawing, $0.after.drawing))
            }
            change.moreDrawings = count - change.drawings.count
            add(change)
            return
        }
        for index in causes.sorted() {
            changes[index].redrawnPreviews += 1
            changes[index].redrawnStates += count
            if changes[index].drawings.count < Self.drawingLimit {
                changes[index].details.append(summary + ".")
                changes[index].drawings.append(comparison)
            } else {
                changes[index].moreDrawings += 1
            }
        }
    }

    private func drawing(of widget: WidgetSnapshot, page: PageSnapshot, before: StateSnapshot?, after: StateSnapshot?,
                         difference: DrawingDifference? = nil) -> DrawingComparison {
        let state = after ?? before
        let fragment = state.map(widget.link) ?? "#" + widget.id
        var differences = difference?.descriptions ?? []
        if before == nil { differences = ["new state"] }
        if after == nil { differences = ["state removed"] }
        return DrawingComparison(label: "\(page.title) · #\(widget.id) · \(state?.summary ?? "")", link: page.route + fragment,
                                 before: before?.drawing, after: after?.drawing, beforeFile: before?.file,
                                 afterFile: after?.file, differences: differences)
    }

    /// Up to eight items, then how many more.
    static func listed(_ items: [String]) -> String {
        let shown = items.prefix(8).joined(separator: "; ")
        return items.count > 8 ? shown + " and \(items.count - 8) more" : shown
    }
}
