import Templates

extension ProposedValue: TemplateObject {
    func templateValue(named name: String) -> TemplateValue? {
        switch name {
        case "mode": self.mode.templateValue
        case "reason": self.reason.templateValue
        case "origin": self.origin.templateValue
        default: nil
        }
    }
}
