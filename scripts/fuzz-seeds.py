#!/usr/bin/env python3
"""Write the seed corpora of the fuzz harnesses (Fuzz/<name>/seeds/) from the
project's own fixtures and tests: the VFL formats of
Tests/Fixtures/VisualFormat/*.cases and the canonical text of their
constraints; the console logs of Tests/Fixtures/ConsoleLogs/*.txt and the log
texts of Tests/ConsoleLogTests; the Swift snippets of Tests/SwiftSourceTests;
Examples/Scenes/*.scene and the scene texts of Tests/ScenesTests; the
Objective-C screens of Tests/Fixtures/Masonry (whole, and each Masonry block
in a file of its own). Seeds of crashes found by fuzzing
(Fuzz/<name>/seeds/crash-*) are kept; the others are rewritten.

    python3 scripts/fuzz-seeds.py

Each VFL seed is FuzzScene's input: one header byte choosing the options
(its index in FuzzScene.optionChoices), then the text.
"""
import glob
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Tests", "Fixtures", "VisualFormat")
# The option sets of FuzzScene.optionChoices, by the fixtures' option names.
CHOICES = [
    [], ["AlignAllTop"], ["AlignAllLeft"], ["AlignAllLeading"], ["DirectionRightToLeft"], ["DirectionLeftToRight"],
    ["SpacingBaselineToBaseline"], ["AlignAllTop", "AlignAllBottom"], ["AlignAllCenterX", "AlignAllCenterY"],
    ["DirectionRightToLeft", "AlignAllTop"], ["SpacingBaselineToBaseline", "AlignAllLeading"],
    ["DirectionLeftToRight", "DirectionRightToLeft"], ["AlignAllLastBaseline", "AlignAllFirstBaseline"],
]


def unescape(text):
    return re.sub(r"\\(u\{([0-9a-fA-F]+)\}|.)",
                  lambda m: chr(int(m.group(2), 16)) if m.group(2) else {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)),
                  text)


def cases():
    for path in sorted(glob.glob(os.path.join(FIXTURES, "*.cases"))):
        case = None
        for line in open(path, encoding="utf-8").read().split("\n") + [""]:
            if line.startswith("#"):
                continue
            if not line:
                if case:
                    yield case
                case = None
                continue
            key, _, value = line.partition(" ")
            case = case or {"options": [], "constraints": [], "views": []}
            if key == "format":
                case["format"] = unescape(value)
            elif key == "option":
                case["options"].append(value.replace("NSLayoutFormat", ""))
            elif key == "constraint":
                case["constraints"].append(value.replace(" [standard]", ""))
            elif key == "views":
                case["views"] = value.split()


def swift_strings(path):
    """The string literals of a Swift file, escapes undone: multi-line ones with
    their indentation (that of the closing delimiter) removed, and one-line ones;
    literals with interpolation are left out."""
    text = open(path, encoding="utf-8").read()
    escapes = lambda body: unescape(body) if "\\(" not in body else None
    literals = []
    for match in re.finditer(r'"""\n(.*?)\n([ \t]*)"""', text, re.S):
        indent = match.group(2)
        lines = [line[len(indent):] if line.startswith(indent) else line.lstrip() for line in match.group(1).split("\n")]
        literals.append(escapes("\n".join(lines)))
    for line in re.sub(r'""".*?"""', "", text, flags=re.S).split("\n"):
        literals += [escapes(body) for body in re.findall(r'"((?:[^"\\\n]|\\.)*)"', line)]
    return [literal for literal in literals if literal]


def test_strings(folder, keep):
    """The string literals of the Swift tests in Tests/<folder> that `keep` accepts."""
    found = []
    for path in sorted(glob.glob(os.path.join(ROOT, "Tests", folder, "*.swift"))):
        found += [literal.encode("utf-8") for literal in swift_strings(path) if keep(literal)]
    return found


def files(pattern):
    return [open(path, "rb").read() for path in sorted(glob.glob(os.path.join(ROOT, pattern)))]


