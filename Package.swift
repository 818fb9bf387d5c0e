// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ArchitectureComparison",
    products: [
        .library(name: "Model", targets: ["Model"]),
        .library(name: "ReactiveCore", targets: ["ReactiveCore"]),
    ],
    targets: [
        // Foundations
        .target(name: "ReactiveCore", exclude: ["README.md"]),

        // Architectures — each over the same Model, none aware of the others

        // Support

        // Tests
        .testTarget(name: "ReactiveCoreTests", dependencies: ["ReactiveCore"]),
    ],
    swiftLanguageModes: [.v6]
)
