import Foundation
import Testing
import TestSupport
import Yams

/// The GitHub workflows `specimen init` writes and this repository's own, and the action (action.yml) they install
/// specimen with: their steps' scripts run here with bash, in the environment a runner gives them.
@Suite("workflows and action")
struct WorkflowTests {
    /// The `run:` script of the step named `name` among `steps` (a job's or a composite action's).
    static func script(_ name: String, in steps: Any?) throws -> String {
        let steps = try #require(steps as? [[String: Any]])
        let step = try #require(steps.first { $0["name"] as? String == name }, "no step named \(name)")
        return try #require(step["run"] as? String)
    }

    /// Every job's steps, one after the other.
    static func steps(ofWorkflow text: String) throws -> [[String: Any]] {
        let workflow = try #require(try Yams.load(yaml: text) as? [String: Any])
        let jobs = try #require(workflow["jobs"] as? [String: Any])
        return jobs.values.flatMap { ($0 as? [String: Any])?["steps"] as? [[String: Any]] ?? [] }
    }

    /// `script` run as a runner runs a step's script (bash with `options`), in `folder`, with `environment` added.
    static func bash(_ script: String, options: [String], in folder: URL, environment: [String: String]) throws
        -> SpecimenCommandTests.Run {
        let file = folder.appendingPathComponent(".step-\(UUID().uuidString).sh")
        try Data(script.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try run(["bash"] + options + [file.path], in: folder, environment: environment)
    }

    /// `git ARGUMENTS` in `folder`, expected to succeed; its standard output, trimmed.
    @discardableResult
    static func git(_ arguments: [String], in folder: URL) throws -> String {
        let identity = ["GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.org",
                        "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.org"]
        let git = try run(["git"] + arguments, in: folder, environment: identity)
        #expect(git.status == 0, "git \(arguments): \(git.standardError)")
        return git.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `command` (looked up on the PATH) in `folder`, with `environment` added to this process's.
    static func run(_ command: [String], in folder: URL, environment: [String: String]) throws
        -> SpecimenCommandTests.Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        return SpecimenCommandTests.Started(process: process, output: output, error: error).wait()
    }

    /// The site `specimen init` writes, in `folder`/site.
    static func initSite(in folder: TemporaryFolder) throws -> URL {
        let written = try SpecimenCommandTests.run(["init", "site"], in: folder.url)
        #expect(written.status == 0, "\(written.standardError)")
        return folder.url.appendingPathComponent("site")
    }

    /// The site `specimen init` writes, in `folder`/site, committed on `main` of a new repository there.
    static func committedSite(in folder: TemporaryFolder) throws -> URL {
        let site = try initSite(in: folder)
        try git(["init", "--quiet", "--initial-branch=main"], in: site)
        try git(["add", "--all"], in: site)
        try git(["commit", "--quiet", "-m", "The starter"], in: site)
        return site
    }

    /// The text of `relative` under `folder`.
    static func text(_ relative: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
    }

    @Test("the review compares a pull request with where it branched from: one behind main that edits prose passes")
    func reviewFromMergeBase() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let site = try Self.committedSite(in: folder)
        let branchedFrom = try Self.git(["rev-parse", "HEAD"], in: site)
        // The pull request, from that commit, only edits prose.
        try Self.git(["checkout", "--quiet", "-b", "prose"], in: site)
        let index = site.appendingPathComponent("Content/index.md")
        try Data((try Self.text("Content/index.md", in: site) + "\nA sentence more.\n").utf8).write(to: index)
        try Self.git(["commit", "--quiet", "-am", "A sentence more"], in: site)
        let head = try Self.git(["rev-parse", "HEAD"], in: site)
        // Meanwhile main gains a page, which the pull request's branch has never seen.
        try Self.git(["checkout", "--quiet", "main"], in: site)
        let page = "---\ntitle: Guide\nsummary: How to use the system.\n---\n\nRead this first.\n"
        try Data(page.utf8).write(to: site.appendingPathComponent("Content/guide.md"))
        try Self.git(["add", "Content/guide.md"], in: site)
        try Self.git(["commit", "--quiet", "-m", "A guide"], in: site)
        // As actions/checkout leaves the target branch with fetch-depth: 0.
        try Self.git(["update-ref", "refs/remotes/origin/main", "main"], in: site)
        try Self.git(["checkout", "--quiet", "--detach", head], in: site)

        // From main's tip, the pull request seems to remove the guide.
        let fromTip = try SpecimenCommandTests.run(["diff", "origin/main", head, "--output", folder.path("tip"),
                                                    "--fail-on", "removed-page"], in: site)
        #expect(fromTip.status == 1, "\(fromTip.standardOutput)\(fromTip.standardError)")

        let workflows = [try Self.text(".github/workflows/review.yml", in: site),
                         try Self.text(".github/workflows/review.yml", in: SourceTree.packageRoot())]
        for (number, workflow) in workflows.enumerated() {
            let script = try Self.script("Compare with the target branch", in: try Self.steps(ofWorkflow: workflow))
            let output = folder.url.appendingPathComponent("output-\(number)")
            try Data().write(to: output)
            let path = SpecimenCommandTests.executable.deletingLastPathComponent().path
            let step = try Self.bash(script, options: ["-e"], in: site, environment: [
                "BASE": "main", "HEAD": head, "RUN_URL": "https://example.org/runs/1", "GITHUB_OUTPUT": output.path,
                "PATH": path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            ])
            #expect(step.status == 0, "workflow \(number): \(step.standardError)")
            #expect(try Self.text("output-\(number)", in: folder.url) == "status=0\n", "workflow \(number)")
            let summary = try Self.text("summary.md", in: site)
            #expect(summary.contains("1 change from `\(branchedFrom)` to `\(head)`"), "workflow \(number): \(summary)")
            #expect(summary.contains("1 section changed") && !summary.contains("uide"), "workflow \(number): \(summary)")
        }
    }

