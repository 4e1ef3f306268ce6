@testable import PageTypes
@testable import SiteBuilder
import Foundation
import Previews
import SiteModel
import Templates
import Testing
import TestSupport
import ResolvedModel

/// The values templates read by name give what reflection gives, for every field, on every page of a site that has
/// every kind of page: a wrong or missing case would render a blank.
@Suite("Template context lookups")
struct TemplateContextLookupTests {
    /// Walks `value` by reflection and `answered` by name together, and notes where they differ.
    static func compare(_ value: Any, _ answered: TemplateValue, path: String, checked: inout Int, problems: inout [String]) {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            if let wrapped = mirror.children.first?.value {
                compare(wrapped, answered, path: path, checked: &checked, problems: &problems)
            } else if case .null = answered {
            } else {
                problems.append("\(path): nil answered \(answered)")
            }
            return
        }
        switch (value, answered) {
        case (let string as String, .text(let text)) where string == text: return
        case (let bytes as [UInt8], .utf8(let answer)) where bytes == answer: return
        case (let number as Int, .number(let answer)) where number == answer: return
        case (let flag as Bool, .flag(let answer)) where flag == answer: return
        case (_, .list(let elements)) where mirror.displayStyle == .collection:
            let children = Array(mirror.children)
            guard children.count == elements.count else {
                problems.append("\(path): \(children.count) elements answered \(elements.count)")
                return
            }
            for (position, (child, element)) in zip(children, elements).enumerated() {
                compare(child.value, element, path: "\(path)[\(position)]", checked: &checked, problems: &problems)
            }
        case (_, .object(let object)) where mirror.displayStyle == .struct || mirror.displayStyle == .class:
            for field in mirror.children {
                // A page type's values are compared on their own, under the type's name.
                guard let label = field.label, !(value is TemplateContext && label == "pageValues") else { continue }
                checked += 1
                guard let answer = object.templateValue(named: label) else {
                    problems.append("\(path).\(label): not answered")
                    continue
                }
                compare(field.value, answer, path: path + "." + label, checked: &checked, problems: &problems)
            }
            if object.templateValue(named: "noSuchField") != nil {
                problems.append("\(path).noSuchField answers")
            }
        default:
            problems.append("\(path): \(value) answered \(answered)")
        }
    }

    @Test("every field of every page's context, on the real site, on a site with a collapsed section, and on an older version of a versioned site")
    func lookupsMatchReflection() throws {
        var patterns: [String: String] = [:]
        for number in 1...51 {
            patterns["Content/patterns/pattern-\(number).md"] = "---\ntitle: Pattern \(number)\nsummary: S\(number)\nstatus: beta\n---\nText.\n"
        }
        let real = IncrementalBuildTests.realSources
        let all = [SiteVersion(name: "next", tag: nil, role: .next), SiteVersion(name: "v2", tag: "v2.1.0", role: .latest),
                   SiteVersion(name: "v1", tag: "v1.4.0", role: .older)]
        let older = PublishedVersions(current: all[2], all: all, comparedWith: "v0")
        for (files, versions) in [(real, nil), (real.merging(patterns.mapValues { Data($0.utf8) }, uniquingKeysWith: { _, new in new }), nil),
                                  (real, older)] {
            var (site, diagnostics) = ResolvedSite.resolving(files)
            site.settings.versions = versions
            #expect(!diagnostics.hasErrors)
            var checked = 0
            var problems: [String] = []
            var typesSeen: Set<String> = []
            for entry in site.pages {
                var ignored = Diagnostics()
                var context = TemplateContext(entry, in: site, pageTypes: .standard, into: &ignored)
                // A page type's values are read by the type's name, not by the field that holds them.
                if let values = context.pageValues {
                    typesSeen.insert(values.name)
                    guard let answer = context.templateValue(named: values.name) else {
                        problems.append("\(entry.page.route).\(values.name): not answered")
                        continue
                    }
                    Self.compare(values.value, answer, path: entry.page.route.description + "." + values.name, checked: &checked,
                                 problems: &problems)
                    context.pageValues = nil
                }
                Self.compare(context, context.templateValue, path: entry.page.route.description, checked: &checked,
                             problems: &problems)
            }
            #expect(problems == [])
            #expect(typesSeen.isSuperset(of: ["dashboard", "tokensPage", "migration", "stickerSheet"]), "\(typesSeen.sorted())")
            #expect(checked > 1_000, "\(checked) fields compared")
        }
    }
}
