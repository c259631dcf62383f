#!/usr/bin/env python3
"""Checks JSON files against a JSON Schema with an independent validator (python3-jsonschema,
Draft 7), so that the engine's embedded valijson is not the only judge of our schemas.

    independent_validate.py [--expect-invalid] SCHEMA FILE...

Exit 0 when every FILE is valid (with --expect-invalid: when every FILE is refused), 1 when
not, 2 on a usage error or when the schema itself is not a valid draft-07 schema. Files are
read strictly: UTF-8, no duplicate keys, no NaN or Infinity.
"""

import json
import sys

try:
    import jsonschema
except ImportError:
    sys.exit("independent_validate.py: needs the jsonschema module (apt install python3-jsonschema)")


class NotStrictJson(ValueError):
    pass


def refuse_duplicates(pairs):
    keys = [key for key, _ in pairs]
    duplicates = sorted({key for key in keys if keys.count(key) > 1})
    if duplicates:
        raise NotStrictJson(f"duplicate keys {duplicates}")
    return dict(pairs)


def refuse_constant(name):
    raise NotStrictJson(f"{name} is not JSON")


def load_strict(path):
    with open(path, "rb") as f:
        text = f.read().decode("utf-8")
    return json.loads(text, object_pairs_hook=refuse_duplicates, parse_constant=refuse_constant)


def pointer(path):
    """RFC 6901 pointer of a jsonschema error path."""
    return "".join("/" + str(token).replace("~", "~0").replace("/", "~1") for token in path)


def problems(validator, path):
    """The reasons `path` is invalid (empty when it is valid)."""
    try:
        document = load_strict(path)
    except (OSError, UnicodeDecodeError, ValueError) as e:
        return [f"{path}: not readable as strict JSON: {e}"]
    errors = sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path)))
    return [f"{path}:{pointer(e.absolute_path)}: {e.message[:300]}" for e in errors]


def main(argv):
    args = argv[1:]
    expect_invalid = bool(args) and args[0] == "--expect-invalid"
    if expect_invalid:
        args = args[1:]
    if len(args) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    schema_path, files = args[0], args[1:]
    schema = load_strict(schema_path)
    try:
        jsonschema.Draft7Validator.check_schema(schema)
    except jsonschema.SchemaError as e:
        print(f"{schema_path}: not a valid draft-07 schema: {e.message}", file=sys.stderr)
        return 2
    validator = jsonschema.Draft7Validator(schema)

    failed = False
    for path in files:
        found = problems(validator, path)
        if expect_invalid:
            if found:
                print(f"{path}: refused as expected ({found[0].split(': ', 1)[-1][:120]})")
            else:
                print(f"{path}: valid, but it should have been refused", file=sys.stderr)
                failed = True
        else:
            for line in found:
                print(line, file=sys.stderr)
            failed = failed or bool(found)
            if not found:
                print(f"{path}: valid")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
