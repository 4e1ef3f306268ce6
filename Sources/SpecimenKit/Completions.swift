import ArgumentParser

/// `specimen completions SHELL`: the completion script of a shell, on standard output.
struct Completions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "completions",
        abstract: "Print the shell completion script for bash, zsh or fish.",
        discussion: """
            bash: specimen completions bash > /usr/share/bash-completion/completions/specimen (or source it from \
            ~/.bashrc). zsh: specimen completions zsh > "${fpath[1]}/_specimen". fish: specimen completions fish \
            > ~/.config/fish/completions/specimen.fish. The release archive has all three in completions/.
            """
    )

    /// A shell whose completion script Specimen writes.
    enum Shell: String, ExpressibleByArgument, CaseIterable {
        case bash, zsh, fish

        var completionShell: CompletionShell {
            switch self {
            case .bash: .bash
            case .zsh: .zsh
            case .fish: .fish
            }
        }
    }

    @Argument(help: "The shell: bash, zsh or fish.")
    var shell: Shell

    @OptionGroup var console: ConsoleOptions

    func run() {
        print(Specimen.completionScript(for: shell.completionShell), terminator: "")
    }
}
