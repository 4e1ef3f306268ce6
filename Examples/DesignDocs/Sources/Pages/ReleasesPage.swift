import SpecimenKit

/// A page type Specimen does not ship, in one file: `releases/`, every component's changelog versions in one list,
/// made when a component page has a changelog. It brings its own template, so that it works with the built-in
/// theme; a theme with a `releases.mustache` of its own renders it with that one.
public enum ReleasesPage: PageType {
    public static let template = "releases"
    public static let valueName = "releases"
    public static let reads: SiteFacts = [.componentPages]
    public static let generated: GeneratedPage? = GeneratedPage(
        route: Route(path: "releases/"), title: "Releases",
        summary: "Every version of every component, from the components' changelogs.", weight: 2
    )

    public static func isWanted(pages: [Page], tokens: TokenSet) -> Bool {
        pages.contains { !$0.frontMatter.component.changelog.isEmpty }
    }

    public static func values(for page: Page, in site: ResolvedSite, into diagnostics: inout Diagnostics) -> (any TemplateObject)? {
        let components = site.componentPages.filter { !$0.frontMatter.component.changelog.isEmpty }.map { component in
            Component(
                id: "releases-" + ElementID.slug(component.title),
                title: component.title,
                url: page.route.relativeURL(to: component.route),
                versions: component.frontMatter.component.changelog.map { entry in
                    Version(version: entry.version ?? "unversioned", date: entry.date, itemCount: entry.items.count,
                            openCount: entry.items.count { $0.state == .open })
                }
            )
        }
        return Values(components: components,
                      summary: Wording.count(components.reduce(0) { $0 + $1.versions.count }, "version") + " of "
                          + Wording.count(components.count, "component"))
    }

    public static let defaultTemplate: String? = """
        {{<base}}
        {{$main}}
        <article class="page releases">
        <header class="page-header">
        <h1>{{page.title}}</h1>
        <p class="page-summary">{{page.summary}}</p>
        </header>
        {{#releases}}
        <p class="releases-summary">{{summary}}</p>
        {{#components}}
        <section aria-labelledby="{{id}}">
        <h2 id="{{id}}"><a href="{{url}}">{{title}}</a></h2>
        <ul>
        {{#versions}}
        <li>{{version}}{{#date}} ({{date}}){{/date}}: {{itemCount}} items, {{openCount}} open</li>
        {{/versions}}
        </ul>
        </section>
        {{/components}}
        {{/releases}}
        </article>
        {{/main}}
        {{/base}}

        """

    struct Values: TemplateObject {
        var components: [Component]
        /// "4 versions of 3 components".
        var summary: String

        func templateValue(named name: String) -> TemplateValue? {
            switch name {
            case "components": components.templateValue
            case "summary": summary.templateValue
            default: nil
            }
        }
    }

    struct Component: TemplateObject {
        var id: String
        var title: String
        var url: String
        var versions: [Version]

        func templateValue(named name: String) -> TemplateValue? {
            switch name {
            case "id": id.templateValue
            case "title": title.templateValue
            case "url": url.templateValue
            case "versions": versions.templateValue
            default: nil
            }
        }
    }

    struct Version: TemplateObject {
        var version: String
        var date: String?
        var itemCount: Int
        var openCount: Int

        func templateValue(named name: String) -> TemplateValue? {
            switch name {
            case "version": version.templateValue
            case "date": date.templateValue
            case "itemCount": itemCount.templateValue
            case "openCount": openCount.templateValue
            default: nil
            }
        }
    }
}
