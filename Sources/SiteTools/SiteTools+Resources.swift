import Foundation
import PageTypes
import Previews
import SiteModel

extension SiteTools {
    /// A file the site publishes, offered to an assistant to read: every page's Markdown twin, site.json, llms.txt
    /// and llms-full.txt, and every preview drawing site.json lists. Its URI is its path from the site's root
    /// under ``SiteTools/resourceScheme``, each segment percent-encoded.
    package struct Resource: Sendable, Equatable {
        package var uri: String
        /// Its path from the site's root.
        package var name: String
        package var title: String
        package var mimeType: String
        /// Where its text comes from.
        enum Source: Sendable, Equatable {
            case twin(route: String)
            case file
            case drawing(block: String)
        }

        var source: Source
    }

    /// What a read of a resource gives: its text, or why there is none.
    package enum ResourceText: Sendable, Equatable {
        case text(String, mimeType: String)
        /// No resource has the URI.
        case notFound(String)
        /// The resource is listed, but its file could not be read or its drawing made.
        case failed(String)
    }

    /// The start of every resource's URI.
    package static let resourceScheme = "specimen://site/"

    /// Every resource, in a stable order: llms.txt, llms-full.txt, site.json, the twins in the site's order, then
    /// the drawings in the order site.json lists them.
    package func resources() -> [Resource] {
        resourceList
    }

    /// The resources, made once when the tools start.
    func listResources() -> [Resource] {
        var list: [Resource] = [
            resource(LLMsText.indexPath, title: "llms.txt: the site's pages for language models", mimeType: "text/markdown", source: .file),
            resource(LLMsText.fullPath, title: "llms-full.txt: every page's Markdown in one file", mimeType: "text/markdown", source: .file),
            resource(SiteManifest.path, title: "site.json: the site's facts", mimeType: "application/json", source: .file),
        ]
        for twin in twins {
            list.append(resource(MarkdownTwin.path(of: Route(path: twin.route)), title: twin.title + " (Markdown)", mimeType: "text/markdown",
                                 source: .twin(route: twin.route)))
        }
        var seen = Set<String>()
        for page in manifest.componentPages {
            for preview in page.previews {
                for state in [preview.initial] + preview.states where seen.insert(state.svg).inserted {
                    let block = Self.block(of: preview, in: state, components: registry) ?? preview.block
                    list.append(resource(state.svg, title: state.label.isEmpty ? block : "\(block): \(state.label)", mimeType: "image/svg+xml",
                                         source: .drawing(block: block)))
                }
            }
        }
        return list
    }

    /// The text of the resource at `uri`, as a build published it (from a built folder) or as it would (from content).
    package func read(resource uri: String) -> ResourceText {
        guard uri.utf8.count <= Self.inputLimit, uri.hasPrefix(Self.resourceScheme),
              let found = resourceList.first(where: { $0.uri == uri }) else {
            return .notFound("Resource not found: '\(Self.quoted(uri))'; resources/list gives every URI, each under \(Self.resourceScheme)")
        }
        switch (found.source, drawings) {
        case let (.twin(route), _):
            return twin(at: route).map { .text($0, mimeType: found.mimeType) } ?? .failed("no twin of '\(Self.quoted(route))'")
        case let (.drawing(block), .drawn(renderer)):
            do throws(PreviewError) {
                return .text(try renderer.svg(info: "", body: block), mimeType: found.mimeType)
            } catch {
                return .failed("\(Self.quoted(block)) cannot be drawn: \(error.message)")
            }
        case (.file, .drawn):
            return madeFiles[found.name].map { .text($0, mimeType: found.mimeType) } ?? .failed("'\(found.name)' is not made")
        case let (.file, .published(built, _, _)), let (.drawing, .published(built, _, _)):
            do throws(BuiltSite.Failure) {
                let limit = found.name == SiteManifest.path || found.name == LLMsText.fullPath ? BuiltSite.manifestLimit : BuiltSite.fileLimit
                return .text(String(decoding: try built.read(found.name, limit: limit), as: UTF8.self), mimeType: found.mimeType)
            } catch {
                return .failed(error.message)
            }
        }
    }

    /// The components a preview block may name.
    var registry: ComponentRegistry {
        switch drawings {
        case let .drawn(renderer): renderer.components
        case let .published(_, components, _): components
        }
    }

    private func resource(_ path: String, title: String, mimeType: String, source: Resource.Source) -> Resource {
        let encoded = path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            segment.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#[]@!$&'()*+,;="))) ?? String(segment)
        }.joined(separator: "/")
        return Resource(uri: Self.resourceScheme + encoded, name: path, title: title, mimeType: mimeType, source: source)
    }
}
