import SiteModel
import Templates

// Templates read the values a page renders by name. A test checks each answer against reflection, field by field,
// so that a field missing here cannot render as a blank.

extension TemplateContext: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
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
        case "dashboard": self.dashboard.templateValue
        case "tokensPage": self.tokensPage.templateValue
        case "migration": self.migration.templateValue
        case "stickerSheet": self.stickerSheet.templateValue
        case "sectionListing": self.sectionListing.templateValue
        default: nil
        }
    }
}

extension TemplateContext.Site: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "title": self.title.templateValue
        case "description": self.description.templateValue
        case "language": self.language.templateValue
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
        case "toc": self.toc.templateValue
        case "hasTOC": self.hasTOC.templateValue
        case "showTitle": self.showTitle.templateValue
        case "isHome": self.isHome.templateValue
        case "noIndex": self.noIndex.templateValue
        case "sourcePath": self.sourcePath.templateValue
        case "component": self.component.templateValue
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

extension TemplateContext.SectionListing: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "pages": self.pages.templateValue
        case "pageCount": self.pageCount.templateValue
        default: nil
        }
    }
}

extension ComponentView: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "family": self.family.templateValue
        case "verdict": self.verdict.templateValue
        case "health": self.health.templateValue
        case "hasHealth": self.hasHealth.templateValue
        case "scorecard": self.scorecard.templateValue
        case "hasScorecard": self.hasScorecard.templateValue
        case "tokens": self.tokens.templateValue
        case "hasTokens": self.hasTokens.templateValue
        case "inventory": self.inventory.templateValue
        case "hasInventory": self.hasInventory.templateValue
        case "inventoryTotal": self.inventoryTotal.templateValue
        case "siblingCount": self.siblingCount.templateValue
        case "changelog": self.changelog.templateValue
        case "hasChangelog": self.hasChangelog.templateValue
        default: nil
        }
    }
}

extension ComponentView.Verdict: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "badge": self.badge.templateValue
        case "summary": self.summary.templateValue
        default: nil
        }
    }
}

extension ComponentView.Health: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "aspect": self.aspect.templateValue
        case "badge": self.badge.templateValue
        case "note": self.note.templateValue
        default: nil
        }
    }
}

extension ComponentView.CriterionRow: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "id": self.id.templateValue
        case "anchor": self.anchor.templateValue
        case "name": self.name.templateValue
        case "badge": self.badge.templateValue
        case "note": self.note.templateValue
        default: nil
        }
    }
}

extension ComponentView.TokenRow: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "role": self.role.templateValue
        case "token": self.token.templateValue
        case "value": self.value.templateValue
        case "type": self.type.templateValue
        case "swatch": self.swatch.templateValue
        default: nil
        }
    }
}

extension ComponentView.VariantDetail: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "name": self.name.templateValue
        case "variantNode": self.variantNode.templateValue
        case "note": self.note.templateValue
        default: nil
        }
    }
}

extension ComponentView.Sibling: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "number": self.number.templateValue
        case "name": self.name.templateValue
        case "node": self.node.templateValue
        case "frame": self.frame.templateValue
        case "count": self.count.templateValue
        case "variants": self.variants.templateValue
        case "details": self.details.templateValue
        case "hasDetails": self.hasDetails.templateValue
        default: nil
        }
    }
}

extension ComponentView.ChangelogItem: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "text": self.text.templateValue
        case "criterion": self.criterion.templateValue
        case "anchor": self.anchor.templateValue
        case "state": self.state.templateValue
        case "isOpen": self.isOpen.templateValue
        default: nil
        }
    }
}

extension ComponentView.ChangelogEntry: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "version": self.version.templateValue
        case "date": self.date.templateValue
        case "kind": self.kind.templateValue
        case "items": self.items.templateValue
        default: nil
        }
    }
}

extension DashboardView: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "criteria": self.criteria.templateValue
        case "rows": self.rows.templateValue
        case "componentCount": self.componentCount.templateValue
        case "summary": self.summary.templateValue
        case "totals": self.totals.templateValue
        case "cellCount": self.cellCount.templateValue
        case "perCriterion": self.perCriterion.templateValue
        case "hasComponents": self.hasComponents.templateValue
        default: nil
        }
    }
}

extension DashboardView.Cell: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "criterion": self.criterion.templateValue
        case "badge": self.badge.templateValue
        case "url": self.url.templateValue
        default: nil
        }
    }
}

extension DashboardView.Row: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "title": self.title.templateValue
        case "url": self.url.templateValue
        case "verdict": self.verdict.templateValue
        case "health": self.health.templateValue
        case "hasHealth": self.hasHealth.templateValue
        case "cells": self.cells.templateValue
        default: nil
        }
    }
}

