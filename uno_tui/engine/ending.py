"""Going out and the end of a round: a player out (O13, S4), a blocked round, the
round's scores (S1-S5) and the game's end, the standings; and the penalty points a
foul adds along the way (S3).

What the rules that make moves (play, pending, calls) and the effects and options
that end a round or punish a foul share: it imports none of them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .events import Event, EventKind
from .phases import GAME_OVER, ROUND_OVER
from .scoring import places as score_places
from .scoring import round_deltas

if TYPE_CHECKING:
    from .state import State


def finish_penalty(game: State, p: int, count: int, events: list[Event]) -> None:
    """Going out this way does not count (H-finish, H-two-card-finish): p draws `count`."""
    events.append(Event(EventKind.FINISH_PENALTY, p, count=count))
    events += game._give(p, count)


def penalty_points(game: State, seat: int, events: list[Event]) -> None:
    """S3: a player caught in a foul adds their hand's points to their penalty."""
    if game.rules.scoring == "penalty":
        points = game.hand_points(seat)
        game._round_penalties[seat] += points
        game.scores[seat] += points
        events.append(Event(EventKind.PENALTY_POINTS, seat, count=points))


# -- going out and round end -------------------------------------------


def player_out(game: State, p: int, cards: tuple[str, ...] = ()) -> list[Event]:
    """p has no cards left: they win the round, or (S4) take the next place.

    `cards`: the last cards p played (none: another's card or a blocked round left p
    with none). Under S4, with others still in, the last cards' effects still apply
    from p's seat and decide who is next: play.go_out applies them after this."""
    events = [Event(EventKind.OUT, p)]
    if p in game._liable:
        game._liable.remove(p)
    if game.rules.play_to_last:
        game._finished.append(p)
        game._seated[p] = False
        if sum(game._seated) > 1:
            if not cards and (game.turn == p or not game._seated[game.turn]):
                game._advance(p)
            return events
        return events + finish_round(game, game._finished[0])
    draws = sum(game._effect[c].draw for c in cards)
    if draws:  # O13: the next player still draws, and those cards count
        draws = game._stacked(draws, game._pending)  # (H-revenge doubles an answer)
        events += game._give(game._next(p), game._pending + draws)
    return events + finish_round(game, p)


def blocked(game: State) -> list[Event]:
    """Nothing to draw and nobody can play: the lowest hand wins the round."""
    seats = [s for s in range(game._n) if game._seated[s]]
    winner = min(seats, key=lambda s: (game.hand_points(s), len(game._hands[s]), s))
    return [Event(EventKind.BLOCKED), *player_out(game, winner)]


def round_order(game: State) -> list[int]:
    """The round's places: finishing order, then by the points still held."""
    rest = [
        s
        for s in range(game._n)
        if game._in_game[s] and s not in game._finished and s not in game._knocked_out
    ]
    rest.sort(key=lambda s: (game.hand_points(s), len(game._hands[s]), s))
    return game._finished + rest + game._knocked_out[::-1]  # (Mercy rule: first out last)


def finish_round(game: State, winner: int) -> list[Event]:
    game.round_over, game.winner, game.phase = True, winner, ROUND_OVER
    game._liable.clear()
    game._doubt = None
    game._pending = game._fine = 0
    game._step = None  # (a Tōgen effect may be cut short by the end)
    if winner not in game._finished:
        game._finished.insert(0, winner)
    order = round_order(game)
    game._last_order = order
    game._wins[winner] += 1
    scoring = game.rules.scoring
    points = [game.hand_points(s) if game._in_game[s] else None for s in range(game._n)]
    if scoring == "penalty":
        deltas = list(game._round_penalties)
    else:
        if game._hook_round_deltas:  # H-team: partners score together
            deltas = game._hook_round_deltas[0](game, points, winner)
        else:
            if scoring == "ranking":
                deltas = [0] * game._n
                for place, seat in enumerate(order):
                    deltas[seat] = len(order) - 1 - place
            elif scoring == "round-wins":
                deltas = [int(s == winner) for s in range(game._n)]
            else:
                deltas = round_deltas(scoring, points, winner)
            deltas[winner] *= game.rules.score_multiplier  # (H-double-score)
        game.scores = [a + b for a, b in zip(game.scores, deltas, strict=True)]
    game.round_scores.append(deltas)
    events = [
        Event(EventKind.ROUND_OVER, winner, count=deltas[winner], target=partner(game, winner))
    ]
    for hook in game._hook_round_end:  # (H-elimination)
        hook(game, winner, events)
    if game_is_over(game, events):
        game.game_over, game.phase = True, GAME_OVER
        game.game_winner = first = ranking(game)[0]
        events.append(Event(EventKind.GAME_OVER, first, target=partner(game, first)))
    return events


def winners(game: State, seat: int) -> tuple[int, ...]:
    """Who wins with `seat`: itself, or its team (H-team's `winners` hook)."""
    return game._hook_winners[0](game, seat) if game._hook_winners else (seat,)


def partner(game: State, seat: int) -> int | None:
    """Who wins with `seat` besides itself (H-team), or None: named by the round's and
    the game's last events."""
    return next((s for s in winners(game, seat) if s != seat), None)


def game_is_over(game: State, events: list[Event]) -> bool:
    rules = game.rules
    if rules.elimination != "none":  # the last one standing wins, whatever the scores
        return sum(game._in_game) <= 1
    if rules.scoring == "points":
        return max(game.scores) >= rules.target_score
    if rules.scoring == "round-table":
        return game.round_number >= rules.rounds
    if rules.scoring == "ranking":
        return game.round_number >= rules.rounds or max(game.scores) >= rules.target_score
    if rules.scoring == "round-wins":
        return max(game.scores) >= rules.target_wins
    out = [s for s in range(game._n) if game._in_game[s] and game.scores[s] >= rules.penalty_limit]
    if len(out) == sum(game._in_game):  # everyone left went over: the fewest points stays
        out.remove(min(out, key=lambda s: (game.scores[s], s)))
    for s in sorted(out, key=lambda s: -game.scores[s]):
        game._in_game[s] = False
        game._eliminated.append(s)
        events.append(Event(EventKind.ELIMINATED, s))
    return sum(game._in_game) <= 1


# -- standings ------------------------------------------------------------


def ranking(game: State) -> list[int]:
    """Seats best first: those still in the game by score (the fewest points first
    when points are penalties), then the eliminated (S3, H-elimination), last out first."""
    scores, sign = game.scores, 1 if game.rules.scoring == "penalty" else -1
    standing = sorted(
        (s for s in range(game._n) if game._in_game[s]), key=lambda s: sign * scores[s]
    )
    return standing + game._eliminated[::-1]


def places(game: State) -> list[int]:
    if game.rules.scoring == "penalty" or game.rules.elimination != "none":
        rank = ranking(game)
        return [rank.index(s) + 1 for s in range(game._n)]
    return score_places(game.scores)
