import Disk
import Foundation

/// The folder of one version `specimen diff` compares: a commit's extracted files, or a folder given. The build
/// already leaves out links inside the content and theme folders that lead out of them; this checks the folders
/// themselves, whose links the build follows.
enum SideTree {
    /// The first symbolic link on the way from `root` to `relative` (the content folder, the theme folder) that
    /// leads out of `root` or nowhere, with its target; nil when none does.
    static func linkLeadingOut(of root: String, at relative: String) -> (path: String, target: String)? {
        guard let realRoot = FileSystem.realPath(root) else { return nil }
        var path = root
        for component in relative.split(separator: "/") {
            path = FileSystem.join(path, String(component))
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { continue }
            guard let resolved = FileSystem.realPath(path), resolved == realRoot || resolved.hasPrefix(realRoot + "/") else {
                let shown = path.hasPrefix(root) ? String(path.dropFirst(root.count)).drop { $0 == "/" } : Substring(path)
                return (String(shown), target)
            }
        }
        return nil
    }
}
