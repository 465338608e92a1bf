#!/usr/bin/env python3
"""Rendering oracle for w3wlint's text-contrast verdicts on react-spectrum's component drawings.

For every text run of every SVG, in light and dark mode, the oracle renders (with librsvg's rsvg-convert)
  * the run's glyphs alone, forced opaque black, everything else hidden: the glyph mask;
  * the drawing with all text and everything painted after the run removed, over the mode's canvas and the
    root `style` background: what the run is painted on;
and computes the WCAG 2 contrast of the run's fill (composited with its opacity) against the background pixel
under every glyph pixel. The run's ratio is a low percentile of those per-pixel ratios (the worst part of the run,
ignoring a few anti-aliased edge pixels). w3wlint is run over a temporary copy of the corpus with the theme written
as CSS beside the exports, and its text findings are compared with the oracle's verdicts.

It never changes the corpus or the repository; it always exits 0 (it is a measurement). See README.md.
"""
import argparse
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import xml.parsers.expat
from concurrent.futures import ProcessPoolExecutor

import numpy as np
from PIL import Image

MODES = ("light", "dark")
CANVAS = {"light": (1.0, 1.0, 1.0), "dark": (0.0, 0.0, 0.0)}
SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
# Containers whose content is never painted where it stands (only by reference): never cut, never counted.
NON_RENDERING = {"defs", "clipPath", "mask", "filter", "linearGradient", "radialGradient", "pattern", "symbol",
                 "marker", "title", "desc", "style", "metadata", "script"}
TEXT_TAGS = {"text", "tspan", "textPath"}
CONTAINERS = {"svg", "g", "a", "switch"}
INHERITED = {"fill", "fill-opacity", "font-size", "font-weight", "visibility", "color", "font-family", "stroke"}
NAMED = {"black": (0, 0, 0), "white": (255, 255, 255), "red": (255, 0, 0), "green": (0, 128, 0),
         "blue": (0, 0, 255), "gray": (128, 128, 128), "grey": (128, 128, 128), "yellow": (255, 255, 0),
         "orange": (255, 165, 0), "transparent": None}


# ----------------------------------------------------------------------------------------------------------------
# Parsing: a small tree with source positions (expat: line 1-based, column 0-based; w3wlint's column is 1-based).

class Node:
    __slots__ = ("tag", "attrs", "children", "line", "col", "index", "parent", "protected")

    def __init__(self, tag, attrs, line, col, index, parent):
        self.tag, self.attrs, self.line, self.col, self.index, self.parent = tag, attrs, line, col, index, parent
        self.children = []
        self.protected = parent is not None and (parent.protected or parent.tag in NON_RENDERING)

    def direct_text(self):
        return "".join(c for c in self.children if isinstance(c, str))

    def ancestors(self):
        node = self.parent
        while node is not None:
            yield node
            node = node.parent


def parse_svg(data):
    parser = xml.parsers.expat.ParserCreate()
    parser.ordered_attributes = True
    parser.buffer_text = True
    stack, counter, root = [], [0], [None]

    def start(tag, attrs):
        parent = stack[-1] if stack else None
        node = Node(tag, [(attrs[i], attrs[i + 1]) for i in range(0, len(attrs), 2)],
                    parser.CurrentLineNumber, parser.CurrentColumnNumber + 1, counter[0], parent)
        counter[0] += 1
        if parent is None:
            root[0] = node
        else:
            parent.children.append(node)
        stack.append(node)

    def end(tag):
        stack.pop()

    def chars(text):
        if stack:
            stack[-1].children.append(text)

    parser.StartElementHandler, parser.EndElementHandler, parser.CharacterDataHandler = start, end, chars
    parser.Parse(data, True)
    return root[0]


def walk(node):
    yield node
    for child in node.children:
        if isinstance(child, Node):
            yield from walk(child)


def esc_attr(v):
    return v.replace("&", "&amp;").replace("<", "&lt;").replace('"', "&quot;")


