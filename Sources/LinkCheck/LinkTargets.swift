import SiteModel

/// Everything a link on any page can land on, and how findings are reported: while it stays the same, a page
/// whose HTML and links are unchanged has the same findings.
package struct LinkTargets: Sendable, Equatable {
    var paths: Set<String>
    var ids: [String: Set<String>]
    var widgets: [String: [PreviewWidget]]
    var pageRoutes: [String]
    var baseURL: BaseURL?
    var severity: Diagnostic.Severity

    init(index: LinkIndex, severity: Diagnostic.Severity) {
        paths = index.paths
        ids = index.ids
        widgets = index.widgetLists
        pageRoutes = index.pageRoutes
        baseURL = index.baseURL
        self.severity = severity
    }
}
