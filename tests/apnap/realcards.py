"""Shared helpers for the real-card tests: the standard board and a runner that compares partially.

The standard board (as in tests/data/scenarios/real-cards/README.md): Alice, Bob, Carol (3 life), Dave
in turn order; Bob is active; Dave controls. APNAP order is therefore Bob, Carol, Dave, Alice (101.4).
"""

from __future__ import annotations

import copy
import json
from typing import Any

from bot.apnap import CardText, resolve_text
from tests.apnap.test_shared_scenarios import compare

LIB = ["Swamp (basic land)", "Counterspell (instant)", "Forest (basic land)", "Llanowar Elves (creature)",
       "Plains (basic land)", "Mountain (basic land)", "Island (basic land)", "Divination (sorcery)",
       "Opt (instant)", "Shock (instant)"]


def creature(name: str, power: int, toughness: int, **more: Any) -> dict[str, Any]:
    return {"name": name, "types": ["creature"], "power": power, "toughness": toughness, **more}


def colorless(name: str, kind: str) -> dict[str, Any]:
    return {"name": name, "types": [kind], "colors": []}


# The battlefield's objects carry their real cards' colours (202.2): a colour filter asks for colours not given.
STANDARD: dict[str, Any] = {
    "players": [
        {"name": "Alice",
         "battlefield": [creature("Grizzly Bears", 2, 2, colors=["green"]),
                         creature("Serra Angel", 4, 4, keywords=["flying"], colors=["white"]),
                         "Forest (basic land)", "Plains (basic land)", colorless("Sol Ring", "artifact"),
                         {"name": "Oblivion Ring", "types": ["enchantment"], "colors": ["white"]}],
         "hand": ["Opt (instant)", "Shock (instant)", "Island (basic land)"],
         "library": list(LIB),
         "graveyard": ["Gray Ogre (creature)", "Ponder (sorcery)", "Mountain (basic land)"]},
        {"name": "Bob",
         "battlefield": [creature("Hill Giant", 3, 3, colors=["red"]), "Mountain (basic land)",
                         "Island (basic land)", colorless("Mind Stone", "artifact")],
         "hand": ["Lightning Bolt (instant)"],
         "library": list(LIB),
         "graveyard": ["Runeclaw Bear (creature)"]},
        {"name": "Carol", "life": 3,
         "battlefield": ["Forest (basic land)", "Swamp (basic land)"],
         "hand": [], "library": LIB[:3], "graveyard": []},
        {"name": "Dave",
         "battlefield": [creature("Llanowar Elves", 1, 1, colors=["green"]),
                         creature("Craw Wurm", 6, 4, colors=["green"]), "Swamp (basic land)"],
         "hand": ["Duress (sorcery)", "Counterspell (instant)"],
         "library": list(LIB),
         "graveyard": ["Elvish Mystic (creature)", "Island (basic land)", "Swamp (basic land)"]},
    ],
    "active": "Bob",
    "controller": "Dave",
}


def board(**changes: Any) -> dict[str, Any]:
    """The standard board with top-level fields changed; ``Alice={...}`` changes one player's fields."""
    data = copy.deepcopy(STANDARD)
    for key, value in changes.items():
        player = next((p for p in data["players"] if p["name"] == key), None)
        if player is not None:
            player.update(value)
        else:
            data[key] = value
    return data


def run(expect: dict[str, Any], lang: str | None = None, card: str | None = None, **changes: Any) -> dict[str, Any]:
    """Resolve on the standard board; with ``card``, the text comes through ``card:`` and a lookup (so the
    card's name is known and "this artifact" finds its permanent)."""
    data = board(**changes)
    lookup = None
    if card is not None:
        text = data.pop("effect")
        data["card"] = card

        def lookup(name: str) -> CardText | None:
            return CardText(card, text) if name.casefold() == card.casefold() else None
    box: dict[str, Any] = {}

    def go() -> dict[str, Any]:
        box["out"] = resolve_text(json.dumps(data), lang, card_lookup=lookup)
        return box["out"]

    compare(expect, go)
    return box.get("out", {})
