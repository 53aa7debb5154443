"""The reflexive trigger "When you do, …" (603.12) checked as its sentence is reached.

Why here: "When you do" holds exactly when "If you do" would (the controller took the action just before, values.py),
but what it starts is a triggered ability of its own: it goes on the stack once the ability that created it has
finished resolving, players may respond to it, and its targets are chosen as it is put there (603.12, 603.7). The
result shows its steps right after the action, as they will resolve when nobody responds, and says so (``warnings``,
rule 603.12 cited), never as if they were part of the same resolution; when the action was not taken, it says the
trigger did not trigger.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t

from ..grammar.reflexive import WhenYouDo
from .values import _condition, _you_did

if TYPE_CHECKING:
    from .state import State


@_condition(WhenYouDo)
def _when_you_do(state: State, c: WhenYouDo) -> bool:
    """Whether the reflexive trigger triggered (the controller did it), said once per resolution (603.12)."""
    did = _you_did(state, c)
    state.reflexive_did = did  # whether its targets were chosen at all (603.12: as it is put on the stack)
    key = "apnap.warning.reflexive_trigger" if did else "apnap.warning.reflexive_not_triggered"
    said = t(key, state.lang, player=state.game.controller)
    if said not in state.warnings:
        state.warnings.append(said)
    state.cite("603.12")
    return did
