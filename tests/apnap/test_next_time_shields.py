""""The next time … would deal damage this turn, prevent that damage" / "… it deals that damage to … instead": a
prevention (615.1a) or redirection (614.9) shield that applies once, to the next such damage event of the source it
names — a source of the controller's choice (609.7a), a target (115.1) or the source itself — created by the resolving
text and reported, never applied at resolution (nothing is dealt, nobody's life changes, 615.1)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from tests.apnap.realcards import creature, resolve_card

AWE_STRIKE = ("The next time target creature would deal damage this turn, prevent that damage. You gain life equal to "
              "the damage prevented this way.")


def shield(out: dict[str, Any]) -> dict[str, Any]:
    (step,) = [s for s in out["steps"] if s["action"] in ("prevent", "replace")]
    (event,) = step["events"]
    return {**event, "citations": step["citations"]}


def nothing_happened_now(out: dict[str, Any]) -> bool:
    """Created, not applied: no damage, no life change, no state-based action (615.1, 614.1)."""
    return (all(e["action"] in ("rule_change", "choose") for s in out["steps"] for e in s["events"])
            and not out["state_based_actions"]
            and out["life"] == {"Alice": 20, "Bob": 20, "Carol": 3, "Dave": 20})


# ------------------------------------------------------------------------------------ a target's next damage
def test_the_next_time_target_creature_would_deal_damage_is_prevented_once() -> None:
    """Awe Strike: the target's next damage event only, to anyone; what the prevented damage gives is recorded
    (615.5), nothing happens now."""
    out = resolve_card(AWE_STRIKE, target="Hill Giant")
    got = shield(out)
    assert (got["change"], got["sources"], got["next_time"], got["duration"]) == ("prevent", ["Hill Giant"], True,
                                                                                   "this_turn")
    assert got["objects"] == [] and "to" not in got  # whoever it would be dealt to
    assert got["prevented_then"] == {"act": "gain_life", "player": "Dave"}
    assert {"615.1a", "115.1", "615.5"} <= set(got["citations"])
    assert nothing_happened_now(out)
    assert "the damage (the next time only) that Hill Giant would deal is prevented" in out["narration"]


def test_the_next_combat_damage_of_a_target_to_you() -> None:
    out = resolve_card("The next time target creature would deal combat damage to you this turn, prevent that damage.",
                       target="Hill Giant")
    got = shield(out)
    assert (got["objects"], got["sources"], got["combat"], got["next_time"]) == (["Dave"], ["Hill Giant"], True, True)
    assert "510.2" in got["citations"]
    assert "the combat damage (the next time only) that Hill Giant would deal to Dave is prevented" in out["narration"]


def test_the_sources_own_next_damage() -> None:
    """Mercenaries' shape: "this permanent" is the source on its controller's battlefield."""
    board = {"battlefield": [creature("Mercenaries", 3, 3), "Swamp (basic land)"]}
    out = resolve_card("The next time Mercenaries would deal damage to you this turn, prevent that damage.",
                       card="Mercenaries", Dave=board)
    got = shield(out)
    assert (got["objects"], got["sources"], got["next_time"]) == (["Dave"], ["Mercenaries"], True)
    assert nothing_happened_now(out)


# ------------------------------------------------------------------------------------ a source of your choice
def test_a_source_of_your_choice_is_chosen_as_it_resolves() -> None:
    """609.7a: the controller chooses the source as the ability resolves; the shield is that source's next damage."""
    out = resolve_card("The next time a source of your choice would deal damage to you this turn, prevent that damage.",
                       choices={"Dave": ["Hill Giant"]})
    choose = out["steps"][0]
    assert choose["chosen_for"] == {"Dave": "Hill Giant"} and "609.7a" in choose["citations"]
    got = shield(out)
    assert (got["objects"], got["sources"], got["next_time"]) == (["Dave"], ["Hill Giant"], True)
    assert nothing_happened_now(out)


# ------------------------------------------------------------------------------------ redirection
def test_the_next_combat_damage_of_a_target_is_dealt_to_you_instead() -> None:
    """614.9: the same source deals that one event's damage to you instead."""
    out = resolve_card("The next time target creature would deal combat damage this turn, it deals that damage to you "
                       "instead.", target="Hill Giant")
    got = shield(out)
    assert (got["change"], got["act"], got["sources"], got["instead"], got["combat"], got["next_time"]) == (
        "replace", "damage_redirect", ["Hill Giant"], ["Dave"], True, True)
    assert {"614.9", "115.1", "510.2"} <= set(got["citations"])
    assert nothing_happened_now(out)
    assert "the combat damage (the next time only) that Hill Giant would deal is dealt to Dave instead" in \
        out["narration"]


def test_two_target_words_are_two_objects_in_the_texts_order() -> None:
    """115.3: "target creature … to target creature" names two objects, the first the one whose damage it is."""
    out = resolve_card("The next time target creature would deal damage this turn, it deals that damage to target "
                       "creature instead.", target=["Hill Giant", "Craw Wurm"])
    got = shield(out)
    assert (got["sources"], got["instead"]) == (["Hill Giant"], ["Craw Wurm"])


def test_its_controller_is_the_damaging_targets_controller() -> None:
    out = resolve_card("The next time target creature would deal damage this turn, it deals that damage to its "
                       "controller instead.", target="Hill Giant")
    assert shield(out)["instead"] == ["Bob"]


# ------------------------------------------------------------------------------------ said back, both languages
@pytest.mark.parametrize("text", [
    AWE_STRIKE,
    "The next time target creature would deal combat damage to you this turn, prevent that damage.",
    "The next time target creature would deal combat damage this turn, it deals that damage to you instead.",
])
def test_the_reading_says_the_card_and_reads_back_in_spanish(text: str) -> None:
    plan = plan_of(parse_effect(text))
    assert render_plan(plan, "en") == text
    back = plan_of(parse_effect(render_plan(plan, "es"), "es"))
    assert [(type(s), getattr(s, "by", None), getattr(s, "combat", None), getattr(s, "instead", None))
            for s in back.steps] == [(type(s), getattr(s, "by", None), getattr(s, "combat", None),
                                      getattr(s, "instead", None)) for s in plan.steps]


def test_printed_spanish_reads_into_the_english_plan() -> None:
    es = "La próxima vez que la criatura objetivo fuera a hacer daño este turno, prevén ese daño."
    en = "The next time target creature would deal damage this turn, prevent that damage."
    assert [(type(s), s.by, s.next_time, s.to) for s in plan_of(parse_effect(es, "es")).steps] == \
        [(type(s), s.by, s.next_time, s.to) for s in plan_of(parse_effect(en)).steps]  # type: ignore[attr-defined]


@pytest.mark.parametrize("text", [
    # a kind of source, not one object: which event is "the next time" is not read
    "The next time a creature would deal damage this turn, prevent that damage.",
    # "that source" / "it" with nothing named before: refused, never guessed
    "The next time it would deal damage this turn, prevent that damage.",
])
def test_a_source_it_does_not_name_is_refused(text: str) -> None:
    from bot.errors import BotError

    with pytest.raises(BotError):
        plan_of(parse_effect(text))
