"""An X the card defines as the number of targets (107.3c, 601.2c): "Destroy up to X target lands, where X is the
number of verse counters on Rumbling Crescendo" (a real card of the fresh sample, refused before). X is worked out
from the board as the ability resolves; the scenario's ``x`` never answers it (a warning says when it differs), and
counters the board does not give are asked, never taken as 0. English and printed Spanish read into one plan.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap import plan as p
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import amounts as a
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import creature, run
from tests.apnap.test_board_steps import events, on_dave

CRESCENDO = ("Destroy up to X target lands, where X is the number of verse counters on Rumbling Crescendo.")
CRESCENDO_ES = ("Destruye hasta X tierras objetivo, donde X es el número de contadores de verso sobre Crescendo "
                "estruendoso.")


def _crescendo(verses: int | None) -> dict[str, Any]:
    card: dict[str, Any] = {"name": "Rumbling Crescendo", "types": ["enchantment"], "colors": ["red"]}
    if verses is not None:
        card["counters"] = {"verse": verses}
    return on_dave(card)


def _destroyed(out: dict[str, Any]) -> list[str]:
    return [o for e in events(out["steps"][-1]) for o in e[2]]


def test_the_count_is_the_verse_counters_on_the_source() -> None:
    out = run({}, card="Rumbling Crescendo", effect=CRESCENDO, Dave=_crescendo(2), target=["Plains", "Mountain"])
    assert sorted(_destroyed(out)) == ["Mountain", "Plains"]


def test_more_targets_than_the_counters_allow_is_an_error_not_an_answer() -> None:
    with pytest.raises(BotError) as err:
        run({}, card="Rumbling Crescendo", effect=CRESCENDO, Dave=_crescendo(1), target=["Plains", "Mountain"])
    assert err.value.code in ("bad_scenario", "choice_needed")


def test_the_scenarios_x_does_not_answer_the_cards_x() -> None:
    """x: 3 is not the verse counters (107.3c): two lands at most, and a warning says both numbers."""
    with pytest.raises(BotError):
        run({}, card="Rumbling Crescendo", effect=CRESCENDO, Dave=_crescendo(2), x=3,
            target=["Plains", "Mountain", "Island"])
    out = run({}, card="Rumbling Crescendo", effect=CRESCENDO, Dave=_crescendo(2), x=3, target=["Plains"])
    assert _destroyed(out) == ["Plains"]
    assert any("2" in w and "3" in w for w in out["warnings"])


def test_counters_the_board_does_not_give_are_asked() -> None:
    with pytest.raises(BotError) as err:
        run({}, card="Rumbling Crescendo", effect=CRESCENDO, Dave=_crescendo(None), target=["Plains"])
    assert err.value.code == "choice_needed" and "verse" in err.value.text("en")


def test_the_count_is_one_typed_amount_in_both_languages() -> None:
    (step,) = p.plan_of(parse_effect(CRESCENDO.replace("Rumbling Crescendo", "this permanent"))).steps
    assert isinstance(step, p.DestroyTarget)
    assert step.count == p.TargetCount(least=0, most=None, x=a.WhereX(a.CountersOnSource("verse")))
    (es,) = p.plan_of(parse_effect(CRESCENDO_ES.replace("Crescendo estruendoso", "este permanente"), "es")).steps
    assert getattr(es, "count", None) == step.count


def test_exactly_x_targets_defined_by_a_count() -> None:
    text = "Destroy X target artifacts, where X is the number of creatures you control."
    (step,) = p.plan_of(parse_effect(text)).steps
    assert step.count == p.TargetCount(least=None, most=None,  # type: ignore[attr-defined]
                                       x=a.WhereX(a.CountOf(step.count.x.a.filter, a.Whose.YOU)))  # type: ignore
    out = run({}, effect=text, target=["Sol Ring", "Mind Stone"],
              Dave={"battlefield": [*on_dave()["battlefield"]]})
    assert sorted(_destroyed(out)) == ["Mind Stone", "Sol Ring"]  # Dave controls two creatures


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_reading_says_what_x_is(lang: str) -> None:
    plan = p.plan_of(parse_effect(CRESCENDO.replace("Rumbling Crescendo", "this permanent")))
    said = render_plan(plan, lang)
    assert said == {"en": "Destroy up to X target lands, where X is the number of verse counters on this permanent.",
                    "es": "Destruye hasta X tierras objetivo, donde X es el número de contadores de verso en este "
                          "permanente."}[lang]


# ------------------------------------------------------------------ a filter compared with the defined X
SPRITE_EFFECT = ("Counter target spell with converted mana cost X or less, where X is the number of Faeries you "
                 "control.")
SPRITE_ES = ("Contrarresta el hechizo objetivo con valor de maná de X o menos, donde X es el número de Hadas que "
             "controlas.")
_SPELLS = [{"name": "Lightning Helix", "controller": "Alice", "types": ["instant"], "mana_value": 2,
            "colors": ["red", "white"]},
           {"name": "Baloth", "controller": "Carol", "types": ["creature"], "mana_value": 4, "colors": ["green"]}]
# Dave's creatures with their creature types (a Faerie count asks for types the board does not give)
_FAERIES = {"battlefield": [creature("Spellstutter Sprite", 1, 1, subtypes=["faerie", "wizard"], colors=["blue"]),
                            creature("Pestermite", 2, 1, subtypes=["faerie", "rogue"], colors=["blue"]),
                            creature("Llanowar Elves", 1, 1, subtypes=["elf", "druid"], colors=["green"]),
                            "Swamp (basic land)"]}


def test_spellstutter_sprite_counters_a_spell_up_to_the_faeries_you_control() -> None:
    out = run({}, card="Spellstutter Sprite", effect=SPRITE_EFFECT, spells=_SPELLS, Dave=_FAERIES,
              target="Lightning Helix")
    assert events(out["steps"][-1]) == [("Dave", "counter_spell", ["Lightning Helix"], None)]


def test_a_spell_above_the_faeries_you_control_is_no_legal_target_whatever_x_says() -> None:
    """Two Faeries: Baloth's 4 is above X (107.3c: the scenario's x 4 does not answer the card's X)."""
    with pytest.raises(BotError) as err:
        run({}, card="Spellstutter Sprite", effect=SPRITE_EFFECT, spells=_SPELLS, Dave=_FAERIES, target="Baloth",
            x=4)
    assert err.value.field == "target"


def test_the_compared_amount_is_one_reading_in_both_languages() -> None:
    (step,) = p.plan_of(parse_effect(SPRITE_EFFECT)).steps
    (es,) = p.plan_of(parse_effect(SPRITE_ES, "es")).steps
    (compare,) = step.objects.compares  # type: ignore[attr-defined]
    assert compare.ref == "defined" and compare.count is not None and compare.count.kind == "controlled"
    assert es.objects == step.objects  # type: ignore[attr-defined]
    plan = p.plan_of(parse_effect(SPRITE_EFFECT))
    assert render_plan(plan, "en") == ("Counter target spell with mana value less than or equal to the number of "
                                       "Faeries you control.")
    assert render_plan(plan, "es") == ("Contrarresta el hechizo objetivo con valor de maná igual o menor que el "
                                       "número de Hadas que controlas.")
    assert not parse_effect(SPRITE_EFFECT).uses_x  # nobody is asked for an X the card defines
