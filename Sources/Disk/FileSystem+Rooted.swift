extension FileSystem {
    /// This file system with relative paths taken from `root` instead of the working folder, absolute ones as they
    /// are: a build of a folder elsewhere (a tag's extracted tree) names its files as that folder names them
    /// (`Content/tokens.json`), without changing the process's working folder, which builds beside it share.
    public func rooted(at root: String) -> FileSystem {
        let base = self
        let at: @Sendable (String) -> String = { $0.hasPrefix("/") ? $0 : FileSystem.join(root, $0) }
        return FileSystem(
            itemKind: { base.itemKind(at($0)) },
            listFiles: { try base.listFiles(at($0)) },
            listFolder: { try base.listFolder(at($0)) },
            readFile: { try base.readFile(at($0)) },
            writeFile: { try base.writeFile(at($0), $1) },
            makeFolder: { try base.makeFolder(at($0)) },
            replaceFile: { try base.replaceFile(at($0), $1) },
            linkFile: { try base.linkFile(at($0), at($1)) },
            removeItem: { try base.removeItem(at($0)) },
            exchangeItems: { try base.exchangeItems(at($0), at($1)) },
            lock: { try base.lock(at($0)) },
            sameFile: { base.sameFile(at($0), at($1)) }
        )
    }
}
