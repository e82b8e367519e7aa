#!/usr/bin/env python3
"""Checks that every Interface Builder fixture converts to code and scene files that lay out as the document does.

    scripts/ib-code-proof.py VFL_TOOL [--write-only]

For each fixture of Tests/Fixtures/InterfaceBuilder, and each screen it makes
(a scene, a cell):

- the scene file `convert --to scene` writes is laid out with `vfl-tool
  layout`, and every view's frame must equal the one the document laid out
  directly gives it (within 0.5 pt);
- the Swift `convert --to snapkit --with-views` and `--to anchors
  --with-views` write is put in a function of
  Examples/IBRoundTrip/Sources/IBRoundTrip/Screens.swift, with what the
  device gives each view (its measured size, margins and safe area, taken from
  the scene file) and the frames to reach; the package then compiles it
  against this package's model (UIKit's class names mapped onto its view
  type), runs it, and checks the properties the code sets and the frames.
  Code that switches constraints by size class (`updateSizeClassConstraints`)
  is run for each of the four size classes, with the document laid out for
  them (`--traits`), and its scene files are checked for each.

Exits 1 when a scene file does not lay out as the document does; the Swift
package's run fails on its own.
"""
import json
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "Tests" / "Fixtures" / "InterfaceBuilder"
OUTPUT = ROOT / "Examples" / "IBRoundTrip" / "Sources" / "IBRoundTrip" / "Screens.swift"
SCREEN_HEADING = re.compile(r"^# (.*): (.*), scene (\S+?)(?:, cell \S+?)?\.$")
CODE_HEADING = re.compile(r"^// MARK: - ")
UIKIT = {"UIView", "UILabel", "UIButton", "UIImageView", "UITextField", "UITextView", "UIStackView", "UIScrollView", "UITableView",
         "UICollectionView", "UISwitch", "UISlider", "UISegmentedControl", "UIActivityIndicatorView", "UIPageControl", "UIProgressView",
         "UIStepper", "UIDatePicker", "UIPickerView", "UIVisualEffectView", "UITableViewCellContentView", "UICollectionReusableView",
         "NSStackView"}  # AppKitShim.swift makes NSStackView with its defaults
TOLERANCE = 0.5
SIZE_CLASS_SWITCH = "updateSizeClassConstraints(for: traitCollection)"
SIZE_CLASSES = ["wC hR", "wC hC", "wR hR", "wR hC"]


def tool(vfl_tool, *arguments):
    done = subprocess.run([vfl_tool, *arguments], capture_output=True, text=True, timeout=300, cwd=ROOT)
    return done.stdout


def split(text, heading):
    """Sections of `text`, each starting at a line `heading` matches."""
    sections, current = [], []
    for line in text.splitlines():
        if heading.match(line) and current:
            sections.append(current)
            current = []
        current.append(line)
    if current:
        sections.append(current)
    return sections


def insets(text):
    values = [float(part) for part in text.split(",")]
    return values * 4 if len(values) == 1 else values


def parse_screen(lines):
    """The container and each view's facts from a scene file's lines."""
    scene_id = SCREEN_HEADING.match(lines[0]).group(3)
    container, views = None, {}
    for line in lines:
        words = line.split()
        if not words:
            continue
        if words[0] == "container":
            width, height = words[2].split("x")
            container = {"name": words[1], "size": (float(width), float(height)), "safe": [0.0] * 4, "margins": [8.0] * 4,
                         "scrolls": "scrolls" in words}
            for index, word in enumerate(words):
                if word == "safe-area":
                    container["safe"] = insets(words[index + 1])
                if word == "margins":
                    container["margins"] = insets(words[index + 1])
        elif words[0] == "view":
            facts = {"class": "UIView", "intrinsic": None, "margins": [8.0] * 4, "safe": [0.0] * 4, "alignment": [0.0] * 4,
                     "baselines": [0.0, 0.0], "scrolls": False, "hidden": False, "hugging": ["250", "250"], "compression": ["750", "750"],
                     "translates": False, "arranged": False, "stack": None}
            index = 2
            while index < len(words):
                word = words[index]
                value = words[index + 1] if index + 1 < len(words) else ""
                if word == "class":
                    facts["class"] = value
                elif word == "intrinsic":
                    facts["intrinsic"] = [float(part) for part in value.split("x")]
                elif word == "margins":
                    facts["margins"] = insets(value)
                elif word == "safe-area":
                    facts["safe"] = insets(value)
                elif word == "alignment-insets":
                    facts["alignment"] = insets(value)
                elif word == "baselines":
                    facts["baselines"] = [float(part) for part in value.split(",")]
                elif word in ("hugging", "compression"):
                    parts = value.split(",")
                    facts[word] = [parts[0], parts[-1]]
                elif word == "frame":
                    facts["translates"] = True
                elif word == "stack":
                    stack = {"axis": value, "distribution": "fill", "alignment": "fill", "spacing": "0", "baseline": "-", "margins": "-"}
                    index += 2
                    while index < len(words) and words[index] in ("distribution", "alignment", "spacing", "baseline-relative", "margins-relative"):
                        if words[index] in ("baseline-relative", "margins-relative"):
                            stack["baseline" if words[index] == "baseline-relative" else "margins"] = words[index].split("-")[0]
                            index += 1
                        else:
                            stack[words[index]] = words[index + 1]
                            index += 2
                    facts["stack"] = " ".join(stack[key] for key in ("axis", "distribution", "alignment", "spacing", "baseline", "margins"))
                    continue
                if word == "in":
                    facts["parent"] = value
                if word in ("hidden", "arranged", "scrolls"):
                    facts[word] = True
                    index += 1
                else:
                    index += 2
            views[words[1]] = facts
    return scene_id, container, views


