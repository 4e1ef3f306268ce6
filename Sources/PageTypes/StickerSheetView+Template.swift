import SiteModel
import Templates

// Templates read these values by name. TemplateContextLookupTests checks each answer against reflection, field
// by field, so that a field missing here cannot render as a blank.

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
        case "scale": self.scale.templateValue
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
