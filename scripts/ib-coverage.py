#!/usr/bin/env python3
"""Whether vfl-tool accounts for every <constraint> of Interface Builder documents.

Point it at .xib/.storyboard files or folders (your own project, say). Each
document is converted with `vfl-tool convert --to json`; each <constraint> id
of the document must be either a converted constraint's "id" or named in one
of the diagnostics (a placeholder, a constraint not installed for the traits,
one naming a view that does not exist...). Anything else is unexplained: the
reader lost it silently, which is a bug.

    python3 scripts/ib-coverage.py path/to/MyApp [--tool .build/release/vfl-tool]
"""
import argparse
import importlib.util
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_spec = importlib.util.spec_from_file_location("ib_fidelity", os.path.join(ROOT, "scripts", "ib-fidelity.py"))
fidelity = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fidelity)
CONSTRAINT_ID = re.compile(r'<constraint\b[^>]*?\bid="([^"]+)"')


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--tool", default=os.path.join(ROOT, ".build/release/vfl-tool"))
    parser.add_argument("--show", type=int, default=20, help="print up to N unexplained constraints")
    options = parser.parse_args()
    total = converted = diagnosed = 0
    unexplained, unreadable = [], []
    for path in fidelity.documents(options.paths):
        with open(path, encoding="utf-8", errors="replace") as file:
            ids = CONSTRAINT_ID.findall(file.read())
        if not ids:
            continue
        run = subprocess.run([options.tool, "convert", "--to", "json", path], capture_output=True, text=True, timeout=300)
        try:
            output = json.loads(run.stdout)
        except json.JSONDecodeError:
            unreadable.append(f"{path}: exit {run.returncode}: {run.stderr.strip()[:200]}")
            continue
        converted_ids = {constraint.get("id") for constraint in output.get("constraints", [])}
        messages = " ".join(diagnostic.get("message", "") for diagnostic in output.get("diagnostics", []))
        for constraint_id in ids:
            total += 1
            if constraint_id in converted_ids:
                converted += 1
            elif re.search(r"\b" + re.escape(constraint_id) + r"\b", messages):
                diagnosed += 1
            else:
                unexplained.append(f"{path}: {constraint_id}")
    print(f"{total} <constraint> elements: {converted} converted, {diagnosed} named in a diagnostic, "
          f"{len(unexplained)} unexplained; {len(unreadable)} documents without JSON output")
    for line in unreadable + unexplained[: options.show]:
        print("  " + line)
    return 1 if unexplained or unreadable else 0


if __name__ == "__main__":
    sys.exit(main())
