""""{T}: Target creature an opponent controls attacks you this turn if able" (Alluring Siren): a requirement (508.1d)
on the target for this turn (611.2a) that names whom it must attack, the controller ("you").

Before, refused ("you this turn if able"); "Target creature attacks this turn if able" was read. Now the same combat
rule step, ``must_attack_you``, its event naming the controller; nothing happens now (no combat is claimed)."""

from __future__ import annotations

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from tests.apnap.realcards import resolve_card

_SIREN = "Target creature an opponent controls attacks you this turn if able."


def test_the_target_attacks_the_controller_if_able_this_turn() -> None:
    result = resolve_card(_SIREN, target="Hill Giant")
    (step,) = result["steps"]
    (event,) = step["events"]
    assert (event["action"], event["rule"], event["objects"]) == ("combat_rule", "must_attack_you", ["Hill Giant"])
    assert (event["for"], event["duration"]) == ("Dave", "this_turn")
    assert {"508.1d", "611.2a", "115.1"} <= set(step["citations"])
    assert "Hill Giant attacks Dave if able this turn" in result["narration"]


def test_the_reading_says_whom() -> None:
    plan = plan_of(parse_effect(_SIREN))
    assert render_plan(plan, "en").endswith("attacks you this turn if able.")
    assert render_plan(plan, "es").endswith("te ataca este turno si es posible.")
