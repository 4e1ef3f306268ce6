import Foundation
import MCP
import SystemPackage
import Testing
import TestSupport

/// `specimen mcp` driven by the MCP Swift SDK's own client over the child's standard input and output, as an
/// assistant drives it.
@Suite("specimen mcp")
struct MCPCommandTests {
    /// The server started with `arguments` (the repository's Content/ unless given), the client connected to it,
    /// and `body` run with it.
    static func session(_ arguments: [String] = ["--content", "Content", "--theme", "Theme"], _ body: (Client) async throws -> Void) async throws {
        let toServer = Pipe(), fromServer = Pipe(), errors = Pipe()
        let process = Process()
        process.executableURL = SpecimenCommandTests.executable
        process.arguments = ["mcp"] + arguments
        process.currentDirectoryURL = SourceTree.packageRoot()
        process.standardInput = toServer
        process.standardOutput = fromServer
        process.standardError = errors
        try process.run()
        defer {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
        let transport = StdioTransport(input: FileDescriptor(rawValue: fromServer.fileHandleForReading.fileDescriptor),
                                       output: FileDescriptor(rawValue: toServer.fileHandleForWriting.fileDescriptor))
        let client = Client(name: "specimen-tests", version: "1")
        _ = try await client.connect(transport: transport)
        try await body(client)
        await client.disconnect()
        try toServer.fileHandleForWriting.close()
    }

    static func text(_ content: [Tool.Content]) -> String {
        content.compactMap { if case let .text(text, _, _) = $0 { text } else { nil } }.joined()
    }

    @Test("lists the tools, describes the slider, renders a preview, says what is wrong with a bad property, and refuses a path outside the site")
    func session() async throws {
        try await Self.session { client in
            let tools = try await client.listTools().tools
            #expect(tools.map(\.name) == ["get_guidelines", "list_components", "describe_component", "get_page", "search_docs", "list_tokens",
                                          "search_tokens", "get_token", "render_preview", "example_for_state", "check_contrast", "list_changes"])
            for tool in tools {
                #expect(tool.title?.isEmpty == false && tool.annotations.readOnlyHint == true && tool.annotations.destructiveHint == false
                        && tool.annotations.idempotentHint == true && tool.annotations.openWorldHint == false, "\(tool.name)")
                #expect(tool.outputSchema?.objectValue?["type"] == "object", "\(tool.name)")
            }

            let slider = try await client.callTool(name: "describe_component", arguments: ["name": "slider"])
            #expect(slider.isError == false)
            let description = Self.text(slider.content)
            #expect(description.hasPrefix("# slider\n"))
            #expect(description.contains("| value | number | any | required | yes |"), "\(description.prefix(1500))")
            #expect(description.contains("| tooltip | word | always, onDrag, never | onDrag | yes |"), "\(description.prefix(1500))")
            #expect(description.contains("## Verdict\n\n**restructure**"))
            #expect(description.contains("| Slider fill on the track | `slider/color/fill` | `slider/color/track/bg` | 3:1 | 4.48:1 |"))

            let preview = try await client.callTool(name: "render_preview", arguments: ["block": "slider value=40 state=pressed"])
            #expect(preview.isError == false)
            let svg = Self.text(preview.content)
            #expect(svg.hasPrefix("<svg") && svg.contains("data-state=\"pressed\"") && svg.contains("<title>40 percent</title>") && svg.hasSuffix("</svg>\n"), "\(svg.prefix(400))")

            let bad = try await client.callTool(name: "render_preview", arguments: ["block": "slider value=400"])
            #expect(bad.isError == true)
            #expect(Self.text(bad.content) == "error: value = 400 is outside the range; allowed: 0…100 (at column 8 of the block)")

