"""Faults a native-Spanish blind judge found in session 42 (issue #22).

English leaking into Spanish notes: an English card answered in Spanish quoted its trigger condition or its "if"
condition inside the bot's own Spanish sentence («si you have 10 or less life», «At the beginning of your upkeep»,
(“Whenever River Kelpie or another permanent enters …”)). A piece of the card inside the bot's sentence is quoted
only in the language it was printed in; in the other it is said from its reading (603.1 trigger conditions,
603.4 intervening "if" conditions), or, where no reader says it, described without its words
(render/card_words.py)."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from typing import Any

import pytest

from bot.apnap import CardText, resolve_text
from bot.apnap.render.card_words import CardWords
from tests.apnap.realcards import board, creature

# English words a Spanish note must not hold (the card's names and the scenario's field hints left out)
_ENGLISH = frozenset({"you", "your", "the", "whenever", "when", "beginning", "upkeep", "if", "have", "less", "life",
                      "deals", "damage", "combat", "player", "enters", "battlefield", "from", "graveyard", "another",
                      "permanent", "cast", "it", "hand", "or", "draw", "card"})


def _resolve(name: str, text: str, lang: str, type_line: str = "Creature", printed: str = "en",
             **changes: Any) -> dict[str, Any]:
    """An English card (as the card database gives it, services/resolve.py) resolved for an answer in ``lang``."""
    data = board(**changes)
    data.pop("effect", None)
    data["card"] = name

    def lookup(asked: str) -> CardText | None:
        return CardText(name, text, printed, type_line) if asked.casefold() == name.casefold() else None

    return resolve_text(json.dumps(data), lang, card_lookup=lookup)


def _english_words(out: dict[str, Any], names: tuple[str, ...]) -> set[str]:
    said = " ".join(out["warnings"])
    for name in names:
        said = said.replace(name, " ")
    said = re.sub(r"`[^`]*`|condition: \w+", " ", said)
    return set(re.findall(r"[a-z]+", said.lower())) & _ENGLISH


_CONVALESCENCE = "At the beginning of your upkeep, if you have 10 or less life, you gain 1 life."


def test_an_english_cards_conditions_are_said_in_spanish() -> None:  # 603.4, 503.1a
    out = _resolve("Convalescence", _CONVALESCENCE, "es", "Enchantment", controller="Dave")
    notes = " ".join(out["warnings"])
    assert "«si tienes 10 vidas o menos»" in notes
    assert "«Al comienzo de tu mantenimiento» solo se dispara en el turno de Dave" in notes
    assert not _english_words(out, ("Convalescence",))


def test_an_english_cards_conditions_stay_as_printed_in_english() -> None:  # 603.4, 503.1a
    out = _resolve("Convalescence", _CONVALESCENCE, "en", "Enchantment", controller="Dave")
    notes = " ".join(out["warnings"])
    assert "condition “if you have 10 or less life” is false" in notes
    assert "“At the beginning of your upkeep” triggers only in Dave's own turn" in notes


_FLAMESPEAKER = ("Double strike, trample\nWhenever Prophetic Flamespeaker deals combat damage to a player, exile the "
                 "top card of your library. You may play it this turn.")
_BUTCHER = ("Haste\nWhenever Dreadhorde Butcher deals combat damage to a player or planeswalker, put a +1/+1 counter "
            "on Dreadhorde Butcher.\nWhen Dreadhorde Butcher dies, it deals damage equal to its power to any target.")


def test_a_combat_damage_trigger_is_said_in_spanish_with_the_cards_name() -> None:  # 510.1a, 506.2, 201.5
    out = _resolve("Prophetic Flamespeaker", _FLAMESPEAKER, "es", controller="Dave", ability=1)
    notes = " ".join(out["warnings"])
    assert "«Siempre que Prophetic Flamespeaker haga daño de combate a un jugador»: solo una criatura" in notes
    assert not _english_words(out, ("Prophetic Flamespeaker",))


def test_a_trigger_no_reader_says_is_described_not_quoted() -> None:  # "or planeswalker": no Spanish said for it
    out = _resolve("Dreadhorde Butcher", _BUTCHER, "es", controller="Dave", ability=1)
    notes = " ".join(out["warnings"])
    assert "La condición de disparo de esta habilidad: solo una criatura atacante" in notes
    assert not _english_words(out, ("Dreadhorde Butcher",))


_KELPIE = ("Whenever River Kelpie or another permanent enters the battlefield from a graveyard, draw a card.\n"
           "Whenever a player casts a spell from a graveyard, draw a card.")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_sources_other_unread_triggers_are_not_quoted_in_another_language(lang: str) -> None:  # 603.2
    out = _resolve("River Kelpie", _KELPIE, lang, controller="Dave", ability=2)
    notes = " ".join(out["warnings"])
    if lang == "en":
        assert "(“Whenever River Kelpie or another permanent enters the battlefield from a graveyard”)" in notes
    else:
        assert "River Kelpie también tiene habilidades disparadas cuya condición no se evalúa aquí: si este efecto " \
               "las disparara, no se tiene en cuenta." in notes
        assert not _english_words(out, ("River Kelpie",))


_DEMON = ("Flying\nWhen Reiver Demon enters the battlefield, if you cast it from your hand, destroy all nonartifact, "
          "nonblack creatures. They can't be regenerated.")


def test_a_given_condition_is_said_in_spanish() -> None:  # 603.4
    demon = {**creature("Reiver Demon", 6, 6), "colors": ["black"], "subtypes": ["Demon"]}
    out = _resolve("Reiver Demon", _DEMON, "es", "Creature — Demon", controller="Dave", ability=1, condition=True,
                   Dave={"battlefield": [demon]})
    notes = " ".join(out["warnings"])
    assert "Se da por cumplida la condición «si lo lanzaste desde tu mano» porque lo dice el escenario" in notes
    assert not _english_words(out, ("Reiver Demon",))


def test_printed_spanish_words_are_quoted_as_printed_in_a_spanish_answer() -> None:
    assert CardWords("tienes 10 vidas o menos", "condition", "es").inflect("es", "opt") == \
        " «si tienes 10 vidas o menos»"
    assert CardWords("tienes 10 vidas o menos", "condition", "es").inflect("en", "opt") == \
        " “if you have 10 or less life”"
    assert CardWords("Al comienzo de tu mantenimiento", "trigger", "es").inflect("en", "") == \
        "“At the beginning of your upkeep”"


def test_words_no_reader_says_are_left_out_never_quoted_in_the_other_language() -> None:
    assert CardWords("you crank a contraption", "condition", "en").inflect("es", "opt") == ""
    assert CardWords("Whenever you crank a Contraption", "trigger", "en").inflect("es", "cap") == \
        "La condición de disparo de esta habilidad"


def test_the_unseen_source_is_the_permanent_the_ability_comes_from() -> None:  # 113.6, 113.7a
    out = _resolve("Convalescence", _CONVALESCENCE, "es", "Enchantment", controller="Dave")
    assert "El tablero no muestra Convalescence, el permanente del que procede esta habilidad: se da por hecho que " \
           "está en el campo de batalla de Dave cuando la habilidad se resuelve (113.6), con los tipos impresos en " \
           "su carta" in out["warnings"][0]
    assert "el tablero indica Bob, y el resultado se calcula así" in " ".join(out["warnings"])


@pytest.mark.parametrize(("english", "spanish"), [
    # 701.41a: the keyword action is the verb "apoyar", in the imperative as cards print it
    ("Support 3.", "Apoya 3."),
    # the number before "primeras", as the CR says it
    ("Look at the top two cards of your library.", "Mira las dos primeras cartas de tu biblioteca."),
])
def test_the_spanish_reading_uses_the_printed_terms(english: str, spanish: str) -> None:
    from bot.apnap.grammar import parse_effect
    from bot.apnap.plan import plan_of
    from bot.apnap.render import render_plan

    plan = plan_of(parse_effect(english, "en"))
    said = render_plan(plan, "es")
    assert said == spanish
    back = plan_of(parse_effect(said, "es")).steps  # printed Spanish reads back into the same plan, its words aside
    assert [replace(s, text="") for s in back] == [replace(s, text="") for s in plan.steps]


_OUTBURST = ("Ral's Outburst deals 3 damage to any target. Look at the top two cards of your library. Put one of "
             "them into your hand and the other into your graveyard.")


def test_looking_at_two_cards_agrees_with_them() -> None:  # 401.2: only the looking player sees them
    out = _resolve("Ral's Outburst", _OUTBURST, "es", "Instant", controller="Dave", target="Alice")
    assert "(solo Dave las ve)" in out["narration"]


_CAPTAIN = ("When Relief Captain enters the battlefield, support 3. (Put a +1/+1 counter on each of up to three other "
            "target creatures.)")


@pytest.mark.parametrize(("lang", "said"), [
    ("es", "Dave no eligió ninguna criatura objetivo, así que no se pone ningún contador"),
    ("en", "Dave chose no target creature, so no counter is put")])
def test_no_target_chosen_is_a_whole_sentence(lang: str, said: str) -> None:  # 701.41a, 115.1
    out = _resolve("Relief Captain", _CAPTAIN, lang, "Creature — Kor Knight Ally", controller="Dave", target="Alice")
    assert said in out["narration"]
