import CDirectorySwap
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {
    /// The real disk.
    public static let local = FileSystem(
        itemKind: { path in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
            return isDirectory.boolValue ? .directory : .file
        },
        listFiles: { directory in
            var files: [String] = []
            guard try listRegularFiles(in: directory, prefix: "", into: &files) else {
                throw FileSystemError(path: directory, reason: "cannot list the folder")
            }
            return files.sorted()
        },
        readFile: { path in
            do {
                return try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw FileSystemError(path: path, reason: Self.reason(error))
            }
        },
        writeFile: { path, data in
            // open(2) straight away, making the folders above only when it says they are missing: the build
            // writes thousands of files into a few hundred folders, and asking first for each one was most of the
            // write stage.
            let descriptor = try creatingFolders(for: path) {
                open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            }
            defer { close(descriptor) }
            try data.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw FileSystemError(path: path, reason: String(cString: strerror(errno)))
                    }
                    offset += written
                }
            }
        },
        makeFolder: { path in
            try makeFolders(path)
        },
        replaceFile: { path, data in
            let url = URL(fileURLWithPath: path)
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true
                )
                try data.write(to: url, options: .atomic)
            } catch {
                throw FileSystemError(path: path, reason: Self.reason(error))
            }
        },
        linkFile: { existing, path in
            var status = stat()
            // Only a regular file: a link to a symbolic link would put the link itself in the output.
            guard lstat(existing, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
                throw FileSystemError(path: existing, reason: "not a regular file")
            }
            _ = try creatingFolders(for: path) { link(existing, path) }
        },
        removeItem: { path in
            guard FileManager.default.fileExists(atPath: path) else { return }
            do {
                try FileManager.default.removeItem(atPath: path)
            } catch {
                throw FileSystemError(path: path, reason: Self.reason(error))
            }
        },
        exchangeItems: { replacement, destination in
            guard FileManager.default.fileExists(atPath: destination) else {
                guard rename(replacement, destination) == 0 else {
                    throw FileSystemError(path: destination, reason: String(cString: strerror(errno)))
                }
                return
            }
            if specimen_exchange_paths(replacement, destination) == 0 { return }
            // No atomic exchange on this kernel or file system: two renames, with the old folder parked beside.
            let parked = replacement + ".previous"
            try? FileManager.default.removeItem(atPath: parked)
            guard rename(destination, parked) == 0 else {
                throw FileSystemError(path: destination, reason: String(cString: strerror(errno)))
            }
            guard rename(replacement, destination) == 0 else {
                let reason = String(cString: strerror(errno))
                _ = rename(parked, destination)
                throw FileSystemError(path: destination, reason: reason)
            }
            guard rename(parked, replacement) == 0 else {
                throw FileSystemError(path: replacement, reason: String(cString: strerror(errno)))
            }
        }
    )

    /// Runs `operation` (a system call that creates `path`), and once more after making the folders above `path`
    /// when it failed for want of them; returns its result, or throws with the system's reason when it is negative.
    private static func creatingFolders(for path: String, _ operation: () -> Int32) throws -> Int32 {
        var result = operation()
        if result < 0, errno == ENOENT, let parent = parent(of: path) {
            try makeFolders(parent)
            result = operation()
        }
        guard result >= 0 else {
            throw FileSystemError(path: path, reason: String(cString: strerror(errno)))
        }
        return result
    }

    /// Makes `path` and the folders above it that are missing with mkdir(2), which FileManager would precede with
    /// a stat of every folder on the way.
    private static func makeFolders(_ path: String) throws {
        // The mode is the one FileManager gives: everything, less the process's umask.
        if mkdir(path, 0o777) == 0 || errno == EEXIST { return }
        if errno == ENOENT, let parent = parent(of: path) {
            try makeFolders(parent)
            if mkdir(path, 0o777) == 0 || errno == EEXIST { return }
        }
        throw FileSystemError(path: path, reason: String(cString: strerror(errno)))
    }

    /// The folder above `path`, or nil when it names none.
    private static func parent(of path: String) -> String? {
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty || parent == path ? nil : parent
    }

    /// Adds the regular files below `folder` (and the files that symbolic links there name) to `files`, as
    /// `prefix` + their path below it; symbolic links to folders are not followed, as FileManager's enumerator
    /// does not follow them. readdir's entry types spare a `stat` per file, which a rebuild of a thousand pages
    /// feels. Returns false when `folder` cannot be opened.
    private static func listRegularFiles(in folder: String, prefix: String, into files: inout [String]) throws -> Bool {
        guard let stream = opendir(folder) else { return false }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name == "." || name == ".." { continue }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) || type == Int32(DT_LNK) {
                var status = stat()
                guard stat(path, &status) == 0 else { continue }
                let isFolder = (status.st_mode & S_IFMT) == S_IFDIR
                // A link to a folder is left out; a link to a file is the file.
                if isFolder, type == Int32(DT_LNK) { continue }
                type = isFolder ? Int32(DT_DIR) : ((status.st_mode & S_IFMT) == S_IFREG ? Int32(DT_REG) : Int32(DT_UNKNOWN))
            }
            if type == Int32(DT_DIR) {
                _ = try listRegularFiles(in: path, prefix: prefix + name + "/", into: &files)
            } else if type == Int32(DT_REG) {
                files.append(prefix + name)
            }
        }
        return true
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
