#!/usr/bin/env python3
"""make_dict.py SCHEMA OUT: a libFuzzer dictionary from a JSON schema.

Every property name (as a JSON key, "name":), every const and enum value, and the JSON
punctuation and numbers at the edges of the schema's ranges, so that mutations speak the
format's words instead of stumbling on them byte by byte. Deterministic (sorted).
"""
import json
import sys


def walk(node, words):
    if isinstance(node, dict):
        for key, value in node.get("properties", {}).items():
            words.add(json.dumps(key) + ":")
        for key in ("const",):
            if key in node:
                words.add(json.dumps(node[key]))
        for value in node.get("enum", []):
            words.add(json.dumps(value))
        for key in ("minimum", "maximum", "minItems", "maxItems", "maxLength"):
            if isinstance(node.get(key), int):
                for n in (node[key] - 1, node[key], node[key] + 1):
                    words.add(json.dumps(n))
        for value in node.values():
            walk(value, words)
    elif isinstance(node, list):
        for value in node:
            walk(value, words)


def escape(word):
    """A dictionary entry: the bytes in double quotes, with \\ and " and non-printables escaped."""
    out = []
    for byte in word.encode("utf-8"):
        if byte in (0x22, 0x5C) or byte < 0x20 or byte > 0x7E:
            out.append("\\x%02x" % byte)
        else:
            out.append(chr(byte))
    return '"' + "".join(out) + '"'


def main(schema_path, out_path):
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    words = {"{", "}", "[", "]", ",", ":", "true", "false", "null", "-1", "0", "2147483647", "-2147483648",
             "9223372036854775807", "18446744073709551615", "18446744073709551616", "1e400", "\\u0000", "\\u001b"}
    walk(schema, words)
    with open(out_path, "w", encoding="ascii") as f:
        f.write("# made by tests/fuzz/make_dict.py from %s\n" % schema_path.split("/")[-1])
        for word in sorted(words):
            f.write(escape(word) + "\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
