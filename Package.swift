// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ArchitectureComparison",
    products: [
        .library(name: "Model", targets: ["Model"]),
        .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
        .library(name: "ReactiveCore", targets: ["ReactiveCore"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        // Foundations
        .target(name: "Model", resources: [.process("Resources")]),
        .target(name: "HeadlessUI", exclude: ["README.md"]),
        .target(name: "ReactiveCore", exclude: ["README.md"]),

        // Architectures — each over the same Model, none aware of the others

        // Support
        .target(name: "TestSupport", dependencies: ["Model"]),
        .target(name: "MallocCounter"),

        // Executables
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["HeadlessUI", "ReactiveCore", "MallocCounter"],
            path: "Benchmarks"
        ),

        // Tests
        .testTarget(name: "ModelTests", dependencies: ["Model", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "HeadlessUITests", dependencies: ["HeadlessUI"]),
        .testTarget(name: "ReactiveCoreTests", dependencies: ["ReactiveCore"]),
    ],
    swiftLanguageModes: [.v6]
)
