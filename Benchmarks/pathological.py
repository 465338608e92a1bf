#!/usr/bin/env python3
"""Writes small pathological inputs for Benchmarks/pathological.sh, each in OUT/<kind>/ (what w3wlint is pointed at),
at SCALE times the 1x size (1, 10 and 100 make the three sizes). Each is built so that work linear in its size
stays linear, and work that compares each part with every other (or backtracks) shows at once:

  alias-chain          x.tokens.json: N colour tokens in one group, t0 -> t1 -> ... -> "#336699" (N = 1,000 x SCALE)
  swift-preset-chain   Presets.swift: N W3WCoreColor static lets, each naming the next, the last a hex (N = 500 x SCALE)
  swift-metric-chain   the same with W3WPadding (every link the same value: preset-consistency duplicates too)
  stacked-shapes       x.svg: N rects of 1 % black over one area, then N texts over them (N = 300 x SCALE)
  scattered            x.svg: N opaque small rects on a grid, one text on each (a spatial index makes it linear)
  descendant-selector  x.svg: one rule `g g ... g text` of N steps, N <g> nested 247 deep in sibling subtrees
                       (libxml2 refuses nesting past 256), a text in each innermost one (N = 500 x SCALE)
  many-rules           x.svg: N rules `.cK text { fill }` and N <g class="cK"><text> (N = 500 x SCALE)
  style-block          x.svg: a <style> of N rules `.cK { fill: #123456 }` (about 100 kB x SCALE), 10 rects
  glob                 .w3wlint.yml including "*a*a*a*a*a*a*a*a*a*a*a*b" (12 stars; nothing matches) and
                       100 x SCALE SVGs named by 44 a's and a number
  glob-pattern         the same with 100 SVGs named by 240 a's and a pattern of 2 x SCALE stars
  one-line-rects       x.svg: N rounded rects (rx) at shifting positions, all on one line (N = 400 x SCALE)
  swift-operator-chain V.swift (as Presets.swift): `.padding(1+1+...)` of N terms (N = 4,000 x SCALE)
  regex-names          x.w3wtheme.yaml: N palette names of 40 a's and a b, and a pattern rule `^(a|aa)+[0-9]+$`
                       (N = 20 x SCALE; exponential for a backtracking engine)
  use-fanout           x.svg: a failing text copied by `use` 10x per level, log10(SCALE) + 3 levels (1,000 copies at
                       1x, 100,000 at 100x: the copy budget), one file
  message-template     x.w3wtheme.yaml: N off-pattern palette names and a `message:` of 100 `{message}` (N = 100 x SCALE)
  swift-array          Presets.swift: `enum Spacing { static let all: [CGFloat] = [0, 1, ...] }` of N values
                       (N = 10,000 x SCALE)
  swift-comment-hashes Presets.swift: a `// w3wlint-disable` comment, then a run of N `#` (N = 4,000 x SCALE): the
                       comment scanner counts a run of `#` once, not from each `#`
  swift-comment-strings Presets.swift: a directive, then N strings each interpolating a string and a raw string, with
                       `//` and `/*` inside them, and N real comments (N = 70 x SCALE: 470 kB at 100x, under the Swift limit)
  swift-call-chain     Presets.swift: one UIColor initialiser followed by N `.withAlphaComponent(0.9)` (N = 200 x SCALE:
                       480 kB at 100x); a chain past 100 links is a note, not followed link by link
  yaml-directives      x.w3wtheme.yaml: N invalid palette colours, each on a line with its own `disable-line` directive
                       (N = 100 x SCALE: 850 kB at 100x, under the theme limit)
  json5-directives     x.tokens.json5: N invalid colour tokens, each under its own `// disable-next-line` directive
                       (N = 100 x SCALE: 880 kB at 100x, under the token limit)

    python3 Benchmarks/pathological.py OUT [--scale 10] [--kind glob ...] [--verify]
--verify parses every file written (json, xml.etree; XML depth at most 250) and exits 1 on the first that fails.
"""
import argparse
import json
import math
import os
import sys
import xml.etree.ElementTree as ElementTree

KINDS = ["alias-chain", "swift-preset-chain", "swift-metric-chain", "stacked-shapes", "scattered",
         "descendant-selector", "many-rules", "style-block", "glob", "glob-pattern", "one-line-rects",
         "swift-operator-chain", "regex-names", "use-fanout", "message-template", "swift-array", "swift-comment-hashes",
         "swift-comment-strings", "swift-call-chain", "yaml-directives", "json5-directives"]
SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}">\n'
DEPTH = 247  # <g> levels per subtree: with <svg> and <text>, 249 levels of XML


def alias_chain(out, scale):
    n = 1_000 * scale
    with open(f"{out}/x.tokens.json", "w") as f:
        f.write('{\n  "c": {\n')
        for i in range(n):
            value = f"{{c.t{i + 1}}}" if i + 1 < n else "#336699"
            f.write(f'    "t{i}": {{"$type": "color", "$value": "{value}"}}{"," if i + 1 < n else ""}\n')
        f.write("  }\n}\n")


def swift_chain(out, scale, owner, last):
    # Each preset names the next one, written before it: evaluating t0 follows the whole chain.
    n = 500 * scale
    with open(f"{out}/Presets.swift", "w") as f:
        f.write(f"import Foundation\n\npublic extension {owner} {{\n")
        for i in range(n - 1):
            f.write(f"  static let t{i} = {owner}.t{i + 1}\n")
        f.write(f"  static let t{n - 1} = {last}\n}}\n")


def stacked_shapes(out, scale):
    n = 300 * scale
    side = math.ceil(math.sqrt(n))
    with open(f"{out}/x.svg", "w") as f:
        f.write(SVG.format(w=1000, h=1000))
        for _ in range(n):
            f.write('<rect x="0" y="0" width="1000" height="1000" fill="#000" fill-opacity="0.01"/>\n')
        for i in range(n):
            # Inside the covered area with the whole run (about 100 px at most), so each is judged on the stack alone.
            x, y = 10 + (i % side) * 880 // side, 30 + (i // side) * 960 // side
            f.write(f'<text x="{x}" y="{y}" font-size="16" fill="#FFFFFF">Label {i}</text>\n')
        f.write("</svg>\n")


def scattered(out, scale):
    # A 40 x 40 cell per pair: the rect 36 x 24, the text (12 px, about 8 px above and 2 below its baseline) inside.
    n = 300 * scale
    side = math.ceil(math.sqrt(n))
    with open(f"{out}/x.svg", "w") as f:
        f.write(SVG.format(w=side * 40, h=side * 40))
        for i in range(n):
            f.write(f'<rect x="{i % side * 40}" y="{i // side * 40}" width="36" height="24" fill="#0A3049"/>\n')
        for i in range(n):
            f.write(f'<text x="{i % side * 40 + 2}" y="{i // side * 40 + 18}" font-size="12" fill="#FFFFFF">Ok</text>\n')
        f.write("</svg>\n")


def descendant_selector(out, scale):
    n = 500 * scale
    with open(f"{out}/x.svg", "w") as f:
        f.write(SVG.format(w=1000, h=1000))
        f.write("<style>" + "g " * n + "text { fill: #777 }</style>\n")
        left, k = n, 0
        while left > 0:
            depth = min(DEPTH, left)
            f.write("<g>" * depth)
            f.write(f'<text x="{10 + k % 40 * 24}" y="{20 + k // 40 % 40 * 24}" font-size="16">Label {k}</text>')
            f.write("</g>" * depth + "\n")
            left -= depth
            k += 1
        f.write("</svg>\n")


def many_rules(out, scale):
    n = 500 * scale
    side = math.ceil(math.sqrt(n))
    colours = ["#111111", "#222222", "#333333", "#0A3049"]
    with open(f"{out}/x.svg", "w") as f:
        f.write(SVG.format(w=side * 60, h=side * 30))
        f.write("<style>\n")
        for k in range(n):
            f.write(f".c{k} text {{ fill: {colours[k % 4]} }}\n")
        f.write("</style>\n")
        for k in range(n):
            f.write(f'<g class="c{k}"><text x="{k % side * 60}" y="{k // side * 30 + 20}" font-size="16">Item</text></g>\n')
        f.write("</svg>\n")


def style_block(out, scale):
    n = 4_000 * scale  # about 25 bytes a rule: 100 kB, 1 MB, 10 MB
    with open(f"{out}/x.svg", "w") as f:
        f.write(SVG.format(w=400, h=40))
        f.write("<style>\n")
        for k in range(n):
            f.write(f".c{k} {{ fill: #123456 }}\n")
        f.write("</style>\n")
        for k in list(range(9)) + [n - 1]:
            f.write(f'<rect class="c{k}" x="{k % 10 * 40}" y="0" width="36" height="36"/>\n')
        f.write("</svg>\n")


