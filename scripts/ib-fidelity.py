#!/usr/bin/env python3
"""Measures how exactly vfl-tool lays out Interface Builder documents as Xcode did.

    scripts/ib-fidelity.py [--tool PATH] [--details] [--misses N] PATH...

PATH is any .xib or .storyboard file, or a folder searched for them (a whole
project). For every view that Xcode placed by its constraints (it does not
translate its autoresizing mask, has no fixed frame, a constraint names it or
a stack view arranges it (else Interface Builder's prototyping constraints hold
it at its stored frame), is not hidden, neither
it nor a view above it is marked misplaced or ambiguous, and no size-class
variation installs, uninstalls, hides or shows it or a view above it: its stored
frame may be from another size class than the document's), the frame
Xcode stored is the oracle: the script writes a copy of the document with the
stored x and y of those views zeroed (so positions must come from the
constraints), lays the copy out with `vfl-tool layout --placeholders --format
json` (with the placeholder constraints, as Xcode's canvas lays it out), and
compares each view's computed frame with the stored one within 0.5 pt.

Prints, per file, the views checked and matched, and at the end the totals,
the misses by feature (what the missed views or their constraints use: stack
views, scroll views, margins, the safe area, baselines, multipliers, …) and
the time per file. Nothing is written beside the documents. Exits 0.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ElementTree

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOLERANCE = 0.5


def documents(paths):
    for path in paths:
        if os.path.isdir(path):
            for folder, _, names in sorted(os.walk(path)):
                for name in sorted(names):
                    if name.endswith((".xib", ".storyboard")):
                        yield os.path.join(folder, name)
        else:
            yield path


def frame_of(element):
    for child in element:
        if child.tag == "rect" and child.get("key") == "frame":
            return child
    return None


def constrained_ids(root):
    """The ids of every item a constraint names: its firstItem (else the view holding it) and its secondItem."""
    ids = set()
    stack = [(root, None)]
    while stack:
        element, holder = stack.pop()
        if element.tag == "constraint":
            ids.update(filter(None, (element.get("firstItem") or holder, element.get("secondItem"))))
            continue
        stack.extend((child, element.get("id") or holder) for child in element)
    return ids


def checked_views(root):
    """The view elements whose stored frame follows from constraints, with their parent view element.

    A subview that no constraint names and no stack view arranges is held at its stored frame by
    Interface Builder's prototyping constraints, not placed by constraints: it is not checked."""
    result = []
    constrained = constrained_ids(root)
    switched = {reference.get("reference") for mask in root.iter("mask") if mask.get("key") == "subviews" for reference in mask}
    # A view that size classes hide or show is hidden for some devices: its stored frame may be either's.
    switched |= {element.get("id") for element in root.iter() if any(v.get("hidden") for v in element.findall("variation"))}

    def visit(element, parent_view, holder_tag, doubtful, scene_root):
        rect = frame_of(element)
        if rect is not None:
            doubtful = doubtful or element.get("misplaced") == "YES" or element.get("ambiguous") == "YES" or element.get("hidden") == "YES"
            doubtful = doubtful or element.get("id") in switched
            prototyped = (holder_tag == "subviews" and element.get("id") not in constrained
                          and (parent_view is None or parent_view.tag != "stackView"))
            if (not scene_root and holder_tag in ("subviews", "gridCell") and element.get("translatesAutoresizingMaskIntoConstraints") == "NO"
                    and element.get("fixedFrame") != "YES" and not doubtful and not prototyped):
                result.append((element, parent_view))
            parent_view = element
        for child in element:
            if child.tag in ("connections", "constraints", "variation"):
                continue
            visit(child, parent_view, element.tag, doubtful, False)

    # Scene roots: a storyboard's controllers' `view`, a xib's top-level views.
    roots = []
    objects = [root.find("objects")] if root.find("objects") is not None else []
    for scene in root.iter("scene"):
        scene_objects = scene.find("objects")
        if scene_objects is not None:
            for controller in scene_objects:
                for child in controller:
                    if child.get("key") == "view" and frame_of(child) is not None:
                        roots.append(child)
    for objects_element in objects:
        for child in objects_element:
            if frame_of(child) is not None:
                roots.append(child)
            else:
                for grandchild in child:
                    if grandchild.get("key") in ("view", "contentView") and frame_of(grandchild) is not None:
                        roots.append(grandchild)
    for scene_root in roots:
        visit(scene_root, None, "", False, True)
    return result


