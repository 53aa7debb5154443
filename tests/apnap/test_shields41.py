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
