"""Exact positions (Game.from_position) that make each screen appear at once."""

from __future__ import annotations

from support import positions
from support.driver import play_round
from support.positions import official

from uno_tui.engine import Game, load_ruleset

NAMES = ["Ann", "Ben", "Cat"]
PILE = ["G7", "Y4", "B8", "R2", "G5", "Y6", "B1", "R8", "G3", "Y9", "B2", "R6"]


def position(hands, discard=("R1",), draw=PILE, turn=0, colour=None, rules=None, names=NAMES):
    """The harness's position with this module's defaults (a red 1 on top, seed 11)."""
    return positions.position(
        rules or official(), hands, discard, draw, turn=turn, colour=colour, names=names, seed=11
    )


def face_down() -> Game:
    """tgus-3 (H-facedown): Ann may pass G7 face down (it does not match R1) for Ben or
    Cat to doubt."""
    return position(
        [["R5", "G7", "Y2"], ["G1", "G2", "Y5"], ["B4", "B5", "B6"]], rules=load_ruleset("tgus-3")
    )


def uno_race() -> Game:
    """Ann has two cards and plays one: the UNO race starts when she forgets."""
    return position([["R5", "R7"], ["G1", "G2", "G4"], ["B4", "B5", "B6"]])


def bluff() -> Game:
    """Ann holds red (the active colour): her Wild Draw Four is a bluff."""
    return position([["W+4", "R3", "G9"], ["G1", "G2", "Y5"], ["B4", "B5", "B6"]])


def stacked_wild_draw_four(ben: tuple[str, ...] = ("W+4", "G2", "Y5")) -> Game:
    """street-fr (stacking): Ann holds red on R1, so her Wild Draw Four is a bluff; Ben
    (holding `ben`) is asked on the table itself whether to challenge."""
    hands = [["W+4", "R3", "G9"], list(ben), ["B4", "B5", "B6"]]
    return position(hands, rules=load_ruleset("street-fr"))


def joker_bluff() -> Game:
    """Page One with Jokers as Wild Draw Fours: Ann holds a spade (5S) on 7S, so her
    Joker is a bluff."""
    hands = [["JOKER", "5S", "KD"], ["9C", "4C", "QC"], ["4D", "6D", "QD"]]
    draw = ["AC", "AD", "AH", "4H", "5H", "6H", "KC", "KH", "9D", "10D", "4S", "6S", "9S"]
    return positions.position(positions.joker_rules(), hands, ["7S"], draw)


def honest() -> Game:
    """Ann holds no red: her Wild Draw Four is allowed."""
    return position([["W+4", "G9", "Y2"], ["G1", "G2", "Y5"], ["B4", "B5", "B6"]])


def wild() -> Game:
    return position([["W", "G9", "Y2"], ["G1", "G2", "Y5"], ["B4", "B5", "B6"]])


def only_wilds_fit(rules=None, names=NAMES) -> Game:
    """On R9 Ann holds no red and no 9: only her two Wilds fit (a play-tester's first
    hand in `uno-tui learn`)."""
    hands = [["Y3", "G0", "G2", "G5", "B0", "W", "W"], ["G1", "G4", "Y5"], ["B4", "B5", "B6"]]
    return position(hands, discard=["R9"], rules=rules, names=names)


def nothing_fits(rules=None, names=NAMES) -> Game:
    """On R9 Ann holds no red, no 9 and no wild: she draws G7, which does not fit."""
    hands = [["Y3", "G0", "G2", "B0"], ["G1", "G4", "Y5"], ["B4", "B5", "B6"]]
    return position(hands, discard=["R9"], rules=rules, names=names)


def drawn_playable() -> Game:
    """Ann has nothing to play on R3 and draws R9, which she may play."""
    return position(
        [["G1", "Y2"], ["G4", "G2", "Y5"], ["B4", "B5", "B6"]], discard=["R3"], draw=["R9", *PILE]
    )


def going_out() -> Game:
    """Ann plays her last card, R5."""
    return position([["R5"], ["G1", "G2", "W+4"], ["B4", "B5", "R+2"]])


def at_hand_limit() -> Game:
    """H-hand-limit of 3: Ann holds 3 cards, none fits R3; she may not draw, only pass."""
    return position(
        [["G1", "Y2", "G4"], ["R7", "G2", "Y5"], ["B4", "B5", "B6"]],
        discard=["R3"],
        rules=official(hand_limit=3),
    )


def big_hand() -> Game:
    """Ann holds 40 cards."""
    deck = official().deck_cards()
    deck.remove("R1")
    return position([deck[:40], deck[40:47], deck[47:54]], discard=["R1"], draw=deck[54:80])


def simple_move(game: Game, step: int) -> str:
    """A plain player: call UNO, accept, play a playable card, else draw."""
    legal = game.legal_moves()
    for move in ("uno", "accept"):
        if move in legal:
            return move
    plays = [m for m in legal if m.startswith(("play ", "colour "))]
    return plays[step % len(plays)] if plays else "draw"


