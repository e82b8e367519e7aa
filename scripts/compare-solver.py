#!/usr/bin/env python3
"""Run kiwi_grid.py (the anchor) and `vfl-bench solver` on the same workload in
one run, and print one JSON line per (workload, N) pairing their phases.

    python3 -m pip install kiwisolver
    swift build -c release --product vfl-bench
    python3 scripts/compare-solver.py --workload grid --sizes 100 1000 10000 --edits 100

Sizes given with --swift-only are measured on vfl-bench alone (kiwi would take
hours there). Both sides verify every value against the workload's closed form;
a pair where either is not ok is reported as such, not as a ratio.
"""
import argparse
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
KIWI = os.path.join(ROOT, "..", "shared", "bench", "kiwi_grid.py")
BENCH = os.path.join(ROOT, ".build", "release", "vfl-bench")


def run(command):
    out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    phases = {}
    for line in out.splitlines():
        record = json.loads(line)
        phases.setdefault(record["N"], {})[record["phase"]] = record
    return phases


def summary(phases):
    edit = phases["edit_loop"]
    return {
        "add_s": phases["add_constraints"]["seconds"],
        "resize_ms": edit["seconds"] / edit["count"] * 1e3,
        "add_edit_s": phases["add_edit"]["seconds"],
        "ok": bool(phases["verify_initial"]["ok"] and phases["verify_final"]["ok"]),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--workload", choices=["grid", "chain"], default="grid")
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 1000])
    parser.add_argument("--swift-only", type=int, nargs="*", default=[])
    parser.add_argument("--edits", type=int, default=100)
    args = parser.parse_args()
    columns = ["--columns", "0"] if args.workload == "chain" else []
    for n in args.sizes + args.swift_only:
        swift = summary(run([BENCH, "solver", "--workload", args.workload, "--sizes", str(n), "--edits", str(args.edits)])[n])
        record = {"workload": args.workload, "N": n, "swift": swift}
        if n in args.sizes:
            kiwi = summary(run([sys.executable, KIWI, *columns, "--sizes", str(n), "--edits", str(args.edits)])[n])
            record["kiwi"] = kiwi
            if swift["ok"] and kiwi["ok"]:
                record["add_speedup"] = kiwi["add_s"] / swift["add_s"]
                record["resize_speedup"] = kiwi["resize_ms"] / swift["resize_ms"]
        print(json.dumps(record, sort_keys=True), flush=True)


if __name__ == "__main__":
    main()
