#!/usr/bin/env python3
"""The workloads of `vfl-bench solver` (grid, chain, inequality-chain,
priority-levels), on kiwisolver, the anchor, printing the same phase records.
This is the project's own definition of the workloads on kiwi (the grid and
chain are those of the shared bench's kiwi_grid.py, built the same way).

    python3 -m pip install kiwisolver
    python3 scripts/kiwi-workloads.py --workload grid --sizes 100 1000 --edits 100
    python3 scripts/kiwi-workloads.py --workload inequality-chain --sizes 1000 5000 --edits 100

grid: N views in rows of 10 (chain: one row of N), each row
|-20-[v(>=minW)]-8-[v(==first)]...-20-|, rows stacked 8 apart from a top margin
of 20, each view's height >= minH (required) and == 30 (weak), the container
width a weak wish for 80 per column; then the width is an edit (strong) resized
K times. minW(i) = 20 + (7i mod 31), minH(i) = 16 + 4(i mod 5). Every value is
checked against the closed form.

Both build the constraint list of Sources/vfl-bench (InequalityChainWorkload,
PriorityLevelsWorkload) in the same order, with Apple priorities mapped onto
kiwi strengths: 1000 required, 750 strong, 500 medium, 250 weak, and the
distinct priorities p of priority-levels as the numeric strength p.

inequality-chain: one row of N views, |-20-[v(>=10,==50@500)]-8-...-20-|, the
container width W a weak wish for 50 per view, then an edit (strong) resized K
times to totals of 5..95 per view on average. Widths that give or take are
ambiguous, so the check is what every optimum shares: required constraints
hold, W is the suggestion (or the least the minimums allow), and the total
deviation from 50 is |T - 50N|.

priority-levels: x >= 0 and N wishes x == r at strength p = 1 + 997 r / N,
r = (7919 i) mod N. Apple's strict priorities give x = N - 1; kiwi weighs
strengths, so its x minimizes sum(p |x - r|) (a weighted median), and that is
what is checked here. Then x is an edit at strength 999e6 (above the sum of all
wishes) resized K times: x must be the suggestion.
"""

import argparse
import gc
import json
import platform
import sys
import time

MARGIN, SPACING, PREFERRED, MINIMUM = 20.0, 8.0, 50.0, 10.0
STRENGTHS = {1000.0: "required", 750.0: "strong", 500.0: "medium", 250.0: "weak"}


GRID_MARGIN, GRID_SPACING, GRID_HEIGHT, GRID_COLUMN = 20.0, 8.0, 30.0, 80.0


