"""UNO FLIP! (RULES 6d) and No Mercy (6e) at the table: the faces each seat sees, the
Flip by key and by click, the dark colours, the Mercy count and the Roulette question."""

from __future__ import annotations

import app_positions as P
import pytest
from app_driver import (
    assert_handoff_public,
    challenge_asked,
    click_card,
    click_key,
    confirm_handoff,
    play_card,
    screen_text,
    widget_text,
)

from uno_tui.app import create_app
from uno_tui.app.cards import card_label, face_tag
from uno_tui.app.screens.challenge import ChallengeModal
from uno_tui.app.screens.colour import ColourModal
from uno_tui.app.screens.drew import DrewModal
from uno_tui.app.screens.handoff import HandoffScreen
from uno_tui.app.screens.reveal import RevealModal
from uno_tui.app.screens.seat_picker import SeatPicker
from uno_tui.app.screens.table import TableScreen
from uno_tui.app.widgets.event_log import EventLog, visible_lines
from uno_tui.app.widgets.hand import HandView
from uno_tui.app.widgets.piles import BigPiles
from uno_tui.app.widgets.prose import Prose
from uno_tui.app.widgets.table_info import SeatsView
from uno_tui.app.widgets.table_seats import TableSeats
from uno_tui.engine import Game, load_ruleset, parse_card

SIZE = (100, 32)
FLIP = load_ruleset("flip")
PILE = ["Y1/P2", "Y2/T2", "Y4/V4", "B1/O1", "G5/T5", "B7/V7"]


def flip_game(hands, discard=("R3/P9",), draw=PILE):
    return P.position(hands, list(discard), list(draw), rules=FLIP)


def to_dark():
    """Ann's Flip turns up P1 (pink 1) for Ben; Ben holds P7 on its dark side."""
    return flip_game(
        [["R-flip/T6", "G2/V2", "B4/P+5"], ["B5/O5", "G4/P7", "Y3/T3"], ["Y6/T1", "B6/V6"]],
        ["Y3/P1", "R3/P9"],
    )


async def test_the_hand_shows_the_face_in_play_and_the_other_face_small():
    app = create_app(game=to_dark())
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        hand = widget_text(app, app.screen.query_one(HandView))
        assert "R Flip" in hand and "T6" in hand  # light face large, dark face on the edge
        assert "G 2" in hand and "V2" in hand
        # Everyone sees the dark faces of the other hands and of the draw pile's top.
        text = screen_text(app)
        assert "Ben's dark faces:" in text and "P7" in text and "Light side in play" in text


@pytest.mark.parametrize(("size", "shown"), [((80, 24), "V ⊘⊘"), ((110, 34), "V Skip All")])
async def test_the_draw_pile_names_its_other_face_whole(size, shown):
    """The draw pile's top shows its dark face to all: by its whole name where it fits,
    else by the short one a card face has ('V ⊘⊘'), never cut ('V Skip Al')."""
    hands = [["G2/V2", "B4/P+5"], ["B5/O5", "G4/P7"], ["Y6/T1", "B6/V6"]]
    game = flip_game(hands, draw=["Y2/V-skipall", *PILE])
    app = create_app(game=game)
    async with app.run_test(size=size) as pilot:
        await confirm_handoff(pilot, 0)
        piles = widget_text(app, app.screen.query_one(BigPiles))
        assert shown in piles, piles
        assert "Skip Al " not in piles and "Skip Al│" not in piles, piles


def short_forms_shown(rules) -> set[str]:
    """Every short form the cards of `rules` show where a name does not fit: on a card
    face ('⊘⊘' of 'O ⊘⊘' for 'O Skip All') and, in FLIP!, in the tags of the other
    faces ('↺' of 'V↺' for 'V Rev', 'W+C' for 'Wild +Colour')."""
    shown = set()
    for text in set(rules.deck_cards()):
        for face in text.split("/"):
            card = parse_card(face)
            name = card_label(face, fit=False)
            word = name if card.is_wild else name.split(" ", 1)[1]
            small = card_label(face)
            if small != name:
                shown.add(small if card.is_wild else small.split(" ", 1)[1])
            if "/" in text:
                tag = face_tag(face)
                tag = tag if card.is_wild else tag[1:]
                if tag != word:
                    shown.add(tag)
    return shown


