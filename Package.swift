// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ArchitectureComparison",
    products: [
        .library(name: "Model", targets: ["Model"]),
        .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
        .library(name: "ReactiveCore", targets: ["ReactiveCore"]),
        .library(name: "StoreCore", targets: ["StoreCore"]),
        .library(name: "MVC", targets: ["MVC"]),
        .library(name: "MVP", targets: ["MVP"]),
        .library(name: "MVVMClosures", targets: ["MVVMClosures"]),
        .library(name: "MVVMReactive", targets: ["MVVMReactive"]),
        .library(name: "VIPER", targets: ["VIPER"]),
        .library(name: "MVVMObservation", targets: ["MVVMObservation"]),
        .library(name: "Unidirectional", targets: ["Unidirectional"]),
        .library(name: "Catalog", targets: ["Catalog"]),
        .executable(name: "Demo", targets: ["Demo"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        // Foundations
        .target(name: "Model", resources: [.process("Resources")]),
        .target(name: "HeadlessUI", exclude: ["README.md"]),
        // Release builds let clients specialise ReactiveCore's generic code for their own types, instead of its sources
        // carrying `@inlinable` on every hot path: measured in APPENDIX.md ("What cross-module optimisation buys our
        // libraries").
        .target(
            name: "ReactiveCore",
            exclude: ["README.md"],
            swiftSettings: [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]
        ),
        .target(
            name: "StoreCore",
            exclude: ["README.md"],
            swiftSettings: [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]
        ),

        // Architectures — each over the same Model, none aware of the others
        .target(name: "MVC", dependencies: ["Model", "HeadlessUI"], exclude: ["README.md"]),
        .target(name: "MVP", dependencies: ["Model", "HeadlessUI"], exclude: ["README.md"]),
        .target(name: "MVVMClosures", dependencies: ["Model", "HeadlessUI"], exclude: ["README.md"]),
        .target(name: "MVVMReactive", dependencies: ["Model", "HeadlessUI", "ReactiveCore"], exclude: ["README.md"]),
        .target(name: "VIPER", dependencies: ["Model", "HeadlessUI"], exclude: ["README.md"]),
        .target(name: "MVVMObservation", dependencies: ["Model", "HeadlessUI"], exclude: ["README.md"]),
        .target(name: "Unidirectional", dependencies: ["Model", "HeadlessUI", "StoreCore"], exclude: ["README.md"]),

        // Support
        .target(
            name: "Catalog",
            dependencies: [
                "Model", "HeadlessUI", "MVC", "MVP", "MVVMClosures", "MVVMReactive", "VIPER", "MVVMObservation",
                "Unidirectional",
            ]
        ),
        .target(name: "TestSupport", dependencies: ["Model", "HeadlessUI"]),
        .target(name: "MallocCounter"),

        // Executables — the demo's logic is a library so DemoTests can drive it; Demo only wires up the process
        .target(name: "DemoCore", dependencies: ["Catalog", "Model", "HeadlessUI"]),
        .executableTarget(
            name: "Demo",
            dependencies: ["DemoCore", "Catalog", "Model", "HeadlessUI"],
            exclude: ["README.md"]
        ),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["Catalog", "Model", "HeadlessUI", "ReactiveCore", "StoreCore", "MallocCounter"],
            path: "Benchmarks",
            exclude: ["README.md", "results", "allocation-limits.json"]
        ),

        // Tests
        .testTarget(name: "ModelTests", dependencies: ["Model", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "HeadlessUITests", dependencies: ["HeadlessUI"]),
        .testTarget(name: "ReactiveCoreTests", dependencies: ["ReactiveCore"]),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport", "Model", "HeadlessUI"]),
        .testTarget(name: "StoreCoreTests", dependencies: ["StoreCore", "TestSupport", "Model", "HeadlessUI"]),
        .testTarget(name: "MVCTests", dependencies: ["MVC", "TestSupport", "HeadlessUI"]),
        .testTarget(name: "MVPTests", dependencies: ["MVP", "TestSupport", "HeadlessUI"]),
        .testTarget(name: "MVVMClosuresTests", dependencies: ["MVVMClosures", "TestSupport"]),
        .testTarget(
            name: "MVVMReactiveTests",
            dependencies: ["MVVMReactive", "TestSupport", "HeadlessUI", "ReactiveCore"]
        ),
        .testTarget(name: "VIPERTests", dependencies: ["VIPER", "TestSupport", "HeadlessUI"]),
        .testTarget(name: "MVVMObservationTests", dependencies: ["MVVMObservation", "TestSupport", "HeadlessUI"]),
        .testTarget(name: "UnidirectionalTests", dependencies: ["Unidirectional", "TestSupport", "StoreCore"]),
        .testTarget(
            name: "AcceptanceTests",
            dependencies: ["Catalog", "Model", "HeadlessUI", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "DemoTests", dependencies: ["DemoCore", "Catalog", "Model", "HeadlessUI", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
