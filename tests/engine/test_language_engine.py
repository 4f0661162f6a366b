"""The engine's sentences in the language in use: events, refusals, card counts, colours
and card labels, the options' sentences and conflicts, the table's errors; the values
and the move notation stay as they are, and English is unchanged by default."""

from __future__ import annotations

import string
from collections.abc import Mapping
from types import SimpleNamespace

import pytest
from support.language import speaking
from support.positions import official, page_one, position, rank_effects

from uno_tui.engine import Event, EventKind, IllegalMove, describe, format_move
from uno_tui.engine.cards import shown_card, shown_colour
from uno_tui.engine.events import SENTENCES, card_count
from uno_tui.engine.options import elimination, stacking
from uno_tui.engine.options.base import When
from uno_tui.engine.options.multi import MULTI
from uno_tui.engine.options.registry import OPTIONS
from uno_tui.engine.refusals import REFUSALS, refuse
from uno_tui.engine.seating import TableError, seat_table
from uno_tui.language import _, sentence

NAMES = ["Ann", "Ben", "Cat"]
LANGUAGES = ("ja", "fr")


def fields(template: str) -> set[str]:
    return {f for _lit, f, _spec, _conv in string.Formatter().parse(template) if f}


def templates(entry: object) -> list[str]:
    """The sentence templates of an option's entry (functions are asked apart)."""
    if isinstance(entry, str):
        return [entry]
    if isinstance(entry, When):
        return templates(entry.entry)
    if isinstance(entry, Mapping):
        return [t for value in entry.values() for t in templates(value)]
    if isinstance(entry, tuple):
        return [t for value in entry for t in templates(value)]
    return []


def mismatch() -> IllegalMove:
    game = position(official(), [["R1", "G2", "Y3"], ["B4", "B5"]], ["B9"], ["G7"])
    with pytest.raises(IllegalMove) as refused:
        game.move("play G2")
    return refused.value


# -- English by default --------------------------------------------------------


def test_english_is_unchanged_by_default():
    assert describe(Event(EventKind.PLAY, 0, ("W",), colour="G"), NAMES) == (
        "Ann plays W and chooses green."
    )
    assert card_count(1) == "1 card" and card_count(2) == "2 cards"
    assert str(mismatch()) == "G 2 does not match B 9: play any blue card, any 9 or a wild"
    assert shown_card("W+4") == "Wild +4" and shown_card("G-skip") == "G Skip"
    assert refuse("over", over="game").sentence() == "the game is over; no more moves can be made"
    assert seat_table(official(), ["Ann", ""]) == ["Ann", "Player 2"]


# -- every table is translated, with the same placeholders -------------------------


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_event_and_refusal_sentence_is_translated(code):
    with speaking(code):
        for table in (SENTENCES, REFUSALS):
            for key, english in table.items():
                said = _(english)
                assert said != english, (code, key)
                assert fields(said) == fields(english), (code, key, said)


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_option_template_is_translated(code):
    with speaking(code):
        for option in OPTIONS.values():
            for key, entry in option.sentences.items():
                for english in templates(entry):
                    said = _(english)
                    assert said != english, (code, option.name, key)
                    assert fields(said) == fields(english), (code, key, said)


# -- events ---------------------------------------------------------------------


def test_events_in_japanese():
    with speaking("ja"):
        played = describe(Event(EventKind.PLAY, 0, ("W",), colour="G"), NAMES)
        drew = describe(Event(EventKind.DRAW, 1, ("R5", "G2"), 2), NAMES)
        seen = describe(Event(EventKind.DRAW, 1, ("R5", "G2"), 2), NAMES, viewer=1)
    assert played == "AnnがWを出し、緑を宣言した。"
    assert drew == "Benが2枚引いた。" and "draws" not in drew
    assert seen == "BenがR5、G2を引いた。"  # cards stay in their notation, listed with 、


def test_events_in_french_with_plurals():
    with speaking("fr"):
        played = describe(Event(EventKind.PLAY, 0, ("W",), colour="B"), NAMES)
        one = describe(Event(EventKind.DRAW, 2, ("R5",), 1), NAMES)
        two = describe(Event(EventKind.DRAW, 2, ("R5", "G2"), 2), NAMES)
        dealt = describe(Event(EventKind.DEAL, count=7), NAMES)
        counts = [card_count(n) for n in (0, 1, 2)]
    assert played == "Ann pose W et annonce bleu."
    assert one == "Cat pioche 1 carte." and two == "Cat pioche 2 cartes."
    assert dealt == "Chaque joueur reçoit 7 cartes."
    assert counts == ["0 carte", "1 carte", "2 cartes"]  # French: 0 and 1 are singular


