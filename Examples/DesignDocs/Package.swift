// swift-tools-version:6.0
import PackageDescription

// A design system's documentation site as a Swift package: its own components beside Specimen's, one file each,
// and the `design-docs` command, which is `specimen` with them registered.
let package = Package(
    name: "DesignDocs",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "design-docs", targets: ["DesignDocs"]),
    ],
    dependencies: [
        // A team depends on a released version instead:
        // .package(url: "https://github.com/…/specimen", from: "0.1.0")
        .package(name: "Specimen", path: "../.."),
    ],
    targets: [
        .target(
            name: "Components",
            dependencies: [.product(name: "SpecimenKit", package: "Specimen")]
        ),
        .target(
            name: "Pages",
            dependencies: [.product(name: "SpecimenKit", package: "Specimen")]
        ),
        .target(
            name: "Checks",
            dependencies: [.product(name: "SpecimenKit", package: "Specimen")]
        ),
        .target(
            name: "Outputs",
            dependencies: [.product(name: "SpecimenKit", package: "Specimen")]
        ),
        .executableTarget(
            name: "DesignDocs",
            dependencies: ["Components", "Pages", "Checks", "Outputs", .product(name: "SpecimenKit", package: "Specimen")]
        ),
        .testTarget(
            name: "ComponentsTests",
            dependencies: ["Components", .product(name: "SpecimenKit", package: "Specimen")]
        ),
        .testTarget(
            name: "DesignDocsTests",
            dependencies: ["DesignDocs"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
