#!/usr/bin/env python3
"""Scores w3wlint's reports on the evaluation set (run.sh writes them) against the hand-written labels.

Per system and rule: findings (notes apart), how many of them were judged in judgements/<system>.tsv and as what
(useful / noise / wrong), a seeded sample of unjudged findings to judge next (all of them when a rule has fewer than
20), recall against labels/<system>.tsv (a label is found by a finding of its rule in its file at its line, or at one of its related places, or in a token file up to JSON_SLACK lines above it or ENTRY_SLACK below;
labels marked UNREACHABLE are left out of the denominator), and the not-evaluated notes w3wlint gave.

judgements/<system>.tsv: `file<TAB>line<TAB>rule<TAB>verdict<TAB>why`, verdict useful|noise|wrong; a judgement holds
for the finding of that rule at that file and line (messages change while the code changes; positions rarely).
"""
import argparse, collections, json, os, random, sys

LINE_SLACK = 0
JSON_SLACK = 4
ENTRY_SLACK = 2
SAMPLE = 20
HERE = os.path.dirname(os.path.abspath(__file__))


def read_tsv(path):
    rows = []
    if not os.path.exists(path):
        return rows
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#") or line.startswith("file\t"):
                continue
            rows.append(line.split("\t"))
    return rows


def findings_of(report_path):
    if not os.path.exists(report_path):
        return None
    with open(report_path, encoding="utf-8") as f:
        return json.load(f)["findings"]


def score(name, report, judgements, labels, seed):
    by_rule = collections.defaultdict(list)
    notes = collections.Counter()
    for finding in report:
        if finding["severity"] == "note":
            notes[finding["ruleId"]] += 1
        else:
            by_rule[finding["ruleId"]].append(finding)
    verdicts = {(j[0], int(j[1]), j[2]): j[3] for j in judgements if len(j) >= 4}
    reachable = [l for l in labels if len(l) >= 3 and "UNREACHABLE" not in "\t".join(l[3:])]
    found = set()
    for index, label in enumerate(reachable):
        file, line, rule = label[0], int(label[1]), label[2]
        # In token files a label names the line of a value, a finding the token's name a few lines above it; in a
        # colour set a label may name an appearance's `"color"` key, a finding its `"components"` two lines below.
        is_json = file.endswith((".json", ".json5"))
        slack = JSON_SLACK if is_json else LINE_SLACK
        below = ENTRY_SLACK if is_json else 0
        # A finding that stands for several places (the same pair drawn twice) finds a label at any of them.
        places = [(f["file"], f["line"]) for f in by_rule.get(rule, [])] + [
            (p["file"], p["line"]) for f in by_rule.get(rule, []) for p in f.get("properties", {}).get("related", [])]
        if any(place_file == file and -below <= line - place_line <= slack for place_file, place_line in places):
            found.add(index)
    rules = sorted(set(by_rule) | {l[2] for l in reachable})
    rows = []
    for rule in rules:
        findings = by_rule.get(rule, [])
        counts = collections.Counter(verdicts.get((f["file"], f["line"], rule), "unjudged") for f in findings)
        rule_labels = [i for i, l in enumerate(reachable) if l[2] == rule]
        rows.append((rule, len(findings), counts["useful"], counts["noise"], counts["wrong"], counts["unjudged"],
                     sum(1 for i in rule_labels if i in found), len(rule_labels)))
    unjudged = [f for rule in by_rule for f in by_rule[rule] if (f["file"], f["line"], rule) not in verdicts]
    sample = []
    for rule in sorted(by_rule):
        pool = [f for f in unjudged if f["ruleId"] == rule]
        random.Random(f"{seed}:{name}:{rule}").shuffle(pool)
        sample += pool[:SAMPLE]
    missed = [l for i, l in enumerate(reachable) if i not in found]
    return rows, notes, sample, missed


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=os.path.join(HERE, ".out"))
    parser.add_argument("--seed", default="w3wlint")
    parser.add_argument("--show", type=int, default=8, help="unjudged findings and missed labels shown per system")
    parser.add_argument("systems", nargs="+")
    args = parser.parse_args()
    total = collections.Counter()
    for name in args.systems:
        labels = read_tsv(os.path.join(HERE, "labels", f"{name}.tsv"))
        judgements = read_tsv(os.path.join(HERE, "judgements", f"{name}.tsv"))
        for variant, report_name in (("default", "report.json"), ("init", "report-init.json")):
            report = findings_of(os.path.join(args.out, name, report_name))
            if report is None:
                print(f"== {name} ({variant}): no report")
                continue
            rows, notes, sample, missed = score(name, report, judgements, labels, args.seed)
            print(f"== {name} ({variant} settings)")
            print(f"   {'rule':<20} {'findings':>8} {'useful':>6} {'noise':>5} {'wrong':>5} {'unjudged':>8} {'recall':>9}")
            for rule, n, useful, noise, wrong, unjudged, hit, of in rows:
                recall = f"{hit}/{of}" if of else "-"
                print(f"   {rule:<20} {n:>8} {useful:>6} {noise:>5} {wrong:>5} {unjudged:>8} {recall:>9}")
                if variant == "default":
                    total.update({"findings": n, "useful": useful, "noise": noise, "wrong": wrong, "unjudged": unjudged,
                                  "hit": hit, "labels": of})
            if notes:
                print("   notes: " + ", ".join(f"{rule} {count}" for rule, count in sorted(notes.items())))
            if variant == "default":
                for f in sample[:args.show]:
                    print(f"   unjudged: {f['file']}:{f['line']}:{f['column']} [{f['ruleId']}] {f['message'][:160]}")
                for label in missed[:args.show]:
                    print(f"   missed: {label[0]}:{label[1]} [{label[2]}] {label[3][:120] if len(label) > 3 else ''}")
    judged = total["useful"] + total["noise"] + total["wrong"]
    print(f"== all (default settings): {total['findings']} findings, judged {judged}: useful {total['useful']}, "
          f"noise {total['noise']}, wrong {total['wrong']}; recall {total['hit']}/{total['labels']}")


if __name__ == "__main__":
    sys.exit(main())