def header(options):
    """The header byte whose option set is `options`, or 0 (none) if FuzzScene has no such set."""
    for index, choice in enumerate(CHOICES):
        if sorted(choice) == sorted(options):
            return bytes([index])
    return bytes([0])


def write(name, seeds):
    folder = os.path.join(ROOT, "Fuzz", name, "seeds")
    os.makedirs(folder, exist_ok=True)
    for old in glob.glob(os.path.join(folder, "seed-*")):
        os.remove(old)
    unique = sorted(set(seeds))
    for index, seed in enumerate(unique):
        with open(os.path.join(folder, "seed-%03d" % index), "wb") as handle:
            handle.write(seed)
    print("Fuzz/%s/seeds: %d seeds" % (name, len(unique)))


def main():
    all_cases = [case for case in cases() if "format" in case]
    vfl = [header(case["options"]) + case["format"].encode("utf-8") for case in all_cases]
    write("vfl", vfl)
    write("printer", [seed for seed, case in zip(vfl, all_cases) if case["constraints"]])
    # Layout: each case's format with its vertical or horizontal counterpart, a line each.
    layout = []
    for case in all_cases:
        text = case["format"]
        other = text[2:] if text.startswith("V:") else "V:" + (text[2:] if text.startswith("H:") else text)
        layout.append(header(case["options"]) + (text + "\n" + other).encode("utf-8"))
    write("layout", layout)
    # Canonical text: the fixtures' constraints with their views renamed a, b, c.
    canonical = []
    for case in all_cases:
        names = {name: new for name, new in zip(case["views"], ["a", "b", "c"])}
        for constraint in case["constraints"]:
            if all(re.sub(r"\W", "", term.split(".")[0]) in list(names) + ["superview"]
                   for term in re.findall(r"[A-Za-z_]\w*\.\w+", constraint)):
                canonical.append(re.sub(r"\b[A-Za-z_]\w*(?=\.)", lambda m: names.get(m.group(0), m.group(0)), constraint)
                                 .encode("utf-8"))
    write("canonical", canonical)
    # Console logs: the fixtures, and every text of the log tests that holds a description or a log's header.
    write("log", files("Tests/Fixtures/ConsoleLogs/*.txt")
          + test_strings("ConsoleLogTests", lambda s: re.search(r"Constraint|:0x|satisfy", s) is not None))
    # Swift: the snippets of the reader's tests (code, not the canonical text they are compared with).
    write("swift", test_strings("SwiftSourceTests", lambda s: re.search(r"[({]", s) is not None
                                and re.search(r"snp|Anchor|NSLayoutConstraint|addSubview|withVisualFormat|func |let ", s) is not None))
    # Scenes: the examples, every text of the scene tests that starts with a statement, and each
    # accepted fixture format (without blanks, as a scene's `vfl` word) in a container with its options.
    formats = [b"container 320x480\nvfl " + case["format"].encode("utf-8")
               + b"".join(b" option NSLayoutFormat" + option.encode("utf-8") for option in case["options"]) + b"\n"
               for case in all_cases if case["constraints"] and not re.search(r"\s", case["format"])]
    write("scene", files("Examples/Scenes/*.scene") + formats
          + test_strings("ScenesTests", lambda s: re.match(r"(container|view|vfl|constraint|metric|spacing)\b", s) is not None))
    write("masonry", masonry_seeds())


def masonry_seeds():
    """Each Masonry fixture whole, and each of its blocks (from the line that sends it to the `}];` that
    ends it) in a method that adds its view to `self`."""
    seeds = []
    for path in sorted(glob.glob(os.path.join(ROOT, "Tests", "Fixtures", "Masonry", "*.m"))):
        text = open(path, encoding="utf-8").read()
        seeds.append(text.encode("utf-8"))
        for match in re.finditer(r"^ *\[([^\s\]]+) \w*[Cc]onstraints:\^.*?^ *\}\];", text, re.M | re.S):
            seeds.append(("@implementation Seed\n- (void)seed {\n    [self addSubview:%s];\n%s\n}\n@end\n"
                          % (match.group(1), match.group(0))).encode("utf-8"))
    return seeds


if __name__ == "__main__":
    main()
