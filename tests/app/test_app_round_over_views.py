"""The end-of-round screens render from the shared view only (issue 9, item 4): the
round-over screen, the scoreboard and the game-over screen never reach the Game."""

from __future__ import annotations

import app_positions as P
from app_driver import screen_text
from rich.console import Console
from support.positions import position

from uno_tui.app import create_app
from uno_tui.app.palette import theme_variables
from uno_tui.app.screens.game_over import GameOverScreen
from uno_tui.app.screens.round_over import RoundOverScreen, hands_table, round_title
from uno_tui.app.screens.scoreboard import ScoreboardScreen
from uno_tui.app.widgets.scores import places, round_table, totals_chart
from uno_tui.engine import load_ruleset

SIZE = (80, 24)


class ViewOnly:
    """Stands in for the game: the shared view is all a screen may ask of it."""

    def __init__(self, game) -> None:
        self._game = game
        self.asked: list[int | None] = []

    def view(self, seat: int | None):
        self.asked.append(seat)
        return self._game.view(seat)


def rendered(*renderables) -> str:
    console = Console(width=100, record=True, color_system=None)
    for r in renderables:
        console.print(r)
    return console.export_text()


async def test_round_over_and_scoreboard_ask_the_game_for_the_shared_view_only():
    game = P.played_game(3)
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, RoundOverScreen)
        before = screen_text(app)
        app.game = stand_in = ViewOnly(game)  # anything but view() raises AttributeError
        screen.refresh_view()
        await pilot.pause()
        assert screen_text(app) == before
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, ScoreboardScreen)
        assert stand_in.asked and set(stand_in.asked) == {None}
        app.game = game


async def test_game_over_asks_the_game_for_the_shared_view_only():
    game = P.played_game(99, target=200)
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.game = stand_in = ViewOnly(game)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        assert "wins the game!" in screen_text(app)
        assert stand_in.asked and set(stand_in.asked) == {None}
        app.game = game


def test_the_round_renders_from_a_view_alone():
    """A view is plain data: the round's title, hands and score tables come from it."""
    game = P.played_game(2)
    view = game.view(None)
    assert view.result is not None
    text = rendered(round_title(view), hands_table(view, theme_variables(False)))
    winner = game.players[game.winner]
    assert f"{winner} wins the round (+{game.round_scores[-1][game.winner]})" in text
    for seat, name in enumerate(game.players):
        assert name in text and str(game.hand_points(seat)) in text
    scores = rendered(round_table(view), totals_chart(view))
    assert "r1" in scores and "r2" in scores and "r3" not in scores
    assert places(view)[game.ranking()[0]] == 1


def test_a_total_reads_the_same_in_every_score_table():
    # A total has no sign (47, or -121 on a round table); a round's gain has one: +47.
    game = P.played_game(2)
    view = game.view(None)
    assert game.scores == [29, 47, 0] and list(game.round_scores[-1]) == [0, 47, 0]

    def rows(table) -> dict[str, list[str]]:
        cells = [line.split() for line in rendered(table).splitlines()]
        return {row[0]: row for row in cells if row}

    scoreboard, chart = rows(round_table(view)), rows(totals_chart(view))
    hands = rows(hands_table(view, theme_variables(False)))
    for name, total in zip(game.players, game.scores, strict=True):
        assert scoreboard[name][-2] == chart[name][1] == hands[name][-1] == str(total), name
    assert hands["Ben"][-2] == "+47" and scoreboard["Ben"][2] == "+47"  # the round's gain


def test_where_only_round_wins_count_the_hands_points_are_not_shown():
    from support.driver import play_round

    from uno_tui.engine import Game

    rules = P.official(scoring="round-wins", target_wins=3)
    game = Game.new(rules, list(P.NAMES), seed=7)
    play_round(game, P.SimplePlayer())
    table = rendered(hands_table(game.view(None), theme_variables(False)))
    assert table.split()[:5] == ["Player", "Cards", "left", "Round", "Wins"]


def test_before_the_end_the_round_table_shows_no_hand():
    game = P.uno_race()
    text = rendered(hands_table(game.view(None), theme_variables(False)))
    for seat in range(len(game.players)):
        for card in game.hand(seat):
            assert card not in text and card[0] + " " + card[1:] not in text


