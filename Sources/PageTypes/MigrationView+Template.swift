import SiteModel
import Templates

// Templates read these values by name. TemplateContextLookupTests checks each answer against reflection, field
// by field, so that a field missing here cannot render as a blank.

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
        case "variantNodeURL": self.variantNodeURL.templateValue
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
        case "nodeURL": self.nodeURL.templateValue
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
