import ArgumentParser
import Previews

/// "Did you mean" for a mistyped subcommand (`specimen buidl`). ArgumentParser suggests the nearest option for an
/// unknown one, but reads an unknown subcommand as an unexpected argument and suggests nothing.
enum UnknownCommand {
    /// The usage error for `arguments` (the program's name left out) when one of them stands where a subcommand
    /// must be and names none: `unknown command 'buidl' for specimen; did you mean 'build'? allowed: …`, and the
    /// command it was given to (`specimen`, `specimen theme`). Nil otherwise, and ArgumentParser reads the
    /// arguments as usual.
    static func problem(in arguments: [String], root: any ParsableCommand.Type) -> (message: String, command: String)? {
        var command = root
        var words = [root._commandName]
        var previous: String?
        for argument in arguments {
            defer { previous = argument }
            if argument == "--" { return nil }
            // Options are ArgumentParser's to read; the root's only option with a value is this one.
            if argument.hasPrefix("-") || previous == "--generate-completion-script" { continue }
            // `specimen help theme eject`: ArgumentParser's own subcommand of the root.
            if argument == "help" && command == root { return nil }
            let subcommands = command.configuration.subcommands
            if let next = subcommands.first(where: { $0._commandName == argument }) {
                command = next
                words.append(argument)
                continue
            }
            guard !subcommands.isEmpty, command.configuration.defaultSubcommand == nil else { return nil }
            let names = subcommands.map { $0._commandName }
            let hint = Suggestion.closest(to: argument, in: names).map { "did you mean '\($0)'? " } ?? ""
            let given = words.joined(separator: " ")
            return ("unknown command '\(argument)' for \(given); \(hint)allowed: \(names.joined(separator: ", "))", given)
        }
        return nil
    }
}
