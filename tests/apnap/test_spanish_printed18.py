"""Printed Spanish of the round trip's refusals (session 17), read into the same plan as English, and the Spanish
reading said as printed Spanish says it.

Each pair is resolved alone on the corpus board through the parity harness (spanish_parity.py): a quoted triggered
ability in Spanish ("… y tiene "Siempre que esta criatura ataque, …"", 603.1, 113.10), what a target must not be
after "objetivo" ("la criatura objetivo que no sea Ángel", "dos criaturas objetivo que no sean artefacto"), "no puede
ser bloqueada y tiene velo", "Agrega {U} por cada artefacto que controlas", "Todas las tierras … se convierten en …".
Every one was refused before (each failed).

The readings: a quoted ability's trigger condition said in the reading's language (render/trigger_said.py; it kept
the card's English words inside a Spanish sentence), "donde X es la fuerza de este permanente" (never "su fuerza",
which reads as each creature's own), "No puede ser regenerada. Roba una carta." (never "… y luego roba"), "gira esa
criatura y no se endereza durante …" (two sentences read as no object named before), "it also deals" is the source
"it" (it was a card named "it also").
"""

from __future__ import annotations

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.grammar.when import parse_when
from bot.apnap.plan import plan_of
from bot.apnap.render import MissingWords, render_plan
from bot.apnap.render.trigger_said import condition_said
from tests.apnap.corpus import board
from tests.apnap.rendering import _comparable
from tests.apnap.spanish_parity import Pair, outcome

CREATURE, AURA, EQUIPMENT = "Creature — Human", "Enchantment — Aura", "Artifact — Equipment"

PAIRS = [
    # a quoted triggered ability (603.1, 113.10) beside a base power and toughness (613.4b)
    ('Enchanted creature has base power and toughness 8/8 and has "Whenever this creature attacks, you may tap target '
     'creature with power 8 or less."', 'La criatura encantada tiene fuerza y resistencia base 8/8 y tiene "Siempre '
     'que esta criatura ataque, puedes girar la criatura objetivo con fuerza de 8 o menos."', AURA),
    # what the target must not be, after "objetivo" (115.1)
    ("Exile two target nonartifact creatures.", "Exilia dos criaturas objetivo que no sean artefacto.", "Sorcery"),
    ("Exile target non-Angel creature you control.", "Exilia la criatura objetivo que no sea Ángel que controlas.",
     "Instant"),
    ("Another target attacking non-Human creature can't be blocked this turn.",
     "Otra criatura atacante objetivo que no sea Humano no puede ser bloqueada este turno.", CREATURE),
    ("Destroy X target nonblack creatures.", "Destruye X criaturas objetivo que no sean negras.", "Sorcery"),
    # a combat rule and a keyword on the equipped creature (509.1b, 702.18)
    ("Equipped creature can't be blocked and has shroud.", "La criatura equipada no puede ser bloqueada y tiene velo.",
     EQUIPMENT),
    # mana for each (106.1)
    ("Add {U} for each artifact you control.", "Agrega {U} por cada artefacto que controlas.", "Land"),
    # a mass type change (613.1d)
    ("All lands target player controls become 3/3 creatures until end of turn. They're still lands.",
     "Todas las tierras que controla el jugador objetivo se convierten en criaturas 3/3 hasta el final del turno. "
     "Siguen siendo tierras.", "Sorcery"),
]


@pytest.mark.parametrize(("english", "spanish", "type_line"), PAIRS, ids=[es for _, es, _ in PAIRS])
def test_printed_spanish_reads_into_the_english_plan(english: str, spanish: str, type_line: str) -> None:
    assert outcome(Pair("Test Card", type_line, english, spanish), board(4)) == "same"


def _said(english: str, lang: str = "es", antecedent: str | None = None) -> str:
    return render_plan(plan_of(parse_effect(english, "en", antecedent=antecedent)), lang)