def glob(out, files, run, stars, suffix=""):
    # A pattern without "/" matches at any depth; nothing matches (no "b"), so every way of placing the stars fails.
    pattern = "*a" * (stars - 1) + "*b"
    with open(f"{out}/.w3wlint.yml", "w") as f:
        f.write(f'include: ["{pattern}"]\n')
    for i in range(files):
        with open(f"{out}/{'a' * run}-{i:05d}{suffix}.svg", "w") as f:
            f.write('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="4" fill="#0A3049"/></svg>\n')


def one_line_rects(out, scale):
    n = 400 * scale
    with open(f"{out}/x.svg", "w") as f:
        f.write(SVG.format(w=1000, h=1000).rstrip("\n"))
        for i in range(n):
            f.write(f'<rect x="{i * 7 % 997}" y="{i * 13 % 991}" width="20" height="12" rx="4" fill="#0A3049"/>')
        f.write("</svg>\n")


def swift_operator_chain(out, scale):
    n = 4_000 * scale
    with open(f"{out}/Presets.swift", "w") as f:
        f.write("import SwiftUI\nstruct V: View {\n    var body: some View {\n        Text(\"a\").padding(")
        f.write("+".join(["1"] * n) + ")\n    }\n}\n")


def regex_names(out, scale):
    n = 20 * scale
    with open(f"{out}/.w3wlint.yml", "w") as f:
        f.write('rules:\n  slow-names:\n    kind: pattern\n    options: {regex: "^(a|aa)+[0-9]+$"}\n')
    with open(f"{out}/x.w3wtheme.yaml", "w") as f:
        f.write("w3wtheme: 1\npalette:\n")
        for i in range(n):
            f.write(f'  {"a" * 40}b{i}: "#0A3049"\n')


def use_fanout(out, scale):
    levels = 3 + round(math.log10(scale))
    with open(f"{out}/x.svg", "w") as f:
        f.write(SVG.format(w=100, h=100) + '<defs><g id="l0"><rect width="50" height="20" fill="#FFFFFF"/>'
                '<text y="10" font-size="12" fill="#EEEEEE">x</text></g>')
        for level in range(1, levels + 1):
            f.write(f'<g id="l{level}">' + f'<use href="#l{level - 1}"/>' * 10 + "</g>")
        f.write(f'</defs><use href="#l{levels}"/></svg>\n')


def message_template(out, scale):
    n = 100 * scale
    with open(f"{out}/.w3wlint.yml", "w") as f:
        f.write("rules:\n  names:\n    kind: pattern\n    message: \"" + "{message} " * 100 + "\"\n")
    with open(f"{out}/x.w3wtheme.yaml", "w") as f:
        f.write("w3wtheme: 1\npalette:\n")
        for i in range(n):
            f.write(f'  Bad_Name_{i}: "#0A3049"\n')


def swift_array(out, scale):
    n = 10_000 * scale
    with open(f"{out}/Presets.swift", "w") as f:
        f.write("import UIKit\nenum Spacing {\n    static let all: [CGFloat] = [" + ", ".join(map(str, range(n))) + "]\n}\n")


def swift_comment_hashes(out, scale):
    with open(f"{out}/Presets.swift", "w") as f:
        f.write("// w3wlint-disable contrast\n" + "#" * (4_000 * scale) + "\n// w3wlint-enable contrast\n")


def swift_call_chain(out, scale):
    with open(f"{out}/Presets.swift", "w") as f:
        f.write("import UIKit\nextension UIColor {\n  static let deep = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)"
                + ".withAlphaComponent(0.9)" * (200 * scale) + "\n}\n")


def swift_comment_strings(out, scale):
    with open(f"{out}/Presets.swift", "w") as f:
        f.write("// w3wlint-disable contrast\nimport UIKit\n")
        for i in range(70 * scale):
            f.write(f'let s{i} = "a // \\(f("/* {i}", #"b // "c"#)) /*" // comment {i}\n')


