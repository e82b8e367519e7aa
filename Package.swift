// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "AutoLayoutText",
    products: [
        .library(name: "Constraints", targets: ["Constraints"]),
        .library(name: "VFL", targets: ["VFL"]),
        .library(name: "Solver", targets: ["Solver"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "ConsoleLog", targets: ["ConsoleLog"]),
        .executable(name: "vfl-tool", targets: ["vfl-tool"]),
        .executable(name: "vfl-bench", targets: ["vfl-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    ],
    targets: [
        .target(name: "Constraints"),
        .target(name: "VFL", dependencies: ["Constraints"]),
        .target(name: "Solver"),
        .target(name: "Layout", dependencies: ["Constraints", "Solver"]),
        .target(name: "ConsoleLog", dependencies: ["Constraints", "Layout", "VFL"]),
        .executableTarget(
            name: "vfl-tool",
            dependencies: [
                "Constraints", "VFL", "Layout", "ConsoleLog",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "vfl-bench",
            dependencies: [
                "Constraints", "VFL", "Solver", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "TestSupport", dependencies: ["Constraints", "VFL"], path: "Tests/TestSupport"),
        .testTarget(name: "ConstraintsTests", dependencies: ["Constraints", "TestSupport"]),
        .testTarget(name: "VFLTests", dependencies: ["VFL", "Constraints", "TestSupport"]),
        .testTarget(name: "VFLToolTests", dependencies: ["vfl-tool", "TestSupport"]),
        .testTarget(name: "SolverTests", dependencies: ["Solver", "TestSupport"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Constraints", "VFL", "TestSupport"]),
        .testTarget(name: "ConsoleLogTests", dependencies: ["ConsoleLog", "Constraints", "Layout", "TestSupport"]),
    ]
)
