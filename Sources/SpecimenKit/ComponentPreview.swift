import ArgumentParser
import DesignTokens
import Foundation
import Previews
import SiteBuilder

/// `specimen preview NAME --property value …`: any registered component, each of its properties an option, read
/// from the component itself (``Component/properties``), so that a design system's own components have the
/// command too. A flag property takes no value.
struct ComponentPreview: ComponentCommand {
    static let configuration = CommandConfiguration(
        commandName: "component",
        abstract: "A component by its name, each property an option: specimen preview stepper --style dash --steps 6."
    )

    @Argument(help: ArgumentHelp("The component's name: stepper, slider, or one of the design system's own.", valueName: "name"))
    var name: String

    @Argument(parsing: .captureForPassthrough,
              help: ArgumentHelp("The component's properties, as --property value (a flag alone), and --tokens file.", valueName: "options"))
    var options: [String] = []

    // Before the component's name: after it, every option is the component's (a component may have a `color`).
    @OptionGroup var console: ConsoleOptions

    var components = ComponentRegistry.standard

    private enum CodingKeys: String, CodingKey {
        case name, options, console
    }

    func run() throws {
        guard let component = components.types.first(where: { $0.name == name }) else {
            let hint = Suggestion.closest(to: name, in: components.names).map { "did you mean '\($0)'? " } ?? ""
            throw ValidationError("unknown component '\(name)'; \(hint)allowed: \(components.names.joined(separator: ", "))")
        }
        if options.contains("--help") || options.contains("-h") {
            print(Self.help(for: component))
            return
        }
        let (properties, tokensFile) = try Self.read(options, of: component)
        let terminal = console.terminal
        let tokens = try TokenOptions.load(tokensFile, on: terminal)
        try printPreview(tokens: tokens, components: components, on: terminal) {
            PreviewBlock(component: component.name, componentLine: 0, componentColumn: 1, properties: properties, controls: [])
        }
    }

    /// The properties `arguments` give, in the order written, and the tokens file.
    static func read(_ arguments: [String], of component: any Component.Type) throws -> ([PreviewProperty], String) {
        var properties: [PreviewProperty] = []
        var tokens = "Content/tokens.json"
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("--"), argument.count > 2 else {
                throw ValidationError("unexpected '\(argument)'; each property is written --property value")
            }
            var key = String(argument.dropFirst(2))
            var value: String?
            if let equals = key.firstIndex(of: "=") {
                value = String(key[key.index(after: equals)...])
                key = String(key[..<equals])
            }
            let property = component.properties.first { $0.name == key }
            if property?.kind == .flag, value == nil {
                properties.append(PreviewProperty(key: key, value: "true", line: 0, column: 1))
                continue
            }
            guard key == "tokens" || property != nil else {
                let allowed = component.properties.map { "--" + $0.name } + ["--tokens"]
                let hint = Suggestion.closest(to: "--" + key, in: allowed).map { "did you mean '\($0)'? " } ?? ""
                throw ValidationError("unknown option '--\(key)' for the \(component.name); \(hint)allowed: \(allowed.joined(separator: ", "))")
            }
            guard let given = value ?? rest.popFirst() else {
                throw ValidationError("--\(key) needs a value, such as --\(key) \(key == "tokens" ? "Content/tokens.json" : "…")")
            }
            if key == "tokens" {
                tokens = given
            } else {
                properties.append(PreviewProperty(key: key, value: given, line: 0, column: 1))
            }
        }
        return (properties, tokens)
    }

    /// What `specimen preview NAME --help` prints: the component's summary and each property's option.
    static func help(for component: any Component.Type) -> String {
        var lines = ["OVERVIEW: \(component.summary)", "", "USAGE: specimen preview \(component.name) [--<property> <value> …] [--tokens <file>]", "",
                     "OPTIONS:"]
        let options = component.properties.map { property in
            ("--" + property.name + (property.kind == .flag ? "" : " <\(property.kind == .number ? "number" : "word")>"), property.help)
        } + [("--tokens <file>", "The design tokens file (default: Content/tokens.json).")]
        let width = (options.map(\.0.count).max() ?? 0) + 2
        for (option, help) in options {
            lines.append("  " + option.padding(toLength: width, withPad: " ", startingAt: 0) + help)
        }
        return lines.joined(separator: "\n")
    }
}
