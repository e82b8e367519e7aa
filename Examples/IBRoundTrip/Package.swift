// swift-tools-version:6.0
// An outside package that compiles the Swift `vfl-tool convert --with-views` writes for the
// Interface Builder fixtures (SnapKit and anchors, views and all), against this package's
// model with UIKit's class names mapped onto its view type, lays each screen out with the
// package's engine and checks every frame against the document laid out directly.
// `scripts/ib-code-proof.py` writes its Screens.swift.
import PackageDescription

let package = Package(
    name: "IBRoundTrip",
    dependencies: [.package(name: "AutoLayoutText", path: "../..")],
    targets: [
        .executableTarget(
            name: "IBRoundTrip",
            dependencies: [
                .product(name: "Constraints", package: "AutoLayoutText"), .product(name: "Layout", package: "AutoLayoutText"),
            ]
        )
    ]
)
