"""Where a sentence may break across lines, in every language of the game (pure).

Rich breaks lines at spaces only: a Japanese sentence, which has none, is cut where the
width ends, and a card label ("Y 5", "Wild +4") may be split at its own space. Here a
line may break at a space or between two Japanese characters, never inside a card label
(its spaces are no-break spaces, `NO_BREAK`) nor after a no-break space ("c:" NO_BREAK
"指摘": a key stays with what it does), never before closing punctuation (。、」…; French
";", ":", "!", "?", "»" after their space) or after an opening bracket (「（), never
between a number and its counter (2枚). Widths are in cells: a Japanese character
takes two.
"""

from __future__ import annotations

import re

from rich.cells import cell_len

NO_BREAK = "\u00a0"  # a space that never breaks: inside a card label
_WIDE = "\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef"
_OPENING = "「『（［【〈《"
_CLOSING = "。、」』）］】〉》！？：；・ー…ぁぃぅぇぉっゃゅょァィゥェォッャュョ"
# A token is a run of spaces (a break), one wide character with the punctuation that
# must stay with it, a number with the counter after it ("2枚"), or a run of anything
# else (a word; a card label with its NO_BREAK).
_TOKENS = re.compile(
    rf"[ \t\n]+|[{_OPENING}]*[{_WIDE}][{_CLOSING}]*"
    rf"|[0-9]+[{_WIDE}][{_CLOSING}]*|[^ \t\n{_WIDE}]+[{_CLOSING}]*"
)


# Marks French writes after a space, which never begin a line ("bleu ; sur", "« oui »").
_SPACED = ";:!?»"
# Where a word wider than the line is cut, by preference (see `_cut`).
_CUT_AFTER = ("/\\", "_-")


def card_text(label: str) -> str:
    """A card label that stays on one line."""
    return label.replace(" ", NO_BREAK)


def break_lines(text: str, width: int) -> list[str]:
    """`text` in lines of at most `width` cells (a word longer than that is cut)."""
    lines: list[str] = []
    line, space = "", ""
    word = 0  # where the line's last word begins
    for token in _TOKENS.findall(text):
        if token.isspace():
            space = " " if line else ""
            continue
        glued = line.endswith(NO_BREAK) and not space  # "u:" NO_BREAK "遅れてUNO"
        # French "bleu ;", "« oui »": a mark after its space stays with the word before.
        stuck = bool(space) and (token[0] in _SPACED or line.endswith("«"))
        if line and not glued and cell_len(line + space + token) > width:
            if stuck and word > 0:
                lines.append(line[:word].rstrip())
                line = line[word:]
            else:
                lines.append(line)
                line, space = "", ""
        if not stuck:
            word = len(line) + len(space)
        line += space + token
        space = ""
        while cell_len(line) > width:  # one word wider than the line
            cut = _cut(line, width)
            lines.append(line[:cut])
            line = line[cut:]
    if line or not lines:
        lines.append(line)
    return lines


def _cut(word: str, width: int) -> int:
    """Where a word wider than the line is cut (how many characters stay on it): after
    its last path separator that fits (a file's path breaks between folders), else
    after its last _ or - that fits (a file name between its parts), else where the
    width ends."""
    fits = _fitting(word, width)
    for marks in _CUT_AFTER:
        at = max(word.rfind(mark, 0, fits) for mark in marks)
        if at > 0:
            return at + 1
    return fits


def _fitting(text: str, width: int) -> int:
    """How many characters of `text` fit in `width` cells (at least one)."""
    used = 0
    for i, char in enumerate(text):
        used += cell_len(char)
        if used > width:
            return max(i, 1)
    return len(text)
