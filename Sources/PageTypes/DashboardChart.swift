import SVG

/// The dashboard's chart: for each criterion a bar of the components' statuses, one segment per status in the
/// badges' order, as wide as its share, with its count and the badge's shape written in it. Drawn at build time as
/// inline SVG; the statuses' colours come from the theme's badge colours, and each segment's `<title>` says what it
/// counts, so colour never carries the meaning alone.
enum DashboardChart {
    static let labelWidth = 56.0
    static let barWidth = 480.0
    static let rowHeight = 28.0
    static let rowGap = 8.0
    /// The narrowest segment its count is written in: room for a shape and two digits at 13 px.
    static let minimumLabelledWidth = 32.0

    /// The chart's SVG, or nil when no component is assessed.
    static func svg(_ perCriterion: [DashboardView.CriterionSummary], components: Int) -> String? {
        guard components > 0, !perCriterion.isEmpty else { return nil }
        var rows: [SVGElement] = []
        for (index, criterion) in perCriterion.enumerated() {
            let top = Double(index) * (rowHeight + rowGap)
            var parts: [SVGNode] = [.element(SVGElement("text", children: [.text(criterion.id)])
                .with("x", 0).with("y", top + rowHeight / 2 + 5).with("class", "chart-label"))]
            var left = labelWidth
            for count in criterion.counts where count.count > 0 {
                let width = barWidth * Double(count.count) / Double(components)
                let what = "\(criterion.id) \(criterion.name): \(count.badge.label), \(count.count) of \(components)"
                var segment: [SVGNode] = [
                    .element(SVGElement("title", children: [.text(what)])),
                    .element(SVGElement("rect").with("x", left).with("y", top).with("width", width).with("height", rowHeight)
                        .with("class", "chart-segment")),
                ]
                // A segment too narrow for its count keeps it in its title only.
                if width >= Self.minimumLabelledWidth {
                    segment.append(.element(SVGElement("text", children: [.text("\(count.badge.icon) \(count.count)")])
                        .with("x", left + width / 2).with("y", top + rowHeight / 2 + 5).with("text-anchor", "middle")
                        .with("class", "chart-count")))
                }
                parts.append(.element(SVGElement("g", children: segment)
                    .with("class", "chart-status badge--\(count.badge.status)").with("data-status", count.badge.status)))
                left += width
            }
            rows.append(SVGElement("g", children: parts).with("data-criterion", criterion.id))
        }
        let height = Double(perCriterion.count) * (rowHeight + rowGap) - rowGap
        return SVGWriter.write(SVGDocument(
            width: labelWidth + barWidth + 2, height: height,
            title: "Statuses per criterion across \(components) assessed components",
            attributes: ["class": "status-chart"],
            children: rows
        ))
    }
}
