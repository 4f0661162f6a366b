"""Line breaks in every language: at spaces or between Japanese characters, never
inside a card label, never before closing punctuation; widths in cells."""

from __future__ import annotations

from rich.cells import cell_len

from uno_tui.app.line_breaks import NO_BREAK, break_lines, card_text


def test_english_breaks_at_spaces_and_keeps_card_labels_whole():
    sentence = (
        f"Ann draws {card_text('Y 5')} to choose the dealer; Ben plays {card_text('Wild +4')}."
    )
    lines = break_lines(sentence, 20)
    assert all(cell_len(line) <= 20 for line in lines)
    assert " ".join(lines) == sentence
    assert any(line.endswith(f"Y{NO_BREAK}5") or f"Y{NO_BREAK}5 " in line for line in lines)
    assert lines[-1].endswith(f"Wild{NO_BREAK}+4.")


def test_japanese_breaks_between_characters_not_inside_a_card():
    sentence = f"Annはディーラーを決めるために{card_text('Y 5')}を引いた。"
    for width in range(6, 44):
        lines = break_lines(sentence, width)
        assert "".join(lines) == sentence, width
        assert all(cell_len(line) <= width for line in lines), (width, lines)
        assert not any(line.startswith(("。", "、", "ー")) for line in lines), (width, lines)
        assert any(f"Y{NO_BREAK}5" in line for line in lines), (width, lines)


def test_an_opening_bracket_stays_with_what_follows():
    lines = break_lines("「チャレンジ」をコールします。", 8)
    assert not any(line.endswith("「") for line in lines)
    assert not any(line.startswith("」") for line in lines)


def test_a_word_wider_than_the_line_is_cut():
    assert break_lines("abcdefghij", 4) == ["abcd", "efgh", "ij"]
    assert break_lines("", 10) == [""]


def test_a_path_wider_than_the_line_is_cut_between_folders_then_between_parts():
    path = "~/.local/share/uno-tui/games/2026-11-27_221652_alexandrina-bartholomew-cat.json;"
    lines = break_lines(f"The game is saved in {path} 'uno-tui resume'", 44)
    assert lines[:3] == [
        "The game is saved in",
        "~/.local/share/uno-tui/games/",
        "2026-11-27_221652_alexandrina-bartholomew-",
    ]
    assert lines[3].startswith("cat.json;")
    assert break_lines("/abcdefgh", 4) == ["/abc", "defg", "h"]  # (not a lone "/" first)


def test_a_number_stays_with_its_counter():
    sentence = "UNOの言い忘れを指摘されたら、2枚引きます。"
    for width in range(6, 44):
        lines = break_lines(sentence, width)
        assert "".join(lines) == sentence, width
        assert not any(line.endswith("2") for line in lines), (width, lines)


def test_a_french_mark_after_its_space_never_begins_a_line():
    """A play-tester's French help: "…B bleu" then a line beginning "; sur la face
    sombre". French writes ; : ! ? » after a space, and they stay with their word."""
    sentence = "R rouge, J jaune, V vert, B bleu ; sur la face sombre, P rose : « oui » !"
    for width in range(10, 60):
        lines = break_lines(sentence, width)
        assert " ".join(lines) == sentence, width
        assert not any(line[0] in ";:!?»" or line.endswith("«") for line in lines), lines
        assert all(len(line) <= width for line in lines), (width, lines)
