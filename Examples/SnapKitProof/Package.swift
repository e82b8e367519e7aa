// swift-tools-version:6.0
// An outside package that compiles the SnapKit source `vfl-tool convert --to snapkit`
// writes for VFL formats, against this package's Constraints, and checks that it
// makes the formats' constraints. `scripts/snapkit-proof.py` writes its Cases.swift.
import PackageDescription

let package = Package(
    name: "SnapKitProof",
    dependencies: [.package(name: "AutoLayoutText", path: "../..")],
    targets: [
        .executableTarget(
            name: "SnapKitProof",
            dependencies: [.product(name: "Constraints", package: "AutoLayoutText")]
        )
    ]
)
