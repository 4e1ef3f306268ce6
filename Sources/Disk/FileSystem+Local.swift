import CPlatform
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
            guard let root = realPath(directory) else {
                throw FileSystemError(path: directory, reason: String(cString: strerror(errno)))
            }
            var listing = FolderListing(files: [])
            guard listRegularFiles(in: directory, prefix: "", root: root + "/", into: &listing) else {
                throw FileSystemError(path: directory, reason: "cannot list the folder")
            }
            listing.files.sort()
            listing.linksLeadingOut.sort()
            return listing
        },
        listFolder: { directory in
            do {
                return try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
            } catch {
                throw FileSystemError(path: directory, reason: Self.reason(error))
            }
        },
        readFile: { path in
            do {
                return try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw FileSystemError(path: path, reason: Self.reason(error))
            }
        },
        writeFile: { path, data in
            // open(2) straight away, making the folders above only when it says they are missing: a build writes
            // thousands of files into a few hundred folders, so most opens find their folder.
            let descriptor = try creatingFolders(for: path) {
                open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            }
            defer { close(descriptor) }
            if let error = data.withUnsafeBytes({ writeAll(descriptor, $0) }) {
                throw FileSystemError(path: path, reason: String(cString: strerror(error)))
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
        },
        lock: { path in
            // A lock file that is removed when let go: a process that opened it before the removal finds, once it
            // holds the lock, that the name now leads to another file (or none), and tries again. It names the
            // process that holds it, so that another can say which; a file there that does not is someone else's,
            // and is neither taken nor removed.
            for _ in 0..<100 {
                let descriptor = try creatingFolders(for: path) { open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644) }
                let holder = lockHolder(descriptor)
                guard holder.isLock else {
                    close(descriptor)
                    throw LockRefusal(path: path, holder: nil, isForeignFile: true)
                }
                guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                    let failure = errno
                    close(descriptor)
                    guard failure == EWOULDBLOCK else { throw FileSystemError(path: path, reason: String(cString: strerror(failure))) }
                    throw LockRefusal(path: path, holder: holder.process)
                }
                var held = stat(), named = stat()
                if fstat(descriptor, &held) == 0, lstat(path, &named) == 0, held.st_ino == named.st_ino, held.st_dev == named.st_dev {
                    let text = Array("\(lockPrefix)\(getpid())\n".utf8)
                    _ = ftruncate(descriptor, 0)
                    _ = pwrite(descriptor, text, text.count, 0)
                    return {
                        unlink(path)
                        close(descriptor)
                    }
                }
                close(descriptor)
            }
            throw FileSystemError(path: path, reason: "the lock file keeps being replaced")
        },
        sameFile: { first, second in
            var one = stat(), other = stat()
            return lstat(first, &one) == 0 && lstat(second, &other) == 0 && one.st_ino == other.st_ino && one.st_dev == other.st_dev
        }
    )

    /// What a lock file holds: `specimen lock, process 1234`, or nothing when it was just made.
    package static let lockPrefix = "specimen lock, process "

    /// Whether the open file is empty or a Specimen lock, and the process it names.
    private static func lockHolder(_ descriptor: Int32) -> (isLock: Bool, process: Int32?) {
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = pread(descriptor, &bytes, bytes.count, 0)
        guard count > 0 else { return (count == 0, nil) }
        let text = String(decoding: bytes[..<count], as: UTF8.self)
        guard text.hasPrefix(lockPrefix) else { return (false, nil) }
        return (true, Int32(text.dropFirst(lockPrefix.count).prefix { $0.isNumber }))
    }

    /// The process a lock file at `path` names, if it is a Specimen lock that names one.
    package static func lockProcess(at path: String) -> Int32? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return lockHolder(descriptor).process
    }

    /// `path` with every symbolic link resolved, or nil when it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

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

    /// Writes all of `bytes` to `descriptor`, again after a signal interrupts; nil when it did, else the errno.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
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

    /// Adds the regular files below `folder` to `listing`, as `prefix` + their path below it. A symbolic link to a
    /// file inside `root` (the listed folder, resolved, with a final slash) is that file; one that leads out of
    /// it is recorded and left out; links to folders are not followed. readdir's entry types spare a `stat` per
    /// file, which a rebuild of a thousand pages feels. Returns false when `folder` cannot be opened.
    private static func listRegularFiles(in folder: String, prefix: String, root: String, into listing: inout FolderListing) -> Bool {
        guard let stream = opendir(folder) else { return false }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name == "." || name == ".." { continue }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_LNK) {
                guard let target = realPath(path), target.hasPrefix(root) else {
                    listing.linksLeadingOut.append(prefix + name)
                    continue
                }
            }
            if type == Int32(DT_UNKNOWN) || type == Int32(DT_LNK) {
                var status = stat()
                guard stat(path, &status) == 0 else { continue }
                let isFolder = (status.st_mode & S_IFMT) == S_IFDIR
                // A link to a folder is left out; a link to a file is the file.
                if isFolder, type == Int32(DT_LNK) { continue }
                type = isFolder ? Int32(DT_DIR) : ((status.st_mode & S_IFMT) == S_IFREG ? Int32(DT_REG) : Int32(DT_UNKNOWN))
            }
            if type == Int32(DT_DIR) {
                _ = listRegularFiles(in: path, prefix: prefix + name + "/", root: root, into: &listing)
            } else if type == Int32(DT_REG) {
                listing.files.append(prefix + name)
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
