"""`uno-tui play`: check the table asked for (`build_table`), then deal at once."""

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from uno_tui import LEVELS, MIN_SEED
from uno_tui.language import N_, _, ngettext

from .base import examples, launch, load_rules, refused, whole, whole_number, writable

if TYPE_CHECKING:
    from uno_tui.engine import Ruleset

# The ruleset option each `play` override sets, and the flag that sets it (--target sets
# the number the ruleset's game is played to: `Ruleset.target_option`).
_OVERRIDE_FLAGS = {
    "two_player_rules": "--two-player",
    "target_score": "--target",
    "target_wins": "--target",
    "penalty_limit": "--target",
    "teams": "--teams",
    "turn_seconds": "--turn-seconds",
    "round_minutes": "--round-minutes",
}


PLAY_EXAMPLES = examples(
    ("uno-tui play --name Ann --name Ben --name Cat", N_("three players, official rules")),
    ("uno-tui play --players 4 --ruleset japan-local --seed 7", N_("four players, Japanese rules")),
    ("uno-tui play -n Ann -n Ben --no-two-player --target 200", N_("a shorter game for two")),
    ("uno-tui play --ruleset ./my-rules.toml", N_("your own ruleset file")),
    ("uno-tui play -n Ann -n Ben --save ann-and-ben.json", N_("save the game in this file")),
    ("uno-tui play -n Ann --computer 3 --level hard", N_("you against three computers")),
    ("uno-tui play -n Ann -n Ben -n Cat --seat-level 3=easy", N_("Cat's seat: a computer")),
    ("uno-tui play -p 4 --teams opposite --turn-seconds 30", N_("partners, 30 seconds a turn")),
)


def computer_count(text: str | int) -> int:
    """--computer N: a count from 0; a level given instead ('-c hard') is told where a
    level goes."""
    if isinstance(text, int):  # (the default)
        return text
    if text.strip().lower() in LEVELS:
        raise typer.BadParameter(
            _(
                "{value} is a level, not a number of computer players: use "
                "'--computer 1 --level {level}', or '--seat-level SEAT={level}'"
            ).format(value=repr(text), level=text.strip().lower())
        )
    count = whole(text)
    if count is None or count < 0:
        raise typer.BadParameter(
            _("{value} is not a number of computer players: use 0, 1, 2 …").format(value=repr(text))
        )
    return count


# What --target counts, by the option it sets (Ruleset.target_option).
TARGET_WORDS = {
    "target_score": N_("the points that win the game"),
    "target_wins": N_("the round wins that win the game"),
    "penalty_limit": N_("the penalty points that put a player out"),
}

# The option that sets each part of a table (uno_tui.engine.seating.TableError.part).
_TABLE_FLAGS = {  # (players: the option that made the count; people: made the computers)
    "names": "'--name'",
    "seats": "'--seat-level'",
    "levels": "'--seat-level'",  # --level is checked on its own first
}


def ruleset_number(key: str) -> Callable[[str | int], int]:
    """The parser of a flag that sets the ruleset's whole-number option `key` (--turn-seconds,
    --round-minutes): text that is no whole number is refused with what
    the option allows; a number out of its range is refused by `build_table`, in the
    same words."""

    def parse(text: str | int) -> int:
        value = whole(text)
        if value is None:
            from uno_tui.engine.ruleset import kind_of, option_fields

            kind = kind_of(next(f for f in option_fields() if f.name == key))
            raise refused(text, kind.allowed())
        return value

    return parse


def _check_level(level: str, hint: str) -> str:
    from uno_tui.engine.seating import TableError, check_level

    try:
        return check_level(level)
    except TableError as err:
        raise typer.BadParameter(_("{problem}.").format(problem=err), param_hint=hint) from err


