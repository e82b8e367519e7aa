#!/usr/bin/env python3
"""Runs SnapKit's own test suite against this package's DSL, as an iOS
project's code would meet it: SnapKit's `Tests/SnapKitTests/Tests.swift`,
unchanged but for its platform header, built against `Constraints` with only
what UIKit or AppKit would give it mapped onto the package, and prints how
many tests pass.

    scripts/snapkit-suite.py SNAPKIT [--scratch PATH]

SNAPKIT is a checkout of SnapKit/SnapKit or a bare git folder of it (as the
fetch tool brings one); nothing is fetched here. The mapping, all of it:

- the header (`#if canImport(UIKit) … @testable import SnapKit`) becomes
  `import Constraints` and a prelude: `typealias View = LayoutView`,
  `typealias NSLayoutConstraint = LayoutConstraint`, and a typed
  `snp_constraints` (the view's active constraints), where SnapKit's is
  `[AnyObject]` read through Objective-C's dynamic lookup;
- for the same reason, `snp_constraints.first?.priority` is read as
  `.priority.rawValue`, the Float that dynamic lookup returns, and a
  constraint's `.constant` as `.constantValue`, a number as UIKit's `CGFloat`
  is (the package's constant may also be symbolic).

Tests inside `#if canImport(UIKit)` (a UIViewController, margins) do not
build off Apple platforms and are not counted. Tests that relate a left edge
to a top edge are expected to fail: UIKit refuses such a constraint
(NSInvalidLayoutConstraintException since iOS 10), and so does the package.
Exits 0 when every other test passes, 1 otherwise (or when the suite does
not build).
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUITE = "Tests/SnapKitTests/Tests.swift"

PACKAGE = """// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SnapKitSuite",
    dependencies: [.package(name: "AutoLayoutText", path: "{root}")],
    targets: [
        .testTarget(
            name: "SnapKitSuite", dependencies: [.product(name: "Constraints", package: "AutoLayoutText")],
            swiftSettings: [.swiftLanguageMode(.v5)])
    ]
)
"""

PRELUDE = """import Constraints
import Foundation

// What UIKit or AppKit gives SnapKit's tests, mapped onto the package.
typealias View = LayoutView
typealias NSLayoutConstraint = LayoutConstraint

extension LayoutConstraint {
    /// The constant as a number, as UIKit's `CGFloat` `constant` is.
    var constantValue: Double { constant.points ?? .nan }
}

extension View {
    /// The view's active constraints, typed, where SnapKit's tests read `[AnyObject]` through Objective-C.
    var snp_constraints: [LayoutConstraint] {
        constraints.filter { $0.isActive }
    }
}
"""


def suite_text(snapkit):
    """SnapKit's Tests.swift, from a checkout or a bare git folder."""
    path = os.path.join(snapkit, SUITE)
    if os.path.exists(path):
        with open(path, encoding="utf-8") as file:
            return file.read()
    return subprocess.run(["git", "--git-dir", snapkit, "show", f"HEAD:{SUITE}"], check=True, capture_output=True, text=True).stdout


def mapped(text):
    """The suite with its platform header replaced and dynamic lookups typed."""
    header_end = text.index("@testable import SnapKit")
    body = text[header_end + len("@testable import SnapKit"):]
    body = body.replace("snp_constraints.first?.priority,", "snp_constraints.first?.priority.rawValue,")
    body = re.sub(r"(\]|\$\d)\.constant\b", r"\1.constantValue", body)
    return "import Constraints\nimport XCTest\n" + body


def counted_tests(text):
    """The tests a Linux build compiles (those outside `#if canImport(UIKit)` branches), and those that relate left to top."""
    names, left_to_top, branches, current = [], set(), [], None
    for line in text.split("\n"):
        stripped = line.strip()
        if stripped.startswith("#if "):
            branches.append(stripped == "#if canImport(UIKit)")
        elif stripped.startswith("#else") and branches:
            branches[-1] = not branches[-1] if branches[-1] else False
        elif stripped.startswith("#endif") and branches:
            branches.pop()
        match = re.match(r"func (test\w+)\(\)", stripped)
        if match:
            current = match.group(1)
            if not any(branches):
                names.append(current)
        if current and re.search(r"\.left\.equalTo\([^)]*snp\.top\)", stripped):
            left_to_top.add(current)
    return names, left_to_top


def main():
    arguments = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    arguments.add_argument("snapkit", help="a checkout of SnapKit/SnapKit, or a bare git folder of it")
    arguments.add_argument("--scratch", help="the build folder to use (kept between runs)")
    options = arguments.parse_args()
    text = suite_text(options.snapkit)
    names, left_to_top = counted_tests(text[text.index("@testable import SnapKit"):])
    with tempfile.TemporaryDirectory() as folder:
        tests = os.path.join(folder, "Tests", "SnapKitSuite")
        os.makedirs(tests)
        with open(os.path.join(folder, "Package.swift"), "w", encoding="utf-8") as file:
            file.write(PACKAGE.format(root=ROOT))
        with open(os.path.join(tests, "Prelude.swift"), "w", encoding="utf-8") as file:
            file.write(PRELUDE)
        with open(os.path.join(tests, "Tests.swift"), "w", encoding="utf-8") as file:
            file.write(mapped(text))
        scratch = os.path.abspath(options.scratch or os.path.join(ROOT, ".build-snapkit-suite"))
        done = subprocess.run(["swift", "test", "--scratch-path", scratch], cwd=folder, capture_output=True, text=True)
    output = done.stdout + done.stderr
    results = dict(re.findall(r"Test Case '(?:-\[)?[\w.]*?[. ](test\w+)\]?' (passed|failed)", output))
    if not results:
        errors = [line for line in output.split("\n") if ": error: " in line]
        print("SnapKit's suite does not build against the package:")
        print("\n".join(sorted(set(errors))[:40]) or output[-4000:])
        print(f"0 of {len(names)} tests pass ({len(names)} do not compile)")
        return 1
    passed = [name for name in names if results.get(name) == "passed"]
    failed = [name for name in names if results.get(name) == "failed"]
    missing = [name for name in names if name not in results]
    unexpected = [name for name in failed if name not in left_to_top] + missing
    print(f"{len(passed)} of {len(names)} tests pass; {len(failed)} fail"
          + (f", {len(missing)} did not run" if missing else ""))
    for name in failed:
        why = "expected: it relates a left edge to a top edge, which UIKit refuses" if name in left_to_top else "UNEXPECTED"
        print(f"  failed: {name} ({why})")
    for name in missing:
        print(f"  did not run: {name}")
    return 1 if unexpected else 0


if __name__ == "__main__":
    sys.exit(main())