def grid(n, columns=10):
    """(variable count, constraints, edit variable, edit strength, targets, error): the grid of `vfl-bench solver`."""
    def min_w(i):
        return 20.0 + float((7 * i) % 31)

    def min_h(i):
        return 16.0 + 4.0 * (i % 5)

    def container(k, column):
        return 2 * GRID_MARGIN + (k - 1) * GRID_SPACING + k * column

    left, width, top, height = (lambda i: 2 + 4 * i), (lambda i: 3 + 4 * i), (lambda i: 4 + 4 * i), (lambda i: 5 + 4 * i)
    rows = [(f, min(n, f + columns) - 1) for f in range(0, n, columns)]
    spec = [([(0, 1.0)], -container(columns, GRID_COLUMN), "==", 250.0)]
    for r, (first, last) in enumerate(rows):
        for i in range(first, last + 1):
            column = i - first
            spec.append(([(width(i), 1.0)], -min_w(i), ">=", 1000.0))
            spec.append(([(height(i), 1.0)], -min_h(i), ">=", 1000.0))
            spec.append(([(height(i), 1.0)], -GRID_HEIGHT, "==", 250.0))
            if column == 0:
                spec.append(([(left(i), 1.0)], -GRID_MARGIN, "==", 1000.0))
            else:
                spec.append(([(left(i), 1.0), (left(i - 1), -1.0), (width(i - 1), -1.0)], -GRID_SPACING, "==", 1000.0))
                spec.append(([(width(i), 1.0), (width(first), -1.0)], 0.0, "==", 1000.0))
            if column == 0 and r == 0:
                spec.append(([(top(i), 1.0)], -GRID_MARGIN, "==", 1000.0))
            elif column == 0:
                p = rows[r - 1][0]
                spec.append(([(top(i), 1.0), (top(p), -1.0), (height(p), -1.0)], -GRID_SPACING, "==", 1000.0))
            else:
                spec.append(([(top(i), 1.0), (top(first), -1.0)], 0.0, "==", 1000.0))
        spec.append(([(0, 1.0), (left(last), -1.0), (width(last), -1.0)], -GRID_MARGIN, "==", 1000.0))
    last_first = rows[-1][0]
    spec.append(([(1, 1.0), (top(last_first), -1.0), (height(last_first), -1.0)], -GRID_MARGIN, "==", 1000.0))

    def targets(k_count):
        return [container(columns, 30.0 + float((37 * k) % 91)) for k in range(k_count)]

    def error(values, target):
        least = max(container(l - f + 1, max(min_w(i) for i in range(f, l + 1))) for f, l in rows)
        w = max(target if target is not None else container(columns, GRID_COLUMN), least)
        expected = [0.0] * (2 + 4 * n)
        expected[0] = w
        y = GRID_MARGIN
        for f, l in rows:
            k = l - f + 1
            each = (w - 2 * GRID_MARGIN - (k - 1) * GRID_SPACING) / k
            for i in range(f, l + 1):
                expected[width(i)] = each
                expected[left(i)] = GRID_MARGIN + (i - f) * (each + GRID_SPACING)
                expected[height(i)] = max(GRID_HEIGHT, min_h(i))
                expected[top(i)] = y
            y += expected[height(f)] + GRID_SPACING
        expected[1] = expected[top(last_first)] + expected[height(last_first)] + GRID_MARGIN
        return max(abs(a - b) for a, b in zip(values, expected))

    return 2 + 4 * n, spec, 0, "strong", targets, error


def chain(n):
    return grid(n, columns=n)


def inequality_chain(n):
    """(variable count, constraints as (terms, constant, op, priority), edit variable, edit priority)."""
    def left(i):
        return 1 + 2 * i

    def width(i):
        return 2 + 2 * i

    def container(total):
        return 2 * MARGIN + (n - 1) * SPACING + total

    spec = [([(0, 1.0)], -container(PREFERRED * n), "==", 250.0)]
    for i in range(n):
        spec.append(([(width(i), 1.0)], -MINIMUM, ">=", 1000.0))
        spec.append(([(width(i), 1.0)], -PREFERRED, "==", 500.0))
        if i == 0:
            spec.append(([(left(0), 1.0)], -MARGIN, "==", 1000.0))
        else:
            spec.append(([(left(i), 1.0), (left(i - 1), -1.0), (width(i - 1), -1.0)], -SPACING, "==", 1000.0))
    spec.append(([(0, 1.0), (left(n - 1), -1.0), (width(n - 1), -1.0)], -MARGIN, "==", 1000.0))

    def targets(k_count):
        return [container(n * (5.0 + float((37 * k) % 91))) for k in range(k_count)]

    def error(values, target):
        least = container(MINIMUM * n)
        w = max(target if target is not None else container(PREFERRED * n), least)
        miss, deviation = abs(values[0] - w), 0.0
        for i in range(n):
            miss = max(miss, MINIMUM - values[width(i)])
            expected_left = MARGIN if i == 0 else values[left(i - 1)] + values[width(i - 1)] + SPACING
            miss = max(miss, abs(values[left(i)] - expected_left))
            deviation += abs(values[width(i)] - PREFERRED)
        miss = max(miss, abs(values[0] - values[left(n - 1)] - values[width(n - 1)] - MARGIN))
        total = w - 2 * MARGIN - (n - 1) * SPACING
        return max(miss, abs(deviation - abs(total - PREFERRED * n)))

    return 1 + 2 * n, spec, 0, "strong", targets, error


