#!/usr/bin/env python3
"""Run the kiwi side and `vfl-bench solver` on the same workload in one run,
alternating, and print one JSON line per (workload, N) pairing their phases.

    python3 -m pip install kiwisolver
    swift build -c release --product vfl-bench
    python3 scripts/compare-solver.py --workload grid --sizes 100 1000 10000 --edits 100

The kiwi side is scripts/kiwi-workloads.py (the project's own definition of
every workload on kiwi; it needs kiwisolver from PyPI). Sizes given
with --swift-only are measured on vfl-bench alone (kiwi would take hours
there). With --rounds R, each side runs R times, alternating, and the medians
are paired. Both sides verify their values; a pair where either is not ok is
reported as such, not as a ratio.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
KIWI_WORKLOADS = os.path.join(HERE, "kiwi-workloads.py")
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
    result = {
        "add_s": phases["add_constraints"]["seconds"],
        "resize_ms": edit["seconds"] / edit["count"] * 1e3,
        "add_edit_s": phases["add_edit"]["seconds"],
        "ok": bool(phases["verify_initial"]["ok"] and phases["verify_final"]["ok"]),
    }
    if "ambiguity" in phases:
        result["ambiguity_s"] = phases["ambiguity"]["seconds"]
    return result


def kiwi_command(workload, n, edits):
    return [sys.executable, KIWI_WORKLOADS, "--workload", workload, "--sizes", str(n), "--edits", str(edits)]


def median_summary(summaries):
    keys = [key for key in summaries[0] if key != "ok"]
    merged = {key: statistics.median(s[key] for s in summaries) for key in keys}
    merged["ok"] = all(s["ok"] for s in summaries)
    return merged


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--workload", choices=["grid", "chain", "inequality-chain", "priority-levels"], default="grid")
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 1000])
    parser.add_argument("--swift-only", type=int, nargs="*", default=[])
    parser.add_argument("--edits", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=1)
    args = parser.parse_args()
    for n in args.sizes + args.swift_only:
        swift_runs, kiwi_runs = [], []
        for _ in range(args.rounds):
            command = [BENCH, "solver", "--workload", args.workload, "--sizes", str(n), "--edits", str(args.edits)]
            swift_runs.append(summary(run(command)[n]))
            if n in args.sizes:
                kiwi_runs.append(summary(run(kiwi_command(args.workload, n, args.edits))[n]))
        record = {"workload": args.workload, "N": n, "rounds": args.rounds, "swift": median_summary(swift_runs)}
        if kiwi_runs:
            kiwi = median_summary(kiwi_runs)
            record["kiwi"] = kiwi
            if record["swift"]["ok"] and kiwi["ok"]:
                record["add_speedup"] = kiwi["add_s"] / record["swift"]["add_s"]
                record["resize_speedup"] = kiwi["resize_ms"] / record["swift"]["resize_ms"]
        print(json.dumps(record, sort_keys=True), flush=True)


if __name__ == "__main__":
    main()
