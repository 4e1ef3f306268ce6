import SiteTools

/// The JSON Schemas of the tools' structured results (each tool's `outputSchema`): what ``SiteTools`` gives beside
/// its Markdown, the facts site.json has. Every object names its keys as required, so a client can rely on them.
enum MCPSchemas {
    static let string: JSONValue = ["type": "string"]
    static let optionalString: JSONValue = ["type": ["string", "null"]]
    static let integer: JSONValue = ["type": "integer"]
    static let number: JSONValue = ["type": "number"]
    static let boolean: JSONValue = ["type": "boolean"]

    static func object(_ properties: [String: JSONValue]) -> JSONValue {
        ["type": "object", "properties": .object(properties), "required": .array(properties.keys.sorted().map(JSONValue.string))]
    }

    static func array(_ items: JSONValue) -> JSONValue {
        ["type": "array", "items": items]
    }

    /// A page that documents a component.
    static let pageReference = object(["title": string, "url": string, "twin": string, "verdict": optionalString])

    /// A token: its values in every mode by the mode's name.
    static let tokenFields: [String: JSONValue] = [
        "path": string, "type": string, "value": string,
        "modes": ["type": "object", "additionalProperties": string],
        "aliasOf": optionalString, "deprecated": optionalString, "description": optionalString,
        "cssVariable": optionalString,
    ]

    static let guidelines = object([
        "site": string, "guidance": string,
        "components": array(object(["name": string, "summary": string, "pages": array(pageReference)])),
        "tokenGroups": array(object(["group": string, "count": integer, "types": array(string)])),
        "modes": array(string),
    ])

    static let components = object([
        "components": array(object(["name": string, "summary": string, "pages": array(pageReference)])),
    ])

    static let component = object([
        "name": string, "summary": string,
        "properties": array(object([
            "name": string, "kind": string, "help": string, "values": ["type": ["array", "null"], "items": string],
            "minimum": ["type": ["number", "null"]], "maximum": ["type": ["number", "null"]], "default": optionalString,
            "required": boolean, "controllable": boolean,
        ])),
        "pages": array(pageReference), "platforms": array(string),
    ])

    static let page = object(["path": string, "title": string, "twin": string, "markdown": string])

    static let search = object([
        "query": string,
        "results": array(object(["title": string, "url": string, "section": optionalString, "passage": string, "twin": string])),
    ])

    static let tokenList = object(["prefix": string, "mode": optionalString, "total": integer, "tokens": array(object(tokenFields))])

    static let tokenSearch = object([
        "query": optionalString, "value": optionalString, "group": optionalString, "total": integer,
        "tokens": array(object(tokenFields.merging(["matchedValueIn": array(string)]) { first, _ in first })),
    ])

    static let token = object(tokenFields.merging(["file": optionalString, "line": ["type": ["integer", "null"]]]) { first, _ in first })

    static let drawing = object(["block": string, "component": string, "mimeType": string, "svg": string])

    static let example = object([
        "block": string, "component": string, "page": pageReference, "platforms": array(string),
        "snippets": array(object(["platform": string, "language": string, "code": string])),
    ])

    static let contrast = object([
        "foreground": object(["given": string, "hex": string]), "background": object(["given": string, "hex": string]),
        "mode": optionalString, "ratio": number, "ratioText": string,
        "text": object(["minimum": number, "passes": boolean]), "graphics": object(["minimum": number, "passes": boolean]),
    ])

    static let changes = object([
        "old": string, "new": string, "headline": string, "more": integer,
        "changes": array(object([
            "id": string, "section": string, "kind": string, "title": string, "page": optionalString,
            "effects": array(string), "details": array(string),
            "brokenLinks": array(object(["kind": string, "target": string, "alias": optionalString])),
        ])),
    ])
}
