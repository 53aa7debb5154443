"""Review 24b: confident wrong answers found in session 24's resolver work, each fixed with the test that failed.

1. "Ogre Jailbreaker can attack as though it didn't have defender as long as you control a Gate" (static_combat.py):
   the permission's condition was reported as an instruction's, checked once as it is reached ("is not done", 608.2c)
   and, in a Spanish answer, quoted in the card's English; a static ability applies at every moment (611.3a), so the
   condition is the board's now and again as attackers are declared (508.1a), as for "can't block" and "attacks each
   combat if able" under the same "as long as".
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import CardText, resolve_text
from tests.apnap.realcards import board, creature

JAILBREAKER = "Ogre Jailbreaker can attack as though it didn't have defender as long as you control a Gate."
GATE = {"name": "Azorius Guildgate", "types": ["land"], "subtypes": ["Gate"]}


def _jailbreaker(lang: str, gate: bool) -> dict[str, Any]:
    own = [creature("Ogre Jailbreaker", 4, 4, keywords=["defender"]), *([GATE] if gate else [])]
    data = board(card="Ogre Jailbreaker", Dave={"battlefield": own})
    return resolve_text(json.dumps(data), lang, card_lookup=lambda n: CardText(
        "Ogre Jailbreaker", JAILBREAKER, "en", "Creature — Ogre") if n == "Ogre Jailbreaker" else None)


@pytest.mark.parametrize("gate", [True, False])
def test_a_permission_as_long_as_is_checked_at_each_declaration_not_once(gate: bool) -> None:
    out = _jailbreaker("en", gate)
    (cond,) = out["conditions"]
    assert (cond["rule"], cond["checked_at"], cond["holds"]) == ("611.3a", ["508.1a"], gate)
    assert "608.2c" not in out["narration"] and "each time attackers are declared (508.1a)" in out["narration"]


def test_its_condition_is_said_in_spanish_in_a_spanish_answer() -> None:
    out = _jailbreaker("es", False)
    (cond,) = out["conditions"]
    assert cond["condition"] == "controles un Portal" and "you control" not in out["narration"].split("\n", 1)[1]


# 2. An event object's name two players' permanents share was asked even when only one of them could be the event's
#    object (stack_facts._one_holder, judge 21's class): "Whenever Infernal Medusa blocks a creature" names an attacker,
#    the active player's (506.2, 509.1a), so Bob's Craw Wurm, never Dave's own, is "that creature". Asked still where
#    both could be (tests/apnap/test_judge21_classes.py: Zo-Zu the Punisher's Forest).
MEDUSA = "Whenever Infernal Medusa blocks a creature, destroy that creature at end of combat."


def test_a_shared_name_only_one_player_could_hold_as_the_event_object_is_no_question() -> None:
    data = board(card="Infernal Medusa", event_object="Craw Wurm",
                 Bob={"battlefield": [creature("Craw Wurm", 6, 4)]},
                 Dave={"battlefield": [creature("Craw Wurm", 6, 4), creature("Infernal Medusa", 2, 4)]})
    out = resolve_text(json.dumps(data), "en", card_lookup=lambda n: CardText(
        "Infernal Medusa", MEDUSA, "en", "Creature — Gorgon") if n == "Infernal Medusa" else None)
    (listed,) = out["delayed_triggers"]
    assert (listed["when"], listed["object"]) == ("end_of_combat", "Craw Wurm")


# 3. "Return target creature to its owner's hand. If this spell was kicked, it deals 2 damage to another target
#    creature" (Jilt) not kicked, one target named: the later "another target" word (engine/sole_targets.py
#    settle_other_targets) was asked though a spell not kicked chooses no target for it (601.2c); kicked, it is still
#    asked when several creatures could be it (115.3). test_judge9_classes.py's Jilt case failed on main.
JILT = ("Kicker {1}{R} (You may pay an additional {1}{R} as you cast this spell.)\nReturn target creature to its "
        "owner's hand. If this spell was kicked, it deals 2 damage to another target creature.")


def _jilt(**more: Any) -> dict[str, Any]:
    data = board(card="Jilt", target="Hill Giant", **more)
    return resolve_text(json.dumps(data), "en", card_lookup=lambda n: CardText("Jilt", JILT, "en", "Instant")
                        if n == "Jilt" else None)


def test_a_word_only_a_kicked_spell_says_takes_no_target_when_not_kicked() -> None:
    out = _jilt(kicked=False)
    moved = [e for s in out["steps"] for e in s["events"] if e["action"] != "damage"]
    assert moved and moved[0]["objects"] == ["Hill Giant"]
    assert not any(e["action"] == "damage" for s in out["steps"] for e in s["events"])


def test_kicked_the_other_target_is_still_asked_when_several_could_be_it() -> None:
    from bot.errors import BotError

    with pytest.raises(BotError) as exc:
        _jilt(kicked=True)
    assert (exc.value.code, exc.value.field) == ("choice_needed", "target")
