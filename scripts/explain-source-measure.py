#!/usr/bin/env python3
"""How often `vfl-tool explain --source` ranks the line that made a logged constraint first.

usage: explain-source-measure.py [--tool VFL_TOOL] [--per-project N] [--seed S] [--introduce] PROJECT_DIR...

For each project (a folder of Swift and Objective-C code, such as a fetched
public iOS app), it reads every constraint the project makes (`convert --to
json`), samples N of them, and writes for each the description UIKit would
print for it in an "Unable to simultaneously satisfy constraints" log: the
items by the class the source declares them as (a cell's contentView as
`UITableViewCellContentView`, `self` as the class around the line), made-up
addresses, SnapKit's `@File.swift#line` for a SnapKit chain, beside a
constraint UIKit makes that conflicts with it (the size a container gives
the view, or its autoresizing position). Then it runs `explain --source
PROJECT_DIR` on that log and reads where the ranking put the sampled line.
Prints, per project and in total, how many ranked first and in the top
three; a second pass leaves SnapKit's location out (as older SnapKit prints
it), so that the other evidence is measured too. Nothing is written into
the projects.

With --introduce, each sampled constraint is instead made into a conflict
the way a developer makes one: the project's sources are copied to a
temporary folder, the sampled line is edited there (its constant becomes
another value, picked from the seed: 8 becomes 20, 0 becomes 12; a constant
of 0 the line does not write gets `constant: 12` or `.offset(12)`), the
edited file is read again to check that the edit changed that constraint and
no other, and the log describes the constraint as written after the edit,
beside the same UIKit-made partner; `explain --source` then runs on the
copy, one copy and one log per sampled constraint. Only required
constraints are sampled (UIKit never lists an optional one in a conflict);
a sampled line the script cannot edit that way is passed over for the next
one, and counted.
"""

import argparse
import collections
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SIZE = {"width", "height"}
HORIZONTAL = {"left", "right", "leading", "trailing", "centerX", "leftMargin", "rightMargin", "leadingMargin", "trailingMargin",
              "centerXWithinMargins", "width"}


def run(tool, arguments, folder):
    done = subprocess.run([tool] + arguments, cwd=folder, capture_output=True, text=True, timeout=900, stdin=subprocess.DEVNULL)
    return done.stdout


def source_files(project, endings=(".swift", ".m", ".mm")):
    found = []
    for folder, folders, names in os.walk(project):
        folders[:] = sorted(f for f in folders if f not in (".git", "Pods", "Carthage", "build"))
        for name in sorted(names):
            if name.endswith(endings):
                found.append(os.path.relpath(os.path.join(folder, name), project))
    return found


class Classes:
    """The class a file declares a name as, and the class around a line: what UIKit prints for the item."""

    SWIFT = re.compile(r"\b(?:let|var)\s+(\w+)\s*(?::\s*([A-Z]\w*)|=\s*([A-Z]\w*)\s*(?:\.init)?\()")
    OBJC = re.compile(r"\b([A-Z]\w*)\s*\*\s*_?(\w+)\s*[;=]")
    TYPE = re.compile(r"^\s*(?:@objc\S*\s+)?(?:(?:final|public|open|private|fileprivate|internal)\s+)*(?:class|extension)\s+(\w+)|^@implementation\s+(\w+)")

    def __init__(self, text):
        self.names = {}
        for match in self.SWIFT.finditer(text):
            self.names.setdefault(match.group(1), match.group(2) or match.group(3))
        for match in self.OBJC.finditer(text):
            self.names.setdefault(match.group(2), match.group(1))
        self.types = []
        for number, line in enumerate(text.split("\n"), 1):
            match = self.TYPE.match(line)
            if match:
                self.types.append((number, match.group(1) or match.group(2)))

    def around(self, line):
        found = [name for number, name in self.types if number <= line]
        return found[-1] if found else "UIView"

    def of(self, name, line):
        last = name.split(".")[-1]
        if last in ("self", "superview") or name == "":
            return self.around(line)
        if last == "contentView":
            return "UITableViewCellContentView"
        if last == "view":
            return "UIView"
        return self.names.get(last, "UIView")