@pytest.mark.parametrize("name", ["flip", "no-mercy", "tgus-t1", "official"])
async def test_help_explains_every_short_form_the_decks_cards_show(name):
    """FLIP! showed 'O SkpAll' in the hand, 'O⊘⊘' under the seats, 'V↺', 'V⇅', 'W+C' on
    the edges and help explained none of them: it names each by the name it stands for."""
    rules = load_ruleset(name)
    app = create_app(rules, ["Ann", "Ben"], 3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        help_text = app.screen.query_one("#help-rules", Prose).plain.replace("\u00a0", " ")
        for short in short_forms_shown(rules):
            assert f"{short} = " in help_text, (short, help_text)
        assert ("shortened" in help_text) == (name != "official"), help_text


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("ja", ["Skip = スキップ", "Wild +4 = ワイルドドロー4"]),
        ("fr", ["Wild = Joker"]),
        ("en", []),
    ],
)
async def test_help_says_the_printed_card_names_in_the_language_in_use(code, words):
    """A play-tester: the Japanese grandmother's cards read Skip, Rev, Wild +4 and help
    explained only R Y G B; French help said 'Joker' of the card printed 'Wild'."""
    from support.language import speaking

    with speaking(code):
        app = create_app(load_ruleset("official"), ["Ann", "Ben"], 3)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("question_mark")
            await pilot.pause()
            help_text = app.screen.query_one("#help-rules", Prose).plain.replace("\u00a0", " ")
    for said in words:
        assert said in help_text, help_text
    assert (" = " in help_text) == bool(words), help_text


# Nine cards a hand (seed 4's deal and more): the first n of each make the faces wrap
# at different places.
LONG_HANDS = [
    ["R+1/P3", "B3/V9", "R6/O3", "R4/O7", "W/T-skipall", "B-rev/T2", "G8/V1", "Y2/O5", "R1/O2"],
    ["W+2/P1", "B8/V-skipall", "Y-skip/V-skipall", "B8/V7", "R8/V3", "B4/T1", "G9/O3"]
    + ["B-skip/T8", "R8/V8"],
    ["Y+1/V+5", "R-skip/P7", "B2/T9", "Y9/O6", "R9/P2", "G8/P6", "Y-flip/V-rev"]
    + ["R2/O5", "B1/W"],
]


@pytest.mark.parametrize("size", [(110, 34), (80, 24)])
@pytest.mark.parametrize("held", [5, 6, 7, 8, 9])
async def test_the_hand_off_shows_every_other_face_of_every_hand(size, held):
    """The other faces are public (6d): each hand's line wraps whole, none cut off."""
    game = flip_game([hand[:held] for hand in LONG_HANDS], ["Y-rev/P6"], PILE)
    app = create_app(game=game)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        text = " ".join(widget_text(app, app.screen.query_one(SeatsView)).split())
        heading = text.partition("Dark faces:")[2]  # (where a line a hand is too narrow)
        for name, backs in zip(game.players, game.view(None).backs, strict=True):
            shown = heading.partition(f"{name} ")[2] or text.partition(f"{name}'s dark faces:")[2]
            faces = [face_tag(face) for face in backs]
            assert shown.split()[: len(faces)] == faces, (name, text)


