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
    """Renders with a cache keyed by the SVG text, so that variants identical across modes and runs render once.
    `keep` reduces the image to what is kept (a glyph mask is kept as the indices of its pixels, not the image)."""

    def __init__(self):
        self.cache, self.count = {}, 0

    def __call__(self, svg_text, keep=lambda image: image):
        key = hashlib.sha1(svg_text.encode("utf-8")).digest()
        if key not in self.cache:
            self.cache[key] = keep(render(svg_text))
            self.count += 1
        return self.cache[key]


def keep_mask(image):
    """A glyph mask: flat indices of the pixels with alpha > 0.5, and whether it touches the image's border."""
    mask = image[..., 3] > 127
    border = bool(mask[0].any() or mask[-1].any() or mask[:, 0].any() or mask[:, -1].any())
    return np.flatnonzero(mask), border


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
    relpath, path, theme, scale, percentile, font = job
    data = open(path, "rb").read()
    renderer = Renderer()
    results, problems = [], []
    try:
        parse_svg(data)
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
        css_transforms_to_attributes(root)
        results_mode, problems_mode = analyse_mode(relpath, root, mode, renderer, scale, percentile,
                                                   unresolved_nodes, font)
        results += results_mode
        problems += problems_mode
    return relpath, results, problems, renderer.count


def css_transforms_to_attributes(root):
    """librsvg applies a `transform` CSS property but ignores `transform-origin` (it scales about 0,0); browsers
    take the origin in the element's user space, percentages of the viewBox size (transform-box: view-box). Rewrite
    such declarations as an equivalent `transform` attribute so that the renderer places the content as a browser
    does. Returns how many elements were rewritten."""
    _, _, vbw, vbh = viewbox(root)
    count = 0
    for node in walk(root):
        attrs = dict(node.attrs)
        decls = declarations(attrs.get("style", ""))
        if "transform" not in decls:
            continue
        css = decls.pop("transform")
        origin = decls.pop("transform-origin", "0 0").split()
        while len(origin) < 2:
            origin.append("center")

        def coordinate(token, size):
            token = {"left": "0%", "top": "0%", "center": "50%", "right": "100%", "bottom": "100%"}.get(token, token)
            if token.endswith("%"):
                return float(token[:-1]) / 100 * size
            return float(token.rstrip("px") or 0)

        if origin[0] in ("top", "bottom") or origin[1] in ("left", "right"):
            origin[0], origin[1] = origin[1], origin[0]
        ox, oy = coordinate(origin[0], vbw), coordinate(origin[1], vbh)
        svg_tf = re.sub(r"(-?[\d.]+)(px|deg)", r"\1", css).replace(",", " ")
        transform = svg_tf if css.strip() != "none" else ""
        if ox or oy:
            transform = f"translate({ox:g} {oy:g}) {transform} translate({-ox:g} {-oy:g})"
        style = ";".join(f"{k}:{v}" for k, v in decls.items())
        node.attrs = [(k, v) for k, v in node.attrs if k not in ("style", "transform")] + [("transform", transform)]
        if style:
            node.attrs.append(("style", style))
        count += 1
    return count


def viewbox(root):
    attrs = dict(root.attrs)
    vb = attrs.get("viewBox")
    if vb:
        x, y, w, h = (float(p) for p in re.split(r"[,\s]+", vb.strip()))
        return x, y, w, h
    w = font_size_px(attrs.get("width", "300"), 16)
    h = font_size_px(attrs.get("height", "150"), 16)
    return 0.0, 0.0, w, h


def css_px(value):
    """A CSS length in px when it is one without context (px numbers, calc() of them), else None."""
    if value is None:
        return None
    v = value.strip()
    m = re.fullmatch(r"calc\((.*)\)", v)
    expr = m.group(1) if m else v
    expr = re.sub(r"(\d(?:[\d.]*))px", r"\1", expr)
    if not re.fullmatch(r"[\d.\s+\-*/()]+", expr):
        return None
    try:
        return float(eval(expr, {"__builtins__": {}}, {}))  # digits and arithmetic only, checked above
    except Exception:
        return None


def visible_region(root):
    """The user-space rectangle a browser shows: the viewBox, or, when the root's CSS box has a known size in px
    (width and height from `style` or attributes, capped by max-width/max-height; a percentage width counts as
    its max-width, i.e. a wide page), the whole viewport the viewBox is fitted into (xMidYMid meet), which shows
    what lies just outside the viewBox. Returns (x, y, w, h, how)."""
    x, y, w, h = viewbox(root)
    attrs = dict(root.attrs)
    if "viewBox" not in attrs:
        return x, y, w, h, "viewBox"
    style = declarations(attrs.get("style", ""))
    width = css_px(style.get("width"))
    if width is None and "%" in style.get("width", ""):
        width = css_px(style.get("max-width"))
    if width is None and "width" not in style:
        width = css_px(attrs.get("width"))
    height = css_px(style.get("height"))
    if height is None and "height" not in style:
        height = css_px(attrs.get("height"))
    for limit, dim in (("max-width", "w"), ("max-height", "h")):
        cap = css_px(style.get(limit))
        if cap is not None:
            if dim == "w" and width is not None:
                width = min(width, cap)
            if dim == "h" and height is not None:
                height = min(height, cap)
    par = attrs.get("preserveAspectRatio", "xMidYMid meet").split()
    if width is None or height is None or not par or par[0] != "xMidYMid" or "slice" in par:
        return x, y, w, h, "viewBox"
    k = min(width / w, height / h)
    vw, vh = width / k, height / k
    if abs(vw - w) < 1e-6 and abs(vh - h) < 1e-6:
        return x, y, w, h, "viewBox"
    return x - (vw - w) / 2, y - (vh - h) / 2, vw, vh, f"CSS box {width:g}x{height:g} px"


