// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ArchitectureComparison",
    products: [
        .library(name: "Model", targets: ["Model"])
    ],
    targets: [
        // Foundations
        .target(name: "Model", resources: [.process("Resources")]),

        // Architectures — each over the same Model, none aware of the others

        // Support
        .target(name: "TestSupport", dependencies: ["Model"]),

        // Tests
        .testTarget(name: "ModelTests", dependencies: ["Model", "TestSupport"], resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v6]
)
