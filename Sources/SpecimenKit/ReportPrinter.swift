import ArgumentParser
import Foundation
import SiteBuilder
import SiteModel

/// How `build` and `check` print a build's outcome: every diagnostic on standard error, the stage times with
/// `--verbose`, and a closing line; a failed build exits with status 1.
enum ReportPrinter {
    /// Prints the diagnostics and, with `verbose`, each stage; throws exit status 1 when the build failed.
    /// - Parameters:
    ///   - report: the build's outcome.
    ///   - verbose: print each stage with its time.
    ///   - failure: what the closing error line adds about the output (`public was left as it was`).
    static func print(_ report: BuildReport, verbose: Bool, failure: String) throws {
        let standardError = FileHandle.standardError
        for diagnostic in report.diagnostics {
            StandardError.write(diagnostic.formatted)
        }
        if verbose {
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
            standardError.write(Data(
                "error: build failed with \(Wording.count(errors, "error"))\(warningText(report)); \(failure)\n".utf8
            ))
            throw ExitCode(ExitStatus.contentErrors)
        }
    }

    /// `, 2 warnings`, or nothing.
    static func warningText(_ report: BuildReport) -> String {
        let warnings = report.diagnostics.count { $0.severity == .warning }
        return warnings == 0 ? "" : ", " + Wording.count(warnings, "warning")
    }

    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
        return String(format: "%.1f ms", milliseconds)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
