import SiteModel
import Templates

// Templates read the values a page renders by name. A test checks each answer against reflection, field by field,
// so that a field missing here cannot render as a blank.

extension TemplateContext: TemplateObject {
    package func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "site": self.site.templateValue
        case "page": self.page.templateValue
        case "root": self.root.templateValue
        case "previewStyles": self.previewStyles.templateValue
        case "homeURL": self.homeURL.templateValue
        case "sections": self.sections.templateValue
        case "breadcrumbs": self.breadcrumbs.templateValue
        case "hasBreadcrumbs": self.hasBreadcrumbs.templateValue
        case "previous": self.previous.templateValue
        case "next": self.next.templateValue
        case "canonicalURL": self.canonicalURL.templateValue
        case "markdownURL": self.markdownURL.templateValue
        default: pageValues.flatMap { $0.name == name ? $0.value.templateValue : nil }
        }
    }
}

extension TemplateContext.Site: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "title": self.title.templateValue
        case "description": self.description.templateValue
        case "language": self.language.templateValue
        case "version": self.version.templateValue
        default: nil
        }
    }
}

extension TemplateContext.TableOfContentsEntry: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "text": self.text.templateValue
        case "id": self.id.templateValue
        case "children": self.children.templateValue
        case "hasChildren": self.hasChildren.templateValue
        default: nil
        }
    }
}

extension TemplateContext.PageInfo: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "title": self.title.templateValue
        case "summary": self.summary.templateValue
        case "content": .utf8(self.content)
        case "status": self.status.templateValue
        case "tags": self.tags.templateValue
        case "description": self.description.templateValue
        case "date": self.date.templateValue
        case "lastmod": self.lastmod.templateValue
        case "extra": self.extra.map(\.templateValue) ?? .null
        case "links": self.links.templateValue
        case "hasLinks": self.hasLinks.templateValue
        case "toc": self.toc.templateValue
        case "hasTOC": self.hasTOC.templateValue
        case "showTitle": self.showTitle.templateValue
        case "isHome": self.isHome.templateValue
        case "noIndex": self.noIndex.templateValue
        case "sourcePath": self.sourcePath.templateValue
        case "component": self.component.templateValue
        case "stage": self.stage.templateValue
        default: nil
        }
    }
}

extension TemplateContext.Link: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "title": self.title.templateValue
        case "url": self.url.templateValue
        case "summary": self.summary.templateValue
        case "status": self.status.templateValue
        case "isCurrent": self.isCurrent.templateValue
        case "preview": self.preview.templateValue
        case "verdict": self.verdict.templateValue
        case "health": self.health.templateValue
        case "hasHealth": self.hasHealth.templateValue
        default: nil
        }
    }
}

extension TemplateContext.PageLink: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "title": self.title.templateValue
        case "url": self.url.templateValue
        default: nil
        }
    }
}

extension TemplateContext.Section: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "id": self.id.templateValue
        case "title": self.title.templateValue
        case "pages": self.pages.templateValue
        case "isCurrent": self.isCurrent.templateValue
        case "isCollapsed": self.isCollapsed.templateValue
        case "isSectionPage": self.isSectionPage.templateValue
        case "url": self.url.templateValue
        case "pageCount": self.pageCount.templateValue
        case "current": self.current.templateValue
        default: nil
        }
    }
}

extension ResourceLink: TemplateObject {
    public func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "name": self.name.templateValue
        case "label": self.label.templateValue
        case "url": self.url.templateValue
        default: nil
        }
    }
}

extension FrontMatterValue {
    /// A mapping as an object whose keys templates name, a list as a list, a scalar as text.
    var templateValue: TemplateValue {
        switch self {
        case let .text(text): .text(text)
        case let .list(items): .list(items.map(\.templateValue))
        case let .map(entries): .object(FrontMatterMap(entries: entries))
        }
    }
}

/// A mapping of `extra` front matter, looked up by key.
struct FrontMatterMap: TemplateObject {
    var entries: [FrontMatterValue.Entry]

    func templateValue(named name: String) -> TemplateValue? {
        entries.first { $0.key == name }?.value.templateValue
    }
}
