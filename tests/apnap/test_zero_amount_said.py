"""An instruction whose amount works out to 0 ("discards a card for each taxes vote" when nobody voted taxes) is
told as an amount of 0, never as "— (no cards)", the words for a player who has nothing to choose from (101.3):
judge 31b found Alice, holding three cards, told as having none (hand sizes are public, 402.3)."""

from __future__ import annotations

from tests.apnap.corpus import ability_of, board, resolve_ability


def test_a_discard_of_zero_cards_is_said_as_an_amount_of_zero():
    out = resolve_ability(ability_of("Capital Punishment"), board(4))  # every vote "death" (the first option)
    discard = next(s for s in out["steps"] if s["action"] == "discard")
    assert all(c["none"] and c["what"].startswith("0 ") for c in discard["choices"])
    line = next(x for x in out["narration"].splitlines() if x.startswith(f"Step {discard['index'] + 1} — choices"))
    assert "the amount is 0" in line and "(no cards)" not in line


def test_the_spanish_narration_says_it_too():
    out = resolve_ability(ability_of("Capital Punishment"), board(4), out_lang="es")
    assert "la cantidad es 0" in out["narration"]
