#!/usr/bin/env python3
"""Validates what vfl-tool really writes as JSON against the schemas in
docs/schema/v1, for every command that writes JSON, in the situations that
change the document's shape (accepted and rejected input, symbolic
constants, several scenes, Interface Builder ids, diagnostics).

    scripts/validate-json.py [VFL-TOOL]      (default .build/debug/vfl-tool)

Needs the python `jsonschema` package (4.18 or later). It runs in CI rather
than in `swift test`, so that a plain clone's tests need nothing beyond the
Swift toolchain; the Swift tests assert the exact JSON of each command, this
script that it is what the schemas say. To show that the schemas can fail,
each document is also changed the ways a regression would change it (no
schemaVersion, a symbolic constant or `complete` written as text, an
unknown key) and must then be refused. Exits 1 when any check fails.
"""
import copy
import json
import os
import subprocess
import sys
import tempfile

from jsonschema import Draft202012Validator
from referencing import Registry, Resource

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCHEMAS = os.path.join(ROOT, "docs", "schema", "v1")

SWIFT = """final class ProfileHeader: UIView {
    private enum Layout { static let inset: CGFloat = 16 }
    let avatar = UIImageView()
    let name = UILabel()

    func build() {
        addSubview(avatar)
        addSubview(name)
        avatar.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().inset(Layout.inset)
            make.size.equalTo(64)
        }
        name.snp.makeConstraints { make in
            make.leading.equalTo(avatar.snp.trailing).offset(spacing)
            make.trailing.lessThanOrEqualToSuperview().inset(contentInset.top * 2 + 4)
            make.width.equalTo(avatar).multipliedBy(ratio).wobble()
        }
        addConstraints(NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-[avatar]-[nmae]", options: [], metrics: nil, views: ["avatar": avatar, "name": name]))
    }
}
"""


def registry():
    resources = []
    for name in sorted(os.listdir(SCHEMAS)):
        with open(os.path.join(SCHEMAS, name), encoding="utf-8") as file:
            schema = json.load(file)
        Draft202012Validator.check_schema(schema)
        resources.append((schema["$id"], Resource.from_contents(schema)))
    return Registry().with_resources(resources)


def validator(command, schemas):
    return Draft202012Validator({"$ref": f"urn:autolayouttext:schema:v1:{command}"}, registry=schemas)


def run(tool, arguments, folder):
    done = subprocess.run([tool] + arguments, cwd=folder, capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL)
    return json.loads(done.stdout)


def documents(tool, folder):
    """(command, description, document) for every situation."""
    fixtures = os.path.join(ROOT, "Tests", "Fixtures")
    log = os.path.join(fixtures, "ConsoleLogs", "048.txt")
    xib = os.path.join(fixtures, "InterfaceBuilder", "Cells.xib")
    storyboard = os.path.join(fixtures, "InterfaceBuilder", "StackViews.storyboard")
    masonry = os.path.join(fixtures, "Masonry", "FeedCell.m")
    yield "parse", "accepted and rejected formats", run(
        tool, ["parse", "-f", "json", "--metric", "m=4", "|-[a]-m-[b(>=44@750)]-|", "V:|[a(==b)]", "[a]-[", "[a(w)]"], folder)
    yield "parse", "no format", run(tool, ["parse", "-f", "json", "--views", "a", "-"], folder)
    yield "convert", "Swift with symbolic constants and multipliers, a skipped modifier, a rejected literal", run(
        tool, ["convert", "--to", "json", "Profile.swift"], folder)
    yield "convert", "Masonry", run(tool, ["convert", "--to", "json", masonry], folder)
    yield "convert", "a console log", run(tool, ["convert", "--to", "json", log], folder)
    yield "convert", "an Interface Builder document, with ids", run(tool, ["convert", "--to", "json", xib], folder)
    yield "convert", "VFL with standard spaces", run(tool, ["convert", "--to", "json", "|-[a]-[b]-|", "V:|[a]|"], folder)
    yield "layout", "broken and ambiguous", run(
        tool, ["layout", "-f", "json", "|-[a(100)]", "[a(200)]", "V:|[a(10)]", "H:[c]", "--size", "300x100"], folder)
    yield "layout", "numbers beyond the representable range", run(
        tool, ["layout", "-f", "json", "|-1e308-[a]-1e308-|", "V:|[a(1)]", "--size", "100x100"], folder)
    yield "layout", "a folder of scene files", run(tool, ["layout", "-f", "json", os.path.join(ROOT, "Examples", "Scenes")], folder)
    yield "layout", "a storyboard's scenes, with ids and misplaced views", run(tool, ["layout", "-f", "json", storyboard], folder)
    yield "explain", "a conflict", run(tool, ["explain", "-f", "json", log], folder)
    traced = os.path.join(fixtures, "ExplainSource")
    yield "explain", "a conflict traced to its source, with a patch", run(
        tool, ["explain", "-f", "json", os.path.join(traced, "price-cell-width.log"), "--source", os.path.join(traced, "Sources")], folder)
    yield "explain", "a conflict whose fix has no patch", run(
        tool, ["explain", "-f", "json", os.path.join(traced, "login-autoresizing.log"), "--source", os.path.join(traced, "BannerView.swift")], folder)
    yield "check", "errors", run(tool, ["check", "-f", "json", "Profile.swift"], folder)
    yield "check", "warnings of a folder", run(tool, ["check", "-f", "json", "--warnings", folder], folder)


def regressions(document):
    """The document changed as regressions would change it, each of which the schema must refuse."""
    without = copy.deepcopy(document)
    without.pop("schemaVersion", None)
    yield "without schemaVersion", without
    unknown = copy.deepcopy(document)
    unknown["unexpected"] = True
    yield "with an unknown key", unknown
    text = json.dumps(document)
    if '"terms"' in text:
        flattened = json.loads(text, object_hook=lambda o: "`metric`" if "terms" in o else o)
        yield "with a symbolic constant as text", flattened
    if '"complete"' in text:
        worded = json.loads(text, object_hook=lambda o: {**o, "complete": "no"} if "complete" in o else o)
        yield "with complete as text", worded


def main():
    tool = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/vfl-tool"))
    schemas = registry()
    failures, checked, refused = 0, 0, 0
    with tempfile.TemporaryDirectory() as folder:
        with open(os.path.join(folder, "Profile.swift"), "w", encoding="utf-8") as file:
            file.write(SWIFT)
        seen_terms, seen_incomplete = False, False
        for command, description, document in documents(tool, folder):
            checked += 1
            seen_terms = seen_terms or '"terms"' in json.dumps(document)
            seen_incomplete = seen_incomplete or '"complete": false' in json.dumps(document)
            errors = sorted(validator(command, schemas).iter_errors(document), key=lambda e: list(e.absolute_path))
            for error in errors[:5]:
                failures += 1
                print(f"{command} ({description}): {'/'.join(map(str, error.absolute_path))}: {error.message[:300]}")
            for change, changed in regressions(document):
                if validator(command, schemas).is_valid(changed):
                    failures += 1
                    print(f"{command} ({description}): the schema accepts the document {change}")
                else:
                    refused += 1
        if not seen_terms:
            failures += 1
            print("no document had a symbolic constant: the expression schema was not exercised")
        if not seen_incomplete:
            failures += 1
            print("no constraint read from source was said to be incomplete: the complete key was not exercised")
    print(f"{checked} documents of 5 commands validate against docs/schema/v1; {refused} broken variants refused; {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
