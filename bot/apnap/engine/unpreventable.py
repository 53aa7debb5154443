"""615.12: damage that can't be prevented meets prevention effects that prevent none of it — said by this effect
earlier ("Damage can't be prevented this turn", act_shields.py's marks) or by a permanent's static ("Damage can't be
prevented.", a Leyline of Punishment on the board: a record with ``modify`` ``unpreventable``, board_shields.py).

Why a filter of its own: the board's prevention statics (Glacial Chasm's "Prevent all damage that would be dealt to
you") are applied to a resolution's damage by engine/replacing.py; applied to damage that can't be prevented they
would answer wrongly, so the prevention records are taken out of the records on such an event, and the rule cited.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..board_replacements import BoardReplacement
from ..model import GameObject
from ..plan.replacements import PREVENTING
from ..result import StepResult

if TYPE_CHECKING:
    from .state import State


def preventable(state: State, result: StepResult, found: list[BoardReplacement],
                obj: GameObject | None) -> list[BoardReplacement]:
    """The records that apply to one damage event (to ``obj``, or to a player): without the prevention ones when the
    damage can't be prevented, and without the "can't be prevented" records themselves (they change no amount)."""
    marks = state.shields
    cant = marks.unpreventable or said_by_this_effect(state) or (
        obj is not None and obj.uid in marks.unpreventable_to) or any(r.record.modify == "unpreventable" for r in found)
    kept = [r for r in found if r.record.modify != "unpreventable" and not (cant and r.record.modify in PREVENTING)]
    if cant and len(kept) < len(found) and any(r.record.modify in PREVENTING for r in found):
        state.cite("615.12", step=result)
    return kept


def said_by_this_effect(state: State) -> bool:
    """"The damage can't be prevented." after this effect's damage (duration ``this_effect``, 615.12): the damage it
    deals before that sentence can't be prevented either, so it is known before the damage is dealt. Said under a
    condition ("If this spell was kicked, instead it deals 10 damage … and the damage can't be prevented", 608.2c),
    it is about the damage of that same condition only: the other damage (not kicked) stays preventable."""
    from ..plan.shields import CantBePrevented

    reaching = state.reaching
    return any(type(s) is CantBePrevented and s.duration == "this_effect" and not s.to
               and (s.condition is None or (reaching is not None and s.condition == reaching.condition))
               for s in state.scenario.plan.steps)


__all__ = ["preventable", "said_by_this_effect"]
