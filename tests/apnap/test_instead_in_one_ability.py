""""…. If <condition>, <the same instruction> instead." inside one ability (608.2c): when the condition holds, the
step done is the earlier instruction as the later text changed it, and that step cites 608.2c ("later text on the
card may modify the meaning of earlier text", the rule's own example an "instead" in the same spell). It cited only
its action's rule before, the 608.2c of the condition note on no step and not in the result's rules (blind judge,
session 34). Not 614.1a: a replacement effect watches for an event from outside the instruction (614.1). When the
condition does not hold, the earlier instruction is done as printed: nothing changed, no 608.2c on its step."""

from __future__ import annotations

import pytest

from tests.apnap.realcards import resolve_card

LANDFALL = ("Landfall — Whenever a land you control enters, you gain 1 life. If you control three or more lands, you "
            "gain 2 life instead.")
LANDS = {"battlefield": ["Swamp (basic land)", "Forest (basic land)", "Island (basic land)"]}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_changed_step_cites_608_2c(lang: str) -> None:
    out = resolve_card(LANDFALL, lang, Dave=LANDS)
    [step] = out["steps"]
    assert [e["amount"] for e in step["events"]] == [2] and out["life"]["Dave"] == 22
    assert "608.2c" in step["citations"] and "608.2c" in out["citations"]
    assert "614.1a" not in out["citations"]
    line = next(x for x in out["narration"].splitlines() if x.startswith(("Step 1", "Paso 1")))
    assert "608.2c" in line


def test_the_unchanged_step_does_not_cite_it() -> None:
    out = resolve_card(LANDFALL)  # Dave controls one land
    [step] = out["steps"]
    assert [e["amount"] for e in step["events"]] == [1] and "608.2c" not in step["citations"]


def test_a_kicked_instead_is_the_same_rule() -> None:
    text = ("This spell deals 2 damage to target creature. If this spell was kicked, it deals 4 damage to that "
            "creature instead.")
    [step] = resolve_card(text, target="Craw Wurm", kicked=True)["steps"]
    assert [e["amount"] for e in step["events"]] == [4] and "608.2c" in step["citations"]
    [step] = resolve_card(text, target="Craw Wurm", kicked=False)["steps"]
    assert [e["amount"] for e in step["events"]] == [2] and "608.2c" not in step["citations"]