extension DashboardView.Count: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "badge": self.badge.templateValue
        case "count": self.count.templateValue
        case "of": self.of.templateValue
        case "isNonZero": self.isNonZero.templateValue
        default: nil
        }
    }
}

extension DashboardView.CriterionSummary: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "id": self.id.templateValue
        case "name": self.name.templateValue
        case "counts": self.counts.templateValue
        default: nil
        }
    }
}

extension TokensPageView: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "tokens": self.tokens.templateValue
        case "tokenCount": self.tokenCount.templateValue
        case "contrast": self.contrast.templateValue
        case "contrastFailures": self.contrastFailures.templateValue
        case "hasDarkMode": self.hasDarkMode.templateValue
        case "darkFailures": self.darkFailures.templateValue
        default: nil
        }
    }
}

extension TokensPageView.Use: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "title": self.title.templateValue
        case "url": self.url.templateValue
        default: nil
        }
    }
}

extension TokensPageView.Token: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "path": self.path.templateValue
        case "anchor": self.anchor.templateValue
        case "type": self.type.templateValue
        case "value": self.value.templateValue
        case "swatch": self.swatch.templateValue
        case "description": self.description.templateValue
        case "aliasOf": self.aliasOf.templateValue
        case "components": self.components.templateValue
        case "hasComponents": self.hasComponents.templateValue
        case "previews": self.previews.templateValue
        default: nil
        }
    }
}

extension TokensPageView.Contrast: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "what": self.what.templateValue
        case "foreground": self.foreground.templateValue
        case "foregroundAnchor": self.foregroundAnchor.templateValue
        case "foregroundHex": self.foregroundHex.templateValue
        case "background": self.background.templateValue
        case "backgroundHex": self.backgroundHex.templateValue
        case "ratio": self.ratio.templateValue
        case "kind": self.kind.templateValue
        case "minimum": self.minimum.templateValue
        case "badge": self.badge.templateValue
        case "passes": self.passes.templateValue
        case "dark": self.dark.templateValue
        default: nil
        }
    }
}

extension TokensPageView.ModeContrast: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "foregroundHex": self.foregroundHex.templateValue
        case "backgroundHex": self.backgroundHex.templateValue
        case "ratio": self.ratio.templateValue
        case "badge": self.badge.templateValue
        case "passes": self.passes.templateValue
        default: nil
        }
    }
}

extension MigrationView: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "components": self.components.templateValue
        case "siblingCount": self.siblingCount.templateValue
        case "variantCount": self.variantCount.templateValue
        case "summary": self.summary.templateValue
        default: nil
        }
    }
}

extension MigrationView.Variant: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "name": self.name.templateValue
        case "variantNode": self.variantNode.templateValue
        case "note": self.note.templateValue
        case "properties": self.properties.templateValue
        case "swiftUI": self.swiftUI.templateValue
        case "compose": self.compose.templateValue
        case "preview": self.preview.templateValue
        default: nil
        }
    }
}

extension MigrationView.Sibling: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "name": self.name.templateValue
        case "node": self.node.templateValue
        case "frame": self.frame.templateValue
        case "variantCount": self.variantCount.templateValue
        case "variants": self.variants.templateValue
        default: nil
        }
    }
}

extension MigrationView.Component: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "title": self.title.templateValue
        case "url": self.url.templateValue
        case "siblingCount": self.siblingCount.templateValue
        case "variantCount": self.variantCount.templateValue
        case "siblings": self.siblings.templateValue
        case "summary": self.summary.templateValue
        default: nil
        }
    }
}

extension StickerSheetView: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "pageTitle": self.pageTitle.templateValue
        case "pageURL": self.pageURL.templateValue
        case "blocks": self.blocks.templateValue
        default: nil
        }
    }
}

extension StickerSheetView.Sticker: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "id": self.id.templateValue
        case "src": self.src.templateValue
        case "width": self.width.templateValue
        case "height": self.height.templateValue
        case "label": self.label.templateValue
        case "summary": self.summary.templateValue
        case "pageURL": self.pageURL.templateValue
        default: nil
        }
    }
}

extension StickerSheetView.Row: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "label": self.label.templateValue
        case "id": self.id.templateValue
        case "stickers": self.stickers.templateValue
        default: nil
        }
    }
}

extension StickerSheetView.Block: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "id": self.id.templateValue
        case "title": self.title.templateValue
        case "stateCount": self.stateCount.templateValue
        case "pageURL": self.pageURL.templateValue
        case "rows": self.rows.templateValue
        default: nil
        }
    }
}

extension Badge: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "status": self.status.templateValue
        case "label": self.label.templateValue
        case "icon": self.icon.templateValue
        default: nil
        }
    }
}

extension SiteSettings.Criterion: TemplateObject {
    public func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "id": self.id.templateValue
        case "name": self.name.templateValue
        default: nil
        }
    }
}
