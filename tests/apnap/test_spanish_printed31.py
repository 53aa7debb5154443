"""Printed Spanish of the round trip's refusals (session 31, gD18), read into the same plan as English.

- "Una criatura destruida de esta manera no puede ser regenerada.", "Una criatura a la que se le hizo daño de esta
  manera no puede regenerarse este turno." (701.19c, 608.2c: those this effect destroyed or dealt damage to; only the
  subject-less "No puede ser regenerada." was read).
- Spell mastery's "Si hay dos o más cartas de instantáneo y/o de conjuro en tu cementerio" said back with its "y/o"
  (the reading said "o", another plan's words than the card's "and/or"), "… de instantáneo o conjuro …" (either type,
  205.2a; refused) and one type, "cartas de criatura" (refused: the lexer's "de" before a card type left the plain kind
  unread).
- "Puedes hacer que haga una cantidad de daño igual a su fuerza a la criatura objetivo" (English "you may have it deal
  damage equal to its power to target creature": the subject left out is "it", 608.2c, 120.3); the Spanish reading
  says it so, never "Puedes hacer que este permanente haga …", which is not the plan's "it".

Each pair is resolved alone on the corpus board through the parity harness (spanish_parity.py). Every one was refused
before (each failed).
"""

from __future__ import annotations

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.corpus import board
from tests.apnap.realcards import resolve_card
from tests.apnap.rendering import _comparable
from tests.apnap.spanish_parity import Pair, outcome

PAIRS = [
    ("Destroy target creature if it's white. A creature destroyed this way can't be regenerated.",
     "Destruye la criatura objetivo si es blanca. Una criatura destruida de esta manera no puede ser regenerada.",
     "Instant"),
    ("This spell deals 3 damage to any target. A creature dealt damage this way can't be regenerated this turn.",
     "Este hechizo hace 3 puntos de daño a cualquier objetivo. Una criatura a la que se le hizo daño de esta manera no "
     "puede regenerarse este turno.", "Instant"),
    ("Destroy target creature. If there are two or more instant or sorcery cards in your graveyard, you gain 2 life.",
     "Destruye la criatura objetivo. Si hay dos o más cartas de instantáneo o conjuro en tu cementerio, ganas 2 vidas.",
     "Instant"),
    ("Destroy target creature. If there are two or more instant and/or sorcery cards in your graveyard, you gain 2 "
     "life.", "Destruye la criatura objetivo. Si hay dos o más cartas de instantáneo y/o de conjuro en tu cementerio, "
     "ganas 2 vidas.", "Instant"),
    ("Destroy target creature. If there are two or more creature cards in your graveyard, you gain 2 life.",
     "Destruye la criatura objetivo. Si hay dos o más cartas de criatura en tu cementerio, ganas 2 vidas.", "Instant"),
]


@pytest.mark.parametrize(("english", "spanish", "type_line"), PAIRS, ids=[es[:60] for _, es, _ in PAIRS])
def test_printed_spanish_reads_into_the_english_plan(english: str, spanish: str, type_line: str) -> None:
    assert outcome(Pair("Test Card", type_line, english, spanish), board(4)) == "same"


def test_and_between_the_types_is_not_either() -> None:
    """"cartas de instantáneo y de conjuro" would be cards of both types at once: not the printed "y/o", refused."""
    with pytest.raises(BotError) as err:
        resolve_card("Destruye la criatura objetivo. Si hay dos o más cartas de instantáneo y de conjuro en tu "
                     "cementerio, ganas 2 vidas.", "es", target="Grizzly Bears")
    assert err.value.code == "unsupported_effect"


def test_only_the_creatures_dealt_damage_this_way_cant_be_regenerated() -> None:
    out = resolve_card("Este hechizo hace 3 puntos de daño a cualquier objetivo. Una criatura a la que se le hizo daño "
                       "de esta manera no puede regenerarse este turno.", "es", card="Incinerate",
                       target="Grizzly Bears")
    english = resolve_card("This spell deals 3 damage to any target. A creature dealt damage this way can't be "
                           "regenerated this turn.", card="Incinerate", target="Grizzly Bears")
    assert [s["action"] for s in out["steps"]] == [s["action"] for s in english["steps"]]
    assert out["reading"] == ("Este hechizo hace 3 puntos de daño a cualquier objetivo. Una criatura a la que se le "
                              "hizo daño de esta manera no puede ser regenerada este turno.")


LACCOLITH = {"en": "Whenever Laccolith Grunt becomes blocked, you may have it deal damage equal to its power to target "
                   "creature. If you do, Laccolith Grunt assigns no combat damage this turn.",
             "es": "Siempre que Laccolith Grunt sea bloqueado, puedes hacer que haga una cantidad de daño igual a su "
                   "fuerza a la criatura objetivo. Si lo haces, Laccolith Grunt no asigna daño de combate este turno."}
GRUNT = {"battlefield": [{"name": "Laccolith Grunt", "types": ["creature"], "power": 2, "toughness": 2}]}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_you_may_have_it_deal_damage_equal_to_its_power(lang: str) -> None:
    out = resolve_card(LACCOLITH[lang], None if lang == "en" else lang, card="Laccolith Grunt", target="Grizzly Bears",
                       Dave=GRUNT, active="Dave")
    damage = [(e["player"], e["objects"], e["amount"]) for s in out["steps"] for e in s["events"]
              if s["action"] == "damage"]
    assert damage == [("Alice", ["Grizzly Bears"], 2)]
    said = {"en": "You may have it deal damage equal to its power to target creature.",
            "es": "Puedes hacer que haga una cantidad de daño igual a su fuerza a la criatura objetivo."}
    assert out["reading"].startswith(said[lang])


def test_the_spanish_reading_of_it_leaves_the_subject_out_and_reads_back() -> None:
    english = plan_of(parse_effect("You may have it deal damage equal to its power to target creature.", "en",
                                   antecedent="source"))
    said = render_plan(english, "es")
    assert said == "Puedes hacer que haga una cantidad de daño igual a su fuerza a la criatura objetivo."
    assert _comparable(plan_of(parse_effect(said, "es", antecedent="source"))) == _comparable(english)


def test_spell_mastery_is_said_back_with_its_and_or() -> None:
    english = plan_of(parse_effect("Destroy target creature. If there are two or more instant and/or sorcery cards in "
                                   "your graveyard, you gain 2 life.", "en"))
    said = render_plan(english, "es")
    assert "Si hay dos o más cartas de instantáneo y/o de conjuro en tu cementerio, ganas 2 vidas." in said
    assert _comparable(plan_of(parse_effect(said, "es"))) == _comparable(english)
