"""Drawing a whole described library after a shuffle draws known cards.

Why: after a shuffle nobody knows which cards are on top (701.24a), so a draw names none; but a player who draws
every card of a library the scenario listed draws exactly those cards, whatever their order. Judge 30 found
"Carol draws 3 cards (the library was shuffled: which cards is not known)" of a 3-card library.
"""

from __future__ import annotations

import json

from bot.apnap import resolve_text


def _draw_events(library: object, draws: str = "three") -> list[dict[str, object]]:
    data = {"players": [{"name": "Ana", "hand": ["Opt (instant)"], "library": library},
                        {"name": "Ben", "hand": [], "library": ["Swamp (basic land)"] * 5}],
            "active": "Ana",
            "effect": f"Each player shuffles their hand into their library, then draws {draws} cards."}
    out = resolve_text(json.dumps(data))
    return [e for s in out["steps"] for e in s["events"] if e["action"] == "draw"]


def test_the_whole_library_drawn_is_known() -> None:
    ana = next(e for e in _draw_events(["Forest (basic land)", "Shock (instant)"]) if e["player"] == "Ana")
    assert sorted(ana["objects"]) == ["Forest", "Opt", "Shock"]
    assert not ana.get("shuffled")


def test_part_of_a_shuffled_library_stays_unknown() -> None:
    ben = next(e for e in _draw_events(["Forest (basic land)"]) if e["player"] == "Ben")
    assert ben["objects"] == [] and ben["shuffled"] is True


def test_a_library_given_as_a_count_stays_unknown() -> None:
    ana = next(e for e in _draw_events(2, draws="seven") if e["player"] == "Ana")
    assert ana["objects"] == [] and ana["shuffled"] is True