def mercy_round_over():
    """No Mercy, two players: Ann's Draw Two gives Ben his 25th card: the Mercy rule
    puts him out of the round, his cards under the pile, and Ann wins it."""
    ben = [f"{colour}{n}" for colour in "YGB" for n in range(8)]  # 24 cards
    game = position(
        load_ruleset("no-mercy"), [["R+2", "R5", "R6"], ben], ["R1"], ["R7", "R8", "R9"]
    )
    game.move("play R+2")
    game.move("accept")
    return game


def test_a_seat_knocked_out_by_the_mercy_rule_does_not_read_as_gone_out():
    """The round-over table said "(out)" for Ben, as for a player who emptied his hand."""
    view = mercy_round_over().view(None)
    assert view.round_over and view.knocked_out == (1,) and view.winner == 0
    rows = rendered(hands_table(view, theme_variables(False))).splitlines()
    ben = next(row for row in rows if row.lstrip().startswith("Ben"))
    assert "knocked out by the Mercy rule" in ben and "(out)" not in ben


def test_the_winner_who_went_out_reads_apart_from_a_seat_knocked_out():
    """A play-tester: "Cat (out)" right under "Ben (knocked out by the Mercy rule)":
    "out" was both. The winner who played the last card went out."""
    ben = [f"{colour}{n}" for colour in "YGB" for n in range(8)]  # 24 cards
    game = position(
        load_ruleset("no-mercy"),
        [["R+2", "R5"], ben, ["R3", "R4", "G9"]],
        ["R1"],
        ["R7", "R8", "R9", "Y9"],
    )
    for text in ("play R+2 uno", "accept", "play R3", "play R5"):
        game.move(text)
    view = game.view(None)
    assert view.round_over and view.knocked_out == (1,) and view.winner == 0
    rows = rendered(hands_table(view, theme_variables(False))).splitlines()
    ann = next(row for row in rows if row.lstrip().startswith("Ann"))
    assert "(went out)" in ann and "(out)" not in ann


async def test_the_round_over_screen_says_who_the_mercy_rule_knocked_out():
    app = create_app(game=mercy_round_over())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, RoundOverScreen)
        text = screen_text(app)
        assert "(knocked out by the Mercy rule)" in text and "(out)" not in text


def test_the_cards_left_are_shown_by_colour_as_a_hand_is():
    """A play-tester: the cards left read in the order they were drawn."""
    game = position(P.official(), [["R5"], ["G7", "R9", "B1", "R2", "W"]], ["R1"], ["Y1"])
    game.move("play R5")
    rows = rendered(hands_table(game.view(None), theme_variables(False))).splitlines()
    ben = next(row for row in rows if row.lstrip().startswith("Ben"))
    assert ben.split()[1:7] == ["R", "2", "R", "9", "G", "7"]


async def test_on_a_big_screen_a_hands_points_stay_near_its_cards():
    """A play-tester at 200x50: 150 blank columns between a hand and its points."""
    app = create_app(game=mercy_round_over())
    async with app.run_test(size=(200, 50)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, RoundOverScreen)
        assert app.screen.query_one("#round-hands").size.width <= 120


def test_partners_the_winners_partners_hand_shows_no_points():
    """A play-tester: with partners, Cat's "Points 17" read as counted, though her
    partner went out and only the other team's hands score (for both partners)."""
    hands = [["R5"], ["G7", "R9"], ["B1", "R2", "Y7"], ["G2"]]
    game = position(P.official(teams="opposite"), hands, ["R1"], ["Y1"])
    game.move("play R5")  # Ann goes out: Ann and Cat score Ben's and Dan's hands
    rows = rendered(hands_table(game.view(None), theme_variables(False))).splitlines()
    cat = next(row for row in rows if row.lstrip().startswith("Cat"))
    ben = next(row for row in rows if row.lstrip().startswith("Ben"))
    assert cat.split()[-3:] == ["–", "+18", "18"], cat  # Ben's G7 R9 and Dan's G2
    assert ben.split()[-3] == "16", ben