async def test_the_hand_off_keeps_the_top_card_in_sight_above_long_faces_at_80x24():
    """A play-tester (FLIP!, 80x24): each hand's faces took two lines, and the top card,
    the draw pile and the round went below the screen. The piles come first, and each
    hand's faces follow its name under one heading."""
    game = flip_game(LONG_HANDS, ["Y-rev/P6"], PILE)
    app = create_app(game=game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        piles = app.screen.query_one("#handoff-piles")
        assert piles.region.bottom < 23, piles.region  # (above the key bar)
        lines = widget_text(app, app.screen.query_one(SeatsView)).splitlines()
        assert "Dark faces:" in [line.strip() for line in lines], lines
        assert not any("'s dark faces" in line for line in lines), lines


async def test_the_hand_offs_pile_lines_are_one_fact_each_never_wrapped_at_80x24():
    """A play-tester: at 80x24 "· dark" ended a line and "side" began the next."""
    game = flip_game([hand[:5] for hand in LONG_HANDS], ["Y-rev/P6"], PILE)
    app = create_app(game=game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        lines = widget_text(app, app.screen.query_one("#handoff-piles")).strip().splitlines()
        starts = ["Top card:", "Light side in play", "Draw pile:", "Round 1 · play goes"]
        assert len(lines) == 4 and "its top shows" in lines[2], lines
        assert [line.strip()[: len(s)] for line, s in zip(lines, starts, strict=True)] == starts


@pytest.mark.parametrize(("size", "apart"), [((80, 24), " "), ((120, 40), "   ")])
async def test_every_seat_of_four_fits_in_the_table_seats_box(size, apart):
    """Four players, Ann's eight cards on two rows: the seats box shows every seat and
    each other hand's dark faces on one line, none scrolled out of sight (at 80x24 the
    faces took two lines a hand, and Dan's were below the box). The faces are closer
    together only where the lines need it: at 120x40 each has a space either side."""
    game = P.flip_four()
    app = create_app(game=game)
    async with app.run_test(size=size) as pilot:
        await confirm_handoff(pilot, 0)
        seats = app.screen.query_one(TableSeats)
        assert seats.virtual_size.height <= seats.scrollable_content_region.height
        lines = [line.strip() for line in widget_text(app, seats).splitlines()]
        assert [line.split()[0] for line in lines[1:5]] == ["▶", "Ben", "Cat", "Dan"]
        view = game.view(0)
        for seat in (1, 2, 3):
            faces = apart.join(face_tag(face) for face in view.backs[seat])
            line = f"{game.players[seat]}'s dark faces:{apart[:2]}{faces}"
            assert line in lines, lines


async def test_a_flip_by_click_turns_the_table_to_the_dark_side():
    app = create_app(game=to_dark())
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        table = app.screen
        assert isinstance(table, TableScreen)
        # The first card that fits is picked at the turn's start: one click plays it.
        assert table.shown_hand[table.selected] == "R-flip/T6"
        await click_card(pilot, table.selected)
        await pilot.pause()
        assert app.game.side == "dark"
        assert isinstance(app.screen, HandoffScreen)
        assert_handoff_public(app)
        assert "dark side" in screen_text(app)
        await confirm_handoff(pilot, 1)
        hand = widget_text(app, app.screen.query_one(HandView))
        assert "P 7" in hand and "G4" in hand  # Ben's cards by their dark faces now
        assert "Dark side in play" in screen_text(app)
        await play_card(pilot, "G4/P7")
        assert app.game.top == "G4/P7"


def dialog_text(app) -> str:
    """The text of the dialog's lines (a title, a hint, the result), each unwrapped."""
    return " ".join(
        w.plain if isinstance(w, Prose) else str(w.render())
        for w in app.screen.query("Label, Static, Prose")
    )


async def test_a_wild_draw_two_s_challenge_counts_its_own_two_cards_in_japanese():
    """What a Wild +2 draws comes from its effect, not from its name (said in the
    language in use: ワイルドドロー2)."""
    from support.language import speaking

    game = flip_game([["W+2/T6", "G2/V2"], ["B5/O5", "G4/P7"], ["Y6/T1", "B6/V6"]])
    with speaking("ja"):
        app = create_app(game=game)
        async with app.run_test(size=SIZE) as pilot:
            await challenge_asked(pilot, "W+2/T6")
            said = dialog_text(app)
    assert "受ける：あなたが2枚引いて" in said and "Annが2枚引きます" in said, said


async def test_a_challenged_wild_draw_two_is_named_in_the_reveal_and_the_log():
    # Ann holds no red (R3 on top): her Wild +2 is honest and Ben's challenge fails.
    game = flip_game([["W+2/T6", "G2/V2"], ["B5/O5", "G4/P7"], ["Y6/T1", "B6/V6"]])
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await challenge_asked(pilot, "W+2/T6")
        await pilot.press("x")
        await pilot.pause()
        assert isinstance(app.screen, RevealModal)
        said = dialog_text(app)
        assert "Ann's hand when the Wild +2 was played" in said, said
        assert "The Wild +2 played is marked ★." in said, said
        assert "The challenge fails: Ann played the Wild +2 honestly." in said, said
        assert "Draw Four" not in said, said
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and app.screen.seat == 2
        log = app.screen.query_one(EventLog).sentences
        assert "Ben challenges Ann's Wild +2." in log, log
        assert "The challenge fails: Ann played the Wild +2 honestly." in log, log
        assert not any("Draw Four" in line or "hand when" in line for line in log), log
        bens = visible_lines(app.entries, list(game.players), 1, rules=game.rules)
        assert "Ann's hand when the challenged card was played: Wild +2, G 2." in bens, bens


def dark_side(hands: list[list[str]], top: str):
    """A FLIP! game on its dark side: Ann and Ben hold `hands`, Cat Y6/T1 and B6/V6."""
    draw = ["G1/O1", "G2/W", "B3/T3", "B4/V4", "B5/T5"]
    hands = [*hands, ["Y6/T1", "B6/V6"]]
    return P.positions.position(FLIP, hands, [top], draw, names=P.NAMES, side="dark")


async def wild_draw_colour_on_ben(pilot, colour: str) -> None:
    """Ann plays her R1/W+C (a Wild Draw Colour on the dark side), naming `colour`; Ben
    takes the keyboard and faces it."""
    await confirm_handoff(pilot, 0)
    await play_card(pilot, "R1/W+C", colour=colour)
    await confirm_handoff(pilot, 1)


async def test_the_reveal_shows_the_challenged_hand_by_its_faces_in_play():
    """On the dark side the reveal showed the light faces big ('Wild +2', 'B Rev') and
    marked ★ a card labelled 'Wild +2'; it shows the dark faces, as the hand does."""
    # Purple on top: Ann's V Rev fits, so her Wild +Colour is a bluff.
    game = dark_side([["R1/W+C", "B-rev/V-rev", "B6/V6"], ["B5/O5", "G4/P7"]], "R3/V9")
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await wild_draw_colour_on_ben(pilot, "o")
        await pilot.press("x")
        await pilot.pause()
        assert isinstance(app.screen, RevealModal)
        hand = widget_text(app, app.screen.query_one(HandView))
        assert "W+C" in hand and "V Rev" in hand and "V 6" in hand, hand
        assert "R1 ★" in hand, hand  # the card played, its light face on the edge
        assert "R 1" not in hand and "B Rev" not in hand, hand


async def test_a_wild_turned_up_by_a_flip_asks_a_dark_colour_by_its_letter_until_chosen():
    game = flip_game(
        [["R-flip/T6", "G2/V2", "B4/P+5"], ["B5/O5", "G4/P7"], ["Y6/T1", "B6/V6"]],
        ["Y3/W", "R3/P9"],
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R-flip/T6", colour=None)
        assert isinstance(app.screen, ColourModal)
        assert app.screen.choices == ["pink", "teal", "orange", "purple"]
        assert "Your Flip turned up" in screen_text(app)
        await pilot.press("escape")  # put aside: the status line says how to open it again
        await pilot.pause()
        assert not isinstance(app.screen, ColourModal)
        status = widget_text(app, app.screen.status_line)
        assert "choose its colour. ⏎ opens the choice." in status, status
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ColourModal)
        await pilot.press("v")  # purple (p is pink)
        await pilot.pause()
        assert game.colour == "purple"


async def test_two_cards_of_one_face_are_played_by_the_one_picked():
    game = flip_game([["R5/O7", "R5/T3", "G2/V2"], ["B5/O5", "G4/P7"], ["Y6/T1", "B6/V6"]])
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5/T3")
        assert game.top == "R5/T3" and game.hand(0) == ["R5/O7", "G2/V2"]


async def test_no_mercy_counts_against_the_limit_and_asks_the_roulette_colour():
    rules = load_ruleset("no-mercy")
    game = P.position(
        [["W-roulette", "G5", "B9"], ["R7", "Y2", "G8"], ["R5", "Y5", "B5"]],
        ["R1"],
        ["G1", "Y3", "B2", "R6", "G6"],
        rules=rules,
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        assert "3/25" in screen_text(app)
        await play_card(pilot, "W-roulette", colour=None)
        assert isinstance(app.screen, HandoffScreen)
        assert "Colour Roulette" in screen_text(app)
        await confirm_handoff(pilot, 1)
        assert isinstance(app.screen, ColourModal)
        assert "Ann's Colour Roulette" in screen_text(app)
        await pilot.press("b")
        await pilot.pause()
        assert game.hand(1)[-3:] == ["G1", "Y3", "B2"]  # turned up until a blue one
        text = screen_text(app)  # the cards are told once, not as a draw and again
        assert "Colour Roulette: Ben turns up G 1, Y 3, B 2 and" in text
        assert "Ben draws" not in text


async def test_a_wild_draw_colour_shows_its_pending_draw_as_until_the_colour():
    """FLIP!: after a Wild Draw Colour the table said "Pending draw: 1 card" while Ben
    drew until the colour (its pending draw counts 1 for that)."""
    game = dark_side([["R1/W+C", "R2/V2"], ["B5/O5", "G4/P7"]], "R3/P9")
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await wild_draw_colour_on_ben(pilot, "p")  # pink
        assert isinstance(app.screen, ChallengeModal) and game.pending_draw == 1
        piles = widget_text(app, app.screen_stack[-2].query_one(BigPiles))
        assert "Pending draw: until pink" in piles and "1 card" not in piles


@pytest.mark.parametrize(("stacked", "until"), [(False, "until pink"), (True, "until pink + 1")])
async def test_a_stacked_wild_draw_colour_waits_until_the_colour_on_the_hand_off_and_table(
    stacked, until
):
    """FLIP! with stacking (stack_amount): the hand-off said "(1 card waits for you)" and
    the status line "1 card waits for you (running total)" while the piles said "Pending
    draw: until pink"; a second Wild Draw Colour on it draws until the colour and 1 more.
    All three say it in draw_until's words."""
    rules = FLIP.with_options(stack_amount=True)
    first = "R4/W+C" if stacked else "R4/V4"  # Ann's, played first when stacked
    game = P.positions.position(
        rules,
        [[first, "R2/V2", "R5/V5"], ["R1/W+C", "G3/T3", "G4/O4"], ["Y6/T1", "B6/V6"]],
        ["R3/P9"],
        ["G1/O1", "G2/W", "B3/T3", "B4/V4", "B5/T5"],
        names=P.NAMES,
        side="dark",
        turn=1 - stacked,
    )
    if stacked:
        game.move("play W+C teal")
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 1)
        await play_card(pilot, "R1/W+C", colour="p")  # pink
        assert (game.phase, game.turn, game.pending_until) == ("stack", 2, "pink")
        assert isinstance(app.screen, HandoffScreen)
        assert f"Pass the keyboard to Cat (cards {until} wait for you)" in screen_text(app)
        await confirm_handoff(pilot, 2)
        assert f"Pending draw: {until}" in widget_text(app, app.screen.query_one(BigPiles))
        status = " ".join(widget_text(app, app.screen.query_one("#status")).split())
        assert f"Cards {until} wait for you: nothing passes them on" in status
        assert "card waits" not in status and "running total" not in status


@pytest.mark.parametrize(("plays", "total"), [(["W+6 red"], 6), (["W+6 red", "W+10 blue"], 16)])
async def test_no_mercy_pending_draws_show_the_running_total(plays, total):
    """No Mercy's draws stack by amount: the table shows the total the next player
    would draw, and that is what they draw."""
    game = P.position(
        [["W+6", "R1", "R2"], ["W+10", "G1", "G2"], ["B5", "B6", "B7"]],
        draw=[f"{colour}{n}" for colour in "YG" for n in range(3, 10)] + ["Y1", "Y2", "B1", "B2"],
        rules=load_ruleset("no-mercy"),
    )
    for seat, play in enumerate(plays):
        game.move(f"play {play}", by=seat)
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, len(plays))
        piles = widget_text(app, app.screen.query_one(BigPiles))
        assert f"Pending draw: {total} cards" in piles
        await pilot.press("a")
        await pilot.pause()
        assert game.hand_size(len(plays)) == 3 + total


async def test_the_coach_says_the_hard_players_move_on_the_seats_own_table():
    from app_driver import notice_text

    app = create_app(P.official(), ["Ann", "Ben", "Cat"], 3)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot)
        await click_key(pilot, "h")  # the key bar's Coach, clicked
        await pilot.pause()
        said = notice_text(app.screen)
        assert said.startswith("Coach: ")
        legal = [m for m in app.game.legal_move_values() if m.move.kind in ("play", "draw")]
        assert any(m.move.kind in said for m in legal)


