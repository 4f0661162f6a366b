"""Helpers that play the app through its real screens with the keyboard."""

from __future__ import annotations

import re
from functools import cache

from textual.geometry import Region
from textual.pilot import Pilot
from textual.strip import Strip
from textual.widgets import OptionList

from uno_tui.app.cards import card_label
from uno_tui.app.screens.challenge import ChallengeModal
from uno_tui.app.screens.colour import ColourModal
from uno_tui.app.screens.drawn import PlayOrKeepModal
from uno_tui.app.screens.drew import DrewModal
from uno_tui.app.screens.game_over import GameOverScreen
from uno_tui.app.screens.handoff import HandoffScreen
from uno_tui.app.screens.reveal import RevealModal
from uno_tui.app.screens.round_over import RoundOverScreen
from uno_tui.app.screens.seat_picker import SeatPicker
from uno_tui.app.screens.table import TableScreen
from uno_tui.app.widgets.button_row import ButtonRow
from uno_tui.app.widgets.card import CardView, key_for
from uno_tui.app.widgets.event_log import EventLog, log_line, visible_lines
from uno_tui.app.widgets.hand import CARD_WIDTH, GUTTER, HandView
from uno_tui.app.widgets.key_bar import KeyBar
from uno_tui.app.widgets.notice import Notice
from uno_tui.app.widgets.piles import GAP, BigPiles


def screen_strips(app) -> list[Strip]:
    """The lines on screen now (every layer, toasts included), painted from the public
    lines of each shown widget (`Widget.render_lines`, from Textual's render cache) at
    its place, clipped by its containers; parents first, higher layers last. Public
    API only, ~1 ms a call; scrollbars are not drawn."""
    screen = app.screen
    width, height = screen.size
    canvas = [Strip.blank(width) for _ in range(height)]
    layers = screen.styles.layers
    shown = [w for w in screen.walk_children(with_self=True) if w.display and w.visible]
    order = {w: i for i, w in enumerate(shown)}
    rank = {name: i for i, name in enumerate(layers)}

    def overlaid(widget) -> bool:  # on a layer of its own (toasts): on top, not clipped
        return any(p.styles.layer for p in widget.ancestors_with_self[:-2])

    def paint_order(widget) -> tuple:
        return (overlaid(widget), rank.get(widget.styles.layer, 0), order[widget])

    for widget in sorted(shown, key=paint_order):
        region = widget.region
        clip = region.intersection(screen.region)
        if widget is not screen and not overlaid(widget):
            for parent in widget.ancestors:
                if parent is screen:
                    break
                clip = clip.intersection(parent.region)
        if not clip:
            continue
        lines = widget.render_lines(Region(0, 0, region.width, region.height))
        for y in range(clip.y, clip.bottom):
            line = lines[y - region.y].crop(clip.x - region.x, clip.right - region.x)
            row = canvas[y]
            canvas[y] = Strip.join([row.crop(0, clip.x), line, row.crop(clip.right, width)])
    return canvas


def screen_text(app) -> str:
    """The text on screen now (every layer, toasts included)."""
    return "\n".join(strip.text for strip in screen_strips(app))


def widget_text(app, widget) -> str:
    """The text on screen inside one widget's region."""
    return region_text(screen_strips(app), widget)


async def help_keys_text(pilot: Pilot) -> str:
    """Help's list of keys as it reads on screen (its last part: scrolled to)."""
    await pilot.press("end")
    await pilot.pause()
    return widget_text(pilot.app, pilot.app.screen.query_one("#help-keys"))


async def select_card(pilot: Pilot, index: int) -> None:
    """Pick card `index` of the seat's hand as the game holds it (as dealt), with a
    number key where the table shows it (sorted), or with the arrows beyond ten."""
    table = pilot.app.screen
    card = pilot.app.game.hand(table.seat)[index]
    shown = table.shown_hand  # (a card drawn face down is shown last, as "?")
    index = shown.index(card) if card in shown else len(shown) - 1
    key = key_for(index)
    if key:
        await pilot.press(key)
        return
    size = len(pilot.app.game.hand(table.seat))
    step = "right" if (index - table.selected) % size <= size // 2 else "left"
    while table.selected != index:
        await pilot.press(step)


