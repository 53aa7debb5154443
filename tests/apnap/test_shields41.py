"""Damage shields read in session 41 (615, 614.9, 609.7a): a prevention's shielded "another target creature" with
"sources of the color of your choice" (Avacyn, Guardian Angel), "a land source of your choice" (Rune of Protection:
Lands) and printed Spanish "una fuente de artefacto / de tierra de tu elección", on the standard board (Alice, Bob,
Carol with 3 life, Dave; Bob is active, Dave controls the effect). Each failed before: refused."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.errors import BotError
from tests.apnap.realcards import resolve_card, resolve_on_daves_board

AVACYN = {"en": "{1}{W}: Prevent all damage that would be dealt to another target creature this turn by sources of "
                "the color of your choice.",
          "es": "{1}{W}: Previene todo el daño que se le fuera a hacer a otra criatura objetivo este turno por fuentes "
                "del color de tu elección."}
LAND_SOURCE = {"en": "The next time a land source of your choice would deal damage to you this turn, prevent that "
                     "damage.",
               "es": "La próxima vez que una fuente de tierra de tu elección fuera a hacerte daño este turno, prevén "
                     "ese daño."}


def _records(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"] if e["action"] == "rule_change"]


def _plan(text: str, lang: str = "en") -> list[tuple[object, ...]]:
    return [(type(s).__name__, getattr(s, "to", None), getattr(s, "by", None), getattr(s, "to_objects", None),
             getattr(s, "by_objects", None), getattr(s, "next_time", None), getattr(s, "amount", None))
            for s in plan_of(parse_effect(text, lang)).steps]


# ------------------------------------------------------ "another target creature" … "of the color of your choice"
@pytest.mark.parametrize("lang", ["en", "es"])
def test_another_target_creature_is_shielded_from_sources_of_the_chosen_color(lang: str) -> None:
    """615.1a, 115.1, 609.7b: the colour is chosen as the ability resolves (608.2d); the target is shielded from the
    damage of every source of that colour this turn; nothing is prevented now (615.1)."""
    out = resolve_on_daves_board("Avacyn, Guardian Angel", AVACYN[lang], lang=lang, target="Llanowar Elves",
                                 choices={"Dave": ["red" if lang == "en" else "rojo"]})
    (record,) = _records(out)
    assert (record["objects"], record["change"], record["duration"]) == (["Llanowar Elves"], "prevent", "this_turn")
    assert record["sources_kind"] == ("red sources" if lang == "en" else "fuentes rojas")
    assert {"615.1a", "115.1", "609.7b", "608.2d"} <= set(out["citations"])
    assert not out["state_based_actions"]


def test_another_target_creature_is_never_the_source_itself() -> None:
    """115.1 with the card's own word "another": Avacyn can't be its own ability's target."""
    with pytest.raises(BotError) as exc:
        resolve_on_daves_board("Avacyn, Guardian Angel", AVACYN["en"], target="Avacyn, Guardian Angel",
                               choices={"Dave": ["red"]})
    assert exc.value.key == "apnap.error.target_not_legal"


def test_avacyns_printed_spanish_is_the_english_plan() -> None:
    assert _plan(AVACYN["es"].split(": ", 1)[1], "es") == _plan(AVACYN["en"].split(": ", 1)[1])


# ------------------------------------------------------------- "a land source of your choice" (609.7a)
@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_land_source_of_your_choice_must_be_a_land(lang: str) -> None:
    """609.7a: the chosen source must be of the kind the text names; a land is offered, a creature is not."""
    out = resolve_card(LAND_SOURCE[lang], lang=lang, choices={"Dave": ["Swamp"]})
    (record,) = _records(out)
    assert (record["objects"], record["sources"], record["next_time"]) == (["Dave"], ["Swamp"], True)
    with pytest.raises(BotError) as exc:
        resolve_card(LAND_SOURCE[lang], lang=lang, choices={"Dave": ["Hill Giant"]})
    assert exc.value.key == "apnap.error.script_illegal"


@pytest.mark.parametrize("kind", ["land", "artifact"])
def test_printed_spanish_source_kinds_are_the_english_plan(kind: str) -> None:
    """"una fuente de tierra / de artefacto de tu elección" (the Spanish printing of 609.7a's kinds)."""
    es_kind = {"land": "de tierra", "artifact": "de artefacto"}[kind]
    en = LAND_SOURCE["en"].replace("a land", "an artifact") if kind == "artifact" else LAND_SOURCE["en"]
    assert _plan(LAND_SOURCE["es"].replace("de tierra", es_kind), "es") == _plan(en)


def test_the_reading_says_a_land_source() -> None:
    from bot.apnap.render import render_plan

    plan = plan_of(parse_effect(LAND_SOURCE["en"]))
    assert render_plan(plan, "en") == LAND_SOURCE["en"]
    assert "una fuente de tierra de tu elección" in render_plan(plan, "es")


