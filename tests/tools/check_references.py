#!/usr/bin/env python3
"""Fails on a reference to a document, or a section of one, that the repository does not have.

Whoever clones the project alone must find every document its files point to. Over the tracked
text files (git ls-files) it checks that:
- no file names DESIGN.md or STYLE.md, documents that are not in the repository (the design
  is docs/design/);
- every `docs/…/page.md` a file names exists and, where the name is followed by ", Section"
  (capitalised words up to a bracket, colon, semicolon or full stop), the page has that heading;
- every relative link of a Markdown file resolves to a file and its #anchor to a heading of it
  (or an <a id>): inline links, whose text may wrap onto the next lines, with or without a
  title, and reference definitions ("[name]: target"); code blocks and code spans are examples,
  not links, and their "#" lines are not headings.
A link to one of the guide's pictures (docs/guide/images/) that make docs-screenshots makes is
good before the pictures are made: they are build output, listed in docs_screenshots.py's IMAGES.
One line per problem, FILE:LINE: what is wrong; exit 1 if any.

    python3 tests/tools/check_references.py SOURCE_DIR
    python3 tests/tools/check_references.py --bites   # plants each kind of bad reference: each must be reported
"""
import pathlib
import re
import subprocess
import sys
import tempfile

OUTSIDE = re.compile(r"\b(DESIGN|STYLE)\.md\b")
DOC_NAME = re.compile(r"\b(docs/[\w./-]+?\.md)\b(?:, ([A-Z][\w' -]*?)(?=[)\];:.,]|$))?")
# An inline link: text with at most one level of brackets (an image inside a link), over as many
# lines as it wraps onto; the target bare or in <>, then an optional title.
LINK = re.compile(r"\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*(<[^>\n]*>|[^)\s]+)(?:\s+(?:\"[^\"]*\"|'[^']*'|\([^)]*\)))?\s*\)")
LINK_DEFINITION = re.compile(r"^ {0,3}\[[^\]\n]+\]:[ \t]*(<[^>\n]*>|\S+)", re.M)
FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
CODE_SPAN = re.compile(r"(`+)(?:(?!\1)[^\n]|\n(?!\s*\n))+?\1")
HTML_ANCHOR = re.compile(r"<a\s+(?:id|name)=\"([^\"]+)\"")
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from docs_screenshots import IMAGES as GENERATED_IMAGES  # noqa: E402  (beside this script)

TEXT_SUFFIXES = {".md", ".cpp", ".h", ".qml", ".py", ".sh", ".txt", ".cmake", ".json", ".in", ".h2m", ".js"}


def tracked(root):
    """The repository's files (git ls-files); outside a git checkout, the tree less build folders."""
    run = subprocess.run(["git", "-C", str(root), "ls-files"], capture_output=True, text=True, check=False)
    if run.returncode == 0:
        paths = [root / n for n in run.stdout.split("\n") if n]
    else:
        builds = {p.parent for p in root.rglob("CMakeCache.txt")}
        paths = [p for p in root.rglob("*") if not any(part.startswith(".") for part in p.relative_to(root).parts)
                 and not any(b == p or b in p.parents for b in builds)]
    return [p for p in paths if p.suffix in TEXT_SUFFIXES or p.name in {"Makefile", "CMakeLists.txt"}]


def without_code(text, spans=True):
    """The text with fenced code blocks (and, with `spans`, code spans) blanked out, lines and
    columns kept: what is left is prose, where links and headings are."""
    lines, fence = text.split("\n"), None
    for i, line in enumerate(lines):
        m = FENCE.match(line)
        if fence is None and m:
            fence = m.group(1)[0] * len(m.group(1))
            lines[i] = ""
        elif fence is not None:
            if m and m.group(1).startswith(fence):
                fence = None
            lines[i] = ""
    text = "\n".join(lines)
    return CODE_SPAN.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text) if spans else text


def headings(path, cache={}):
    """A page's headings as written and the anchors GitHub makes of them ("Board geometry",
    "board-geometry"; a repeated heading's anchor gets -1, -2 ...), with any <a id> or <a name>."""
    if path not in cache:
        # A heading's code spans are part of its text and of its anchor.
        text = without_code(path.read_text(encoding="utf-8"), spans=False)
        titles = [m.group(1).strip().rstrip("#").strip() for m in re.finditer(r"^ {0,3}#+\s+(.*)$", text, re.M)]
        anchors, seen = set(HTML_ANCHOR.findall(text)), {}
        for title in titles:
            shown = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", title)  # a link shows its text only
            slug = re.sub(r"[^\w\- ]", "", shown.lower()).replace(" ", "-")
            anchors.add(slug if slug not in seen else f"{slug}-{seen[slug]}")
            seen[slug] = seen.get(slug, 0) + 1
        cache[path] = (set(titles), anchors)
    return cache[path]


def links(text):
    """(line, target) of every inline link and link definition of a Markdown text, outside code."""
    prose = without_code(text)
    found = [(m.start(), m.group(1)) for m in LINK.finditer(prose)]
    found += [(m.start(), m.group(1)) for m in LINK_DEFINITION.finditer(prose)]
    return sorted((prose.count("\n", 0, start) + 1, target.strip("<>")) for start, target in found)


