"""A condition on how a permanent enters ("If it was kicked, it enters with …", Adamant's "If at least three blue
mana was spent to cast this spell, … enters with an additional +1/+1 counter") is a replacement effect's, applied
once as the permanent enters (614.1c, 614.12), never a static ability's "applies while it holds" (611.3a): judge
31a found Vantress Paladin's Adamant told as a static ability checked at every moment."""

from __future__ import annotations

import pytest

from tests.apnap.realcards import resolve_on_daves_board

ADAMANT = ("Adamant — If at least three blue mana was spent to cast this spell, Vantress Paladin enters the "
           "battlefield with an additional +1/+1 counter on it.")


@pytest.mark.parametrize("spent, holds", [({"blue": 1, "colorless": 3}, False), ({"blue": 3, "colorless": 1}, True)])
def test_an_enters_with_condition_is_a_replacement_applied_as_it_enters(spent, holds):
    out = resolve_on_daves_board("Vantress Paladin", ADAMANT, mana_spent=spent)
    (cond,) = out["conditions"]
    assert cond["rule"] == "614.1c" and cond["holds"] is holds and "static" not in cond
    assert "611.3a" not in out["narration"] and "614.1c" in out["narration"]
    assert "as the permanent enters the battlefield" in out["narration"]
    # the step, when it is done, says the replacement and that nothing changes now (614.1c)
    assert [s["action"] for s in out["steps"]] == (["enters_with_counters"] if holds else [])


def test_the_spanish_answer_says_it_too():
    out = resolve_on_daves_board("Vantress Paladin", ADAMANT, lang="es", mana_spent={"blue": 3, "colorless": 1})
    assert "cuando el permanente entra al campo de batalla" in out["narration"]
    assert "611.3a" not in out["narration"]
