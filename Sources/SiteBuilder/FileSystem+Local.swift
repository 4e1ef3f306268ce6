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
            let root = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
            let keys: [URLResourceKey] = [.isRegularFileKey]
            guard let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: keys, options: []
            ) else {
                throw FileSystemError(path: directory, reason: "cannot list the folder")
            }
            let prefixLength = root.path.count + 1
            var files: [String] = []
            for case let url as URL in enumerator {
                guard (try? url.resourceValues(forKeys: Set(keys)))?.isRegularFile == true else { continue }
                files.append(String(url.standardizedFileURL.path.dropFirst(prefixLength)))
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
            let url = URL(fileURLWithPath: path)
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true
                )
                try data.write(to: url)
            } catch {
                throw FileSystemError(path: path, reason: Self.reason(error))
            }
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
