"""Review 23b's findings (issue #22) on this session's resolver work, each reproduced on a real card's wording
before it was fixed.

1. A Theros god's "as long as your devotion …" said in the answer's language in the event's sentence too (a
   Spanish answer about the English card said "mientras your devotion to black is less than five").
2. Which creatures attacked is asked in printed Spanish as in English (508.1f): a trigger prints the subjunctive
   ("Siempre que el Paladín de Nudos Enredados ataque", "Siempre que ataques"), which the attack words did not read,
   so Knotvine Paladin answered +3/+3 counting itself untapped though it had just attacked.
3. How many an "any number" cost gives up is asked with the cost said in the answer's language (a Spanish question
   about Vicious Betrayal, asked by name, quoted «Sacrifice any number of creatures»), and which creatures attacked
   with the trigger said in it, or "esta habilidad disparada" where it has no Spanish words (Curse of Bounty asked
   by name quoted «Whenever enchanted player is attacked»).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import CardText, resolve_text
from bot.errors import BotError
from tests.apnap import corpus
from tests.apnap.realcards import board, run

EREBOS = "As long as your devotion to black is less than five, Erebos isn't a creature."
EREBOS_ES = "Mientras tu devoción al negro sea menor que cinco, Erebos no es una criatura."


def _god(name: str, cost: str) -> dict[str, Any]:
    return {"name": name, "types": ["enchantment", "creature"], "mana_cost": cost, "power": 5, "toughness": 7,
            "supertypes": ["legendary"]}


def test_a_gods_condition_is_said_in_the_answers_language() -> None:
    board = {"battlefield": [_god("Erebos, God of the Dead", "{3}{B}"), "Swamp (basic land)"]}
    es = run({}, lang="es", card="Erebos, God of the Dead", effect=EREBOS, Dave=board)["narration"]
    assert "your devotion" not in es.split("\n", 1)[1]  # the user's own words are said back on the first line only
    assert "se aplica mientras tu devoción al negro sea menor que cinco" in es
    en = run({}, lang="en", card="Erebos, God of the Dead", effect=EREBOS_ES, Dave=board)["narration"]
    assert "applies as long as your devotion to black is less than five" in en
    assert "tu devoción" not in en.split("\n", 1)[1]


def test_devotion_as_an_amount_and_as_a_condition_is_one_count() -> None:
    """Gray Merchant's "where X is your devotion to black" and Erebos's condition count the same symbols (700.5,
    700.5a: a hybrid {B/G} and a Phyrexian {B/P} once each), one counting function (devotion_check.devotion)."""
    board = {"battlefield": [_god("Erebos, God of the Dead", "{3}{B}"),
                             {"name": "Kitchen Finks", "types": ["creature"], "mana_cost": "{1}{B/G}{B/P}"}]}
    merchant = run({}, effect="Each opponent loses X life, where X is your devotion to black.", Dave=board)
    assert merchant["life"]["Bob"] == 20 - 3
    god = run({}, card="Erebos, God of the Dead", effect=EREBOS, Dave=board)
    assert [e["devotion"] for s in god["steps"] for e in s["events"]] == [3]


PALADIN = {"en": "Whenever Knotvine Paladin attacks, it gets +1/+1 until end of turn for each untapped creature you "
                 "control.",
           "es": "Siempre que el Paladín de Nudos Enredados ataque, obtiene +1/+1 hasta el final del turno por cada "
                 "criatura enderezada que controlas."}


def _on_daves_turn(text: str, lang: str, card: str | None = None, active: str = "Dave") -> dict[str, Any]:
    data = board(active=active, Dave={"battlefield": [
        {"name": "Knotvine Paladin", "types": ["creature"], "power": 2, "toughness": 2},
        {"name": "Llanowar Elves", "types": ["creature"], "power": 1, "toughness": 1}]})
    if card is None:
        return resolve_text(json.dumps({**data, "effect": text}), lang)
    return resolve_text(json.dumps({**data, "card": card}), lang,
                        card_lookup=lambda n: CardText(card, text, lang) if n.casefold() == card.casefold() else None)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_an_own_attack_trigger_counting_untapped_creatures_asks_who_attacked(lang: str) -> None:
    with pytest.raises(BotError) as asked:
        _on_daves_turn(PALADIN[lang], lang, card="Knotvine Paladin")
    assert (asked.value.key, asked.value.field) == ("apnap.error.attackers_needed", "combat")


@pytest.mark.parametrize("text", ["Siempre que ataques con una o más criaturas, endereza todas las criaturas que "
                                  "controlas.",
                                  "Siempre que una criatura que controlas ataque, endereza todas las criaturas que "
                                  "controlas."])
def test_a_spanish_attack_in_the_subjunctive_is_an_attack(text: str) -> None:
    with pytest.raises(BotError) as asked:
        _on_daves_turn(text, "es")
    assert asked.value.key == "apnap.error.attackers_needed"
    out = _on_daves_turn(text, "es", active="Bob")  # the controller's own attack on another turn: nothing asked
    assert [s["action"] for s in out["steps"]] == ["untap"]


def test_a_spanish_attack_or_block_is_left_alone_as_english_is() -> None:
    text = PALADIN["es"].replace(" ataque,", " ataque o bloquee,")
    out = _on_daves_turn(text, "es", card="Knotvine Paladin")
    assert [s["action"] for s in out["steps"]] == ["modify"]


def test_the_cost_amount_question_says_the_cost_in_the_answers_language() -> None:
    data = {**corpus.board(4), "card": "Vicious Betrayal", "target": "Hill Giant", "active": "Dave"}
    with pytest.raises(BotError) as asked:
        resolve_text(json.dumps(data), "es", card_lookup=lambda n: corpus.card_database().get(n.casefold()))
    said = asked.value.text("es")
    assert "Sacrifice" not in said and "«Sacrifica cualquier cantidad de criaturas»" in said


def test_the_attackers_question_never_quotes_the_english_trigger_in_spanish() -> None:
    data = {**corpus.board(4), "attacking": ["Bob"], "card": "Curse of Bounty", "ability": 1}
    for lang, said in (("es", "«esta habilidad disparada»"), ("en", '"Whenever enchanted player is attacked"')):
        with pytest.raises(BotError) as asked:
            resolve_text(json.dumps(data), lang, card_lookup=lambda n: corpus.card_database().get(n.casefold()))
        assert asked.value.key == "apnap.error.attackers_needed" and said in asked.value.text(lang)


def test_mana_of_either_colour_is_said_with_the_catalogues_or() -> None:
    """mana_available said a unit of either colour with a key the catalogue lacks ("{R} apnap.narrate.or {G}")."""
    from bot.apnap.engine.mana_available import ManaAvailable

    either = ManaAvailable((frozenset("RG"),))
    assert (either.said("en"), either.said("es")) == ("{R} or {G}", "{R} o {G}")