def esc_text(v):
    return v.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def serialize(node, edit):
    """SVG text of `node`; edit(node) returns None to drop the element, else the attribute list to write."""
    out = []

    def emit(n):
        attrs = edit(n)
        if attrs is None:
            return
        out.append("<" + n.tag + "".join(f' {k}="{esc_attr(v)}"' for k, v in attrs) + ">")
        for c in n.children:
            if isinstance(c, str):
                out.append(esc_text(c))
            else:
                emit(c)
        out.append("</" + n.tag + ">")

    emit(node)
    return "".join(out)


# ----------------------------------------------------------------------------------------------------------------
# CSS variables, style declarations, colours.

def substitute_vars(text, values):
    """Replace every var(--name[, fallback]) by its value (or the fallback); None if one has neither."""
    unresolved = [False]

    def expand(s):
        out, i = [], 0
        while True:
            j = s.find("var(", i)
            if j < 0:
                out.append(s[i:])
                return "".join(out)
            out.append(s[i:j])
            depth, k = 1, j + 4
            while k < len(s) and depth:
                depth += {"(": 1, ")": -1}.get(s[k], 0)
                k += 1
            inner = s[j + 4:k - 1]
            name, _, fallback = inner.partition(",")
            name = name.strip()
            if name in values:
                out.append(expand(values[name]))
            elif fallback.strip():
                out.append(expand(fallback.strip()))
            else:
                unresolved[0] = True
                out.append(inner)
            i = k

    result = expand(text)
    return result, unresolved[0]


def declarations(style):
    decls = {}
    for part in style.split(";"):
        if ":" in part:
            k, _, v = part.partition(":")
            decls[k.strip().lower()] = v.strip()
    return decls


def props_of(node):
    """Presentation attributes overridden by the `style` attribute's declarations."""
    p = {k: v for k, v in node.attrs if k != "style"}
    p.update(declarations(dict(node.attrs).get("style", "")))
    return p


_probe_cache = {}


def parse_color(value):
    """(r, g, b) in 0..255 and alpha in 0..1, or None. Unknown syntax is asked of librsvg (a 1x1 rect)."""
    v = value.strip().lower()
    if v in NAMED:
        rgb = NAMED[v]
        return None if rgb is None else (rgb, 1.0)
    m = re.fullmatch(r"#([0-9a-f]{3,8})", v)
    if m:
        h = m.group(1)
        if len(h) in (3, 4):
            h = "".join(ch * 2 for ch in h)
        if len(h) not in (6, 8):
            return None
        rgb = tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))
        return rgb, (int(h[6:8], 16) / 255 if len(h) == 8 else 1.0)
    m = re.fullmatch(r"rgba?\(([^)]*)\)", v)
    if m:
        parts = [p for p in re.split(r"[,\s/]+", m.group(1).strip()) if p]
        try:
            rgb = tuple(round(float(p[:-1]) * 2.55) if p.endswith("%") else round(float(p)) for p in parts[:3])
            a = 1.0
            if len(parts) > 3:
                a = float(parts[3][:-1]) / 100 if parts[3].endswith("%") else float(parts[3])
            return rgb, a
        except ValueError:
            return None
    if v in _probe_cache:
        return _probe_cache[v]
    svg = (f'<svg xmlns="{SVG_NS}" width="4" height="4"><rect width="4" height="4" fill="{esc_attr(value)}"/></svg>')
    img = render(svg)
    px = img[1, 1]
    result = None if px[3] == 0 else (tuple(int(x) for x in px[:3]), px[3] / 255)
    _probe_cache[v] = result
    return result


def luminance(rgb):
    """WCAG 2 relative luminance of an (..., 3) array of sRGB values in 0..1."""
    c = np.where(rgb <= 0.04045, rgb / 12.92, ((rgb + 0.055) / 1.055) ** 2.4)
    return c[..., 0] * 0.2126 + c[..., 1] * 0.7152 + c[..., 2] * 0.0722


def ratio_of(a, b):
    la, lb = luminance(a), luminance(b)
    return (np.maximum(la, lb) + 0.05) / (np.minimum(la, lb) + 0.05)


