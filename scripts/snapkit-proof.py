#!/usr/bin/env python3
"""Writes Examples/SnapKitProof/Sources/SnapKitProof/Cases.swift: for every VFL
fixture case Apple accepts (Tests/Fixtures/VisualFormat) and for generated
formats, the SnapKit source `vfl-tool convert --to snapkit` writes, compiled in
the outside package, with the constraints it must make.

usage: scripts/snapkit-proof.py VFL_TOOL [--generated N] [--seed S]
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


def run(tool, arguments):
    return subprocess.run([tool] + arguments, capture_output=True, text=True)


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("tool")
    parser.add_argument("--generated", type=int, default=150)
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
    OUTPUT.write_text("// Written by scripts/snapkit-proof.py; not committed.\nimport Constraints\n\n/// Every case.\nfunc proofCases() -> [ProofCase] {\n    var cases: [ProofCase] = []\n"
                      + "".join("    cases.append(" + case.strip().removesuffix(",") + ")\n" for case in cases) + "    return cases\n}\n", encoding="utf-8")
    print(f"wrote {len(cases)} cases to {OUTPUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
