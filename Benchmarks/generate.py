#!/usr/bin/env python3
"""Writes the generated worst-case workloads for Benchmarks/run.sh into a folder:

  theme/    one theme with 50,000 colours and 2,000 schemes
  big/      one SVG of about 20 MB with 100,000 elements
  many/     20,000 small SVGs in nested folders (20 × 10 × 100)

    python3 Benchmarks/generate.py OUT [--scale 0.1]   # --scale shrinks every count (for the linearity check)
"""
import argparse
import os
import random

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--scale", type=float, default=1.0)
args = parser.parse_args()
rng = random.Random(20261122)


def count(n):
    return max(1, int(n * args.scale))


def hexcolour():
    return "#%06X" % rng.randrange(0x1000000)


os.makedirs(f"{args.out}/theme", exist_ok=True)
with open(f"{args.out}/theme/big.w3wtheme.yaml", "w") as f:
    f.write("w3wtheme: 1\nname: generated\nmodes: [light, dark]\npalette:\n")
    colours = count(50_000)
    for i in range(colours):
        if i % 3 == 0:
            f.write(f'  c{i}: "{hexcolour()}"\n')
        else:
            f.write(f'  c{i}: {{ light: "{hexcolour()}", dark: "{hexcolour()}" }}\n')
    f.write("schemes:\n")
    for s in range(count(2_000)):
        f.write(f"  s{s}:\n    colors:\n")
        f.write(f"      foreground: c{rng.randrange(colours)}\n      background: c{rng.randrange(colours)}\n")
        f.write(f"      header: {{ foreground: c{rng.randrange(colours)}, background: c{rng.randrange(colours)} }}\n")
        f.write(f"    styles:\n      padding: {rng.choice([4, 8, 12, 13, 16])}\n      cornerRadius: {rng.choice([4, 5, 8, 12])}\n")

os.makedirs(f"{args.out}/big", exist_ok=True)
with open(f"{args.out}/big/big.svg", "w") as f:
    f.write('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4000 4000">\n<style>.a{fill:#E11F26}.b{fill:#0A3049}</style>\n')
    elements = count(100_000)
    per_group = 100
    for g in range(0, elements, per_group):
        f.write(f'<g transform="translate({g % 3000} {g // 3000 * 2})" id="g{g}">\n')
        for i in range(g, min(g + per_group, elements)):
            kind = i % 4
            # Written the way design tools export: layer names, full-precision numbers, long path data
            # (about 200 bytes an element, so 100,000 elements make the 20 MB file).
            name = f'data-name="Layer {i} / {["Surface", "Glyph", "Badge", "Label"][kind]}"'
            if kind == 0:
                f.write(f'  <rect {name} x="{i % 97}.25" y="{i % 89}.5" width="{20 + i % 30}.125" height="{10 + i % 20}.375" '
                        f'rx="{i % 9}" class="a"/>\n')
            elif kind == 1:
                curves = " ".join(f"C {(i + k) % 13}.5 {4 + k}.25, {20 + k}.75 {(i + k) % 17}.5, {30 + k}.125 {30 - k}.875"
                                  for k in range(8))
                f.write(f'  <path {name} d="M{i % 50} {i % 40} {curves} L 40 {i % 23} Z" fill="{hexcolour()}" '
                        f'stroke="#FFFFFF" stroke-width="1"/>\n')
            elif kind == 2:
                f.write(f'  <circle {name} cx="{i % 61}.5" cy="{i % 59}.5" r="{1 + i % 7}.25" class="b" opacity="0.8"/>\n')
            else:
                f.write(f'  <text {name} x="{i % 71}" y="{i % 67}" font-size="{rng.choice([12, 14, 17])}" font-family="Source Sans Pro" '
                        f'fill="#FFFFFF">Label {i} with some padding text</text>\n')
        f.write("</g>\n")
    f.write("</svg>\n")

for i in range(count(20_000)):
    folder = f"{args.out}/many/d{i // 1000 % 20}/e{i // 100 % 10}"
    os.makedirs(folder, exist_ok=True)
    with open(f"{folder}/icon{i}.svg", "w") as f:
        f.write('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">\n'
                f'  <rect width="24" height="24" rx="{i % 6}" fill="{hexcolour()}"/>\n'
                f'  <path d="M4 4h{4 + i % 9}v8H4z" fill="#FFFFFF"/>\n</svg>\n')
