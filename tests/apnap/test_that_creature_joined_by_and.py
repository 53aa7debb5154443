""""…, and that creature gains flying until end of turn" (Skyrider Patrol): the one target named before it (608.2c), a
sentence of its own joined by ", and" as "…, and those tokens gain haste" is (statics.those_refer), inside the
reflexive trigger "When you do" (603.12). Real card text on the standard board."""

from __future__ import annotations

from bot.apnap.grammar import parse_effect
from tests.apnap.realcards import creature, resolve_card

PATROL = ("At the beginning of combat on your turn, you may pay {G}{U}. When you do, put a +1/+1 counter on another "
          "target creature you control, and that creature gains flying until end of turn.")
DAVE = {"battlefield": [creature("Skyrider Patrol", 2, 3), creature("Craw Wurm", 6, 4),
                        "Forest (basic land)", "Island (basic land)"]}


def test_the_target_that_got_the_counter_gains_flying() -> None:
    out = resolve_card(PATROL, card="Skyrider Patrol", ability=1, active="Dave", target="Craw Wurm",
                       choices={"Dave": ["yes"]}, Dave=DAVE)
    pay, counter, modify = out["steps"]
    assert counter["events"][0]["objects"] == modify["events"][0]["objects"] == ["Craw Wurm"]
    assert modify["action"] == "modify" and "flying" in out["narration"]
    assert "603.12" in out["citations"]


def test_not_paid_nothing_happens() -> None:
    out = resolve_card(PATROL, card="Skyrider Patrol", ability=1, active="Dave", target="Craw Wurm",
                       choices={"Dave": ["no"]}, Dave=DAVE)
    assert [e for s in out["steps"] for e in s["events"] if e["action"] in ("counter", "modify")] == []


def test_joined_by_and_reads_as_two_sentences() -> None:
    joined = "Put a +1/+1 counter on target creature you control, and that creature gains flying until end of turn."
    apart = "Put a +1/+1 counter on target creature you control. That creature gains flying until end of turn."
    assert [(s.action, s.extra) for s in parse_effect(joined).steps] == \
           [(s.action, s.extra) for s in parse_effect(apart).steps]
