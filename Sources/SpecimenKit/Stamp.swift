import ArgumentParser
import Disk
import Foundation
import SiteBuilder
import SiteModel
import TextEscaping

/// `specimen stamp`: records, in a component page's front matter, that its assessment was reviewed today against
/// what the page draws now.
struct Stamp: ParsableCommand, SiteCommand {
    static let configuration = CommandConfiguration(
        commandName: "stamp",
        abstract: "Record that the component pages' verdicts and scorecards were reviewed today, against what they draw now.",
        discussion: """
            Writes each page's assessed: key (the day, every preview the page draws in one line, and the value of \
            every token they paint with) and touches nothing else in the file. A page whose drawings or tokens \
            differ from its assessed: is marked stale on its page and the dashboard, and warned of, until it is \
            stamped again. Exit codes: 0 success, 1 a page that cannot be stamped, 2 usage errors.
            """
    )

    @OptionGroup var site: SiteOptions

    @Argument(help: ArgumentHelp("The component pages to stamp (Content/components/slider.md).", valueName: "page"))
    var pages: [String]

    @OptionGroup var console: ConsoleOptions

    func run() throws {
        let terminal = console.terminal
        let options = site.buildOptions(output: "public")
        let reviewed = Allocator.builder(options).review()
        var failed = false
        for path in pages {
            do {
                terminal.say(try stamp(path, in: reviewed, today: options.today))
            } catch let refused as Refused {
                terminal.error("\(path): \(refused.message)")
                failed = true
            }
        }
        if failed {
            throw ExitCode(ExitStatus.contentErrors)
        }
    }

    struct Refused: Error {
        var message: String
    }

    /// Stamps the page at `path` and says what was stamped.
    private func stamp(_ path: String, in reviewed: ReviewedSite, today: CalendarDay) throws -> String {
        let wanted = URL(fileURLWithPath: path).standardizedFileURL.path
        guard let entry = reviewed.site.pages.first(where: { URL(fileURLWithPath: $0.page.displayPath).standardizedFileURL.path == wanted }) else {
            let errors = reviewed.diagnostics.filter { $0.severity == .error && URL(fileURLWithPath: $0.location.path).standardizedFileURL.path == wanted }
            if let first = errors.first {
                throw Refused(message: "the page has errors; fix them first: \(first.formatted)")
            }
            throw Refused(message: "is no page of \(site.content); give the path of a component page's Markdown file, such as \(site.content)/components/slider.md")
        }
        let page = entry.page
        guard let fingerprint = page.assessment else {
            throw Refused(message: "has no verdict or scorecard, so there is no assessment to stamp")
        }
        let file: UserFile
        do {
            file = try UserFile.read(page.displayPath, below: site.content)
        } catch {
            throw Refused(message: "was left as it was: it \(error.reason)")
        }
        let bytes = file.contents
        guard case let .success(document) = SourceDocument.split(utf8: bytes, path: page.displayPath),
              let frontMatter = document.frontMatter, !frontMatter.isTOML
        else {
            throw Refused(message: "its front matter is not YAML between --- lines, which stamp writes into")
        }
        // The YAML starts after the opening line, and the file around it stays as it is.
        guard let opening = bytes.firstIndex(of: UInt8(ascii: "\n")) else {
            throw Refused(message: "its front matter is not YAML between --- lines, which stamp writes into")
        }
        let start = opening + 1
        let end = start + frontMatter.text.utf8.count
        guard end <= bytes.count, String(decoding: bytes[start..<end], as: UTF8.self) == frontMatter.text else {
            throw Refused(message: "its front matter could not be located exactly; the file was left as it was")
        }
        let edited = YAMLBlockEdit.replacing("assessed", with: fingerprint.frontMatterLines(assessedOn: today), in: frontMatter.text)
        // What is written must read back as the stamp meant, or the file is left alone.
        let (read, _) = PageFrontMatter.read(YAMLSource(path: page.displayPath, text: edited, firstLine: 2))
        guard let stamped = read?.component.assessed, stamped.date == today, stamped.fingerprint == fingerprint else {
            throw Refused(message: "its front matter would not read back as stamped; the file was left as it was")
        }
        do {
            try file.replace(with: Array(bytes[..<start]) + Array(edited.utf8) + Array(bytes[end...]))
        } catch {
            throw Refused(message: "was left as it was: it \(error.reason)")
        }
        let was: String
        switch page.assessmentStatus {
        case let .stale(day, changes)?: was = "; it was stale since \(day) (\(Wording.count(changes.phrases.count, "change")))"
        case let .current(day)?: was = "; it was stamped on \(day)"
        default: was = ""
        }
        return "Stamped \(page.displayPath) on \(today): \(Wording.count(fingerprint.drawn.count, "preview")), "
            + "\(Wording.count(fingerprint.tokens.count, "token"))\(was)"
    }
}
