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
            specimen preview NAME draws the component NAME (stepper, slider, or one of a design system's own \
            package), each of its properties an option: specimen preview stepper --style dash --steps 6. \
            specimen preview NAME --help lists them. The same properties as a preview block in a page, with the \
            same checks: a bad property prints what is allowed and exits 1.
            """,
        subcommands: [ComponentPreview.self, FencePreview.self, SheetPreview.self],
        defaultSubcommand: ComponentPreview.self
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

    func load(on terminal: Console) throws -> TokenSet {
        try Self.load(tokens, on: terminal)
    }

    /// The tokens of the file at `path`; its problems are printed on `terminal`, and any of them exits 1.
    static func load(_ path: String, on terminal: Console) throws -> TokenSet {
        let (set, diagnostics) = TokenFile.load(path)
        for diagnostic in diagnostics {
            terminal.write(diagnostic.formatted)
        }
        guard diagnostics.isEmpty else { throw ExitCode(ExitStatus.contentErrors) }
        return set
    }
}

extension ParsableCommand {
    /// Prints the SVG of the block `makeBlock` gives, or its error with exit status 1.
    func printPreview(tokens: TokenSet, components: ComponentRegistry, on terminal: Console,
                      _ makeBlock: () throws(PreviewError) -> PreviewBlock) throws {
        do throws(PreviewError) {
            let renderer = PreviewRenderer(tokens: tokens, components: components)
            print(try renderer.svg(for: renderer.preview(from: makeBlock())), terminator: "")
        } catch {
            terminal.error(error.message)
            throw ExitCode(ExitStatus.contentErrors)
        }
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

    @OptionGroup var console: ConsoleOptions

    var components = ComponentRegistry.standard

    private enum CodingKeys: String, CodingKey {
        case body, options, console
    }

    func run() throws {
        let terminal = console.terminal
        try printPreview(tokens: try options.load(on: terminal), components: components, on: terminal) { () throws(PreviewError) in
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

    @OptionGroup var console: ConsoleOptions

    var components = ComponentRegistry.standard

    private enum CodingKeys: String, CodingKey {
        case tokens, console
    }

    func run() throws {
        let terminal = console.terminal
        let set = try TokenOptions.load(tokens, on: terminal)
        do throws(PreviewError) {
            print(try ReviewSheet.html(tokens: set, components: components), terminator: "")
        } catch {
            terminal.error(error.message)
            throw ExitCode(ExitStatus.contentErrors)
        }
    }
}
