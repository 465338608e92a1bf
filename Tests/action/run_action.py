#!/usr/bin/env python3
"""Runs a composite action's steps as a GitHub runner does, for Tests/action/test.sh.

Each step in order: its `if:` is evaluated (with the implicit `success() &&` when it names no status function), its
`env:` expressions are expanded, and its `run:` script runs as `bash --noprofile --norc -eo pipefail SCRIPT` in
GITHUB_WORKSPACE with fresh GITHUB_OUTPUT, GITHUB_ENV, GITHUB_PATH and GITHUB_STEP_SUMMARY files, whose contents are
read back as the runner reads them; the first lines of its output are printed, all of it is kept in its log. A step that `uses:` another action is not run: it is printed with its expanded
`with:`, and its outputs are the ones given by `--outputs ID.NAME=VALUE` (a cache hit, say).

Usage: run_action.py ACTION_YML RESULTS [--input NAME=VALUE]... [--outputs ID.NAME=VALUE]... [--watch FILE]
The base environment (RUNNER_*, GITHUB_*) is the caller's. RESULTS gets `key=value` lines: for each step
`step[ID or name].result` (success, failure, skipped, not-run-uses), `.exit`, `.log`, `.with.KEY`, `.output.NAME`;
the action's `output.NAME`; `conclusion`; and, with --watch, `first-result-seconds`: from the first step's start to
FILE's modification time, once a step has written it.
"""
import os
import re
import subprocess
import sys
import time

try:
    import yaml

    def load_yaml(text):
        return yaml.safe_load(text)
except ImportError:  # check-jsonschema brings ruamel.yaml
    from ruamel.yaml import YAML

    def load_yaml(text):
        return YAML(typ="safe").load(text)


# MARK: Expressions (the subset action.yml uses: contexts, literals, == != && || !, parentheses, status functions)

TOKEN = re.compile(r"\s*(?:(?P<str>'(?:[^']|'')*')|(?P<num>-?\d+(?:\.\d+)?)|(?P<op>==|!=|&&|\|\||!|\(|\)|,)"
                   r"|(?P<name>[A-Za-z_][A-Za-z0-9_-]*(?:\.[A-Za-z_*][A-Za-z0-9_-]*)*))")
STATUS_FUNCTIONS = ("success", "failure", "always", "cancelled")
SHOWN_LINES = 6  # of each step's output; all of it is in the step's log


def tokenize(text):
    tokens, position = [], 0
    text = text.strip()
    while position < len(text):
        match = TOKEN.match(text, position)
        if not match or match.end() == position:
            raise ValueError(f"cannot read the expression at {text[position:]!r}")
        position = match.end()
        kind = match.lastgroup
        tokens.append((kind, match.group(kind)))
    return tokens


def truthy(value):
    return value not in (None, False, 0, "")


def as_text(value):
    if value is None:
        return ""
    if value is True or value is False:
        return "true" if value else "false"
    return str(value)


def equal(a, b):
    if isinstance(a, str) and isinstance(b, str):
        return a.lower() == b.lower()  # GitHub compares strings ignoring case
    return as_text(a).lower() == as_text(b).lower()


class Expression:
    def __init__(self, text, context):
        self.tokens, self.index, self.context = tokenize(text), 0, context

    def peek(self):
        return self.tokens[self.index] if self.index < len(self.tokens) else (None, None)

    def take(self, value=None):
        token = self.peek()
        if value is not None and token[1] != value:
            raise ValueError(f"expected {value!r}, found {token[1]!r}")
        self.index += 1
        return token

    def evaluate(self):
        value = self.disjunction()
        if self.index != len(self.tokens):
            raise ValueError(f"unexpected {self.peek()[1]!r}")
        return value

    def disjunction(self):
        value = self.conjunction()
        while self.peek() == ("op", "||"):
            self.take()
            other = self.conjunction()
            value = value if truthy(value) else other
        return value

    def conjunction(self):
        value = self.negation()
        while self.peek() == ("op", "&&"):
            self.take()
            other = self.negation()
            value = other if truthy(value) else value
        return value

    def negation(self):
        if self.peek() == ("op", "!"):
            self.take()
            return not truthy(self.negation())
        return self.comparison()

    def comparison(self):
        value = self.primary()
        while self.peek() in (("op", "=="), ("op", "!=")):
            operator = self.take()[1]
            other = self.primary()
            value = equal(value, other) if operator == "==" else not equal(value, other)
        return value

    def primary(self):
        kind, text = self.take()
        if kind == "op" and text == "(":
            value = self.disjunction()
            self.take(")")
            return value
        if kind == "str":
            return text[1:-1].replace("''", "'")
        if kind == "num":
            return float(text)
        if kind == "name":
            if text in ("true", "false"):
                return text == "true"
            if text == "null":
                return None
            if self.peek() == ("op", "("):
                self.take()
                self.take(")")
                if text not in STATUS_FUNCTIONS:
                    raise ValueError(f"function {text}() is not supported here")
                return self.context["status"](text)
            value = self.context
            for part in text.split("."):
                value = value.get(part) if isinstance(value, dict) else None
            return value
        raise ValueError(f"unexpected {text!r}")


