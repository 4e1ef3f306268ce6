import Foundation
import PageTypes

/// A folder `specimen build` wrote, read for ``SiteTools``: its site.json, its Markdown twins and its drawings, and
/// nothing else. Every path read comes from its site.json, which is as untrusted as any file of the folder: a path
/// that climbs out, is absolute or names a link that leads out of the folder is refused, and each read is bounded.
package struct BuiltSite: Sendable {
    /// Why a built site cannot be read: the path, then what is wrong and what is allowed.
    package struct Failure: Error, Sendable, Equatable {
        package var message: String
    }

    /// The most bytes of site.json, and of any other file read.
    package static let manifestLimit = 512 << 20
    package static let fileLimit = 16 << 20
    /// The most bytes of all twins together: a site's llms-full.txt holds them all too.
    package static let twinsLimit = 2 << 30
    /// The most segments of a token's path: as deep as the token parser lets a file nest, and shallow enough for
    /// the tokens document, whose groups nest as deep as its paths, to be written without exhausting the stack.
    package static let tokenDepthLimit = 512

    /// The folder as given, for messages, and its real path, for the containment check.
    package let folder: String
    private let root: String

    /// - Parameter folder: the folder a build wrote.
    package init(folder: String) throws(Failure) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw Failure(message: "\(folder): error: no such folder; give the folder specimen build wrote (public)")
        }
        self.folder = folder
        root = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    }

    /// site.json, read and checked against the version this Specimen writes.
    package func manifest() throws(Failure) -> SiteManifest {
        let data = try read(SiteManifest.path, limit: Self.manifestLimit)
        do {
            let manifest = try JSONDecoder().decode(SiteManifest.self, from: data)
            guard manifest.version == 1 else {
                throw Failure(message: "\(shown(SiteManifest.path)): error: version \(manifest.version) is not one this Specimen reads; allowed: 1. Build the site again with this Specimen")
            }
            if let deep = manifest.tokens.first(where: { $0.path.utf8.lazy.filter { $0 == UInt8(ascii: "/") }.count >= Self.tokenDepthLimit }) {
                throw Failure(message: "\(shown(SiteManifest.path)): error: the token '\(SiteTools.quoted(String(deep.path.prefix(60))))…' has more than \(Self.tokenDepthLimit) path segments; allowed: at most \(Self.tokenDepthLimit), as deep as a token file may nest. Build the site again with this Specimen")
            }
            return manifest
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(message: "\(shown(SiteManifest.path)): error: not a site.json this Specimen wrote (\(Self.reason(error))); build the site again with this Specimen")
        }
    }

    /// The file at `path` (relative to the folder), at most `limit` bytes.
    package func read(_ path: String, limit: Int = BuiltSite.fileLimit) throws(Failure) -> Data {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0"),
              !segments.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
        else {
            throw Failure(message: "\(folder): error: '\(SiteTools.quoted(path))' is not a path inside the site; allowed: a path from the site's root, without . or .. segments")
        }
        let full = URL(fileURLWithPath: root).appendingPathComponent(path)
        let real = full.resolvingSymlinksInPath().path
        guard real.hasPrefix(root + "/") else {
            throw Failure(message: "\(shown(path)): error: leads out of the site folder; only the files the build wrote in it are read")
        }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: real),
              attributes[.type] as? FileAttributeType == .typeRegular, let size = attributes[.size] as? Int
        else {
            throw Failure(message: "\(shown(path)): error: no such file; build the site again, or give the folder specimen build wrote")
        }
        guard size <= limit else {
            throw Failure(message: "\(shown(path)): error: \(size) bytes, more than the \(limit) this reads")
        }
        guard let data = FileManager.default.contents(atPath: real), data.count <= limit else {
            throw Failure(message: "\(shown(path)): error: could not be read")
        }
        return data
    }

    private func shown(_ path: String) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + SiteTools.quoted(path)
    }

    /// A decoding error in a line: the key path and what was wrong.
    private static func reason(_ error: Error) -> String {
        guard let error = error as? DecodingError else { return "not JSON" }
        let (context, what): (DecodingError.Context, String) = switch error {
        case let .keyNotFound(key, context): (context, "no '\(key.stringValue)'")
        case let .typeMismatch(_, context): (context, "a value of the wrong type")
        case let .valueNotFound(_, context): (context, "a missing value")
        case let .dataCorrupted(context): (context, "not JSON")
        @unknown default: (DecodingError.Context(codingPath: [], debugDescription: ""), "unreadable")
        }
        let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        return what + (path.isEmpty ? "" : " at \(path)")
    }
}
