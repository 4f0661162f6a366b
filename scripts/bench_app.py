"""App benchmark: start-up time and key handling, printed (never asserted).

    python scripts/bench_app.py [--runs 7] [--keys 60]

1. Start-up: a fresh interpreter that builds the table the way `uno-tui play`
   does and runs the app headless until its first screen is up, against a
   bare one-widget Textual app started the same way. Median wall time of
   several runs, and the ratio.
2. Key press: a 10-player table where the player due holds 40 cards; the
   median CPU time for the app to handle one arrow key (move the selection
   and redraw), measured around Pilot.press, which waits until the key is
   processed, against the same measure for a bare app with a no-op key.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import subprocess
import sys
import time

BARE = """
from textual.app import App
from textual.widgets import Static
class Bare(App):
    def compose(self):
        yield Static("hello")
async def leave(pilot):
    await pilot.pause()
    pilot.app.exit()
Bare().run(headless=True, size=(100, 32), auto_pilot=leave)
"""

UNO = """
from uno_tui.cli import build_table
from uno_tui.app import create_app
rules, names, seed = build_table(players=None, names=["Ann", "Ben"], ruleset="official",
                                 two_player=None, target=None, seed=1)
async def leave(pilot):
    await pilot.pause()
    pilot.app.exit()
create_app(rules, names, seed).run(headless=True, size=(100, 32), auto_pilot=leave)
"""


def start_up(code: str, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


async def key_press(presses: int) -> float:
    from uno_tui.app import create_app
    from uno_tui.engine import Game, load_ruleset

    rules = load_ruleset("official")
    pile = rules.deck_cards()
    pile.remove("R5")  # the top card
    hands = [pile[:40]] + [pile[40 + 3 * i : 43 + 3 * i] for i in range(9)]
    rest = pile[67:87]
    names = [f"P{i}" for i in range(10)]
    game = Game.from_position(rules, names, hands, discard=["R5"], draw_pile=rest)
    app = create_app(game=game)
    times = []
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("enter")  # the hand-off: show the hand
        await pilot.pause()
        for i in range(presses):
            # CPU time, not wall time: Pilot.press also sleeps while it waits for the
            # screen to settle, which is the same for any app and is not key handling.
            start = time.process_time()
            await pilot.press("right" if i % 2 == 0 else "left")
            times.append(time.process_time() - start)
    return statistics.median(times)


async def bare_key_press(presses: int) -> float:
    from textual.app import App
    from textual.widgets import Static

    class Bare(App):
        BINDINGS = [("right", "noop"), ("left", "noop")]

        def compose(self):
            yield Static("hello")

        def action_noop(self) -> None:
            pass

    times = []
    async with Bare().run_test(size=(100, 32)) as pilot:
        for i in range(presses):
            start = time.process_time()
            await pilot.press("right" if i % 2 == 0 else "left")
            times.append(time.process_time() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--keys", type=int, default=60)
    args = parser.parse_args()
    bare = start_up(BARE, args.runs)
    uno = start_up(UNO, args.runs)
    print(
        f"start-up, median of {args.runs}: bare Textual app {bare * 1000:.0f} ms, "
        f"uno-tui play {uno * 1000:.0f} ms, ratio {uno / bare:.2f}"
    )
    per_key = asyncio.run(key_press(args.keys))
    bare_key = asyncio.run(bare_key_press(args.keys))
    print(
        f"key press (CPU), median of {args.keys}: 10-player table with a 40-card hand "
        f"{per_key * 1000:.1f} ms, bare app {bare_key * 1000:.1f} ms"
    )


if __name__ == "__main__":
    main()