def build_table(
    players: int | None = None,
    names: Sequence[str] = (),
    ruleset: str | Path = "official",
    two_player: bool | None = None,
    target: int | None = None,
    seed: int | None = None,
    computers: Mapping[int, str] | None = None,
    counted_by: str | None = None,
    computers_by: str = "'--computer'",
    **options: Any,
) -> tuple["Ruleset", list[str], int | None]:
    """Check what `uno-tui play` was asked for; return (rules, names, seed).

    `players` defaults to the number of names, but at least the ruleset's
    minimum; missing and empty names become "Player 3" and so on. `two_player`
    overrides the ruleset's `two_player_rules`, `target` the number its game is
    played to (`Ruleset.target_option`: points, penalty points or round wins; refused
    where there is none), and `options` (`teams`, `turn_seconds`, `round_minutes`) those ruleset
    options; None keeps the ruleset's own value. `computers` ({seat: level}) are
    checked with the table (`uno_tui.engine.seating.seat_table`). Anything wrong
    raises typer.BadParameter naming the option at fault; a count of players refused
    is blamed on `counted_by` (say "'--computer'") when that option made the count, a
    table with no person on `computers_by` (the option that made the computers).
    """
    from uno_tui.engine import RulesetError
    from uno_tui.engine.ruleset import kind_of, option_fields
    from uno_tui.engine.seating import TableError, seat_table

    rules = load_rules(ruleset, "'--ruleset'")
    goal = rules.target_option
    if target is not None and goal is None:  # refused, not ignored
        raise typer.BadParameter(
            _("{name} has no target to set: {why}; leave --target out.").format(
                name=rules.name, why=rules.why_no_target()
            ),
            param_hint="'--target'",
        )
    asked = {"two_player_rules": two_player, goal or "target_score": target, **options}
    overrides = {key: value for key, value in asked.items() if value is not None}
    fields = {f.name: f for f in option_fields() if f.name in overrides}
    for key, value in overrides.items():  # one at a time: the error names its flag
        flag = _OVERRIDE_FLAGS[key]
        kind = kind_of(fields[key])
        try:  # a value out of range is said of the flag, not of the ruleset file's key
            kind.check(value, key)
        except RulesetError as err:
            allowed = kind.allowed()
            if key == goal:  # --target: what the number counts under these rules
                allowed = _("{allowed}: {what}").format(allowed=allowed, what=_(TARGET_WORDS[key]))
            raise refused(value, allowed, f"'{flag}'") from err
        try:
            rules = rules.with_options(**{key: value})
        except RulesetError as err:
            raise typer.BadParameter(str(err), param_hint=f"'{flag}'") from err

    # The option at fault for a count refused: the names when they make the count.
    count_hint = counted_by or ("'--name'" if players is None else "'--players'")

    def seat(names: Sequence[str], computers: Mapping[int, str] | None) -> list[str]:
        try:
            return seat_table(rules, names, computers)
        except TableError as err:
            flags = {**_TABLE_FLAGS, "players": count_hint, "people": computers_by}
            hint = flags[err.part]
            partners = err.part == "players" and overrides.get("teams") == "opposite"
            if partners and count_hint == "'--name'":  # (names count: partners are at fault)
                hint = "'--teams'"
            raise typer.BadParameter(_("{problem}.").format(problem=err), param_hint=hint) from err

    if players is not None and players < 0:  # (else it would be said as 0 seats)
        problem = rules.players_problem(players)
        raise typer.BadParameter(_("{problem}.").format(problem=problem), param_hint=count_hint)
    if players is None:
        players = max(len(names), rules.min_players)
    if len(names) > players:
        seat([""] * players, None)  # a count the rules refuse is said first
        raise typer.BadParameter(
            ngettext(
                "{names} names for {players} player; give --players {names} or fewer names.",
                "{names} names for {players} players; give --players {names} or fewer names.",
                players,
            ).format(names=len(names), players=players),
            param_hint="'--name'",
        )
    seated = seat([*names, *[""] * (players - len(names))], computers)
    if two_player and players > 2:
        # Refused, not ignored with a warning: the app's screen would hide a warning.
        raise typer.BadParameter(
            _(
                "two-player rules are for two players, not {players}; "
                "leave --two-player out or seat two players."
            ).format(players=players),
            param_hint="'--two-player'",
        )
    return rules, seated, seed


COMPUTER_NAMES = ("Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lou")