def font_size_px(value, parent):
    m = re.fullmatch(r"\s*([0-9.]+)\s*(px|pt|em|rem|%)?\s*", value or "")
    if not m:
        return {"small": 13.0, "medium": 16.0, "large": 18.0, "x-large": 24.0, "xx-large": 32.0}.get(
            (value or "").strip(), parent)
    n, unit = float(m.group(1)), m.group(2)
    return {None: n, "px": n, "pt": n * 4 / 3, "em": n * parent, "rem": n * 16, "%": n / 100 * parent}[unit]


def font_weight(value, parent):
    v = (value or "").strip().lower()
    if v.isdigit():
        return int(v)
    return {"normal": 400, "bold": 700, "bolder": max(700, parent + 300), "lighter": min(400, parent - 300)}.get(
        v, parent)


# ----------------------------------------------------------------------------------------------------------------
# Rendering.

def render(svg_text):
    """RGBA uint8 array (straight alpha) of an SVG rendered by rsvg-convert."""
    proc = subprocess.run(["rsvg-convert", "-f", "png"], input=svg_text.encode("utf-8"), capture_output=True,
                          timeout=120)
    if proc.returncode != 0:
        raise RuntimeError("rsvg-convert failed: " + proc.stderr.decode("utf-8", "replace")[:300])
    return np.asarray(Image.open(io.BytesIO(proc.stdout)).convert("RGBA"))


class Renderer:
    """Renders with a cache keyed by the SVG text (identical variants across modes and runs render once)."""

    def __init__(self):
        self.cache, self.count = {}, 0

    def __call__(self, svg_text):
        key = hashlib.sha1(svg_text.encode("utf-8")).digest()
        if key not in self.cache:
            self.cache[key] = render(svg_text)
            self.count += 1
        return self.cache[key]


# ----------------------------------------------------------------------------------------------------------------
# One SVG in one mode.

def mode_values(relpath, theme, mode):
    if relpath.startswith("packages/dev/s2-docs/"):
        return {k: v.get(mode, v.get("all")) for k, v in theme["s2_anatomy_css"].items()}
    if relpath.startswith("packages/dev/docs/"):
        values = dict(theme["docs_css"]["light"])
        if mode == "dark":
            values.update(theme["docs_css"]["dark"])
        return values
    return {}


def analyse_file(job):
    relpath, path, theme, scale, percentile = job
    data = open(path, "rb").read()
    renderer = Renderer()
    results, problems = [], []
    try:
        source = parse_svg(data)
    except xml.parsers.expat.ExpatError as e:
        return relpath, [], [f"{relpath}: not parsed ({e})"], 0
    for mode in MODES:
        values = mode_values(relpath, theme, mode)
        # Parse again so that each mode owns its tree, then substitute the variables everywhere.
        root = parse_svg(data)
        unresolved_nodes = set()
        for node in walk(root):
            new = []
            for k, v in node.attrs:
                if "var(" in v:
                    v, bad = substitute_vars(v, values)
                    if bad:
                        unresolved_nodes.add(node.index)
                new.append((k, v))
            node.attrs = new
            if node.tag == "style":
                node.children = [substitute_vars(c, values)[0] if isinstance(c, str) else c for c in node.children]
        results_mode, problems_mode = analyse_mode(relpath, root, mode, renderer, scale, percentile,
                                                   unresolved_nodes)
        results += results_mode
        problems += problems_mode
    return relpath, results, problems, renderer.count


def viewbox(root):
    attrs = dict(root.attrs)
    vb = attrs.get("viewBox")
    if vb:
        x, y, w, h = (float(p) for p in re.split(r"[,\s]+", vb.strip()))
        return x, y, w, h
    w = font_size_px(attrs.get("width", "300"), 16)
    h = font_size_px(attrs.get("height", "150"), 16)
    return 0.0, 0.0, w, h


