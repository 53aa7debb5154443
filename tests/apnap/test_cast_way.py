"""How the resolving spell was cast, a fact no board shows (601.2a, 118.9): "If this spell was cast from a graveyard,
create ten of those tokens instead" (flashback, 702.34), "If <this>'s madness cost was paid, instead …" (702.35),
surge, spectacle. Each branch is taken from the scenario's ``cast_from`` / ``cast_with`` and said with its rule
(608.2c); a scenario that does not say is asked (``choice_needed``), never answered "from the hand". All of these
were refused before (their words unread). Real cards, English and printed Spanish.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import CardText, resolve_text
from bot.errors import BotError
from tests.apnap.realcards import board

DEVOTION = ("Create five 1/1 white Human creature tokens. If this spell was cast from a graveyard, create ten of those "
            "tokens instead.\nFlashback {7}{W}{W}")
DEVOTION_ES = ("Crea cinco fichas de criatura Humano blanca 1/1. Si este hechizo fue lanzado desde un cementerio, en "
               "vez de eso, crea diez de esas fichas.\nRetrospectiva {7}{W}{W}")
FLOORBOARDS = ("Create three tapped 2/2 black Zombie creature tokens and you gain 3 life. If From Under the "
               "Floorboards's madness cost was paid, instead create X of those tokens and you gain X life.\n"
               "Madness {X}{B}{B}")
FLOORBOARDS_ES = ("Crea tres fichas de criatura Zombie negra 2/2 giradas y ganas 3 vidas. Si se pagó el coste de "
                  "locura de From Under the Floorboards, en vez de eso, crea X de esas fichas y ganas X vidas.\n"
                  "Locura {X}{B}{B}")
CRUSH = ("Surge {3}{U}{U}\nReturn all nonland permanents to their owners' hands. If Crush of Tentacles's surge cost "
         "was paid, create an 8/8 blue Octopus creature token.")


def resolve(text: str, card: str, lang: str = "en", type_line: str = "Sorcery", **more: Any) -> dict[str, Any]:
    data = board(card=card, **more)
    data["active"] = data["controller"]  # a sorcery, on its controller's own turn (307.1)
    return resolve_text(json.dumps(data), lang, card_lookup=lambda name: CardText(card, text, lang, type_line))


def _created(out: dict[str, Any]) -> int:
    return sum(len(e["objects"]) for s in out["steps"] if s["action"] == "create" for e in s["events"])


def test_a_spell_cast_from_a_graveyard_takes_the_instead_branch() -> None:
    out = resolve(DEVOTION, "Increasing Devotion", cast_from="graveyard")
    assert _created(out) == 10
    assert "601.2a" in out["citations"]
    assert "608.2c" in out["narration"]


def test_a_spell_cast_from_the_hand_does_what_the_first_sentence_says() -> None:
    out = resolve(DEVOTION, "Increasing Devotion", cast_from="hand")
    assert _created(out) == 5


def test_flashback_says_the_graveyard_and_its_rule() -> None:
    out = resolve(DEVOTION, "Increasing Devotion", cast_with=["flashback"])
    assert _created(out) == 10
    assert "702.34" in out["citations"]


def test_where_it_was_cast_from_not_given_is_asked_never_taken_as_the_hand() -> None:
    with pytest.raises(BotError) as err:
        resolve(DEVOTION, "Increasing Devotion")
    assert (err.value.code, err.value.field) == ("choice_needed", "cast_from")


def test_printed_spanish_reads_the_same_condition() -> None:
    out = resolve(DEVOTION_ES, "Increasing Devotion", lang="es", cast_from="graveyard")
    assert _created(out) == 10
    assert "si este hechizo fue lanzado desde un cementerio" in out["narration"].lower()
    assert "cast from" not in out["narration"]


def test_a_madness_cost_paid_creates_x_tokens_and_gains_x_life() -> None:
    out = resolve(FLOORBOARDS, "From Under the Floorboards", cast_with="madness", x=4)
    assert _created(out) == 4
    assert out["life"]["Dave"] == 24
    assert {"118.9", "702.35"} <= set(out["citations"])


def test_no_keyword_cost_paid_creates_three_and_gains_three() -> None:
    out = resolve(FLOORBOARDS, "From Under the Floorboards", cast_with=[], x=0)
    assert _created(out) == 3
    assert out["life"]["Dave"] == 23


def test_whether_the_madness_cost_was_paid_not_given_is_asked() -> None:
    with pytest.raises(BotError) as err:
        resolve(FLOORBOARDS, "From Under the Floorboards", x=2)
    assert (err.value.code, err.value.field) == ("choice_needed", "cast_with")


def test_printed_spanish_madness() -> None:
    out = resolve(FLOORBOARDS_ES, "From Under the Floorboards", lang="es", cast_with=["madness"], x=2)
    assert _created(out) == 2
    assert "coste de locura" in out["narration"]


def test_madness_cast_from_the_hand_is_a_contradiction() -> None:
    with pytest.raises(BotError) as err:
        resolve(FLOORBOARDS, "From Under the Floorboards", cast_with=["madness"], cast_from="hand", x=2)
    assert (err.value.code, err.value.field) == ("bad_scenario", "cast_from")


def test_an_unknown_keyword_cost_is_refused_naming_the_allowed_ones() -> None:
    with pytest.raises(BotError) as err:
        resolve(DEVOTION, "Increasing Devotion", cast_with=["kicker-ish"])
    assert err.value.code == "bad_scenario" and "flashback" in err.value.text("en")


def test_surge_cost_paid_adds_the_octopus() -> None:
    out = resolve(CRUSH, "Crush of Tentacles", cast_with=["surge"])
    tokens = [o for s in out["steps"] if s["action"] == "create" for e in s["events"] for o in e["objects"]]
    assert len(tokens) == 1 and "702.117" in out["citations"]
    assert _created(resolve(CRUSH, "Crush of Tentacles", cast_with=[])) == 0


LATCHKEY = ("Flying\nProwl {2}{U}\nWhen Latchkey Faerie enters the battlefield, if its prowl cost was paid, draw a "
            "card.")


def _latchkey(**more: Any) -> dict[str, Any]:
    data = board(card="Latchkey Faerie", ability=1, **more)
    return resolve_text(json.dumps(data), "en", card_lookup=lambda name: CardText(
        "Latchkey Faerie", LATCHKEY, "en", "Creature — Faerie Rogue"))


def test_a_triggers_intervening_if_reads_the_keyword_cost_of_the_spell_it_was() -> None:
    drew = _latchkey(cast_with=["prowl"])
    assert [s["action"] for s in drew["steps"]] == ["draw"]
    none = _latchkey(cast_with=[])
    assert none["steps"] == [] and any("603.4" in w for w in none["warnings"])


JUDGMENT = ("Summary Judgment deals 3 damage to target tapped creature.\nAddendum — If you cast this spell during your "
            "main phase, it deals 5 damage to that creature instead.")
JUDGMENT_ES = ("Summary Judgment hace 3 puntos de daño a la criatura girada objetivo.\nAdenda — Si lanzas este hechizo "
               "durante tu fase principal, en vez de eso, hace 5 puntos de daño a esa criatura.")
TAPPED_GIANT = {"battlefield": [{"name": "Hill Giant", "types": ["creature"], "power": 3, "toughness": 3,
                                 "tapped": True}]}


def _damage(out: dict[str, Any]) -> list[tuple[str, int]]:
    return [(o, e["amount"]) for s in out["steps"] if s["action"] == "damage" for e in s["events"]
            for o in e["objects"]]


@pytest.mark.parametrize(("step", "amount"), [("precombat_main", 5), ("declare_blockers", 3)])
def test_addendum_deals_five_to_that_creature_in_a_main_phase(step: str, amount: int) -> None:
    out = resolve(JUDGMENT, "Summary Judgment", type_line="Instant", target="Hill Giant", step=step,
                  Bob=TAPPED_GIANT)
    assert _damage(out) == [("Hill Giant", amount)]
    assert "Summary Judgment deals" in out["narration"] and "This permanent" not in out["narration"]


def test_addendum_in_printed_spanish() -> None:
    out = resolve(JUDGMENT_ES, "Summary Judgment", lang="es", type_line="Instant", target="Hill Giant",
                  step="postcombat_main", Bob=TAPPED_GIANT)
    assert _damage(out) == [("Hill Giant", 5)]
    assert "criatura girada objetivo" in out["narration"]


def test_that_creature_after_two_target_words_is_not_guessed() -> None:
    text = ("Destroy target artifact. Summary Judgment deals 3 damage to target creature. It deals 5 damage to that "
            "creature instead if you control a Swamp.")
    with pytest.raises(BotError) as err:
        resolve(text, "Summary Judgment", type_line="Instant", targets=["Sol Ring", "Hill Giant"])
    assert err.value.code == "unsupported_effect"
