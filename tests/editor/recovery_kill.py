#!/usr/bin/env python3
"""Kills the real tricorne-studio with SIGKILL at random moments after edits and checks that the
next start offers the work with the latest edit.

Runs the studio under its own Xvfb server (no desktop environment) and drives it with xdotool
through the keyboard only, as a designer without a mouse would: T (terrain tool) or E (erase
tool), arrow keys to move the hex cursor, Enter to act. Each cycle:
  1. start the studio; when the previous cycle left a recovery file, the studio must offer it:
     Enter answers "Restore", and the test waits until the offered file has become the new
     instance's own recovery file with the same content (restored, and on disk again);
  2. make 0 to 4 edits (0: the kill comes right after a restore; always so in cycle 2), with
     random pauses;
  3. wait a random 0.4 to 2 s after the last edit (the studio writes its recovery file 0.25 s
     after the last edit; xdotool's key reaches it a little later) and kill -9 the studio;
  4. check that exactly one recovery file is left and that every hex this run touched holds
     what its last edit made (terrain painted, or none after erasing).
Usage: recovery_kill.py --studio PATH --scenario FILE [--cycles N] [--seed S]
Exit 0 when every cycle recovered the latest edit, 1 otherwise, 77 (skipped) without Xvfb or
xdotool."""

import argparse
import glob
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time

SKIP = 77


def wait_for(predicate, timeout, what):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = predicate()
        if value:
            return value
        time.sleep(0.05)
    raise RuntimeError(f"timed out waiting for {what}")


def start_xvfb():
    """A fresh X server of our own on a free display well above :0 (which other sessions and
    tests tend to use); returns it and its display once it answers. -noreset: by default the
    server resets whenever its last client leaves — after the readiness probe, after each kill —
    and a studio connecting during that reset is refused ("could not connect to display")."""
    for number in random.Random().sample(range(200, 900), 20):
        if os.path.exists(f"/tmp/.X{number}-lock"):
            continue
        xvfb = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1600x1000x24", "-nolisten", "tcp", "-noreset"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        env = dict(os.environ, DISPLAY=f":{number}")
        try:
            wait_for(lambda: xvfb.poll() is not None or
                     subprocess.run(["xdotool", "getmouselocation"], env=env, capture_output=True).returncode == 0,
                     30, "the X server to answer")
        except RuntimeError:
            xvfb.kill()
            continue
        if xvfb.poll() is None:
            return xvfb, f":{number}"
    raise RuntimeError("could not start Xvfb")


class Studio:
    def __init__(self, studio, env, args):
        self.env = env
        self.log = tempfile.TemporaryFile()
        self.process = subprocess.Popen([studio] + args, env=env, stdout=subprocess.DEVNULL, stderr=self.log)
        self.window = wait_for(self.find_window, 60, "the studio's window")
        self.xdotool("windowfocus", "--sync", self.window)
        time.sleep(0.5)  # the first frames and the recovery question

    def find_window(self):
        if self.process.poll() is not None:
            self.log.seek(0)
            raise RuntimeError(f"the studio exited with {self.process.returncode}: {self.log.read().decode(errors='replace')[-1500:]}")
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.process.pid)],
                               env=self.env, capture_output=True, text=True)
        ids = found.stdout.split()
        return ids[0] if ids else None

    def xdotool(self, *args):
        subprocess.run(["xdotool", *args], env=self.env, check=True, capture_output=True)

    def title(self):
        return subprocess.run(["xdotool", "getwindowname", self.window], env=self.env, capture_output=True, text=True).stdout

    def keys(self, *names):
        self.xdotool("key", "--delay", "40", *names)

    def kill(self):
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()  # reaped: its pid is gone, so its lock is stale


def recovery_files(data_home):
    return sorted(glob.glob(os.path.join(data_home, "**", "recovery", "*.tricorne.json"), recursive=True))


def terrain_of(path):
    with open(path, encoding="utf-8") as f:
        scenario = json.load(f)
    return {tuple(t["hex"]): t["type"] for t in scenario["terrain"]}


def check(path, expected):
    """expected: hex -> True (painted: some terrain) / False (erased: none). Returns problems."""
    terrain = terrain_of(path)
    problems = []
    for hex_, painted in expected.items():
        if painted and hex_ not in terrain:
            problems.append(f"hex {hex_} was painted last but has no terrain")
        if not painted and hex_ in terrain:
            problems.append(f"hex {hex_} was erased last but has {terrain[hex_]}")
    return problems


