"""Applies what the Auras and Equipment on the board give the permanents they are attached to (303.4, 301.5, 611.3a;
read by board_attachments.py) before the effect does anything: the bonus is in layer 7c (613.4c), so the state-based
actions see the toughness it makes (704.5f-g), and the result lists each one in ``continuous_effects``.

Why before: a static ability applies at every moment its source is on the battlefield, the effect's first event
included. The resolving ability's own source is left out: when it is that Aura's static being asked about, its own
step applies it (act_static.py), once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import State


def apply_attachment_bonuses(state: State) -> None:
    """Each bonus onto the one permanent of its ``attached_to`` name on a battlefield (several of that name, or none:
    nothing applied, nothing guessed)."""
    source = state.source_on_battlefield()
    for bonus in state.scenario.attachment_bonuses:
        if source is not None and bonus.source.uid == source.uid:
            continue
        onto = [o for p in state.game.players for o in p.battlefield if o.name.casefold() == bonus.onto.casefold()]
        if len(onto) != 1:
            continue
        (obj,) = onto
        power, toughness = state.boosts.get(obj.uid, (0, 0))
        state.boosts[obj.uid] = (power + bonus.power, toughness + bonus.toughness)
        state.continuous.append({"change": "attached_bonus", "source": bonus.source.name, "objects": [obj.name],
                                 "pt": f"{bonus.power:+d}/{bonus.toughness:+d}", "duration": "static",
                                 "rules": ["611.3a", "613.4c"]})
        state.cite("611.3a", "613.4c")
