"""Wrong or unclear answers found by an independent judge on 130 accepted abilities of cards in general (judge 5,
session 12), reproduced on other real cards of the same families. Each test failed before its fix.

Class 4 was the bench harness's (tests/apnap/corpus.py ``resolve_ability``): it passed the ability's text alone,
so the resolver knew neither the source's types nor that an instant's paragraphs are one spell (113.3a); a user
names the card, and the card database gives its type line."""

from __future__ import annotations

import json
from typing import Any

from tests.apnap.corpus import CorpusAbility, board, resolve_ability


def _card(name: str, type_line: str, text: str, index: int) -> CorpusAbility:
    from bot.apnap import abilities_of

    ability = next(a for a in abilities_of(text) if a.index == index)
    return CorpusAbility(name, text, index, ability.text, type_line)


def _events(out: dict[str, Any]) -> str:
    return json.dumps(out.get("events", []), ensure_ascii=False)


# ------------------------------------------------------------------ class 4: an instant's paragraphs are one spell
def test_the_bench_resolves_an_instants_every_paragraph() -> None:
    """Bright Reprisal's second paragraph "Draw a card." resolves with its first (113.3a)."""
    item = _card("Bright Reprisal", "Instant", "Destroy target attacking creature.\nDraw a card.", 1)
    out = resolve_ability(item, board(4))
    assert "Dave draws 1 card" in out["narration"] and "destroys Hill Giant" in out["narration"]


def test_the_bench_resolves_a_sorcerys_every_paragraph_asked_for_its_second() -> None:
    """Asked for the second paragraph of a two-line instant, the whole spell resolves: the life gain too."""
    item = _card("Ritual of Rejuvenation", "Instant", "You gain 4 life.\nDraw a card.", 2)
    out = resolve_ability(item, board(4))
    assert "Dave gains 4 life (→ 24)" in out["narration"] and "Dave draws 1 card" in out["narration"]


def test_the_bench_names_the_card_through_the_lookup() -> None:
    """The card's name comes with ``card:``, so its own name in its text is the source, not a card to find."""
    text = "Exile into Darkness deals 1 damage to target player.\nAt the beginning of your upkeep, you may return " \
           "Exile into Darkness from your graveyard to your hand."
    named = _card("Exile into Darkness", "Sorcery", text, 2)
    out = resolve_ability(named, board(4))
    assert "Exile into Darkness" in out["narration"]