def restore(studio, env, orphans, battle):
    """Answers "Restore unsaved changes?" with Enter and waits until the offered file is gone:
    it has become the new studio's own recovery file, or — when the edits it held cancel out
    (e.g. a hex painted, then erased) — the restored document equals the battle file and there
    is nothing left to recover. Returns the file that now holds the work. The question may come a
    moment after the window: Enter is pressed again until it is answered (with no question
    open, Enter under the Select tool only selects a hex)."""
    def restored():
        now = recovery_files(env["XDG_DATA_HOME"])
        if any(o in now for o in orphans):
            return None
        return now[0] if len(now) == 1 else battle if not now else None
    for _ in range(15):
        studio.keys("Return")
        try:
            return wait_for(restored, 2, "the offered recovery file to be restored")
        except RuntimeError:
            continue
    if os.environ.get("TRICORNE_KILL_DEBUG"):
        subprocess.run(["sh", "-c", "xwd -root -silent | convert xwd:- /tmp/kill-debug.png"], env=env)
        print("files:", recovery_files(env["XDG_DATA_HOME"]), "orphans:", orphans)
        print(subprocess.run(["ls", "-la", os.path.dirname(orphans[0])], capture_output=True, text=True).stdout)
    raise RuntimeError("the next start did not restore the offered recovery file")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--studio", required=True)
    parser.add_argument("--scenario", required=True)
    parser.add_argument("--cycles", type=int, default=50)
    parser.add_argument("--seed", type=int, default=None)
    options = parser.parse_args()
    for tool in ("Xvfb", "xdotool"):
        if not shutil.which(tool):
            print(f"skipped: {tool} is not installed")
            return SKIP
    seed = options.seed if options.seed is not None else random.randrange(1 << 30)
    rng = random.Random(seed)
    print(f"seed {seed}, {options.cycles} cycles")

    work = tempfile.mkdtemp(prefix="tricorne-kill-")
    xvfb, display = start_xvfb()

    env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", XDG_DATA_HOME=os.path.join(work, "data"),
               XDG_CONFIG_HOME=os.path.join(work, "config"), XDG_CACHE_HOME=os.path.join(work, "cache"),
               XDG_CURRENT_DESKTOP="", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    env.pop("QT_QPA_PLATFORMTHEME", None)
    battle = os.path.join(work, "battle.tricorne.json")
    shutil.copy(options.scenario, battle)
    expected = {}  # every hex touched so far -> painted (True) / erased (False), by its last edit
    cursor = [6, 4]  # where the studio's hex cursor starts
    recovered = 0
    studio = None
    try:
        for cycle in range(1, options.cycles + 1):
            orphans = recovery_files(env["XDG_DATA_HOME"])
            studio = Studio(options.studio, env, [battle] if cycle == 1 else [])
            cursor = [6, 4]
            if orphans:  # the previous cycle left work: it must be offered, and restored
                own = restore(studio, env, orphans, battle)  # (Enter answered: keys are taken)
                problems = check(own, expected)
                if problems:
                    raise RuntimeError(f"cycle {cycle}: restored work differs: " + "; ".join(problems))
            if not orphans:
                # Nothing to restore: paint the cursor's first hex until the title shows the
                # document modified ("*"), which says the window takes keys (a busy machine may
                # show the window before it has the keyboard focus).
                for _ in range(15):
                    studio.keys("t", "Return")
                    try:
                        wait_for(lambda: "*" in studio.title(), 2, "the first edit")
                        break
                    except RuntimeError:
                        continue
                else:
                    raise RuntimeError(f"cycle {cycle}: the studio takes no keys")
                expected[(6, 4)] = True
            # Cycle 1 always edits; cycle 2 is always killed right after its restore, with no
            # edit of its own; after that, 0 to 4 edits.
            edits = rng.randrange(1, 5) if cycle == 1 else 0 if cycle == 2 else rng.randrange(0, 5)
            for _ in range(edits):
                erase = rng.random() < 0.3
                studio.keys("e" if erase else "t")
                moves = [rng.choice(["Left", "Right", "Up", "Down"]) for _ in range(rng.randrange(1, 4))]
                for move in moves:  # the studio keeps the cursor on the board; so does this model
                    dc, dr = {"Left": (-1, 0), "Right": (1, 0), "Up": (0, -1), "Down": (0, 1)}[move]
                    c, r = cursor[0] + dc, cursor[1] + dr
                    if 0 <= r <= 10 and 0 <= c <= (12 if r % 2 == 0 else 11):
                        cursor = [c, r]
                studio.keys(*moves, "Return")
                expected[tuple(cursor)] = not erase
                time.sleep(rng.uniform(0.0, 1.5))
            time.sleep(rng.uniform(0.4, 2.0))
            studio.kill()
            studio = None
            files = recovery_files(env["XDG_DATA_HOME"])
            if len(files) > 1:
                raise RuntimeError(f"cycle {cycle}: {len(files)} recovery files after the kill, expected 1")
            # No recovery file: nothing differs from the battle file (no edit yet, or every one
            # refused or cancelled out) — then the file itself must hold the expected state.
            holder = files[0] if files else battle
            problems = check(holder, expected)
            if problems:
                raise RuntimeError(f"cycle {cycle} ({edits} edits): " + "; ".join(problems))
            recovered += 1
            print(f"cycle {cycle}: {edits} edits, killed, " +
                  ("the recovery file holds the latest edit" if files else "no change from the file on disk, nothing to recover"))
        # The last cycle's work is offered once more: one more start restores it.
        orphans = recovery_files(env["XDG_DATA_HOME"])
        if orphans and not os.environ.get("TRICORNE_KILL_KEEP"):
            studio = Studio(options.studio, env, [])
            own = restore(studio, env, orphans, battle)
            problems = check(own, expected)
            if problems:
                raise RuntimeError("the last restore differs: " + "; ".join(problems))
            studio.kill()
            studio = None
        print(f"{recovered} of {options.cycles} kills recovered with the latest edit")
        return 0
    except RuntimeError as error:
        print(f"FAIL: {error}")
        return 1
    finally:
        if studio:
            studio.kill()
        xvfb.terminate()
        xvfb.wait()
        if not os.environ.get("TRICORNE_KILL_DEBUG"):
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
