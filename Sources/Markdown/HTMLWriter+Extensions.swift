import CCMarkGFM

/// The GFM extensions' nodes as their `html_render` functions write them: tables (with Specimen's scrolling region
/// around them), strikethrough and task list items.
extension HTMLWriter {
    /// The table extension's state, kept on cmark-gfm's renderer: whether a body was opened, whether the header row
    /// is being written, and which cell of the row comes next.
    struct TableState {
        var needsClosingBody = false
        var inHeader = false
        var cell = 0
        var alignments: UnsafeMutablePointer<UInt8>?
        var columns = 0
    }

    /// The node types the extensions registered, learnt from their names the first time each is met: extensions
    /// number their types when they register. Only the extensions' types come here, the core's being written first.
    struct ExtensionTypes {
        enum Kind {
            case table, row, cell, strikethrough, other
        }

        private var table: cmark_node_type?
        private var row: cmark_node_type?
        private var cell: cmark_node_type?
        private var strikethrough: cmark_node_type?

        mutating func kind(of type: cmark_node_type, _ node: OpaquePointer) -> Kind {
            if type == cell { return .cell }
            if type == row { return .row }
            if type == table { return .table }
            if type == strikethrough { return .strikethrough }
            switch cmark_node_get_type_string(node).map({ String(cString: $0) }) {
            case "table":
                table = type
                return .table
            case "table_header", "table_row":
                row = type
                return .row
            case "table_cell":
                cell = type
                return .cell
            case "strikethrough":
                strikethrough = type
                return .strikethrough
            default:
                return .other
            }
        }

        /// Whether a list item is the task list extension's: its type's name says so (`tasklist`, not `item`).
        func isTaskItem(_ node: OpaquePointer) -> Bool {
            cmark_node_get_type_string(node)?.pointee == CChar(UInt8(ascii: "t"))
        }
    }

    mutating func visitExtension(_ node: OpaquePointer, type: cmark_node_type, entering: Bool) {
        switch types.kind(of: type, node) {
        case .table:
            writeTable(node, entering: entering)
        case .row:
            writeRow(node, entering: entering)
        case .cell:
            writeCell(node, entering: entering)
        case .strikethrough:
            append(entering ? "<del>" : "</del>")
        case .other:
            break
        }
    }

    mutating func writeTaskItem(_ node: OpaquePointer, entering: Bool) {
        guard entering else {
            append("</li>\n")
            return
        }
        cr()
        append("<li>")
        if cmark_gfm_extensions_get_tasklist_item_checked(node) {
            append("<input type=\"checkbox\" checked=\"\" disabled=\"\" /> ")
        } else {
            append("<input type=\"checkbox\" disabled=\"\" /> ")
        }
    }

    /// A table, in its labelled scrolling region when Specimen gave it one: the region opens on a line of its own
    /// before the table and closes on one after it.
    private mutating func writeTable(_ node: OpaquePointer, entering: Bool) {
        let label = pieces.tables.isEmpty ? nil : pieces.tables[node]
        if entering {
            if let label {
                cr()
                append("<div class=\"table-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"")
                appendString(HTMLEscaping.attribute(label))
                append("\">\n")
            }
            cr()
            append("<table>")
            table.needsClosingBody = false
            table.alignments = cmark_gfm_extensions_get_table_alignments(node)
            table.columns = Int(cmark_gfm_extensions_get_table_columns(node))
            return
        }
        if table.needsClosingBody {
            cr()
            append("</tbody>")
            cr()
        }
        table.needsClosingBody = false
        cr()
        append("</table>")
        cr()
        if label != nil {
            append("</div>\n")
        }
    }

    private mutating func writeRow(_ node: OpaquePointer, entering: Bool) {
        let isHeader = cmark_gfm_extensions_get_table_row_is_header(node) != 0
        guard entering else {
            cr()
            append("</tr>")
            if isHeader {
                cr()
                append("</thead>")
                table.inHeader = false
            }
            return
        }
        cr()
        if isHeader {
            table.inHeader = true
            append("<thead>")
            cr()
        } else if !table.needsClosingBody {
            append("<tbody>")
            cr()
            table.needsClosingBody = true
        }
        append("<tr>")
        table.cell = 0
    }

    private mutating func writeCell(_ node: OpaquePointer, entering: Bool) {
        guard entering else {
            append(table.inHeader ? "</th>" : "</td>")
            return
        }
        cr()
        append(table.inHeader ? "<th" : "<td")
        if let alignments = table.alignments, table.cell < table.columns {
            switch alignments[table.cell] {
            case UInt8(ascii: "l"): append(" align=\"left\"")
            case UInt8(ascii: "c"): append(" align=\"center\"")
            case UInt8(ascii: "r"): append(" align=\"right\"")
            default: break
            }
        }
        table.cell += 1
        out.append(UInt8(ascii: ">"))
    }
}
