import ArgumentParser
import DesignTokens
import Foundation
import Previews
import SiteBuilder

/// `specimen preview`: one component's SVG on standard output, or the sheet of every state.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Print a component preview as SVG, drawn from its properties and the design tokens.",
        discussion: """
            The same properties as a preview block in a page, with the same checks: a bad property prints \
            what is allowed and exits 1.
            """,
        subcommands: [FencePreview.self, StepperPreview.self, SliderPreview.self, SheetPreview.self]
    )
}

/// Options every preview subcommand shares.
struct TokenOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The design tokens file.", valueName: "file"))
    var tokens = "Content/tokens.json"

    @Option(help: ArgumentHelp(
        "The interaction state: default, pressed, focused or disabled.", valueName: "state"
    ))
    var state: String?

    func load() throws -> TokenSet {
        let (set, diagnostics) = TokenFile.load(tokens)
        for diagnostic in diagnostics {
            StandardError.write(diagnostic.formatted)
        }
        guard diagnostics.isEmpty else { throw ExitCode(ExitStatus.contentErrors) }
        return set
    }
}

extension ParsableCommand {
    /// Draws the component the properties describe, through the same checks as a preview block.
    func printPreview(component: String, properties: [(String, String?)], tokens: TokenSet) throws {
        try printPreview(tokens: tokens, components: .standard) {
            PreviewBlock(
                component: component, componentLine: 0, componentColumn: 1,
                properties: properties.compactMap { key, value in
                    value.map { PreviewProperty(key: key, value: $0, line: 0, column: 1) }
                },
                controls: []
            )
        }
    }

    /// Prints the SVG of the block `makeBlock` gives, or its error with exit status 1.
    func printPreview(tokens: TokenSet, components: ComponentRegistry,
                      _ makeBlock: () throws(PreviewError) -> PreviewBlock) throws {
        do throws(PreviewError) {
            let renderer = PreviewRenderer(tokens: tokens, components: components)
            print(try renderer.svg(for: renderer.preview(from: makeBlock())), terminator: "")
        } catch {
            StandardError.error(error.message)
            throw ExitCode(ExitStatus.contentErrors)
        }
    }
}

struct StepperPreview: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stepper",
        abstract: "A stepper: bullet dots, dash segments or numbered circular rings."
    )

    @Option(help: "bullet (steps 3–10), dash (2–10) or circular (2–10).")
    var style: String

    @Option(help: "How many steps.")
    var steps: String

    @Option(help: "The current step, 1…steps.")
    var current: String = "1"

    @Option(help: "horizontal or vertical.")
    var orientation: String?

    @Flag(help: "Draw a connector line between steps (bullet, circular).")
    var connector = false

    @Flag(help: "Tint completed dots (bullet).")
    var completedTint = false

    @Flag(help: "A check mark on completed steps (circular).")
    var check = false

    @Option(help: "Progress through the current step, 0…1 (dash).")
    var progress: String?

    @Option(help: "The container's length in pixels (dash).")
    var length: String?

    @OptionGroup var options: TokenOptions

    func run() throws {
        try printPreview(component: "stepper", properties: [
            ("style", style), ("steps", steps), ("current", current), ("orientation", orientation),
            ("connector", connector ? "true" : nil), ("completed-tint", completedTint ? "true" : nil),
            ("check", check ? "true" : nil), ("progress", progress), ("length", length), ("state", options.state),
        ], tokens: try options.load())
    }
}

struct SliderPreview: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "slider",
        abstract: "A slider: a value on a range, with its tooltip."
    )

    @Option(help: "The value, within min…max and on the step grid.")
    var value: String

    @Option(help: "The lower end of the range (default 0).")
    var min: String?

    @Option(help: "The upper end of the range (default 100).")
    var max: String?

    @Option(help: "The step values snap to.")
    var step: String?

    @Option(help: "When the tooltip shows: always, onDrag (default) or never.")
    var tooltip: String?

    @Option(help: "percent (default), number, currency or unit.")
    var format: String?

    @Option(help: "The currency symbol for format=currency (default $).")
    var symbol: String?

    @Option(help: "The unit for format=unit (km, ms, …).")
    var unit: String?

    @OptionGroup var options: TokenOptions

    func run() throws {
        try printPreview(component: "slider", properties: [
            ("value", value), ("min", min), ("max", max), ("step", step), ("tooltip", tooltip),
            ("format", format), ("symbol", symbol), ("unit", unit), ("state", options.state),
        ], tokens: try options.load())
    }
}

/// `specimen preview fence "switch on=true"`: any registered component, written as a fence's body.
struct FencePreview: ComponentCommand {
    static let configuration = CommandConfiguration(
        commandName: "fence",
        abstract: "Any component the command knows, written as a preview fence's body: \"stepper style=dash steps=6\"."
    )

    @Argument(help: ArgumentHelp("The fence's body: the component, then its properties as key=value.", valueName: "body"))
    var body: String

    @OptionGroup var options: TokenOptions

    var components = ComponentRegistry.standard

    private enum CodingKeys: String, CodingKey {
        case body, options
    }

    func run() throws {
        try printPreview(tokens: try options.load(), components: components) { () throws(PreviewError) in
            var block = try PreviewBlock.parse(info: "", body: body, components: components)
            if let state = options.state {
                block.properties.append(PreviewProperty(key: "state", value: state, line: 0, column: 1))
            }
            return block
        }
    }
}

struct SheetPreview: ComponentCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "An HTML page with every kind of state of every component side by side, for review."
    )

    @Option(help: ArgumentHelp("The design tokens file.", valueName: "file"))
    var tokens = "Content/tokens.json"

    var components = ComponentRegistry.standard

    private enum CodingKeys: String, CodingKey {
        case tokens
    }

    func run() throws {
        let set = try TokenOptions.parse(["--tokens", tokens]).load()
        do throws(PreviewError) {
            print(try ReviewSheet.html(tokens: set, components: components), terminator: "")
        } catch {
            StandardError.error(error.message)
            throw ExitCode(ExitStatus.contentErrors)
        }
    }
}
