#!/usr/bin/env python3
"""Fails when a Catch2 test name holds a semicolon.

catch_discover_tests hands ctest the names as a CMake list, which splits them at ';': such a
test registers as fragments that match no test case, and ctest counts it as passed without
running it. Usage: check_test_names.py TESTS_DIR
"""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1])
bad = []
for path in sorted(root.rglob("*.cpp")):
    text = path.read_text(encoding="utf-8")
    for match in re.finditer(r'TEST_CASE\(\s*"((?:[^"\\]|\\.)*)"', text):
        if ";" in match.group(1):
            line = text.count("\n", 0, match.start()) + 1
            bad.append(f"{path}:{line}: test name holds ';', which ctest splits: {match.group(1)!r}")
print("\n".join(bad) if bad else f"no test name under {root} holds ';'")
sys.exit(1 if bad else 0)