def evaluate(text, context):
    return Expression(text, context).evaluate()


def expand(text, context):
    """A string with `${{ … }}` parts replaced by their values."""
    return re.sub(r"\$\{\{(.*?)\}\}", lambda m: as_text(evaluate(m.group(1), context)), str(text))


def condition(text, context):
    text = str(text).strip()
    if text.startswith("${{") and text.endswith("}}"):
        text = text[3:-2]
    if not any(re.search(rf"\b{name}\s*\(", text) for name in STATUS_FUNCTIONS):
        text = f"success() && ({text})"
    return truthy(evaluate(text, context))


# MARK: File commands

def read_pairs(path):
    """GITHUB_OUTPUT / GITHUB_ENV: `name=value` lines and `name<<DELIMITER` … `DELIMITER` blocks."""
    pairs = {}
    if not os.path.exists(path):
        return pairs
    lines = open(path, encoding="utf-8").read().split("\n")
    index = 0
    while index < len(lines):
        line = lines[index]
        index += 1
        if not line:
            continue
        heredoc = re.match(r"^([^=]+?)<<(.+)$", line)
        if heredoc and "=" not in line.split("<<")[0]:
            name, delimiter, body = heredoc.group(1), heredoc.group(2), []
            while index < len(lines) and lines[index] != delimiter:
                body.append(lines[index])
                index += 1
            if index >= len(lines):
                raise ValueError(f"{path}: no closing {delimiter}")
            index += 1
            pairs[name] = "\n".join(body)
        elif "=" in line:
            name, value = line.split("=", 1)
            pairs[name] = value
        else:
            raise ValueError(f"{path}: unreadable line {line!r}")
    return pairs


# MARK: The run

