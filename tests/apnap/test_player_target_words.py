"""Each word "target player" / "target opponent" is a target of its own (115.1, 115.3): the modes of one spell
that each say "target player" may be two players, and the scenario's ``target`` list names one player for each
word in the text's order (grammar/target_words.py numbers them, target_players.py checks them,
engine/player_targets.py gives each step its word's player). Fewer players than words is asked, never guessed.
Real wordings: Primal Command, Blessed Alliance, Collective Brutality (modal), Angrath's Fury, Grave Exchange,
Roiling Waters (a creature and a player), and printed Spanish."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.errors import BotError
from tests.apnap.realcards import resolve_card

PRIMAL_COMMAND = ("Choose two —\n• Target player gains 7 life.\n• Put target noncreature permanent on top of its "
                  "owner's library.\n• Target player shuffles their graveyard into their library.\n• Search your "
                  "library for a creature card, reveal it, put it into your hand, then shuffle.")
PRIMAL_COMMAND_ES = ("Elige dos —\n• El jugador objetivo gana 7 vidas.\n• Pon el permanente objetivo que no sea "
                     "criatura en la parte superior de la biblioteca de su propietario.\n• El jugador objetivo baraja "
                     "su cementerio en su biblioteca.\n• Busca en tu biblioteca una carta de criatura, muéstrala, "
                     "ponla en tu mano y luego baraja.")
BLESSED_ALLIANCE = ("Escalate {2} (Pay this cost for each mode chosen beyond the first.)\nChoose one or more —\n"
                    "• Target player gains 4 life.\n• Untap up to two target creatures.\n"
                    "• Target opponent sacrifices an attacking creature.")
COLLECTIVE_BRUTALITY = ("Escalate—Discard a card. (Pay this cost for each mode chosen beyond the first.)\n"
                        "Choose one or more —\n• Target opponent reveals their hand. You choose an instant or sorcery "
                        "card from it. That player discards that card.\n• Target creature gets -2/-2 until end of "
                        "turn.\n• Target opponent loses 2 life and you gain 2 life.")
GIANT_ATTACKS = {"attacking": {"Hill Giant": "Dave"}}


def _who(result: dict[str, Any]) -> list[tuple[str, str]]:
    return [(e["action"], e["player"]) for s in result["steps"] for e in s["events"]]


def _error(text: str, **changes: Any) -> BotError:
    with pytest.raises(BotError) as exc:
        resolve_card(text, **changes)
    return exc.value


def test_two_modes_each_with_target_player_take_a_player_each() -> None:
    """The known wrong answer: both modes took the first player named. Now Alice gains, Bob shuffles (115.3)."""
    result = resolve_card(PRIMAL_COMMAND, mode=[1, 3], target=["Alice", "Bob"])
    assert _who(result) == [("gain_life", "Alice"), ("shuffle", "Bob")]
    assert result["steps"][1]["events"][0]["objects"] == ["Runeclaw Bear"]  # Bob's graveyard, not Alice's
    assert result["player_targets"] == ["Alice", "Bob"] and result["target"] == "Alice"
    assert "Target: Alice, Bob" in result["narration"]


def test_the_same_player_may_be_the_target_of_both_words() -> None:
    result = resolve_card(PRIMAL_COMMAND, mode=[1, 3], target=["Bob", "Bob"])
    assert _who(result) == [("gain_life", "Bob"), ("shuffle", "Bob")]


def test_fewer_players_than_target_words_is_asked_never_guessed() -> None:
    exc = _error(PRIMAL_COMMAND, mode=[1, 3], target="Alice")
    assert (exc.code, exc.key, exc.field) == ("choice_needed", "apnap.error.player_targets_needed", "target")
    assert exc.params["words"] == 2 and exc.params["given"] == 1
    assert set(exc.suggestions) == {"Alice", "Bob", "Carol", "Dave"}
    too_many = _error(PRIMAL_COMMAND, mode=[1, 3], target=["Alice", "Bob", "Carol"])
    assert (too_many.code, too_many.key) == ("bad_scenario", "apnap.error.player_targets_too_many")


def test_target_opponent_word_is_checked_on_its_own_player() -> None:
    """Blessed Alliance: the controller may gain the life (target player), but only an opponent sacrifices."""
    result = resolve_card(BLESSED_ALLIANCE, mode=[1, 3], target=["Dave", "Bob"], combat=GIANT_ATTACKS)
    assert _who(result) == [("gain_life", "Dave"), ("sacrifice", "Bob")]
    exc = _error(BLESSED_ALLIANCE, mode=[1, 3], target=["Bob", "Dave"], combat=GIANT_ATTACKS)
    assert (exc.code, exc.key) == ("bad_scenario", "apnap.error.target_not_opponent")


def test_that_player_is_its_own_words_player() -> None:
    """Collective Brutality: "That player discards that card" is the first mode's opponent; the third mode's loses."""
    result = resolve_card(COLLECTIVE_BRUTALITY, mode=[1, 3], target=["Alice", "Bob"])
    assert _who(result) == [("reveal", "Alice"), ("choose", "Dave"), ("discard", "Alice"), ("lose_life", "Bob"),
                            ("gain_life", "Dave")]


@pytest.mark.parametrize(("text", "target", "expected"), [
    ("Destroy target creature. This spell deals 3 damage to target player or planeswalker.", ["Hill Giant", "Bob"],
     [("destroy", "Dave"), ("damage", "Bob")]),  # Angrath's Fury
    ("Return target creature card from your graveyard to your hand. Target player sacrifices a creature.",
     ["Elvish Mystic", "Bob"], [("return", "Dave"), ("sacrifice", "Bob")]),  # Grave Exchange
    ("Return up to two target creatures your opponents control to their owners' hands. Target player draws two cards.",
     ["Hill Giant", "Grizzly Bears", "Dave"], [("return", "Dave"), ("draw", "Dave")]),  # Roiling Waters
])
def test_an_object_word_and_a_player_word_each_take_their_own(text: str, target: list[str],
                                                              expected: list[tuple[str, str]]) -> None:
    assert _who(resolve_card(text, target=target)) == expected


@pytest.mark.parametrize(("text", "words"), [
    ("Target player draws two cards and loses 2 life.", [0, 0]),  # one word, two instructions
    ("Target player gains 7 life. Target player shuffles their graveyard into their library.", [0, 1]),
    ("Target player draws a card and target opponent loses 1 life.", [0, 1]),
    ("Target player mills three cards. Then that player loses 1 life.", [0, 0]),
    ("Exile target player's graveyard. Target opponent loses 2 life.", [0, 1]),
    ("Destroy target creature. This spell deals 3 damage to target player or planeswalker.", [None, 0]),
    ("El jugador objetivo gana 7 vidas. El jugador objetivo roba una carta.", [0, 1]),
])
def test_the_words_are_numbered_in_the_texts_order(text: str, words: list[int | None]) -> None:
    assert [s.subject.target_word for s in parse_effect(text).steps] == words


def test_printed_spanish_takes_the_same_players() -> None:
    result = resolve_card(PRIMAL_COMMAND_ES, mode=[1, 3], target=["Alice", "Bob"])
    assert _who(result) == [("gain_life", "Alice"), ("shuffle", "Bob")]
    assert "Objetivo: Alice, Bob" in result["narration"]


def test_an_object_named_alone_keeps_its_place_beside_the_default_target_player() -> None:
    """Goblin Barrage unkicked, only the creature named: the creature is still the target (the default target
    player, assumed with a warning, was put in its place and the object was lost: "give its name in target")."""
    text = ("Goblin Barrage deals 4 damage to target creature. If this spell was kicked, it also deals 4 damage to "
            "target player or planeswalker.")
    result = resolve_card(text, target=["Hill Giant"])
    assert [(e["player"], e["objects"], e["amount"]) for s in result["steps"] for e in s["events"]] == \
        [("Bob", ["Hill Giant"], 4)]
    assert any("assumed" in w for w in result["warnings"])


def test_a_creature_word_and_a_player_word_in_one_damage_sentence() -> None:
    """Hungry Flames: 3 to the creature, 2 to the player, one source; each word its own target (115.3)."""
    text = "Hungry Flames deals 3 damage to target creature and 2 damage to target player or planeswalker."
    result = resolve_card(text, target=["Hill Giant", "Bob"])
    assert [(e["player"], e["objects"], e["amount"]) for s in result["steps"] for e in s["events"]] == \
        [("Bob", ["Hill Giant"], 3), ("Bob", [], 2)]
    assert result["life"]["Bob"] == 18


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("Each player sacrifices a creature.", "en", "the text targets nothing"),
    ("Cada jugador sacrifica una criatura.", "es", "el texto no tiene objetivos")])
def test_a_target_given_for_a_text_that_targets_nothing_says_so(text: str, lang: str, said: str) -> None:
    # "Hill Giant is not one of the players" sent the user looking for a player; the text has no target at all.
    err = _error(text, lang=lang, target="Hill Giant")
    assert (err.code, err.field) == ("bad_scenario", "target") and said in err.text(lang)
