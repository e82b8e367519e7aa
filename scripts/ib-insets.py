#!/usr/bin/env python3
"""Measure AppKit controls' alignment insets from the frames Xcode stored.

usage: ib-insets.py [--element NAME] [--min N] PATH...
       ib-insets.py --self-test

An AppKit control's frame reaches past the rectangle its constraints align
(a push button's bezel shadow, a check box's focus ring): how far is what
`IBAlignmentInsets` in the InterfaceBuilder module encodes. This reads it
back from real documents: for every plain constraint (no relation, priority
or multiplier) that pins a control's edge to its superview's same edge, to a
label or to a bezelled text field, the distance between where the constraint
puts the edge and where the stored frame has it is that edge's inset (a label
reaches 2 points past each side of its text; a bezelled field and the
superview's edges reach nothing). PATH is a `.xib` or `.storyboard`, or a
folder searched for them; UIKit documents are skipped.

Prints one line per control kind (element, cell type, bezel and border style,
control size, stored frame height) and Xcode build, with the insets each edge shows
and how often, most frequent first:

    popUpButton push/rounded/borderAndBezel small h22 build 22505: top 1×3  bottom 4×3  leading 4×2

A misplaced control, or one whose superview is, is left out: its stored frame
is not what its constraints give. `--element` keeps one element's controls;
`--min N` drops kinds seen fewer than N times.
"""

import collections
import importlib.util
import os
import re
import sys
import xml.etree.ElementTree as ET

# The document walk of ib-fidelity.py: a file, or the `.xib`s and `.storyboard`s of a folder.
_spec = importlib.util.spec_from_file_location("ib_fidelity", os.path.join(os.path.dirname(os.path.abspath(__file__)), "ib-fidelity.py"))
_fidelity = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_fidelity)

EDGES = ("top", "bottom", "leading", "trailing")
# Views whose frame is their alignment rectangle, or that hold other views: not measured.
CONTAINERS = {"view", "customView", "stackView", "scrollView", "clipView", "box", "tableView", "outlineView", "splitView",
              "tabView", "visualEffectView", "collectionView", "textView", "gridView", "matrix", "imageView"}


def cell_of(element):
    return next((child for child in element if child.get("key") == "cell"), None)


def is_label(element):
    """A text field drawn without a bezel, border or background: its frame reaches 2 past each side of its text."""
    cell = cell_of(element)
    return (element.tag == "textField" and cell is not None and cell.get("borderStyle") is None
            and cell.get("editable") is None and cell.get("drawsBackground") is None)


def is_bezelled_field(element):
    cell = cell_of(element)
    return element.tag == "textField" and cell is not None and cell.get("borderStyle") == "bezel"


def kind_of(element):
    """The control's element, its cell's type/bezel/border style, control size and stored height."""
    cell = cell_of(element)
    style = "/".join(cell.get(key) or "-" for key in ("type", "bezelStyle", "borderStyle")) if cell is not None else "-"
    size = (cell.get("controlSize") if cell is not None else None) or element.get("controlSize") or "regular"
    height = element.find("rect[@key='frame']").get("height")
    return f"{element.tag} {style} {size} h{height}"


def build_of(root):
    match = re.match(r"\d+", root.get("toolsVersion") or "0")
    return int(match.group(0)) if match else 0


def edges_of(element, superview_height):
    """The element's edges in its superview, flipped so that top is measured from the top."""
    rect = element.find("rect[@key='frame']")
    x, y = float(rect.get("x")), float(rect.get("y"))
    width, height = float(rect.get("width")), float(rect.get("height"))
    return {"leading": x, "trailing": x + width, "top": superview_height - y - height, "bottom": superview_height - y}


def measure(root, element_filter=None):
    """Yield (kind, build, edge, inset) for every control edge a plain constraint pins in `root`."""
    build = build_of(root)
    parents = {child: parent for parent in root.iter() for child in parent}

    def misplaced(element):
        while element is not None:
            if element.get("misplaced") == "YES":
                return True
            element = parents.get(element)
        return False

    for superview in root.iter():
        subviews, constraints = superview.find("subviews"), superview.find("constraints")
        frame = superview.find("rect[@key='frame']")
        if subviews is None or constraints is None or frame is None or misplaced(superview):
            continue
        width, height = float(frame.get("width")), float(frame.get("height"))
        children = {child.get("id"): child for child in subviews if child.find("rect[@key='frame']") is not None}
        own = superview.get("id")
        for constraint in constraints:
            if constraint.get("relation") or constraint.get("priority") or constraint.get("multiplier"):
                continue
            first, second = constraint.get("firstItem") or own, constraint.get("secondItem")
            first_edge, second_edge = constraint.get("firstAttribute"), constraint.get("secondAttribute")
            if second is None or first_edge not in EDGES or second_edge not in EDGES:
                continue
            constant = float(constraint.get("constant", "0"))
            # first.edge == second.edge + constant, read from either side.
            for item, edge, other, other_edge, offset in ((first, first_edge, second, second_edge, constant),
                                                          (second, second_edge, first, first_edge, -constant)):
                control = children.get(item)
                if control is None or control.tag in CONTAINERS or misplaced(control):
                    continue
                if element_filter and control.tag != element_filter:
                    continue
                if other == own:
                    if edge != other_edge:
                        continue
                    reference = {"leading": 0, "top": 0, "trailing": width, "bottom": height}[other_edge]
                elif other in children and (is_label(children[other]) or is_bezelled_field(children[other])):
                    reference = edges_of(children[other], height)[other_edge]
                    if is_label(children[other]) and other_edge in ("leading", "trailing"):
                        reference += 2 if other_edge == "leading" else -2
                else:
                    continue
                wanted, stored = reference + offset, edges_of(control, height)[edge]
                inset = wanted - stored if edge in ("leading", "top") else stored - wanted
                yield kind_of(control), build, edge, round(inset, 1)


