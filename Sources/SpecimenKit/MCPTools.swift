import Foundation
import SiteTools

/// The tools `specimen mcp` offers, and each call checked against its schema before ``SiteTools`` answers it.
enum MCPTools {
    /// A call the protocol refuses before any tool runs (an unknown tool, an unknown argument, one of the wrong
    /// type, a required one missing): the JSON-RPC error -32602, Invalid params.
    struct InvalidParams: Error, Equatable {
        var message: String
    }

    /// A tool: its name, title, what it does, its arguments (name, JSON type, what it is), the required ones named,
    /// and the JSON Schema of its structured result.
    struct Spec: Sendable {
        var name: String
        var title: String
        var description: String
        var arguments: [(name: String, type: String, description: String)]
        var required: [String]
        var output: JSONValue

        /// The tool as `tools/list` gives it: its input schema a JSON Schema object, and every tool read-only,
        /// repeatable and closed to the world outside the site.
        var listed: JSONValue {
            [
                "name": .string(name),
                "title": .string(title),
                "description": .string(description),
                "inputSchema": [
                    "type": "object",
                    "properties": .object(Dictionary(uniqueKeysWithValues: arguments.map {
                        ($0.name, ["type": .string($0.type), "description": .string($0.description)])
                    })),
                    "required": .array(required.map(JSONValue.string)),
                    "additionalProperties": false,
                ],
                "outputSchema": output,
                "annotations": ["title": .string(title), "readOnlyHint": true, "destructiveHint": false, "idempotentHint": true, "openWorldHint": false],
            ]
        }
    }

    static let list: [Spec] = [
        Spec(name: "get_guidelines", title: "How to use this design system (call first)",
             description: "Call this first: how to use the design system through these tools (what to call, how tokens, previews, code and contrast relate), with its components, token groups and modes.",
             arguments: [], required: [], output: MCPSchemas.guidelines),
        Spec(name: "list_components", title: "List components",
             description: "Every component the design system's previews draw, with every page that documents it and each page's verdict.",
             arguments: [], required: [], output: MCPSchemas.components),
        Spec(name: "describe_component", title: "Describe a component",
             description: "A component's properties (what a preview block may set: allowed values, default, whether required), the platforms its code is given for, and its page as Markdown: verdict, scorecard, tokens in every mode, contrast, code for each platform.",
             arguments: [("name", "string", "The component's name, as list_components gives it (slider).")], required: ["name"], output: MCPSchemas.component),
        Spec(name: "get_page", title: "Get a page as Markdown", description: "A page of the documentation as Markdown, by its path from the site's root.",
             arguments: [("path", "string", "The page's path, such as components/slider/ (index.md or index.html may follow).")], required: ["path"],
             output: MCPSchemas.page),
        Spec(name: "search_docs", title: "Search the documentation", description: "The site's own search (its search box's index and ranking): pages with the most of the query's words first, matching stems, misspellings of one edit, token paths and colour values; each with the passage that matched and where it leads.",
             arguments: [("query", "string", "Words to look for, in any case."),
                         ("limit", "integer", "How many pages, 1 to \(SiteTools.resultLimit); 10 when not given.")], required: ["query"],
             output: MCPSchemas.search),
        Spec(name: "list_tokens", title: "List design tokens",
             description: "The design tokens whose path starts with a prefix, with type and value, in the default values or a mode.",
             arguments: [("prefix", "string", "The start of the paths (slider/color/); every token when not given."),
                         ("mode", "string", "A mode the tokens give values for (dark).")], required: [], output: MCPSchemas.tokenList),
        Spec(name: "search_tokens", title: "Search design tokens",
             description: "Design tokens by words in their path or description, by value (#005CE5, 005ce5 and rgb(0 92 229) are one colour; 16px) or by group (a path prefix), each with its value in every mode and its CSS variable (--slider-color-fill, as Style Dictionary's css/variables names it).",
             arguments: [("query", "string", "Words that each appear in a token's path or description (track fill)."),
                         ("value", "string", "A value: a CSS colour, compared as a colour, or any other value (16px)."),
                         ("group", "string", "A group: the start of the paths (slider/color)."),
                         ("limit", "integer", "How many tokens, 1 to \(SiteTools.resultLimit); 50 when not given.")], required: [],
             output: MCPSchemas.tokenSearch),
        Spec(name: "get_token", title: "Get a design token",
             description: "One design token: type, value in the default values and every mode, alias, deprecation and description.",
             arguments: [("path", "string", "The token's path (slider/color/fill).")], required: ["path"], output: MCPSchemas.token),
        Spec(name: "render_preview", title: "Draw a preview",
             description: "The SVG of a component in a state, from a preview block, drawn with the site's tokens (a built site gives the drawings its build published); a block the component refuses gets the message the build gives.",
             arguments: [("block", "string", "The component and its properties in one line (slider value=40 state=pressed).")], required: ["block"],
             output: MCPSchemas.drawing),
        Spec(name: "example_for_state", title: "Code for a component's state",
             description: "The code for a component in the state a preview block describes, on each platform its page gives code for (or one): the page's templates filled with the block's values. A block the component refuses gets the build's message.",
             arguments: [("block", "string", "The component and its properties in one line (slider value=40 state=disabled)."),
                         ("platform", "string", "One platform (swiftui or compose); every one the component has when not given.")], required: ["block"],
             output: MCPSchemas.example),
        Spec(name: "check_contrast", title: "Check contrast",
             description: "The contrast ratio of two colours, each a CSS colour or a colour token's path, and whether it passes for text (4.5:1) and for graphics (3:1).",
             arguments: [("foreground", "string", "A CSS colour (#005CE5) or a token's path."),
                         ("background", "string", "A CSS colour or a token's path."),
                         ("mode", "string", "A mode the tokens give values for (dark).")], required: ["foreground", "background"],
             output: MCPSchemas.contrast),
        Spec(name: "list_changes", title: "List a diff's changes",
             description: "What changed between two versions of the site, read from the JSON `specimen diff --format json` prints: each change with its page, effects, the contrast verdicts it flips and the links it breaks.",
             arguments: [("report", "string", "The JSON specimen diff --format json printed."),
                         ("section", "string", "Only the changes of one section: tokens, previews, facts, pages or prose.")], required: ["report"],
             output: MCPSchemas.changes),
    ]

