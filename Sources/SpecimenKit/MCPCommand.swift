import ArgumentParser
import Foundation
import MCP
import SiteBuilder
import SiteTools

/// `specimen mcp`: the site as a Model Context Protocol server on standard input and output, for coding
/// assistants. The site is loaded, parsed and resolved once, as `specimen diff` does it; nothing is written.
struct MCPCommand: AsyncParsableCommand, SiteCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the site to coding assistants over the Model Context Protocol (stdio), read-only.",
        discussion: """
            Resolves the content folder once, as a build does, then answers on standard input and output: \
            list_components, describe_component, get_page, search_docs, list_tokens, get_token, render_preview, \
            check_contrast and list_changes (given what specimen diff --format json printed). Answers come from the resolved site; no tool reads a file a caller names. \
            Register it with an assistant as the command `specimen mcp --content PATH`: for Claude Code, \
            `claude mcp add specimen -- specimen mcp --content Content`; for VS Code or Cursor, a server entry \
            with "command": "specimen" and "args": ["mcp", "--content", "Content"]. \
            Exit codes: 0 when the client closes, 1 when the site has errors, 2 usage errors.
            """
    )

    @OptionGroup var site: SiteOptions
    @OptionGroup var console: ConsoleOptions

    func run() async throws {
        let terminal = console.terminal
        let reviewed = Allocator.builder(site.buildOptions(output: "public")).review()
        if reviewed.hasErrors {
            for diagnostic in reviewed.diagnostics where diagnostic.severity == .error {
                terminal.error(diagnostic.formatted)
            }
            terminal.error("the site has errors; fix them, then start the server again")
            throw ExitCode(ExitStatus.contentErrors)
        }
        let tools = SiteTools(site: reviewed.site)
        let server = Server(name: "specimen", version: SpecimenVersion.number,
                            instructions: "The design system's documentation, built by Specimen: its components, pages, tokens, previews and contrast.",
                            capabilities: .init(tools: .init(listChanged: false)))
        _ = await server.withMethodHandler(ListTools.self) { _ in
            .init(tools: MCPTools.list)
        }
        _ = await server.withMethodHandler(CallTool.self) { parameters in
            MCPTools.call(parameters.name, arguments: parameters.arguments ?? [:], on: tools)
        }
        try await server.start(transport: StdioTransport())
        await server.waitUntilCompleted()
    }
}

/// The tools `specimen mcp` offers, and each call checked against its schema before ``SiteTools`` answers it.
enum MCPTools {
    private static func schema(_ properties: [String: (type: String, description: String)], required: [String]) -> Value {
        .object([
            "type": .string("object"),
            "properties": .object(properties.mapValues { .object(["type": .string($0.type), "description": .string($0.description)]) }),
            "required": .array(required.map { .string($0) }),
            "additionalProperties": .bool(false),
        ])
    }

