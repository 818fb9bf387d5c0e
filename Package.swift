// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ArchitectureComparison",
    products: [
        .executable(name: "Benchmarks", targets: ["Benchmarks"])
    ],
    targets: [
        // Foundations

        // Architectures — each over the same Model, none aware of the others

        // Support
        .target(name: "MallocCounter"),

        // Executables
        .executableTarget(name: "Benchmarks", dependencies: ["MallocCounter"], path: "Benchmarks"),

        // Tests
    ],
    swiftLanguageModes: [.v6]
)