def description(constraint, classes, addresses, with_location, serial):
    """UIKit's description of `constraint`; each item's address is new to the log (the log is one paste: an address is one object)."""
    def item(name):
        last = name.split(".")[-1]
        address = addresses.setdefault(name, "0x7f%06x%04x" % (serial, len(addresses) + 1))
        if last == "safeAreaLayoutGuide":
            return f"UILayoutGuide:{address}'UIViewSafeAreaLayoutGuide'"
        if last == "layoutMarginsGuide":
            return f"UILayoutGuide:{address}'UIViewLayoutMarginsGuide'"
        if last.endswith("Guide"):
            return f"UILayoutGuide:{address}'{last}'"
        return f"{classes.of(name, constraint['line'])}:{address}"

    body = f"{item(constraint['firstItem'])}.{constraint['firstAttribute']} {constraint['relation']} "
    constant = constraint["constant"]
    if constraint.get("secondItem"):
        multiplier = constraint["multiplier"]
        body += ("" if multiplier == 1 else f"{multiplier:g}*") + f"{item(constraint['secondItem'])}.{constraint['secondAttribute']}"
        if constant:
            body += (" - " if constant < 0 else " + ") + f"{abs(constant):g}"
    else:
        body += f"{constant:g}"
    if constraint["priority"] != 1000:
        body += f" @{constraint['priority']:g}"
    address = "0x60%06x%04x" % (serial, constraint["line"] % 0x10000)
    if constraint["notation"] == "snapkit":
        location = f"@{os.path.basename(constraint['file'])}#{constraint['line']}" if with_location else ""
        return f"<SnapKit.LayoutConstraint:{address}{location} {body}>", item
    if constraint["notation"] == "masonry":
        return f"<MASLayoutConstraint:{address} {body}>", item
    return f"<NSLayoutConstraint:{address} {body}   (active)>", item


def partner(constraint, item, serial):
    """A constraint UIKit makes that the sampled one cannot hold with."""
    first = item(constraint["firstItem"])
    attribute = constraint["firstAttribute"]
    if attribute in SIZE and not constraint.get("secondItem"):
        key = "Width" if attribute == "width" else "Height"
        value = (constraint["constant"] or 0) + 37
        return f"<NSLayoutConstraint:0x6fffff{serial:06x} 'UIView-Encapsulated-Layout-{key}' {first}.{attribute} == {value:g}   (active)>"
    position = "minX" if attribute in HORIZONTAL else "minY"
    return f"<NSAutoresizingMaskLayoutConstraint:0x6ffffe{serial:06x} h=--& v=--& {first}.{position} == 3   (active)>"


def read_constraints(tool, project, files):
    constraints = []
    for start in range(0, len(files), 200):
        output = run(tool, ["convert", "--to", "json"] + files[start:start + 200], project)
        try:
            constraints += json.loads(output)["constraints"]
        except (ValueError, KeyError):
            continue
    return constraints


def is_usable(c):
    return (isinstance(c.get("constant"), (int, float)) and isinstance(c.get("multiplier"), (int, float))
            and c.get("firstItem") and c["notation"] != "vfl")


def write_log(sample, by_file, project, folder, with_location):
    """One log section per sampled constraint: its related constraints, it, and its UIKit-made partner."""
    texts = {}
    lines = ["[LayoutConstraints] Unable to simultaneously satisfy constraints.", "("]
    entries = []
    for constraint in sample:
        path = os.path.join(project, constraint["file"])
        if path not in texts:
            texts[path] = Classes(open(path, encoding="utf-8", errors="replace").read())
        addresses = {}
        serial = len(entries) + 1
        text, item = description(constraint, texts[path], addresses, with_location, serial)
        # A conflict lists other constraints on the same view, made nearby: up to three, nearest first.
        name = constraint["firstItem"]
        related = sorted((c for c in by_file[constraint["file"]] if c is not constraint and name in (c["firstItem"], c.get("secondItem"))),
                         key=lambda c: abs(c["line"] - constraint["line"]))[:3]
        for other in related:
            lines.append(f'    "{description(other, texts[path], addresses, with_location, serial)[0]}",')
        entries.append((constraint, len(lines) + 1))
        lines.append(f'    "{text}",')
        lines.append(f'    "{partner(constraint, item, len(entries))}",')
        lines.append(")")
        lines.append("")
        lines.append("[LayoutConstraints] Unable to simultaneously satisfy constraints.")
        lines.append("(")
    lines = lines[:-2]
    log = os.path.join(folder, "generated.log")
    with open(log, "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")
    return log, entries


def ranks(tool, log, entries, project):
    report = json.loads(run(tool, ["explain", log, "--source", ".", "-f", "json"], project) or '{"logs": []}')
    made = {}
    for section in report["logs"]:
        for logged in section["constraints"]:
            made[logged["line"]] = logged.get("madeAt", [])
    results = []
    for constraint, line in entries:
        places = [(c["file"], c["line"], c["column"]) for c in made.get(line, [])]
        target = (constraint["file"], constraint["line"], constraint["column"])
        rank = places.index(target) + 1 if target in places else None
        results.append((constraint, rank, made.get(line, [])))
    return results