def analyse_mode(relpath, root, mode, renderer, scale, percentile, unresolved_nodes):
    nodes = list(walk(root))
    _, _, vbw, vbh = viewbox(root)
    width, height = max(1, round(vbw * scale)), max(1, round(vbh * scale))
    root_props = props_of(root)
    uses_xlink = any(k.startswith("xlink:") for n in nodes for k, _ in n.attrs)

    def root_attrs():
        attrs = [(k, v) for k, v in root.attrs if k not in ("width", "height", "style", "xmlns", "xmlns:xlink")]
        attrs = [("xmlns", SVG_NS)] + ([("xmlns:xlink", XLINK_NS)] if uses_xlink else []) + attrs
        attrs += [("width", str(width)), ("height", str(height))]
        if "viewBox" not in dict(root.attrs):
            attrs.append(("viewBox", f"0 0 {vbw} {vbh}"))
        return attrs

    # The base: the mode's canvas, then the root `style` background.
    base = np.array(CANVAS[mode])
    background_decl = declarations(dict(root.attrs).get("style", ""))
    bg_value = background_decl.get("background-color") or background_decl.get("background")
    if bg_value:
        parsed = parse_color(bg_value.split()[0]) if bg_value.split() else None
        if parsed:
            rgb, a = parsed
            base = np.array(rgb) / 255 * a + base * (1 - a)

    # Cascade: computed properties per node.
    computed = {}
    for node in nodes:
        parent = computed.get(node.parent.index) if node.parent is not None else None
        own = props_of(node)
        c = {k: parent[k] for k in INHERITED if parent and k in parent} if parent else {}
        for k in INHERITED:
            if k in own and own[k] != "inherit":
                c[k] = own[k]
        c["opacity_product"] = (parent["opacity_product"] if parent else 1.0) * _float(own.get("opacity"), 1.0)
        c["hidden"] = (parent["hidden"] if parent else False) or own.get("display", "").strip() == "none"
        c["size"] = font_size_px(own.get("font-size"), parent["size"] if parent else 16.0) \
            if "font-size" in own else (parent["size"] if parent else 16.0)
        c["weight"] = font_weight(own.get("font-weight"), parent["weight"] if parent else 400) \
            if "font-weight" in own else (parent["weight"] if parent else 400)
        computed[node.index] = c

    runs = [n for n in nodes if n.tag in TEXT_TAGS and not n.protected and n.direct_text().strip()]
    results, problems = [], []
    painted = [n for n in nodes if n.parent is not None and not n.protected and n.tag not in NON_RENDERING
               and n.tag not in TEXT_TAGS and n.tag not in CONTAINERS]

    def text_edit_mask(run):
        def edit(n):
            if n is root:
                return root_attrs()
            if n.protected or n.tag in NON_RENDERING:
                return n.attrs
            attrs = [(k, v) for k, v in n.attrs if k != "filter"]
            style = dict(n.attrs).get("style", "")
            if n.tag in CONTAINERS:
                return [(k, v) for k, v in attrs if k != "style"] + [("style", style + ";opacity:1;filter:none")]
            if n.tag in TEXT_TAGS:
                extra = (";fill:#000;fill-opacity:1;stroke:none;opacity:1;filter:none" if n is run
                         else ";fill:none;stroke:none;opacity:1;filter:none")
                return [(k, v) for k, v in attrs if k != "style"] + [("style", style + extra)]
            return None  # every non-text element: not painted
        return edit

    def background_edit(run):
        def edit(n):
            if n is root:
                return root_attrs()
            if n.protected or n.tag in NON_RENDERING:
                return n.attrs
            if n.tag in TEXT_TAGS or n.index > run.index:
                return None
            return n.attrs
        return edit

    for run in runs:
        c = computed[run.index]
        text = " ".join(run.direct_text().split())
        record = {"file": relpath, "line": run.line, "column": run.col, "mode": mode, "text": text,
                  "size": round(c["size"], 2), "weight": c["weight"]}
        results.append(record)
        if run.index in unresolved_nodes or any(a.index in unresolved_nodes for a in run.ancestors()):
            record["skipped"] = "a colour variable is undefined in this mode"
            continue
        fill = c.get("fill", "black").strip()
        if fill.lower() == "currentcolor":
            fill = c.get("color", "black")
        if fill.lower() == "none":
            record["skipped"] = "no fill"
            continue
        if fill.startswith("url("):
            record["skipped"] = f"paint server fill {fill}"
            continue
        parsed = parse_color(fill)
        if parsed is None:
            record["skipped"] = f"fill {fill!r} not understood"
            continue
        rgb, colour_alpha = parsed
        alpha = colour_alpha * _float(c.get("fill-opacity"), 1.0) * c["opacity_product"]
        if c["hidden"] or c.get("visibility", "visible").strip() in ("hidden", "collapse") or alpha <= 0:
            record["skipped"] = "invisible (display, visibility or opacity)"
            continue
        mask_img = renderer(serialize(root, text_edit_mask(run)))
        mask = mask_img[..., 3] > 127
        if not mask.any():
            record["skipped"] = "empty glyph mask (outside the viewBox or clipped)"
            continue
        bg_img = renderer(serialize(root, background_edit(run))).astype(np.float64) / 255
        a = bg_img[..., 3:4]
        background = bg_img[..., :3] * a + base * (1 - a)
        under = background[mask]
        fg = np.array(rgb) / 255
        shown = fg * alpha + under * (1 - alpha)
        ratios = ratio_of(shown, under)
        large = c["size"] >= 24 or (c["size"] >= 18.66 and c["weight"] >= 700)
        required = 3.0 if large else 4.5
        worst = float(np.percentile(ratios, percentile))
        median_bg = np.median(under, axis=0)
        record.update({
            "ratio": round(worst, 2), "median_ratio": round(float(np.median(ratios)), 2),
            "required": required, "large": large, "fails": worst < required, "pixels": int(mask.sum()),
            "foreground": hexcolor(fg) + ("" if alpha >= 1 else f"@{alpha:.2f}"),
            "background": hexcolor(median_bg),
        })
    return results, problems


