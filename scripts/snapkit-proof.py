#!/usr/bin/env python3
"""Writes Examples/SnapKitProof/Sources/SnapKitProof/Cases.swift: for every VFL
fixture case Apple accepts (Tests/Fixtures/VisualFormat), for generated
formats, and for generated Objective-C Masonry blocks, the SnapKit source
`vfl-tool convert --to snapkit` writes, compiled in the outside package, with
the constraints it must make (for Masonry, those `convert --to canonical`
reads with Masonry's semantics).

usage: scripts/snapkit-proof.py VFL_TOOL [--generated N] [--masonry N] [--seed S]
"""
import argparse
import pathlib
import random
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "Tests" / "Fixtures" / "VisualFormat"
OUTPUT = ROOT / "Examples" / "SnapKitProof" / "Sources" / "SnapKitProof" / "Cases.swift"


def fixture_cases():
    """Accepted fixture cases with asserted constraints: (name, format, views, metrics, options, expected)."""
    for path in sorted(FIXTURES.glob("*.cases")):
        block, line_number = {}, 0
        lines = path.read_text(encoding="utf-8").split("\n") + [""]
        for number, line in enumerate(lines, 1):
            if line.startswith("#"):
                continue
            if not line:
                if block.get("format") is not None and "error" not in block and "unasserted" not in block \
                        and not block.get("detached"):
                    yield (f"{path.stem}:{line_number}", block["format"], block.get("views", []),
                           block.get("metrics", []), block.get("options", []), block.get("constraints", []))
                block = {}
                continue
            if not block:
                line_number = number
            key, _, value = line.partition(" ")
            if key == "format":
                block["format"] = value
            elif key == "views":
                block["views"] = value.split()
            elif key in ("metric", "option", "detached"):
                block.setdefault({"metric": "metrics", "option": "options", "detached": "detached"}[key], []).append(value)
            elif key == "constraint":
                block.setdefault("constraints", []).append(value.removesuffix(" [standard]"))
            elif key in ("error", "unasserted"):
                block[key] = value


def generated_formats(count, seed):
    """Random formats over views a, b, c: connections, sizes, relations, priorities, options."""
    rng = random.Random(seed)
    for index in range(count):
        vertical = rng.random() < 0.4
        names = rng.sample(["a", "b", "c"], rng.randint(1, 3))

        def predicate(allow_view):
            relation = rng.choice(["", "", ">=", "<="])
            target = rng.choice(names) if allow_view and rng.random() < 0.2 else str(rng.choice([0, 8, 12, 20, 44, 100]))
            priority = rng.choice(["", "", "", "@750", "@250"])
            return relation + target + priority

        def connection():
            kind = rng.random()
            if kind < 0.25:
                return "-"
            if kind < 0.4:
                return ""
            if kind < 0.75:
                return f"-{rng.choice([4, 8, 16, 20])}-"
            return "-(" + ",".join(predicate(False) for _ in range(rng.randint(1, 2))) + ")-"

        text = "V:" if vertical else "H:"
        if rng.random() < 0.6:
            text += "|" + connection()
        for position, name in enumerate(names):
            if position:
                text += connection()
            sizes = [predicate(True) for _ in range(rng.randint(0, 2))]
            sizes = [size for size in sizes if not size.lstrip("<>=").startswith(name)]
            text += f"[{name}" + (f"({','.join(sizes)})" if sizes else "") + "]"
        if rng.random() < 0.6:
            text += connection() + "|"
        options = []
        if len(names) > 1 and rng.random() < 0.3:
            options.append(rng.choice(["alignAllLeading", "alignAllCenterX"] if vertical else ["alignAllTop", "alignAllCenterY"]))
        if not vertical and rng.random() < 0.2:
            options.append("directionLeftToRight")
        yield (f"generated:{index}", text, names, [], options, None)