async def click_card(pilot: Pilot, index: int, hand: str = "#hand") -> None:
    """Click card `index` of a shown hand, in the middle of its box."""
    view = pilot.app.screen.query_one(hand, HandView)
    view.show_card(index)
    await pilot.pause()
    row, column = divmod(index, view.columns)
    content = view.content_region.offset - view.region.offset
    x = content.x + column * (CARD_WIDTH + GUTTER) + CARD_WIDTH // 2
    y = content.y + row * view.card_height + view.card_height // 2 - view.scroll_offset.y
    await pilot.click(view, offset=(x, y))


async def click_pile(pilot: Pilot, pile: str = "draw") -> None:
    """Click the middle of the table's big `pile` ("draw" or "discard")."""
    view = pilot.app.screen.query_one(BigPiles)
    assert view.view is not None
    pad, w, h = view.placed(view.info(view.view))
    content = view.content_region.offset - view.region.offset
    x = content.x + pad + (w + GAP if pile == "draw" else 0) + w // 2
    await pilot.click(view, offset=(x, content.y + h // 2))


async def click_button(pilot: Pilot, name: str) -> None:
    """Click the table's button `name` ("draw", "pass", "call-first", ...)."""
    row = pilot.app.screen.query_one(ButtonRow)
    spot = row.spot(name)
    assert spot is not None, f"no {name} button shown"
    await pilot.click(row, offset=(spot.start + 1, 0))


async def click_again(pilot: Pilot, selector: str) -> None:
    """Click the button `selector` again, as a person does: once its light from the last
    click is out (Textual ignores a click on a button still "-active", which a busy
    machine keeps lit longer than its 0.2 s)."""
    button = pilot.app.screen.query_one(selector)
    for _ in range(100):
        if not button.has_class("-active"):
            break
        await pilot.pause(0.05)
    await pilot.click(selector)


async def click_key(pilot: Pilot, key: str) -> None:
    """Click the key `key` ("enter", "d", ...) on the screen's key bar."""
    bar = pilot.app.screen.query_one(KeyBar)
    place = next((k for k in bar.keys if k.key == key), None)
    assert place is not None, f"no {key} key on the bar"
    await pilot.click(bar, offset=(place.start + 1, 0))


async def click_option(pilot: Pilot, index: int, selector: str = "OptionList") -> None:
    """Click answer `index` of a shown option list, on a line the screen draws it on."""
    view = pilot.app.screen.query_one(selector, OptionList)
    region = view.content_region
    for y in range(region.y, region.bottom):
        if pilot.app.screen.get_style_at(region.x + 1, y).meta.get("option") == index:
            await pilot.click(view, offset=(region.x - view.region.x + 1, y - view.region.y))
            return
    raise AssertionError(f"option {index} is not on screen")


async def click_footer_key(pilot: Pilot, action: str) -> None:
    """Click the key of the screen's key bar (or footer) that runs `action` ("close",
    "step(1)", ...)."""
    screen = pilot.app.screen
    keys = [key for key in screen.query("FooterKey") if key.action == action]
    if keys:
        await pilot.click(keys[0])
        return
    bindings = {key: b for key, (_n, b, _e, _t) in screen.active_bindings.items()}
    bar = screen.query_one(KeyBar)
    place = next((k for k in bar.keys if bindings[k.key].action == action), None)
    assert place is not None, f"no key bar key for {action}"
    await pilot.click(bar, offset=(place.start + 1, 0))


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
    """Enter on the hand-off, then a look at the table it shows (look_at_table)."""
    app = pilot.app
    assert isinstance(app.screen, HandoffScreen), type(app.screen).__name__
    if seat is not None:
        assert app.screen.seat == seat
    await pilot.press("enter")
    await pilot.pause()
    await look_at_table(pilot)


async def challenge_asked(pilot: Pilot, card: str, colour: str = "g") -> None:
    """Seat 0 plays `card` (a wild that may be challenged, declaring `colour`) and seat
    1, handed the keyboard, is asked whether to challenge it."""
    await confirm_handoff(pilot, 0)
    await play_card(pilot, card, colour=colour)
    await confirm_handoff(pilot, 1)
    assert isinstance(pilot.app.screen, ChallengeModal)


async def look_at_table(pilot: Pilot) -> None:
    """The player looks at the table on screen before the next key: what its SEEN
    seconds on screen do, at once (a table just handed over, or changed by another
    seat's move, takes no move before: TableScreen.not_seen_yet)."""
    table = pilot.app.screen
    if isinstance(table, TableScreen) and table.unseen:
        table.now_seen(table.sight)
        await pilot.pause()


def seat_names_shown(text: str) -> list[str]:
    """The names in a seats table's text (widget_text of the seats), as shown (cut or
    whole), in the order of its lines: each line's entries are split where two spaces
    or more stand (the turn's mark ▶ taken off, the card counts and calls left out);
    the heading line is passed over. For names without two spaces in a row."""
    names = []
    for line in text.splitlines()[1:]:
        if line.strip().startswith("─"):  # (the box's border)
            continue
        for entry in re.split(r" {2,}", line.replace("▶", " ")):
            if entry.strip() and not re.fullmatch(r"[\d/]+|UNO!|.* out", entry.strip()):
                names.append(entry.strip())
    return names


def shows_label(text: str, label: str) -> bool:
    """Whether `label` stands in `text` as a card's label ("Wild", not the start of
    "Wild +4")."""
    return re.search(rf"(?<!\S){re.escape(label)}(?![^\s·,.]| \+)", text) is not None


def region_text(strips, widget) -> str:
    """The on-screen text inside one widget's region (the part its containers show: a
    widget in a scrolled panel may reach below the screen)."""
    region = widget.screen.find_widget(widget).visible_region
    return "\n".join(
        strips[y].crop(region.x, region.right).text for y in range(region.y, region.bottom)
    )


@cache
def sentences(event, names: tuple[str, ...], rules=None) -> tuple[str | None, tuple[str, ...]]:
    """The public sentence of an event and the sentences only some seat may read."""
    public = log_line(event, list(names), None, rules)
    private = {log_line(event, list(names), seat, rules) for seat in range(len(names))}
    return public, tuple(p for p in private if p is not None and p != public)


def assert_handoff_public(app) -> None:
    """No card of any hand and no private sentence on a hand-off screen.

    Outside the log no card label may appear at all; the log may only hold the
    public sentences (viewer None); the game puts no toast up."""
    screen = app.screen
    assert isinstance(screen, HandoffScreen)
    assert not list(screen.query(CardView)) and not list(screen.query(HandView))
    game = app.game
    strips = screen_strips(app)
    text = "\n".join(strip.text for strip in strips)
    widgets = [w for w in screen.query("#handoff-box, #race, SeatsView, #handoff-piles")]
    fixed_text = "\n".join(region_text(strips, w) for w in widgets if w.display)
    # Public: the top card (the same label in a hand tells nothing) and, in UNO FLIP!,
    # the other face of every card; private: each card's face in play.
    side = game.side
    top = card_label(game.top, side=side)
    for seat in range(len(game.players)):
        for card in game.hand(seat):
            if card_label(card, side=side) != top:
                assert not shows_label(fixed_text, card_label(card, side=side)), (card, fixed_text)
    events = [e for _, e in app.entries]  # every event of the game, all rounds
    names = tuple(game.players)
    # (as the log tells them: a FLIP! card by its face on the side then in play)
    public = set(visible_lines(app.entries, list(names), None, 10**6, game.rules))
    log = screen.query_one(EventLog).sentences
    assert all(line in public or line.startswith("— Round") for line in log), log
    assert not toast_texts(app), toast_texts(app)  # game news is in the log, not in toasts
    for event in events:
        for private in sentences(event, names, game.rules)[1]:
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
    elif isinstance(screen, (RevealModal, DrewModal)):
        await pilot.press("enter")
    elif isinstance(screen, SeatPicker) or type(screen).__name__ == "JumpInModal":
        await pilot.press("escape")
    elif isinstance(screen, TableScreen):
        game = app.game
        legal = game.legal_move_values()
        plays = [m for m in legal if m.startswith("play ")]
        if call_uno and ("uno" in legal or "pageone" in legal):
            await pilot.press("u")
        elif game.phase in ("out",) or (not plays and "accept" in legal):
            await pilot.press("a")
        elif plays:
            card = plays[0].move.cards[0]  # (its whole text: FLIP! lists 'play R5' for R5/O7)
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
    await look_at_table(pilot)
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


def toast_texts(app) -> list[str]:
    """The toasts on screen now, found through the public widget query."""
    return [str(toast.render()) for toast in app.screen.query("Toast")]


def notice_text(screen) -> str:
    """The screen's notice line ("" when nothing is said)."""
    return "".join(n.plain for n in screen.query(Notice) if n.has_class("-shown"))


def hand_labels(game) -> set[str]:
    """Labels of the coloured cards in any hand (a wild's label is also a rule word)."""
    return {
        card_label(card)
        for seat in range(len(game.players))
        for card in game.hand(seat)
        if " " in card_label(card)
    }


def assert_shared_public(app) -> None:
    """A shared screen shows no card that is in a hand: no toast, and outside the
    round-over table (where hands are public) no card label at all."""
    screen = app.screen
    labels = hand_labels(app.game)
    # Game news is in the logs, refusals on the table's own notice: no toast at all
    # (run the app with `run_test(notifications=True)`, or toasts are never shown).
    assert not toast_texts(app), toast_texts(app)
    if isinstance(screen, HandoffScreen):
        assert_handoff_public(app)
    elif not isinstance(screen, RoundOverScreen):
        text = screen_text(app)
        assert not any(label in text for label in labels), (type(screen).__name__, text)


SHARED = (HandoffScreen, RoundOverScreen, GameOverScreen)


async def random_step(pilot: Pilot, rng) -> str:
    """One step of a careless, curious player, chosen by `rng`: wrong cards tried,
    UNO forgotten, catches with nobody to catch, the scoreboard and help opened on
    shared screens. Returns the name of the screen handled."""
    app = pilot.app
    screen = app.screen
    name = type(screen).__name__
    game = app.game
    if isinstance(screen, SHARED):
        assert_shared_public(app)
        for key in ("s", "question_mark"):
            if rng.random() < 0.1 and not isinstance(screen, GameOverScreen):
                await pilot.press(key)
                await pilot.pause()
                assert_shared_public(app)  # the scoreboard or help over a shared screen
                await pilot.press("escape")
                await pilot.pause()
        if isinstance(screen, GameOverScreen):
            return name
        if isinstance(screen, HandoffScreen) and rng.random() < 0.15:
            await pilot.press("c")
            await pilot.pause()
            if app.screen is not screen:
                await pilot.press("escape")
                await pilot.pause()
            assert_shared_public(app)
        await pilot.press(
            "a" if isinstance(screen, HandoffScreen) and game.phase == "out" else "enter"
        )
    elif isinstance(screen, TableScreen):
        legal = game.legal_moves(by=screen.seat)
        hand = game.hand(screen.seat)
        plays = [m for m in legal if m.startswith("play ")]
        unplayable = [i for i, c in enumerate(hand) if not any(p.split()[1] == c for p in plays)]
        roll = rng.random()
        if ("uno" in legal or "pageone" in legal) and roll < 0.6:
            await pilot.press("u")
        elif game.phase == "out" or (not plays and "accept" in legal):
            await pilot.press("a")
        elif unplayable and roll < 0.2 and game.phase == "play":
            await select_card(pilot, rng.choice(unplayable))  # refused: names the card
            await pilot.press("enter")
        elif plays and roll < 0.9:
            card = rng.choice(plays).split()[1]
            await select_card(pilot, hand.index(card))
            await pilot.press("enter")
        else:
            await pilot.press("d")
    elif isinstance(screen, PlayOrKeepModal):
        await pilot.press(rng.choice("pk"))
    elif isinstance(screen, ChallengeModal):
        await pilot.press(rng.choice("xa"))
    elif isinstance(screen, ColourModal):
        await pilot.press(str(rng.randrange(len(screen.choices)) + 1))
    elif isinstance(screen, RevealModal):
        await pilot.press("enter")
    elif isinstance(screen, SeatPicker):
        await pilot.press(rng.choice(["1", "2", "escape"]))
    else:  # gamble, jump-in, doubt, a ruleset's other questions: the first answer or none
        await pilot.press(rng.choice(["1", "escape"]))
    await pilot.pause()
    await look_at_table(pilot)
    return name
