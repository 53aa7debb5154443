""""Each creature you control assigns combat damage equal to its toughness rather than its power" (Belligerent
Brontodon), "Enchanted creature gets +0/+2 and assigns combat damage equal to its toughness rather than its power"
(Gauntlets of Light): how much combat damage a creature assigns (510.1a: its power, unless an effect says otherwise).

Before, refused with those words. Now a kind of creature is a typed ``RuleChange`` (``damage_by_toughness``) on the
permanents that match, every player's for "each creature" (611.3a), the one creature a ``combat_rule`` step; nothing
happens now and no combat is claimed (grammar/combat_damage_rules.py)."""

from __future__ import annotations

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from tests.apnap.realcards import resolve_card

_YOURS = "Each creature you control assigns combat damage equal to its toughness rather than its power."


@pytest.mark.parametrize(("text", "lang"), [
    (_YOURS, "en"),
    ("Cada criatura que controlas asigna daño de combate igual a su resistencia en vez de su fuerza.", "es"),
])
def test_your_creatures_assign_their_toughness(text: str, lang: str) -> None:
    result = resolve_card(text, lang)
    (event,) = result["steps"][0]["events"]
    assert (event["player"], event["action"], event["act"]) == ("Dave", "rule_change", "damage_by_toughness")
    assert event["objects"] == ["Llanowar Elves", "Craw Wurm"]  # Dave's creatures, no other player's
    assert "510.1a" in result["steps"][0]["citations"]
    said = "assign combat damage equal to their toughness rather than their power" if lang == "en" else \
        "asignan daño de combate igual a su resistencia en vez de a su fuerza"
    assert said in result["narration"]


def test_each_creature_is_every_players() -> None:
    """Doran's "Each creature assigns …": no "you control", so every player's creatures (611.3a)."""
    result = resolve_card("Each creature assigns combat damage equal to its toughness rather than its power.")
    events = result["steps"][0]["events"]
    assert {e["player"] for e in events} == {"Bob", "Dave", "Alice"}
    assert ["Hill Giant"] in [e["objects"] for e in events]


def test_the_attached_creature_assigns_its_toughness() -> None:
    result = resolve_card("Enchanted creature gets +0/+2 and assigns combat damage equal to its toughness rather than "
                          "its power.", attached_to="Llanowar Elves")
    modify, rule = result["steps"]
    assert modify["events"][0]["pt"] == "+0/+2"
    (event,) = rule["events"]
    assert (event["action"], event["rule"], event["objects"]) == ("combat_rule", "damage_by_toughness",
                                                                 ["Llanowar Elves"])
    assert "510.1a" in rule["citations"]


def test_the_reading_says_it_in_each_language() -> None:
    plan = plan_of(parse_effect(_YOURS))
    assert render_plan(plan, "en") == ("Creatures you control assign combat damage equal to their toughness rather "
                                       "than their power.")
    assert "asignan daño de combate igual a su resistencia" in render_plan(plan, "es")
    source = plan_of(parse_effect("Doran assigns combat damage equal to its toughness rather than its power.",
                                  names=("Doran",)))
    assert render_plan(source, "en") == ("This permanent assigns combat damage equal to its toughness rather than its "
                                         "power.")
