"""Running a game whose seats are all computer players (the simulator's loop).

`play_game` plays one whole game and returns what happened as plain figures
(`GameResult`), so games can run in other processes and be added up in seed
order: the same seed gives the same figures whatever the number of processes.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from dataclasses import dataclass, field

from uno_tui.engine import Event, Game, Ruleset
from uno_tui.language import N_

from . import ComputerPlayer, decide

OUT_OF_TURN = ("catch", "uno", "pageone", "stop", "jumpin", "doubt")
# Events of every turn, not counted as a rule that fired.
ROUTINE = frozenset(
    {"play", "draw", "skip", "reverse", "uno", "pageone", "stop", "keep", "colour", "pass"}
    | {"deal", "flip", "dealer", "dealer-draw", "redraw", "reveal", "innocent", "out"}
    | {"round-over", "game-over", "penalty-points", "seats"}
)
# Event kinds counted as "rules that fired", with the words the tables use (others by
# their own name, e.g. the Tōgen deck's "counter"). The words are the figures' keys
# (simulate --json) and translated where shown (report.py).
FIRED = {
    "jumpin": N_("jump-ins"),
    "challenge": N_("challenges"),
    "guilty": N_("challenges won"),
    "catch": N_("catches"),
    "fault": N_("faults"),
    "swap": N_("hand swaps"),
    "pass-hands": N_("hands passed on"),
    "shuffle-hands": N_("hands shuffled"),
    "facedown": N_("face-down passes"),
    "doubt": N_("doubts"),
    "forced-draw": N_("forced draws"),
    "misplay": N_("misplays"),
    "last-card-penalty": N_("last-card penalties"),
    "finish-penalty": N_("finish penalties"),
    "reshuffle": N_("reshuffles"),
    "blocked": N_("blocked rounds"),
}


@dataclass
class RoundResult:
    moves: int = 0
    drawn: int = 0  # cards drawn by anyone
    points: int = 0  # what the round's winner scored
    longest_stack: int = 0  # the biggest pending draw seen


@dataclass
class GameResult:
    winner: int
    rounds: list[RoundResult] = field(default_factory=list)
    fired: Counter = field(default_factory=Counter)  # FIRED words and "stacks"
    specials: Counter = field(default_factory=Counter)  # plays per card effect
    # Seconds each level took to choose a move in its turn (wall clock: not seeded).
    thinking: dict[str, list[float]] = field(default_factory=dict)


def game_seed(seed: int, index: int) -> int:
    """The seed of game `index` of a run: independent of how games are split up."""
    return random.Random(f"{seed}:{index}").getrandbits(48)


def play_game(rules: Ruleset, levels: list[str], seed: int) -> tuple[GameResult, Game]:
    """One game between computer players of these levels, seat by seat."""
    names = [f"{level.title()} {i + 1}" for i, level in enumerate(levels)]
    game = Game.new(rules, names, seed=seed)
    players = [ComputerPlayer(level, seed + i + 1) for i, level in enumerate(levels)]
    order = random.Random(seed)
    result = GameResult(winner=-1)
    current = RoundResult()
    while not game.game_over:
        if game.round_over:
            _close_round(game, current, result)
            current = RoundResult()
            game.next_round()
            continue
        due = game.turn
        started = time.perf_counter()
        move = decide(game, due, players[due])
        result.thinking.setdefault(levels[due], []).append(time.perf_counter() - started)
        assert move is not None, "the seat due always has a move"
        pending = game.pending_draw
        events = game.move(move, by=due)
        _count(game, events, pending, current, result)
        _out_of_turn(game, players, order, current, result)
    _close_round(game, current, result)
    result.winner = game.game_winner if game.game_winner is not None else -1
    return result, game


def _out_of_turn(
    game: Game,
    players: list[ComputerPlayer],
    order: random.Random,
    current: RoundResult,
    result: GameResult,
) -> None:
    """Give every seat, in a random order, the chance of an out-of-turn move (a race)."""
    while _window_open(game) and not game.round_over:
        seats = list(range(len(players)))
        order.shuffle(seats)
        for seat in seats:
            if seat == game.turn or not game.in_game(seat):
                continue
            move = decide(game, seat, players[seat])
            if move is not None:
                pending = game.pending_draw
                _count(game, game.move(move, by=seat), pending, current, result)
                break
        else:
            return


def _window_open(game: Game) -> bool:
    return bool(game.catchable) or game.facedown_pending is not None or game.rules.jump_in


def _count(
    game: Game, events: list[Event], pending: int, current: RoundResult, result: GameResult
) -> None:
    current.moves += 1
    current.longest_stack = max(current.longest_stack, game.pending_draw)
    if pending and game.pending_draw > pending:
        result.fired["stacks"] += 1
    flips = sum(e.kind == "turn-over" for e in events)  # (FLIP!: a play's side is its own)
    for e in events:
        if e.kind == "turn-over":
            flips -= 1
        if e.kind == "round-over":
            current.points = e.count  # what the round's winner scored
        elif e.kind == "draw":
            current.drawn += e.count
        elif e.kind == "play":
            side = game.side if not flips % 2 else ("light" if game.side == "dark" else "dark")
            for card in e.cards:
                effect = game.effect(card, side)
                if effect:
                    result.specials[effect] += 1
        word = FIRED.get(e.kind) or (None if e.kind in ROUTINE else e.kind)
        if word:
            result.fired[word] += 1


def _close_round(game: Game, current: RoundResult, result: GameResult) -> None:
    if current.moves:
        result.rounds.append(current)
