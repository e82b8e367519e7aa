#!/usr/bin/env python3
"""Measures whether Interface Builder documents converted to scene files lay out as Xcode did.

    scripts/ib-roundtrip.py [--tool PATH] [--misses N] PATH...

PATH is any .xib or .storyboard file, or a folder searched for them. For each
document, as scripts/ib-fidelity.py does, the stored x and y of every view
Xcode placed by its constraints are zeroed in a copy (positions must come from
the constraints); then the copy is converted with `vfl-tool convert --to
scene --placeholders` (one screen per scene and per cell; with the placeholder
constraints, which Xcode's canvas applies, so the frames it stored follow from
them, as ib-fidelity.py lays documents out), each screen is laid out with
`vfl-tool layout --format json`, and each checked view's frame is compared
with the one Xcode stored, within 0.5 pt (an AppKit document's measured from
its superview's bottom left, as the document stores it). A scene passes when every checked
view of it (its cells' included) matches.

Prints the scenes and views checked and matched, and with --misses the views
that do not match; nothing is written beside the documents. Exits 0.
"""
import argparse
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_spec = importlib.util.spec_from_file_location("ib_fidelity", os.path.join(ROOT, "scripts", "ib-fidelity.py"))
fidelity = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fidelity)

SCREEN_HEADING = re.compile(r"^# .*, scene (\S+?)(?:, cell \S+?)?\.$")


def run(tool, *arguments):
    return subprocess.run([tool, *arguments], capture_output=True, text=True, timeout=300)


def names_to_ids(tool, path):
    """(scene id, view name) to IB id, from the document laid out directly."""
    done = run(tool, "layout", "--placeholders", "--format", "json", path)
    if not done.stdout.strip():
        return None
    document = json.loads(done.stdout)
    table = {}
    for scene in document.get("scenes", [document]):
        for name, frame in scene.get("frames", {}).items():
            if frame.get("id"):
                table[(scene.get("sceneID"), name)] = frame["id"]
    return table


def screens(text):
    """The screens of `convert --to scene`'s output: (scene id, the screen's text)."""
    found, current, scene = [], [], None
    for line in text.splitlines(keepends=True):
        heading = SCREEN_HEADING.match(line.rstrip("\n"))
        if heading:
            if current:
                found.append((scene, "".join(current)))
            current, scene = [], heading.group(1)
        current.append(line)
    if current:
        found.append((scene, "".join(current)))
    return found


def from_bottom_left(frames, text):
    """A scene file's frames (measured from each superview's top left) as an AppKit document stores
    them, from the superview's bottom left: `view NAME in PARENT` lines give each view's superview, the
    `container NAME WxH` line the root's size."""
    container, parents = None, {}
    for line in text.splitlines():
        words = line.split()
        if len(words) >= 3 and words[0] == "container":
            container = (words[1], float(words[2].split("x")[1]))
        elif len(words) >= 4 and words[0] == "view" and words[2] == "in":
            parents[words[1]] = words[3]
    flipped = {}
    for name, frame in frames.items():
        parent = parents.get(name)
        height = container[1] if container and parent == container[0] else frames.get(parent, {}).get("height")
        flipped[name] = frame if height is None else dict(frame, y=height - frame["y"] - frame["height"])
    return flipped


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--tool", default=os.path.join(ROOT, ".build/release/vfl-tool"))
    parser.add_argument("--misses", type=int, default=0, help="print up to N missed views with both frames")
    options = parser.parse_args()
    totals = {"scenes": 0, "scenes_matched": 0, "views": 0, "views_matched": 0, "failed": 0}
    shown = 0
    for path in fidelity.documents(options.paths):
        try:
            tree = ElementTree.parse(path)
        except ElementTree.ParseError:
            continue
        root = tree.getroot()
        if root.tag != "document" or root.get("useAutolayout") != "YES":
            continue
        views = fidelity.checked_views(root)
        if not views:
            continue
        appkit = "InterfaceBuilder3.Cocoa." in (root.get("type") or "")
        stored = {}
        for element, _ in views:
            rect = fidelity.frame_of(element)
            stored[element.get("id")] = {key: float(rect.get(key, "0")) for key in ("x", "y", "width", "height")}
            rect.set("x", "0")
            rect.set("y", "0")
        with tempfile.TemporaryDirectory() as folder:
            copy = os.path.join(folder, "copy" + os.path.splitext(path)[1])
            tree.write(copy, encoding="utf-8", xml_declaration=True)
            ids = names_to_ids(options.tool, copy)
            converted = run(options.tool, "convert", "--to", "scene", "--placeholders", copy)
            if ids is None or not converted.stdout.strip():
                totals["failed"] += 1
                print(f"{path}: not converted: {converted.stderr.strip()[:200]}")
                continue
            got = {}
            for index, (scene, text) in enumerate(screens(converted.stdout)):
                scene_file = os.path.join(folder, f"screen{index}.scene")
                with open(scene_file, "w", encoding="utf-8") as file:
                    file.write(text)
                laid_out = run(options.tool, "layout", "--format", "json", scene_file)
                if not laid_out.stdout.strip():
                    continue
                frames = json.loads(laid_out.stdout).get("frames", {})
                if appkit:
                    frames = from_bottom_left(frames, text)
                for name, frame in frames.items():
                    view_id = ids.get((scene, name))
                    if view_id:
                        got[view_id] = (scene, frame)
        by_scene = {}
        scene_of = {view_id: scene for (scene, _), view_id in ids.items()}
        for element, _ in views:
            view_id = element.get("id")
            want = stored[view_id]
            scene, frame = got.get(view_id, (scene_of.get(view_id), None))
            ok = frame is not None and all(abs(frame.get(key, 1e9) - want[key]) <= fidelity.TOLERANCE for key in ("x", "y", "width", "height"))
            by_scene.setdefault(scene, []).append(ok)
            totals["views"] += 1
            totals["views_matched"] += ok
            if not ok and shown < options.misses:
                shown += 1
                print(f"  miss {path} scene {scene} {view_id} <{element.tag}>: stored {want}, laid out {frame}")
        for results in by_scene.values():
            totals["scenes"] += 1
            totals["scenes_matched"] += all(results)
    scenes, views = totals["scenes"], totals["views"]
    print(f"{totals['scenes_matched']} of {scenes} scenes ({100.0 * totals['scenes_matched'] / max(scenes, 1):.2f}%) and "
          f"{totals['views_matched']} of {views} views ({100.0 * totals['views_matched'] / max(views, 1):.2f}%) laid out from "
          f"their scene files as Xcode stored them; {totals['failed']} documents not converted")
    return 0


if __name__ == "__main__":
    sys.exit(main())
