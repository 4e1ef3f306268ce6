import ArgumentParser
import Foundation
import SiteBuilder
import SiteTools

/// `specimen mcp`: the site as a Model Context Protocol server on standard input and output, for coding
/// assistants: either a folder `specimen build` wrote (`--site public`), read through its site.json, or the content
/// folder, loaded, parsed and resolved once, as `specimen diff` does it. Nothing is written.
struct MCPCommand: AsyncParsableCommand, SiteCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the site to coding assistants over the Model Context Protocol (stdio), read-only.",
        discussion: """
            Serves a built site (--site public: its site.json, Markdown twins and preview drawings) or the content \
            folder (--content, resolved once as a build does), then answers on standard input and output: \
            list_components, describe_component, get_page, search_docs, list_tokens, get_token, render_preview, \
            check_contrast and list_changes (given what specimen diff --format json printed). No tool reads a file \
            a caller names; from a built site, render_preview gives the drawings the build published, and from \
            content it draws any state. \
            Register it with an assistant as the command `specimen mcp --site public`: for Claude Code, \
            `claude mcp add specimen -- specimen mcp --site public`; for VS Code or Cursor, a server entry \
            with "command": "specimen" and "args": ["mcp", "--site", "public"]. \
            Exit codes: 0 when the client closes, 1 when the site has errors or the folder is no built site, 2 usage errors.
            """
    )

    @Option(name: .customLong("site"), help: ArgumentHelp(
        "A folder specimen build wrote: serve it as it is, without the content folder.", valueName: "folder"))
    var builtFolder: String?

    @OptionGroup var site: SiteOptions
    @OptionGroup var console: ConsoleOptions

    func validate() throws {
        if builtFolder != nil, site.content != "Content" || site.theme != nil {
            throw ValidationError("give --site or --content and --theme, not both: --site serves a built folder as it is")
        }
    }

    func run() async throws {
        let terminal = console.terminal
        let tools: SiteTools
        if let builtFolder {
            do throws(BuiltSite.Failure) {
                tools = try SiteTools(built: BuiltSite(folder: builtFolder), components: site.components)
            } catch {
                terminal.error(error.message)
                throw ExitCode(ExitStatus.contentErrors)
            }
        } else {
            let options = site.buildOptions(output: "public")
            let reviewed = Allocator.builder(options).review()
            if reviewed.hasErrors {
                for diagnostic in reviewed.diagnostics where diagnostic.severity == .error {
                    terminal.error(diagnostic.formatted)
                }
                terminal.error("the site has errors; fix them, then start the server again")
                throw ExitCode(ExitStatus.contentErrors)
            }
            tools = SiteTools(site: reviewed.site, pageTypes: options.pageTypes)
        }
        MCPServer(tools: tools).serve(input: FileHandle.standardInput, output: FileHandle.standardOutput)
    }
}

/// The tools `specimen mcp` offers, and each call checked against its schema before ``SiteTools`` answers it.
enum MCPTools {
    /// A tool: its name, what it does, and its arguments (name, JSON type, what it is), the required ones named.
    struct Spec: Sendable {
        var name: String
        var description: String
        var arguments: [(name: String, type: String, description: String)]
        var required: [String]

        /// The tool as `tools/list` gives it, its input schema a JSON Schema object.
        var listed: [String: Any] {
            [
                "name": name,
                "description": description,
                "inputSchema": [
                    "type": "object",
                    "properties": Dictionary(uniqueKeysWithValues: arguments.map { ($0.name, ["type": $0.type, "description": $0.description]) }),
                    "required": required,
                    "additionalProperties": false,
                ] as [String: Any],
            ]
        }
    }