def tabulate(roots, element_filter=None):
    """{(kind, build): {edge: Counter(inset)}} over the AppKit documents `roots`."""
    table = collections.defaultdict(lambda: collections.defaultdict(collections.Counter))
    for root in roots:
        if ".Cocoa." not in (root.get("type") or ""):
            continue
        for kind, build, edge, inset in measure(root, element_filter):
            table[(kind, build)][edge][inset] += 1
    return table


def lines(table, minimum=1):
    for (kind, build), edges in sorted(table.items()):
        if sum(sum(counts.values()) for counts in edges.values()) < minimum:
            continue
        shown = []
        for edge in EDGES:
            for inset, count in edges.get(edge, collections.Counter()).most_common():
                shown.append(f"{edge} {inset:g}×{count}")
        yield f"{kind} build {build}: " + "  ".join(shown)


def self_test():
    """A small document drawn by hand: a small pop-up 4 past its sides and 1 above, a check box 2 past its leading side."""
    document = """<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" toolsVersion="22505"><objects>
      <customView id="root"><rect key="frame" x="0" y="0" width="300" height="100"/><subviews>
        <popUpButton id="pop"><rect key="frame" x="16" y="69" width="108" height="22"/>
          <popUpButtonCell key="cell" type="push" bezelStyle="rounded" borderStyle="borderAndBezel" controlSize="small"/></popUpButton>
        <button id="check"><rect key="frame" x="18" y="20" width="90" height="18"/>
          <buttonCell key="cell" type="check" bezelStyle="regularSquare"/></button>
        <button id="moved" misplaced="YES"><rect key="frame" x="50" y="50" width="90" height="18"/>
          <buttonCell key="cell" type="check" bezelStyle="regularSquare"/></button>
      </subviews><constraints>
        <constraint firstItem="pop" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="a"/>
        <constraint firstItem="pop" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="b"/>
        <constraint firstAttribute="trailing" secondItem="pop" secondAttribute="trailing" constant="180" id="c"/>
        <constraint firstItem="check" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="d"/>
        <constraint firstItem="moved" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="e"/>
        <constraint firstItem="check" firstAttribute="top" secondItem="root" secondAttribute="top" relation="greaterThanOrEqual" id="f"/>
      </constraints></customView></objects></document>"""
    got = list(lines(tabulate([ET.fromstring(document)])))
    want = ["button check/regularSquare/- regular h18 build 22505: leading 2×1",
            "popUpButton push/rounded/borderAndBezel small h22 build 22505: top 1×1  leading 4×1  trailing 4×1"]
    if got != want:
        sys.exit("ib-insets self-test failed:\n  got  " + "\n       ".join(got) + "\n  want " + "\n       ".join(want))
    print("ib-insets self-test: 2 of 2 kinds measured as drawn")


def main(arguments):
    if arguments == ["--self-test"]:
        self_test()
        return
    element_filter, minimum, paths = None, 1, []
    iterator = iter(arguments)
    for argument in iterator:
        if argument == "--element":
            element_filter = next(iterator, None)
        elif argument == "--min":
            value = next(iterator, "")
            if not value.isdigit():
                sys.exit("ib-insets: --min takes a whole number")
            minimum = int(value)
        elif argument.startswith("-"):
            sys.exit(f"ib-insets: unknown option {argument}\n" + __doc__.split("\n\n")[1])
        else:
            paths.append(argument)
    if not paths or (element_filter is None and "--element" in arguments):
        sys.exit(__doc__.split("\n\n")[1])
    roots = []
    for path in _fidelity.documents(paths):
        try:
            roots.append(ET.parse(path).getroot())
        except (ET.ParseError, OSError) as error:
            print(f"{path}: not read: {error}", file=sys.stderr)
    for line in lines(tabulate(roots, element_filter), minimum):
        print(line)


if __name__ == "__main__":
    main(sys.argv[1:])
