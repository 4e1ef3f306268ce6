import Disk
import Foundation
import SiteModel

/// `build --accept-current`: an acceptance for each finding of a build, added to site.yml's `accept:` with a reason
/// to fill in, as a linter's baseline records the problems a team already knows of.
enum AcceptanceWriter {
    /// The reason each new acceptance is written with, for the team to replace.
    static let placeholder = "TODO: say why this finding is accepted"

    /// The lines `accept:` gains for `findings`: one per code and subject (or per code and file, for a finding
    /// with no subject), in the order of the findings. Findings outside the content folder have no page an
    /// acceptance could name, and are left out.
    static func items(for findings: [Diagnostic], contentPath: String) -> [String] {
        var seen: Set<String> = []
        var items: [String] = []
        let prefix = contentPath.hasSuffix("/") ? contentPath : contentPath + "/"
        for finding in findings {
            var fields = ["code: " + finding.code.name]
            if let subject = finding.subject {
                fields.append("subject: " + YAMLBlockEdit.quoted(subject))
            } else if finding.location.path.hasPrefix(prefix) {
                fields.append("page: " + YAMLBlockEdit.quoted(String(finding.location.path.dropFirst(prefix.count))))
            } else {
                continue
            }
            fields.append("reason: " + YAMLBlockEdit.quoted(placeholder))
            let item = "{" + fields.joined(separator: ", ") + "}"
            if seen.insert(item).inserted {
                items.append(item)
            }
        }
        return items
    }

    /// Adds acceptances for `findings` to `contentPath`/site.yml (made when there is none), replacing the file
    /// whole only once the new text is written beside it. Returns how many acceptances were added.
    static func write(_ findings: [Diagnostic], contentPath: String, ownCodes: [DiagnosticCode] = []) throws -> Int {
        let path = FileSystem.join(contentPath, "site.yml")
        let items = items(for: findings, contentPath: contentPath)
        guard !items.isEmpty else { return 0 }
        let file: UserFile
        do {
            file = try UserFile.read(path, below: contentPath, mayBeMissing: true)
        } catch {
            throw Refused(message: "\(path) was left as it was: it \(error.reason); nothing was accepted")
        }
        guard let text = String(validating: file.contents, as: UTF8.self) else {
            throw Refused(message: "\(path) cannot be read as UTF-8 text; nothing was accepted")
        }
        switch YAMLBlockEdit.appending(items, toList: "accept", in: text) {
        case let .success(edited):
            // What is written must read back with every acceptance it had and the new ones, or the file is left alone.
            let before = SiteSettings.read(YAMLSource(path: path, text: text, firstLine: 1), ownCodes: ownCodes).0.acceptances.count
            let (settings, problems) = SiteSettings.read(YAMLSource(path: path, text: edited, firstLine: 1), ownCodes: ownCodes)
            guard settings.acceptances.count == before + items.count,
                  !problems.contains(where: { $0.code == .yamlSyntax })
            else {
                throw Refused(message: "\(path) was left as it was: with the acceptances added it would not read back as written; add them by hand")
            }
            do {
                try file.replace(with: Array(edited.utf8))
            } catch {
                throw Refused(message: "\(path) was left as it was: it \(error.reason); nothing was accepted")
            }
            return items.count
        case let .failure(refusal):
            throw Refused(message: "\(path) was left as it was: \(refusal.message)")
        }
    }

    struct Refused: Error {
        var message: String
    }
}
