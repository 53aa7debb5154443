""""Orgg can't attack if defending player controls an untapped creature with power 3 or greater", "Mogg Jailer can't
attack if defending player controls an untapped creature with power 2 or less": a restriction on attacking (508.1c)
that depends on the defending player, the one attacked (506.2), the mirror of "can't attack unless defending player
controls an Island" (Pirate Ship).

Before, refused ("defending player controls an untapped creature with power 3 or greater"). Now the same combat
rule step, ``attack_if_defender``: nothing happens now, and the answer names the opponents it may attack on this
board, those who control no such permanent (no combat is claimed)."""

from __future__ import annotations

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from tests.apnap.realcards import creature, resolve_card

_ORGG = "Orgg can't attack if defending player controls an untapped creature with power 3 or greater."


@pytest.mark.parametrize(("text", "lang"), [
    (_ORGG, "en"),
    ("Orgg no puede atacar si el jugador defensor controla una criatura enderezada con fuerza de 3 o más.", "es"),
])
def test_it_may_attack_only_a_player_who_controls_none(text: str, lang: str) -> None:
    result = resolve_card(text, lang, card="Orgg", Dave={"battlefield": [creature("Orgg", 6, 6)]})
    (event,) = result["steps"][0]["events"]
    assert (event["action"], event["rule"], event["objects"]) == ("combat_rule", "attack_if_defender", ["Orgg"])
    # Bob's Hill Giant (3 power) and Alice's Serra Angel (4) are untapped; Carol controls no creature (506.2)
    assert event["may_attack"] == ["Carol"]
    assert {"508.1c", "506.2"} <= set(result["steps"][0]["citations"])
    assert ("it may attack Carol" if lang == "en" else "puede atacar a Carol") in result["narration"]


def test_a_tapped_creature_does_not_keep_it_from_attacking() -> None:
    result = resolve_card(_ORGG, card="Orgg", Dave={"battlefield": [creature("Orgg", 6, 6)]},
                          Bob={"battlefield": [creature("Hill Giant", 3, 3, tapped=True)]})
    assert result["steps"][0]["events"][0]["may_attack"] == ["Bob", "Carol"]


def test_the_reading_says_it_in_each_language() -> None:
    plan = plan_of(parse_effect(_ORGG, names=("Orgg",)))
    assert render_plan(plan, "en") == ("This permanent can't attack if defending player controls an untapped creature "
                                       "with power 3 or greater.")
    assert render_plan(plan, "es").startswith("Este permanente no puede atacar si el jugador defensor controla ")
