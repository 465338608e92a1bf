#!/usr/bin/env python3
"""An example w3wlint plugin (protocol 1): brand colours must be official brand colours.

w3wlint runs it with the design model as JSON on standard input and reads findings as JSON on standard output
(see docs/plugins.md). Name it in .w3wlint.yml:

    plugins:
      - name: brand
        command: ["python3", "tools/brand_rules.py"]
"""
import json
import sys

# The what3words brand guide's colours: the red of the /// slashes and the dark blue.
OFFICIAL = {"#E11F26": "what3words red", "#0A3049": "what3words dark blue"}


def main() -> int:
    request = json.load(sys.stdin)
    if request.get("protocol") != 1:
        print(f"brand_rules.py speaks protocol 1, got {request.get('protocol')}", file=sys.stderr)
        return 2
    findings = []
    for theme in request["model"]["themes"]:
        for colour in theme["palette"]:
            if not colour["name"].lower().startswith("brand"):
                continue
            for mode, value in colour["values"].items():
                if value.upper() in OFFICIAL:
                    continue
                findings.append({
                    "ruleId": "official-colours",
                    "severity": "error",
                    "message": f"brand colour `{colour['name']}` is {value} in {mode} mode, "
                               f"not an official brand colour ({', '.join(OFFICIAL)})",
                    "location": colour["location"],
                    "properties": {"color": colour["name"], "mode": mode, "value": value},
                })
    json.dump({
        "protocol": 1,
        "rules": [{
            "id": "official-colours",
            "summary": "Palette colours named brand* must be official brand colours.",
            "help": "Use #E11F26 (what3words red) or #0A3049 (what3words dark blue).",
            "severity": "error",
        }],
        "findings": findings,
    }, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
