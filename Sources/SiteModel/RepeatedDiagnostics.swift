/// Diagnostics as the command line prints them: one line per cause. Where a code's repeats share one cause
/// (``DiagnosticCode/Repeats``), the first is printed with a count of the rest, so that 80 pages of another
/// generator carrying the same key give one line, not 80. The report itself keeps every one, with its place.
public enum RepeatedDiagnostics {
    /// `diagnostics` in their order, each repeat folded into the first of its cause.
    public static func folded(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var firsts: [Diagnostic] = []
        var index: [String: Int] = [:]
        var repeats: [Int: [SourceLocation]] = [:]
        for diagnostic in diagnostics {
            guard let key = key(of: diagnostic) else {
                firsts.append(diagnostic)
                continue
            }
            if let first = index[key] {
                repeats[first, default: []].append(diagnostic.location)
            } else {
                index[key] = firsts.count
                firsts.append(diagnostic)
            }
        }
        for (first, locations) in repeats {
            let files = Set(locations.map(\.path)).subtracting([firsts[first].location.path]).count
            let place = files == 0 ? "in this file" : "in \(Wording.count(files, "other file"))"
                + (locations.contains { $0.path == firsts[first].location.path } ? " and this one" : "")
            firsts[first].message += "; \(locations.count) more like it \(place) \(locations.count == 1 ? "is" : "are") not shown"
        }
        return firsts
    }

    private static func key(of diagnostic: Diagnostic) -> String? {
        let code = diagnostic.code
        switch code.repeats {
        case .each: return nil
        case .perFile: return [code.name, diagnostic.severity.rawValue, diagnostic.location.path, diagnostic.message].joined(separator: "\u{0}")
        case .perSite: return [code.name, diagnostic.severity.rawValue, diagnostic.message].joined(separator: "\u{0}")
        }
    }
}
