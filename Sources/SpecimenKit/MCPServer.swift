import Foundation
import SiteTools

/// The Model Context Protocol's server side over standard input and output, for ``MCPTools``: JSON-RPC 2.0
/// messages, one a line (the protocol's stdio transport), answered in order. It answers `initialize`, `ping`,
/// `tools/list` and `tools/call` (a call that does not fit the tool's schema is the error -32602; each result has
/// its Markdown as text and the same facts as `structuredContent`), `resources/list` (paged), `resources/read`
/// (a URI not listed is the error -32002) and `resources/templates/list`, `prompts/list` and `prompts/get`;
/// notifications get no answer, other methods the JSON-RPC error for an unknown method.
///
/// The protocol's Swift SDK is not used here: it links Foundation's networking for its HTTP transports, which
/// needs libcurl, and the release binary needs nothing beyond the C library (`make dist`). The tests drive this
/// server with the SDK's own client.
struct MCPServer {
    /// The protocol versions this server speaks, newest last; a client asking for another gets the newest.
    static let versions = ["2024-11-05", "2025-03-26", "2025-06-18", newestVersion]
    static let newestVersion = "2025-11-25"
    /// The longest message read, in bytes: a diff report of `SiteTools.diffLimit` as a JSON string, and room.
    static let lineLimit = SiteTools.diffLimit * 2 + 65_536

    /// The most resources one page of `resources/list` gives.
    static let resourcePage = 500
    /// The one prompt: how to use the design system through the tools.
    static let promptName = "use-design-system"

    let tools: SiteTools

    /// Answers each message read from `input` on `output` until the input ends.
    func serve(input: FileHandle, output: FileHandle) {
        var pending = Data()
        // How far `pending` is known to hold no line break: a long message that comes in many reads is searched
        // once, not from its start at every read.
        var searched = 0
        var skipping = false
        while true {
            let chunk = input.availableData
            if chunk.isEmpty { break }
            pending += chunk
            while let newline = pending[(pending.startIndex + searched)...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = pending[pending.startIndex..<newline]
                if skipping {
                    skipping = false
                } else if let reply = answer(line) {
                    write(reply, to: output)
                }
                pending = Data(pending[(newline + 1)...])
                searched = 0
            }
            searched = pending.count
            // A line past the limit is answered once with an error and read no further than its end.
            if pending.count > Self.lineLimit {
                write(Self.error(id: NSNull(), code: -32600, message: "a message is longer than \(Self.lineLimit) bytes"), to: output)
                pending = Data()
                searched = 0
                skipping = true
            }
        }
    }