def measure(tool, project, per_project, rnd, with_location):
    usable = [c for c in read_constraints(tool, project, source_files(project)) if is_usable(c)]
    if not usable:
        return []
    sample = rnd.sample(usable, min(per_project, len(usable)))
    by_file = collections.defaultdict(list)
    for constraint in usable:
        by_file[constraint["file"]].append(constraint)
    with tempfile.TemporaryDirectory() as folder:
        log, entries = write_log(sample, by_file, project, folder, with_location)
        return ranks(tool, log, entries, project)


# --introduce: a conflict made by editing the sampled line.

NUMBER = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)(?![\w.])")
VALUES = (20, 12, 8, 16, 24, 30, 44, 6)
CALLS = {
    "anchor": re.compile(r"\bconstraint\(\s*(?:equalTo|greaterThanOrEqualTo|lessThanOrEqualTo):"),
    "snapkit": re.compile(r"\.(?:equalTo|greaterThanOrEqualTo|lessThanOrEqualTo)(?:Superview)?\("),
    "masonry": re.compile(r"\.(?:mas_)?(?:equalTo|greaterThanOrEqualTo|lessThanOrEqualTo)\("),
}


def closing(text, opening):
    """The index of the parenthesis that closes the one at `opening`, or None."""
    depth = 0
    for index in range(opening, len(text)):
        if text[index] == "(":
            depth += 1
        elif text[index] == ")":
            depth -= 1
            if depth == 0:
                return index
    return None


def edits(lines, constraint, new):
    """The ways to write `new` as the constant of `constraint` in `lines` (a file's lines): (edited lines, what was done), likeliest first."""
    index = constraint["line"] - 1
    start = constraint["column"] - 1
    value = abs(constraint["constant"])
    # A literal of the constant in the constraint's text from its column, over at most three lines (a call can wrap);
    # the edited file read again tells which one was the constant.
    for number in range(index, min(index + 3, len(lines))):
        line = lines[number]
        for match in NUMBER.finditer(line, start if number == index else 0):
            if float(match.group(1)) == value:
                edited = list(lines)
                edited[number] = line[:match.start(1)] + f"{new:g}" + line[match.end(1):]
                yield edited, f"constant {match.group(1)} -> {new:g}" + ("" if number == index else f" on line {number + 1}")
        if ";" in line[start if number == index else 0:]:
            break
    if value != 0:
        return
    # A constant of 0 the line does not write: add one where the call takes it.
    line = lines[index]
    match = CALLS.get(constraint["notation"], re.compile("(?!)")).search(line, start)
    if not match:
        return
    opening = line.index("(", match.start())
    end = closing(line, opening)
    if end is None:
        return
    inside = line[opening + 1:end]
    edited = list(lines)
    if constraint["notation"] == "anchor":
        if "constant" not in inside and "multiplier" not in inside:
            edited[index] = line[:end] + f", constant: {new:g}" + line[end:]
            yield edited, f"added constant: {new:g}"
    elif not re.match(r"\s*\.(?:offset|inset|multipliedBy|dividedBy)\(", line[end + 1:]):
        edited[index] = line[:end + 1] + f".offset({new:g})" + line[end + 1:]
        yield edited, f"added .offset({new:g})"


def key(c):
    return (c["line"], c["column"], c["firstItem"], c["firstAttribute"], c.get("secondItem"), c.get("secondAttribute"))


def introduce(tool, project, files, usable, constraint, rnd):
    """A copy of the project's sources with `constraint`'s line edited: (folder, edited constraint, every usable constraint, what was done), or None."""
    path = os.path.join(project, constraint["file"])
    text = open(path, encoding="utf-8", errors="replace").read()
    new = rnd.choice([v for v in VALUES if v != abs(constraint["constant"])])
    before = {key(c): c for c in usable if c["file"] == constraint["file"]}
    with tempfile.TemporaryDirectory() as scratch:
        edited_path = os.path.join(scratch, constraint["file"])
        os.makedirs(os.path.dirname(edited_path), exist_ok=True)
        for lines, what in edits(text.split("\n"), constraint, new):
            with open(edited_path, "w", encoding="utf-8") as file:
                file.write("\n".join(lines))
            # The edited file read again: the sampled constraint changed, every other constraint as before.
            after_all = read_constraints(tool, scratch, [constraint["file"]])
            after = {key(c): c for c in after_all if is_usable(c)}
            changed = [k for k in set(before) | set(after) if k not in before or k not in after
                       or before[k]["constant"] != after[k]["constant"] or before[k]["text"] != after[k]["text"]]
            target = after.get(key(constraint))
            if (target is not None and target["constant"] != constraint["constant"]
                    and target["multiplier"] == constraint["multiplier"] and target["priority"] == constraint["priority"]
                    and all(k[:2] == (constraint["line"], constraint["column"]) for k in changed)):
                folder = tempfile.mkdtemp(prefix="explain-introduce-")
                for name in files:
                    os.makedirs(os.path.dirname(os.path.join(folder, name)), exist_ok=True)
                    shutil.copyfile(os.path.join(project, name), os.path.join(folder, name))
                shutil.copyfile(edited_path, os.path.join(folder, constraint["file"]))
                edited_usable = [c for c in usable if c["file"] != constraint["file"]] + [c for c in after_all if is_usable(c)]
                return folder, target, edited_usable, what
    return None