            for path in ["../../etc/passwd", "components/../../../etc/passwd", "/etc/passwd"] {
                let outside = try await client.callTool(name: "get_page", arguments: ["path": .string(path)])
                #expect(outside.isError == true, "\(path)")
                #expect(!Self.text(outside.content).contains("root:"), "\(path)")
            }
            let leaves = try await client.callTool(name: "get_page", arguments: ["path": "../../etc/passwd"])
            #expect(Self.text(leaves.content).hasPrefix("error: '../../etc/passwd' leaves the site;"))

            let page = try await client.callTool(name: "get_page", arguments: ["path": "components/slider/"])
            let twin = Self.text(page.content)
            #expect(twin.hasPrefix("# Slider\n") && twin.contains("## Scorecard") && twin.contains("Interactive preview `slider value=50 tooltip=always`"))

            // Arguments that do not fit the schema, and an unknown tool, are the protocol's Invalid params, not a tool's error.
            for (name, arguments) in [("get_token", ["path": "slider/color/fil", "extra": 1]), ("get_token", ["path": 3]), ("get_token", [:]),
                                      ("no_such_tool", [:])] as [(String, [String: Value])] {
                do {
                    _ = try await client.callTool(name: name, arguments: arguments)
                    Issue.record("\(name) \(arguments) answered")
                } catch let error as MCPError {
                    #expect(error.code == -32602, "\(name) \(arguments): \(error)")
                }
            }
            let missing = try await client.callTool(name: "get_token", arguments: ["path": "slider/color/fil"])
            #expect(missing.isError == true, "a tool that ran and found nothing answers with isError")
        }
    }

    /// The structured result of a call, as the SDK's client reads it.
    static func structured(_ client: Client, _ name: String, _ arguments: [String: Value] = [:]) async throws -> Value? {
        try await client.send(CallTool.request(.init(name: name, arguments: arguments))).value.structuredContent
    }

    @Test("structured results beside the Markdown; resources listed and read, an unlisted one -32002; the prompt; tokens by value; code for a state")
    func structuredResourcesAndPrompts() async throws {
        try await Self.session { client in
            let components = try await Self.structured(client, "list_components")
            let stepper = components?.objectValue?["components"]?.arrayValue?.first { $0.objectValue?["name"] == "stepper" }
            #expect(stepper?.objectValue?["pages"]?.arrayValue?.count == 4, "the family's page and its three styles: \(String(describing: stepper))")
            let search = try await Self.structured(client, "search_docs", ["query": "keyboard focus"])
            let first = search?.objectValue?["results"]?.arrayValue?.first?.objectValue
            #expect(first?["title"]?.stringValue != nil && first?["twin"]?.stringValue?.hasSuffix("index.md") == true && first?["passage"] != nil, "\(String(describing: search))")
            let tokens = try await Self.structured(client, "search_tokens", ["value": "rgb(0 92 229)"])
            #expect(tokens?.objectValue?["tokens"]?.arrayValue?.contains { $0.objectValue?["path"] == "slider/color/fill" } == true)
            let example = try await Self.structured(client, "example_for_state", ["block": "slider value=40 state=disabled", "platform": "swiftui"])
            #expect(example?.objectValue?["snippets"]?.arrayValue?.first?.objectValue?["code"]?.stringValue?.contains("value = 40.0") == true, "\(String(describing: example))")

            let (resources, _) = try await client.listResources()
            #expect(resources.contains { $0.uri == "specimen://site/site.json" && $0.mimeType == "application/json" })
            let drawing = try #require(resources.first { $0.mimeType == "image/svg+xml" })
            let read = try await client.readResource(uri: drawing.uri)
            #expect(read.first?.text?.hasPrefix("<svg") == true && read.first?.mimeType == "image/svg+xml")
            let twin = try await client.readResource(uri: "specimen://site/components/slider/index.md")
            #expect(twin.first?.text?.hasPrefix("# Slider\n") == true)
            do {
                _ = try await client.readResource(uri: "specimen://site/../../etc/passwd")
                Issue.record("an unlisted resource is read")
            } catch let error as MCPError {
                #expect(error.code == -32002, "\(error)")
            }

            let (prompts, _) = try await client.listPrompts()
            #expect(prompts.map(\.name) == ["use-design-system"])
            let prompt = try await client.getPrompt(name: "use-design-system")
            #expect(prompt.messages.count == 1)
        }
    }

    @Test("JSON-RPC as the protocol has it: notifications unanswered, a bad line or id or an unknown method answered with its error, the end of input the end")
    func protocolEdges() throws {
        let lines = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1999-01-01","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            "not json",
            #"[{"jsonrpc":"2.0","id":5,"method":"ping"},{"jsonrpc":"2.0","id":6,"method":"ping"}]"#,
            "[]",
            "42",
            #"{"jsonrpc":"2.0","id":true,"method":"ping"}"#,
            #"{"jsonrpc":"2.0","id":"a","method":"completion/complete"}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"search_docs","arguments":{"query":"knob","limit":true}}}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"ping"}"#,
        ]
        let process = Process()
        process.executableURL = SpecimenCommandTests.executable
        process.arguments = ["mcp", "--content", "Content", "--theme", "Theme"]
        process.currentDirectoryURL = SourceTree.packageRoot()
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        try input.fileHandleForWriting.close()
        let answers = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n").map(String.init)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(answers.count == 9, "\(answers)")
        #expect(answers.first?.contains(#""protocolVersion":"2025-11-25""#) == true, "an unknown version gets the newest")
        #expect(Array(answers.dropFirst()) == [
            #"{"error":{"code":-32700,"message":"Parse error: not JSON"},"id":null,"jsonrpc":"2.0"}"#,
            #"{"error":{"code":-32600,"message":"Invalid Request: a batch (an array), which MCP does not take since 2025-06-18; allowed: one JSON-RPC object per line"},"id":null,"jsonrpc":"2.0"}"#,
            #"{"error":{"code":-32600,"message":"Invalid Request: a batch (an array), which MCP does not take since 2025-06-18; allowed: one JSON-RPC object per line"},"id":null,"jsonrpc":"2.0"}"#,
            #"{"error":{"code":-32600,"message":"Invalid Request: JSON that is not an object; allowed: one JSON-RPC object per line"},"id":null,"jsonrpc":"2.0"}"#,
            #"{"error":{"code":-32600,"message":"an id is a string or a number"},"id":null,"jsonrpc":"2.0"}"#,
            #"{"error":{"code":-32601,"message":"no method 'completion/complete'; this server answers initialize, ping, tools/list, tools/call, resources/list, resources/read, resources/templates/list, prompts/list and prompts/get"},"id":"a","jsonrpc":"2.0"}"#,
            #"{"error":{"code":-32602,"message":"Invalid params: 'limit' must be an integer"},"id":3,"jsonrpc":"2.0"}"#,
            #"{"id":4,"jsonrpc":"2.0","result":{}}"#,
        ])
    }

    @Test("a site with errors is not served: the errors on standard error, exit 1, nothing on standard output")
    func siteWithErrors() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Fixtures.invalidSite.write(to: folder.url)
        let run = try SpecimenCommandTests.run(["mcp"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains(": error: "))
        #expect(run.standardError.hasSuffix("error: the site has errors; fix them, then start the server again\n"), "\(run.standardError)")
    }

    @Test("--site serves a built folder: the same answers as from Content/, a published state and one drawn from site.json's tokens included, and nothing outside the folder")
    func builtSite() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let build = try SpecimenCommandTests.run(["build", "--content", "Content", "--theme", "Theme", "--output", folder.path("public")],
                                                 in: SourceTree.packageRoot())
        #expect(build.status == 0, "\(build.standardError)")
        var fromContent: [String] = []
        let calls: [(String, [String: Value])] = [
            ("list_components", [:]), ("describe_component", ["name": "slider"]), ("get_page", ["path": "components/slider/"]),
            ("search_docs", ["query": "keyboard focus"]), ("list_tokens", ["prefix": "slider/", "mode": "dark"]),
            ("get_token", ["path": "slider/color/fill"]), ("check_contrast", ["foreground": "slider/color/fill", "background": "slider/color/track/bg"]),
            ("render_preview", ["block": "slider value=40 state=pressed tooltip=always"]), ("render_preview", ["block": "slider value=400"]),
            ("render_preview", ["block": "slider value=40 state=pressed"]),
            ("get_guidelines", [:]), ("search_tokens", ["value": "#005ce5"]), ("example_for_state", ["block": "stepper style=circular steps=5 current=2"]),
        ]
        var structuredFromContent: [Value?] = []
        try await Self.session { client in
            for (name, arguments) in calls {
                fromContent.append(Self.text(try await client.callTool(name: name, arguments: arguments).content))
                structuredFromContent.append(try await Self.structured(client, name, arguments))
            }
        }
        try await Self.session(["--site", folder.path("public")]) { client in
            for (((name, arguments), expected), structured) in zip(zip(calls, fromContent), structuredFromContent) {
                let answer = try await client.callTool(name: name, arguments: arguments)
                #expect(Self.text(answer.content) == expected, "\(name) \(arguments)")
                #expect(try await Self.structured(client, name, arguments) == structured, "\(name) \(arguments)")
            }
            let resources = try await client.listResources().resources
            #expect(resources.contains { $0.uri == "specimen://site/llms-full.txt" })
            let index = try await client.readResource(uri: "specimen://site/llms.txt")
            #expect(index.first?.text?.contains("- [Slider](components/slider/index.md)") == true)
            let outside = try await client.callTool(name: "get_page", arguments: ["path": "../../etc/passwd"])
            #expect(Self.text(outside.content).hasPrefix("error: '../../etc/passwd' leaves the site;"))
        }
        #expect(fromContent[7].hasPrefix("<svg") && fromContent[7].contains("<title>40 percent</title>"))
        #expect(fromContent[8] == "error: value = 400 is outside the range; allowed: 0…100 (at column 8 of the block)")
    }

    @Test("--site names a built folder: a folder without site.json is refused in a line, and --site with --content is a usage error")
    func builtSiteRefusals() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let empty = try SpecimenCommandTests.run(["mcp", "--site", folder.path("")], in: folder.url)
        #expect(empty.status == 1 && empty.standardOutput.isEmpty)
        #expect(empty.standardError.hasSuffix("site.json: error: no such file; build the site again, or give the folder specimen build wrote\n"), "\(empty.standardError)")
        let both = try SpecimenCommandTests.run(["mcp", "--site", folder.path(""), "--content", "Elsewhere"], in: folder.url)
        #expect(both.status == 2)
        #expect(both.standardError.contains("give --site or --content and --theme, not both"), "\(both.standardError)")
    }

    @Test("a site.json token path deeper than any token file nests is refused in a line, not a crash")
    func deepTokenPath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Fixtures.validSite.write(to: folder.url)
        #expect(try SpecimenCommandTests.run(["build"], in: folder.url).status == 0)
        let path = folder.path("public/site.json")
        var manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let deep: [String: Any] = ["path": Array(repeating: "a", count: 5_000).joined(separator: "/"), "type": "color",
                                   "value": "#000000", "modes": [String: String]()]
        manifest["tokens"] = (manifest["tokens"] as? [[String: Any]] ?? []) + [deep]
        try JSONSerialization.data(withJSONObject: manifest).write(to: URL(fileURLWithPath: path))
        let run = try SpecimenCommandTests.run(["mcp", "--site", "public"], in: folder.url)
        #expect(run.status == 1 && run.standardOutput.isEmpty)
        #expect(run.standardError.hasSuffix("public/site.json: error: the token '\(String(repeating: "a/", count: 30))…' has more than 512 path segments; allowed: at most 512, as deep as a token file may nest. Build the site again with this Specimen\n"), "\(run.standardError)")
    }
}