def analyse_mode(relpath, root, mode, renderer, scale, percentile, unresolved_nodes, font):
    nodes = list(walk(root))
    # Rendered area: what a browser shows (the viewBox, or more of the drawing when the root's CSS box is wider).
    vbx, vby, vbw, vbh, region_how = visible_region(root)
    uses_xlink = any(k.startswith("xlink:") for n in nodes for k, _ in n.attrs)

    def root_attrs(margin=0.0, zoom=scale):
        """The root's attributes for a render: the viewBox (grown by `margin` user units on every side) at `zoom`
        pixels per unit, no CSS box (its `style` background is composited by the oracle instead)."""
        attrs = [(k, v) for k, v in root.attrs
                 if k not in ("width", "height", "style", "xmlns", "xmlns:xlink", "viewBox")]
        attrs = [("xmlns", SVG_NS)] + ([("xmlns:xlink", XLINK_NS)] if uses_xlink else []) + attrs
        attrs += [("viewBox", f"{vbx - margin:g} {vby - margin:g} {vbw + 2 * margin:g} {vbh + 2 * margin:g}"),
                  ("width", str(max(1, round((vbw + 2 * margin) * zoom)))),
                  ("height", str(max(1, round((vbh + 2 * margin) * zoom))))]
        return attrs

    def filter_attrs(n):
        # Filters are computed in linearRGB by default; librsvg does that at 8 bits, which shifts dark flat colours
        # (#0C1220 comes back as #0D1622). The drop shadows here only need to pass their source through unchanged.
        return [(k, v) for k, v in n.attrs if k != "color-interpolation-filters"] + [
            ("color-interpolation-filters", "sRGB")]

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

    def text_edit_mask(run, margin=0.0, zoom=scale):
        def edit(n):
            if n is root:
                return root_attrs(margin, zoom)
            if n.tag == "filter":
                return filter_attrs(n)
            if n.protected or n.tag in NON_RENDERING:
                return n.attrs
            attrs = [(k, v) for k, v in n.attrs if k != "filter"]
            style = dict(n.attrs).get("style", "")
            if n.tag in CONTAINERS:
                return [(k, v) for k, v in attrs if k != "style"] + [("style", style + ";opacity:1;filter:none")]
            if n.tag in TEXT_TAGS:
                extra = (";fill:#000;fill-opacity:1;stroke:none;opacity:1;filter:none" if n is run
                         else ";fill:none;stroke:none;opacity:1;filter:none")
                if font:  # the drawing's family is not installed: name the fallback instead of fontconfig's
                    family = computed[n.index].get("font-family")
                    extra += f";font-family:{family + ', ' if family else ''}{font}"
                return [(k, v) for k, v in attrs if k != "style"] + [("style", style + extra)]
            return None  # every non-text element: not painted
        return edit

    def background_edit(run):
        def edit(n):
            if n is root:
                return root_attrs()
            if n.tag == "filter":
                return filter_attrs(n)
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
                  "size": round(c["size"], 2), "weight": c["weight"], "region": region_how}
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
        mask, border = renderer(serialize(root, text_edit_mask(run)), keep_mask)
        if not len(mask):
            record["skipped"] = "empty glyph mask (outside the visible area, clipped or no glyphs)"
            continue
        if border:
            # Cut by the visible area's edge: how much of the run lies inside? Render it again with a margin as wide
            # as the drawing on every side, at 1 px per unit, and compare the pixels inside with all of them.
            margin, zoom = max(vbw, vbh), 1.0
            wide, _ = renderer(serialize(root, text_edit_mask(run, margin, zoom)), keep_mask)
            w = max(1, round((vbw + 2 * margin) * zoom))
            ys, xs = np.divmod(wide, w)
            inside = ((xs >= margin * zoom) & (xs < (margin + vbw) * zoom) &
                      (ys >= margin * zoom) & (ys < (margin + vbh) * zoom)).sum()
            record["inside"] = round(float(inside / max(1, len(wide))), 2)
            if len(wide) and inside / len(wide) < 0.5:
                record["skipped"] = "mostly (over half) outside the visible area"
                continue
        bg_img = renderer(serialize(root, background_edit(run)))
        flat = bg_img.reshape(-1, 4)[mask].astype(np.float64) / 255
        a = flat[:, 3:4]
        under = flat[:, :3] * a + base * (1 - a)
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
    ap.add_argument("--font", default="Liberation Sans",
                    help="fallback font family appended to every text's family list (default 'Liberation Sans', "
                         "metric-compatible with Arial; '' leaves the choice to fontconfig)")
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

    jobs = [(rel, path, theme, args.scale, args.percentile, args.font) for rel, path in svgs]
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
          f"fallback font {args.font or 'fontconfig default'}, "
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
