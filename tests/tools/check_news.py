#!/usr/bin/env python3
"""Fails when NEWS.md and the Debian changelog disagree about the releases.

Users read NEWS.md; the packages ship packaging/debian/changelog. Each released version of the
changelog (distribution other than UNRELEASED) must be a heading "## VERSION (YYYY-MM-DD)" of
NEWS.md with the changelog entry's date, in the same order, and NEWS.md may name no release the
changelog does not have (what is not released yet goes under "## Unreleased").

    python3 tests/tools/check_news.py SOURCE_DIR
    python3 tests/tools/check_news.py --bites   # plants each kind of disagreement: each must be reported
"""
import datetime
import pathlib
import re
import sys
import tempfile

ENTRY = re.compile(r"^(?P<package>\S+) \((?P<version>[^)]+)\) (?P<distribution>[^;]+);.*?^ -- [^\n]+?>  (?P<date>[^\n]+)$", re.M | re.S)
RELEASE = re.compile(r"^## (?P<version>\d[^ ]*) \((?P<date>\d{4}-\d{2}-\d{2})\)\s*$", re.M)


def changelog_releases(text):
    releases = []
    for m in ENTRY.finditer(text):
        if m.group("distribution").strip() == "UNRELEASED":
            continue
        date = datetime.datetime.strptime(m.group("date").strip(), "%a, %d %b %Y %H:%M:%S %z").date()
        releases.append((m.group("version"), date.isoformat()))
    return releases


def check(root):
    changelog = changelog_releases((root / "packaging/debian/changelog").read_text(encoding="utf-8"))
    news = [(m.group("version"), m.group("date")) for m in RELEASE.finditer((root / "NEWS.md").read_text(encoding="utf-8"))]
    problems = []
    for version, date in changelog:
        dates = [d for v, d in news if v == version]
        if not dates:
            problems.append(f"NEWS.md: no section \"## {version} ({date})\" for the changelog's release {version}")
        elif dates[0] != date:
            problems.append(f"NEWS.md: {version} is dated {dates[0]}, the changelog says {date}")
    released = {v for v, _ in changelog}
    for version, _ in news:
        if version not in released:
            problems.append(f"NEWS.md: {version} is not a release of packaging/debian/changelog")
    order = [v for v, _ in news if v in released]
    if order != [v for v, _ in changelog if v in order]:
        problems.append(f"NEWS.md: releases in the order {order}, the changelog's is {[v for v, _ in changelog]}")
    return problems


def bites():
    changelog = ("tricorne (0.2.0) unstable; urgency=medium\n\n  * Second.\n\n -- A <a@b.example>  Tue, 01 Dec 2026 02:00:00 +0000\n\n"
                 "tricorne (0.1.0) unstable; urgency=medium\n\n  * First.\n\n -- A <a@b.example>  Wed, 25 Nov 2026 02:00:00 +0000\n")
    cases = {
        "a release missing": ("## 0.1.0 (2026-11-25)\n", "no section \"## 0.2.0"),
        "a wrong date": ("## 0.2.0 (2026-12-02)\n\n## 0.1.0 (2026-11-25)\n", "0.2.0 is dated 2026-12-02"),
        "a release the changelog lacks": ("## 0.3.0 (2026-12-05)\n\n## 0.2.0 (2026-12-01)\n\n## 0.1.0 (2026-11-25)\n", "0.3.0 is not a release"),
        "the wrong order": ("## 0.1.0 (2026-11-25)\n\n## 0.2.0 (2026-12-01)\n", "in the order"),
    }
    missed = 0
    with tempfile.TemporaryDirectory() as tmp:
        root = pathlib.Path(tmp)
        (root / "packaging/debian").mkdir(parents=True)
        (root / "packaging/debian/changelog").write_text(changelog, encoding="utf-8")
        (root / "NEWS.md").write_text("# News\n\n## Unreleased\n\n## 0.2.0 (2026-12-01)\n\n## 0.1.0 (2026-11-25)\n", encoding="utf-8")
        if check(root):
            print(f"reported for a NEWS.md that agrees: {check(root)}")
            missed += 1
        for name, (news, expected) in cases.items():
            (root / "NEWS.md").write_text("# News\n\n" + news, encoding="utf-8")
            if not any(expected in p for p in check(root)):
                print(f"not reported: {name}")
                missed += 1
    print(f"{len(cases) + 1 - missed} of {len(cases) + 1} planted cases judged right")
    return 1 if missed else 0


def main(argv):
    if argv[1:] == ["--bites"]:
        return bites()
    if len(argv) != 2:
        sys.exit("usage: check_news.py SOURCE_DIR | --bites")
    problems = check(pathlib.Path(argv[1]))
    for p in problems:
        print(p)
    print(f"{len(problems)} disagreements between NEWS.md and the changelog")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
