"""App benchmark: start-up time and key handling, printed (never asserted).

    python scripts/bench_app.py [--runs 15] [--keys 60] [--blocks 3]

1. Start-up: a fresh interpreter that runs `uno-tui play -n Ann -n Ben --seed 1
   --save FILE --lang en` through the command's entry point (Typer parses it and the
   game is saved, as for a player), the app headless until its first screen is up,
   against a bare one-widget Textual app started the same way; and the same in
   Japanese (`--lang ja`: the catalog is read and every sentence looked up), whose
   cost against English the languages issue bounds at 1.1. The runs alternate
   between the two (a busy machine slows both alike); median wall and CPU
   time of each, and the ratios. As in bench_cli.py the runs may write
   bytecode: an installed uno-tui is compiled once, not on every start.
2. Key press: the median CPU time for the app to handle one arrow key (move
   the selection and redraw), measured around Pilot.press, which waits until
   the key is processed, against a bare app's no-op key, in blocks that take
   turns between the apps. At a 2-player table with 7 cards and at a 10-player
   table where the player due holds 40 cards.
   Also printed: an unbound key on the same 10-player table, which costs
   what any key costs there (Pilot's wait visits every widget on screen).
3. The same keys as a terminal sends them: the key event is posted to the app,
   with no Pilot wait, and a pause follows; the CPU time of ten keys and their
   pauses less that of ten pauses alone. This leaves out Pilot's visit to every
   widget (about 0.3 M instructions per widget per key), which both numbers
   above include, and which makes a bare app's no-op key several times dearer.
   The arrow redraws two rows of the hand and the status line; the bare no-op
   key draws nothing.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path

from bench_cli import one_run

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
import sys
import uno_tui.app
made = uno_tui.app.create_app
async def leave(pilot):
    await pilot.pause()
    pilot.app.exit()
def headless(**options):  # the app `uno-tui play` makes, run headless until its first screen
    tui = made(**options)
    run = tui.run
    tui.run = lambda: run(headless=True, size=(100, 32), auto_pilot=leave)
    return tui
uno_tui.app.create_app = headless
sys.argv = ["uno-tui", "play", "-n", "Ann", "-n", "Ben", "--seed", "1", "--save", sys.argv[1],
            "--lang", sys.argv[2]]
from uno_tui.__main__ import main
main()
"""


