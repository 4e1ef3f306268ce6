import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// What every subcommand prints to a person: colour on a terminal and plain elsewhere, `NO_COLOR` and `--color`,
/// `--quiet` and `--verbose` the same everywhere, and the shells' completion scripts.
@Suite("specimen command line: console")
struct ConsoleCommandTests {
    struct Run {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Runs `specimen` with the environment of the tests less the variables that steer colour, plus `environment`;
    /// its standard error on a pseudo-terminal when `errorOnTerminal`, else on a pipe.
    static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:],
                    errorOnTerminal: Bool) throws -> Run {
        let process = Process()
        process.executableURL = SpecimenCommandTests.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var variables = ProcessInfo.processInfo.environment
        for name in ["NO_COLOR", "CI", "TERM"] {
            variables[name] = nil
        }
        variables["TERM"] = "xterm-256color"
        process.environment = variables.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        guard errorOnTerminal else {
            let error = Pipe()
            process.standardError = error
            try process.run()
            let started = SpecimenCommandTests.Started(process: process, output: output, error: error)
            let run = started.wait()
            return Run(status: run.status, standardOutput: run.standardOutput, standardError: run.standardError)
        }
        let terminal = try PseudoTerminal()
        process.standardError = FileHandle(fileDescriptor: terminal.follower, closeOnDealloc: false)
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorText = terminal.readAll()
        return Run(status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
                   // The terminal writes each line break as CR LF.
                   standardError: errorText.replacingOccurrences(of: "\r\n", with: "\n"))
    }

    /// A pseudo-terminal pair: the command writes to the follower, the test reads the leader.
    final class PseudoTerminal {
        let leader: Int32
        let follower: Int32

        init() throws {
            // glibc's pseudo-terminal calls, which Swift's Glibc module leaves out of its view of stdlib.h.
            func function<T>(_ name: String, as type: T.Type) throws -> T {
                guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else {
                    throw CocoaError(.featureUnsupported)
                }
                return unsafeBitCast(symbol, to: type)
            }
            let open = try function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
            let grant = try function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
            let unlock = try function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
            let name = try function("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
            leader = open(O_RDWR | O_NOCTTY)
            guard leader >= 0, grant(leader) == 0, unlock(leader) == 0, let path = name(leader) else {
                throw CocoaError(.fileReadUnknown)
            }
            follower = Glibc.open(path, O_RDWR | O_NOCTTY)
            guard follower >= 0 else { throw CocoaError(.fileReadUnknown) }
        }

        /// Everything written to the follower, once the command has ended: the follower is closed, and the leader
        /// read until it says there is no more (EIO).
        func readAll() -> String {
            close(follower)
            var data = Data()
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(leader, &buffer, buffer.count)
                guard count > 0 else { break }
                data.append(contentsOf: buffer[0..<count])
            }
            close(leader)
            return String(decoding: data, as: UTF8.self)
        }
    }

    static let red = "\u{1B}[1;31merror:\u{1B}[0m"
    static let magenta = "\u{1B}[1;35mwarning:\u{1B}[0m"

    /// The valid fixture site with one page that draws a warning: an unknown front-matter key.
    static let siteWithWarning = Fixtures.validSite.merging(FixtureSite(files: [
        "Content/extra.md": "---\ntitle: Extra\ntitel: typo\n---\nText.\n",
    ]))

    @Test("an error on a terminal is coloured, its place in bold; NO_COLOR, TERM=dumb and --color never turn it off; --color always wins", arguments: [
        ([], [:], true, true),
        ([], ["NO_COLOR": "1"], true, false),
        ([], ["NO_COLOR": ""], true, true),
        ([], ["TERM": "dumb"], true, false),
        (["--color", "never"], [:], true, false),
        (["--color", "always"], ["NO_COLOR": "1"], true, true),
        ([], [:], false, false),
        (["--color=always"], [:], false, true),
        (["--color", "auto"], [:], false, false),
    ] as [([String], [String: String], Bool, Bool)])
    func color(options: [String], environment: [String: String], onTerminal: Bool, colored: Bool) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Fixtures.invalidSite.write(to: folder.url)
        let run = try Self.run(["check"] + options, in: folder.url, environment: environment, errorOnTerminal: onTerminal)
        #expect(run.status == 1)
        let line = "Content/index.md:4:9: error: 'weight' must be a whole number; found 'heavy' [config.value]"
        if colored {
            #expect(run.standardError.contains(
                "\u{1B}[1mContent/index.md:4:9:\u{1B}[0m \(Self.red) 'weight' must be a whole number; found 'heavy' [config.value]"
            ), "\(run.standardError)")
            #expect(run.standardError.contains("\u{1B}[1mContent/index.md:3:1:\u{1B}[0m \(Self.magenta) unknown front-matter key"))
            #expect(run.standardError.contains("\(Self.red) build failed with 8 errors, 3 warnings; nothing was written"))
        } else {
            #expect(!run.standardError.contains("\u{1B}"), "\(run.standardError)")
            #expect(run.standardError.contains(line + "\n"))
        }
    }

    @Test("a usage error is coloured under --color always, before the options are read")
    func usageColor() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try Self.run(["buidl", "--color", "always"], in: folder.url, errorOnTerminal: false)
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("\(Self.red) unknown command 'buidl' for specimen; did you mean 'build'?"))
        let plain = try Self.run(["buidl"], in: folder.url, errorOnTerminal: true)
        #expect(plain.standardError.hasPrefix("\(Self.red) unknown command 'buidl'"), "\(plain.standardError)")
    }

    @Test("text a file's name chose is escaped before colour is added: its escape characters stay visible")
    func escapedBeforeColor() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Fixtures.validSite.merging(FixtureSite(files: [
            "Content/x\u{1B}[2J.md": "---\ntitle: Extra\nweight: heavy\n---\nText.\n",
        ])).write(to: folder.url)
        let run = try Self.run(["check", "--color", "always"], in: folder.url, errorOnTerminal: false)
        #expect(run.status == 1)
        #expect(run.standardError.contains("\u{1B}[1mContent/x\\u{1B}[2J.md:3:9:\u{1B}[0m \(Self.red) 'weight'"),
                "\(run.standardError)")
        #expect(!run.standardError.contains("\u{1B}[2J"))
    }

    @Test("--quiet prints errors only: a build with a warning prints nothing, one with errors prints only them")
    func quiet() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.siteWithWarning.write(to: folder.url)
        let loud = try Self.run(["build"], in: folder.url, errorOnTerminal: false)
        #expect(loud.status == 0)
        #expect(loud.standardError.contains("warning: unknown front-matter key 'titel'"))
        #expect(loud.standardOutput.hasPrefix("Built "))
        let quiet = try Self.run(["build", "--quiet"], in: folder.url, errorOnTerminal: true)
        #expect(quiet.status == 0)
        #expect(quiet.standardOutput.isEmpty)
        #expect(quiet.standardError.isEmpty, "\(quiet.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("public/extra/index.html").path))

        let broken = try TemporaryFolder()
        defer { broken.remove() }
        try Fixtures.invalidSite.write(to: broken.url)
        let failed = try Self.run(["check", "--quiet"], in: broken.url, errorOnTerminal: false)
        #expect(failed.status == 1)
        let lines = failed.standardError.split(separator: "\n")
        #expect(lines.count == 9, "\(failed.standardError)")
        #expect(lines.allSatisfy { $0.contains("error: ") })
        #expect(lines.last == "error: build failed with 8 errors, 3 warnings; nothing was written")
    }

    /// Every subcommand as its help names it: `specimen --help`'s list, and the groups' own.
    static func subcommands(of command: [String], in folder: URL) throws -> [String] {
        let help = try Self.run(command + ["--help"], in: folder, errorOnTerminal: false).standardOutput
        guard let start = help.range(of: "SUBCOMMANDS:\n") else { return [] }
        // A name stands two spaces in; its abstract's further lines stand further in.
        return help[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { $0.hasPrefix("  ") }
            .filter { $0.dropFirst(2).first != " " }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    @Test("every subcommand takes --quiet, --verbose and --color, with the same help")
    func sameOptionsEverywhere() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var commands: [[String]] = []
        for name in try Self.subcommands(of: [], in: folder.url) {
            let nested = try Self.subcommands(of: [name], in: folder.url)
            commands += nested.isEmpty ? [[name]] : nested.map { [name, $0] }
        }
        #expect(commands.count == 13, "\(commands)")
        for command in commands {
            let help = try Self.run(command + ["--help"], in: folder.url, errorOnTerminal: false).standardOutput
            for option in ["--quiet", "--verbose", "--color <when>"] {
                #expect(help.contains(option), "\(command) \(option)")
            }
            #expect(help.contains("Print errors only, and what the command makes"), "\(command)")
        }
    }

    @Test("each shell's completion script names every subcommand", arguments: ["bash", "zsh", "fish"])
    func completions(shell: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try Self.run(["completions", shell], in: folder.url, errorOnTerminal: false)
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        let names = try Self.subcommands(of: [], in: folder.url)
        #expect(names.count == 11, "\(names)")
        for name in names {
            #expect(run.standardOutput.contains(name), "\(shell): \(name)")
            for nested in try Self.subcommands(of: [name], in: folder.url) {
                #expect(run.standardOutput.contains(nested), "\(shell): \(name) \(nested)")
            }
        }
        for option in ["--content", "--base-url", "--strict", "--quiet", "--color"] {
            // fish names a long option without its dashes.
            #expect(run.standardOutput.contains(shell == "fish" ? "'\(option.dropFirst(2))" : option), "\(shell): \(option)")
        }
        if shell == "bash" {
            let script = folder.url.appendingPathComponent("specimen.bash")
            try Data(run.standardOutput.utf8).write(to: script)
            let check = Process()
            check.executableURL = URL(fileURLWithPath: "/bin/bash")
            check.arguments = ["-n", script.path]
            try check.run()
            check.waitUntilExit()
            #expect(check.terminationStatus == 0)
        }
    }

    @Test("help is a subcommand of the root, as its help says: specimen help build, specimen help theme eject")
    func helpSubcommand() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let build = try Self.run(["help", "build"], in: folder.url, errorOnTerminal: false)
        #expect(build.status == 0, "\(build.standardError)")
        #expect(build.standardOutput.contains("USAGE: specimen build"))
        let eject = try Self.run(["help", "theme", "eject"], in: folder.url, errorOnTerminal: false)
        #expect(eject.status == 0, "\(eject.standardError)")
        #expect(eject.standardOutput.contains("USAGE: specimen theme eject"))
    }

    @Test("an unknown shell is a usage error that lists the three")
    func unknownShell() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try Self.run(["completions", "powershell"], in: folder.url, errorOnTerminal: false)
        #expect(run.status == 2)
        #expect(run.standardError.contains("'powershell' is invalid for '<shell>'"), "\(run.standardError)")
        #expect(run.standardError.contains("bash"))
    }

    @Test("a key every page of another generator carries is one line, and the closing line says how many warnings it stands for")
    func repeatsOfACauseAreOneLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let pages = (1...4).map { ("Content/imported/page-\($0).md", "---\ntitle: Page \($0)\ncategory: forms\n---\nText.\n") }
        try Fixtures.validSite.merging(FixtureSite(files: Dictionary(uniqueKeysWithValues: pages))).write(to: folder.url)
        let run = try Self.run(["build"], in: folder.url, environment: [:], errorOnTerminal: false)
        #expect(run.status == 0, "\(run.standardError)")
        let lines = run.standardError.split(separator: "\n").filter { $0.contains("'category'") }
        #expect(lines.count == 1, "\(run.standardError)")
        #expect(lines.first?.hasPrefix("Content/imported/page-1.md:3:1: warning: unknown front-matter key 'category'") == true)
        #expect(lines.first?.hasSuffix("; 3 more like it in 3 other files are not shown [front-matter.unknown-key]") == true, "\(lines)")
        #expect(run.standardOutput.contains(", 4 warnings in 1 line, repeats of a cause counted"), "\(run.standardOutput)")
    }
}
