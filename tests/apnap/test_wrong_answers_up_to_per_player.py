"""Issue #22: "For each opponent, exile up to one target creature that player controls" (Luminate Primordial) with
``target: []``, the caster's legal choice of no target at all (601.2c), was rejected as a missing target; the
scenario format says ``target: []`` is that choice. Nothing named at all is still refused (never taken as zero), and
a single target word that is not "up to" still needs its object."""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card

LUMINATE = ("When Luminate Primordial enters the battlefield, for each opponent, exile up to one target creature that "
            "player controls and that player gains life equal to its power.")


@pytest.mark.parametrize("key", ["target", "targets"])
def test_no_target_chosen_for_any_opponent_is_legal(key: str) -> None:
    out = resolve_card(LUMINATE, card="Luminate Primordial", **{key: []})
    events = [e for s in out["steps"] for e in s["events"]]
    assert not any(e["objects"] for e in events) and not any(e["action"] == "gain_life" for e in events)
    assert not any("taken as none chosen" in w for w in out["warnings"])


def test_one_target_for_one_opponent_exiles_it_and_its_controller_gains_its_power() -> None:
    out = resolve_card(LUMINATE, card="Luminate Primordial", targets=["Hill Giant"])
    events = out["steps"][0]["events"]
    assert [(e["action"], e["player"], e["objects"], e["amount"]) for e in events] == [
        ("exile", "Dave", ["Hill Giant"], None), ("gain_life", "Bob", [], 3)]


def test_nothing_named_is_still_refused_and_a_plain_target_still_needs_its_object() -> None:
    with pytest.raises(BotError) as caught:
        resolve_card(LUMINATE, card="Luminate Primordial")
    # asked, never taken as none (choice_needed since session 21: the targets are the controller's choice, 601.2c)
    assert caught.value.code == "choice_needed" and caught.value.field == "target"
    with pytest.raises(BotError) as caught:
        resolve_card("Destroy target creature.", target=[])
    assert caught.value.code == "bad_scenario"
