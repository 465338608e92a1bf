#!/usr/bin/env python3
"""Writes Tests/W3WLintKitTests/Fixtures/coloraide-contrast.json: WCAG 2.1 contrast ratios of random colour
pairs computed by coloraide (an independent implementation), for ColorMathTests.

Run once (pip install coloraide) and commit the output; the tests do not need coloraide.
"""
import json
import random
import sys

import coloraide
from coloraide import Color

random.seed(20261122)
pairs = []
def hexcolor():
    return "#%02X%02X%02X" % tuple(random.randrange(256) for _ in range(3))

for _ in range(300):
    fg, bg = hexcolor(), hexcolor()
    pairs.append({"fg": fg, "bg": bg, "ratio": Color(fg).contrast(Color(bg), method="wcag21")})
# Translucent foregrounds: coloraide composites them over the background (source-over, sRGB) first.
for _ in range(40):
    fg, bg = hexcolor(), hexcolor()
    alpha = random.randrange(1, 255)
    fga = fg + "%02X" % alpha
    composited = Color.layer([Color(fga), Color(bg)], space="srgb")
    pairs.append({"fg": fga, "bg": bg, "ratio": composited.contrast(Color(bg), method="wcag21")})

json.dump({"generator": f"coloraide {coloraide.__version__}, Color.contrast(method='wcag21'), Color.layer(space='srgb')",
           "seed": 20261122, "pairs": pairs}, sys.stdout, indent=1)
sys.stdout.write("\n")
