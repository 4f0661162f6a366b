"""Rounds: choosing the dealer (O2), dealing (O3, H-handicap), the first card
(O4, O5), going out (O13, S4), blocked rounds, scoring (S1-S5) and the next
round (O16)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import play
from .cards import ALL_CARDS
from .effects import REVERSE, SKIP
from .events import Event, EventKind
from .moves import IllegalMove, Move
from .options import elimination, forced_draw, revenge, shuffle_seats, teams
from .phases import COLOUR, GAME_OVER, ROUND_OVER
from .refusals import refuse
from .scoring import places as score_places
from .scoring import round_deltas

if TYPE_CHECKING:
    from .state import State


# -- dealing --------------------------------------------------------------


def choose_first_dealer(game: State) -> None:
    """O2: everyone draws; the highest number deals; ties draw again."""
    seats = list(range(game._n))
    if game.rules.start_player == "random":
        game.dealer = (game._rng.choice(seats) - 1) % game._n
        game.events.append(Event(EventKind.DEALER, game.dealer))
        return
    deck: list[str] = []
    while len(seats) > 1:
        if len(deck) < len(seats):
            deck = game.rules.deck_cards()
            game._rng.shuffle(deck)
        drawn = {s: deck.pop() for s in seats}
        for s, card in drawn.items():
            game.events.append(Event(EventKind.DEALER_DRAW, s, (card,)))
        value = {s: ALL_CARDS[c].number or 0 for s, c in drawn.items()}
        best = max(value.values())
        seats = [s for s in seats if value[s] == best]
    game.dealer = seats[0]
    game.events.append(Event(EventKind.DEALER, game.dealer))


def handicap(game: State) -> list[int]:
    """H-handicap: extra cards for each seat this round."""
    kind, extra = game.rules.handicap, [0] * game._n
    if kind == "rank":
        for bonus, seat in zip((3, 2, 1), game._last_order, strict=False):
            extra[seat] = bonus
    elif kind == "wins":
        extra = list(game._wins)
    elif kind == "points":
        extra = [min(5, max(0, score) // 100) for score in game.scores]
    return extra


def start_round(game: State) -> list[Event]:
    rules, rng = game.rules, game._rng
    deck = rules.deck_cards()
    rng.shuffle(deck)
    seats = [s for s in range(game._n) if game._in_game[s]]
    extra = handicap(game)
    size = rules.hand_size_for(len(seats))
    for i in range(size + max(extra)):
        for s in seats:
            if (i < size + extra[s]) and len(deck) > 1:
                game._hands[s].append(deck.pop())
    game._draw = deck
    events = [Event(EventKind.DEAL, count=size)]
    for s in seats:
        if extra[s]:
            events.append(Event(EventKind.HANDICAP, s, count=extra[s]))
    if rules.first_direction == "random" and rng.random() < 0.5:
        game.direction = -1
        events.append(Event(EventKind.REVERSE, game.dealer, count=-1))

    def redrawn(card: str) -> bool:
        effect = game._effect[card]
        # "Non-number": a card with an effect (NUMBER's plain cards are numbers or ranks).
        return (
            effect.redrawn_first
            or (rules.first_card == "redraw-non-number" and not effect.plain)
            or (rules.first_card == "redraw-wild" and effect.wild)  # H-first-wild
        )

    # A big handicap deal can leave only cards that would be redrawn: the last one stays.
    flippable = any(not redrawn(card) for card in deck)
    while True:
        card = deck.pop()
        if not flippable or not redrawn(card):
            break
        events.append(Event(EventKind.REDRAW, cards=(card,)))
        deck.append(card)
        rng.shuffle(deck)
    game._discard = [card]
    events.append(Event(EventKind.FLIP, cards=(card,)))
    for s in seats:  # H-forced-draw applies to a dealt hand too
        forced_draw.forced_draw(game, s, events)
    first_card_effect(game, card, events)
    game.events += events
    return events


def first_card_effect(game: State, card: str, events: list[Event]) -> None:
    """O5: the first card acts as if the dealer had played it."""
    dealer, effect, c = game.dealer, game._effect[card], ALL_CARDS[card]
    game.turn = game._next(dealer)
    if card in game._wilds:
        game.phase = COLOUR  # the first player declares the colour, then plays
        return
    game._set_top(c.colour, c.face)
    if effect is SKIP:
        victim = game.turn
        events.append(Event(EventKind.SKIP, victim))
        game._advance(victim)
    elif effect is REVERSE:
        if game._two_player():
            events.append(Event(EventKind.SKIP, game.turn))
            game._advance(game.turn)
        else:
            game.direction = -game.direction
            events.append(Event(EventKind.REVERSE, dealer, count=game.direction))
            game.turn = dealer
    elif effect.draw:
        victim = game.turn
        events += game._give(victim, effect.draw)
        events.append(Event(EventKind.SKIP, victim))
        game._advance(victim)


# -- going out and round end -------------------------------------------


def player_out(game: State, p: int, cards: tuple[str, ...]) -> list[Event]:
    """p has no cards left: they win the round, or (S4) take the next place."""
    events = [Event(EventKind.OUT, p)]
    if p in game._liable:
        game._liable.remove(p)
    if game.rules.play_to_last:
        game._finished.append(p)
        game._seated[p] = False
        if sum(game._seated) > 1:
            if cards:  # the last cards' effects still apply from p's seat
                play.apply_effects(game, p, Move("play", cards), game._pending, 0, events)
            elif game.turn == p or not game._seated[game.turn]:
                game._advance(p)
            return events
        return events + finish_round(game, game._finished[0])
    draws = sum(game._effect[c].draw for c in cards)
    if draws:  # O13: the next player still draws, and those cards count
        draws = revenge.answer_draws(game, draws, game._pending)  # H-revenge
        events += game._give(game._next(p), game._pending + draws)
    return events + finish_round(game, p)


def blocked(game: State) -> list[Event]:
    """Nothing to draw and nobody can play: the lowest hand wins the round."""
    seats = [s for s in range(game._n) if game._seated[s]]
    winner = min(seats, key=lambda s: (game.hand_points(s), len(game._hands[s]), s))
    return [Event(EventKind.BLOCKED), *player_out(game, winner, ())]


def round_order(game: State) -> list[int]:
    """The round's places: finishing order, then by the points still held."""
    rest = [s for s in range(game._n) if game._in_game[s] and s not in game._finished]
    rest.sort(key=lambda s: (game.hand_points(s), len(game._hands[s]), s))
    return game._finished + rest


