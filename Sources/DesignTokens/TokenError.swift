/// A problem in a tokens file, naming the token and where it is written.
public struct TokenError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The token or group path (`stepper/color/bg`), empty for a problem with the file as a whole.
    public var path: String
    /// What is wrong and what is allowed.
    public var message: String
    /// 1-based.
    public var line: Int
    /// 1-based.
    public var column: Int

    public var description: String {
        path.isEmpty ? message : "token '\(path)': \(message)"
    }
}
