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
            get_guidelines (call first), list_components, describe_component, get_page, search_docs, list_tokens, \
            search_tokens, get_token, render_preview, example_for_state, check_contrast and list_changes (given \
            what specimen diff --format json printed), each answer Markdown with the same facts as structured JSON; \
            resources (every page's index.md, site.json, llms.txt, llms-full.txt and the preview drawings, under \
            specimen://site/) and the prompt use-design-system. No tool reads a file \
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
            let builder = Allocator.builder(options)
            let reviewed = builder.review()
            if reviewed.hasErrors {
                for diagnostic in reviewed.diagnostics where diagnostic.severity == .error {
                    terminal.error(diagnostic.formatted)
                }
                terminal.error("the site has errors; fix them, then start the server again")
                throw ExitCode(ExitStatus.contentErrors)
            }
            // Rendered in memory for the search index, as a build makes it: the assistant's search is the box's.
            tools = SiteTools(site: reviewed.site, pageTypes: options.pageTypes, searchIndex: builder.searchIndex(of: reviewed.site))
        }
        MCPServer(tools: tools).serve(input: FileHandle.standardInput, output: FileHandle.standardOutput)
    }
}