@pytest.mark.parametrize(("english", "spanish"), [
    ("When this creature dies", "Cuando esta criatura muera"),
    ("Whenever this creature attacks", "Siempre que esta criatura ataque"),
    ("At the beginning of your upkeep", "Al comienzo de tu mantenimiento"),
    ("At the beginning of each opponent's upkeep", "Al comienzo del mantenimiento de cada oponente"),
    ("At the beginning of the end step", "Al comienzo del paso final"),
    ("Whenever you cast an instant or sorcery spell", "Siempre que lances un hechizo de instantáneo o conjuro"),
    ("Whenever a creature enters the battlefield under your control",
     "Siempre que una criatura entre al campo de batalla bajo tu control"),
    ("Whenever a player draws a card", "Siempre que un jugador robe una carta"),
])
def test_a_trigger_condition_is_said_in_the_other_language_and_read_back(english: str, spanish: str) -> None:
    assert condition_said(english, "en", "es") == spanish
    assert condition_said(spanish, "es", "en").casefold() == english.casefold()


@pytest.mark.parametrize("english", ["Whenever Rakavolver deals damage", "When this creature becomes the target of a "
                                     "spell", "Whenever this creature blocks a creature"])
def test_a_trigger_condition_no_pattern_holds_whole_has_no_words(english: str) -> None:
    """Every word accounted for: the pattern must say the printed words back; "deals combat damage to a player"
    reads as combat damage to anything, so it has no Spanish words here (the reading is then empty, never English)."""
    with pytest.raises(MissingWords):
        condition_said(english, "en", "es")


def test_printed_spanish_names_the_kind_of_spell_after_de() -> None:
    assert parse_when("Siempre que lances un hechizo de criatura") == parse_when("Whenever you cast a creature spell")


def test_the_spanish_reading_of_a_quoted_triggered_ability_is_spanish() -> None:
    said = _said('You get an emblem with "At the beginning of your upkeep, you gain 1 life."')
    assert '"Al comienzo de tu mantenimiento, ' in said, said
    assert "beginning" not in said


@pytest.mark.parametrize(("english", "spanish"), [
    ("Attacking creatures get +X/+0 until end of turn, where X is this creature's power.",
     "Las criaturas atacantes obtienen +X/+0 hasta el final del turno, donde X es la fuerza de este permanente."),
    ("Destroy target white creature. It can't be regenerated. Draw a card.",
     "Destruye la criatura blanca objetivo. No puede ser regenerada. Roba una carta."),
    ("Add {U} for each artifact you control.", "Agrega {U} por cada artefacto que controlas."),
])
def test_the_spanish_reading_is_the_printed_form(english: str, spanish: str) -> None:
    assert _said(english) == spanish


def test_tapped_and_kept_tapped_is_one_sentence() -> None:
    """Kashi-Tribe Elite: "gira esa criatura y no se endereza durante …" reads back into the same plan (as two
    sentences, "Esa criatura no se endereza …" was refused: no object named before)."""
    english = plan_of(parse_effect("Tap that creature and it doesn't untap during its controller's next untap step.",
                                   "en", antecedent="other:creature"))
    said = render_plan(english, "es")
    assert said == "Gira esa criatura y no se endereza durante el próximo paso de enderezar de su controlador."
    back = plan_of(parse_effect(said, "es", antecedent="other:creature"))
    assert _comparable(back) == _comparable(english)


def test_it_also_deals_is_the_source() -> None:
    """Goblin Barrage: "it also deals 4 damage" is the source "it" (608.2k), not a card named "It Also"."""
    plan = plan_of(parse_effect("This spell deals 4 damage to target creature. If this spell was kicked, it also deals "
                                "4 damage to target player or planeswalker."))
    assert [getattr(s, "source", None) for s in plan.steps] == ["This spell", "this permanent"]
    assert "it also" not in render_plan(plan, "es")
