// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "AutoLayoutText",
    products: [
        .library(name: "Constraints", targets: ["Constraints"]),
        .library(name: "VFL", targets: ["VFL"]),
        .library(name: "Solver", targets: ["Solver"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Scenes", targets: ["Scenes"]),
        .library(name: "SourceModel", targets: ["SourceModel"]),
        .library(name: "SwiftSource", targets: ["SwiftSource"]),
        .library(name: "MasonrySource", targets: ["MasonrySource"]),
        .library(name: "ConsoleLog", targets: ["ConsoleLog"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .library(name: "Reports", targets: ["Reports"]),
        .library(name: "Workbench", targets: ["Workbench"]),
        .executable(name: "vfl-tool", targets: ["vfl-tool"]),
        .executable(name: "vfl-bench", targets: ["vfl-bench"]),
        .plugin(name: "CheckConstraintsBuildToolPlugin", targets: ["CheckConstraintsBuildToolPlugin"]),
        .plugin(name: "CheckConstraintsCommandPlugin", targets: ["CheckConstraintsCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        // Without its default traits: the playground needs neither swift-configuration nor URL-encoded forms.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    ],
    targets: [
        .target(name: "Constraints"),
        .target(name: "VFL", dependencies: ["Constraints"]),
        .target(name: "Solver"),
        .target(name: "Layout", dependencies: ["Constraints", "Solver"]),
        .target(name: "Scenes", dependencies: ["Constraints", "Layout", "VFL"]),
        .target(name: "SourceModel", dependencies: ["Constraints", "VFL", "Layout"]),
        .target(name: "MasonrySource", dependencies: ["Constraints", "Layout", "SourceModel", "VFL"]),
        .target(
            name: "SwiftSource",
            dependencies: [
                "Constraints", "VFL", "SourceModel",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]
        ),
        .target(name: "ConsoleLog", dependencies: ["Constraints", "Layout", "VFL"]),
        .target(name: "InterfaceBuilder", dependencies: ["Constraints", "Layout"]),
        .target(name: "Reports", dependencies: ["Constraints", "VFL", "Layout", "ConsoleLog"]),
        .target(
            name: "Workbench",
            dependencies: [
                "Constraints", "VFL", "Layout", "Scenes", "SourceModel", "SwiftSource", "MasonrySource", "ConsoleLog", "InterfaceBuilder",
                "Reports",
            ]
        ),
        .target(
            name: "Playground",
            dependencies: [
                "Workbench", "Constraints", "VFL",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(name: "ConfigurationFile", dependencies: ["Workbench", .product(name: "Yams", package: "Yams")]),
        .executableTarget(
            name: "vfl-tool",
            dependencies: [
                "Constraints", "VFL", "Workbench", "Playground", "ConfigurationFile", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(name: "CheckConstraintsBuildToolPlugin", capability: .buildTool(), dependencies: ["vfl-tool"]),
        .plugin(
            name: "CheckConstraintsCommandPlugin",
            capability: .command(
                intent: .custom(verb: "check-constraints", description: "Check the constraints of the package's targets with vfl-tool check")),
            dependencies: ["vfl-tool"]),
        .executableTarget(
            name: "vfl-bench",
            dependencies: [
                "Constraints", "VFL", "Solver", "SwiftSource", "Workbench", "InterfaceBuilder", "ConsoleLog", "Reports",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "TestSupport", dependencies: ["Constraints", "VFL", "Layout", "SourceModel", "Reports"], path: "Tests/TestSupport"),
        .testTarget(name: "ConstraintsTests", dependencies: ["Constraints", "TestSupport"]),
        .testTarget(name: "VFLTests", dependencies: ["VFL", "Constraints", "TestSupport"]),
        .testTarget(name: "VFLToolTests", dependencies: ["vfl-tool", "TestSupport"]),
        .testTarget(name: "WorkbenchTests", dependencies: ["Workbench", "Reports", "Constraints", "VFL", "Layout", "TestSupport"]),
        .testTarget(name: "SolverTests", dependencies: ["Solver", "TestSupport"]),
        .testTarget(name: "ScenesTests", dependencies: ["Scenes", "Layout", "Constraints", "TestSupport"]),
        .testTarget(name: "SwiftSourceTests", dependencies: ["SwiftSource", "SourceModel", "Constraints", "VFL", "TestSupport"]),
        .testTarget(
            name: "MasonrySourceTests", dependencies: ["MasonrySource", "SwiftSource", "SourceModel", "Constraints", "VFL", "TestSupport"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Constraints", "VFL", "Reports", "TestSupport"]),
        .testTarget(name: "ConsoleLogTests", dependencies: ["ConsoleLog", "Constraints", "Layout", "Reports", "TestSupport"]),
        .testTarget(name: "HouseTests"),
        .testTarget(name: "ConfigurationFileTests", dependencies: ["ConfigurationFile", "Workbench", "Constraints"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "Layout", "Constraints", "TestSupport"]),
        .testTarget(name: "PlaygroundTests", dependencies: ["Playground", "Workbench", "Constraints", "TestSupport", "vfl-tool"]),
        .testTarget(name: "ReportsTests", dependencies: ["Reports", "ConsoleLog", "Constraints", "Layout", "VFL", "TestSupport"]),
    ] + fuzzTargets
)

// Coverage-guided fuzzing (Fuzz/README.md): one executable `fuzz-<name>` per
// harness in Fuzz/<name>/, its seed corpus in Fuzz/<name>/seeds. A plain build
// makes each one a replay tool (`fuzz-vfl FILE…`); `scripts/fuzz` builds them
// with libFuzzer.
var fuzzTargets: [Target] {
    let harnesses: [(name: String, dependencies: [Target.Dependency])] = [
        ("vfl", ["Constraints", "VFL"]),
        ("canonical", ["Constraints"]),
        ("printer", ["Constraints", "VFL"]),
        ("layout", ["Constraints", "VFL", "Layout"]),
        ("log", ["Constraints", "ConsoleLog", "Reports"]),
        ("swift", ["Constraints", "SourceModel", "SwiftSource"]),
        ("scene", ["Constraints", "Layout", "Scenes"]),
        ("masonry", ["Constraints", "SourceModel", "MasonrySource"]),
        ("ib", ["Constraints", "Layout", "InterfaceBuilder"]),
    ]
    let settings: [SwiftSetting] = [.swiftLanguageMode(.v5)]
    return [
        .target(name: "FuzzSupport", dependencies: ["Constraints", "VFL"], path: "Fuzz/Support", swiftSettings: settings)
    ] + harnesses.map { harness in
        .executableTarget(
            name: "fuzz-\(harness.name)", dependencies: ["FuzzSupport"] + harness.dependencies, path: "Fuzz/\(harness.name)",
            exclude: ["seeds", "\(harness.name).dict"] + (harness.name == "ib" ? ["lsan.supp"] : []), swiftSettings: settings)
    }
}