def _float(v, default):
    try:
        return float(str(v).strip().rstrip("%")) / (100 if str(v).strip().endswith("%") else 1)
    except (TypeError, ValueError):
        return default


def hexcolor(rgb):
    return "#" + "".join(f"{int(round(min(1, max(0, x)) * 255)):02X}" for x in rgb)


# ----------------------------------------------------------------------------------------------------------------
# w3wlint.

def run_w3wlint(binary, corpus, theme, workdir):
    tree = os.path.join(workdir, "tree")
    shutil.copytree(os.path.join(corpus, "packages"), os.path.join(tree, "packages"),
                    ignore=shutil.ignore_patterns("node_modules"))
    docs = theme["docs_css"]
    with open(os.path.join(tree, "packages/dev/docs/pages/assets/docs.css"), "w") as f:
        f.write(":root {\n" + "".join(f"  {k}: {v};\n" for k, v in docs["light"].items()) + "}\n")
        f.write(".dark {\n" + "".join(f"  {k}: {v};\n" for k, v in docs["dark"].items()) + "}\n")
    with open(os.path.join(tree, "packages/dev/s2-docs/pages/react-aria/anatomy.css"), "w") as f:
        f.write(":root {\n")
        for k, v in theme["s2_anatomy_css"].items():
            f.write(f"  {k}: " + (v["all"] if "all" in v else f"light-dark({v['light']}, {v['dark']})") + ";\n")
        f.write("}\n")
    out = os.path.join(workdir, "w3wlint.json")
    proc = subprocess.run([os.path.abspath(binary), "check", "packages", "--format", "json", "-o", out],
                          cwd=tree, capture_output=True, text=True)
    if proc.returncode not in (0, 1) or not os.path.exists(out):
        raise RuntimeError(f"w3wlint exited {proc.returncode}: {proc.stderr.strip()[:500]}")
    with open(out) as f:
        return json.load(f)


def w3wlint_verdicts(report):
    """{(file, line, col, mode): finding} for text findings; files with a contrast note; notes per position."""
    fails, unchecked_files, noted = {}, set(), set()
    for f in report.get("findings", []):
        if f.get("ruleId") != "contrast":
            continue
        props = f.get("properties", {})
        file = f.get("file", "")
        if f.get("severity") == "note":
            if "not checked" in f.get("message", ""):
                if props.get("element") or props.get("backgroundElement"):
                    noted.add((file, f.get("line"), f.get("column")))
                else:
                    unchecked_files.add(file)
            continue
        if props.get("kind") not in ("text", "large text"):
            continue
        modes = props.get("modes") or ([props["mode"]] if "mode" in props else list(MODES))
        for mode in modes:
            fails[(file, f.get("line"), f.get("column"), mode)] = f
    return fails, unchecked_files, noted


