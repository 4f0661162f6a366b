"""Save an SVG of every screen of uno-tui into screenshots/.

Run from the repository root:

    python scripts/screenshots.py            # all screens, 100x32
    python scripts/screenshots.py --size 80x24 --out /tmp/shots
    python scripts/screenshots.py --only togen-hit togen-gamble   # just these

The app is driven headless (Textual's `run_test`) with fixed seeds and exact
positions (`Game.from_position`), so the pictures are the same on every run.
To look at one as PNG: `rsvg-convert -o table.png screenshots/table.svg`.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
from pathlib import Path

from uno_tui import language
from uno_tui.app import create_app
from uno_tui.app.lessons import learning_table
from uno_tui.app.screens.table import TableScreen
from uno_tui.engine import Game, load_ruleset

NAMES = ["Ann", "Ben", "Cat"]
PILE = ["G7", "Y4", "B8", "R2", "G5", "Y6", "B1", "R8", "G3", "Y9", "B2", "R6"]


def position(hands, discard=("R1",), draw=PILE, rules="official") -> Game:
    return Game.from_position(
        load_ruleset(rules), NAMES, [list(h) for h in hands], list(discard), list(draw)
    )


def simple_move(game: Game, step: int) -> str:
    """A plain player: call UNO, play the first playable card, else draw."""
    legal = game.legal_moves()
    for move in ("uno", "accept"):
        if move in legal:
            return move
    plays = [m for m in legal if m.startswith(("play ", "colour "))]
    return plays[step % len(plays)] if plays else "draw"


def played_game(rounds: int, seed: int = 7, target: int = 500, names=NAMES, **options) -> Game:
    """A seeded game played until `rounds` rounds are over (or the game is)."""
    rules = load_ruleset("official").with_options(target_score=target, **options)
    game = Game.new(rules, names, seed=seed)
    step = 0
    while True:
        while not game.round_over:
            game.move(simple_move(game, step))
            step += 1
        if game.game_over or len(game.round_scores) >= rounds:
            return game
        game.next_round()


async def learners_turn(pilot) -> None:
    """Wait until the learner in seat 0 is due (the computers pause between moves)."""
    for _ in range(400):
        if pilot.app.game is not None and pilot.app.game.turn == 0:
            return
        await pilot.pause(0.05)


ONLY: set[str] = set()  # --only: the names to save (empty: every screen)


async def looked(pilot) -> None:
    """The player has looked at the table before the next key, as one does: a table
    just handed over or changed takes no move before (TableScreen.not_seen_yet)."""
    table = pilot.app.screen
    if isinstance(table, TableScreen) and table.unseen:
        table.now_seen(table.sight)
        await pilot.pause()


async def shoot(app, out: Path, name: str, size, keys=(), before=None) -> None:
    if ONLY and name not in ONLY:
        return
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        if before is not None:
            await before(pilot)
        for key in keys:
            await looked(pilot)
            await pilot.press(key)
            await pilot.pause()
        await pilot.pause(0.3)
        app.clear_notifications()
        await pilot.pause()
        app.save_screenshot(f"{name}.svg", str(out))
        print(f"saved {out / name}.svg")


def own_config_folder() -> None:
    """The setup screen starts from a config folder of its own, not the user's (their
    last table, their saved rulesets): the same pictures on every machine."""
    from uno_tui.app.screens import save_rules
    from uno_tui.records import table_memory

    folder = Path(tempfile.mkdtemp(prefix="uno-shots-"))
    table_memory.memory_file = lambda: folder / "last-table.json"  # type: ignore[assignment]
    save_rules.rulesets_folder = lambda: folder / "rulesets"  # type: ignore[assignment]


async def main(out: Path, size: tuple[int, int]) -> None:
    out.mkdir(parents=True, exist_ok=True)
    own_config_folder()
    official = load_ruleset("official")

    async def blur_inputs(pilot):
        for widget in pilot.app.query("Input"):
            widget.cursor_blink = False

    await shoot(create_app(), out, "setup", size, before=blur_inputs)
    for small in ((80, 24), (120, 40)):
        tag = f"{small[0]}x{small[1]}"
        await shoot(create_app(), out, f"setup-{tag}", small, before=blur_inputs)
    # The House rules panel (Ctrl+R), one option changed.
    await shoot(create_app(), out, "house-rules", size, keys=["ctrl+r", *["tab"] * 6, "space"])

    # A seeded game: the hand-off, then the first player's table.
    await shoot(create_app(official, NAMES, 3), out, "handoff", size)
    await shoot(create_app(official, NAMES, 3), out, "table", size, keys=["enter", "right"])
    await shoot(create_app(official, NAMES, 3), out, "help", size, keys=["question_mark"])
    # The coach (h): what the hard player would do in Ann's place, on her screen only.
    await shoot(create_app(official, NAMES, 27), out, "coach", size, keys=["enter", "h"])
    # One person and three computer players: no hand-off, the computers' moves announced.
    players = ["Ann", "Cat", "Dan", "Eve"]
    levels = {1: "easy", 2: "normal", 3: "hard"}
    await shoot(create_app(official, players, 3, computers=levels), out, "computers", size)
    await shoot(create_app(official, NAMES, 3), out, "quit", size, keys=["q"])
    # A first game (`uno-tui learn`): the table explains what to do on the learner's turn.
    rules, names, easy = learning_table("Mia")
    learning = create_app(rules, names, 5, computers=easy, learn=True)
    await shoot(learning, out, "learn", size, before=learners_turn)

    # The UNO race: Ann plays her second-to-last card without calling UNO.
    race = [["R5", "R7"], ["G1", "G2", "G4"], ["B4", "B5", "B6"]]
    await shoot(
        create_app(game=position(race)), out, "handoff-race", size, keys=["enter", "1", "enter"]
    )
    await shoot(
        create_app(game=position(race)), out, "catch", size, keys=["enter", "1", "enter", "c"]
    )

    # A wild, a drawn card, a Wild Draw Four challenged.
    wild = [["W", "G9", "Y2"], ["G1", "G2", "Y5"], ["B4", "B5", "B6"]]
    await shoot(create_app(game=position(wild)), out, "colour", size, keys=["enter", "3", "enter"])
    # The table and the colour question (docked above the hand) at 80x24 and 120x40, and
    # the table on a big screen (tall cards, big piles).
    app = create_app(official, NAMES, 3)
    await shoot(app, out, "table-200x50", (200, 50), keys=["enter"])
    for small in ((80, 24), (120, 40)):
        tag = f"{small[0]}x{small[1]}"
        app = create_app(official, NAMES, 3)
        await shoot(app, out, f"table-{tag}", small, keys=["enter"])
        app = create_app(game=position(wild))
        await shoot(app, out, f"colour-{tag}", small, keys=["enter", "3", "enter"])
    drawn = position([["G1", "Y2"], ["G4", "G2", "Y5"], ["B4", "B5", "B6"]], ["R3"], ["R9", *PILE])
    await shoot(create_app(game=drawn), out, "play-or-keep", size, keys=["enter", "d"])
    last = position([["G1"], ["G4", "G2", "Y5"], ["B4", "B5", "B6"]], ["R3"], ["R9", *PILE])
    await shoot(create_app(game=last), out, "play-or-keep-uno", size, keys=["enter", "d"])
    # A drawn card that cannot be played: shown to its drawer before the hand-off.
    unplayable = position(
        [["G1", "Y2"], ["G4", "G2", "Y5"], ["B4", "B5", "B6"]], ["R3"], ["B9", *PILE]
    )
    await shoot(create_app(game=unplayable), out, "drew", size, keys=["enter", "d"])
    bluff = [["W+4", "R3", "G9"], ["G1", "G2", "Y5"], ["B4", "B5", "B6"]]
    to_challenge = ["enter", "3", "enter", "g", "enter"]  # (the hand sorted: W+4 third)
    await shoot(create_app(game=position(bluff)), out, "challenge", size, keys=to_challenge)
    await shoot(create_app(game=position(bluff)), out, "reveal", size, keys=[*to_challenge, "x"])

    # UNO FLIP! (6d): the light side dealt, then Ann's Flip turns the table to the dark
    # side, where Ben plays on; No Mercy (6e): Ben faces a stack he may raise.
    flip = load_ruleset("flip")
    await shoot(create_app(flip, NAMES, 3), out, "flip-light", size, keys=["enter"])
    to_dark = position(
        [
            ["R-flip/T6", "G2/V2", "B4/P+5", "W/W+C", "Y7/O-skipall"],
            ["B5/O5", "G4/P7", "Y3/T3", "W+2/P1"],
            ["Y6/T1", "B6/V6", "R8/O8"],
        ],
        ["Y3/P1", "R3/P9"],
        ["Y1/P2", "Y2/T2", "Y4/V4", "B1/O1", "G5/T5", "B7/V7"],
        rules="flip",
    )
    flipping = ["enter", "1", "enter"]
    await shoot(create_app(game=to_dark), out, "flip-handoff", size, keys=flipping)
    await shoot(create_app(game=to_dark), out, "flip-dark", size, keys=[*flipping, "enter"])
    stack = position(
        [["R+2", "G5", "W+6"], ["Y+2", "W+10", "G7", "B3"], ["R5", "Y5", "B5"]],
        ["R1"],
        rules="no-mercy",
    )
    await shoot(
        create_app(game=stack), out, "no-mercy-stack", size, keys=["enter", "1", "enter", "enter"]
    )

    # A jump-in (street rules): Cat claims it, then confirms on her own screen.
    jump = position([["R5", "G7", "Y2"], ["G1", "G2", "Y5"], ["R5", "B5", "B6"]], rules="street-fr")
    await shoot(
        create_app(game=jump), out, "jump-in", size, keys=["enter", "1", "enter", "j", "2", "enter"]
    )

    # A face-down pass doubted (tgus-3): Ben claims it, then confirms it himself.
    doubt = position([["R5", "G7", "Y2"], ["G1", "G2", "Y5"], ["B4", "B5", "B6"]], rules="tgus-3")
    await shoot(create_app(game=doubt), out, "doubt", size, keys=["enter", "3", "f", "b", "1"])

    # The Tōgen deck (tgus-t2): Hit+? turns up a 7, which Ben now faces; a Gamble's
    # declaration, each card it may act as with its effect and priority.
    hit = position(
        [["W+?", "R7", "G2"], ["G1", "G3", "Y5"], ["B4", "B5"]], draw=["G7", *PILE], rules="tgus-t2"
    )
    await shoot(create_app(game=hit), out, "togen-hit", size, keys=["enter", "3", "enter", "enter"])
    gamble = position([["W-gamble", "R7"], ["G1", "G3", "Y5"], ["B4", "B5"]], rules="tgus-t2")
    await shoot(create_app(game=gamble), out, "togen-gamble", size, keys=["enter", "2", "enter"])

    # Ten players: every seat's count and call in two compact columns.
    ten = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"]
    await shoot(create_app(official, ten, 3), out, "ten-players", size, keys=["enter"])

    # American Page One: Ann's table with two cards (Page One! u, Stop! t, suits), and
    # the hand-off after she played her last card without saying Stop.
    page_one = [["5H", "7H"], ["4S", "6S", "9S"], ["9C", "10C", "JC"]]
    page_pile = ["KD", "QD", "9H", "6C", "5D", "4D"]
    await shoot(
        create_app(game=position(page_one, ["AH"], page_pile, rules="page-one")),
        out,
        "page-one",
        size,
        keys=["enter"],
    )
    last = position([["7H"], *page_one[1:]], ["AH"], page_pile, rules="page-one")
    last.move("play 7H")
    await shoot(create_app(game=last), out, "page-one-out", size)

    # Round over, the scoreboard after three rounds, game over.
    await shoot(create_app(game=played_game(3)), out, "round-over", size)
    await shoot(create_app(game=played_game(3)), out, "scoreboard", size, keys=["s"])
    # Partners (H-team): the team totals above the rounds, the chart by team.
    four = ["Ann", "Ben", "Cat", "Dan"]
    teams = played_game(3, names=four, teams="opposite")
    await shoot(create_app(game=teams), out, "team-scoreboard", size, keys=["s"])
    await shoot(
        create_app(game=played_game(99, target=200)), out, "game-over", size, keys=["enter"]
    )

    # Too small a terminal.
    await shoot(create_app(official, NAMES, 3), out, "too-small", (50, 16))

    # The game in Japanese and in French, at 80x24 (a window's usual size).
    for code in ("ja", "fr"):
        language.use(code)
        shots = {
            "setup": (create_app(), []),
            "handoff": (create_app(official, NAMES, 3), []),
            "table": (create_app(official, NAMES, 3), ["enter", "right"]),
            "colour": (create_app(game=position(wild)), ["enter", "3", "enter"]),
            "help": (create_app(official, NAMES, 3), ["question_mark"]),
            "round-over": (create_app(game=played_game(3)), []),
        }
        for name, (app, keys) in shots.items():
            await shoot(app, out, f"{name}-{code}", (80, 24), keys=keys)
        language.use("en")

    # `uno-tui stats` over six games played by computer players seated as a family.
    for columns in (80, 120):
        if not ONLY or f"stats-{columns}" in ONLY:
            stats_shot(out, columns)


def stats_shot(out: Path, columns: int) -> None:
    """The stats command's output, as a terminal `columns` wide shows it (Rich's SVG)."""
    import tempfile

    from rich.console import Console

    from uno_tui import records
    from uno_tui.cli import stats as stats_command
    from uno_tui.players import ComputerPlayer, decide
    from uno_tui.records.stats import family_stats

    family = ["Ann", "Ben", "Cat", "Dan"]
    levels = ["hard", "normal", "normal", "easy"]
    with tempfile.TemporaryDirectory() as folder:
        for i, name in enumerate(["official", "official", "street-fr", "japan-local"]):
            game = Game.new(load_ruleset(name), family, seed=100 + i)
            minds = [ComputerPlayer(level, 7 * i + s) for s, level in enumerate(levels)]
            while not game.game_over:
                if game.round_over:
                    game.next_round()
                    continue
                game.move(decide(game, game.turn, minds[game.turn]), by=game.turn)
            records.save(game, Path(folder) / f"game-{i + 1}.json")
        figures = family_stats(folder)
    console = Console(record=True, width=columns, markup=False, emoji=False, highlight=False)
    console.print(
        f"$ uno-tui stats\n{figures.games} saved games, {figures.finished} played to the end.\n"
    )
    console.print(stats_command.standings_table(figures.players))
    console.print(stats_command.rounds_chart(figures.players))
    console.save_svg(str(out / f"stats-{columns}.svg"), title="uno-tui stats")
    print(f"saved {out / f'stats-{columns}'}.svg")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("screenshots"))
    parser.add_argument("--size", default="100x32", help="WIDTHxHEIGHT")
    parser.add_argument("--only", nargs="*", default=[], help="save only these screens")
    args = parser.parse_args()
    ONLY.update(args.only)
    width, height = (int(n) for n in args.size.split("x"))
    asyncio.run(main(args.out, (width, height)))