def swift_insets(values):
    return "EdgeInsets(top: %s, left: %s, bottom: %s, right: %s)" % tuple(number(value) for value in values)


def number(value):
    return ("%g" % value) if value != int(value) else str(int(value))


def priority(text):
    return text if "." in text else text + ".0"


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    vfl_tool = str(pathlib.Path(sys.argv[1]).resolve())
    write_only = "--write-only" in sys.argv
    proof = {"functions": {}, "cases": [], "custom": set(), "failures": [], "screens": 0}
    for document in sorted(FIXTURES.glob("*")):
        if document.suffix not in (".xib", ".storyboard"):
            continue
        document = document.relative_to(ROOT)
        code = {target: split(tool(vfl_tool, "convert", "--to", target, "--with-views", str(document)), CODE_HEADING)
                for target in ("snapkit", "anchors")}
        # Code that switches constraints by size class runs for each of the four, against the document laid out for them.
        switches = any(SIZE_CLASS_SWITCH in line for sections in code.values() for section in sections for line in section)
        for traits in (SIZE_CLASSES if switches else [None]):
            check(vfl_tool, document, traits, code, proof)
    functions = proof["functions"].values()
    text = ("// Written by scripts/ib-code-proof.py from the Interface Builder fixtures: do not edit.\n"
            "import Constraints\nimport Foundation\nimport Layout\n\n"
            + "".join(f"typealias {name} = LayoutView\n" for name in sorted(proof["custom"])) + "\n"
            + "\n".join(functions) + "\nnonisolated(unsafe) let screenCases: [ScreenCase] = [\n" + "\n".join(proof["cases"]) + "\n]\n")
    OUTPUT.write_text(text, encoding="utf-8")
    for failure in proof["failures"]:
        print("FAIL " + failure)
    failed = len({f.split(":")[0] for f in proof["failures"]})
    print(f"{proof['screens'] - failed} of {proof['screens']} screens' scene files lay out as their documents; "
          f"wrote {len(proof['cases'])} Swift screens to {OUTPUT.relative_to(ROOT)}")
    return 1 if proof["failures"] and not write_only else 0


def is_appkit(document):
    """Whether `document` is an AppKit one (`com.apple.InterfaceBuilder3.Cocoa.XIB`, `….Cocoa.Storyboard.XIB`)."""
    return "InterfaceBuilder3.Cocoa." in document.read_text(encoding="utf-8")


