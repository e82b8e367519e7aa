// swift-tools-version:6.0
import PackageDescription

// An outside package that checks its constraints on every build with the
// package's build-tool plugin, as an app would. Its login screen has a
// misspelt view in a VFL literal; its .vfl-tool.yml makes VFL findings
// warnings, so the build succeeds and shows the warning on the literal.
let package = Package(
    name: "CheckPluginDemo",
    dependencies: [.package(name: "AutoLayoutText", path: "../..")],
    targets: [
        .target(name: "LoginScreen", plugins: [.plugin(name: "CheckConstraintsBuildToolPlugin", package: "AutoLayoutText")])
    ]
)
