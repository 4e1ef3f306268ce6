import Foundation
import MCP
import SystemPackage
import Testing
import TestSupport

/// `specimen mcp` driven by the MCP Swift SDK's own client over the child's standard input and output, as an
/// assistant drives it.
@Suite("specimen mcp")
struct MCPCommandTests {
    /// The server started on the repository's Content/, the client connected to it, and `body` run with it.
    static func session(_ body: (Client) async throws -> Void) async throws {
        let toServer = Pipe(), fromServer = Pipe(), errors = Pipe()
        let process = Process()
        process.executableURL = SpecimenCommandTests.executable
        process.arguments = ["mcp", "--content", "Content", "--theme", "Theme"]
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
            #expect(tools.map(\.name) == ["list_components", "describe_component", "get_page", "search_docs", "list_tokens", "get_token",
                                          "render_preview", "check_contrast", "list_changes"])

            let slider = try await client.callTool(name: "describe_component", arguments: ["name": "slider"])
            #expect(slider.isError == false)
            let description = Self.text(slider.content)
            #expect(description.hasPrefix("# slider\n"))
            #expect(description.contains("| value | number | yes |"), "\(description.prefix(1500))")
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

            let unknown = try await client.callTool(name: "get_token", arguments: ["path": "slider/color/fil", "extra": 1])
            #expect(Self.text(unknown.content) == "error: get_token takes no argument 'extra'; it takes: path")
        }
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
}
