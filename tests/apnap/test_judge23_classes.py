"""The classes blind judge 23 found (session 25), each with a test that failed before the fix.

- Insatiable Appetite, Ancient Amphitheater: "You may sacrifice a Food" with no Food, "you may reveal a Giant card
  from your hand" with none there, were answered "yes (default)" and recorded an empty sacrifice or reveal; a player
  can't choose to do what the board shows is impossible (101.3): the answer is no, said as such, and nothing is
  recorded that a "whenever you sacrifice" could read. A search may still be chosen and find nothing (701.23b).
- Jace, Cunning Castaway: a delayed trigger made by a loyalty ability cited 603.7d (a spell's); an activated or
  triggered ability's is 603.7e.
- Witching Well: one player's scry cited 701.22c and 101.4a (several players at once, their hidden choices); it is
  701.22a, and those two only when several players scry.
"""

from __future__ import annotations

import json
from typing import Any

from bot.apnap import CardText, resolve_text
from tests.apnap.realcards import STANDARD, board


def resolve(text: str, card: str, lang: str = "en", type_line: str = "", **more: Any) -> dict[str, Any]:
    data = board(card=card, **more)
    return resolve_text(json.dumps(data), lang, card_lookup=lambda name: CardText(card, text, lang, type_line))


APPETITE = ("You may sacrifice a Food. If you do, target creature gets +5/+5 until end of turn. Otherwise, that "
            "creature gets +3/+3 until end of turn.")


def _choices(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for s in out["steps"] for c in s["choices"]]


def test_a_may_with_nothing_to_sacrifice_is_no_and_records_no_sacrifice() -> None:
    out = resolve(APPETITE, "Insatiable Appetite", type_line="Instant", target="Hill Giant")
    may = _choices(out)[0]
    assert (may["answer"], may["forced"]) == ("no", True)
    assert not any(e["action"] == "sacrifice" for s in out["steps"] for e in s["events"])
    assert "no (nothing of the kind to choose, 101.3)" in out["narration"]
    assert "+3/+3" in out["narration"] and "+5/+5 until end of turn (" not in out["narration"]


def test_the_forced_no_is_said_in_spanish() -> None:
    out = resolve(APPETITE, "Insatiable Appetite", lang="es", type_line="Instant", target="Hill Giant")
    assert "no (no hay nada de ese tipo que elegir, 101.3)" in out["narration"]


def test_a_may_with_something_to_sacrifice_is_still_yes_by_default() -> None:
    food = {"name": "Food", "types": ["artifact", "token"], "subtypes": ["food"]}
    dave = next(p for p in STANDARD["players"] if p["name"] == "Dave")
    out = resolve(APPETITE, "Insatiable Appetite", type_line="Instant", target="Hill Giant",
                  Dave={"battlefield": [*dave.get("battlefield", []), food]})
    may = _choices(out)[0]
    assert may["answer"] == "yes" and not may["forced"]


AMPHITHEATER = ("As Ancient Amphitheater enters the battlefield, you may reveal a Giant card from your hand. If you "
                "don't, Ancient Amphitheater enters the battlefield tapped.\n{T}: Add {R} or {W}.")


def test_a_reveal_with_no_card_of_the_kind_in_a_known_hand_is_no() -> None:
    out = resolve(AMPHITHEATER, "Ancient Amphitheater", type_line="Land", ability=1)
    assert _choices(out)[0]["answer"] == "no"
    assert not any(e["action"] == "reveal" for s in out["steps"] for e in s["events"])
    assert any(e["action"] == "enters_tapped" for s in out["steps"] for e in s["events"])


def test_a_delayed_trigger_made_by_a_loyalty_ability_cites_603_7e() -> None:
    jace = ("+1: Whenever one or more creatures you control deal combat damage to a player this turn, draw a card, "
            "then discard a card.")
    out = resolve(jace, "Jace, Cunning Castaway", type_line="Legendary Planeswalker — Jace", ability=1)
    assert "603.7e" in out["citations"] and "603.7d" not in out["citations"]


def test_one_players_scry_cites_701_22a_only() -> None:
    out = resolve("When Witching Well enters the battlefield, scry 2.\n{3}{U}, Sacrifice Witching Well: Draw two "
                  "cards.", "Witching Well", type_line="Artifact", ability=1)
    assert "701.22a" in out["citations"]
    assert "701.22c" not in out["citations"] and "101.4a" not in out["citations"]


def test_several_players_scrying_cite_701_22c() -> None:
    out = resolve("Each player scries 1.", "Some Sorcery", type_line="Sorcery")
    assert "701.22c" in out["citations"]
