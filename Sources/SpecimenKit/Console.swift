import ArgumentParser
import Foundation
import SiteModel
import TextEscaping

/// When errors and warnings on standard error are coloured.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    /// On a terminal, unless `NO_COLOR` is set or `TERM` is `dumb`.
    case auto
    case always
    case never
}

/// The options every subcommand takes for what it prints: how much, and whether in colour.
struct ConsoleOptions: ParsableArguments {
    @Flag(help: ArgumentHelp(
        "Print errors only, and what the command makes (a diff's report, a preview's SVG): no warnings, no "
            + "closing line, no progress."))
    var quiet = false

    @Flag(help: "Also print each step with its time, in the commands that have steps (build, check, serve, diff).")
    var verbose = false

    @Option(help: ArgumentHelp(
        "When to colour errors and warnings: auto (on a terminal, unless NO_COLOR is set), always or never.",
        valueName: "when"
    ))
    var color: ColorChoice = .auto

    func validate() throws {
        if quiet && verbose {
            throw ValidationError("--quiet and --verbose ask for opposite things; give one of them")
        }
    }

    /// How this command prints, for this process's environment and standard error.
    var terminal: Console {
        Console(quiet: quiet, verbose: verbose, color: color, environment: ProcessInfo.processInfo.environment,
                errorIsTerminal: isatty(STDERR_FILENO) == 1)
    }
}

/// What a command prints to a person, decided once from its options, the environment and whether standard error
/// is a terminal. Every line that holds text a page, a token file or a commit chose is escaped for the terminal
/// before any colour is added.
struct Console: Sendable {
    /// Errors only (and the command's product).
    var quiet: Bool
    /// Each step with its time.
    var verbose: Bool
    /// ANSI colour on the severities of standard error's lines.
    var colored: Bool
    /// A progress line on standard error while a long build runs.
    var showsProgress: Bool

    init(quiet: Bool = false, verbose: Bool = false, colored: Bool = false, showsProgress: Bool = false) {
        self.quiet = quiet
        self.verbose = verbose
        self.colored = colored
        self.showsProgress = showsProgress
    }

    /// The console the options ask for. `NO_COLOR` (no-color.org: set and not empty) turns colour off unless
    /// `--color always` asks for it; a progress line needs a terminal, and never shows under `CI` or `TERM=dumb`.
    init(quiet: Bool, verbose: Bool, color: ColorChoice, environment: [String: String], errorIsTerminal: Bool) {
        let dumb = environment["TERM"] == "dumb"
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        let colored = switch color {
        case .always: true
        case .never: false
        case .auto: errorIsTerminal && !noColor && !dumb
        }
        self.init(quiet: quiet, verbose: verbose, colored: colored,
                  showsProgress: errorIsTerminal && !quiet && !dumb && environment["CI"] == nil)
    }

    /// Writes `line` on standard error, escaped, with its severity coloured.
    func write(_ line: String) {
        FileHandle.standardError.write(Data((styled(line) + "\n").utf8))
    }

    /// Writes `error: message` on standard error.
    func error(_ message: String) {
        write("error: " + message)
    }

    /// Writes a diagnostic on standard error; under `--quiet`, only an error.
    func report(_ diagnostic: Diagnostic) {
        if quiet && diagnostic.severity != .error { return }
        write(diagnostic.formatted)
    }

    /// Writes `line` on standard output, escaped, unless `--quiet`: a command's closing line or what it wrote.
    /// Straight to the file descriptor: print's buffer would hold it back on a pipe, where a script or test waits
    /// for the line (`serve`).
    func say(_ line: String) {
        if quiet { return }
        FileHandle.standardOutput.write(Data((TerminalText.escaped(line) + "\n").utf8))
    }

    /// `line` escaped for the terminal, and where colour is on, its severity (`error:`, `warning:`, `note:`) in
    /// bold colour and the place before it (`path:line:column:`) in bold, as compilers print them.
    func styled(_ line: String) -> String {
        let escaped = TerminalText.escaped(line)
        guard colored else { return escaped }
        for (severity, color) in Self.severities where escaped.hasPrefix(severity + " ") {
            return Self.paint(severity, color) + escaped.dropFirst(severity.count)
        }
        // The first severity after a place: a message may quote another.
        let found = Self.severities.compactMap { severity, color in
            escaped.range(of: ": \(severity) ").map { (range: $0, severity: severity, color: color) }
        }.min { $0.range.lowerBound < $1.range.lowerBound }
        guard let found else { return escaped }
        return Self.paint(escaped[..<found.range.lowerBound] + ":", Self.bold) + " "
            + Self.paint(found.severity, found.color) + " " + escaped[found.range.upperBound...]
    }

    private static let bold = "1"
    private static let severities = [("error:", "1;31"), ("warning:", "1;35"), ("note:", "1;36")]

    private static func paint(_ text: some StringProtocol, _ style: String) -> String {
        "\u{1B}[\(style)m\(text)\u{1B}[0m"
    }
}