    static let list: [Spec] = [
        Spec(name: "list_components", description: "Every component the design system's previews draw, with its documentation page and verdict.",
             arguments: [], required: []),
        Spec(name: "describe_component",
             description: "A component's properties (what a preview block may set: allowed values, default, whether required) and its page as Markdown: verdict, scorecard, tokens in every mode, contrast, code for each platform.",
             arguments: [("name", "string", "The component's name, as list_components gives it (slider).")], required: ["name"]),
        Spec(name: "get_page", description: "A page of the documentation as Markdown, by its path from the site's root.",
             arguments: [("path", "string", "The page's path, such as components/slider/ (index.md or index.html may follow).")], required: ["path"]),
        Spec(name: "search_docs", description: "The pages that hold every word of a query, most occurrences first.",
             arguments: [("query", "string", "Words to look for, in any case."),
                         ("limit", "integer", "How many pages, 1 to \(SiteTools.resultLimit); 10 when not given.")], required: ["query"]),
        Spec(name: "list_tokens", description: "The design tokens whose path starts with a prefix, with type and value, in the default values or a mode.",
             arguments: [("prefix", "string", "The start of the paths (slider/color/); every token when not given."),
                         ("mode", "string", "A mode the tokens give values for (dark).")], required: []),
        Spec(name: "get_token", description: "One design token: type, value in the default values and every mode, alias, deprecation and description.",
             arguments: [("path", "string", "The token's path (slider/color/fill).")], required: ["path"]),
        Spec(name: "render_preview",
             description: "The SVG of a component in a state, from a preview block, drawn with the site's tokens (a built site gives the drawings its build published); a block the component refuses gets the message the build gives.",
             arguments: [("block", "string", "The component and its properties in one line (slider value=40 state=pressed).")], required: ["block"]),
        Spec(name: "check_contrast",
             description: "The contrast ratio of two colours, each a CSS colour or a colour token's path, and whether it passes for text (4.5:1) and for graphics (3:1).",
             arguments: [("foreground", "string", "A CSS colour (#005CE5) or a token's path."),
                         ("background", "string", "A CSS colour or a token's path."),
                         ("mode", "string", "A mode the tokens give values for (dark).")], required: ["foreground", "background"]),
        Spec(name: "list_changes",
             description: "What changed between two versions of the site, read from the JSON `specimen diff --format json` prints: each change with its page, effects, the contrast verdicts it flips and the links it breaks.",
             arguments: [("report", "string", "The JSON specimen diff --format json printed."),
                         ("section", "string", "Only the changes of one section: tokens, previews, facts, pages or prose.")], required: ["report"]),
    ]

    /// The answer to a call of tool `name` with `arguments` (as JSON read them): the tool's text, or why there is
    /// none.
    static func call(_ name: String, arguments: [String: Any], on tools: SiteTools) -> SiteTools.Answer {
        guard let tool = list.first(where: { $0.name == name }) else {
            return .refused("no tool '\(name.prefix(100))'; tools: \(list.map(\.name).joined(separator: ", "))")
        }
        let names = tool.arguments.map(\.name)
        if let unknown = arguments.keys.sorted().first(where: { !names.contains($0) }) {
            return .refused("\(name) takes no argument '\(unknown.prefix(100))'; it takes: \(names.sorted().joined(separator: ", "))")
        }
        for key in tool.required where arguments[key] == nil {
            return .refused("\(name) needs '\(key)'")
        }
        for (key, type, _) in tool.arguments {
            guard let value = arguments[key] else { continue }
            if type == "string" && !(value is String) || type == "integer" && Self.integer(value) == nil {
                return .refused("'\(key)' must be a\(type == "integer" ? "n integer" : " string")")
            }
        }
        let text = { (key: String) in arguments[key] as? String }
        switch name {
        case "list_components": return tools.components()
        case "describe_component": return tools.describe(component: text("name") ?? "")
        case "get_page": return tools.page(text("path") ?? "")
        case "search_docs": return tools.search(text("query") ?? "", limit: arguments["limit"].flatMap(Self.integer) ?? 10)
        case "list_tokens": return tools.tokens(prefix: text("prefix") ?? "", mode: text("mode"))
        case "get_token": return tools.token(text("path") ?? "")
        case "render_preview": return tools.renderPreview(text("block") ?? "")
        case "check_contrast": return tools.contrast(foreground: text("foreground") ?? "", background: text("background") ?? "", mode: text("mode"))
        default: return tools.changes(text("report") ?? "", section: text("section"))
        }
    }

    /// A JSON number that is a whole number within Int's range, not a boolean.
    static func integer(_ value: Any) -> Int? {
        guard let number = value as? NSNumber, !MCPServer.isBoolean(number) else { return nil }
        let double = number.doubleValue
        guard double.rounded() == double, abs(double) < 1e15 else { return nil }
        return Int(double)
    }
}
