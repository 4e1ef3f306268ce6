import ArgumentParser
import BuiltInFiles
import Foundation
import SiteModel

/// `specimen theme`: the theme built into the command.
struct ThemeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme",
        abstract: "Work with the theme built into specimen.",
        subcommands: [ThemeEject.self]
    )
}

/// `specimen theme eject`: the built-in theme written out as a folder, to change.
struct ThemeEject: ParsableCommand {
    /// The folder a build reads as the theme when it is in the working folder and no `--theme` is given.
    static let folderName = "Theme"

    static let configuration = CommandConfiguration(
        commandName: "eject",
        abstract: "Write the built-in theme into a folder, to change it.",
        discussion: """
            Writes templates/ (Mustache) and assets/ into the folder (default: Theme). A build in the working \
            folder then uses that folder instead of the built-in theme; elsewhere, pass --theme. A folder that \
            holds anything is refused unless --force, which adds only the files that are missing: no file is \
            ever overwritten.
            """
    )

    @Argument(help: ArgumentHelp("The folder to write the theme into.", valueName: "folder"))
    var folder = Self.folderName

    @Flag(help: "Write into a folder that holds files, adding only the missing ones.")
    var force = false

    @OptionGroup var console: ConsoleOptions

    func run() throws {
        let files = NewFiles(files: BuiltInFiles.theme)
        do {
            let outcome = try files.write(into: folder, force: force)
            var line = "Wrote \(Wording.count(outcome.written.count, "theme file")) into \(folder)"
            if !outcome.kept.isEmpty {
                line += "; kept \(outcome.kept.count) that were there: \(outcome.kept.joined(separator: ", "))"
            }
            console.terminal.say(line)
        } catch {
            console.terminal.error(String(describing: error))
            throw ExitCode(ExitStatus.usage)
        }
    }
}
