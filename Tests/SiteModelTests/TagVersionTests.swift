import SiteModel
import Testing

/// The release a tag's name stands for.
@Suite("Tag versions")
struct TagVersionTests {
    @Test("the first run of digits starts the number; up to three parts; the prerelease after '-', build data after '+' dropped")
    func reading() throws {
        let cases: [(String, [Int], String)] = [
            ("v2.3.1", [2, 3, 1], ""),
            ("2.0.0-beta.1", [2, 0, 0], "beta.1"),
            ("release-1.4", [1, 4, 0], ""),
            ("v7", [7, 0, 0], ""),
            ("v1.0.0+build.5", [1, 0, 0], ""),
            ("v1.0.0-rc.1+build.5", [1, 0, 0], "rc.1"),
            ("v1.2.3.4", [1, 2, 3], ""),
            ("v1.", [1, 0, 0], ""),
            ("v0.0.999999999", [0, 0, 999_999_999], ""),
        ]
        for (name, numbers, prerelease) in cases {
            let version = try #require(TagVersion(name), "\(name)")
            #expect(version.numbers == numbers, "\(name)")
            #expect(version.prerelease == prerelease, "\(name)")
        }
        #expect(TagVersion("v1.4.2")?.major == 1)
        #expect(TagVersion("v1.4.2")?.minor == 4)
    }

    @Test("a name with no digits, or a part longer than nine digits, stands for no release")
    func noRelease() {
        for name in ["docs", "latest", "", "v", "vX.Y", "v1234567890", "v1.12345678901"] {
            #expect(TagVersion(name) == nil, "\(name)")
        }
    }

    @Test("ordered as semantic versioning orders them: numbers as numbers, a prerelease before its release")
    func order() throws {
        let names = ["1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2", "1.0.0-beta.11",
                     "1.0.0-rc.1", "1.0.0", "1.9.0", "1.10.0", "2.0.0", "10.0.0"]
        let versions = try names.map { try #require(TagVersion($0)) }
        for (lower, higher) in zip(versions, versions.dropFirst()) {
            #expect(lower < higher, "\(lower) < \(higher)")
            #expect(!(higher < lower), "\(higher) < \(lower)")
        }
        #expect(versions.shuffled().sorted() == versions)
        // Numbers not written are 0, and a leading word is not part of the number.
        #expect(TagVersion("v1.0") == TagVersion("release-1.0.0"))
        #expect(!(try #require(TagVersion("v1.0")) < #require(TagVersion("1.0.0"))))
    }
}
