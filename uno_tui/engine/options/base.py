"""What a house-rule option declares (the counterpart of effects/base.py's `Effect`).

An `Option` is a value: the ruleset keys it owns, when it is on, its plain-language
sentences (the help screen), why it cannot go with the other options, the hook
points the core runs it at, whether it keeps the fast paths off, the move kinds it
adds and the per-round state it needs. The game resolves the enabled options' hooks
once per game (Game._resolve) and calls them through plain lists; the core never
names an option. To add an option: write its module, declaring one `Option`, and
add it to `OPTIONS` in registry.py.

The hook points (each optional; the core runs every enabled option's, in registry order):

- `after_play(game, p, events)`: after a play has been made and its effects applied
  (H-bomb, H-forced-draw). Using it turns the quick play off.
- `hands_changed(game, seat, events)`: after a hand was dealt or changed hands (a swap,
  a rotation, a Snorlax): H-forced-draw.
- `after_draw(game, by, drawn, events, playable) -> drawn`: after a draw in turn, the
  card the turn goes on with (H-draw-until). Using it turns the quick draw off.
- `draws_stacked(game, draws, chain) -> draws`: what `draws` cards played onto a
  pending `chain` add to it (H-revenge).
- `skips_due(game, p, skips, chain_skips, events) -> bool`: a play skips players; True
  when the option has dealt with them (H-skip-stack), else the core skips them.
- `victim_plays(game, victim, face) -> bool`: whether the player who just took a
  draw of this face plays on instead of losing the turn (draw_victim_plays).
- `round_deltas(game, points, winner) -> deltas`: the round's score changes instead of
  the scoring's (H-team; points: each seat's hand, None if out of the game).
- `round_end(game, winner, events)`: a round was won, after scoring (H-elimination).
- `winners(game, seat) -> seats`: who wins together with `seat` (H-team: partners).
- `new_round(game, dealer, events) -> dealer`: before the next round is dealt
  (H-shuffle-seats).
- `after_move(game) -> events`: after every move (the Mercy rule settles a knock-out).

Legality and listing (each answers for the core, which knows no option's rule):

- `draw_refused(game, by) -> Refusal | None`: why the player due may not draw by
  choice (H-hand-limit); with nothing playable they pass instead.
- `target_problem(game, by, target) -> Refusal | None`: why a play may not name
  this player (H-team: not a partner).
- `going_out_problem(game, by, cards) -> Refusal | None`: why these cards may not be
  the last ones played (H-finish; T2 stock owed).
- `gone_out(game, p, cards, called, events) -> bool`: a player played their last
  cards; True when a penalty gives them cards again (H-finish, H-two-card-finish).
- `one_left(game, p, events)`: a play left one card (last_card_action_penalty).
- `group_problem(game, cards) -> Refusal | None`: why these cards may not be played
  together; without an option that has it, a group is refused (H-multi).
- `more_plays(game, by) -> moves`: plays the option adds for the player due in phase
  "play", listed after the one-card plays (H-multi's groups); `moves_due(game, by)`:
  other moves for them, listed after the draw (H-facedown's passes);
  `moves_others(game, by)`: moves for any seat not due (H-jump-in).

And the draw: `give(game, seat, count, owe) -> events` replaces how a seat is given
cards (the T2 stock, the Mercy rule); at most one option may (Game._resolve).

`moves` maps move kinds the option adds to their handlers (Game.move dispatches them
whether the option is on or not: a handler refuses when it is off).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NamedTuple, TypeAlias

if TYPE_CHECKING:
    from ..events import Event
    from ..moves import Move
    from ..refusals import Refusal
    from ..ruleset import Ruleset
    from ..state import State


@dataclass(frozen=True)
class When:
    """A sentence entry said only when `test(rules)` holds (see `Entry`)."""

    test: Callable[[Ruleset], bool]
    entry: Entry


# One option key's sentence (ruleset/sentences.py says it):
# - a template, said when the key is set (true, non-zero, non-empty), filled in with
#   the rules as `r` ("{r.hand_size}");
# - a function of the rules, for what a template cannot say; also said when set;
# - a table value -> template, or -> a When or a tuple of entries (a key 0 speaks
#   for an unset number);
# - `When(test, entry)`: the entry, said only when the test holds;
# - a tuple of entries: the first that says something.
Entry: TypeAlias = (
    "str | Mapping[Any, str | When | tuple[Entry, ...]] | When | tuple[Entry, ...] "
    "| Callable[[Ruleset], str]"
)

Conflicts = Callable[["Ruleset"], "str | None"]
Playable = Callable[["State", int, str], bool]
AfterPlay = Callable[["State", int, "list[Event]"], None]
HandsChanged = Callable[["State", int, "list[Event]"], None]
AfterDraw = Callable[["State", int, str, "list[Event]", Playable], str]
DrawsStacked = Callable[["State", int, int], int]
SkipsDue = Callable[["State", int, int, int, "list[Event]"], bool]
VictimPlays = Callable[["State", int, "str | None"], bool]
RoundDeltas = Callable[["State", "list[int | None]", int], "list[int]"]
RoundEnd = Callable[["State", int, "list[Event]"], None]
Winners = Callable[["State", int], "tuple[int, ...]"]
NewRound = Callable[["State", int, "list[Event]"], int]
AfterMove = Callable[["State"], "list[Event]"]
MoveHandler = Callable[["State", "Move", int], "list[Event]"]
DrawRefused = Callable[["State", int], "Refusal | None"]
TargetProblem = Callable[["State", int, int], "Refusal | None"]
GoingOutProblem = Callable[["State", int, "tuple[str, ...]"], "Refusal | None"]
GoneOut = Callable[["State", int, "tuple[str, ...]", bool, "list[Event]"], bool]
OneLeft = Callable[["State", int, "list[Event]"], None]
ListMoves = Callable[["State", int], "list[str]"]
GroupProblem = Callable[["State", "tuple[str, ...]"], "Refusal | None"]
Give = Callable[["State", int, int, bool], "list[Event]"]

HOOKS = (
    "after_play",
    "hands_changed",
    "after_draw",
    "draws_stacked",
    "skips_due",
    "victim_plays",
    "round_deltas",
    "round_end",
    "winners",
    "new_round",
    "after_move",
    "draw_refused",
    "target_problem",
    "going_out_problem",
    "gone_out",
    "one_left",
    "group_problem",
    "more_plays",
    "moves_due",
    "moves_others",
)


def _set(value: object) -> bool:
    return bool(value) and value != "none"


_NONE: Mapping[str, Any] = MappingProxyType({})


class Option(NamedTuple):
    # (a NamedTuple, not a dataclass: made in a tenth of the time, at every start-up)
    name: str  # the registry key
    keys: tuple[str, ...]  # the Ruleset fields it owns (each field: one option, or the core)
    # Its sentences, key -> entry, said in the order of the Ruleset's fields.
    sentences: Mapping[str, Entry] = _NONE
    # Why it cannot go with the other options set, or None (RULES 5: refused at load time).
    conflicts: Conflicts | None = None
    # When its hooks run: by default when its first key is set (true, non-zero,
    # non-empty, not "none").
    when: Callable[[Ruleset], bool] | None = None
    # The hook points it uses (see the module docstring).
    after_play: AfterPlay | None = None
    hands_changed: HandsChanged | None = None
    after_draw: AfterDraw | None = None
    draws_stacked: DrawsStacked | None = None
    skips_due: SkipsDue | None = None
    victim_plays: VictimPlays | None = None
    round_deltas: RoundDeltas | None = None
    round_end: RoundEnd | None = None
    winners: Winners | None = None
    new_round: NewRound | None = None
    after_move: AfterMove | None = None
    draw_refused: DrawRefused | None = None
    target_problem: TargetProblem | None = None
    going_out_problem: GoingOutProblem | None = None
    gone_out: GoneOut | None = None
    one_left: OneLeft | None = None
    group_problem: GroupProblem | None = None
    more_plays: ListMoves | None = None
    moves_due: ListMoves | None = None
    moves_others: ListMoves | None = None
    give: Give | None = None  # (not a hook point: one strategy, see the docstring)
    # Move kinds it adds, kind -> handler.
    moves: Mapping[str, MoveHandler] = _NONE
    # It changes a draw in turn inside the core's draw (the hand limit, a blind draw,
    # the T2 stock, the Mercy rule's count): the quick draw stays off while it is on.
    slow_draws: bool = False
    # The sentences of the refusals it names, code -> sentence (marked N_): registering
    # the option adds them to refusals.REFUSALS.
    refusals: Mapping[str, str] = _NONE
    # Per-round state it needs, made at each deal: kept in `State._option_state[name]`.
    round_state: Callable[[State], object] | None = None

    def enabled(self, rules: Ruleset) -> bool:
        """Whether the option is on under `rules` (its hooks run)."""
        if self.when is not None:
            return self.when(rules)
        return _set(getattr(rules, self.keys[0]))

    def hooks(self) -> tuple[str, ...]:
        """The names of the hook points it uses."""
        return tuple(h for h in HOOKS if getattr(self, h) is not None)

    def quick_plays_off(self, rules: Ruleset) -> bool:
        """Whether it keeps the quick play (a plain number, no effects weighed) off."""
        return self.after_play is not None and self.enabled(rules)

    def quick_draws_off(self, rules: Ruleset) -> bool:
        """Whether it keeps the quick draw (one card, nothing else weighed) off."""
        drawing = (self.after_draw, self.draw_refused, self.give)
        slow = self.slow_draws or any(hook is not None for hook in drawing)
        return slow and self.enabled(rules)


def option_state(game: State, name: str) -> Any:
    """The per-round state of option `name` in `game` (its `round_state`'s value)."""
    return game._option_state[name]
