#!/usr/bin/env python3
"""Writes a SwiftPM artifact bundle's info.json (schema 1.0) from the variants in the bundle's folder.

Each variant is a folder `w3wlint-<version>-<platform>/bin/w3wlint`; its platform names the triples it runs on. Run
again after copying another platform's variant in (the release workflow merges Linux and macOS this way).
Usage: artifactbundle.py BUNDLE_DIR VERSION
"""
import json
import os
import sys

TRIPLES = {
    "linux-x86_64": ["x86_64-unknown-linux-gnu"],
    "linux-aarch64": ["aarch64-unknown-linux-gnu"],
    "macos": ["arm64-apple-macosx", "x86_64-apple-macosx"],
}


def main() -> int:
    bundle, version = sys.argv[1], sys.argv[2]
    prefix = f"w3wlint-{version}-"
    variants = []
    for entry in sorted(os.listdir(bundle)):
        binary = os.path.join(bundle, entry, "bin", "w3wlint")
        if not (entry.startswith(prefix) and os.path.isfile(binary)):
            continue
        platform = entry[len(prefix):]
        if platform not in TRIPLES:
            print(f"artifactbundle.py: unknown platform {platform!r} in {entry}", file=sys.stderr)
            return 1
        variants.append({"path": f"{entry}/bin/w3wlint", "supportedTriples": TRIPLES[platform]})
    if not variants:
        print(f"artifactbundle.py: no {prefix}<platform>/bin/w3wlint in {bundle}", file=sys.stderr)
        return 1
    info = {
        "schemaVersion": "1.0",
        "artifacts": {"w3wlint": {"version": version, "type": "executable", "variants": variants}},
    }
    with open(os.path.join(bundle, "info.json"), "w", encoding="utf-8") as out:
        json.dump(info, out, indent=2)
        out.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
