import Foundation
import Mustache
@testable import SiteBuilder
import Testing
import TestSupport

/// The template values that answer Mustache by name give what reflection would give, for every field, on every
/// page of a site that has every kind of page: a wrong or missing case would render a blank.
@Suite("Template context lookups")
struct TemplateContextLookupTests {
    /// A value's description with any optionals around it removed; "nil" for none.
    static func flat(_ value: Any?) -> String {
        guard let value else { return "nil" }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return String(describing: value) }
        return flat(mirror.children.first?.value)
    }

    /// Every field of `value` (by reflection) against `child(named:)`, then the same for every value below it.
    static func compare(_ value: Any, path: String, checked: inout Int, problems: inout [String]) {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            if let wrapped = mirror.children.first?.value {
                compare(wrapped, path: path, checked: &checked, problems: &problems)
            }
            return
        }
        if mirror.displayStyle == .collection {
            for (position, element) in mirror.children.enumerated() {
                compare(element.value, path: "\(path)[\(position)]", checked: &checked, problems: &problems)
            }
            return
        }
        guard let parent = value as? MustacheParent, mirror.displayStyle == .struct else { return }
        for field in mirror.children {
            guard let label = field.label else { continue }
            let answered = parent.child(named: label)
            checked += 1
            // Mustache reads an optional field as its value or as nothing; an answer must never be an optional
            // inside the Any, which would count as something.
            if let answered, Mirror(reflecting: answered).displayStyle == .optional {
                problems.append("\(path).\(label): answered a wrapped optional")
            }
            if Self.flat(answered) != Self.flat(field.value) {
                problems.append("\(path).\(label): answered \(Self.flat(answered)), reflected \(Self.flat(field.value))")
            }
            compare(field.value, path: path + "." + label, checked: &checked, problems: &problems)
        }
        if parent.child(named: "noSuchField") != nil {
            problems.append("\(path).noSuchField answers")
        }
    }

    @Test("every field of every page's context, on the real site and on a site with a collapsed section")
    func lookupsMatchReflection() throws {
        var patterns: [String: String] = [:]
        for number in 1...51 {
            patterns["Content/patterns/pattern-\(number).md"] = "---\ntitle: Pattern \(number)\nsummary: S\(number)\nstatus: beta\n---\nText.\n"
        }
        let real = IncrementalBuildTests.realSources
        for files in [real, real.merging(patterns.mapValues { Data($0.utf8) }, uniquingKeysWith: { _, new in new })] {
            let disk = InMemoryDisk(files: files)
            let builder = SiteBuilder(options: IncrementalBuildTests.options, fileSystem: disk.fileSystem)
            var diagnostics = Diagnostics()
            var memo = BuildMemo()
            let site = builder.resolve(builder.parse(builder.load(into: &diagnostics), memo: &memo, into: &diagnostics),
                                       into: &diagnostics)
            #expect(!diagnostics.hasErrors)
            var checked = 0
            var problems: [String] = []
            for entry in site.pages {
                let context = SiteBuilder.context(for: entry.page, in: site)
                Self.compare(context, path: entry.page.route.description, checked: &checked, problems: &problems)
            }
            #expect(problems == [])
            #expect(checked > 1_000, "\(checked) fields compared")
        }
    }
}
