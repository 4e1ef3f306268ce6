/// The release a tag's name stands for, read as semantic versioning writes one: `v2.3.1`, `release-1.4`,
/// `2.0.0-beta.1`. The first run of digits starts it; up to three numbers separated by `.`, then a prerelease
/// part after `-`. A name with no digits stands for no release.
public struct TagVersion: Sendable, Hashable, Comparable {
    /// Major, minor and patch; a number not written is 0.
    public var numbers: [Int]
    /// What follows `-` (`beta.1`); empty for a release.
    public var prerelease: String

    public var major: Int { numbers[0] }
    public var minor: Int { numbers[1] }

    /// The largest number a part may be: a tag's name is not arithmetic.
    static let largest = 999_999_999

    public init?(_ name: String) {
        let bytes = Array(name.utf8)
        guard let start = bytes.firstIndex(where: Self.isDigit) else { return nil }
        var numbers: [Int] = []
        var index = start
        while numbers.count < 3 {
            var end = index
            while end < bytes.count, Self.isDigit(bytes[end]), end - index < 9 { end += 1 }
            guard end > index else { break }
            guard end == bytes.count || !Self.isDigit(bytes[end]), let number = Int(String(decoding: bytes[index..<end], as: UTF8.self)) else {
                return nil
            }
            numbers.append(number)
            index = end
            guard numbers.count < 3, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), Self.isDigit(bytes[index + 1]) else { break }
            index += 1
        }
        guard !numbers.isEmpty else { return nil }
        self.numbers = numbers + Array(repeating: 0, count: 3 - numbers.count)
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
            prerelease = String(decoding: bytes[(index + 1)...].prefix { $0 != UInt8(ascii: "+") }, as: UTF8.self)
        } else {
            prerelease = ""
        }
    }

    /// Numbers first; a prerelease comes before its release, and prereleases compare by their parts as semantic
    /// versioning orders them (numbers as numbers, below words).
    public static func < (lhs: TagVersion, rhs: TagVersion) -> Bool {
        if lhs.numbers != rhs.numbers { return lhs.numbers.lexicographicallyPrecedes(rhs.numbers) }
        if lhs.prerelease.isEmpty || rhs.prerelease.isEmpty { return !lhs.prerelease.isEmpty && rhs.prerelease.isEmpty }
        let left = lhs.prerelease.split(separator: "."), right = rhs.prerelease.split(separator: ".")
        for (a, b) in zip(left, right) where a != b {
            switch (Int(a), Int(b)) {
            case let (x?, y?): return x < y
            case (_?, nil): return true
            case (nil, _?): return false
            case (nil, nil): return a < b
            }
        }
        return left.count < right.count
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