def generated_masonry(count, seed):
    """Random Masonry blocks on views a, b, c in `superview`: attributes, composites and chains, every kind of
    target (views, their attributes, numbers, structs, arrays, none), modifiers, and the distribution helpers."""
    rng = random.Random(seed)
    singles = ["left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
               "baseline", "firstBaseline", "leftMargin", "topMargin"]
    for index in range(count):
        lines = ["@implementation Proof", "- (void)layout {"] + ["    [superview addSubview:%s];" % v for v in "abc"]
        if rng.random() < 0.15:
            helper = rng.choice(["withFixedSpacing:%d" % rng.choice([0, 8, 12]), "withFixedItemLength:%d" % rng.choice([30, 44])])
            lines.append("    [@[a, b, c] mas_distributeViewsAlongAxis:%s %s leadSpacing:%d tailSpacing:%d];"
                         % (rng.choice(["MASAxisTypeHorizontal", "MASAxisTypeVertical"]), helper, rng.choice([0, 16]), rng.choice([0, 10])))
        view = rng.choice(["a", "b", "@[a, c]"])
        lines.append("    [%s mas_makeConstraints:^(MASConstraintMaker *make) {" % view)
        for _ in range(rng.randint(1, 4)):
            chain = "make." + (rng.choice(["edges", "size", "center"]) if rng.random() < 0.25
                               else ".".join(rng.sample(singles, rng.randint(1, 2))))
            if rng.random() < 0.85:
                relation = rng.choice(["equalTo", "equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo"])
                target = rng.choice(["superview", "b", "c", "b.mas_" + rng.choice(singles), "@(%d)" % rng.randint(-10, 40),
                                     "@[b, c]", "CGSizeMake(%d, %d)" % (rng.randint(0, 50), rng.randint(0, 50)),
                                     "UIEdgeInsetsMake(1, 2, 3, 4)", "superview.mas_safeAreaLayoutGuide"])
                boxed = target.startswith(("CGSize", "UIEdge"))
                chain += ".%s(%s)" % (("mas_" if boxed else "") + relation, target)
            for _ in range(rng.randint(0, 2)):
                chain += rng.choice([".offset(%d)" % rng.randint(-10, 10), ".inset(%d)" % rng.randint(0, 12),
                                     ".insets(UIEdgeInsetsMake(1, 2, 3, 4))", ".sizeOffset(CGSizeMake(-4, 6))",
                                     ".centerOffset(CGPointMake(3, -3))", ".multipliedBy(0.5)", ".priorityLow()",
                                     ".priority(%d)" % rng.randint(1, 999), ".key(@\"k\")"])
            lines.append("        %s;" % chain)
        lines += ["    }];", "}", "@end", ""]
        yield ("masonry:%d" % index, "\n".join(lines))


def run(tool, arguments, input=None):
    return subprocess.run([tool] + arguments, capture_output=True, text=True, input=input)


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("tool")
    parser.add_argument("--generated", type=int, default=150)
    parser.add_argument("--masonry", type=int, default=60)
    parser.add_argument("--seed", type=int, default=10)
    args = parser.parse_args()
    cases = []
    for name, text, views, metrics, options, expected in list(fixture_cases()) + list(generated_formats(args.generated, args.seed)):
        flags = ["--views", ",".join(views)] + [f"--metric={m}" for m in metrics] + [f"--option={o}" for o in options]
        if expected is None:
            parsed = run(args.tool, ["parse"] + flags + ["--", text])
            if parsed.returncode != 0:
                continue  # a generated format Apple rejects has nothing to prove
            expected = parsed.stdout.splitlines()
        written = run(args.tool, ["convert", "--from", "vfl", "--to", "snapkit"] + flags + ["--", text])
        if written.returncode != 0:
            sys.exit(f"convert failed for {name} {text!r}: {written.stderr}")
        body = "\n".join("        " + line for line in written.stdout.splitlines())
        bindings = "".join(f"        let {view} = views[\"{view}\"]\n" for view in views if view != "superview")
        cases.append(
            f"    ProofCase(name: {swift_string(name + ' ' + text)}, views: [{', '.join(swift_string(v) for v in views)}],\n"
            f"              expected: [{', '.join(swift_string(e) for e in expected)}]) {{ views in\n"
            f"        let superview = views.superview\n{bindings}"
            f"        _ = (superview{''.join(', ' + v for v in views if v != 'superview')})\n{body}\n    }},\n")
    masonry_cases = 0
    for name, text in generated_masonry(args.masonry, args.seed):
        expected = run(args.tool, ["convert", "--from", "masonry", "--to", "canonical"], input=text)
        if expected.returncode != 0 or expected.stderr or not expected.stdout:
            continue  # a block Masonry or UIKit would refuse, or one that makes nothing, has nothing to prove
        written = run(args.tool, ["convert", "--from", "masonry", "--to", "snapkit"], input=text)
        if written.returncode != 0 or written.stderr:
            sys.exit(f"convert failed for {name}: {written.stderr}")
        body = "\n".join("        " + line for line in written.stdout.splitlines())
        cases.append(
            f"    ProofCase(name: {swift_string(name)}, views: [\"a\", \"b\", \"c\"],\n"
            f"              expected: [{', '.join(swift_string(e) for e in expected.stdout.splitlines())}]) {{ views in\n"
            f"        let superview = views.superview\n"
            + "".join(f"        let {view} = views[\"{view}\"]\n" for view in "abc")
            + f"        _ = (superview, a, b, c)\n{body}\n    }},\n")
        masonry_cases += 1
    OUTPUT.write_text("// Written by scripts/snapkit-proof.py; not committed.\nimport Foundation  // CGSize and CGPoint, as UIKit brings them on iOS\nimport Constraints\n\n/// Every case.\nfunc proofCases() -> [ProofCase] {\n    var cases: [ProofCase] = []\n"
                      + "".join("    cases.append(" + case.strip().removesuffix(",") + ")\n" for case in cases) + "    return cases\n}\n", encoding="utf-8")
    print(f"wrote {len(cases)} cases ({masonry_cases} from Masonry) to {OUTPUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