def check(root):
    problems = []
    for path in tracked(root):
        if not path.is_file():
            continue
        rel = path.relative_to(root)
        if rel.parts[:2] == ("tests", "tools") and path.name == "check_references.py":
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        for number, line in enumerate(text.split("\n"), 1):
            where = f"{rel}:{number}"
            for m in OUTSIDE.finditer(line):
                problems.append(f"{where}: names {m.group(0)}, which is not in the repository; point to docs/design/ instead")
            for m in DOC_NAME.finditer(line):
                page = root / m.group(1)
                if not page.is_file():
                    problems.append(f"{where}: names {m.group(1)}, which does not exist")
                elif m.group(2) and m.group(2) not in headings(page)[0]:
                    problems.append(f"{where}: {m.group(1)} has no section \"{m.group(2)}\" (its headings: {sorted(headings(page)[0])})")
        if path.suffix != ".md":
            continue
        for number, target in links(text):
            where = f"{rel}:{number}"
            if re.match(r"^[a-z]+:", target):
                continue  # a web address or mailto: not ours to check offline
            file_part, _, anchor = target.partition("#")
            linked = (path.parent / file_part).resolve() if file_part else path
            generated = linked.parent == (root / "docs" / "guide" / "images").resolve() and linked.name in GENERATED_IMAGES
            if not linked.exists() and not generated:
                problems.append(f"{where}: link to {target}, which does not exist")
            elif anchor and linked.suffix == ".md" and anchor not in headings(linked)[1]:
                problems.append(f"{where}: link to {target}: no heading with the anchor #{anchor}")
    return problems


def bites():
    """A small repository with one good reference of each kind and one bad one of each."""
    planted = {
        "docs/design/page.md": "# Page\n\n## Board geometry\n\nSee [the other](other.md) and [this](#board-geometry).\n",
        "docs/design/other.md": "# Other\n",
        "good.cpp": "// (docs/design/page.md, Board geometry): fine\n",
        "outside.cpp": "// see DESIGN.md §2\n",
        "missing.h": "// docs/design/gone.md explains\n",
        "section.cpp": "// (docs/design/page.md, Hex sides)\n",
        "README.md": "[gone](docs/nothing.md) and [anchor](docs/design/page.md#no-such)\n",
        "docs/wrapped.md": "# Wrapped\n\nSee [the page that is\ngone](design/gone.md) and [the one\nthat is](design/other.md).\n",
        "docs/titled.md": "[gone](design/gone.md \"A title\") and [here](<design/other.md> 'Other')\n",
        "docs/defined.md": "See [gone][g] and [here][h].\n\n[g]: design/gone.md\n[h]: design/page.md#board-geometry\n",
        "docs/code.md": ("```md\n[an example](nowhere.md)\n# Not a heading\n```\n\n"
                         "`[also an example](nowhere.md)` but [not a heading](#not-a-heading)\n"),
        "docs/guide/page.md": "![made by the build](images/rules.png) and ![not made](images/nowhere.png)\n",
        "docs/anchors.md": ('<a id="kept-name"></a>\n\n# Setup\n\n## Setup\n\n## With [a link](design/other.md)\n\n'
                            "[kept](#kept-name), [second](#setup-1), [linked](#with-a-link)\n"),
    }
    with tempfile.TemporaryDirectory() as tmp:
        root = pathlib.Path(tmp)
        for name, text in planted.items():
            (root / name).parent.mkdir(parents=True, exist_ok=True)
            (root / name).write_text(text, encoding="utf-8")
        subprocess.run(["git", "init", "-q", str(root)], check=True)
        subprocess.run(["git", "-C", str(root), "add", "."], check=True)
        found = "\n".join(check(root))
    expected = ["outside.cpp:1: names DESIGN.md", "README.md:1: names docs/nothing.md", "missing.h:1: names docs/design/gone.md", "section.cpp:1: docs/design/page.md has no section \"Hex sides\"",
                "README.md:1: link to docs/nothing.md", "README.md:1: link to docs/design/page.md#no-such",
                "docs/wrapped.md:3: link to design/gone.md", "docs/titled.md:1: link to design/gone.md",
                "docs/defined.md:3: link to design/gone.md", "docs/guide/page.md:1: link to images/nowhere.png", "docs/code.md:6: link to #not-a-heading"]
    missed = [e for e in expected if e not in found]
    for e in missed:
        print(f"not reported: {e}")
    unexpected = [line for line in found.split("\n") if line and not any(line.startswith(e) for e in expected)]
    for line in unexpected:
        print(f"reported for a good reference: {line}")
    print(f"{len(expected) - len(missed)} of {len(expected)} planted problems reported, {len(unexpected)} false alarms")
    return 1 if missed or unexpected else 0


def main(argv):
    if argv[1:] == ["--bites"]:
        return bites()
    if len(argv) != 2:
        sys.exit("usage: check_references.py SOURCE_DIR | --bites")
    problems = check(pathlib.Path(argv[1]).resolve())
    for p in problems:
        print(p)
    print(f"{len(problems)} broken references")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
