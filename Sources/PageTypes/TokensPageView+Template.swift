import SiteModel
import Templates

// Templates read these values by name. TemplateContextLookupTests checks each answer against reflection, field
// by field, so that a field missing here cannot render as a blank.

extension TokensPageView: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "tokens": self.tokens.templateValue
        case "groups": self.groups.templateValue
        case "hasGroups": self.hasGroups.templateValue
        case "files": self.files.templateValue
        case "fileCount": self.fileCount.templateValue
        case "besideFiles": self.besideFiles.templateValue
        case "hasBesideFiles": self.hasBesideFiles.templateValue
        case "tokenModes": self.tokenModes.templateValue
        case "hasTokenModes": self.hasTokenModes.templateValue
        case "hasContrast": self.hasContrast.templateValue
        case "unmeasured": self.unmeasured.templateValue
        case "hasUnmeasured": self.hasUnmeasured.templateValue
        case "tokenCount": self.tokenCount.templateValue
        case "contrast": self.contrast.templateValue
        case "contrastFailures": self.contrastFailures.templateValue
        case "modes": self.modes.templateValue
        case "hasModes": self.hasModes.templateValue
        case "modeFailures": self.modeFailures.templateValue
        case "source": self.source.templateValue
        case "proposals": self.proposals.templateValue
        case "hasProposals": self.hasProposals.templateValue
        case "proposalFailures": self.proposalFailures.templateValue
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
        case "pathHTML": self.pathHTML.templateValue
        case "anchor": self.anchor.templateValue
        case "type": self.type.templateValue
        case "value": self.value.templateValue
        case "specimen": self.specimen.templateValue
        case "description": self.description.templateValue
        case "aliasOf": self.aliasOf.templateValue
        case "aliasOfHTML": self.aliasOfHTML.templateValue
        case "aliasAnchor": self.aliasAnchor.templateValue
        case "deprecated": self.deprecated.templateValue
        case "components": self.components.templateValue
        case "hasComponents": self.hasComponents.templateValue
        case "previews": self.previews.templateValue
        case "modes": self.modes.templateValue
        case "hasModes": self.hasModes.templateValue
        case "writtenType": self.writtenType.templateValue
        case "isBuiltInDefault": self.isBuiltInDefault.templateValue
        case "proposed": self.proposed.templateValue
        case "notRead": self.notRead.templateValue
        case "onlyInModes": self.onlyInModes.templateValue
        default: nil
        }
    }
}

extension TokensPageView.Group: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "name": self.name.templateValue
        case "anchor": self.anchor.templateValue
        case "count": self.count.templateValue
        case "tokens": self.tokens.templateValue
        case "tokenModes": self.tokenModes.templateValue
        default: nil
        }
    }
}

extension TokensPageView.FileRead: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "file": self.file.templateValue
        case "form": self.form.templateValue
        case "departures": self.departures.templateValue
        case "hasDepartures": self.hasDepartures.templateValue
        default: nil
        }
    }
}

extension TokensPageView.Proposal: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "path": self.path.templateValue
        case "pathHTML": self.pathHTML.templateValue
        case "anchor": self.anchor.templateValue
        case "mode": self.mode.templateValue
        case "value": self.value.templateValue
        case "swatch": self.swatch.templateValue
        case "reason": self.reason.templateValue
        case "pairs": self.pairs.templateValue
        case "hasPairs": self.hasPairs.templateValue
        default: nil
        }
    }
}

extension TokensPageView.ProposalPair: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "what": self.what.templateValue
        case "ratio": self.ratio.templateValue
        case "minimum": self.minimum.templateValue
        case "badge": self.badge.templateValue
        case "passes": self.passes.templateValue
        default: nil
        }
    }
}

extension TokensPageView.Contrast: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "what": self.what.templateValue
        case "foreground": self.foreground.templateValue
        case "foregroundHTML": self.foregroundHTML.templateValue
        case "backgroundHTML": self.backgroundHTML.templateValue
        case "foregroundAnchor": self.foregroundAnchor.templateValue
        case "foregroundHex": self.foregroundHex.templateValue
        case "background": self.background.templateValue
        case "backgroundHex": self.backgroundHex.templateValue
        case "ratio": self.ratio.templateValue
        case "kind": self.kind.templateValue
        case "minimum": self.minimum.templateValue
        case "badge": self.badge.templateValue
        case "passes": self.passes.templateValue
        case "modes": self.modes.templateValue
        case "known": self.known.templateValue
        default: nil
        }
    }
}

extension TokensPageView.ModeValue: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "mode": self.mode.templateValue
        case "value": self.value.templateValue
        case "specimen": self.specimen.templateValue
        case "isSame": self.isSame.templateValue
        case "proposed": self.proposed.templateValue
        default: nil
        }
    }
}

extension TokensPageView.Mode: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "name": self.name.templateValue
        default: nil
        }
    }
}

extension TokensPageView.ModeContrast: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "mode": self.mode.templateValue
        case "isDrawn": self.isDrawn.templateValue
        case "foregroundHex": self.foregroundHex.templateValue
        case "backgroundHex": self.backgroundHex.templateValue
        case "ratio": self.ratio.templateValue
        case "badge": self.badge.templateValue
        case "passes": self.passes.templateValue
        default: nil
        }
    }
}
