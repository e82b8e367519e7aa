#!/usr/bin/env python3
"""Write the seed corpora of the fuzz harnesses (Fuzz/<name>/seeds/) from the
project's own fixtures: the VFL formats of Tests/Fixtures/VisualFormat/*.cases
and the canonical text of their constraints, and the Objective-C screens of
Tests/Fixtures/Masonry (whole, and each Masonry block in a file of its own). Seeds of crashes found by fuzzing
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