class SimplePlayer:
    """simple_move as a driver for the harness: the player due, step after step."""

    def __init__(self):
        self.steps = 0

    def choose(self, game: Game) -> tuple[str, int]:
        self.steps += 1
        return simple_move(game, self.steps - 1), game.turn


def played_game(rounds: int, seed: int = 7, target: int = 500) -> Game:
    """A seeded game played (engine only) until `rounds` rounds are over or the game is."""
    game = Game.new(official(target_score=target), list(NAMES), seed=seed)
    player = SimplePlayer()
    while True:
        play_round(game, player)
        if game.game_over or len(game.round_scores) >= rounds:
            return game
        game.next_round()


def page_one(hands=None, draw=("KD", "QD", "9H", "6C", "5D", "4D", "9D", "10D"), **options):
    """Page One: Ann holds 5H 7H on AH and can go out in two plays; Ben and Cat
    draw unplayable cards (a caught Ann draws 9H)."""
    hands = hands or [["5H", "7H"], ["4S", "6S", "9S"], ["9C", "10C", "JC"]]
    return position(hands, discard=["AH"], draw=list(draw), rules=positions.page_one(**options))


def page_one_out() -> Game:
    """Page One: Ann plays her last card, 7H, without saying Stop."""
    game = page_one([["7H"], ["4S", "6S", "9S"], ["9C", "10C", "JC"]])
    game.move("play 7H")
    return game


def page_one_out_short_pile() -> Game:
    """Page One: Ann plays her last card, 7H, without saying Stop; the draw pile holds
    two cards, so the five cards of a catch shuffle the discard pile in."""
    hands = [["7H"], ["4S", "6S", "9S"], ["9C", "10C", "JC"]]
    discard = ["2D", "3D", "4D", "5D", "6D", "AH"]
    game = position(hands, discard, draw=["KD", "QD"], rules=positions.page_one())
    game.move("play 7H")
    return game


def page_one_out_short_piles() -> Game:
    """Page One: as `page_one_out_short_pile`, but both piles together hold three cards
    (one to draw, two under the top card): fewer than a catch's five."""
    hands = [["7H"], ["4S", "6S", "9S"], ["9C", "10C", "JC"]]
    game = position(hands, ["3D", "AH"], draw=["KD"], rules=positions.page_one())
    game.move("play 7H")
    return game


def page_one_last() -> Game:
    """Page One: Ann holds one card, 7H, on AH."""
    return page_one([["7H"], ["4S", "6S", "9S"], ["9C", "10C", "JC"]])


def page_one_eight() -> Game:
    """Page One: Ann holds an Eight (wild: she names a suit)."""
    return page_one([["8S", "5H", "2H"], ["4S", "6S", "9S"], ["9C", "10C", "JC"]])


def long_log_draw_four() -> Game:
    """Nobody can play on R1 for four turns each (twelve draws in the log), then Cat
    plays a Wild Draw Four, red, on Ann: Ann is asked whether to challenge it."""
    hands = [["G9", "Y2", "B3"], ["G4", "Y5", "B6"], ["W+4", "G7", "Y8"]]
    draw = ["G2", "Y3", "B4", "G5", "Y6", "B7", "G8", "Y9", "B2", "G3", "Y4", "B5", "G6", "Y7"]
    game = position(hands, draw=draw)
    for _ in range(11):
        game.move("draw")  # (an unplayable card drawn: the turn passes)
    game.move("play W+4 red")
    return game


def flip_four() -> Game:
    """UNO FLIP!, four players: Ann holds 8 cards (two rows of the hand at 80x24), Ben 8,
    Cat 9 and Dan 7, whose dark faces the seats box lists under the seats."""
    hands = [
        ["R1/P1", "R5/P5", "Y2/T2", "Y+1/T+5", "G7/O7", "B-rev/V-rev", "W/W", "W+2/W+C"],
        ["R2/P2", "R-skip/P-skipall", "Y6/T6", "G3/O3", "G-flip/O-flip", "B4/V4", "B9/V9", "W/W"],
        ["R3/P3", "R8/P8", "Y4/T4", "Y-rev/T-rev", "G1/O1", "G+1/O+5", "B6/V6", "B+1/V+5"]
        + ["W+2/W+C"],
        ["R4/P4", "R7/P7", "Y9/T9", "G5/O5", "G-skip/O-skipall", "B2/V2", "B7/V7"],
    ]
    draw = ["Y1/T1", "Y3/T3", "B1/V1", "B3/V3", "G2/O2", "G4/O4"]
    rules = load_ruleset("flip")
    return position(hands, ["R9/P9"], draw, rules=rules, names=[*NAMES, "Dan"])
