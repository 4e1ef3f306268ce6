import SiteModel
import Templates

// Templates read these values by name. TemplateContextLookupTests checks each answer against reflection, field
// by field, so that a field missing here cannot render as a blank.

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
        case "summary": self.summary.templateValue
        case "snippets": self.snippets.templateValue
        case "hasSnippets": self.hasSnippets.templateValue
        case "snippetWidget": self.snippetWidget.templateValue
        default: nil
        }
    }
}

extension ComponentView.Summary: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "isShown": self.isShown.templateValue
        case "title": self.title.templateValue
        case "id": self.id.templateValue
        case "failing": self.failing.templateValue
        case "hasFailing": self.hasFailing.templateValue
        case "refining": self.refining.templateValue
        case "hasRefining": self.hasRefining.templateValue
        case "contrastFailures": self.contrastFailures.templateValue
        case "hasContrastFailures": self.hasContrastFailures.templateValue
        case "contrastChecked": self.contrastChecked.templateValue
        case "hasContrastChecked": self.hasContrastChecked.templateValue
        case "hasScorecard": self.hasScorecard.templateValue
        case "stickerSheetURL": self.stickerSheetURL.templateValue
        case "stickerSheetStates": self.stickerSheetStates.templateValue
        case "assessment": self.assessment.templateValue
        case "counts": self.counts.templateValue
        case "hasDetails": self.hasDetails.templateValue
        case "detailsLabel": self.detailsLabel.templateValue
        default: nil
        }
    }
}

extension ComponentView.Summary.Criterion: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "id": self.id.templateValue
        case "name": self.name.templateValue
        case "anchor": self.anchor.templateValue
        default: nil
        }
    }
}

extension ComponentView.Summary.ContrastFailure: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "what": self.what.templateValue
        case "foreground": self.foreground.templateValue
        case "background": self.background.templateValue
        case "foregroundURL": self.foregroundURL.templateValue
        case "shortfalls": self.shortfalls.templateValue
        case "requirement": self.requirement.templateValue
        case "known": self.known.templateValue
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
        case "tokenHTML": self.tokenHTML.templateValue
        case "value": self.value.templateValue
        case "type": self.type.templateValue
        case "swatch": self.swatch.templateValue
        case "proposed": self.proposed.templateValue
        case "modes": self.modes.templateValue
        default: nil
        }
    }
}

extension ComponentView.ModeValue: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "mode": self.mode.templateValue
        case "modeValue": self.modeValue.templateValue
        case "modeSwatch": self.modeSwatch.templateValue
        default: nil
        }
    }
}

extension ComponentView.VariantDetail: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "name": self.name.templateValue
        case "variantNode": self.variantNode.templateValue
        case "variantNodeURL": self.variantNodeURL.templateValue
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
        case "nodeURL": self.nodeURL.templateValue
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
        case "hasHeading": self.hasHeading.templateValue
        default: nil
        }
    }
}

extension ComponentView.Snippet: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "id": self.id.templateValue
        case "platform": self.platform.templateValue
        case "label": self.label.templateValue
        case "isFirst": self.isFirst.templateValue
        case "language": self.language.templateValue
        case "html": self.html.templateValue
        default: nil
        }
    }
}