async def test_the_coach_says_draw_not_uno_when_nothing_can_be_played():
    from app_driver import notice_text

    game = P.position([["G1", "Y2"], ["G4", "G2", "Y5"], ["B4", "B5", "B6"]], discard=["R3"])
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        assert game.legal_moves() == ["draw"]  # (no call: nothing to play with it)
        await pilot.press("h")
        await pilot.pause()
        assert notice_text(app.screen).startswith("Coach: draw")


async def test_no_coach_when_the_ruleset_turns_hints_off():
    from app_driver import notice_text

    app = create_app(P.official().with_options(hints=False), ["Ann", "Ben", "Cat"], 3)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot)
        await pilot.press("h")
        await pilot.pause()
        assert notice_text(app.screen) == "Coach (h) is not possible now."  # and no advice
        assert "Coach:" not in screen_text(app)


async def test_a_play_is_taken_back_from_the_hand_off_before_the_keyboard_moves_on():
    from support.positions import seed_where

    def plain(move: str) -> bool:
        return move.startswith("play ") and "+" not in move and len(move.split()) == 2

    game = seed_where(P.official(), 2, lambda g: any(plain(m) for m in g.legal_moves()))
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        seat = game.turn
        await confirm_handoff(pilot, seat)
        hand = list(game.hand(seat))
        move = next(m for m in game.legal_moves() if plain(m))
        await play_card(pilot, move.split()[1])
        handoff = app.screen
        assert isinstance(handoff, HandoffScreen) and handoff.seat != seat
        # The key names whose play it is: the hand-off names the next player.
        name = game.players[seat]
        assert f"z {name}: take back" in screen_text(app)
        await click_key(pilot, "z")  # the hand-off's key bar, clicked
        await pilot.pause()
        # The player's hand comes back only through their own hand-off: the next player
        # may be the one who pressed z.
        assert app.screen is handoff and handoff.seat == seat
        assert_handoff_public(app)
        assert game.hand(seat) == hand and game.turn == seat
        assert "take back" not in screen_text(app)  # (taken back: no z now)
        await confirm_handoff(pilot, seat)
        assert isinstance(app.screen, TableScreen) and app.screen.seat == seat
        assert "takes back" in screen_text(app)
        assert [e.move for e in game.log[-2:]] == [move, "undo"]


