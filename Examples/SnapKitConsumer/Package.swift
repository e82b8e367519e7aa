// swift-tools-version:6.0
// An outside package that depends on this one by path and uses the DSL exactly
// as SnapKit users write it. `.ci/run` builds it and compares its output.
import PackageDescription

let package = Package(
    name: "SnapKitConsumer",
    dependencies: [.package(name: "AutoLayoutText", path: "../..")],
    targets: [
        .executableTarget(
            name: "SnapKitConsumer",
            dependencies: [.product(name: "Constraints", package: "AutoLayoutText")]
        )
    ]
)
