"""Printed Spanish of the round trip's refusals (session 16, second round), read into the same plan as English.

Each pair is resolved alone on the corpus board through the parity harness (spanish_parity.py): a cost to attack
("a menos que su controlador pague {3}", "por cada criatura que controle que te esté atacando", 508.1h); the caster's
payment ("contrarréstalo / contrarresta ese hechizo a menos que ese jugador pague {3}", 118.12); "otro Zombie", "otra
criatura" (another: not the source); a prevention "a y por" (to and dealt by), "por las criaturas que está bloqueando"
(509.1) and "por Muros" (a kind of source, 609.7b); a redirection "se hace a … en su lugar" (614.9); type changes
("La tierra encantada es …. Sigue siendo una tierra.", "con fuerza y resistencia base", "se convierten cada uno en",
"se vuelve del color / tipo de criatura de tu elección"). Every one was refused before (each failed).

The narration's Spanish verb agrees with its subject: "El Halcón de guerra no puede atacar" (one permanent), "… no
pueden atacar" (several); English "can't" has one form, Spanish two ("no pueden" was said of one card).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from tests.apnap.corpus import board
from tests.apnap.realcards import resolve_card
from tests.apnap.spanish_parity import Pair, outcome

CREATURE, AURA, ENCHANTMENT = "Creature — Human", "Enchantment — Aura", "Enchantment"

PAIRS = [
    # a cost to attack (508.1h)
    ("Enchanted creature can't attack unless its controller pays {3}.",
     "La criatura encantada no puede atacar a menos que su controlador pague {3}.", AURA),
    ("Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking "
     "you.", "Las criaturas no pueden atacarte a menos que su controlador pague {2} por cada criatura que controle que "
     "te esté atacando.", ENCHANTMENT),
    ("Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking "
     "you.", "Las criaturas no pueden atacarte a menos que su controlador pague {2} por cada criatura que controle que "
     "esté atacándote.", ENCHANTMENT),
    # another: not the source
    ("Test Card can't block unless you control another Zombie.",
     "Test Card no puede bloquear a menos que controles otro Zombie.", "Creature — Zombie"),
    ("If you control another creature, draw a card.", "Si controlas otra criatura, roba una carta.", "Sorcery"),
    ("Sacrifice another creature.", "Sacrifica otra criatura.", "Sorcery"),
    # prevention: to and by, the creatures it blocks, a kind of source (615.1a, 509.1, 609.7b)
    ("Prevent all damage that would be dealt to and dealt by enchanted creature.",
     "Previene todo el daño que se fuera a hacer a y por la criatura encantada.", AURA),
    ("Prevent all damage that would be dealt to Test Card by creatures it's blocking.",
     "Previene todo el daño que se fuera a hacer a Test Card por las criaturas que está bloqueando.", CREATURE),
    ("Prevent all combat damage that would be dealt to Test Card by Walls.",
     "Previene todo el daño de combate que se fuera a hacer a Test Card por Muros.", CREATURE),
    # redirection (614.9): "se hace a … en su lugar"
    ("All damage that would be dealt to target creature this turn is dealt to you instead.",
     "Todo el daño que se fuera a hacer a la criatura objetivo este turno se hace a ti en su lugar.", "Instant"),
    ("The next 1 damage that would be dealt to Test Card this turn is dealt to target creature you control instead.",
     "El próximo 1 punto de daño que se fuera a hacer a Test Card este turno se hace a la criatura objetivo que "
     "controlas en su lugar.", CREATURE),
    # type changes (613.1d, 205.1b, 608.2d)
    ("Enchanted land is a 3/3 black Ooze creature. It's still a land.",
     "La tierra encantada es una criatura Cieno negra 3/3. Sigue siendo una tierra.", AURA),
    ("Enchanted artifact is a creature with base power and toughness 5/5 in addition to its other types.",
     "El artefacto encantado es una criatura con fuerza y resistencia base 5/5 además de sus otros tipos.", AURA),
    ("Up to two target Swamps each become 3/5 Treefolk Warrior creatures in addition to their other types until end "
     "of turn.", "Hasta dos Pantanos objetivo se convierten cada uno en criaturas Arbóreo Guerrero 3/5 además de sus "
     "otros tipos hasta el final del turno.", "Sorcery"),
    ("Target permanent you control becomes the color of your choice.",
     "El permanente objetivo que controlas se vuelve del color de tu elección.", "Instant"),
    ("Test Card becomes the creature type of your choice until end of turn.",
     "Test Card se vuelve del tipo de criatura de tu elección hasta el final del turno.", CREATURE),
]


@pytest.mark.parametrize(("english", "spanish", "type_line"), PAIRS, ids=[es for _, es, _ in PAIRS])
def test_printed_spanish_reads_into_the_english_plan(english: str, spanish: str, type_line: str) -> None:
    assert outcome(Pair("Test Card", type_line, english, spanish), board(4)) == "same"


@pytest.mark.parametrize("spanish", ["Contrarréstalo a menos que ese jugador pague {3}.",
                                     "Contrarresta ese hechizo a menos que ese jugador pague {3}."])
def test_the_casters_payment_reads_as_english(spanish: str) -> None:
    """118.12: "unless that player pays {3}" is the caster's choice; "contrarréstalo" is English "counter it" and is
    said back so (the plan keeps how the spell was named, so the round trip gives the same plan)."""
    english = plan_of(parse_effect("Counter it unless that player pays {3}." if "lo " in spanish
                                   else "Counter that spell unless that player pays {3}."))
    read = plan_of(parse_effect(spanish, "es"))
    assert [replace_text(s) for s in read.steps] == [replace_text(s) for s in english.steps]
    assert render_plan(read, "es") == spanish


def replace_text(step: Any) -> Any:
    return replace(step, text="")


def test_either_kind_is_said_with_an_article_each() -> None:
    """War Falcon: "un Caballero o un Soldado" as printed ("un Caballero o Soldado" was not read back)."""
    plan = plan_of(parse_effect("If you control a Knight or a Soldier, draw a card."))
    assert render_plan(plan, "es") == "Si controlas un Caballero o un Soldado, roba una carta."
    back: Any = plan_of(parse_effect(render_plan(plan, "es"), "es")).steps[0].condition
    english: Any = plan.steps[0].condition
    assert back == english  # the words differ by language only (either of two kinds since session 32: Controls)


def _falcon(name: str) -> dict[str, object]:
    return {"name": name, "types": ["creature"], "subtypes": ["Bird"], "power": 2, "toughness": 1}


def test_the_narration_says_one_permanent_in_the_singular() -> None:
    card = "El Halcón de guerra"
    result = resolve_card("El Halcón de guerra no puede atacar a menos que controles un Caballero.", lang="es",
                          card=card, Dave={"battlefield": [_falcon(card)]})
    assert "El Halcón de guerra no puede atacar;" in result["narration"]
    assert "no pueden atacar" not in result["narration"]


def test_the_narration_says_several_permanents_in_the_plural() -> None:
    result = resolve_card("Las criaturas no pueden bloquear este turno.", lang="es", card="Test Card",
                          Dave={"battlefield": [_falcon("Halcón"), _falcon("Grulla")]})
    assert "no pueden bloquear" in result["narration"]


def test_the_controller_of_the_enchanted_permanent_with_del() -> None:
    """"El controlador del artefacto encantado" ("de" + "el"): the same subject as "Enchanted artifact's controller"
    (303.4e); before, refused at "del"."""
    english = plan_of(parse_effect("Enchanted artifact's controller gets a poison counter."))
    spanish = plan_of(parse_effect("El controlador del artefacto encantado recibe un contador de veneno.", "es"))
    assert [replace_text(s) for s in spanish.steps] == [replace_text(s) for s in english.steps]
