"""Base classes: every screen and modal carries the too-small notice."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from textual import events
from textual.app import ComposeResult
from textual.await_complete import AwaitComplete
from textual.binding import Binding, BindingsMap
from textual.screen import ModalScreen, Screen
from textual.widget import Widget
from textual.widgets import Button, Select

from uno_tui.language import _

from ..widgets.key_bar import KeyBar
from ..widgets.notice import Notice
from ..widgets.too_small import TooSmall, too_small

if TYPE_CHECKING:
    from ..app import UnoApp

    # For the type checker the mixin is the screen it is mixed into; at run time it
    # stays a plain class before its Textual base.
    _Screen = Screen[Any]
else:
    _Screen = object

T = TypeVar("T")


class UnoBase(_Screen):
    """What every screen and modal of the app shares: the app as `uno`, and the
    too-small notice (when the terminal is too small) above the body that subclasses
    write in `compose_body`."""

    HOLDS_COMPUTERS = False
    """Whether the computer seats wait while this screen is open (the quit question,
    help, the scores): a player who stops to read or to decide misses no move."""

    @property
    def uno(self) -> UnoApp:
        # The app is a UnoApp wherever a screen of it asks for the game (a test may host
        # the replay screen, which never does, in a plain App).
        return cast("UnoApp", self.app)

    def compose(self) -> ComposeResult:
        if too_small(self.app.size):
            yield TooSmall()
        yield from self.compose_body()

    def on_resize(self) -> None:
        """The too-small notice is made the first time the terminal is too small for this
        screen (the app's breakpoint classes show it then), not with every screen: a
        widget, even a hidden one, costs on every key and at the screen's start. (A screen
        below another is resized too when it comes back on top.)"""
        if too_small(self.app.size) and not self.query(TooSmall):
            self.mount(TooSmall(), before=0)

    def compose_body(self) -> ComposeResult:
        yield from ()

    def key_label(self, binding: Binding, description: str) -> str:
        """What the key bar says of `binding` (`description`: its own, translated): a
        screen may say it with what holds now (a name)."""
        return description

    def unused_key(self, event: events.Key) -> str | None:
        """What a printable key that no field took (a text field takes its letters) and no
        binding wants says on a form, instead of vanishing unsaid: on a closed list (a
        Select searches by letters only once open) how to choose; None when it has a use."""
        if not event.is_printable:
            return None
        active = self.active_bindings.get(event.key)  # (space opens a list, q quits)
        if active is not None and active.enabled:
            return None
        typed = event.character or event.key
        if isinstance(self.focused, Select):
            return _(
                "{key} does nothing on a closed list: Enter opens it, then type to jump."
            ).format(key=typed)
        return _("{key} does nothing now: the keys in use are at the bottom.").format(key=typed)


class UnoScreen(UnoBase, Screen):
    """A full screen."""

    ready = False
    """True once the widgets exist (set on mount)."""

    NOTICE_BEFORE: str | None = None
    """Where the notice line goes (before this widget), mounted the first time something
    is said; None: the screen composes its own. Most turns say nothing, and a widget,
    even a hidden one, costs on every key and at the screen's start."""

    def on_mount(self) -> None:
        self.ready = True
        self.shown()

    def shown(self) -> None:
        """Called each time the app makes this the main screen (and on first mount).
        A notice from the last time this screen was up is not news for whoever sees it now."""
        if self.ready:
            self.clear_notice()
            self.refresh_view()

    def tell(self, text: str, warning: bool = False) -> None:
        """Say `text` on this screen's notice line; it goes when this screen goes.
        Use this, not `app.notify`, for anything about a hand: a toast outlives the screen."""
        if self.NOTICE_BEFORE is not None and not self.query(Notice):
            self.mount(Notice(id="notice"), before=self.NOTICE_BEFORE)
        for notice in self.query(Notice):
            notice.say(text, warning)

    def tell_under(self, text: str) -> None:
        """Say `text` under what the notice line says now (a computer's move stays in
        sight), once however often it is said; a refusal there goes."""
        said = next((n.text for n in self.query(Notice) if not n.has_class("-warning")), "")
        kept = [line for line in said.split("\n") if line and line != text]
        self.tell("\n".join([*kept, text]))

    def clear_notice(self) -> None:
        for notice in self.query(Notice):
            notice.clear()

    def clear_refusal(self) -> None:
        """Take a refusal off the notice line (another sentence there stays): the player
        has moved on from it."""
        for notice in self.query(Notice):
            if notice.has_class("-warning"):
                notice.clear()

    def on_key(self, event: events.Key) -> None:
        """A printable key that does nothing here now gets one sentence on the notice
        line, not silence: what it does when it can, or that this screen has no such key.
        (It runs before the app tries the key's bindings, so it sees them as they are.)"""
        if self.NOTICE_BEFORE is None or not event.is_printable:
            return
        active = self.active_bindings.get(event.key)
        if active is not None and active.enabled:
            return
        bound = BindingsMap([*self.BINDINGS, *self.app.BINDINGS]).key_to_bindings
        named = {b.description: b for b in bound.get(event.key, ()) if b.description}
        if len(named) == 1:  # (a key with two uses, u: UNO! or Page One!, is not named)
            description, binding = named.popitem()
            key = self.app.get_key_display(binding)
            self.tell(self.not_possible(binding.action, _(description), key))
        else:
            typed = event.character or event.key
            self.tell(
                _("{key} does nothing now: the keys in use are at the bottom.").format(key=typed)
            )

    def not_possible(self, action: str, name: str, key: str) -> str:
        """What a key whose binding (`action`, shown as `name`) does nothing now says: that
        it is not possible, and why where the screen knows."""
        return _("{action} ({key}) is not possible now.").format(action=name, key=key)

    def refresh_view(self) -> None:
        """Re-read the game (data flows down from the app)."""

    def docked_band(self, modal: UnoModal[Any], top: int | None) -> None:
        """The band of `modal`, docked over this screen, now begins at screen row `top`
        (None: it is gone)."""