def test_french_elides_de_before_a_name_that_starts_with_a_vowel():
    """A play-tester: "Le Pari de Ann imite Change" reads wrong to a French player."""
    gamble = Event(EventKind.GAMBLE_AS, 0, ("W-change",))
    with speaking("fr"):
        ann = describe(gamble, NAMES)
        ben = describe(gamble._replace(player=1), NAMES)
        eve = describe(gamble, ["Ève", "Ben"])
    assert ann == "Le Pari d'Ann imite W-change." and ben == "Le Pari de Ben imite W-change."
    assert eve == "Le Pari d'Ève imite W-change."
    with speaking("en"):
        assert describe(gamble, NAMES) == "Ann's Gamble acts as W-change."


def test_french_contracts_de_and_a_before_the_name_an_unnamed_seat_is_given():
    """A play-tester: "la main de Joueur 3" reads wrong; "Joueur 3" is a noun, so French
    says "du Joueur 3", "au Joueur 3". A person's name is left as it is."""
    gamble = Event(EventKind.GAMBLE_AS, 0, ("W-change",))
    with speaking("fr"):
        given = describe(gamble, ["Joueur 1", "Ben"])
        turn = _("{who} is to play or draw").format(who="Joueur 3")
        named = _("{who} is to play or draw").format(who="Jouet")
        seat = _("Player {number}").format(number=3)
    assert given == "Le Pari du Joueur 1 imite W-change."
    assert turn == "c'est au Joueur 3 de poser ou de piocher"
    assert named == "c'est à Jouet de poser ou de piocher"
    assert seat == "Joueur 3"


def test_japanese_counts_have_one_form():
    with speaking("ja"):
        assert [card_count(n) for n in (1, 2)] == ["1枚", "2枚"]


# -- refusals ---------------------------------------------------------------------


def test_the_mismatch_keeps_its_values_and_is_said_in_each_language():
    refused = mismatch()
    reason = refused.reason
    # The values are data: card texts and a colour letter, in every language.
    assert (reason.value("card"), reason.value("top"), reason.value("colour")) == ("G2", "B9", "B")
    with speaking("ja"):
        ja = reason.sentence()
    with speaking("fr"):
        fr = reason.sentence()
    assert ja == "G 2はB 9に合いません。青のカード、9、またはワイルドを出してください"
    assert fr == "G 2 ne va pas sur B 9 : posez du bleu, un 9 ou un Joker"


def test_a_mismatch_on_playing_cards_names_the_suit_as_one_card_and_the_wilds_by_rank():
    game = position(page_one(), [["QD", "9C", "4H"], ["KS", "5S"]], ["6C"], ["7H"])
    with pytest.raises(IllegalMove) as refused:
        game.move("play QD")
    reason = refused.value.reason
    assert str(refused.value) == "Q ♦ does not match 6 ♣: play any club, any 6 or any 8"
    with speaking("ja"):
        assert (
            reason.sentence() == "Q ♦は6 ♣に合いません。クラブのカード、6、または8を出してください"
        )
    with speaking("fr"):
        assert reason.sentence() == "Q ♦ ne va pas sur 6 ♣ : posez du trèfle, un 6 ou un 8"
    # On an Eight only the suit it named is asked for.
    game = position(page_one(), [["QD", "9C"], ["KS"]], ["6C", "8S"], ["7H"], colour="H")
    with pytest.raises(IllegalMove) as refused:
        game.move("play QD")
    assert str(refused.value).endswith("(hearts): play any heart or any 8"), refused.value


def test_a_mismatch_names_every_wild_rank_the_ruleset_made_in_rank_order():
    rules = page_one(jokers=2, rank_effects=rank_effects({"JOKER": "wild4", "A": "wild"}))
    game = position(rules, [["QD", "9C"], ["KS"]], ["6C"], ["7H"])
    with pytest.raises(IllegalMove) as refused:
        game.move("play QD")
    assert str(refused.value).endswith("any 6 or any A/8/Joker"), refused.value
    game = position(page_one(rank_effects={}), [["QD", "9C"], ["KS"]], ["6C"], ["7H"])
    with pytest.raises(IllegalMove) as refused:
        game.move("play QD")  # no rank is wild: none is offered
    assert str(refused.value) == "Q ♦ does not match 6 ♣: play any club or any 6"


def test_a_mismatch_offers_no_wild_when_the_deck_has_none():
    rules = official(remove_cards=("W", "W+4"))
    game = position(rules, [["R1", "G2", "Y3"], ["B4", "B5"]], ["B9"], ["G7"])
    with pytest.raises(IllegalMove) as refused:
        game.move("play G2")
    reason = refused.value.reason
    assert str(refused.value) == "G 2 does not match B 9: play any blue card or any 9"
    with speaking("ja"):
        assert reason.sentence() == "G 2はB 9に合いません。青のカードか9を出してください"
    with speaking("fr"):
        assert reason.sentence() == "G 2 ne va pas sur B 9 : posez du bleu ou un 9"


def test_a_refusal_made_while_speaking_is_in_that_language():
    game = position(official(), [["R1", "G2", "Y3"], ["B4", "B5"]], ["B9"], ["G7"])
    with speaking("fr"), pytest.raises(IllegalMove) as refused:
        game.move("play G2")
    assert str(refused.value) == "G 2 ne va pas sur B 9 : posez du bleu, un 9 ou un Joker"


