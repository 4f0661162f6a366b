"""Taking a play back (options/undo.py, issue 24): only one's own last play, before
anyone else moves, when it showed nobody anything new; the record keeps both."""

from __future__ import annotations

import pytest
from support.positions import official, position, seed_where
from support.refusals import assert_refused_quietly
from support.snapshot import public_state

from uno_tui.engine import Game, IllegalMove, describe, load_ruleset
from uno_tui.records import dumps, record_data
from uno_tui.records.format import parse
from uno_tui.records.replaying import replay

NAMES = ["Ann", "Ben", "Cat"]


def dealt(wanted) -> Game:
    """A dealt game (undo rebuilds from the seed) whose first player may play as wanted."""
    return seed_where(official(), 3, lambda g: any(wanted(m) for m in g.legal_moves()))


def plain(move: str) -> bool:
    return move.startswith("play ") and "+" not in move and len(move.split()) == 2


def test_a_plain_play_is_taken_back_and_the_game_is_as_before():
    game = dealt(plain)
    p = game.turn
    move = next(m for m in game.legal_moves() if plain(m))
    before = public_state(game)
    game.move(move)
    events = game.move("undo", by=p)
    assert public_state(game)["hands"] == before["hands"]
    assert (game.turn, game.top, game.legal_moves()) == (p, before["top"], before["moves"][p])
    assert [e.move for e in game.log[-2:]] == [move, "undo"]
    card = move.split()[1]
    assert describe(events[0], game.players) == f"{game.players[p]} takes back {card}."


def test_a_play_later_in_the_round_is_taken_back_too():
    game = Game.new(official(), NAMES, seed=5)
    while True:  # plain plays where there are any, until a fourth move could be one
        plays = [m for m in game.legal_moves() if plain(m)]
        if plays and len(game.log) >= 3:
            break
        game.move(plays[0] if plays else "draw" if "draw" in game.legal_moves() else "keep")
    p = game.turn
    before = public_state(game)
    game.move(plays[0])
    game.move("undo", by=p)
    assert public_state(game)["hands"] == before["hands"]
    assert (game.turn, game.top, game.legal_moves()) == (p, before["top"], before["moves"][p])


def test_taking_back_deals_the_game_again_once_however_many_were_taken_back(monkeypatch):
    game = dealt(plain)
    p = game.turn
    move = next(m for m in game.legal_moves() if plain(m))
    for _ in range(5):  # the same play made and taken back five times
        game.move(move)
        game.move("undo", by=p)
    deals = []
    real_new = Game.new.__func__

    def counted(cls, *args, **kwargs):
        deals.append(args)
        return real_new(cls, *args, **kwargs)

    monkeypatch.setattr(Game, "new", classmethod(counted))
    game.move(move)
    game.move("undo", by=p)
    assert len(deals) == 1  # not again for each undo before it (2**5 times)
    assert [e.move for e in game.log[-2:]] == [move, "undo"] and len(game.log) == 12


def test_a_play_that_makes_someone_draw_stands():
    game = dealt(lambda m: m.startswith("play ") and "+2" in m)
    p = game.turn
    game.move(next(m for m in game.legal_moves() if "+2" in m))
    assert_refused_quietly(game, "undo", p)
    with pytest.raises(IllegalMove, match="showed the table something new"):
        game.move("undo", by=p)


def test_only_the_last_move_and_only_by_its_player():
    game = dealt(plain)
    p = game.turn
    game.move(next(m for m in game.legal_moves() if plain(m)))
    other = game.turn
    assert_refused_quietly(game, "undo", other)  # not Ben's play
    game.move(game.legal_moves()[-1])  # Ben moves: Ann's play is past taking back
    assert_refused_quietly(game, "undo", p)


def test_not_twice_and_not_when_the_rules_say_no():
    game = dealt(plain)
    p = game.turn
    game.move(next(m for m in game.legal_moves() if plain(m)))
    game.move("undo", by=p)
    assert_refused_quietly(game, "undo", p)
    strict = seed_where(official(undo=False), 3, lambda g: any(plain(m) for m in g.legal_moves()))
    strict.move(next(m for m in strict.legal_moves() if plain(m)))
    with pytest.raises(IllegalMove, match="do not let a play be taken back"):
        strict.move("undo", by=strict.log[-1].by)


def test_a_position_cannot_be_dealt_again():
    game = position(official(), [["R5", "R7", "G1"], ["G2", "G3"], ["B4", "B5"]], ["R1"])
    game.move("play R5")
    with pytest.raises(IllegalMove, match="set up at a position"):
        game.move("undo", by=0)


def test_the_record_keeps_the_play_and_its_undo_and_replays_them():
    game = dealt(plain)
    p = game.turn
    game.move(next(m for m in game.legal_moves() if plain(m)))
    game.move("undo", by=p)
    game.move(game.legal_moves()[0])
    record = parse(dumps(record_data(game, None, {})))
    again = replay(record)
    assert public_state(again) == public_state(game)
    assert [e.move for e in again.log] == [e.move for e in game.log]


def test_the_rules_text_says_so():
    from uno_tui.engine import describe_rules

    assert any("take back their last play" in s for s in describe_rules(load_ruleset("official")))


def test_a_play_without_the_call_cannot_be_taken_back_during_the_race():
    game = seed_where(official(hand_size=2), 3, lambda g: any(plain(m) for m in g.legal_moves()))
    p = game.turn
    game.move(next(m for m in game.legal_moves() if plain(m)))  # one card left, no UNO
    assert p in game.catchable
    with pytest.raises(IllegalMove, match="may be caught: the play stands"):
        game.move("undo", by=p)


def test_the_game_says_beforehand_whether_a_take_back_would_be_made():
    """`Game.refusal` tries the move on a copy: a screen asks before offering the key."""
    game = dealt(plain)
    p = game.turn
    game.move(next(m for m in game.legal_moves() if plain(m)))
    before = public_state(game)
    assert game.refusal("undo", by=p) is None
    assert game.refusal("undo", by=game.turn).code == "undo/none"  # not Ben's play
    assert public_state(game) == before and game.log[-1].move != "undo"
    drew = dealt(lambda m: m.startswith("play ") and "+2" in m)
    q = drew.turn
    drew.move(next(m for m in drew.legal_moves() if "+2" in m))
    assert drew.refusal("undo", by=q).code == "undo/revealed"


def draws_a_card_to_play(game: Game) -> bool:
    if game.legal_moves() != ["draw"]:
        return False
    drawn = game.clone()
    drawn.move("draw")
    return drawn.phase == "drawn" and any(m.startswith("play ") for m in drawn.legal_moves())


def test_the_card_just_drawn_once_played_is_not_taken_back():
    """A play-tester drew a Wild, played it, took it back and kept it: the table had
    seen the card she kept (and a turn clock started again)."""
    game = seed_where(official(), 3, draws_a_card_to_play)
    p = game.turn
    game.move("draw")
    game.move(next(m for m in game.legal_moves() if m.startswith("play ")))
    assert game.refusal("undo", by=p).code == "undo/drawn"
    assert_refused_quietly(game, "undo", p)