# ---------------------------------------------- "the next N damage that a source of your choice would deal"
HARMS_WAY = {"en": "The next 2 damage that a source of your choice would deal to you and/or permanents you control "
                   "this turn is dealt to any target instead.",
             "es": "Los próximos 2 puntos de daño que una fuente de tu elección fuera a hacerte a ti y/o a los "
                   "permanentes que controlas este turno, en vez de eso, se le hacen a cualquier objetivo."}
REFRACTION = {"en": "Prevent the next 3 damage that a source of your choice would deal to you and/or permanents you "
                    "control this turn.",
              "es": "Prevén los próximos 3 puntos de daño que una fuente de tu elección fuera a hacerte a ti y/o a los "
                    "permanentes que controlas este turno."}
DAVES = {"battlefield": [{"name": "Llanowar Elves", "types": ["creature"], "power": 1, "toughness": 1},
                         "Swamp (basic land)"]}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_next_2_damage_of_a_chosen_source_to_you_and_your_permanents_is_dealt_to_any_target(lang: str) -> None:
    """614.9, 615.7, 609.7a: one redirection of the next 2 damage the chosen source would deal to Dave or any permanent
    he controls (the kind, later ones too, 611.2c), dealt to the target instead; nothing is dealt now (614.1)."""
    out = resolve_card(HARMS_WAY[lang], lang=lang, target="Bob", choices={"Dave": ["Hill Giant"]}, Dave=DAVES)
    (record,) = _records(out)
    assert (record["change"], record["act"], record["amount"], record["sources"], record["instead"]) == (
        "replace", "damage_redirect", 2, ["Hill Giant"], ["Bob"])
    assert record["objects"] == ["Dave", "Llanowar Elves", "Swamp"] and record["to_kind"]
    assert {"614.9", "615.7", "609.7a", "115.4", "611.2a"} <= set(out["citations"])
    assert out["life"]["Bob"] == 20 and not out["state_based_actions"]
    if lang == "en":
        assert ("the next 2 damage that Hill Giant would deal to you and permanents you control (now: Dave, Llanowar "
                "Elves and Swamp) is dealt to Bob instead") in out["narration"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_next_3_damage_of_a_chosen_source_to_you_and_your_permanents_is_prevented(lang: str) -> None:
    """615.7: a shield of 3 against the chosen source's damage to Dave or his permanents."""
    out = resolve_card(REFRACTION[lang], lang=lang, choices={"Dave": ["Hill Giant"]}, Dave=DAVES)
    (record,) = _records(out)
    assert (record["change"], record["amount"], record["sources"]) == ("prevent", 3, ["Hill Giant"])
    assert record["objects"] == ["Dave", "Llanowar Elves", "Swamp"]


@pytest.mark.parametrize("texts", [HARMS_WAY, REFRACTION])
def test_printed_spanish_and_or_is_the_english_plan(texts: dict[str, str]) -> None:
    assert _plan(texts["es"], "es") == _plan(texts["en"])
    assert _plan(texts["es"].replace("y/o", "y"), "es") == _plan(texts["en"])


@pytest.mark.parametrize("texts", [HARMS_WAY, REFRACTION])
def test_the_reading_reads_back_in_both_languages(texts: dict[str, str]) -> None:
    from bot.apnap.render import render_plan

    plan = plan_of(parse_effect(texts["en"]))
    for lang in ("en", "es"):
        assert _plan(render_plan(plan, lang), lang) == _plan(texts["en"])


def test_the_next_x_damage_redirected_is_the_scenarios_x() -> None:
    """107.3, 615.7: "the next X damage … is dealt to … instead" (Hazduhr the Abbot, Shining Shoal) moves X of it."""
    text = ("The next X damage that would be dealt this turn to target white creature you control is dealt to you "
            "instead.")
    out = resolve_card(text, target="Savannah Lions", x=3,
                       Dave={"battlefield": [{"name": "Savannah Lions", "types": ["creature"], "power": 2,
                                              "toughness": 1, "colors": ["white"]}]})
    (record,) = _records(out)
    assert (record["objects"], record["amount"], record["instead"]) == (["Savannah Lions"], 3, ["Dave"])
    assert {"614.9", "615.7", "115.1"} <= set(out["citations"])
    es = ("Los próximos X puntos de daño que se fueran a hacer a la criatura blanca objetivo que controlas este turno "
          "se hacen a ti en su lugar.")
    assert _plan(es, "es") == _plan(text)


@pytest.mark.parametrize("es", [
    "La próxima vez que se le fuera a hacer daño a este permanente este turno, en vez de eso, ese daño se le hace a "
    "cualquier objetivo.",
    "La próxima vez que se le fuera a hacer daño a este permanente este turno, ese daño se hace a cualquier objetivo "
    "en su lugar.",
])
def test_printed_spanish_en_vez_de_eso_before_the_redirection(es: str) -> None:
    """614.9: "en vez de eso, ese daño se le hace a cualquier objetivo" is the same redirection as "… en su lugar"."""
    en = "The next time damage would be dealt to this permanent this turn, that damage is dealt to any target instead."
    assert _plan(es, "es") == _plan(en)
