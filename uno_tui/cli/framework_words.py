"""The words of Click and Typer a player meets, read from our catalog.

Typer's own words (the help's panel titles, "[default: …]", "No such command …")
go through `gettext.gettext`, which `uno_tui.__main__` points at our catalog before
Typer is imported (`language.use(code, whole_process=True)`). The Click that Typer
0.28 ships inside itself (`typer._click`) has no gettext calls left: its sentences
("Usage:", "Show this message and exit.", "No such option: …", "Invalid value for
…") are written in English. So this module lists them with the msgids Click 8 gives
them (same words, same placeholders) and translates them where they are shown:
`usage_prefix` and `help_option_help` for the help, `translate` for an error line,
which it matches against these sentences in English and puts back in the language in
use, with the same values in their places.
"""

from __future__ import annotations

import re
from functools import cache

from uno_tui.language import N_, _

# Typer's own (typer/rich_utils.py, typer/core.py): translated by gettext itself; listed
# here so that they are extracted into our catalog.
TYPER_WORDS = (
    N_("(deprecated) "),
    N_("[default: {}]"),
    N_("[env var: {}]"),
    N_("[required]"),
    N_("Arguments"),
    N_("Options"),
    N_("Commands"),
    N_("Error"),
    N_("Aborted."),
    N_("Aborted!"),
    N_("Try [blue]'{command_path} {help_option}'[/] for help."),
    N_("(dynamic)"),
    N_("default: {default}"),
    N_("required"),
    N_("env var: {var}"),
    N_("Missing command."),
    N_("No such command {name!r}."),
)

USAGE = N_("Usage:")
HELP_OPTION = N_("Show this message and exit.")
ERROR = N_("Error: {message}")

# Click's sentences as they reach an error line, most particular first (an outer
# sentence holds an inner one in {message}, which is translated in turn).
CLICK_SENTENCES = (
    N_("{message}. Did you mean {suggestions}?"),  # (Typer's, after "No such command")
    N_("Invalid value for {param_hint}: {message}"),
    N_("Invalid value: {message}"),
    N_("Missing argument {param_hint}."),
    N_("Missing option {param_hint}."),
    N_("Missing parameter: {param_name}"),
    N_("No such option: {name} (Possible options: {possibilities})"),
    N_("No such option: {name}"),
    N_("Option {name!r} does not take a value."),
    N_("Option {name!r} requires an argument."),
    N_("Option {name!r} requires {nargs} arguments."),
    N_("Got unexpected extra argument(s) ({args})"),
    N_("{value!r} is not a valid int."),
    N_("{value!r} is not a valid int range."),
    N_("{value!r} is not a valid float."),
    N_("{value!r} is not a valid boolean. Recognized values: {states}"),
    N_("{value} is not in the range {range}."),
    N_("File {filename!r} does not exist."),
    N_("File {filename!r} is a directory."),
    N_("File {filename!r} is not readable."),
    N_("Directory {filename!r} does not exist."),
    N_("Directory {filename!r} is a file."),
    N_("Path {filename!r} does not exist."),
)

_PLACEHOLDER = re.compile(r"\{(\w*)(![rsa])?\}")


def usage_prefix() -> str:
    """'Usage: ' in the language in use (Click's help starts with it)."""
    return _(USAGE) + " "


def help_option_help() -> str:
    return _(HELP_OPTION)


@cache
def _pattern(msgid: str) -> re.Pattern[str]:
    """The English sentence with each placeholder a named group (any text)."""
    parts, last = [], 0
    for match in _PLACEHOLDER.finditer(msgid):
        parts.append(re.escape(msgid[last : match.start()]))
        parts.append(f"(?P<{match.group(1)}>.+?)")
        last = match.end()
    parts.append(re.escape(msgid[last:]))
    return re.compile("".join(parts), re.DOTALL)


def translate(message: str) -> str:
    """`message`, a sentence of Click's in English, in the language in use (as it was
    if it is none of Click's: ours are translated already)."""
    for msgid in CLICK_SENTENCES:
        match = _pattern(msgid).fullmatch(message)
        if match is None:
            continue
        values = {k: translate(v) if k == "message" else v for k, v in match.groupdict().items()}
        return _fill(_(msgid), values)
    return message


def _fill(text: str, values: dict[str, str]) -> str:
    """`text` with each {placeholder} replaced by its value, as written (no repr)."""
    return _PLACEHOLDER.sub(lambda m: values.get(m.group(1), m.group(0)), text)


def error_line(message: str) -> str:
    """'Error: …' with Click's sentence translated."""
    return _(ERROR).format(message=translate(message))