async def test_a_play_taken_back_leaves_the_selection_on_its_card():
    """Back on the table after z the selection stays on the card it was on (the card
    played, back in the hand), not on the first card that fits."""
    from support.positions import seed_where

    def plain(move: str) -> bool:
        return move.startswith("play ") and "+" not in move and len(move.split()) == 2

    game = seed_where(P.official(), 2, lambda g: sum(map(plain, g.legal_moves())) >= 2)
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        seat = game.turn
        await confirm_handoff(pilot, seat)
        table = app.screen
        plays = {m.split()[1] for m in game.legal_moves() if plain(m)}
        card = [c for c in table.shown_hand if c in plays][-1]  # not the first that fits
        assert table.shown_hand[table.selected] != card
        await play_card(pilot, card)
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("z")
        await pilot.pause()
        await confirm_handoff(pilot, seat)
        assert app.screen is table
        assert table.shown_hand[table.selected] == card
        assert table.hand_view.selected == table.selected  # (the card drawn selected)


@pytest.mark.parametrize(
    ("rules", "card"),
    [
        ("pokemon", "W-snorlax"),  # every hand drawn from
        ("official-2016", "W-shuffle"),  # Shuffle Hands
        ("party", "7"),  # a 7 swaps hands
        ("tgus-2", "W-custom"),  # Downpour: everyone else draws
    ],
)
async def test_take_back_is_offered_only_where_the_engine_would_make_it(rules, card):
    """A play that showed the table something new cannot be taken back: the hand-off
    offers no z for it (the engine says so beforehand), and z says why not."""
    from app_driver import notice_text
    from support.positions import ruleset, seed_where

    from uno_tui.app.messages import MoveRequested

    def wanted(move: str) -> bool:
        played = move.split()[1] if move.startswith("play ") else ""
        return played == card or (card == "7" and played[1:] == "7")

    game = seed_where(ruleset(rules), 4, lambda g: any(wanted(m) for m in g.legal_moves()))
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        seat = game.turn
        await confirm_handoff(pilot, seat)
        move = next(m for m in game.legal_moves() if wanted(m))
        app.screen.post_message(MoveRequested(move, by=seat))  # as the table makes it
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and game.log[-1].move == move
        assert game.refusal("undo", by=seat) is not None
        assert "Take back" not in screen_text(app)
        await pilot.press("z")
        await pilot.pause()
        said = notice_text(app.screen)
        assert said.startswith("Take back my play (z) is not possible now. "), said
        reason = game.refusal("undo", by=seat).sentence()
        assert reason[1:] in said  # the engine's reason, as a sentence of its own
        assert game.log[-1].move == move