    /// The answer to a call of tool `name` with `arguments` (as JSON read them): the tool's answer, or why there is
    /// none; a call that does not fit the tool's input schema is thrown, for the protocol's error.
    static func call(_ name: String, arguments: [String: Any], on tools: SiteTools) throws(InvalidParams) -> SiteTools.Answer {
        guard let tool = list.first(where: { $0.name == name }) else {
            throw InvalidParams(message: "Invalid params: no tool '\(name.prefix(100))'; tools: \(list.map(\.name).joined(separator: ", "))")
        }
        let names = tool.arguments.map(\.name)
        if let unknown = arguments.keys.sorted().first(where: { !names.contains($0) }) {
            throw InvalidParams(message: "Invalid params: \(name) takes no argument '\(unknown.prefix(100))'; it takes: \(names.isEmpty ? "none" : names.sorted().joined(separator: ", "))")
        }
        for key in tool.required where arguments[key] == nil {
            throw InvalidParams(message: "Invalid params: \(name) needs '\(key)'")
        }
        for (key, type, _) in tool.arguments {
            guard let value = arguments[key] else { continue }
            if type == "string" && !(value is String) || type == "integer" && Self.integer(value) == nil {
                throw InvalidParams(message: "Invalid params: '\(key)' must be a\(type == "integer" ? "n integer" : " string")")
            }
        }
        return answer(name, arguments: arguments, on: tools)
    }

    /// The answer of a call already checked against the tool's schema.
    private static func answer(_ name: String, arguments: [String: Any], on tools: SiteTools) -> SiteTools.Answer {
        let text = { (key: String) in arguments[key] as? String }
        let number = { (key: String, otherwise: Int) in arguments[key].flatMap(Self.integer) ?? otherwise }
        switch name {
        case "get_guidelines": return tools.guidelines()
        case "list_components": return tools.components()
        case "describe_component": return tools.describe(component: text("name") ?? "")
        case "get_page": return tools.page(text("path") ?? "")
        case "search_docs": return tools.search(text("query") ?? "", limit: number("limit", 10))
        case "list_tokens": return tools.tokens(prefix: text("prefix") ?? "", mode: text("mode"))
        case "search_tokens":
            return tools.searchTokens(SiteTools.TokenQuery(words: text("query"), value: text("value"), group: text("group"), limit: number("limit", 50)))
        case "get_token": return tools.token(text("path") ?? "")
        case "render_preview": return tools.renderPreview(text("block") ?? "")
        case "example_for_state": return tools.example(for: text("block") ?? "", platform: text("platform"))
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