def yaml_directives(out, scale):
    with open(f"{out}/x.w3wtheme.yaml", "w") as f:
        f.write("w3wtheme: 1\npalette:\n")
        for i in range(100 * scale):
            f.write(f'  c{i}: "#GGG" # w3wlint-disable-line invalid-value -- colour {i} still to be chosen\n')



def json5_directives(out, scale):
    with open(f"{out}/x.tokens.json5", "w") as f:
        f.write("{\n")
        for i in range(100 * scale):
            f.write(f"  // w3wlint-disable-next-line invalid-value -- colour {i} still to be chosen\n")
            f.write(f"  c{i}: {{ $type: 'color', $value: '#GGG' }},\n")
        f.write("}\n")


def generate(kind, out, scale):
    os.makedirs(out, exist_ok=True)
    if kind == "alias-chain":
        alias_chain(out, scale)
    elif kind == "swift-preset-chain":
        swift_chain(out, scale, "W3WCoreColor", "W3WCoreColor(hex: 0x336699)")
    elif kind == "swift-metric-chain":
        swift_chain(out, scale, "W3WPadding", "W3WPadding(value: 12.0)")
    elif kind == "stacked-shapes":
        stacked_shapes(out, scale)
    elif kind == "scattered":
        scattered(out, scale)
    elif kind == "descendant-selector":
        descendant_selector(out, scale)
    elif kind == "many-rules":
        many_rules(out, scale)
    elif kind == "style-block":
        style_block(out, scale)
    elif kind == "glob":
        glob(out, files=100 * scale, run=44, stars=12)
    elif kind == "glob-pattern":
        glob(out, files=100, run=240, stars=2 * scale)
    elif kind == "one-line-rects":
        one_line_rects(out, scale)
    elif kind == "swift-operator-chain":
        swift_operator_chain(out, scale)
    elif kind == "regex-names":
        regex_names(out, scale)
    elif kind == "use-fanout":
        use_fanout(out, scale)
    elif kind == "message-template":
        message_template(out, scale)
    elif kind == "swift-array":
        swift_array(out, scale)
    elif kind == "swift-comment-hashes":
        swift_comment_hashes(out, scale)
    elif kind == "swift-comment-strings":
        swift_comment_strings(out, scale)
    elif kind == "swift-call-chain":
        swift_call_chain(out, scale)
    elif kind == "yaml-directives":
        yaml_directives(out, scale)
    elif kind == "json5-directives":
        json5_directives(out, scale)


def xml_depth(path):
    depth = deepest = 0
    for event, _ in ElementTree.iterparse(path, events=("start", "end")):
        depth += 1 if event == "start" else -1
        deepest = max(deepest, depth)
    return deepest


def verify(out):
    for folder, _, names in os.walk(out):
        for name in names:
            path = os.path.join(folder, name)
            try:
                if name.endswith(".json"):
                    with open(path) as f:
                        json.load(f)
                elif name.endswith(".svg"):
                    depth = xml_depth(path)
                    if depth > 250:
                        raise ValueError(f"XML nesting {depth} > 250")
                elif name.endswith(".swift"):
                    with open(path) as f:
                        text = f.read()
                    if text.count("{") != text.count("}"):
                        raise ValueError("unbalanced braces")
                elif name == ".w3wlint.yml" or name.endswith(".yaml"):
                    # Python's YAML reader when it is installed; else the glob configuration's one line is checked.
                    try:
                        import yaml
                    except ImportError:
                        yaml = None
                    with open(path) as f:
                        text = f.read()
                    if yaml is not None:
                        yaml.safe_load(text)
                    elif name == ".w3wlint.yml" and text.startswith("include:") and not text.endswith('"]\n'):
                        raise ValueError("not one quoted include pattern")
                if len(name.encode()) > 255:
                    raise ValueError("file name longer than 255 bytes")
            except Exception as error:  # noqa: BLE001 - any failure is a bad input
                print(f"{path}: {error}", file=sys.stderr)
                return False
    return True


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--scale", type=int, default=1)
    parser.add_argument("--kind", action="append", choices=KINDS, help="default: every kind")
    parser.add_argument("--verify", action="store_true")
    args = parser.parse_args()
    for kind in args.kind or KINDS:
        generate(kind, f"{args.out}/{kind}", args.scale)
    if args.verify and not verify(args.out):
        sys.exit(1)


if __name__ == "__main__":
    main()