async def test_the_play_that_ends_a_round_is_not_offered_to_take_back_in_the_next():
    game = P.going_out()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5")
        await pilot.press("enter")  # the round-over screen: next round
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and game.round_number == 2
        assert "Take back" not in screen_text(app)


async def test_a_first_game_explains_the_table_then_each_new_card():
    from app_driver import look_at_table, notice_text

    from uno_tui.app.lessons import LESSONS, learning_rules

    app = create_app(
        learning_rules(), ["Mia", "Ben", "Cat"], 5, computers={1: "easy", 2: "easy"}, learn=True
    )
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("w")  # no pauses between the computers' moves
        for _ in range(60):
            await pilot.pause(0.05)
            if isinstance(app.screen, TableScreen) and app.game.turn == 0:
                break
        assert LESSONS["start"] in notice_text(app.screen)
        assert app.taught == {"start"}
        await look_at_table(pilot)  # (the computers' moves came a moment ago)
        await pilot.press("d")  # a turn on: the next lesson is about a card on screen
        for _ in range(60):
            await pilot.pause(0.05)
            if app.game.turn == 0 or app.game.round_over:
                break
        if app.game.turn == 0 and not app.game.round_over:
            said = notice_text(app.screen)
            # (a card's lesson names the card: its words before that name)
            taught = [
                text.partition("{card}")[0] for key, text in LESSONS.items() if key in app.taught
            ]
            assert any(text in said for text in taught)


