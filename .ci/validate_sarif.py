#!/usr/bin/env python3
"""Validates a SARIF log against the SARIF 2.1.0 JSON schema: validate_sarif.py SCHEMA LOG."""
import json
import sys

import jsonschema

schema_path, log_path = sys.argv[1], sys.argv[2]
with open(schema_path) as f:
    schema = json.load(f)
with open(log_path) as f:
    log = json.load(f)
validator = jsonschema.validators.validator_for(schema)(schema)
errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
for error in errors:
    print(f"{log_path}: {'/'.join(map(str, error.path))}: {error.message}")
if errors:
    sys.exit(1)
results = sum(len(run.get("results", [])) for run in log["runs"])
print(f"{log_path}: valid SARIF 2.1.0 ({validator.__class__.__name__}), {results} results")
