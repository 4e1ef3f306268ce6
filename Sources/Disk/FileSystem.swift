import Foundation

/// Everything a build does to the disk, as replaceable closures, so that tests can build into memory and only
/// ``SiteBuilder`` ever touches files.
public struct FileSystem: Sendable {
    /// What is at a path.
    public enum ItemKind: Sendable, Hashable {
        case file
        case directory
    }

    /// What is at `path`, or nil when nothing is.
    public var itemKind: @Sendable (_ path: String) -> ItemKind?
    /// The regular files below `directory`, as paths relative to it, sorted, and the symbolic links below it that
    /// lead out of it, which are not followed.
    public var listFiles: @Sendable (_ directory: String) throws -> FolderListing
    /// The names directly inside `directory`, hidden ones included, sorted.
    public var listFolder: @Sendable (_ directory: String) throws -> [String]
    /// The bytes of the file at `path`.
    public var readFile: @Sendable (_ path: String) throws -> Data
    /// Writes `data` to `path`, creating the folders above it.
    public var writeFile: @Sendable (_ path: String, _ data: Data) throws -> Void
    /// Makes the folder at `path` and those above it that are missing; a folder already there is not an error.
    public var makeFolder: @Sendable (_ path: String) throws -> Void
    /// Replaces the file at `path` with `data` in one step (a temporary file beside it, renamed over it), so a
    /// reader sees the old bytes or the new, never half of them; creates the folders above it.
    public var replaceFile: @Sendable (_ path: String, _ data: Data) throws -> Void
    /// Makes `path` another name for the regular file at `existing` (a hard link), creating the folders above it;
    /// throws when the system cannot, and the caller writes the bytes instead.
    public var linkFile: @Sendable (_ existing: String, _ path: String) throws -> Void
    /// Removes the file or folder at `path` with everything in it; nothing at `path` is not an error.
    public var removeItem: @Sendable (_ path: String) throws -> Void
    /// Puts the folder `replacement` at `destination` in one step where the system allows it; whatever was at
    /// `destination` before ends up at `replacement`'s old path (or is gone when nothing was there).
    public var exchangeItems: @Sendable (_ replacement: String, _ destination: String) throws -> Void
    /// Takes the lock named by `path` for this process, creating the folders above it, or throws at once when
    /// another holds it; gives back the function that lets it go.
    public var lock: @Sendable (_ path: String) throws -> @Sendable () -> Void
    /// Whether two paths name the same file (one is a hard link of the other); a stand-in may always say no.
    public var sameFile: @Sendable (_ first: String, _ second: String) -> Bool

    /// - Parameters: the closures, one per operation.
    public init(
        itemKind: @escaping @Sendable (_ path: String) -> ItemKind?,
        listFiles: @escaping @Sendable (_ directory: String) throws -> FolderListing,
        listFolder: @escaping @Sendable (_ directory: String) throws -> [String],
        readFile: @escaping @Sendable (_ path: String) throws -> Data,
        writeFile: @escaping @Sendable (_ path: String, _ data: Data) throws -> Void,
        makeFolder: @escaping @Sendable (_ path: String) throws -> Void,
        replaceFile: @escaping @Sendable (_ path: String, _ data: Data) throws -> Void,
        linkFile: @escaping @Sendable (_ existing: String, _ path: String) throws -> Void,
        removeItem: @escaping @Sendable (_ path: String) throws -> Void,
        exchangeItems: @escaping @Sendable (_ replacement: String, _ destination: String) throws -> Void,
        lock: @escaping @Sendable (_ path: String) throws -> @Sendable () -> Void,
        sameFile: @escaping @Sendable (_ first: String, _ second: String) -> Bool = { _, _ in false }
    ) {
        self.sameFile = sameFile
        self.itemKind = itemKind
        self.listFiles = listFiles
        self.listFolder = listFolder
        self.readFile = readFile
        self.writeFile = writeFile
        self.makeFolder = makeFolder
        self.replaceFile = replaceFile
        self.linkFile = linkFile
        self.removeItem = removeItem
        self.exchangeItems = exchangeItems
        self.lock = lock
    }
}

/// What ``FileSystem/listFiles`` finds below a folder.
public struct FolderListing: Sendable, Hashable {
    /// Regular files (and links to files inside the folder), relative to it, sorted.
    public var files: [String]
    /// Symbolic links that lead out of the folder, relative to it, sorted: left out, so that nothing outside the
    /// folders a build was given reaches its output.
    public var linksLeadingOut: [String]

    /// - Parameters: as the properties.
    public init(files: [String], linksLeadingOut: [String] = []) {
        self.files = files
        self.linksLeadingOut = linksLeadingOut
    }
}

extension FileSystem {
    /// `relativePath` inside `folder`, with one slash between them.
    package static func join(_ folder: String, _ relativePath: String) -> String {
        folder.hasSuffix("/") ? folder + relativePath : folder + "/" + relativePath
    }
}