async def test_learn_to_play_from_the_setup_screen_seats_the_first_name():
    from app_driver import notice_text
    from textual.widgets import Input

    app = create_app()
    async with app.run_test(size=SIZE) as pilot:
        app.screen.query_one("#name-0", Input).value = "x" * 17
        await pilot.click("#learn")
        await pilot.pause()
        assert app.game is None  # a name too long: said, and nothing dealt
        assert "at most 16" in notice_text(app.screen)
        app.screen.query_one("#name-0", Input).value = "Mia"
        await pilot.pause(0.5)  # (a button ignores a click while it shows the last one)
        await pilot.click("#learn")
        for _ in range(40):
            await pilot.pause(0.05)
            if app.game is not None:
                break
        assert app.game.players == ["Mia", "Ben", "Cat"], app.game.players
        assert app.learn
        assert app.computers == {1: "easy", 2: "easy"}


def test_lessons_come_one_at_a_time_from_the_learners_view():
    from uno_tui.app.lessons import LESSONS, learning_rules, lesson_now

    game = P.position(
        [["R+2", "G9"], ["G1", "G2", "Y5"], ["B4", "B5", "B6"]], rules=learning_rules()
    )
    taught: set[str] = set()
    said = [lesson_now(game.view(0), taught) for _ in range(3)]
    assert [lesson and lesson.text for lesson in said] == [
        # the card Mia may play now, with the start (not G9: it does not fit on R1)
        f"{LESSONS['start']} {LESSONS['draw2'].format(card='R +2')}",
        LESSONS["uno"],  # two cards in hand, one to play
        None,
    ]
    assert said[0] is not None and lesson_now(game.view(0), taught, said[0]) == said[0]  # kept
    assert lesson_now(game.view(1), set()) is None  # not Ben's turn: nothing for Ben


