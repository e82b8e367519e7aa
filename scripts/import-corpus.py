#!/usr/bin/env python3
"""Bring the conformance corpus of ../shared/corpus into the repository as the
project's own test fixtures (run again when the shared corpus grows).

- vfl/*.jsonl  ->  Tests/Fixtures/VisualFormat/<source>.cases, re-expressed in the
  project's own line format (read by Tests/TestSupport/Corpus.swift; described
  at the top of each file).
- dumps/NNN.txt and dumps/index.jsonl  ->  Tests/Fixtures/ConsoleLogs/ (real logs
  users pasted in public; kept verbatim, since their damage is what is tested).
- dumps/wtf/ is another project's test data: it is NOT copied; tests read it from
  ../shared when it is there.
"""
import json
import os
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.path.join(ROOT, "..", "shared", "corpus")
FIXTURES = os.path.join(ROOT, "Tests", "Fixtures")

HEADER = """\
# Apple's Visual Format Language behaviour, one case per block (blocks are
# separated by a blank line). Re-expressed from the project's conformance
# corpus by scripts/import-corpus.py; each case keeps its source.
#
#   format F          the format, verbatim after "format " (escapes: \\\\ \\n \\t \\u{hex})
#   views A B         the views dictionary; all are subviews of one superview...
#   detached A        ...except these
#   metric NAME=V     an entry of the metrics dictionary
#   option NAME       an NSLayoutFormatOptions name
#   constraint C      a constraint Apple returns, in order, in canonical text with
#                     standard spaces resolved as AppKit does (8 and 20); marked
#                     "[standard]" when its constant came from a standard space
#   unasserted        the source did not assert the constraints (with neither
#                     this nor constraint nor error lines, Apple returns none)
#   error R           Apple's exception reason (escapes as for format)
#   caret N           the 0-based index of Apple's caret
#   source ...        where the case comes from
#   note ...          what the source says about it
"""


def escape(text):
    out = []
    for ch in text:
        if ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append("\\u{%x}" % ord(ch))
        else:
            out.append(ch)
    return "".join(out)


def number(value):
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def block(case):
    lines = ["format " + escape(case["vfl"]) if case["vfl"] else "format"]
    views = case.get("views") or []
    if views:
        lines.append("views " + " ".join(views))
    for name in case.get("views_without_superview") or []:
        lines.append("detached " + name)
    for name, value in sorted((case.get("metrics") or {}).items()):
        lines.append("metric %s=%s" % (name, number(value)))
    for option in case.get("options") or []:
        lines.append("option " + option)
    standard = set(case.get("standard_spacing_indices") or [])
    expected = case.get("expected_constraints")
    error = case.get("expected_error")
    if error == "NSInvalidArgumentException":
        derived = case.get("apple_message_derived")
        lines.append("error " + escape(derived or error))
        lines.append("note the source asserts only that NSInvalidArgumentException is raised; the reason is derived from its test")
        if case.get("apple_message_derived_caveat"):
            lines.append("note " + escape(case["apple_message_derived_caveat"]))
    elif error is not None:
        lines.append("error " + escape(error))
    if error is None:
        if expected is None:
            lines.append("unasserted")
        else:
            for index, text in enumerate(expected):
                lines.append("constraint " + text + (" [standard]" if index in standard else ""))
    if case.get("caret_index") is not None:
        lines.append("caret %d" % case["caret_index"])
    source = [case.get("source_repo", ""), case.get("source_path", "")]
    if case.get("test_name"):
        source.append(case["test_name"])
    if case.get("source_commit"):
        source.append("@" + case["source_commit"][:12])
    lines.append("source " + escape(" ".join(part for part in source if part)))
    for key in ("notes", "error_description"):
        if case.get(key):
            lines.append("note " + escape(case[key]))
    if case.get("derived"):
        lines.append("note derived from Apple's documentation and observed behaviour, not run on Apple hardware")
    return "\n".join(lines)


def main():
    vfl = os.path.join(SHARED, "vfl")
    if not os.path.isdir(vfl):
        sys.exit("import-corpus: %s is missing" % vfl)
    out = os.path.join(FIXTURES, "VisualFormat")
    os.makedirs(out, exist_ok=True)
    for name in sorted(os.listdir(vfl)):
        if not name.endswith(".jsonl"):
            continue
        cases = [json.loads(line) for line in open(os.path.join(vfl, name), encoding="utf-8") if line.strip()]
        target = os.path.join(out, name[: -len(".jsonl")] + ".cases")
        with open(target, "w", encoding="utf-8") as handle:
            handle.write(HEADER + "\n" + "\n\n".join(block(case) for case in cases) + "\n")
        print("%s: %d cases" % (os.path.relpath(target, ROOT), len(cases)))
    dumps = os.path.join(SHARED, "dumps")
    logs = os.path.join(FIXTURES, "ConsoleLogs")
    os.makedirs(logs, exist_ok=True)
    count = 0
    for name in sorted(os.listdir(dumps)):
        if name.endswith(".txt") or name == "index.jsonl":
            shutil.copyfile(os.path.join(dumps, name), os.path.join(logs, name))
            count += 1
    print("%s: %d files" % (os.path.relpath(logs, ROOT), count))


if __name__ == "__main__":
    main()