def start_up(runs: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        saves = (str(Path(folder, f"game-{n}.json")) for n in range(2 * runs + 2))
        one_run(BARE)  # warm the file cache and write the bytecode before measuring
        one_run(UNO, next(saves), "en")
        one_run(UNO, next(saves), "ja")
        times: dict[str, list[tuple[float, float]]] = {"bare": [], "uno": [], "ja": []}
        for _ in range(runs):
            times["bare"].append(one_run(BARE))
            times["uno"].append(one_run(UNO, next(saves), "en"))
            times["ja"].append(one_run(UNO, next(saves), "ja"))
    wall = {name: statistics.median(t[0] for t in runs) * 1000 for name, runs in times.items()}
    cpu = {name: statistics.median(t[1] for t in runs) * 1000 for name, runs in times.items()}
    print(f"start-up to the first screen, median of {runs} runs each  wall ms   CPU ms")
    print(f"{'bare one-widget Textual app':<48} {wall['bare']:>8.0f} {cpu['bare']:>8.0f}")
    print(f"{'uno-tui play (hand-off screen)':<48} {wall['uno']:>8.0f} {cpu['uno']:>8.0f}")
    ratio = (wall["uno"] / wall["bare"], cpu["uno"] / cpu["bare"])
    print(f"{'ratio':<48} {ratio[0]:>8.2f} {ratio[1]:>8.2f}")
    print(f"{'uno-tui play --lang ja (hand-off screen)':<48} {wall['ja']:>8.0f} {cpu['ja']:>8.0f}")
    ratio = (wall["ja"] / wall["uno"], cpu["ja"] / cpu["uno"])
    print(f"{'ratio Japanese / English (at most 1.1)':<48} {ratio[0]:>8.2f} {ratio[1]:>8.2f}")


def table(players: int, hand: int):
    """A game where seat 0 is due with `hand` cards and the others hold 3 each."""
    from uno_tui.engine import Game, load_ruleset

    rules = load_ruleset("official")
    pile = rules.deck_cards()
    pile.remove("R5")  # the top card
    others = [pile[hand + 3 * i : hand + 3 * i + 3] for i in range(players - 1)]
    rest = pile[hand + 3 * (players - 1) :][:20]
    names = [f"P{i}" for i in range(players)]
    return Game.from_position(rules, names, [pile[:hand], *others], discard=["R5"], draw_pile=rest)


async def timed_presses(pilot, keys: list[str], presses: int) -> list[float]:
    times = []
    for i in range(presses):
        # CPU time, not wall time: Pilot.press also sleeps while it waits for the
        # screen to settle, which is the same for any app and is not key handling.
        start = time.process_time()
        await pilot.press(keys[i % len(keys)])
        times.append(time.process_time() - start)
    return times


async def key_press(players: int, hand: int, presses: int) -> tuple[list[float], list[float]]:
    """CPU seconds of each arrow key and of each unbound key at this table."""
    from uno_tui.app import create_app

    app = create_app(game=table(players, hand))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("enter")  # the hand-off: show the hand
        await pilot.pause()
        arrows = await timed_presses(pilot, ["right", "left"], presses)
        unbound = await timed_presses(pilot, ["f12"], presses)
    return arrows, unbound


def bare_app():
    from textual.app import App
    from textual.widgets import Static

    class Bare(App):
        BINDINGS = [("right", "noop"), ("left", "noop")]

        def compose(self):
            yield Static("hello")

        def action_noop(self) -> None:
            pass

    return Bare()


async def bare_key_press(presses: int) -> list[float]:
    async with bare_app().run_test(size=(100, 32)) as pilot:
        return await timed_presses(pilot, ["right", "left"], presses)


PAUSE = 0.03  # seconds after each posted key: long enough to handle and draw it


async def posted_keys(app, presses: int) -> list[float]:
    """CPU seconds per key, ten keys at a time, each key posted as the terminal's
    driver posts it; the CPU time of as many idle pauses is taken off."""
    from textual import events

    times = []
    for _ in range(max(1, presses // 10)):
        start = time.process_time()
        for _ in range(10):
            await asyncio.sleep(PAUSE)
        idle = time.process_time() - start
        start = time.process_time()
        for key in ["right", "left"] * 5:
            app.post_message(events.Key(key, None))
            await asyncio.sleep(PAUSE)
        times.append((time.process_time() - start - idle) / 10)
    return times


async def posted_key_press(players: int | None, presses: int) -> list[float]:
    """Posted arrows at a table where the player due holds 40 cards (None: the
    bare app's no-op key)."""
    from uno_tui.app import create_app

    app = bare_app() if players is None else create_app(game=table(players, 40))
    async with app.run_test(size=(100, 32)) as pilot:
        if players is not None:
            await pilot.press("enter")  # the hand-off: show the hand
        await pilot.pause()
        return await posted_keys(app, presses)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--keys", type=int, default=60, help="presses per block")
    parser.add_argument("--blocks", type=int, default=3)
    parser.add_argument("--start-only", action="store_true", help="start-up times only")
    args = parser.parse_args()
    start_up(args.runs)
    if args.start_only:
        return
    # Blocks of each app in turn (a busy moment slows them alike); medians of all presses.
    bare: list[float] = []
    small: list[float] = []
    big: list[float] = []
    unbound: list[float] = []
    for _ in range(args.blocks):
        bare += asyncio.run(bare_key_press(args.keys))
        small += asyncio.run(key_press(2, 7, args.keys))[0]
        arrows, unbound_keys = asyncio.run(key_press(10, 40, args.keys))
        big += arrows
        unbound += unbound_keys
    print(f"key press, median CPU ms of {len(bare)} ({args.blocks} blocks)     ms   ratio to bare")
    report(
        [
            ("bare app, no-op key", bare),
            ("2 players, 7 cards: arrow key", small),
            ("10 players, 40 cards: arrow key", big),
            ("10 players, 40 cards: unbound key", unbound),
        ]
    )
    posted_bare: list[float] = []
    posted_big: list[float] = []
    for _ in range(args.blocks):
        posted_bare += asyncio.run(posted_key_press(None, args.keys))
        posted_big += asyncio.run(posted_key_press(10, args.keys))
    print(f"posted key (no Pilot wait), median CPU ms of {len(posted_bare)} tens   ms   ratio")
    report(
        [
            ("bare app, no-op key", posted_bare),
            ("10 players, 40 cards: arrow key", posted_big),
        ]
    )


def report(rows: list[tuple[str, list[float]]]) -> None:
    """Median of each row, and its ratio to the first row's."""
    base = statistics.median(rows[0][1])
    for what, times in rows:
        seconds = statistics.median(times)
        print(f"{what:<44} {seconds * 1000:>6.2f}   {seconds / base:>5.2f}")


if __name__ == "__main__":
    main()
