"""Helpers that play the app through its real screens with the keyboard."""

from __future__ import annotations

from functools import cache

from textual.pilot import Pilot

from uno_tui.app.cards import card_label
from uno_tui.app.screens.challenge import ChallengeModal
from uno_tui.app.screens.colour import ColourModal
from uno_tui.app.screens.drawn import PlayOrKeepModal
from uno_tui.app.screens.game_over import GameOverScreen
from uno_tui.app.screens.handoff import HandoffScreen
from uno_tui.app.screens.reveal import RevealModal
from uno_tui.app.screens.round_over import RoundOverScreen
from uno_tui.app.screens.seat_picker import SeatPicker
from uno_tui.app.screens.table import TableScreen
from uno_tui.app.widgets.card import CardView, key_for
from uno_tui.app.widgets.event_log import EventLog
from uno_tui.app.widgets.hand import HandView
from uno_tui.engine import describe


def screen_text(app) -> str:
    """The text on screen now (every layer, toasts included)."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


async def select_card(pilot: Pilot, index: int) -> None:
    """Pick card `index` with a number key, or with the arrows beyond ten."""
    table = pilot.app.screen
    key = key_for(index)
    if key:
        await pilot.press(key)
        return
    size = len(pilot.app.game.hand(table.seat))
    step = "right" if (index - table.selected) % size <= size // 2 else "left"
    while table.selected != index:
        await pilot.press(step)


async def play_card(pilot: Pilot, card: str, colour: str | None = "r") -> None:
    """Select `card` in the shown hand, press Enter; answer the colour prompt if any
    (colour None: leave the prompt open)."""
    app = pilot.app
    table = app.screen
    assert isinstance(table, TableScreen)
    await select_card(pilot, app.game.hand(table.seat).index(card))
    await pilot.press("enter")
    await pilot.pause()
    if colour and isinstance(app.screen, ColourModal):
        await pilot.press(colour)
        await pilot.pause()


async def confirm_handoff(pilot: Pilot, seat: int | None = None) -> None:
    app = pilot.app
    assert isinstance(app.screen, HandoffScreen), type(app.screen).__name__
    if seat is not None:
        assert app.screen.seat == seat
    await pilot.press("enter")
    await pilot.pause()


def region_text(strips, widget) -> str:
    """The on-screen text inside one widget's region."""
    region = widget.region
    return "\n".join(
        strips[y].crop(region.x, region.right).text for y in range(region.y, region.bottom)
    )


@cache
def sentences(event, names: tuple[str, ...]) -> tuple[str | None, tuple[str, ...]]:
    """The public sentence of an event and the sentences only some seat may read."""
    public = describe(event, list(names), None)
    private = {describe(event, list(names), seat) for seat in range(len(names))}
    return public, tuple(p for p in private if p is not None and p != public)


def assert_handoff_public(app) -> None:
    """No card of any hand and no private sentence on a hand-off screen.

    Outside the log and the toasts no card label may appear at all; the log and the
    toasts may only hold the engine's public sentences (viewer None)."""
    screen = app.screen
    assert isinstance(screen, HandoffScreen)
    assert not list(screen.query(CardView)) and not list(screen.query(HandView))
    game = app.game
    strips = screen._compositor.render_strips()
    text = "\n".join(strip.text for strip in strips)
    widgets = [w for w in screen.query("#handoff-box, #race, SeatsView, #handoff-piles")]
    fixed_text = "\n".join(region_text(strips, w) for w in widgets if w.display)
    for seat in range(len(game.players)):
        for card in game.hand(seat):
            assert card_label(card) not in fixed_text, (card, fixed_text)
    events = [e for _, e in app.entries]  # every event of the game, all rounds
    names = tuple(game.players)
    public = {sentences(e, names)[0] for e in events}
    log = screen.query_one(EventLog).sentences
    assert all(line in public or line.startswith("— Round") for line in log), log
    for note in app._notifications:
        if note.title in ("Not allowed", "Special card") or "again" in note.message:
            rest = note.message if note.title == "Special card" else ""
            for line in sorted((p for p in public if p), key=len, reverse=True):
                rest = rest.replace(line, "")
            assert not rest.strip(), rest  # a special card's toast: public sentences only
        else:
            assert note.message in public, note.message
    for event in events:
        for private in sentences(event, names)[1]:
            if private not in public:
                assert private not in text, private


async def take_turn(pilot: Pilot, call_uno: bool = True, on_handoff=None) -> str:
    """One step of a simple player: returns the name of the screen handled."""
    app = pilot.app
    screen = app.screen
    name = type(screen).__name__
    if isinstance(screen, HandoffScreen):
        if on_handoff:
            on_handoff(app)
        await pilot.press("enter")
    elif isinstance(screen, PlayOrKeepModal):
        await pilot.press("p")
    elif isinstance(screen, ChallengeModal):
        await pilot.press("a")
    elif isinstance(screen, ColourModal):
        await pilot.press(screen.choices[0][0])
    elif isinstance(screen, (RevealModal,)):
        await pilot.press("enter")
    elif isinstance(screen, SeatPicker) or type(screen).__name__ == "JumpInModal":
        await pilot.press("escape")
    elif isinstance(screen, TableScreen):
        game = app.game
        legal = game.legal_moves()
        plays = [m for m in legal if m.startswith("play ")]
        if call_uno and ("uno" in legal or "pageone" in legal):
            await pilot.press("u")
        elif game.phase in ("out",) or (not plays and "accept" in legal):
            await pilot.press("a")
        elif plays:
            card = plays[0].split()[1]
            await select_card(pilot, game.hand(screen.seat).index(card))
            await pilot.press("enter")
        else:
            await pilot.press("d")
    elif isinstance(screen, RoundOverScreen):
        await pilot.press("enter")
    elif isinstance(screen, GameOverScreen):
        return name
    else:
        raise AssertionError(f"unexpected screen {name}")
    await pilot.pause()
    return name


def policy_move(game, step: int) -> tuple[str, int | None]:
    """A simple player for long games: (move, by). Sometimes forgets UNO, catches,
    calls UNO late, challenges, keeps a drawn card."""
    if game.catchable:
        target = game.catchable[0]
        if step % 3 == 0:
            return "uno", target
        if step % 3 == 1:
            return f"catch {target}", (target + 1) % len(game.players)
    legal = game.legal_moves()
    if "challenge" in legal:
        return ("challenge" if step % 2 else "accept"), None
    if "uno" in legal and step % 4:
        return "uno", None
    plays = [m for m in legal if m.startswith("play ") and not m.endswith(" uno")]
    if "keep" in legal and step % 5 == 0:
        return "keep", None
    colours = [m for m in legal if m.startswith("colour ")]
    if colours:
        return colours[step % len(colours)], None
    if plays:
        return plays[step % len(plays)], None
    return "draw", None