    /// The answer to one message, or nil for a notification.
    func answer(_ line: Data) -> [String: Any]? {
        guard !line.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) else { return nil }
        guard let value = try? JSONSerialization.jsonObject(with: line, options: [.fragmentsAllowed]) else {
            return Self.error(id: NSNull(), code: -32700, message: "Parse error: not JSON")
        }
        guard let message = value as? [String: Any] else {
            let what = value is [Any] ? "a batch (an array), which MCP does not take since 2025-06-18" : "JSON that is not an object"
            return Self.error(id: NSNull(), code: -32600, message: "Invalid Request: \(what); allowed: one JSON-RPC object per line")
        }
        guard let method = message["method"] as? String else {
            return message["id"] == nil ? nil : Self.error(id: message["id"] ?? NSNull(), code: -32600, message: "no method")
        }
        // A notification (no id) is never answered.
        guard let id = message["id"], id is String || (id as? NSNumber).map({ !Self.isBoolean($0) }) == true else {
            return message["id"] == nil ? nil : Self.error(id: NSNull(), code: -32600, message: "an id is a string or a number")
        }
        let parameters = message["params"] as? [String: Any] ?? [:]
        switch method {
        case "initialize":
            let asked = parameters["protocolVersion"] as? String
            return Self.result(id: id, [
                "protocolVersion": asked.flatMap { Self.versions.contains($0) ? $0 : nil } ?? Self.newestVersion,
                "capabilities": ["tools": ["listChanged": false], "resources": ["subscribe": false, "listChanged": false],
                                 "prompts": ["listChanged": false]],
                "serverInfo": ["name": "specimen", "title": "Specimen", "version": SpecimenVersion.number],
                "instructions": "The design system's documentation, built by Specimen: its components, pages, tokens, previews, code and contrast. Call get_guidelines first.",
            ])
        case "ping":
            return Self.result(id: id, [:])
        case "tools/list":
            return Self.result(id: id, ["tools": MCPTools.list.map(\.listed.foundation)])
        case "tools/call":
            return call(parameters, id: id)
        case "resources/list", "resources/read", "resources/templates/list":
            return resource(method, parameters, id: id)
        case "prompts/list", "prompts/get":
            return prompt(method, parameters, id: id)
        default:
            return Self.error(id: id, code: -32601, message: "no method '\(method.prefix(100))'; this server answers initialize, ping, tools/list, tools/call, resources/list, resources/read, resources/templates/list, prompts/list and prompts/get")
        }
    }

    /// A tool's answer: its Markdown as text and, when it answered, the same facts as `structuredContent`; a call
    /// that does not fit the tool's schema is the error -32602, a tool that could not answer a result with isError.
    private func call(_ parameters: [String: Any], id: Any) -> [String: Any] {
        guard let name = parameters["name"] as? String else {
            return Self.error(id: id, code: -32602, message: "Invalid params: tools/call needs the tool's name")
        }
        guard let arguments = parameters["arguments"] as? [String: Any] ?? (parameters["arguments"] == nil || parameters["arguments"] is NSNull ? [:] : nil) else {
            return Self.error(id: id, code: -32602, message: "Invalid params: a tool's arguments are an object")
        }
        do throws(MCPTools.InvalidParams) {
            switch try MCPTools.call(name, arguments: arguments, on: tools) {
            case let .text(text, structured):
                return Self.result(id: id, ["content": [["type": "text", "text": text]], "structuredContent": structured.foundation, "isError": false])
            case let .refused(reason):
                return Self.result(id: id, ["content": [["type": "text", "text": "error: " + reason]], "isError": true])
            }
        } catch {
            return Self.error(id: id, code: -32602, message: error.message)
        }
    }

    /// The resources: a page of the list (`cursor` is where it starts, as the last page's `nextCursor` gave it),
    /// one read, or the templates (none: every resource is listed).
    private func resource(_ method: String, _ parameters: [String: Any], id: Any) -> [String: Any] {
        switch method {
        case "resources/templates/list":
            return Self.result(id: id, ["resourceTemplates": [Any]()])
        case "resources/list":
            let all = tools.resources()
            var start = 0
            if let cursor = parameters["cursor"] {
                guard let text = cursor as? String, text.utf8.count <= 20, let number = Int(text), (0..<max(all.count, 1)).contains(number) else {
                    return Self.error(id: id, code: -32602, message: "Invalid params: the cursor is not one resources/list gave")
                }
                start = number
            }
            let page = all[start..<min(all.count, start + Self.resourcePage)]
            var result: [String: Any] = ["resources": page.map { ["uri": $0.uri, "name": $0.name, "title": $0.title, "mimeType": $0.mimeType] }]
            if page.endIndex < all.count { result["nextCursor"] = String(page.endIndex) }
            return Self.result(id: id, result)
        default:
            guard let uri = parameters["uri"] as? String else {
                return Self.error(id: id, code: -32602, message: "Invalid params: resources/read needs the resource's uri, a string")
            }
            switch tools.read(resource: uri) {
            case let .text(text, mimeType):
                return Self.result(id: id, ["contents": [["uri": uri, "mimeType": mimeType, "text": text]]])
            case let .notFound(message):
                return Self.error(id: id, code: -32002, message: message, data: ["uri": String(uri.prefix(SiteTools.inputLimit))])
            case let .failed(message):
                return Self.error(id: id, code: -32603, message: "Internal error: " + message)
            }
        }
    }

    /// The prompt that says how to use the design system through the tools.
    private func prompt(_ method: String, _ parameters: [String: Any], id: Any) -> [String: Any] {
        let description = "How to use the design system through these tools: what to call first, and how tokens, previews, code and contrast relate."
        guard method == "prompts/get" else {
            return Self.result(id: id, ["prompts": [["name": Self.promptName, "title": "Use the design system", "description": description]]])
        }
        guard let name = parameters["name"] as? String, name == Self.promptName else {
            return Self.error(id: id, code: -32602, message: "Invalid params: no prompt '\(((parameters["name"] as? String) ?? "").prefix(100))'; prompts: \(Self.promptName)")
        }
        return Self.result(id: id, ["description": description,
                                    "messages": [["role": "user", "content": ["type": "text", "text": tools.guidance]]]])
    }

    static func result(id: Any, _ result: [String: Any]) -> [String: Any] {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    static func error(id: Any, code: Int, message: String, data: [String: Any]? = nil) -> [String: Any] {
        var error: [String: Any] = ["code": code, "message": message]
        if let data { error["data"] = data }
        return ["jsonrpc": "2.0", "id": id, "error": error]
    }

    /// Whether JSON read `number` from `true` or `false`.
    static func isBoolean(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c" || type(of: number) == type(of: NSNumber(value: true))
    }

    /// One message, on one line: JSON never holds a raw line break, and keys are sorted, so the same answer is
    /// the same bytes.
    private func write(_ message: [String: Any], to output: FileHandle) {
        guard var data = try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys, .withoutEscapingSlashes]) else { return }
        data.append(UInt8(ascii: "\n"))
        output.write(data)
    }
}
