#!/usr/bin/env python3
"""Fails when a usage block of the command-line reference differs from the program's own --help.

docs/reference/cli.md shows each command's --help output as a fenced block after a marker:

    <!-- usage: tricorne simulate --help -->
    ```text
    ...the output of `tricorne simulate --help`...
    ```

The page is read by people who do not build the program, so the blocks must be what the
program prints. For every marker the check runs the program with the marker's arguments (named
`tricorne` in its argv[0], so the Usage line reads as an installed program's) and compares the
output with the block. It also requires a block for `tricorne --help` and, for every
subcommand a block lists, a block of that subcommand's own --help, so a new command cannot be
left out. One report per problem, with a diff; exit 1 if any.

    python3 tests/tools/check_cli_reference.py TRICORNE docs/reference/cli.md
    python3 tests/tools/check_cli_reference.py --write TRICORNE docs/reference/cli.md   # rewrites the blocks
    python3 tests/tools/check_cli_reference.py --bites TRICORNE docs/reference/cli.md   # a changed block must be reported
"""
import difflib
import pathlib
import re
import subprocess
import sys
import tempfile

BLOCK = re.compile(r"<!-- usage: tricorne(?P<args>(?: [^ >]+)*) -->\n```text\n(?P<body>.*?)```\n", re.S)
SUBCOMMANDS = re.compile(r"^Subcommands:\n((?:  .*\n)+)", re.M)


def help_text(program, args):
    """What `tricorne ARGS` prints, its lines without trailing blanks, or None if it fails."""
    run = subprocess.run(["tricorne", *args], executable=program, capture_output=True, text=True, check=False)
    if run.returncode != 0:
        return None
    lines = [line.rstrip() for line in run.stdout.split("\n")]
    return "\n".join(lines).strip("\n") + "\n"


def key(args):
    """A command's words without placeholders: `probe FILE los --help` is `probe los --help`
    (probe takes its FILE before its subcommand, so the block needs one to run)."""
    return tuple(a for a in args if not a.isupper())


def blocks(page_text):
    return [(m.group("args").split(), m.group("body"), m) for m in BLOCK.finditer(page_text)]


def check(program, page):
    text = page.read_text(encoding="utf-8")
    found = blocks(text)
    problems = []
    shown = {key(args) for args, _, _ in found}
    if ("--help",) not in shown:
        problems.append(f"{page}: no block for `tricorne --help`")
    for args, body, _ in found:
        command = " ".join(["tricorne", *args])
        actual = help_text(program, args)
        if actual is None:
            problems.append(f"{page}: `{command}` fails")
            continue
        if actual != body:
            diff = "".join(difflib.unified_diff(body.splitlines(True), actual.splitlines(True),
                                                f"{page} ({command})", f"the output of {command}"))
            problems.append(f"{page}: the block of `{command}` differs from its output:\n{diff}")
        for section in SUBCOMMANDS.finditer(actual):
            for line in section.group(1).splitlines():
                child = (*args[:-1], line.split()[0], "--help")
                if key(child) not in shown:
                    problems.append(f"{page}: `{command}` lists {line.split()[0]}, which has no block "
                                    f"<!-- usage: tricorne {' '.join(child)} -->")
    return problems


def write(program, page):
    """Rewrites every block with the program's output; the text around the blocks is left as is."""
    text = page.read_text(encoding="utf-8")

    def replaced(m):
        actual = help_text(program, m.group("args").split())
        body = actual if actual is not None else m.group("body")
        return f"<!-- usage: tricorne{m.group('args')} -->\n```text\n{body}```\n"

    page.write_text(BLOCK.sub(replaced, text), encoding="utf-8")


def bites(program, page):
    """Copies of the page with one line of a block changed and with the last block dropped: each
    must be reported, so a check that stopped comparing or stopped counting would fail."""
    text = page.read_text(encoding="utf-8")
    found = list(BLOCK.finditer(text))
    if len(found) < 2:
        print(f"{page} has fewer than two usage blocks to plant problems in")
        return 1
    first, last = found[0], found[-1]
    changed = text[:first.start("body")] + first.group("body").replace("\n", " (changed)\n", 1) + text[first.end("body"):]
    dropped = text[:last.start()] + text[last.end():]
    dropped_marker = f"<!-- usage: tricorne{last.group('args')} -->"
    with tempfile.TemporaryDirectory() as tmp:
        planted = pathlib.Path(tmp) / "cli.md"
        planted.write_text(changed, encoding="utf-8")
        reported_change = any("differs from its output" in p for p in check(program, planted))
        planted.write_text(dropped, encoding="utf-8")
        reported_missing = any(p.endswith(dropped_marker) for p in check(program, planted))
    print(f"a changed line: {'reported' if reported_change else 'NOT reported'}; "
          f"the block {dropped_marker} dropped: {'reported' if reported_missing else 'NOT reported'}")
    return 0 if reported_change and reported_missing else 1


def main(argv):
    mode = argv[1] if len(argv) == 4 and argv[1] in ("--write", "--bites") else None
    if len(argv) != (4 if mode else 3):
        sys.exit("usage: check_cli_reference.py [--write | --bites] TRICORNE PAGE")
    program, page = argv[-2], pathlib.Path(argv[-1])
    if mode == "--write":
        write(program, page)
        return 0
    if mode == "--bites":
        return bites(program, page)
    problems = check(program, page)
    for p in problems:
        print(p)
    print(f"{len(problems)} problems in the usage blocks of {page}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
