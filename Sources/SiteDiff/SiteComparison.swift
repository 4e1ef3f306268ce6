import Foundation
import PageTypes
import SiteModel

/// Every change between two versions of a site, each reported once at its root cause: a token's new value carries
/// the contrast verdicts it flips and the preview states it redraws; a renamed page carries the links that break.
/// The same two sites always give the same changes in the same order.
package struct SiteComparison: Sendable {
    package let old: SiteSnapshot
    package let new: SiteSnapshot
    /// By section, regressions first, then by id.
    package internal(set) var changes: [Change] = []
    /// Each token path whose value changed → the index in ``changes`` of the change that caused it (the token
    /// itself, or the token it refers to).
    var tokenCauses: [String: Int] = [:]
    /// The preview files both sides draw, differently.
    let redrawnFiles: Set<String>
    /// The components some of those files draw (a file is `component/…`).
    let redrawnComponents: Set<String>

    /// The most drawings one change shows; the rest are counted.
    static let drawingLimit = 6

    package init(old: SiteSnapshot, new: SiteSnapshot) {
        self.old = old
        self.new = new
        redrawnFiles = Set(old.previews.compactMap { file, drawing in
            new.previews[file].flatMap { $0 == drawing ? nil : file }
        })
        redrawnComponents = Set(redrawnFiles.compactMap { $0.split(separator: "/").first.map(String.init) })
        compareTokens()
        comparePages()
        for index in changes.indices where changes[index].redrawnPreviews > 0 {
            let change = changes[index]
            changes[index].details.append("It redraws \(Wording.count(change.redrawnStates, "state")) of \(Wording.count(change.redrawnPreviews, "interactive preview"))"
                + (change.moreDrawings > 0 ? "; the first \(change.drawings.count) are shown." : "."))
        }
        let sections = Change.Section.allCases
        changes.sort { left, right in
            let leftSection = sections.firstIndex(of: left.section) ?? 0, rightSection = sections.firstIndex(of: right.section) ?? 0
            if leftSection != rightSection { return leftSection < rightSection }
            if left.isRegression != right.isRegression { return left.isRegression }
            return left.id < right.id
        }
    }

    mutating func add(_ change: Change) {
        changes.append(change)
    }

    /// Every effect any change has.
    package var effects: Set<Change.Effect> {
        changes.reduce(into: []) { $0.formUnion($1.effects) }
    }

    /// An element id made of `parts`, as the pages' own are made (``ElementID/slug(_:)``), without a dash at
    /// either end.
    static func id(_ parts: String...) -> String {
        let id = ElementID.slug(parts.joined(separator: "-")).trimmingCharacters(in: ["-"])
        return id.isEmpty ? "change" : id
    }

    /// A route as readers see it: `/components/slider/`.
    static func display(_ route: String) -> String {
        "/" + route
    }
}