    @Test("the Pages workflow builds the working tree before the first v* tag, and every release with --versions after")
    func pagesBuildsVersionsOnceTagged() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let site = try Self.committedSite(in: folder)
        let script = try Self.script("Build and check the site", in: try Self.steps(ofWorkflow: try Self.text(".github/workflows/pages.yml", in: site)))
        let path = SpecimenCommandTests.executable.deletingLastPathComponent().path
        let environment = ["BASE_URL": "https://example.org/docs/",
                           "PATH": path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]

        let untagged = try Self.bash(script, options: ["-e"], in: site, environment: environment)
        #expect(untagged.status == 0, "\(untagged.standardError)")
        #expect(untagged.standardOutput.contains("Built 5 pages"), "\(untagged.standardOutput)")
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("public/versions.json").path))

        try Self.git(["tag", "v1.0.0"], in: site)
        let tagged = try Self.bash(script, options: ["-e"], in: site, environment: environment)
        #expect(tagged.status == 0, "\(tagged.standardError)")
        #expect(tagged.standardOutput.contains("Built 1 version"), "\(tagged.standardOutput)")
        let list = try Self.text("public/versions.json", in: site)
        #expect(list.contains("\"tag\" : \"v1.0.0\""), "\(list)")
        #expect(try Self.text("public/components/slider/index.html", in: site).contains("https://example.org/docs/components/slider/"))
    }

    /// The concurrency group and cancel-in-progress of a run of `workflow` for `event` on `ref`, with the two
    /// expressions the workflows use evaluated; any other expression fails the test.
    static func concurrency(of workflow: String, event: String, ref: String) throws -> (group: String, cancels: String) {
        let parsed = try #require(try Yams.load(yaml: workflow) as? [String: Any])
        let concurrency = try #require(parsed["concurrency"] as? [String: Any])
        let evaluate = { (value: Any?) -> String in
            "\(value ?? "")"
                .replacingOccurrences(of: "${{ github.ref }}", with: ref)
                .replacingOccurrences(of: "${{ github.event_name == 'pull_request' }}", with: "\(event == "pull_request")")
        }
        let group = evaluate(concurrency["group"])
        let cancels = evaluate(concurrency["cancel-in-progress"])
        #expect(!group.contains("${{") && !cancels.contains("${{"), "an expression the test does not know: \(group) \(cancels)")
        return (group, cancels)
    }

    @Test("no run of a Pages workflow cancels a deploy from main, and a pull request's cannot either")
    func pagesDeployNotCancelled() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let site = try Self.initSite(in: folder)
        let workflows = [try Self.text(".github/workflows/pages.yml", in: site),
                         try Self.text(".github/workflows/pages.yml", in: SourceTree.packageRoot())]
        for (number, workflow) in workflows.enumerated() {
            let deploy = try Self.concurrency(of: workflow, event: "push", ref: "refs/heads/main")
            var others = [deploy]
            if workflow.contains("\n  pull_request:") {
                others.append(try Self.concurrency(of: workflow, event: "pull_request", ref: "refs/pull/7/merge"))
            }
            // A run cancels the runs in progress in its group when its own cancel-in-progress is true.
            for other in others where other.group == deploy.group {
                #expect(other.cancels == "false", "workflow \(number): a run in \(other.group) cancels the deploy")
            }
        }
    }

    @Test("the action installs the version in its own VERSION file, also when pinned to a commit SHA")
    func actionVersion() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = SourceTree.packageRoot()
        let version = try Self.text("VERSION", in: root).trimmingCharacters(in: .whitespacesAndNewlines)
        let said = try SpecimenCommandTests.run(["--version"], in: folder.url)
        #expect(said.standardOutput.hasPrefix(version + " "), "VERSION says \(version); specimen --version \(said.standardOutput)")

        let action = try #require(try Yams.load(yaml: try Self.text("action.yml", in: root)) as? [String: Any])
        let script = try Self.script("Choose the release", in: (action["runs"] as? [String: Any])?["steps"])
        // A gh that answers a newer latest release, which a pinned action must not install.
        let bin = folder.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try Data("#!/bin/sh\necho v9.9.9\n".utf8).write(to: bin.appendingPathComponent("gh"))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("gh").path)
        for ref in ["0123456789abcdef0123456789abcdef01234567", "main", "v\(version)"] {
            let output = folder.url.appendingPathComponent("output")
            try Data().write(to: output)
            let step = try Self.bash(script, options: ["--noprofile", "--norc", "-eo", "pipefail"], in: folder.url, environment: [
                "VERSION": "", "REPOSITORY": "owner/specimen", "ACTION_REF": ref, "GH_TOKEN": "token",
                "GITHUB_ACTION_PATH": root.path, "GITHUB_OUTPUT": output.path, "RUNNER_TOOL_CACHE": folder.path("cache"),
                "PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            ])
            #expect(step.status == 0, "\(ref): \(step.standardError)")
            #expect(try Self.text("output", in: folder.url).hasPrefix("version=\(version)\n"), "\(ref)")
        }
    }
}
