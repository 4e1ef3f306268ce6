import ArgumentParser
import Foundation
import SiteBuilder
import SiteModel

/// What `build` and `check` print: text for people, or one JSON document for tools.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    /// Each diagnostic on standard error as `path:line:column: severity: message [code]`, then a closing line.
    case text
    /// One JSON document on standard output: every diagnostic with its code, the accepted findings, the counts.
    case json
}

/// How `build` and `check` print a build's outcome: every diagnostic on standard error (errors only under
/// `--quiet`), the stage times with `--verbose`, and a closing line; or all of it as one JSON document. A failed
/// build exits with status 1.
enum ReportPrinter {
    /// Prints the diagnostics and, with `--verbose`, each stage; throws exit status 1 when the build failed.
    /// - Parameters:
    ///   - report: the build's outcome.
    ///   - format: text or JSON.
    ///   - terminal: how much to print, and in colour or not.
    ///   - failure: what the closing error line adds about the output (`public was left as it was`).
    ///   - success: the closing line of a build that succeeded, if any.
    static func print(_ report: BuildReport, format: ReportFormat = .text, on terminal: Console, failure: String,
                      success: String? = nil) throws {
        if format == .json {
            FileHandle.standardOutput.write(json(report))
            guard report.succeeded else { throw ExitCode(ExitStatus.contentErrors) }
            return
        }
        for diagnostic in RepeatedDiagnostics.folded(report.diagnostics) {
            terminal.report(diagnostic)
        }
        if terminal.verbose {
            Swift.print("  cores    \(report.cores) of the machine's \(report.machineCores)")
            for stage in report.stages {
                let usage = [
                    stage.processorTime.map { "processor \(milliseconds($0))" },
                    stage.peakMemory.map { "peak \($0 / (1024 * 1024)) MiB" },
                ].compactMap { $0 }
                let usageText = usage.isEmpty ? "" : "  (" + usage.joined(separator: ", ") + ")"
                Swift.print("  \(stage.name.padding(toLength: 9, withPad: " ", startingAt: 0)) "
                    + "\(milliseconds(stage.duration).leftPadded(to: 8))  \(stage.detail)\(usageText)")
            }
            // `serve` prints these while it runs; on a pipe they would wait in the buffer until it stops.
            fflush(nil)
        }
        guard report.succeeded else {
            let errors = report.diagnostics.count { $0.severity == .error }
            terminal.error("build failed with \(Wording.count(errors, "error"))\(warningText(report))\(linkHint(report))\(keepHint(report)); \(failure)")
            throw ExitCode(ExitStatus.contentErrors)
        }
        if let success {
            terminal.say(success)
        }
    }

    /// ` (3 of them links: …)` when links are among the errors: pages brought from another generator often link to
    /// what this site does not have yet, and the setting that lets such a site build is named.
    static func linkHint(_ report: BuildReport) -> String {
        let links = report.diagnostics.count { $0.severity == .error && ($0.code == .linkBroken || $0.code == .linkAnchor) }
        guard links > 0 else { return "" }
        return " (\(links) of them \(links == 1 ? "a link" : "links"); for a site being migrated, "
            + "'link_check: warning' in site.yml reports them without failing the build)"
    }

    /// ` (2 of them token.conflict: …)` when every error is of a code a team may keep as it is
    /// (``DiagnosticCode/keepable``), as `--strict` makes them, and none is needed by what follows from it: the one
    /// site.yml line that sets those codes off is named.
    static func keepHint(_ report: BuildReport) -> String {
        let errors = report.diagnostics.filter { $0.severity == .error }
        let kept = errors.filter { $0.code.keepable && !$0.isNeeded }
        // Named only when the line settles the build: no other error, and none that a preview needs.
        guard !kept.isEmpty, kept.count == errors.count else { return "" }
        let codes = Set(kept.map(\.code)).sorted()
        let named = codes.map(\.name).joined(separator: ", ")
        let setting = codes.map { "\($0.name): off" }.joined(separator: ", ")
        return " (\(kept.count) of them \(named): to keep what they report as it is, add 'diagnostics: {\(setting)}' to site.yml, "
            + "or accept each with 'specimen build --accept-current')"
    }

    /// `, 2 warnings, 5 accepted`, `, 80 warnings in 3 lines, repeats of a cause counted`, or nothing.
    static func warningText(_ report: BuildReport) -> String {
        let warnings = report.diagnostics.count { $0.severity == .warning }
        let lines = RepeatedDiagnostics.folded(report.diagnostics).count { $0.severity == .warning }
        return (warnings == 0 ? "" : ", " + Wording.count(warnings, "warning"))
            + (lines < warnings ? " in \(Wording.count(lines, "line")), repeats of a cause counted" : "")
            + (report.accepted.isEmpty ? "" : ", \(report.accepted.count) accepted")
    }

    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
        return String(format: "%.1f ms", milliseconds)
    }

    /// The report as one JSON document: `succeeded`, the counts, and each diagnostic and accepted finding with its
    /// place, severity, code, subject and message. Keys sorted, so that the same build prints the same bytes.
    static func json(_ report: BuildReport) -> Data {
        struct Item: Encodable {
            var path: String
            var line: Int
            var column: Int
            var severity: String
            var code: String
            var subject: String?
            var message: String

            init(_ diagnostic: Diagnostic) {
                path = diagnostic.location.path
                line = diagnostic.location.line
                column = diagnostic.location.column
                severity = diagnostic.severity.rawValue
                code = diagnostic.code.name
                subject = diagnostic.subject
                message = diagnostic.message
            }
        }
        struct Document: Encodable {
            var succeeded: Bool
            var errors: Int
            var warnings: Int
            var pages: Int
            var files: Int
            var diagnostics: [Item]
            var accepted: [Item]
        }
        let document = Document(
            succeeded: report.succeeded,
            errors: report.diagnostics.count { $0.severity == .error },
            warnings: report.diagnostics.count { $0.severity == .warning },
            pages: report.pageCount,
            files: report.fileCount,
            diagnostics: report.diagnostics.map(Item.init),
            accepted: report.accepted.map(Item.init)
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(document)) ?? Data("{}".utf8)) + Data("\n".utf8)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
