"""The rules in words, a ruleset file's errors, the shipped rulesets' descriptions and
the simulator's report speak Japanese and French (and English by default)."""

from __future__ import annotations

from collections import Counter

import pytest
from rich.console import Console
from support.language import speaking

from uno_tui.engine.options.base import When
from uno_tui.engine.ruleset import (
    Ruleset,
    RulesetError,
    describe_rules,
    from_mapping,
    load_ruleset,
    option_fields,
)
from uno_tui.engine.ruleset.options import help_text
from uno_tui.engine.ruleset.sentences import SENTENCES, _say
from uno_tui.players.report import render
from uno_tui.players.simulate import Summary


def said(rules, code: str | None = None) -> str:
    if code is None:
        return " ".join(describe_rules(rules))
    with speaking(code):
        return " ".join(describe_rules(rules))


def refusal(data: dict, code: str | None = None) -> str:
    def attempt() -> str:
        with pytest.raises(RulesetError) as caught:
            from_mapping(data, "mine.toml")
        return str(caught.value)

    if code is None:
        return attempt()
    with speaking(code):
        return attempt()


def test_english_is_unchanged_by_default():
    text = said(load_ruleset("official"))
    assert "Each player is dealt 7 cards." in text
    assert "The first player to reach 500 points wins the game." in text
    assert "Deck: classic (108 cards)." in text
    assert said(load_ruleset("official").with_options(hand_size=1)).count("dealt 1 card.") == 1
    assert refusal({"hand_size": 99}) == (
        "mine.toml: hand_size = 99 is not allowed; use a whole number from 1 to 20"
    )
    assert load_ruleset("official").description_text().startswith("The official Mattel rules")


def test_japanese_rules_read_in_japanese():
    text = said(load_ruleset("official"), "ja")
    assert "各プレイヤーに7枚ずつ配ります。" in text
    assert "最初に500点に達した人がゲームの勝者です。" in text
    assert "ワイルドドロー4" in text and "チャレンジ" in text
    assert "Each player is dealt" not in text and "Wild Draw Four" not in text


def test_french_rules_read_in_french_with_plurals():
    assert "Chaque joueur reçoit 7 cartes." in said(load_ruleset("official"), "fr")
    one = said(load_ruleset("official").with_options(hand_size=1, misplay_penalty=1), "fr")
    assert "Chaque joueur reçoit 1 carte." in one
    assert "coûte 1 carte et termine votre tour" in one
    two = said(load_ruleset("official").with_options(misplay_penalty=2), "fr")
    assert "coûte 2 cartes et termine votre tour" in two
    assert "Super Joker (+4)" in two and "Each player" not in two


@pytest.mark.parametrize(
    ("name", "ja", "fr", "english"),
    [
        ("flip", "ダークサイド", "face sombre", "light face"),
        ("no-mercy", "ディスカードオール", "Défausse tout", "Discard All"),
        ("tgus-t1", "カウンター", "Inversion Hit+2", "Reverse Hit+2"),
    ],
)
def test_the_long_deck_paragraphs_are_translated(name, ja, fr, english):
    rules = load_ruleset(name)

    def deck_line(code: str | None) -> str:
        lines = describe_rules(rules)
        index = next(i for i, line in enumerate(lines) if line.startswith("Deck:"))
        if code is None:
            return lines[index]
        with speaking(code):
            return describe_rules(rules)[index]

    assert english in deck_line(None)
    japanese, french = deck_line("ja"), deck_line("fr")
    assert japanese.startswith(f"デッキ：{rules.deck}（") and ja in japanese
    assert french.startswith(f"Paquet : {rules.deck} (") and fr in french
    assert english not in japanese and english not in french
    assert "。 " not in japanese  # no space between Japanese sentences


def test_page_one_lists_use_the_language_s_separator_and_card_notation_stays():
    rules = load_ruleset("page-one")
    japanese = said(rules, "ja")
    assert "8 = ワイルド（スートを宣言）、J = ジャンプ" in japanese
    assert "5人なら6枚、6人なら5枚" in japanese
    french = said(rules, "fr")
    assert "J = saut (le joueur suivant passe son tour) ; Q = demi-tour" in french
    assert "5 joueurs 6 cartes, 6 joueurs 5 cartes" in french