def measure_introduced(tool, project, per_project, rnd, with_location, skipped):
    files = source_files(project, (".swift", ".m", ".mm", ".h"))
    usable = [c for c in read_constraints(tool, project, [f for f in files if not f.endswith(".h")]) if is_usable(c)]
    # UIKit lists only required constraints in a conflict: one below 1000 gives way instead of conflicting.
    order = [c for c in usable if c.get("priority") == 1000]
    rnd.shuffle(order)
    results = []
    for constraint in order:
        if len(results) == per_project:
            break
        made = introduce(tool, project, files, usable, constraint, rnd)
        if not made:
            skipped[os.path.basename(project)] += 1
            continue
        folder, target, edited_usable, what = made
        try:
            by_file = collections.defaultdict(list)
            for c in edited_usable:
                by_file[c["file"]].append(c)
            target = next(c for c in by_file[target["file"]] if key(c) == key(target))
            log, entries = write_log([target], by_file, folder, folder, with_location)
            # Before the edit, did another place write the same constraint? Then the edit is what told them apart.
            twins = sum(1 for other in usable if other["text"] == constraint["text"] and other["notation"] == constraint["notation"]
                        and (other["file"], other["line"]) != (constraint["file"], constraint["line"]))
            for c, rank, candidates in ranks(tool, log, entries, folder):
                c = dict(c, edit=what, original=constraint["text"], twins=twins)
                results.append((c, rank, candidates))
        finally:
            shutil.rmtree(folder)
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("projects", nargs="+")
    parser.add_argument("--tool", default=os.path.join(ROOT, ".build/release/vfl-tool"))
    parser.add_argument("--per-project", type=int, default=8)
    parser.add_argument("--seed", type=int, default=24)
    parser.add_argument("--misses", action="store_true", help="print every miss with the candidates ranked above it")
    parser.add_argument("--introduce", action="store_true",
                        help="make each conflict by editing the sampled line's constant in a copy of the sources")
    options = parser.parse_args()
    for with_location in (True, False):
        rnd = random.Random(options.seed)
        totals = collections.Counter()
        skipped = collections.Counter()
        mode = "conflict introduced at the sampled line, " if options.introduce else ""
        print(f"== {mode}{'with' if with_location else 'without'} SnapKit's @File.swift#line")
        print("| project | sampled | first | top three |")
        print("|---|---|---|---|")
        runs = []
        for project in options.projects:
            if options.introduce:
                results = measure_introduced(options.tool, os.path.abspath(project), options.per_project, rnd, with_location, skipped)
            else:
                results = measure(options.tool, os.path.abspath(project), options.per_project, rnd, with_location)
            runs.append((project, results))
            first = sum(1 for _, rank, _ in results if rank == 1)
            three = sum(1 for _, rank, _ in results if rank is not None and rank <= 3)
            totals.update(sampled=len(results), first=first, three=three)
            print(f"| {os.path.basename(os.path.abspath(project))} | {len(results)} | {first} | {three} |")
            if options.misses:
                for constraint, rank, made in results:
                    if rank != 1:
                        edit = f" [edited: {constraint['edit']}; was {constraint['original']}]" if "edit" in constraint else ""
                        print(f"   miss ({rank or 'not in the top three'}): {constraint['file']}:{constraint['line']} {constraint['text']} ({constraint['notation']}){edit}")
                        for candidate in made[:3]:
                            print(f"      {candidate['file']}:{candidate['line']} {candidate['text']} {candidate['score']:g}")
        sampled = max(totals["sampled"], 1)
        print(f"| **total** | {totals['sampled']} | {totals['first']} ({100 * totals['first'] / sampled:.1f}%) "
              f"| {totals['three']} ({100 * totals['three'] / sampled:.1f}%) |")
        if options.introduce:
            twinned = [rank for _, results in runs for c, rank, _ in results if c.get("twins")]
            print(f"sampled constraints another place wrote the same before the edit: {len(twinned)}, "
                  f"of which {sum(1 for rank in twinned if rank == 1)} ranked first after it")
            print(f"sampled lines passed over (no constant the script could edit, or the edit changed another constraint too): "
                  f"{sum(skipped.values())}")
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
