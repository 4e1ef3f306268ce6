import Mustache

// Mustache finds a struct's values by reflection unless the struct answers by name itself. Reflection walks
// every field for every `{{name}}`, up the context stack, and was most of the render stage's time, so the
// values every page renders answer directly. A test checks each answer against reflection, field by field.

extension TemplateContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "site": site
        case "page": page
        case "root": root
        case "previewStyles": previewStyles
        case "homeURL": homeURL
        case "sections": sections
        case "breadcrumbs": breadcrumbs
        case "hasBreadcrumbs": hasBreadcrumbs
        case "previous": previous
        case "next": next
        case "canonicalURL": canonicalURL
        case "dashboard": dashboard
        case "tokensPage": tokensPage
        case "migration": migration
        case "stickerSheet": stickerSheet
        case "sectionListing": sectionListing
        default: nil
        }
    }
}

extension TemplateContext.Site: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "description": description
        case "language": language
        default: nil
        }
    }
}

extension TemplateContext.TableOfContentsEntry: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "text": text
        case "id": id
        case "children": children
        default: nil
        }
    }
}

extension TemplateContext.PageInfo: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "summary": summary
        case "content": content
        case "status": status
        case "tags": tags
        case "toc": toc
        case "hasTOC": hasTOC
        case "showTitle": showTitle
        case "isHome": isHome
        case "noIndex": noIndex
        case "sourcePath": sourcePath
        case "component": component
        default: nil
        }
    }
}

extension TemplateContext.Link: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": url
        case "summary": summary
        case "status": status
        case "isCurrent": isCurrent
        case "preview": preview
        case "verdict": verdict
        case "health": health
        case "hasHealth": hasHealth
        default: nil
        }
    }
}

extension TemplateContext.PageLink: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": url
        default: nil
        }
    }
}

extension TemplateContext.Section: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "title": title
        case "pages": pages
        case "isCurrent": isCurrent
        case "isCollapsed": isCollapsed
        case "isSectionPage": isSectionPage
        case "url": url
        case "pageCount": pageCount
        case "current": current
        default: nil
        }
    }
}

extension TemplateContext.SectionListing: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "pages": pages
        case "pageCount": pageCount
        default: nil
        }
    }
}

extension StickerSheetView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "pageTitle": pageTitle
        case "pageURL": pageURL
        case "blocks": blocks
        default: nil
        }
    }
}

extension StickerSheetView.Block: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "title": title
        case "stateCount": stateCount
        case "pageURL": pageURL
        case "rows": rows
        default: nil
        }
    }
}

extension StickerSheetView.Row: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "label": label
        case "id": id
        case "stickers": stickers
        default: nil
        }
    }
}

extension StickerSheetView.Sticker: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "src": src
        case "width": width
        case "height": height
        case "label": label
        case "summary": summary
        case "pageURL": pageURL
        default: nil
        }
    }
}

extension ComponentView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "family": family
        case "verdict": verdict
        case "health": health
        case "hasHealth": hasHealth
        case "scorecard": scorecard
        case "hasScorecard": hasScorecard
        case "tokens": tokens
        case "hasTokens": hasTokens
        case "inventory": inventory
        case "hasInventory": hasInventory
        case "inventoryTotal": inventoryTotal
        case "siblingCount": siblingCount
        case "changelog": changelog
        case "hasChangelog": hasChangelog
        default: nil
        }
    }
}

extension ComponentView.Verdict: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "badge": badge
        case "summary": summary
        default: nil
        }
    }
}

extension ComponentView.Health: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "aspect": aspect
        case "badge": badge
        case "note": note
        default: nil
        }
    }
}

extension ComponentView.CriterionRow: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "anchor": anchor
        case "name": self.name
        case "badge": badge
        case "note": note
        default: nil
        }
    }
}

extension ComponentView.TokenRow: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "role": role
        case "token": token
        case "value": value
        case "type": type
        case "swatch": swatch
        default: nil
        }
    }
}

extension Badge: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "status": status
        case "label": label
        case "icon": icon
        default: nil
        }
    }
}