def computer_names(names: Sequence[str], count: int) -> list[str]:
    """`count` names for computer seats, none the same as a given name."""
    taken = {name.strip().casefold() for name in names}
    free = [n for n in COMPUTER_NAMES if n.casefold() not in taken]
    free += [f"Computer {i}" for i in range(1, count + 1) if f"computer {i}" not in taken]
    return free[:count]


def seat_levels(
    computer_from: int, count: int, level: str, per_seat: Sequence[str]
) -> dict[int, str]:
    """{seat: level} of the computer seats: `count` seats from `computer_from` at `level`,
    then `--seat-level SEAT=LEVEL` (seats counted from 1) on any seat. The seats and
    levels are checked with the rest of the table (`build_table`)."""
    levels = {s: level for s in range(computer_from, computer_from + count)}
    for item in per_seat:
        seat, __, word = item.partition("=")
        number = whole(seat)
        if number is None or not word.strip():
            raise typer.BadParameter(
                _("{item} is not SEAT=LEVEL; e.g. 2=hard (seats count from 1).").format(
                    item=repr(item)
                ),
                param_hint="'--seat-level'",
            )
        levels[number - 1] = word.strip()
    return levels


def play(
    players: Annotated[
        int | None,
        typer.Option(
            "--players",
            "-p",
            parser=whole_number(),
            metavar="N",
            help=_(
                "How many play (official rules: 2 to 10). Default: one per name and "
                "one per --computer player; with names alone, at least the minimum."
            ),
            show_default=False,
        ),
    ] = None,
    name: Annotated[
        list[str] | None,
        typer.Option(
            "--name",
            "-n",
            metavar="NAME",
            help=_(
                "A player's name, in seat order; repeat it for each player. "
                'Unnamed seats become "Player 3" and so on.'
            ),
            show_default=False,
        ),
    ] = None,
    ruleset: Annotated[
        str,
        typer.Option(
            "--ruleset",
            "-r",
            metavar="NAME|PATH",
            help=_("A ruleset name (see 'uno-tui rulesets') or a ruleset .toml file."),
        ),
    ] = "official",
    two_player: Annotated[
        bool | None,
        typer.Option(
            "--two-player/--no-two-player",
            help=_(
                "Two players only: a Reverse acts like a Skip (RULES O17). "
                "Default: as the ruleset says."
            ),
            show_default=False,
        ),
    ] = None,
    target: Annotated[
        int | None,
        typer.Option(
            "--target",
            parser=whole_number(),  # (its range: the option the ruleset plays to, build_table)
            metavar="N",
            help=_(
                "The number the game is played to: points (official: 500), or round wins "
                "or penalty points where the ruleset counts those. Default: as the ruleset says."
            ),
            show_default=False,
        ),
    ] = None,
    seed: Annotated[
        int | None,
        typer.Option(
            "--seed",
            parser=whole_number(MIN_SEED),
            metavar="N",
            help=_("Seed for the shuffles: same seed, same moves, same game. Default: random."),
            show_default=False,
        ),
    ] = None,
    save: Annotated[
        Path | None,
        typer.Option(
            "--save",
            metavar="PATH",
            dir_okay=False,
            help=_(
                "Save the game to this new file after every move. "
                "Default: a new file in the saved-games folder (see 'uno-tui games')."
            ),
            show_default=False,
        ),
    ] = None,
    computer: Annotated[
        int,
        typer.Option(
            "--computer",
            "-c",
            parser=computer_count,
            metavar="N",
            help=_("Add N computer players, seated after the people (named or not)."),
            show_default=False,
        ),
    ] = 0,
    level: Annotated[
        str,
        typer.Option(
            "--level",
            "-l",
            metavar="LEVEL",
            help=_("How well the --computer players play: easy, normal or hard."),
        ),
    ] = "normal",
    seat_level: Annotated[
        list[str] | None,
        typer.Option(
            "--seat-level",
            metavar="SEAT=LEVEL",
            help=_("Make seat SEAT (from 1) a computer player of LEVEL, e.g. 2=hard; repeat it."),
            show_default=False,
        ),
    ] = None,
    teams: Annotated[
        str | None,
        typer.Option(
            "--teams",
            metavar="none|opposite",
            help=_(
                "Partners (H-team): 'opposite' makes seats i and i+n/2 partners who share "
                "their points (4, 6, 8 or 10 players); 'none' plays alone. "
                "Default: as the ruleset says."
            ),
            show_default=False,
        ),
    ] = None,
    turn_seconds: Annotated[
        int | None,
        typer.Option(
            "--turn-seconds",
            parser=ruleset_number("turn_seconds"),
            metavar="N",
            help=_(
                "A turn lasts N seconds, then the player draws one card and the turn passes "
                "(H-timer); 0: no limit. Default: as the ruleset says."
            ),
            show_default=False,
        ),
    ] = None,
    round_minutes: Annotated[
        int | None,
        typer.Option(
            "--round-minutes",
            parser=ruleset_number("round_minutes"),
            metavar="N",
            help=_(
                "A round lasts N minutes, then the fewest cards win it (H-timer); "
                "0: no limit. Default: as the ruleset says."
            ),
            show_default=False,
        ),
    ] = None,
) -> None:
    """Skip the setup screen: deal at once to the players you name."""
    from uno_tui.records import Recorder

    humans = list(name or ())
    _check_level(level, "'--level'")
    # The people sit first, named or not, the computers after them: the seats --players
    # makes beyond the names and the computers are people's (`-p 3 -c 2`: Player 1,
    # then two computers). --seat-level may still make any seat a computer.
    people = max(len(humans), (players or 0) - computer)
    named = [*humans, *[""] * (people - len(humans)), *computer_names(humans, computer)]
    counted_by = None
    if players is None and computer:
        players, counted_by = len(named), "'--computer'"
    if players is None and teams == "opposite" and not named:
        players = 4  # partners need four at least: with no names, four seats are dealt
    computers = seat_levels(people, computer, level, seat_level or ())
    rules, names, seed = build_table(
        players,
        named,
        ruleset,
        two_player,
        target,
        seed,
        computers,
        counted_by,
        computers_by="'--computer'" if computer else "'--seat-level'",
        teams=teams,
        turn_seconds=turn_seconds,
        round_minutes=round_minutes,
    )
    if save is not None and save.exists():
        raise typer.BadParameter(
            _(
                "{file} already exists; go on with that game with 'uno-tui resume {file}', "
                "or give a new file name."
            ).format(file=save),
            param_hint="'--save'",
        )
    if save is not None and not save.parent.is_dir():
        raise typer.BadParameter(
            _(
                "there is no folder {folder}; create it first, or save into a folder that exists."
            ).format(folder=save.parent),
            param_hint="'--save'",
        )
    if save is not None:
        writable(save.parent, "'--save'")
    launch(
        rules=rules,
        names=names,
        seed=seed,
        recorder=Recorder(save, computers=computers),
        computers=computers,
    )


LEARN_EXAMPLES = examples(
    ("uno-tui learn", ""),
    ("uno-tui learn --name Mia", N_("the learner is called Mia")),
)


def learn(
    name: Annotated[
        str,
        typer.Option(
            "--name",
            "-n",
            metavar="NAME",
            help=_("The learner's name. Default: {name}.").format(
                name=_("Player {number}").format(number=1)
            ),
            show_default=False,
        ),
    ] = "",
) -> None:
    """A first game for children: you against two easy computer players, and the table
    explains what you can do now (a card you may play, the UNO call, a catch, the Wild
    Draw Four's question). Saved like any game."""
    from uno_tui.app.lessons import learning_table
    from uno_tui.engine.seating import TableError
    from uno_tui.records import Recorder

    try:
        rules, names, computers = learning_table(name)
    except TableError as err:
        raise typer.BadParameter(
            _("{problem}.").format(problem=err), param_hint="'--name'"
        ) from err
    launch(
        rules=rules,
        names=names,
        recorder=Recorder(computers=computers),
        computers=computers,
        learn=True,
    )