    static let list: [Tool] = [
        Tool(name: "list_components", description: "Every component the design system's previews draw, with its documentation page and verdict.",
             inputSchema: schema([:], required: [])),
        Tool(name: "describe_component",
             description: "A component's properties (what a preview block may set) and its page as Markdown: verdict, scorecard, tokens in every mode, contrast, code for each platform.",
             inputSchema: schema(["name": ("string", "The component's name, as list_components gives it (slider).")], required: ["name"])),
        Tool(name: "get_page", description: "A page of the documentation as Markdown, by its path from the site's root.",
             inputSchema: schema(["path": ("string", "The page's path, such as components/slider/ (index.md or index.html may follow).")], required: ["path"])),
        Tool(name: "search_docs", description: "The pages that hold every word of a query, most occurrences first.",
             inputSchema: schema(["query": ("string", "Words to look for, in any case."),
                                  "limit": ("integer", "How many pages, 1 to \(SiteTools.resultLimit); 10 when not given.")], required: ["query"])),
        Tool(name: "list_tokens", description: "The design tokens whose path starts with a prefix, with type and value, in the default values or a mode.",
             inputSchema: schema(["prefix": ("string", "The start of the paths (slider/color/); every token when not given."),
                                  "mode": ("string", "A mode the tokens give values for (dark).")], required: [])),
        Tool(name: "get_token", description: "One design token: type, value in the default values and every mode, alias, deprecation and description.",
             inputSchema: schema(["path": ("string", "The token's path (slider/color/fill).")], required: ["path"])),
        Tool(name: "render_preview",
             description: "The SVG of a component in a state, drawn with the site's tokens, from a preview block; a block the component refuses gets the message the build gives.",
             inputSchema: schema(["block": ("string", "The component and its properties in one line (slider value=40 state=pressed).")], required: ["block"])),
        Tool(name: "check_contrast",
             description: "The contrast ratio of two colours, each a CSS colour or a colour token's path, and whether it passes for text (4.5:1) and for graphics (3:1).",
             inputSchema: schema(["foreground": ("string", "A CSS colour (#005CE5) or a token's path."),
                                  "background": ("string", "A CSS colour or a token's path."),
                                  "mode": ("string", "A mode the tokens give values for (dark).")], required: ["foreground", "background"])),
        Tool(name: "list_changes",
             description: "What changed between two versions of the site, read from the JSON `specimen diff --format json` prints: each change with its page, effects, the contrast verdicts it flips and the links it breaks.",
             inputSchema: schema(["report": ("string", "The JSON specimen diff --format json printed."),
                                  "section": ("string", "Only the changes of one section: tokens, previews, facts, pages or prose.")], required: ["report"])),
    ]

    /// The answer to a call of tool `name`: the tool's text, or an error result that says what is wrong.
    static func call(_ name: String, arguments: [String: Value], on tools: SiteTools) -> CallTool.Result {
        guard let tool = list.first(where: { $0.name == name }) else {
            return failure("no tool '\(name.prefix(100))'; tools: \(list.map(\.name).joined(separator: ", "))")
        }
        let properties = tool.inputSchema.objectValue?["properties"]?.objectValue ?? [:]
        let required = tool.inputSchema.objectValue?["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
        if let unknown = arguments.keys.sorted().first(where: { properties[$0] == nil }) {
            return failure("\(name) takes no argument '\(unknown.prefix(100))'; it takes: \(properties.keys.sorted().joined(separator: ", "))")
        }
        for key in required where arguments[key] == nil {
            return failure("\(name) needs '\(key)'")
        }
        for (key, value) in arguments {
            let type = properties[key]?.objectValue?["type"]?.stringValue
            if type == "string" && value.stringValue == nil || type == "integer" && value.intValue == nil {
                return failure("'\(key)' must be a\(type == "integer" ? "n integer" : " string")")
            }
        }
        let text = { (key: String) in arguments[key]?.stringValue }
        let answer: SiteTools.Answer = switch name {
        case "list_components": tools.components()
        case "describe_component": tools.describe(component: text("name") ?? "")
        case "get_page": tools.page(text("path") ?? "")
        case "search_docs": tools.search(text("query") ?? "", limit: arguments["limit"]?.intValue ?? 10)
        case "list_tokens": tools.tokens(prefix: text("prefix") ?? "", mode: text("mode"))
        case "get_token": tools.token(text("path") ?? "")
        case "render_preview": tools.renderPreview(text("block") ?? "")
        case "check_contrast": tools.contrast(foreground: text("foreground") ?? "", background: text("background") ?? "", mode: text("mode"))
        default: tools.changes(text("report") ?? "", section: text("section"))
        }
        switch answer {
        case let .text(text): return .init(content: [.text(text: text, annotations: nil, _meta: nil)], isError: false)
        case let .refused(reason): return failure(reason)
        }
    }

    private static func failure(_ reason: String) -> CallTool.Result {
        .init(content: [.text(text: "error: " + reason, annotations: nil, _meta: nil)], isError: true)
    }
}
