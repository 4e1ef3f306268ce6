// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Specimen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "specimen", targets: ["specimen"]),
        .library(name: "SpecimenKit", targets: ["SpecimenKit"]),
        .library(name: "SiteBuilder", targets: ["SiteBuilder", "SiteModel", "Disk", "Previews", "Highlighting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.100.0"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        // The Model Context Protocol's Swift SDK, for the tests' client only: the release binary cannot link it
        // (its HTTP transports need libcurl), so `specimen mcp` speaks the protocol itself.
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        // The MCP SDK's own dependency, named here for the test client's file descriptors.
        .package(url: "https://github.com/apple/swift-system", from: "1.4.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCMarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .target(
            name: "Markdown",
            dependencies: ["CCMarkGFM", "CMarkSupport", "TextEscaping", "HTMLReading"]
        ),
        // What cmark-gfm is given in C: an arena per document, and its table of inline characters filled once.
        .target(
            name: "CMarkSupport"
        ),
        // Calls into the system that Swift's standard library and Foundation do not make: usable cores, an atomic
        // exchange of two folders, handing free memory back.
        .target(
            name: "CPlatform"
        ),
        .target(
            name: "SVG"
        ),
        .target(
            name: "TextEscaping"
        ),
        .target(
            name: "DesignTokens"
        ),
        .target(
            name: "Templates"
        ),
        .target(
            name: "Previews",
            dependencies: ["SVG", "DesignTokens"]
        ),
        .target(
            name: "Parallel",
            dependencies: ["CPlatform"]
        ),
        .target(
            name: "HTMLReading"
        ),
        .target(
            name: "SiteModel",
            dependencies: ["Markdown", "Previews", "DesignTokens", .product(name: "Yams", package: "Yams"),
                           .product(name: "TOMLKit", package: "TOMLKit")]
        ),
        // The site after resolve: every page placed with its template, the navigation, the theme, the tokens and
        // their contrast. What the view models, the checks, the search index and the diff read.
        .target(
            name: "ResolvedModel",
            dependencies: ["SiteModel", "Parallel", "Previews", "SVG", "DesignTokens", "Templates", "Highlighting", "HTMLReading"]
        ),
        .target(
            name: "Disk",
            dependencies: ["CPlatform", "SiteModel"]
        ),
        .target(
            name: "LinkCheck",
            dependencies: ["SiteModel", "ResolvedModel", "HTMLReading", "Parallel", "Markdown", "Previews"]
        ),
        .target(
            name: "Search",
            dependencies: ["SiteModel", "HTMLReading", "Parallel", "DesignTokens"]
        ),
        .target(
            name: "PageTypes",
            dependencies: ["SiteModel", "ResolvedModel", "Markdown", "Previews", "SVG", "DesignTokens", "Templates", "Highlighting", "TextEscaping"]
        ),
        .target(
            name: "Highlighting",
            dependencies: ["CPlatform"]
        ),
        .target(
            name: "SiteBuilder",
            dependencies: [
                "SiteModel",
                "ResolvedModel",
                "PageTypes",
                "LinkCheck",
                "Disk",
                "Search",
                "HTMLReading",
                "Parallel",
                "Markdown",
                "Previews",
                "SVG",
                "DesignTokens",
                "Templates",
                "Highlighting",
            ]
        ),
        .target(
            name: "SiteDiff",
            dependencies: ["TextEscaping", "SiteBuilder", "SiteModel", "ResolvedModel", "PageTypes", "Previews", "SVG", "DesignTokens", "Markdown"]
        ),
        .target(
            name: "DevServer",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ]
        ),
        .executableTarget(
            name: "FileEmbedder"
        ),
        .plugin(
            name: "EmbedFiles",
            capability: .buildTool(),
            dependencies: ["FileEmbedder"]
        ),
        .target(
            name: "BuiltInFiles",
            plugins: ["EmbedFiles"]
        ),
        // What a coding assistant asks of a built site (components, pages, search, tokens, previews, contrast),
        // answered from the resolved site; `specimen mcp` serves it over the Model Context Protocol.
        .target(
            name: "SiteTools",
            dependencies: ["SiteModel", "ResolvedModel", "PageTypes", "Previews", "DesignTokens", "Markdown", "Highlighting", "Search"]
        ),
        .target(
            name: "SpecimenKit",
            dependencies: [
                "BuiltInFiles",
                "TextEscaping",
                "SiteBuilder",
                "Parallel",
                "SiteDiff",
                "SiteModel",
                "ResolvedModel",
                "PageTypes",
                "Templates",
                "Disk",
                "CPlatform",
                "DevServer",
                "Previews",
                "SVG",
                "DesignTokens",
                "SiteTools",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "specimen",
            dependencies: ["SpecimenKit"],
            // jemalloc replaces glibc's malloc in the command: a build makes millions of small allocations on
            // every core, and jemalloc's per-thread caches make the whole build about a fifth faster.
            linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]
        ),
        .executableTarget(
            name: "HighlightTool",
            dependencies: ["Highlighting"],
            path: "Benchmarks/HighlightTool"
        ),
        .executableTarget(
            name: "PreviewBenchmark",
            dependencies: ["Previews", "DesignTokens", "SiteBuilder"],
            path: "Benchmarks/PreviewBenchmark"
        ),
        // The example package's components, built here too so that this package's tests build a site with them.
        .target(
            name: "ExampleComponents",
            dependencies: ["SpecimenKit"],
            path: "Examples/DesignDocs/Sources/Components"
        ),
        // The example package's page type, check and output file, built here too so that this package's tests build a
        // site with them.
        .target(
            name: "ExamplePages",
            dependencies: ["SpecimenKit"],
            path: "Examples/DesignDocs/Sources/Pages"
        ),
        .target(
            name: "ExampleChecks",
            dependencies: ["SpecimenKit"],
            path: "Examples/DesignDocs/Sources/Checks"
        ),
        .target(
            name: "ExampleOutputs",
            dependencies: ["SpecimenKit"],
            path: "Examples/DesignDocs/Sources/Outputs"
        ),
        .target(
            name: "TestSupport",
            dependencies: ["SiteBuilder", "SiteModel", "Disk"]
        ),
        .testTarget(
            name: "CMarkSupportTests",
            dependencies: ["CMarkSupport"]
        ),
        .testTarget(
            name: "ParallelTests",
            dependencies: ["Parallel"]
        ),
        .testTarget(
            name: "DiskTests",
            dependencies: ["Disk", "SiteModel", "TestSupport"]
        ),
        .testTarget(
            name: "MarkdownTests",
            dependencies: ["Markdown", "TestSupport"]
        ),
        .testTarget(
            name: "SiteBuilderTests",
            dependencies: ["SiteBuilder", "SiteModel", "ResolvedModel", "PageTypes", "Disk", "Previews", "DesignTokens", "TestSupport", "ExampleComponents", "ExamplePages", "ExampleChecks", "ExampleOutputs", "Highlighting", "SVG", "Templates", .product(name: "Yams", package: "Yams")],
            exclude: ["Golden", "Fidelity"]
        ),
        .testTarget(
            name: "SiteModelTests",
            dependencies: ["SiteModel", "Previews", "TestSupport", .product(name: "Yams", package: "Yams")]
        ),
        .testTarget(
            name: "ResolvedModelTests",
            dependencies: ["ResolvedModel", "SiteModel", "Markdown"]
        ),
        .testTarget(
            name: "PageTypesTests",
            dependencies: ["PageTypes", "ResolvedModel", "SiteModel", "Markdown"]
        ),
        .testTarget(
            name: "SiteDiffTests",
            dependencies: ["SiteDiff", "SiteBuilder", "SiteModel", "SVG", "Markdown", "TestSupport"],
            exclude: ["Fixture"]
        ),
        .testTarget(
            name: "HighlightingTests",
            dependencies: ["Highlighting", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "SearchTests",
            dependencies: ["Search", "SiteModel"]
        ),
        .testTarget(
            name: "LinkCheckTests",
            dependencies: ["LinkCheck", "ResolvedModel", "SiteModel", "Markdown", "HTMLReading"]
        ),
        .testTarget(
            name: "HTMLReadingTests",
            dependencies: ["HTMLReading"]
        ),
        .testTarget(
            name: "TemplatesTests",
            dependencies: ["Templates"]
        ),
        .testTarget(
            name: "TextEscapingTests",
            dependencies: ["TextEscaping"]
        ),
        .testTarget(
            name: "SVGTests",
            dependencies: ["SVG"]
        ),
        .testTarget(
            name: "DesignTokensTests",
            dependencies: ["DesignTokens"]
        ),
        .testTarget(
            name: "PreviewsTests",
            dependencies: ["Previews", "DesignTokens", "SVG", "TestSupport"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "DevServerTests",
            dependencies: ["DevServer", "TestSupport", .product(name: "NIOConcurrencyHelpers", package: "swift-nio")]
        ),
        .testTarget(
            name: "SpecimenTests",
            dependencies: ["specimen", "CPlatform", "TestSupport", "Markdown", "Parallel",
                           .product(name: "MCP", package: "swift-sdk"), .product(name: "SystemPackage", package: "swift-system"),
                           .product(name: "Yams", package: "Yams")],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "SiteToolsTests",
            dependencies: ["SiteTools", "SiteBuilder", "SiteDiff", "TestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