def ben_knocked_out(**options: object) -> Game:
    """No Mercy, four players: Ben took a Wild Draw Ten and the Mercy rule put him out;
    Ann (R5, R7) is due."""
    ben = [f"{c}{n}" for c in "GB" for n in range(1, 10)] + ["Y1", "Y2", "Y3", "Y4"]
    game = P.positions.position(
        load_ruleset("no-mercy").with_options(**options),
        [["W+10", "R5", "R7"], ben, ["R3", "Y6", "Y7"], ["R4", "Y8", "Y9"]],
        ["R1"],
        ["G0", "B0", "Y0", "G0", "B0", "Y0"],
        names=["Ann", "Ben", "Cat", "Dan"],
    )
    for text in ("play W+10 red", "accept", "play R3", "play R4"):
        game.move(text)
    assert game.knocked_out == [1] and game.turn == 0
    return game


async def test_no_mercy_a_draw_that_knocks_out_says_so_in_the_drawn_window():
    """A play-tester: Ann drew her 25th card and the window said only "It can't be
    played: your turn passes to Ben", not that the Mercy rule had put her out."""
    ann = [f"{c}{n}" for c in "GBY" for n in range(2, 10)]  # 24 cards, none red, no 1
    game = P.positions.position(
        load_ruleset("no-mercy"),
        [ann, ["R5", "R7"], ["R3", "Y6"]],
        ["R1"],
        ["G0", "B0", "Y0", "G0"],
        names=["Ann", "Ben", "Cat"],
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await pilot.press("d")
        await pilot.pause()
        assert game.knocked_out == [0] and isinstance(app.screen, DrewModal)
        said = " ".join(screen_text(app).split())
        assert "Mercy rule: Ann holds 25 cards and is out of the round" in said
        assert "your turn passes" not in said


async def test_no_mercy_a_person_knocked_out_is_told_so_and_offered_no_play():
    """A play-tester, alone with computers, was put out by the Mercy rule: her table
    still offered Play and Draw (a click did nothing) under "Zoé's hand"."""
    from app_driver import widget_text

    ann = [f"{c}{n}" for c in "GBY" for n in range(2, 10)]  # 24 cards, none red, no 1
    game = P.positions.position(
        load_ruleset("no-mercy"),
        [ann, ["R5", "R7", "R8", "R9", "R6", "R4"], ["R3", "Y6", "Y7", "R2", "R6", "R4"]],
        ["R1"],
        ["G0", "B0", "Y0", "G0"],
        names=["Ann", "Ben", "Cat"],
    )
    app = create_app(game=game, computers={1: "normal", 2: "normal"})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("d")
        await pilot.pause()
        assert game.knocked_out == [0]
        table = app.screen
        for _ in range(20):  # (the news of the draw, then the table as it goes on)
            await pilot.pause(0.05)
        status = widget_text(app, table.status_line)
        assert "The Mercy rule put you out of this round; the others play it out." in status
        assert {"play", "draw"} <= table.buttons.hidden


async def test_no_mercy_who_catches_lists_no_seat_knocked_out_by_the_mercy_rule():
    """A play-tester: "Who catches Ann?" offered Ben, knocked out by the Mercy rule, and
    then refused him ("Ben is out of this round"). Only the seats that may catch are
    offered."""
    game = ben_knocked_out()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5")  # Ann forgets UNO
        assert game.catchable == [0] and isinstance(app.screen, HandoffScreen)
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, SeatPicker)
        assert [seat for seat, _ in app.screen.choices] == [2, 3]


async def test_no_mercy_catch_whom_guesses_no_seat_knocked_out_by_the_mercy_rule():
    """With a wrong catch's penalty and nobody to catch, "Catch whom?" lists the seats
    to guess from: not Ben, knocked out by the Mercy rule (he holds no cards)."""
    game = ben_knocked_out(fault_penalty=2)
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, SeatPicker)
        seats = [seat for seat, _ in app.screen.choices]
        assert seats and 1 not in seats