def test_the_renderer_translates_every_kind_of_template():
    rules = load_ruleset("official")
    with speaking("fr"):
        plain = _say(SENTENCES["reverse_on_suit_change"], True, rules)
        table = _say(SENTENCES["next_dealer"], "left", rules)
        unset = _say(SENTENCES["misplay_penalty"], 0, rules)
        guarded = _say(When(lambda r: True, SENTENCES["hand_size"]), 7, rules)
    assert plain == "Le sens du jeu change à chaque changement de couleur."
    assert table == "Après chaque manche, la donne passe à gauche."
    assert unset == "Une carte qui ne va pas est refusée et rien ne se passe."
    assert guarded == "Chaque joueur reçoit 7 cartes."


def test_a_bad_ruleset_file_is_explained_in_the_player_s_language():
    japanese = refusal({"hand_size": 99}, "ja")
    assert japanese == "mine.toml: hand_size = 99 は使えません。1から20までの整数にしてください"
    french = refusal({"hand_sise": 3}, "fr")
    assert french.startswith(
        "mine.toml : clé inconnue 'hand_sise' (vouliez-vous dire 'hand_size' ?)"
    )
    assert "'uno-tui rulesets show official'" in french
    conflict = refusal({"deck": "standard-52", "seven_zero": True}, "ja")
    assert "seven_zero はUNOのカード用です" in conflict
    with speaking("fr"), pytest.raises(RulesetError, match="fichier introuvable"):
        load_ruleset("nowhere/missing.toml")


def test_too_few_cards_and_player_counts_in_french_and_japanese():
    rules = load_ruleset("official").with_options(hand_size=20)
    with speaking("fr"):
        short = rules.players_problem(6)
        wrong = rules.players_problem(12)
    assert short is not None and "le paquet classic a 108 cartes, trop peu pour 6 joueurs" in short
    assert short.endswith("ces règles se jouent avec 2 à 5 joueurs")
    assert wrong == "les règles official se jouent de 2 à 10 joueurs, pas à 12"
    with speaking("ja"):
        assert rules.works_for() == "2〜5人"
    partners = load_ruleset("official").with_options(teams="opposite", hand_size=15)
    assert partners.works_for() == "4 and 6 players"
    with speaking("ja"):
        assert partners.works_for() == "4、6人"
    with speaking("fr"):
        assert partners.works_for() == "4 et 6 joueurs"


def test_shipped_descriptions_are_translated_and_another_file_s_is_kept():
    with speaking("ja"):
        assert load_ruleset("official").description_text().startswith("マテルの公式ルール")
        assert load_ruleset("official").with_options().description_text() != ""
        mine = from_mapping({"description": "Our kitchen rules"}, "mine.toml")
        assert mine.description_text() == "Our kitchen rules"
        assert from_mapping({}, "mine.toml").description_text() == ""
    with speaking("fr"):
        assert load_ruleset("flip").description_text().startswith("UNO FLIP! : cartes à deux")


def summary() -> Summary:
    return Summary(
        ruleset="official",
        levels=["easy", "hard"],
        games=1,
        wins=[1, 0],
        rounds_per_game=[1],
        round_moves=[30],
        round_drawn=[6],
        round_points=[40],
        fired=Counter({"catches": 2, "counter": 1, "mystery": 1}),
        specials=Counter({"W+4": 1}),
        thinking={"easy": [0.001], "hard": [0.01]},
    )


def report(code: str | None = None) -> str:
    console = Console(record=True, width=140)
    if code is None:
        console.print(render([summary()]))
    else:
        with speaking(code):
            console.print(render([summary()]))
    return console.export_text()


def test_the_simulator_report_speaks_the_language():
    english = report()
    assert "Wins under official (1 game)" in english and "catches" in english
    french = report("fr")
    assert "Victoires en official (1 partie)" in french
    assert "Contre-UNO" in french and "poses (W+4)" in french and "difficile" in french
    assert "Contres" in french and "counter" not in french  # an event kind, in words
    assert "mystery" in french  # a kind with no word of its own stays as it is
    japanese = report("ja")
    assert "勝率" in japanese and "むずかしい" in japanese and "Win rate" not in japanese


def test_option_meanings_are_translated_and_the_english_stays_in_the_field():
    hand_size = next(f for f in option_fields() if f.name == "hand_size")
    assert help_text(hand_size) == "cards dealt to each player (O3)" == hand_size.metadata["help"]
    with speaking("ja"):
        assert help_text(hand_size) == "各プレイヤーに配る枚数（O3）"
        rows = dict((key, meaning) for key, _value, meaning in Ruleset().option_rows())
    assert rows["hand_size"] == "各プレイヤーに配る枚数（O3）"
    with speaking("fr"):
        deck = help_text(next(f for f in option_fields() if f.name == "deck"))
    assert deck.startswith("le paquet utilisé : classic (108)")
