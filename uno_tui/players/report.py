"""The simulator's figures as Rich tables and a terminal chart."""

from __future__ import annotations

from collections import Counter

from rich.cells import cell_len
from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from uno_tui import level_word
from uno_tui.language import N_, _, decimal, ngettext, percent

from .simulate import Summary
from .table import FIRED

# The figures per game and round, by their key in the summary (the label is shown).
FIGURES = {
    "rounds_per_game": N_("rounds per game"),
    "moves_per_round": N_("moves per round"),
    "cards_drawn_per_round": N_("cards drawn per round"),
    "points_per_round": N_("points per round"),
}
# Words of the fired-rules table that are not event kinds.
SHOWN_WORDS = {*FIRED.values(), N_("stacks")}
# The other events the table counts (by kind: the simulator keeps the engine's word).
EVENT_WORDS = {
    "all-hit": N_("All Hit+2 Gambles"),
    "bomb": N_("bombs"),
    "change": N_("Changes"),
    "change-hand": N_("old hands put under the pile"),
    "choose": N_("Gamble choices"),
    "counter": N_("Counters"),
    "discard": N_("discards"),
    "discard-all": N_("Discard Alls"),
    "doubt-result": N_("doubts that cost 4 cards"),
    "eliminated": N_("players out at the penalty limit"),
    "gamble-as": N_("Gambles played as a card"),
    "hand-under": N_("cards put under the pile"),
    "handicap": N_("handicaps dealt"),
    "knocked-out": N_("players out by the Mercy rule"),
    "last-standing": N_("rounds won by the last one standing"),
    "owe": N_("stock owed"),
    "roulette": N_("Colour Roulettes"),
    "stock-paid": N_("owed stock drawn"),
    "take-back": N_("cards taken back after a challenge"),
    "time-out": N_("turns timed out"),
    "time-up": N_("rounds timed out"),
    "turn-over": N_("Flips"),
    "turn-up": N_("Hit+? cards turned up"),
    "undo": N_("plays taken back"),
}


def render(summaries: list[Summary]) -> Group:
    """Tables (one column per ruleset when comparing) and the round-length chart."""
    parts = [seats_table(s) for s in summaries]
    parts.append(figures_table(summaries))
    parts.append(fired_table(summaries))
    parts.append(times_table(summaries))
    parts += [round_length_chart(s) for s in summaries]
    return Group(*parts)


def seats_table(summary: Summary) -> Table:
    title = ngettext(
        "Wins under {ruleset} ({games} game)", "Wins under {ruleset} ({games} games)", summary.games
    ).format(ruleset=summary.ruleset, games=summary.games)
    table = titled(title)
    table.add_column(_("Seat"), justify="right")
    table.add_column(_("Level"))
    table.add_column(_("Wins"), justify="right")
    table.add_column(_("Win rate"), justify="right")
    table.add_column(_("95% interval"), justify="right")
    for row in summary.seats():
        lo, hi = row["ci95"]
        table.add_row(
            str(row["seat"] + 1),  # (seats count from 1, as --seat-level has them)
            level_word(row["level"]),
            str(row["wins"]),
            percent(row["win_rate"], 1),
            f"{percent(lo, 1)} – {percent(hi, 1)}",
        )
    return table


def titled(title: str) -> Table:
    """A table at least as wide as its title, which would otherwise wrap over the
    narrow table below it."""
    return Table(title=title, title_justify="left", min_width=cell_len(title))


def _by_ruleset(title: str, summaries: list[Summary]) -> Table:
    """A table with a column of labels and one column per ruleset compared."""
    table = titled(title)
    table.add_column("")
    for s in summaries:
        table.add_column(s.ruleset, justify="right")
    return table


def figures_table(summaries: list[Summary]) -> Table:
    table = _by_ruleset(_("Per game and per round (mean / median / max)"), summaries)
    figures = [s.figures() for s in summaries]
    for key, label in FIGURES.items():
        table.add_row(_(label), *(_mmm(f[key]) for f in figures))
    table.add_row(_("longest draw stack"), *(str(f["longest_draw_stack"]) for f in figures))
    return table


def fired_table(summaries: list[Summary]) -> Table:
    table = _by_ruleset(_("How often each rule fired (per round)"), summaries)
    figures = [s.figures() for s in summaries]
    for key in ("rules_fired_per_round", "special_cards_per_round"):
        names = sorted({name for f in figures for name in f[key]})
        for name in names:
            if key == "special_cards_per_round":  # an effect: named as its card reads
                label = _("plays of {card}").format(card=effect_card(name))
            elif name in EVENT_WORDS:
                label = _(EVENT_WORDS[name])
            else:  # a rule's word (a kind no word was found for: as it is)
                label = _(name) if name in SHOWN_WORDS else name
            table.add_row(label, *(decimal(f[key].get(name, 0), 3) for f in figures))
    return table


def effect_card(word: str) -> str:
    """A card effect's word ("skip-all") as its cards read ("Skip All"; a wild's name,
    "Wild Rev +4"), in the language in use; the word itself for an effect of no face."""
    from uno_tui.engine.cards import shown_face, shown_wild
    from uno_tui.engine.effects import EFFECTS

    effect = EFFECTS.get(word)
    if effect is None or effect.face is None:
        return word
    if effect.wild:
        return shown_wild(effect.face) or word
    return shown_face(effect.face)


def times_table(summaries: list[Summary]) -> Table:
    """How long each level took to choose a move in its turn (this machine, this run)."""
    table = titled(_("Decision time per move in turn (ms)"))
    table.add_column(_("Ruleset"))
    table.add_column(_("Level"))
    for heading in (_("Decisions"), _("Median"), _("95th percentile")):
        table.add_column(heading, justify="right")
    for s in summaries:
        for level, t in s.decision_times().items():
            table.add_row(
                s.ruleset,
                level_word(level),
                str(t["decisions"]),
                decimal(t["median_ms"], 2),
                decimal(t["p95_ms"], 2),
            )
    return table


def round_length_chart(summary: Summary, width: int = 40, bins: int = 12) -> Table:
    """A histogram of moves per round, as bars of block characters."""
    table = Table(
        title=_("Round lengths under {ruleset} (moves per round)").format(ruleset=summary.ruleset),
        title_justify="left",
        show_header=False,
        box=None,
    )
    moves = summary.round_moves
    if not moves:
        return table
    lo, hi = min(moves), max(moves)
    step = max(1, -(-(hi - lo + 1) // bins))
    counts = Counter((m - lo) // step for m in moves)
    most = max(counts.values())
    for b in range(max(counts) + 1):
        start = lo + b * step
        bar = "█" * round(width * counts[b] / most)
        table.add_row(f"{start:>4}–{start + step - 1:<4}", Text(bar, style="cyan"), str(counts[b]))
    return table


def _mmm(values: dict) -> str:
    median = values["median"]
    middle = decimal(median) if median % 1 else str(int(median))  # (25, not 25.0)
    return f"{decimal(values['mean'])} / {middle} / {values['max']}"


def print_report(summaries: list[Summary], console: Console | None = None) -> None:
    (console or Console()).print(render(summaries))
