"""Removing a creature from combat as an instruction (issue #22; 506.4): "Remove target attacking creature from
combat" (Reconnaissance), "Untap target attacking creature and remove it from combat" (Spires of Orazca, Disharmony),
"remove target attacking or blocking creature from combat" (Hollowhenge Spirit), printed Spanish "Retira del combate a
la criatura atacante objetivo", "… y retírala del combate". Before, each was refused. The creature stops being an
attacking, blocking, blocked or unblocked creature, so a later instruction no longer sees it in that role; the
attackers a removed blocker blocked stay blocked (509.1h), a creature blocking a removed attacker still blocks
(510.1d), and untapping is no removal (506.4b)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.apnap import plan as p
from bot.apnap import resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.model import Combat
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from tests.apnap.realcards import board

COMBAT = {"attacking": {"Hill Giant": "Dave"}, "blocking": {"Craw Wurm": "Hill Giant"}}


def resolve(effect: str, lang: str | None = None, **more: Any) -> dict[str, Any]:
    return resolve_text(json.dumps(board(effect=effect, **more)), lang)


def events(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"]]


@pytest.mark.parametrize(("text", "lang"), [
    ("Remove target attacking creature from combat.", None),  # Reconnaissance, without "you control"
    ("Retira del combate a la criatura atacante objetivo.", "es"),
    ("Retira la criatura atacante objetivo del combate.", "es"),
])
def test_the_target_leaves_combat_and_its_blocked_state_goes_with_it(text: str, lang: str | None) -> None:
    out = resolve(text, lang, target="Hill Giant", combat=COMBAT)
    (event,) = events(out)
    assert (event["action"], event["objects"], event["in_combat"]) == ("remove_from_combat", ["Hill Giant"], True)
    assert {"506.4", "115.1"} <= set(out["steps"][0]["citations"])
    assert "506.4" in out["narration"]


def test_a_removed_blocker_leaves_its_attacker_blocked() -> None:
    out = resolve("Remove target attacking or blocking creature from combat.", target="Craw Wurm", combat=COMBAT)
    (event,) = events(out)
    assert event["still_blocked"] == ["Hill Giant"]
    assert "509.1h" in out["steps"][0]["citations"]
    assert "Hill Giant remains a blocked creature" in out["narration"]
    es = resolve("Retira del combate a la criatura atacante o bloqueadora objetivo.", "es", target="Craw Wurm",
                 combat=COMBAT)
    assert "Hill Giant sigue siendo una criatura bloqueada" in es["narration"]


def test_untap_and_remove_it_from_combat_acts_on_the_one_target() -> None:
    text = "Untap target attacking creature and remove it from combat."  # Spires of Orazca, Oracle
    out = resolve(text, target="Hill Giant", combat=COMBAT, Bob={"battlefield": [
        {"name": "Hill Giant", "types": ["creature"], "power": 3, "toughness": 3, "tapped": True}]})
    assert [(e["action"], e["objects"]) for e in events(out)] == [("untap", ["Hill Giant"]),
                                                                  ("remove_from_combat", ["Hill Giant"])]
    steps = plan_of(parse_effect(text)).steps
    assert [type(s) for s in steps] == [p.UntapTarget, p.RemoveFromCombatTarget]
    assert render_plan(plan_of(parse_effect(text)), "en") == \
        "Untap target attacking creature, then remove it from combat."  # two steps in order (608.2c)
    es = plan_of(parse_effect("Endereza la criatura atacante objetivo y retírala del combate.", "es"))
    assert [(type(s), s.objects, s.refers) for s in es.steps] == [(type(s), s.objects, s.refers) for s in steps]
    assert render_plan(es, "es") == "Endereza la criatura atacante objetivo y luego retírala del combate."


def test_a_later_instruction_no_longer_sees_it_attacking() -> None:
    out = resolve("Remove target attacking creature from combat. Destroy all attacking creatures.",
                  target="Hill Giant", combat=COMBAT)
    destroyed = [e for e in events(out) if e["action"] == "destroy"]
    assert all("Hill Giant" not in e["objects"] for e in destroyed)


def test_a_creature_in_no_combat_role_changes_nothing() -> None:
    out = resolve("Remove target creature from combat.", target="Llanowar Elves", combat=COMBAT)
    (event,) = events(out)
    assert event["in_combat"] is False
    assert "changes nothing" in out["narration"]


_UIDS = st.integers(min_value=1, max_value=6)


@settings(max_examples=80, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(attackers=st.sets(_UIDS, max_size=3), blocks=st.dictionaries(st.integers(7, 9), _UIDS, max_size=3),
       gone=st.integers(min_value=1, max_value=9))
def test_removal_keeps_every_other_role(attackers: set[int], blocks: dict[int, int], gone: int) -> None:
    """506.4, 509.1h, 510.1d on any combat: the removed creature has no role left; every other attacker keeps its
    blocked state; every other blocker still blocks."""
    attackers = attackers | set(blocks.values())
    combat = Combat(tuple((a, "Dave") for a in sorted(attackers)), tuple((b, (a,)) for b, a in blocks.items()),
                    frozenset(), True)
    after = combat.without(gone)
    assert after.attacks(gone) is None and not after.is_("blocking", gone) and after.is_blocked(gone) is None
    for a in attackers - {gone}:
        assert after.is_blocked(a) == combat.is_blocked(a)
    for b in set(blocks) - {gone}:
        assert after.is_("blocking", b)
