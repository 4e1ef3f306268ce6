import SiteModel
import Templates

// Templates read these values by name. TemplateContextLookupTests checks each answer against reflection, field
// by field, so that a field missing here cannot render as a blank.

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
        case "chart": self.chart.templateValue
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
        case "preview": self.preview.templateValue
        case "verdict": self.verdict.templateValue
        case "health": self.health.templateValue
        case "hasHealth": self.hasHealth.templateValue
        case "cells": self.cells.templateValue
        case "assessment": self.assessment.templateValue
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