def priority_levels(n):
    ranks = [(7919 * i) % n for i in range(n)]
    spec = [([(0, 1.0)], 0.0, ">=", 1000.0)]
    for r in ranks:
        spec.append(([(0, 1.0)], -float(r), "==", 1.0 + 997.0 * r / n))

    def cost(x):
        return sum((1.0 + 997.0 * r / n) * abs(x - r) for r in ranks)

    def targets(k_count):
        return [float((37 * k) % 91) * n / 91 for k in range(k_count)]

    def error(values, target):
        if target is not None:
            return abs(values[0] - target)
        # kiwi's optimum: the weighted median of the wishes; any x with the same cost is as good.
        total, running, median = sum(1.0 + 997.0 * r / n for r in ranks), 0.0, 0.0
        for r in sorted(ranks):
            running += 1.0 + 997.0 * r / n
            if running >= total / 2:
                median = float(r)
                break
        best = cost(median)
        return abs(cost(values[0]) - best) / max(best, 1.0)

    return 1, spec, 0, 999e6, targets, error


WORKLOADS = {"grid": grid, "chain": chain, "inequality-chain": inequality_chain, "priority-levels": priority_levels}


def emit(record):
    print(json.dumps(record, sort_keys=True), flush=True)


def run_one(kw, workload, n, k_edits, common):
    count, spec, edit_index, edit_strength, targets, error = WORKLOADS[workload](n)
    base = dict(common, impl="kiwisolver", impl_version=kw.__version__, workload=workload, N=n)
    gc.collect()
    gc.disable()
    try:
        t0 = time.perf_counter()
        vs = [kw.Variable(f"v{i}") for i in range(count)]
        cons = []
        for terms, const, op, priority in spec:
            expr = kw.Expression([kw.Term(vs[j], co) for j, co in terms], const)
            cn = expr == 0 if op == "==" else (expr >= 0 if op == ">=" else expr <= 0)
            cons.append(cn | STRENGTHS.get(priority, priority))
        t1 = time.perf_counter()
        emit(dict(base, phase="build_objects", seconds=t1 - t0, count=len(cons), per_op_us=(t1 - t0) / len(cons) * 1e6))

        solver = kw.Solver()
        t0 = time.perf_counter()
        for cn in cons:
            solver.addConstraint(cn)
        t1 = time.perf_counter()
        emit(dict(base, phase="add_constraints", seconds=t1 - t0, count=len(cons), variables=count,
                  per_op_us=(t1 - t0) / len(cons) * 1e6))

        t0 = time.perf_counter()
        solver.updateVariables()
        t1 = time.perf_counter()
        emit(dict(base, phase="update_variables", seconds=t1 - t0, count=1, per_op_us=(t1 - t0) * 1e6))

        err = error([v.value() for v in vs], None)
        emit(dict(base, phase="verify_initial", max_abs_err=err, ok=err < 1e-6))

        edited = vs[edit_index]
        t0 = time.perf_counter()
        solver.addEditVariable(edited, edit_strength)
        t1 = time.perf_counter()
        emit(dict(base, phase="add_edit", seconds=t1 - t0, count=1, per_op_us=(t1 - t0) * 1e6))

        ts = tu = 0.0
        pc = time.perf_counter
        wanted = targets(k_edits)
        t0 = pc()
        for w in wanted:
            a = pc()
            solver.suggestValue(edited, w)
            b = pc()
            solver.updateVariables()
            d = pc()
            ts += b - a
            tu += d - b
        t1 = pc()
        emit(dict(base, phase="edit_loop", seconds=t1 - t0, count=len(wanted), per_op_us=(t1 - t0) / len(wanted) * 1e6,
                  suggest_s=ts, update_s=tu))
        err = error([v.value() for v in vs], wanted[-1])
        emit(dict(base, phase="verify_final", max_abs_err=err, ok=err < 1e-6))
    finally:
        gc.enable()


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--workload", choices=sorted(WORKLOADS), required=True)
    ap.add_argument("--sizes", type=int, nargs="+", default=[1000])
    ap.add_argument("--edits", type=int, default=100)
    args = ap.parse_args(argv)
    import kiwisolver as kw
    common = {"python": platform.python_version(), "machine": platform.machine(), "edits": args.edits}
    for n in args.sizes:
        run_one(kw, args.workload, n, args.edits, common)
    return 0


if __name__ == "__main__":
    sys.exit(main())
