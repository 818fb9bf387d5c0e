// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ArchitectureComparison",
    products: [
        .library(name: "Model", targets: ["Model"])
    ],
    targets: [
        // Foundations

        // Architectures — each over the same Model, none aware of the others

        // Support

        // Tests
    ],
    swiftLanguageModes: [.v6]
)