def check(vfl_tool, document, traits, code, proof):
    """Checks each screen's scene file of `document` laid out for `traits` (the device's when None), and
    adds a case that runs each screen's code for them (its function written once) to `proof`."""
    chosen = ["--traits", traits] if traits else []
    laid_out = json.loads(tool(vfl_tool, "layout", "--format", "json", *chosen, str(document)))
    frames_by_scene = {scene.get("sceneID"): scene.get("frames", {}) for scene in laid_out.get("scenes", [laid_out])}
    label = f"{document.name} ({traits})" if traits else document.name
    for index, lines in enumerate(split(tool(vfl_tool, "convert", "--to", "scene", *chosen, str(document)), SCREEN_HEADING)):
        scene_id, container, views = parse_screen(lines)
        frames = frames_by_scene.get(scene_id, {})
        expected = {name: frames[name] for name in views if name in frames}
        if is_appkit(document):
            # AppKit documents measure a frame from the superview's bottom left; scene files and code, from its top left.
            def parent_height(name):
                parent = views[name].get("parent")
                return container["size"][1] if parent == container["name"] else frames.get(parent, {}).get("height", 0)
            expected = {name: dict(frame, y=parent_height(name) - frame["y"] - frame["height"]) for name, frame in expected.items()}
        proof["screens"] += 1
        # The scene file, laid out by vfl-tool.
        with tempfile.TemporaryDirectory() as folder:
            scene_path = pathlib.Path(folder) / "screen.scene"
            scene_path.write_text("\n".join(lines) + "\n", encoding="utf-8")
            scene_frames = json.loads(tool(vfl_tool, "layout", "--format", "json", str(scene_path))).get("frames", {})
        for name, want in expected.items():
            got = scene_frames.get(name)
            if got is None or any(abs(got[key] - want[key]) > TOLERANCE for key in ("x", "y", "width", "height")):
                proof["failures"].append(f"{label} screen {index} ({lines[0][2:]}): scene file puts {name} at {got}, the document at {want}")
        # The Swift, compiled by the outside package.
        for target, sections in code.items():
            if index >= len(sections):
                proof["failures"].append(f"{label}: --to {target} --with-views wrote fewer screens than --to scene")
                continue
            function = f"build_{document.stem}_{index}_{target}".replace("-", "_")
            body = "\n".join("    " + line for line in sections[index][1:] if line.strip())
            returned = ", ".join(f'"{name}": {name}' for name in views) or ":"
            proof["functions"].setdefault(function, (
                f"/// {document.name}, {sections[index][0][len('// MARK: - '):]}, as --to {target} --with-views writes it.\n"
                f"func {function}(_ {container['name']}: LayoutView, _ traitCollection: UITraitCollection) -> [String: LayoutView] {{\n"
                f"{body}\n    return [{returned}]\n}}\n"))
            facts = []
            for name, view in views.items():
                if view["class"] not in UIKIT:
                    proof["custom"].add(view["class"])
                intrinsic = "LayoutSize(width: %s, height: %s)" % tuple(number(v) for v in view["intrinsic"]) if view["intrinsic"] else "nil"
                stack = '"%s"' % view["stack"] if view["stack"] else "nil"
                facts.append(
                    f'        "{name}": ViewFacts(intrinsic: {intrinsic}, margins: {swift_insets(view["margins"])}, '
                    f'safeArea: {swift_insets(view["safe"])}, alignmentInsets: {swift_insets(view["alignment"])}, '
                    f'baselines: ({number(view["baselines"][0])}, {number(view["baselines"][1])}), scrolls: {str(view["scrolls"]).lower()}, '
                    f'hidden: {str(view["hidden"]).lower()}, hugging: ({priority(view["hugging"][0])}, {priority(view["hugging"][1])}), '
                    f'compression: ({priority(view["compression"][0])}, {priority(view["compression"][1])}), '
                    f'translates: {str(view["translates"]).lower()}, arranged: {str(view["arranged"]).lower()}, stack: {stack}),')
            rects = [f'        "{name}": LayoutRect(x: {number(f["x"])}, y: {number(f["y"])}, width: {number(f["width"])}, height: {number(f["height"])}),'
                     for name, f in expected.items()]
            size = container["size"]
            proof["cases"].append(
                f'    ScreenCase(\n        name: "{label} screen {index} {target}", rootName: "{container["name"]}", '
                f'size: LayoutSize(width: {number(size[0])}, height: {number(size[1])}),\n'
                f'        rootSafeArea: {swift_insets(container["safe"])}, rootMargins: {swift_insets(container["margins"])}, '
                f'rootScrolls: {str(container["scrolls"]).lower()}, traits: {swift_traits(traits)},\n'
                f'        views: [\n' + "\n".join(facts) + ("\n" if facts else ":\n") + "        ],\n"
                f'        expected: [\n' + "\n".join(rects) + ("\n" if rects else ":\n") + "        ],\n"
                f'        build: {function}),')


def swift_traits(traits):
    """`UITraitCollection(…)` for `wC hR`; code that switches nothing is given compact width and regular height."""
    width, height = (traits or "wC hR").split()
    classes = {"C": ".compact", "R": ".regular"}
    return f"UITraitCollection(horizontalSizeClass: {classes[width[1]]}, verticalSizeClass: {classes[height[1]]})"


if __name__ == "__main__":
    sys.exit(main())
