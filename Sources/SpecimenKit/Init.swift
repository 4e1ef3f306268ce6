import ArgumentParser
import BuiltInFiles
import Foundation
import TextEscaping
import SiteModel

/// `specimen init`: a small working site to start from, or the same as a Swift package with components of its own.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a small working site into a folder, to start from.",
        discussion: """
            Writes Content/ (site.yml, tokens.json in the Design Tokens Format, a home page and a component page \
            with previews), a README for the team, .gitignore, .github/workflows/pages.yml, which builds the \
            site and publishes it with GitHub Pages, and .github/workflows/review.yml, which posts what each pull \
            request changes (specimen diff). `specimen build` in the folder then works at once, with the \
            built-in theme. With --package, it writes a Swift package instead: the site with two components of \
            its own (a switch and a progress bar, one file each with their tests) and a command that is specimen \
            with them registered; --specimen says where Specimen comes from. A folder that holds anything is \
            refused unless --force, which adds only the files that are missing: no file is ever overwritten.
            """
    )

    /// The line of the package form's manifest that says where Specimen comes from.
    static let dependencyLine = #".package(name: "Specimen", path: "../..")"#

    @Argument(help: ArgumentHelp("The folder to write the site into.", valueName: "folder"))
    var folder = "."

    @Flag(help: "Write into a folder that holds files, adding only the missing ones.")
    var force = false

    @Flag(help: "Write a Swift package with components of its own, instead of a site for the specimen command.")
    var package = false

    @Option(help: ArgumentHelp(
        "With --package: where Specimen comes from, a Git URL or the path of a checkout.", valueName: "source"
    ))
    var specimen: String?

    @OptionGroup var console: ConsoleOptions

    func validate() throws {
        if package && specimen == nil {
            throw ValidationError("--package needs --specimen: the Specimen package to depend on, as a Git URL or the path of its checkout")
        }
        if !package && specimen != nil {
            throw ValidationError("--specimen is for --package; a plain site uses the specimen command it is built with")
        }
    }

    func run() throws {
        let files: [(path: String, data: Data)]
        if package, let specimen {
            files = try BuiltInFiles.starterPackage.map { file in
                guard file.path == "Package.swift" else { return file }
                return (file.path, Data(try Self.manifest(String(decoding: file.data, as: UTF8.self), specimen: specimen).utf8))
            }
        } else {
            files = BuiltInFiles.starterSite.map { (Self.dotted($0.path), Self.namingAction($0.data)) }
        }
        do {
            let outcome = try NewFiles(files: files).write(into: folder, force: force)
            var line = "Wrote \(Wording.count(outcome.written.count, "file")) into \(folder)"
            if !outcome.kept.isEmpty {
                line += "; kept \(outcome.kept.count) that were there: \(outcome.kept.joined(separator: ", "))"
            }
            let terminal = console.terminal
            terminal.say(line)
            let inFolder = folder == "." ? "" : "cd \(folder) && "
            terminal.say(package ? "Next: \(inFolder)swift run design-docs serve" : "Next: \(inFolder)specimen serve")
            if !package, SpecimenVersion.repository == nil {
                terminal.say("Note: this specimen was built from source and does not know where its releases are published; "
                    + "replace \(SpecimenVersion.unknownRepository) in .github/workflows/pages.yml and review.yml")
            }
        } catch {
            console.terminal.error(String(describing: error))
            throw ExitCode(ExitStatus.usage)
        }
    }

    /// `_github/…` and `_gitignore` as the dot names they stand for: the starter keeps them visible in the
    /// repository, where a dot name would be left out of the command.
    static func dotted(_ path: String) -> String {
        path.hasPrefix("_") ? "." + path.dropFirst() : path
    }

    /// The starter's workflows with `{{specimen-action}}` replaced by the action that installs this version of
    /// specimen (``SpecimenVersion/action``); other files as they are.
    static func namingAction(_ data: Data) -> Data {
        let marker = Data("{{specimen-action}}".utf8)
        guard data.range(of: marker) != nil else { return data }
        return Data(String(decoding: data, as: UTF8.self)
            .replacingOccurrences(of: "{{specimen-action}}", with: SpecimenVersion.action).utf8)
    }

    /// The package form's manifest depending on `source`: a Git URL, or a folder (made absolute, since the
    /// manifest reads paths from its own folder).
    static func manifest(_ text: String, specimen source: String) throws -> String {
        guard text.contains(dependencyLine) else {
            throw ValidationError("the built-in package manifest lacks its Specimen dependency line; this is a bug in specimen")
        }
        let isURL = ["https://", "http://", "ssh://", "git@", "file://"].contains { source.lowercased().hasPrefix($0) }
        guard isURL else {
            let path = URL(fileURLWithPath: source).standardizedFileURL.path
            return text.replacingOccurrences(of: dependencyLine, with: ".package(name: \"Specimen\", path: \(quoted(path)))")
        }
        // A URL's package is known by its last path component, as SwiftPM names it.
        var identity = String(source.split(whereSeparator: { $0 == "/" || $0 == ":" }).last ?? "specimen")
        if identity.hasSuffix(".git") { identity.removeLast(4) }
        return text
            .replacingOccurrences(of: dependencyLine, with: ".package(url: \(quoted(source)), branch: \"main\")")
            .replacingOccurrences(of: "package: \"Specimen\"", with: "package: \(quoted(identity))")
    }

    /// `text` as a Swift string literal: quotes and backslashes escaped, line breaks and every other control
    /// character as `\n` or `\u{…}`, so that any path or URL a user gives is written as one literal.
    static func quoted(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.generalCategory == .format:
                literal += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}
