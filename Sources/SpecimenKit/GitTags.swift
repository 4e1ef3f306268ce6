import ArgumentParser
import Foundation
import SiteModel

/// The repository's tags and what each holds, read with git: the repository is only read.
enum GitTags {
    /// The most tags read: more than any design system releases, few enough to list at once.
    static let tagLimit = 100_000

    /// The repository the working folder is in: its top folder, and the working folder's place in it
    /// (`docs/`), which every path of a tag's tree is read under.
    struct Repository: Sendable, Hashable {
        var top: String
        var prefix: String
    }

    /// The repository of the working folder; asked once, since each question to git is a process.
    static func repository() throws -> Repository {
        guard let top = try? GitArchive.git(["rev-parse", "--show-toplevel"]) else {
            throw ValidationError("--versions builds the versions from the tags of a git repository, and the working folder is in none; "
                + "run it in the repository's clone (with its tags: git fetch --tags)")
        }
        return Repository(top: top, prefix: (try? GitArchive.git(["rev-parse", "--show-prefix"])) ?? "")
    }

    /// Every tag with the commit it points at (an annotated tag's own commit), sorted by name. A tag that names
    /// no commit (a tag of a tree or a blob) is left out.
    static func list() throws -> [VersionCatalog.Tag] {
        var tags: [VersionCatalog.Tag] = []
        // `%00` parts a record: a tag's name has no control character, and no NUL.
        try GitArchive.gitRecords(["for-each-ref", "--format=%(refname:strip=2)%00%(objecttype)%00%(objectname)%00%(*objecttype)%00%(*objectname)",
                                   "refs/tags"], separator: UInt8(ascii: "\n")) { record in
            let fields = record.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5 else { return }
            guard tags.count < tagLimit else {
                throw ValidationError("the repository has more than \(tagLimit) tags; --versions reads at most that many")
            }
            if fields[1] == "commit" {
                tags.append(.init(name: fields[0], commit: fields[2]))
            } else if fields[3] == "commit" {
                tags.append(.init(name: fields[0], commit: fields[4]))
            }
        }
        return tags.sorted { $0.name < $1.name }
    }

    /// The id of the tree at `path` (relative to the working folder's place in the repository) in `commit`, or nil
    /// when the commit has no folder there. Two commits whose trees there are the same id hold the same files.
    static func tree(of commit: String, at path: String, in repository: Repository) -> String? {
        // `MODE TYPE OBJECT\tPATH` for the entry itself: the path is literal, and no folder is listed into.
        guard let entry = try? GitArchive.git(["--literal-pathspecs", "-C", repository.top, "ls-tree", "--full-tree", commit, "--",
                                               repository.prefix + path])
        else { return nil }
        let fields = entry.prefix { $0 != "\t" }.split(separator: " ")
        guard fields.count == 3, fields[1] == "tree" else { return nil }
        return String(fields[2])
    }

    /// The first symbolic link on the way to `path` (relative to the working folder's place in the repository) in
    /// `commit`'s tree, with its target as the link holds it (nil when longer than a path may be); nil when there
    /// is none. Only the repository is read: the link is never followed.
    static func link(in commit: String, at path: String, in repository: Repository) -> (path: String, target: String?)? {
        let prefix = repository.prefix
        var walked = ""
        for component in path.split(separator: "/") {
            walked += (walked.isEmpty ? "" : "/") + component
            // `MODE TYPE OBJECT\tPATH`, for the entry itself: the path is literal, and no folder is listed into.
            guard let entry = try? GitArchive.git(["--literal-pathspecs", "ls-tree", "--full-tree", commit, "--", prefix + walked]) else {
                return nil
            }
            let fields = entry.prefix { $0 != "\t" }.split(separator: " ")
            guard fields.count == 3 else { return nil }
            guard fields[0] == "120000" else { continue }
            let id = String(fields[2])
            let size = (try? GitArchive.git(["cat-file", "-s", id])).flatMap { Int($0) } ?? .max
            return (walked, size <= 4_096 ? try? GitArchive.git(["cat-file", "blob", id]) : nil)
        }
        return nil
    }
}