# ----------------------------------------------------------------------------------------------------------------

def main():
    here = os.path.dirname(os.path.abspath(__file__))
    repo = os.path.dirname(os.path.dirname(here))
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("w3wlint", nargs="?", default=None, help="w3wlint binary (default .build/release, then debug)")
    ap.add_argument("--corpus", default=os.environ.get(
        "W3WLINT_ORACLE_CORPUS", os.path.join(repo, "..", "shared", "corpus", "svg-components-react-spectrum")))
    ap.add_argument("--scale", type=float, default=4.0, help="device pixels per user unit (default 4)")
    ap.add_argument("--percentile", type=float, default=5.0, help="percentile of per-pixel ratios (default 5)")
    ap.add_argument("--jobs", type=int, default=2, help="parallel workers (at most 2)")
    ap.add_argument("--only", default=None, help="only SVGs whose path contains this text")
    ap.add_argument("--json", default=None, help="also write every run's record and verdict to this file")
    ap.add_argument("--ratio-gap", type=float, default=0.15, help="report both-fail runs whose ratios differ more")
    args = ap.parse_args()
    started = time.time()

    binary = args.w3wlint
    if binary is None:
        for candidate in (".build/release/w3wlint", ".build/debug/w3wlint"):
            if os.path.exists(os.path.join(repo, candidate)):
                binary = os.path.join(repo, candidate)
                break
    if binary is None or not os.path.exists(binary):
        print(f"skipped: no w3wlint binary ({binary or '.build/release/w3wlint'}); build it or pass its path")
        return 0
    theme_path = os.path.join(args.corpus, "anatomy-theme.derived.json")
    if not os.path.exists(theme_path):
        print(f"skipped: corpus not found at {args.corpus} (set W3WLINT_ORACLE_CORPUS or --corpus)")
        return 0
    theme = json.load(open(theme_path))

    svgs = []
    for dirpath, dirnames, filenames in os.walk(os.path.join(args.corpus, "packages")):
        dirnames.sort()
        for name in sorted(filenames):
            if name.endswith(".svg"):
                path = os.path.join(dirpath, name)
                rel = os.path.relpath(path, args.corpus).replace(os.sep, "/")
                if args.only is None or args.only in rel:
                    svgs.append((rel, path))

    with tempfile.TemporaryDirectory(prefix="w3wlint-oracle-") as workdir:
        report = run_w3wlint(binary, args.corpus, theme, workdir)
    w3w_fails, unchecked_files, noted = w3wlint_verdicts(report)

    jobs = [(rel, path, theme, args.scale, args.percentile) for rel, path in svgs]
    records, problems, renders = [], [], 0
    workers = max(1, min(2, args.jobs))
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for rel, res, probs, count in pool.map(analyse_file, jobs):
            records += res
            problems += probs
            renders += count

    # Compare.
    by_key = {(r["file"], r["line"], r["column"], r["mode"]): r for r in records}
    files = {rel for rel, _ in svgs}
    stats = {m: {"TP": 0, "FP": 0, "FN": 0, "TN": 0, "excused": 0, "skipped": 0} for m in MODES}
    disagreements, gaps, w3w_on_skipped = [], [], []
    for r in records:
        key = (r["file"], r["line"], r["column"], r["mode"])
        s = stats[r["mode"]]
        finding = w3w_fails.get(key)
        w3w_ratio = finding["properties"].get("ratio") if finding else None
        r["w3wlint"] = w3w_ratio
        if "skipped" in r:
            s["skipped"] += 1
            if finding:
                w3w_on_skipped.append(r)
            continue
        if r["fails"] and finding:
            s["TP"] += 1
            if w3w_ratio is not None and abs(w3w_ratio - r["ratio"]) > args.ratio_gap:
                gaps.append(r)
        elif finding:
            s["FP"] += 1
            disagreements.append(("FP", r))
        elif r["fails"]:
            if r["file"] in unchecked_files or key[:3] in noted:
                s["excused"] += 1
            else:
                s["FN"] += 1
                disagreements.append(("FN", r))
        else:
            s["TN"] += 1
    stray = [(k, f) for k, f in w3w_fails.items() if k[0] in files and k not in by_key]
    for k, f in stray:
        stats[k[3]]["FP"] += 1

    elapsed = time.time() - started
    total = {k: sum(stats[m][k] for m in MODES) for k in stats["light"]}
    print(f"contrast oracle: {len(svgs)} SVGs, {len(records) // 2} text runs per mode, "
          f"{renders} renders at {args.scale:g}x, {percentile_label(args.percentile)} per-pixel ratio, "
          f"{elapsed:.0f} s")
    print(f"w3wlint: {binary}")
    print()
    print(f"{'mode':<8} {'TP':>5} {'FP':>5} {'FN':>5} {'TN':>5} {'noted':>6} {'skip':>5} {'recall':>8} {'precision':>10}")
    for name, s in [*((m, stats[m]) for m in MODES), ("overall", total)]:
        print(f"{name:<8} {s['TP']:>5} {s['FP']:>5} {s['FN']:>5} {s['TN']:>5} {s['excused']:>6} {s['skipped']:>5} "
              f"{pct(s['TP'], s['TP'] + s['FN']):>8} {pct(s['TP'], s['TP'] + s['FP']):>10}")
    print()
    for name, s in [*((m, stats[m]) for m in MODES), ("overall", total)]:
        print(f"{name}: recall {pct(s['TP'], s['TP'] + s['FN'])} precision {pct(s['TP'], s['TP'] + s['FP'])}")

    skipped = [r for r in records if "skipped" in r]
    if skipped:
        print(f"\nskipped runs ({len(skipped)}; not counted):")
        reasons = {}
        for r in skipped:
            reasons.setdefault(r["skipped"], []).append(r)
        for reason, rs in sorted(reasons.items()):
            print(f"  {len(rs):>4}  {reason}")
    for p in problems:
        print("problem:", p)

    def line(r, w3w):
        return (f"  {r['file']}:{r['line']}:{r['column']} {r['mode']:<5} oracle {r['ratio']:>5.2f} "
                f"(median {r['median_ratio']:.2f}, need {r['required']:g}, {r['foreground']} on ~{r['background']}) "
                f"w3wlint {w3w}  \"{r['text'][:40]}\"")

    print(f"\ndisagreements ({len(disagreements) + len(stray)}):")
    for kind, r in sorted(disagreements, key=lambda d: (d[1]["file"], d[1]["line"], d[1]["column"], d[1]["mode"])):
        w3w = f"{r['w3wlint']:.2f}" if r["w3wlint"] is not None else "none"
        print(f"{kind}" + line(r, w3w)[1:])
    for (file, ln, col, mode), f in sorted(stray, key=lambda kv: kv[0]):
        print(f"FP {file}:{ln}:{col} {mode:<5} oracle has no text run here; w3wlint "
              f"{f['properties'].get('ratio')} \"{f['properties'].get('text', '')}\"")
    if w3w_on_skipped:
        print(f"\nw3wlint failures on runs the oracle skipped ({len(w3w_on_skipped)}; not counted):")
        for r in w3w_on_skipped:
            print(f"  {r['file']}:{r['line']}:{r['column']} {r['mode']} {r['skipped']}; w3wlint {r['w3wlint']} "
                  f"\"{r['text'][:40]}\"")
    print(f"\nboth fail, ratios differ by more than {args.ratio_gap:g} ({len(gaps)}):")
    for r in sorted(gaps, key=lambda r: (r["file"], r["line"], r["column"], r["mode"])):
        print(line(r, f"{r['w3wlint']:.2f}"))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"stats": stats, "records": records}, f, indent=1)
    print()
    print(f"recall {pct(total['TP'], total['TP'] + total['FN'])} precision "
          f"{pct(total['TP'], total['TP'] + total['FP'])} (overall, {elapsed:.0f} s)")
    return 0


def pct(a, b):
    return f"{100 * a / b:.1f} %" if b else "n/a"


def percentile_label(p):
    return f"{p:g}th-percentile"


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        sys.exit(130)
