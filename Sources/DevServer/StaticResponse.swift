import Foundation

/// What the server answers for one request, before it goes on the wire.
public struct StaticResponse: Sendable, Hashable {
    /// 200, 301, 302, 404 or 405.
    public var status: Int
    public var headers: [String: String]
    /// Empty for HEAD, whose Content-Length still gives the size of what GET would send.
    public var body: Data
}
