#!/usr/bin/env python3
"""Runs every `$ vfl-tool …` example in README.md and compares what it prints
with what README shows under it.

    scripts/readme-examples.py [VFL-TOOL]      (default .build/debug/vfl-tool)

Files the examples read are README's own code blocks: a block introduced by a
sentence that names a file (`ProfileCard.m`), or by "for" right after the
command that reads it. Each example runs in a scratch folder holding those
files and the repository's Tests/ and Examples/; standard output and standard
error are compared together, the exit status is not. Exits 1 when any example
prints something else, showing the difference.
"""
import difflib
import os
import re
import shlex
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def blocks(lines):
    """(info, body lines, the lines before the fence) for every fenced block."""
    result, index = [], 0
    while index < len(lines):
        match = re.match(r"^```(\w*)\s*$", lines[index])
        if not match:
            index += 1
            continue
        end = index + 1
        while end < len(lines) and lines[end].rstrip() != "```":
            end += 1
        result.append((match.group(1), lines[index + 1:end], lines[max(0, index - 4):index]))
        index = end + 1
    return result


def examples(lines):
    """The files README defines, and each example: (command, expected output)."""
    files, runs, last_file_argument = {}, [], None
    for info, body, before in blocks(lines):
        if info in ("swift", "objc", "scene", "xml", "yaml"):
            named = re.findall(r"`([\w.+-]+\.(?:swift|m|mm|scene|xib|storyboard|yml))`", " ".join(before))
            if named:
                files[named[-1]] = "\n".join(body) + "\n"
            elif [line for line in before if line.strip()][-1:] == ["for"] and last_file_argument:
                files[last_file_argument] = "\n".join(body) + "\n"
            continue
        if info or not any(line.startswith("$ vfl-tool") for line in body):
            continue
        index = 0
        while index < len(body):
            if not body[index].startswith("$ vfl-tool"):
                index += 1
                continue
            command = body[index][2:]
            while command.endswith("\\"):
                index += 1
                command = command[:-1] + " " + body[index].strip()
            index += 1
            output = []
            while index < len(body) and not body[index].startswith("$ vfl-tool"):
                output.append(body[index])
                index += 1
            runs.append((command, "\n".join(output).rstrip("\n")))
            for word in shlex.split(command):
                if re.search(r"\.(swift|m|mm|scene|xib|storyboard)$", word):
                    last_file_argument = word
    return files, runs


def main():
    tool = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/vfl-tool"))
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as readme:
        files, runs = examples(readme.read().split("\n"))
    failures = 0
    with tempfile.TemporaryDirectory() as folder:
        for name, text in files.items():
            with open(os.path.join(folder, name), "w", encoding="utf-8") as file:
                file.write(text)
        for shared in ("Tests", "Examples"):
            os.symlink(os.path.join(ROOT, shared), os.path.join(folder, shared))
        for command, expected in runs:
            arguments = shlex.split(command)
            done = subprocess.run([tool] + arguments[1:], cwd=folder, capture_output=True, text=True, timeout=120)
            actual = (done.stdout + done.stderr).rstrip("\n")
            if actual != expected:
                failures += 1
                print(f"README example differs: $ {command}")
                sys.stdout.writelines(difflib.unified_diff(
                    (expected + "\n").splitlines(True), (actual + "\n").splitlines(True), "README.md", "vfl-tool"))
    print(f"{len(runs) - failures} of {len(runs)} README examples print what README shows ({len(files)} files from README)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
