""""The number of artifacts they controlled that were put into a graveyard this way" counts, for each player, the
objects that player controlled as they left the battlefield (608.2h, last known information), whatever instruction
moved them. Targets destroyed one by one used to leave no record of who controlled them, so the count fell back on
the player who did the destroying and the caster was dealt the whole total (a confidently wrong answer)."""

from __future__ import annotations

import json
from typing import Any

from bot.apnap import resolve_text

BOARD: dict[str, Any] = {
    "players": [
        {"name": "Alice", "battlefield": ["Sol Ring (artifact)", "Llanowar Elves (creature)"]},
        {"name": "Bob", "battlefield": ["Mind Stone (artifact)", "Ornithopter (artifact creature)",
                                        "Grizzly Bears (creature)"]},
        {"name": "Carol", "battlefield": ["Darksteel Ingot (artifact)"]},
    ],
    "active": "Alice",
}


def _life_changes(effect: str, **changes: Any) -> dict[str, int]:
    out = resolve_text(json.dumps({**BOARD, "effect": effect, **changes}))
    events = [e for s in out["steps"] for e in s["events"] if e.get("amount")]
    return {e["player"]: e["amount"] for e in events if e["action"] in ("damage", "lose_life")}


def test_targets_destroyed_count_for_the_player_who_controlled_them() -> None:
    dealt = _life_changes("Destroy X target artifacts. Builder's Bane deals damage to each player equal to the number "
                          "of artifacts they controlled that were put into a graveyard this way.",
                          x=3, target=["Sol Ring", "Mind Stone", "Ornithopter"])
    assert dealt == {"Alice": 1, "Bob": 2}


def test_a_second_wording_with_two_targets_and_life_loss() -> None:
    lost = _life_changes("Destroy two target creatures. Each player loses life equal to the number of creatures they "
                         "controlled that were destroyed this way.", target=["Grizzly Bears", "Ornithopter"])
    assert lost == {"Bob": 2}


def test_a_board_wide_destruction_still_counts_by_controller() -> None:
    lost = _life_changes("Destroy all creatures. Each player loses life equal to the number of creatures they "
                         "controlled that were destroyed this way.")
    assert lost == {"Alice": 1, "Bob": 2}