def finish_round(game: State, winner: int) -> list[Event]:
    game.round_over, game.winner, game.phase = True, winner, ROUND_OVER
    game._liable.clear()
    game._doubt = None
    game._pending = game._fine = 0
    game._change = game._hit = game._all_hit = None  # a Tōgen effect cut short by the end
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
        if game.rules.teams != "none":  # H-team: partners score together
            deltas = teams.team_deltas(game, points, winner)
        elif scoring == "ranking":
            deltas = [0] * game._n
            for place, seat in enumerate(order):
                deltas[seat] = len(order) - 1 - place
        elif scoring == "round-wins":
            deltas = [int(s == winner) for s in range(game._n)]
        else:
            deltas = round_deltas(scoring, points, winner)
        if game.rules.score_multiplier > 1:  # H-double-score: both partners with teams
            for s in teams.team(game, winner):
                deltas[s] *= game.rules.score_multiplier
        game.scores = [a + b for a, b in zip(game.scores, deltas, strict=True)]
    game.round_scores.append(deltas)
    events = [Event(EventKind.ROUND_OVER, winner, count=deltas[winner])]
    elimination.eliminate(game, winner, events)
    if game_is_over(game, events):
        game.game_over, game.phase = True, GAME_OVER
        game.game_winner = ranking(game)[0]
        events.append(Event(EventKind.GAME_OVER, game.game_winner))
    return events


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


def penalty_points(game: State, seat: int, events: list[Event]) -> None:
    """S3: a player caught in a foul adds their hand's points to their penalty."""
    if game.rules.scoring == "penalty":
        points = game.hand_points(seat)
        game._round_penalties[seat] += points
        game.scores[seat] += points
        events.append(Event(EventKind.PENALTY_POINTS, seat, count=points))


def next_round(game: State) -> list[Event]:
    """Deal the next round (O16)."""
    if not game.round_over or game.game_over:
        raise IllegalMove(refuse("next-round-early"))
    winner = game.winner
    assert winner is not None
    game._seated = list(game._in_game)
    game.direction = 1
    if game.rules.next_dealer == "winner" and game._in_game[winner]:
        dealer = winner
    else:
        dealer = game._next(game.dealer)
    seats = []
    if game.rules.shuffle_seats:  # H-shuffle-seats: the names move, and what they hold
        dealer, event = shuffle_seats.reseat(game, dealer)
        seats.append(event)
    game._reset_round_state()
    game.dealer = dealer
    game.round_number += 1
    game.events = list(seats)
    return seats + start_round(game)


# -- standings ------------------------------------------------------------


def ranking(game: State) -> list[int]:
    """Seats best first."""
    if game.rules.elimination != "none":
        return elimination.ranking(game)
    if game.rules.scoring == "penalty":
        standing = sorted(
            (s for s in range(game._n) if game._in_game[s]), key=game.scores.__getitem__
        )
        return standing + game._eliminated[::-1]
    return sorted(range(game._n), key=lambda s: -game.scores[s])


def places(game: State) -> list[int]:
    if game.rules.scoring == "penalty" or game.rules.elimination != "none":
        rank = ranking(game)
        return [rank.index(s) + 1 for s in range(game._n)]
    return score_places(game.scores)
