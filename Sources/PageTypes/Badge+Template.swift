import SiteModel
import Templates

// Templates read these values by name. TemplateContextLookupTests checks each answer against reflection, field
// by field, so that a field missing here cannot render as a blank.

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
