"""Small scenario files that ask the resolver for enormous work (issue 27), written here rather
than stored: YAML anchors repeat one creature, so the file stays tiny while the board is full.

``storm(16, 312)`` is (within 300 bytes) the 1.6 KB file of the issue: 4,992 creatures that each watch "a creature
dies", and "Destroy all creatures.": about 25 million triggered abilities without a budget.
``storm(2, 400)`` printed 93 MB of JSON. Used by the hostile and end-to-end suites and by bench/.
"""

from __future__ import annotations

WATCHER = ("&c {name: Blood Artist, types: [creature], "
           "triggers: [{when: a creature dies, text: target player loses 1 life}]}")


def storm(players: int = 16, per_player: int = 312, effect: str = "Destroy all creatures.") -> str:
    """``players`` players with ``per_player`` watching creatures each (one anchored list), and ``effect``."""
    battlefield = ", ".join([WATCHER] + ["*c"] * (per_player - 1))
    lines = ["players:", f"  - {{name: P0, battlefield: &b [{battlefield}]}}"]
    lines += [f"  - {{name: P{i}, battlefield: *b}}" for i in range(1, players)]
    lines += ["active: P0", f"effect: {effect}"]
    return "\n".join(lines) + "\n"