def test_card_labels_and_action_faces_are_translated():
    reason = refuse("mismatch", card="G-skip", top="W+4>B", colour="B", face="skip")
    with speaking("ja"):
        ja = reason.sentence()
    with speaking("fr"):
        fr = reason.sentence()
    assert ja == (
        "G スキップはワイルドドロー4に合いません。青のカード、スキップ、またはワイルドを"
        "出してください"
    )
    assert fr == (
        "G Passe ton tour ne va pas sur Super Joker +4 : posez du bleu, un Passe ton tour ou "
        "un Joker"
    )
    with speaking("fr"):
        assert shown_card("R5") == "R 5" and shown_card("AS") == "A ♠"  # notation stays


def test_nested_refusals_are_translated_too():
    game = position(official(), [["W", "G2", "Y3"], ["B4", "B5"]], ["B9"], ["B7", "R1", "R2"])
    game.move("draw")
    with speaking("fr"), pytest.raises(IllegalMove) as refused:
        game.move("draw")
    assert str(refused.value) == (
        "Ann ne peut pas piocher maintenant : c'est à Ann de poser la carte piochée ou de la garder"
    )
    with speaking("ja"):
        ja = refused.value.reason.sentence()
    assert ja == "Annは今「引く」はできません：Annが引いたカードを出すか残すかを決める番です"


def test_words_inside_values_are_shown_translated():
    with speaking("ja"):
        assert refuse("over", over="round").sentence().startswith("ラウンドは終わりました")
        assert refuse("colour-choice", colours="red, blue").sentence() == (
            "赤、青から1つ選んでください"  # (listed the Japanese way)
        )
        assert shown_colour("S") == "スペード"
    with speaking("fr"):
        side = refuse("colour-of-side", colour="P", side="light", colours="red, yellow")
        assert side.sentence() == (
            "rose n'est pas une couleur de la face claire : choisissez parmi rouge, jaune"
        )
        assert refuse("answer-cannot", effect="Gamble").sentence() == (
            "une carte Pari ne peut pas répondre à un effet en attente"
        )


def test_the_move_notation_stays_english():
    game = position(official(), [["R1", "W", "Y3"], ["B4", "B5"]], ["R9"], ["G7", "G8"])
    with speaking("ja"):
        moves = game.legal_move_values()
        assert "play W red" in moves and "colour" not in " ".join(moves)
        assert all(format_move(m.move) == m for m in moves)
    with speaking("fr"):
        events = game.move("play W green")
    assert game.log[-1].move == "play W green" and events[0].colour == "G"


# -- options, conflicts, the table ---------------------------------------------------------


def test_option_functions_and_conflicts_speak_the_language():
    rules = official(multi=("identical", "runs"))
    with speaking("fr"):
        said = MULTI.sentences["multi"](rules)
        deflect = stacking.STACKING.sentences["stack_deflect"](
            SimpleNamespace(stack_deflect=("reverse", "skip"))
        )
        conflict = elimination.conflicts(
            SimpleNamespace(elimination="most-cards", scoring="penalty", play_to_last=False)
        )
    assert said.startswith("Vous pouvez poser plusieurs cartes à la fois : des cartes identiques")
    assert "Inversion ou Passe ton tour" in deflect
    assert conflict is not None and "un seul gagnant" in conflict
    assert "scoring = 'penalty'" in conflict  # ruleset keys and values stay


def test_table_errors_and_default_names_are_translated():
    with speaking("fr"), pytest.raises(TableError) as twice:
        seat_table(official(), ["Ann", "ann"])
    assert "est donné deux fois" in str(twice.value) and twice.value.part == "names"
    with speaking("ja"):
        assert seat_table(official(), ["", "Ben"]) == ["プレイヤー1", "Ben"]


def test_the_stacking_pairs_are_said_in_the_language():
    from uno_tui.engine import describe_rules, load_ruleset

    rules = load_ruleset("street-fr")  # stack = ["+2 on +2", "+4 on +4", "+4 on +2"]
    with speaking("fr"):
        said = " ".join(describe_rules(rules))
    assert "+2 sur +2 ; +4 sur +4 ; +4 sur +2" in said and " on +" not in said
    with speaking("ja"):
        said = " ".join(describe_rules(rules))
    assert "+2に+2、+4に+4、+2に+4" in said


@pytest.mark.parametrize(("code", "stop"), [("en", "."), ("fr", "."), ("ja", "。")])
def test_a_message_made_a_sentence_ends_the_languages_way(code, stop):
    # A play-tester: the setup's refusals ended with "." in Japanese (as_sentence).
    with speaking(code):
        said = sentence(_("No target: {why}").format(why="x"))
        assert said.endswith(stop) and not said.endswith(stop * 2)
        assert sentence(said) == said  # a sentence already: nothing added
