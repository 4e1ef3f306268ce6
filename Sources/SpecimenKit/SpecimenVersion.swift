import CPlatform

/// Which Specimen this is: the version, and the commit its binary was built from.
public enum SpecimenVersion {
    /// The version, which also names the release archive (`make dist`).
    public static let number = "0.1.0"

    /// The commit `make dist` stamped into the binary, or nil in a build from the work tree.
    public static var commit: String? {
        specimen_commit().map { String(cString: $0) }
    }

    /// The GitHub repository (`owner/name`) whose releases publish this binary, which `make dist` stamped; nil in
    /// a build from the work tree.
    public static var repository: String? {
        specimen_repository().map { String(cString: $0) }
    }

    /// The GitHub Action that installs this version, as a workflow's `uses:` names it: `owner/name@v0.1.0`, with
    /// `OWNER/specimen` where the binary does not know its repository.
    static var action: String {
        "\(repository ?? unknownRepository)@v\(number)"
    }

    /// What ``action`` names where the repository is not known: to be replaced by hand.
    static let unknownRepository = "OWNER/specimen"

    /// What `specimen --version` prints: `0.1.0 (commit 670646e1f2a3)`, or `0.1.0 (built from source)`.
    static var description: String {
        number + (commit.map { " (commit \($0))" } ?? " (built from source)")
    }
}
