import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Highlights code at build time with Pygments, the most used highlighter (Hugo's Chroma and Ruby's Rouge are
/// ports of it), maintained, with lexers for Swift and Kotlin; no Swift package highlights Kotlin. It runs as one
/// Python process for a whole build's snippets, which it reads as JSON on standard input.
///
/// The HTML is Pygments' spans with its short class names (`<span class="k">`), without a wrapping element; the
/// theme colours the classes.
///
/// The process is a helper Specimen does not trust to behave: the whole step has one deadline, whichever
/// interpreters it tries; the process runs in a process group of its own, which is killed as a whole (a child it
/// left behind holding its pipes included) and waited for; and its output is read up to a limit.
public struct PygmentsHighlighter: Sendable, Hashable {
    /// The Python interpreters tried in order, the first that imports Pygments used.
    public var interpreters: [String]
    /// How long the whole step may take, every interpreter tried included, before it is stopped and the snippets
    /// go unhighlighted.
    public var timeout: Duration
    /// The most bytes of output read from the process; more stops it.
    public var outputLimit: Int

    /// The fewest pieces of code worth a process of their own: below it, starting Python costs more than the
    /// process saves.
    public static let snippetsPerProcess = 150

    /// The deadline when none is given: enough for a site's snippets many times over.
    public static let defaultTimeout: Duration = .seconds(5)
    /// The longest deadline `SPECIMEN_HIGHLIGHT_TIMEOUT` may set, in seconds.
    public static let longestTimeout = 600

    /// Tries `interpreters` in order: names looked up on the path, or paths.
    public init(interpreters: [String], timeout: Duration = PygmentsHighlighter.defaultTimeout, outputLimit: Int = 64 << 20) {
        self.interpreters = interpreters
        self.timeout = timeout
        self.outputLimit = outputLimit
    }

    /// `SPECIMEN_PYTHON` when set; then, on Linux, the system's `/usr/bin/python3` (with Debian's python3-pygments,
    /// the same Pygments on every machine of a release, and no version manager's wrapper to start) before `python3`
    /// on the path; elsewhere `python3` on the path first, since macOS's `/usr/bin/python3` may only offer to install
    /// the developer tools. `SPECIMEN_HIGHLIGHT_TIMEOUT` sets the deadline in whole seconds (1 to 600); another
    /// value leaves the default.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        var interpreters: [String] = []
        if let chosen = environment["SPECIMEN_PYTHON"], !chosen.isEmpty {
            interpreters.append(chosen)
        }
        #if os(Linux)
        interpreters += ["/usr/bin/python3", "python3"]
        #else
        interpreters += ["python3", "/usr/bin/python3"]
        #endif
        var timeout = Self.defaultTimeout
        if let text = environment["SPECIMEN_HIGHLIGHT_TIMEOUT"], let seconds = Int(text), (1...Self.longestTimeout).contains(seconds) {
            timeout = .seconds(seconds)
        }
        self.init(interpreters: interpreters, timeout: timeout)
    }

    /// Why snippets could not be highlighted, in words for a warning.
    public struct Failure: Error, Sendable, Hashable {
        public var reason: String
        /// Whether no interpreter tried has Pygments (or could be started), so that installing it is the remedy.
        public var pygmentsMissing: Bool

        public init(reason: String, pygmentsMissing: Bool = false) {
            self.reason = reason
            self.pygmentsMissing = pygmentsMissing
        }
    }

    /// Reads `[[language, code], …]` and writes each snippet's HTML, or null for a language Pygments does not
    /// know (shown plain); each lexer is made once, and keeps the code's first and last line breaks as they are.
    static let script = """
        import json, sys
        from pygments import highlight
        from pygments.formatters import HtmlFormatter
        from pygments.lexers import get_lexer_by_name
        from pygments.util import ClassNotFound
        formatter = HtmlFormatter(nowrap=True)
        lexers = {}
        def lexer(language):
            if language not in lexers:
                try:
                    lexers[language] = get_lexer_by_name(language, stripnl=False, ensurenl=False)
                except ClassNotFound:
                    lexers[language] = None
            return lexers[language]
        snippets = json.load(sys.stdin)
        json.dump([highlight(code, lexer(language), formatter) if lexer(language) else None
                   for language, code in snippets], sys.stdout)
        """

    /// The exit status the script's process gives when Python has no Pygments to import.
    private static let noPygmentsStatus: Int32 = 3
    private static let guardedScript = """
        try:
            import pygments
        except ImportError:
            raise SystemExit(\(noPygmentsStatus))
        """ + "\n" + script

    /// Each snippet's HTML, in order, nil for a language the highlighter does not know; or why there is none.
    public func highlight(_ snippets: [CodeSnippet]) -> Result<[String?], Failure> {
        guard !snippets.isEmpty else { return .success([]) }
        guard let input = try? JSONEncoder().encode(snippets.map { [$0.language.rawValue, $0.code] }) else {
            return .failure(Failure(reason: "the snippets could not be written as JSON"))
        }
        let deadline = ContinuousClock.now + timeout
        var reasons: [String] = []
        var missing = true
        for interpreter in interpreters {
            guard ContinuousClock.now < deadline else { break }
            let run = HelperProcess.run(Self.command(for: interpreter), input: input, until: deadline, outputLimit: outputLimit)
            switch run.ending {
            case .timedOut:
                return .failure(Failure(reason: "highlighting took more than \(Self.seconds(timeout)) and was stopped "
                    + "(\(interpreter) with Pygments); raise SPECIMEN_HIGHLIGHT_TIMEOUT (seconds, at most \(Self.longestTimeout)) to allow more"))
            case .tooMuchOutput:
                return .failure(Failure(reason: "\(interpreter) wrote more than \(outputLimit >> 20) MiB and was stopped"))
            case .notStarted:
                reasons.append("\(interpreter) could not be started")
            case let .exited(status) where status == Self.noPygmentsStatus:
                reasons.append("\(interpreter) has no Pygments")
            case let .exited(status) where status == 127 && !interpreter.contains("/"):
                reasons.append("\(interpreter) is not on the path")
            case let .exited(status) where status != 0:
                missing = false
                let message = String(decoding: run.errors, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
                reasons.append("\(interpreter) with Pygments failed (exit \(status))" + (message.isEmpty ? "" : ": \(message)"))
            case let .signalled(number):
                missing = false
                reasons.append("\(interpreter) was ended by signal \(number)")
            case .exited:
                guard let html = try? JSONDecoder().decode([String?].self, from: run.output), html.count == snippets.count else {
                    missing = false
                    reasons.append("\(interpreter) gave back no list of highlighted snippets, one for each")
                    continue
                }
                // Pygments' formatter ends every snippet with a line break; the code keeps its own.
                return .success(zip(html, snippets).map { html, snippet in
                    html.map { $0.hasSuffix("\n") && !snippet.code.hasSuffix("\n") ? String($0.dropLast()) : $0 }
                })
            }
        }
        if reasons.isEmpty {
            reasons.append("no time was left to try \(interpreters.joined(separator: ", "))")
        }
        return .failure(Failure(reason: reasons.joined(separator: "; "), pygmentsMissing: missing))
    }

    private static func command(for interpreter: String) -> [String] {
        interpreter.contains("/") ? [interpreter, "-c", guardedScript] : ["/usr/bin/env", interpreter, "-c", guardedScript]
    }

    static func seconds(_ duration: Duration) -> String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return seconds == seconds.rounded() ? "\(Int(seconds)) s" : String(format: "%.1f s", seconds)
    }
}