def features(element, parent, root):
    """What a view or its constraints use, for attributing a miss."""
    found = set()
    tag = element.tag
    if parent is not None and parent.tag == "stackView":
        found.add("arranged in a stack view")
    if tag == "stackView":
        found.add("stack view")
    if parent is not None and parent.tag in ("scrollView", "tableView", "collectionView"):
        found.add("inside a scroll view")
    if tag in ("label", "button", "textField", "imageView", "switch", "segmentedControl", "textView"):
        found.add("intrinsic size (%s)" % tag)
    view_id = element.get("id")
    for constraint in root.iter("constraint"):
        if view_id not in (constraint.get("firstItem"), constraint.get("secondItem")):
            continue
        attributes = (constraint.get("firstAttribute") or "") + " " + (constraint.get("secondAttribute") or "")
        if "Margin" in attributes:
            found.add("margins")
        if "aseline" in attributes:
            found.add("baselines")
        if constraint.get("multiplier"):
            found.add("multiplier")
        if constraint.get("priority"):
            found.add("priorities")
    safe_ids = {guide.get("id") for guide in root.iter("viewLayoutGuide") if guide.get("key") == "safeArea"}
    legacy_ids = {guide.get("id") for guide in root.iter("viewControllerLayoutGuide")}
    for constraint in root.iter("constraint"):
        items = {constraint.get("firstItem"), constraint.get("secondItem")}
        if view_id in items and items & safe_ids:
            found.add("safe area")
        if view_id in items and items & legacy_ids:
            found.add("legacy layout guides")
    return found or {"plain constraints"}


def computed_frames(tool, path):
    done = subprocess.run([tool, "layout", "--placeholders", "--format", "json", path], capture_output=True, text=True, timeout=300)
    if done.returncode not in (0, 2) or not done.stdout.strip():
        return None, done.stderr.strip().splitlines()[:3]
    document = json.loads(done.stdout)
    scenes = document.get("scenes", [document])
    frames = {}
    for scene in scenes:
        for name, frame in scene.get("frames", {}).items():
            if frame.get("id"):
                frames[frame["id"]] = frame
    return frames, []


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--tool", default=os.path.join(ROOT, ".build/release/vfl-tool"))
    parser.add_argument("--details", action="store_true", help="print every file's counts")
    parser.add_argument("--misses", type=int, default=0, help="print up to N missed views with both frames")
    options = parser.parse_args()
    totals = {"files": 0, "checked": 0, "matched": 0, "failed": 0}
    by_feature, shown, times = {}, 0, []
    for path in documents(options.paths):
        try:
            tree = ElementTree.parse(path)
        except ElementTree.ParseError:
            continue
        root = tree.getroot()
        if root.tag != "document" or root.get("useAutolayout") != "YES":
            continue
        views = checked_views(root)
        if not views:
            continue
        stored = {}
        for element, _ in views:
            rect = frame_of(element)
            stored[element.get("id")] = {key: float(rect.get(key, "0")) for key in ("x", "y", "width", "height")}
            rect.set("x", "0")
            rect.set("y", "0")
        with tempfile.NamedTemporaryFile("wb", suffix=os.path.splitext(path)[1], delete=False) as copy:
            tree.write(copy, encoding="utf-8", xml_declaration=True)
        start = time.perf_counter()
        try:
            frames, errors = computed_frames(options.tool, copy.name)
        finally:
            os.unlink(copy.name)
        times.append(time.perf_counter() - start)
        totals["files"] += 1
        if frames is None:
            totals["failed"] += 1
            print(f"{path}: not laid out: {' / '.join(errors)}")
            continue
        matched = 0
        for element, parent in views:
            view_id = element.get("id")
            want, got = stored[view_id], frames.get(view_id)
            ok = got is not None and all(
                got.get(key) is not None and abs(got[key] - want[key]) <= TOLERANCE for key in ("x", "y", "width", "height"))
            if ok:
                matched += 1
                continue
            for feature in features(element, parent, root):
                by_feature[feature] = by_feature.get(feature, 0) + 1
            if shown < options.misses:
                shown += 1
                print(f"  miss {path} {view_id} <{element.tag}>: stored {want}, laid out {got}")
        totals["checked"] += len(views)
        totals["matched"] += matched
        if options.details:
            print(f"{path}: {matched} of {len(views)}")
    checked = totals["checked"]
    share = 100.0 * totals["matched"] / checked if checked else 0
    print(f"{totals['files']} files ({totals['failed']} not laid out): {totals['matched']} of {checked} views match Xcode's frames "
          f"within {TOLERANCE} pt ({share:.2f}%)")
    if times:
        times.sort()
        print(f"time per file (vfl-tool layout, debug or release as given): median {times[len(times) // 2] * 1000:.0f} ms, "
              f"slowest {times[-1] * 1000:.0f} ms")
    for feature, count in sorted(by_feature.items(), key=lambda item: -item[1]):
        print(f"  misses involving {feature}: {count}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
