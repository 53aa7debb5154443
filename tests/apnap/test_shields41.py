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


# ------------------------------------------------------ "prevent half that damage, rounded down", "all but N"
DARK_SPHERE = {"en": "The next time a source of your choice would deal damage to you this turn, prevent half that "
                     "damage, rounded down.",
               "es": "La próxima vez que una fuente de tu elección fuera a hacerte daño este turno, prevén la mitad de "
                     "ese daño, redondeando hacia abajo."}
ALL_BUT = {"en": "The next time target creature would deal combat damage to you this turn, prevent all but 1 of that "
                 "damage.",
           "es": "La próxima vez que la criatura objetivo fuera a hacerte daño de combate este turno, prevén todo "
                 "excepto 1 de ese daño."}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_next_time_half_of_the_damage_rounded_down_is_prevented(lang: str) -> None:
    """615.1a, 107.1a: of the chosen source's next damage event to Dave, half is prevented, rounded down (5 → 2
    prevented, 3 dealt); the record says the half and the rounding, nothing happens now (615.1)."""
    out = resolve_card(DARK_SPHERE[lang], lang=lang, choices={"Dave": ["Hill Giant"]})
    (record,) = _records(out)
    assert (record["objects"], record["sources"], record["next_time"], record["half"]) == (
        ["Dave"], ["Hill Giant"], True, "down")
    assert {"615.1a", "609.7a", "107.1a"} <= set(out["citations"])
    said = {"en": "half of the damage (rounded down; the next time only) that Hill Giant would deal to Dave is "
                  "prevented",
            "es": "se previene la mitad del daño (redondeando hacia abajo; solo la próxima vez) que se fuera a hacer a "
                  "Dave por Hill Giant"}[lang]
    assert said in out["narration"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_next_time_all_but_1_of_the_damage_is_prevented(lang: str) -> None:
    """615.1a: all of that one combat damage event (510.2) but 1 is prevented."""
    out = resolve_card(ALL_BUT[lang], lang=lang, target="Hill Giant")
    (record,) = _records(out)
    assert (record["sources"], record["all_but"], record["combat"], record["next_time"]) == (
        ["Hill Giant"], 1, True, True)
    said = {"en": "all but 1 of the combat damage (the next time only) that Hill Giant would deal to Dave is prevented",
            "es": "se previene todo el daño de combate excepto 1 punto (solo la próxima vez)"}[lang]
    assert said in out["narration"]


@pytest.mark.parametrize("texts", [DARK_SPHERE, ALL_BUT])
def test_half_and_all_but_read_back_in_both_languages(texts: dict[str, str]) -> None:
    from bot.apnap.render import render_plan

    plan = plan_of(parse_effect(texts["en"]))
    assert render_plan(plan, "en") == texts["en"]
    assert [(s.half, s.all_but) for s in plan.steps if hasattr(s, "half")] in ([("down", None)], [("", 1)])
    assert _parts(texts["es"], "es") == _parts(texts["en"])
    assert _parts(render_plan(plan, "es"), "es") == _parts(texts["en"])
    assert _parts(texts["es"].replace("todo excepto 1 de ese daño", "todo ese daño excepto 1"), "es") == \
        _parts(texts["en"])


def _parts(text: str, lang: str = "en") -> list[tuple[object, ...]]:
    return [(*row, getattr(s, "half", None), getattr(s, "all_but", None), getattr(s, "combat", None))
            for row, s in zip(_plan(text, lang), plan_of(parse_effect(text, lang)).steps, strict=True)]


def test_printed_spanish_all_but_n_of_that_damage_on_a_static() -> None:
    """615.1a: "prevén todo excepto 1 de ese daño" is the static's "prevent all but 1 of that damage" too."""
    es = "Si una fuente fuera a hacerte daño, prevén todo excepto 1 de ese daño."
    en = "If a source would deal damage to you, prevent all but 1 of that damage."
    from bot.apnap.render import render_plan

    assert render_plan(plan_of(parse_effect(es, "es")), "en") == en


@pytest.mark.parametrize(("es", "en"), [
    ("Prevén los próximos 3 puntos de daño que se te fueran a hacer este turno.",
     "Prevent the next 3 damage that would be dealt to you this turn."),
    ("Prevén los próximos 2 puntos de daño que se le fueran a hacer a la criatura objetivo este turno.",
     "Prevent the next 2 damage that would be dealt to target creature this turn."),
])
def test_printed_spanish_prevention_of_the_next_n_damage(es: str, en: str) -> None:
    """615.7: "Prevén los próximos N puntos de daño que se te fueran a hacer" (the plural verb with "te") is the
    English shield of N to you."""
    assert _plan(es, "es") == _plan(en)