def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    action_path, results_path = argv[1], argv[2]
    given_inputs, given_outputs, watch = {}, {}, None
    rest = argv[3:]
    while rest:
        flag, value, rest = rest[0], rest[1], rest[2:]
        name, _, text = value.partition("=")
        if flag == "--input":
            given_inputs[name] = text
        elif flag == "--outputs":
            step, _, output = name.partition(".")
            given_outputs.setdefault(step, {})[output] = text
        elif flag == "--watch":
            watch = value
        else:
            raise SystemExit(f"unknown option {flag}")

    action = load_yaml(open(action_path, encoding="utf-8").read())
    declared = action.get("inputs") or {}
    unknown = set(given_inputs) - set(declared)
    if unknown:
        raise SystemExit(f"no such input: {', '.join(sorted(unknown))}")
    base_env = dict(os.environ)
    temp = base_env["RUNNER_TEMP"]
    commands = os.path.join(temp, "_runner_file_commands")
    os.makedirs(commands, exist_ok=True)

    steps_context, failed = {}, [False]
    context = {
        "inputs": {name: as_text(given_inputs.get(name, (spec or {}).get("default", ""))) for name, spec in declared.items()},
        "runner": {"os": base_env.get("RUNNER_OS"), "arch": base_env.get("RUNNER_ARCH"), "temp": temp,
                   "tool_cache": base_env.get("RUNNER_TOOL_CACHE"), "name": "test.sh"},
        "github": {"action_path": base_env.get("GITHUB_ACTION_PATH"), "action_ref": base_env.get("GITHUB_ACTION_REF", ""),
                   "workspace": base_env.get("GITHUB_WORKSPACE"), "sha": base_env.get("GITHUB_SHA"),
                   "repository": base_env.get("GITHUB_REPOSITORY")},
        "steps": steps_context,
        "status": lambda name: {"success": not failed[0], "failure": failed[0], "always": True, "cancelled": False}[name],
    }
    results, extra_path, extra_env = [], [], {}
    start, first_result = time.time(), None
    steps = action["runs"]["steps"]
    for number, step in enumerate(steps, 1):
        key = step.get("id") or step.get("name")
        label = f"step {number}/{len(steps)}: {step.get('name', key)}"
        record = lambda field, value: results.append(f"step[{key}].{field}={as_text(value)}")
        if "if" in step and not condition(step["if"], context) or "if" not in step and failed[0]:
            shown = step.get("if", "success()")
            if not any(re.search(rf"\b{name}\s*\(", str(shown)) for name in STATUS_FUNCTIONS):
                shown = f"success() && ({shown})"
            print(f"== {label}: skipped (if: {shown} is false)", flush=True)
            record("result", "skipped")
            if step.get("id"):
                steps_context[step["id"]] = {"outputs": {}, "outcome": "skipped", "conclusion": "skipped"}
            continue
        if "uses" in step:
            with_ = {name: expand(value, context) for name, value in (step.get("with") or {}).items()}
            outputs = given_outputs.get(step.get("id", ""), {})
            shown = ", ".join(f"{name}={value}" for name, value in with_.items())
            print(f"== {label}: not run (uses: {step['uses']}, another action; this script runs only run: steps)"
                  f"\n   with: {shown}" + (f"\n   outputs given by the test: {outputs}" if outputs else ""), flush=True)
            record("result", "not-run-uses")
            for name, value in with_.items():
                record(f"with.{name}", value)
            if step.get("id"):
                steps_context[step["id"]] = {"outputs": dict(outputs), "outcome": "success", "conclusion": "success"}
            continue
        assert step.get("shell") == "bash", f"{label}: only shell: bash is run here"
        files = {name: os.path.join(commands, f"{number}-{name.lower()}") for name in
                 ("GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_PATH", "GITHUB_STEP_SUMMARY")}
        for path in files.values():
            open(path, "w").close()
        env = dict(base_env)
        env.update(extra_env)
        if extra_path:
            env["PATH"] = os.pathsep.join(extra_path + [env["PATH"]])
        env.update({name: expand(value, context) for name, value in (step.get("env") or {}).items()})
        env.update(files)
        script = os.path.join(commands, f"{number}.sh")
        with open(script, "w", encoding="utf-8") as handle:
            handle.write(step["run"])
        log = os.path.join(commands, f"{number}.log")
        print(f"== {label}", flush=True)
        with open(log, "wb") as output:
            process = subprocess.Popen(["bash", "--noprofile", "--norc", "-eo", "pipefail", script],
                                       cwd=base_env["GITHUB_WORKSPACE"], env=env, stdout=subprocess.PIPE,
                                       stderr=subprocess.STDOUT)
            lines = 0
            for line in process.stdout:
                output.write(line)
                lines += 1
                if lines <= SHOWN_LINES:
                    sys.stdout.write("   | " + line.decode("utf-8", "replace"))
            status = process.wait()
        if lines > SHOWN_LINES:
            print(f"   | ({lines - SHOWN_LINES} more lines in {log})")
        sys.stdout.flush()
        outputs = read_pairs(files["GITHUB_OUTPUT"])
        extra_env.update(read_pairs(files["GITHUB_ENV"]))
        extra_path = [line for line in open(files["GITHUB_PATH"]).read().split("\n") if line][::-1] + extra_path
        with open(os.path.join(temp, "job-summary.md"), "a", encoding="utf-8") as summary:
            summary.write(open(files["GITHUB_STEP_SUMMARY"], encoding="utf-8").read())
        outcome = "success" if status == 0 else "failure"
        if status != 0:
            failed[0] = True
            print(f"   (exited {status}: the step failed)", flush=True)
        record("result", outcome)
        record("exit", status)
        record("log", log)
        for name, value in outputs.items():
            record(f"output.{name}", value)
        if step.get("id"):
            steps_context[step["id"]] = {"outputs": outputs, "outcome": outcome, "conclusion": outcome}
        if watch and first_result is None and os.path.exists(watch):
            first_result = os.stat(watch).st_mtime - start
    for name, spec in (action.get("outputs") or {}).items():
        results.append(f"output.{name}={expand(spec['value'], context)}")
    results.append(f"conclusion={'failure' if failed[0] else 'success'}")
    if first_result is not None:
        results.append(f"first-result-seconds={first_result:.1f}")
    with open(results_path, "w", encoding="utf-8") as handle:
        handle.write("\n".join(results) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
