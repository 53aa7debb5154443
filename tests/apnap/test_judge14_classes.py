"""The class blind judge 14 found (session 20), each with a test that failed before the fix.

Saproling Burst: "destroy all tokens created with Saproling Burst. They can't be regenerated." was read back as "It
can't be regenerated" (a pronoun for one object where the card names all of them), and with no token created the
narration said "no creature was dealt damage this way": the destruction dealt no damage (701.8a, 701.19c, 608.2c).
"""

from __future__ import annotations

import json
from typing import Any

from bot.apnap import CardText, resolve_text
from tests.apnap.realcards import board, resolve_card

BURST = ("When Saproling Burst leaves the battlefield, destroy all tokens created with Saproling Burst. They can't be "
         "regenerated.")
BURST_ES = ("Cuando la Explosión de saprolings deje el campo de batalla, destruye todas las fichas creadas con la "
            "Explosión de saprolings. No pueden ser regeneradas.")
SAPROLING = {"name": "Saproling", "types": ["token", "creature"], "power": 1, "toughness": 1}


def resolve(text: str, lang: str = "en", card: str = "Saproling Burst", **more: Any) -> dict[str, Any]:
    data = board(card=card, **more)
    return resolve_text(json.dumps(data), lang, card_lookup=lambda name: CardText(card, text, lang))


def test_they_cant_be_regenerated_is_said_back_of_all_the_destroyed_tokens() -> None:
    out = resolve(BURST, created_with={"Dave": ["Saproling", "Saproling"]},
                  Dave={"battlefield": [SAPROLING, SAPROLING]})
    assert "They can't be regenerated." in out["reading"]
    assert "It can't be regenerated" not in out["reading"]
    (e,) = out["steps"][0]["events"]
    assert (e["action"], e["objects"]) == ("destroy", ["Saproling", "Saproling"])
    (shield,) = out["steps"][0]["effects"]
    assert shield["objects"] == ["Saproling", "Saproling"]


def test_nothing_destroyed_is_not_told_as_damage() -> None:
    out = resolve(BURST, created_with={})
    assert "dealt damage" not in out["narration"]
    assert "applies to nothing (701.19c)" in out["narration"]
    es = resolve(BURST, "es", created_with={})
    assert "daño" not in es["narration"] and "no se aplica a nada" in es["narration"]


def test_a_creature_dealt_damage_this_way_still_says_so_when_none_was() -> None:
    text = "Incinerate deals 3 damage to any target. A creature dealt damage this way can't be regenerated this turn."
    out = resolve(text, card="Incinerate", target="Alice")
    assert "no creature was dealt damage this way" in out["narration"]


def test_the_spanish_plural_is_read_and_said_back_in_the_plural() -> None:
    out = resolve(BURST_ES, "es", card="Explosión de saprolings", created_with={"Dave": ["Saproling", "Saproling"]},
                  Dave={"battlefield": [SAPROLING, SAPROLING]})
    assert "No pueden ser regeneradas." in out["reading"]


def test_a_possessive_names_the_objects_noun_not_its_whole_filter() -> None:
    """Found at the merge (session 20): "Its controller" after "target creature that has a fate counter on it" was
    said back as "That creature with a fate counter on it's controller"."""
    text = "{1}{W}, {T}: Exile target creature that has a fate counter on it. Its controller draws two cards."
    giant = {"name": "Hill Giant", "types": ["creature"], "power": 3, "toughness": 3, "counters": {"fate": 1}}
    out = resolve(text, card="Triad of Fates", target="Hill Giant", ability=1, Bob={"battlefield": [giant]})
    assert "That creature's controller draws two cards." in out["reading"]
    es = resolve(text, "es", card="Triad of Fates", target="Hill Giant", ability=1, Bob={"battlefield": [giant]})
    assert "el controlador de esa criatura" in es["reading"].lower() and "on it" not in es["reading"]


# Found by the pre-stop review (session 20), each failing before its fix.
JACE = {"name": "Jace Beleren", "types": ["planeswalker"], "counters": {"loyalty": 3}, "colors": ["blue"]}
LIFELINKER = {"name": "Lifelinker", "types": ["creature"], "power": 2, "toughness": 2, "keywords": ["lifelink"]}


def test_lifelink_on_damage_to_a_planeswalker_gains_life_once() -> None:
    """702.15b: damage dealt by a source with lifelink makes its controller gain that much life, once; the
    planeswalker branch of "target player or planeswalker" counted it twice."""
    players = board()["players"]
    alice, dave = players[0], players[3]
    text = "When Lifelinker enters the battlefield, it deals 2 damage to target player or planeswalker."
    out = resolve_card(text, card="Lifelinker", target="Jace Beleren",
                       Alice={"battlefield": alice["battlefield"] + [JACE]},
                       Dave={"battlefield": dave["battlefield"] + [LIFELINKER], "life": 20})
    gains = [e for s in out["steps"] for e in s["events"] if e["action"] == "gain_life"]
    assert [(e["player"], e["amount"]) for e in gains] == [("Dave", 2)]
    assert out["life"]["Dave"] == 22


def test_counter_all_other_spells_counters_an_earlier_spell_of_the_same_name() -> None:
    """701.6a, 608.2: "other" leaves out only the resolving spell, which is not among the stack's listed spells; Bob's
    earlier Swift Silence is another spell and is countered (it was skipped by name)."""
    spells = [{"name": "Shock", "controller": "Bob", "types": ["instant"], "mana_value": 1, "colors": ["red"]},
              {"name": "Swift Silence", "controller": "Bob", "types": ["instant"], "mana_value": 5}]
    out = resolve_card("Counter all other spells. Draw a card for each spell countered this way.",
                       card="Swift Silence", spells=spells)
    countered = [o for s in out["steps"] for e in s["events"] if e["action"] == "counter_spell" for o in e["objects"]]
    assert sorted(countered) == ["Shock", "Swift Silence"]
    draws = [e for s in out["steps"] for e in s["events"] if e["action"] == "draw"]
    assert [e["amount"] for e in draws] == [2]


def test_an_unless_cost_paid_by_you_does_not_say_the_instruction_applies_to_you() -> None:
    """118.12a: "Each opponent loses 2 life unless you sacrifice a creature": Dave decides, the opponents lose life;
    the default's warning said the instruction applied to "them" (Dave)."""
    out = resolve_card("Each opponent loses 2 life unless you sacrifice a creature.", card="Tribute to Hunger")
    said = " ".join(out["warnings"])
    assert "so the instruction applies to them" not in said
    assert "so the instruction applies" in said
    losers = {e["player"] for s in out["steps"] for e in s["events"] if e["action"] == "lose_life"}
    assert "Dave" not in losers and losers