class UnoModal(UnoBase, ModalScreen[T]):
    """A modal question. Subclasses `dismiss` a value.

    Docked (`dock_above`), the question sits as a band across the screen just above a
    widget of the screen below (the table's status line): the hand under it stays in
    sight, not covered. Docked or centred, its keys show on a key bar of its own."""

    above: Widget | None = None
    """The widget of the screen below that the docked question sits on (None: centred)."""

    def dock_above(self, widget: Widget) -> Self:
        self.above = widget
        self.add_class("-docked")
        return self

    def compose(self) -> ComposeResult:
        yield from super().compose()
        yield KeyBar()  # its own keys, over the screen below's (which do nothing now)

    def on_mount(self) -> None:
        if self.above is not None:
            # Fitted after each layout of the screen below, not on this screen's resize:
            # that comes before the screen below is laid out again for the new size, and
            # the widget below then still has its old place (none at all, after the
            # too-small notice hid it), which put the band at the top, one row high.
            self.below = self.above.screen
            self.below.screen_layout_refresh_signal.subscribe(self, self.refit)
            # And after each layout of this one: the screen below learns where the band
            # begins (the table's log ends above it).
            self.screen_layout_refresh_signal.subscribe(self, self.band_placed)
        self.fit_dock()

    def on_unmount(self) -> None:
        if self.above is not None:
            self.below.screen_layout_refresh_signal.unsubscribe(self)
            if isinstance(self.below, UnoScreen):
                self.below.docked_band(self, None)

    def refit(self, _below: Screen[Any]) -> None:
        self.fit_dock()

    def band_placed(self, _screen: Screen[Any]) -> None:
        for dialog in self.query(".dialog")[:1]:
            band = dialog.region
            if band and isinstance(self.below, UnoScreen):  # (none: hidden, too small)
                self.below.docked_band(self, band.y)

    def fit_dock(self) -> None:
        """Place the band so that it ends where the widget below begins."""
        if self.above is None or not self.above.region:
            return  # (hidden: the terminal is too small; fitted when it is shown again)
        height = self.app.size.height
        clear = max(0, height - self.above.region.y)  # the rows the band leaves in sight
        for dialog in self.query(".dialog"):
            dialog.styles.margin = (0, 0, max(0, clear - 1), 0)  # (the key bar: 1 row)
            dialog.styles.max_height = max(3, height - clear)

    def dismiss(self, result: T | None = None) -> AwaitComplete:
        """Answer, unless the question was already taken off the screen (the game moved
        on, e.g. a computer's move brought a hand-off): a late key or click on it then
        does nothing, instead of popping the screen below."""
        if self is not self.app.screen:
            return AwaitComplete.nothing()
        return super().dismiss(result)


class NoticeModal(UnoModal[None]):
    """A modal that only tells something: its OK button (focused), or its close key,
    dismisses it (the drawn card that cannot be played, a challenged hand)."""

    def on_mount(self) -> None:
        self.query_one("#ok", Button).focus()

    def action_close(self) -> None:
        self.dismiss(None)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)
