"""+1/+1 and -1/-1 counters on one permanent annihilate (704.5q): as a state-based action, N of each are removed, N
the smaller number, so a later "the number of +1/+1 counters on it" reads what is left. Power and toughness are the
same before and after (122.1a), so only the counters change.

Why a module apart from aftermath.py: the counters a board states and those this resolution put are read together
here (board_values.counters_on), and a permanent whose counters nobody gave is left alone (never guessed)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..result import SBARecord
from .board_values import counters_on

if TYPE_CHECKING:
    from .state import State

PLUS, MINUS = "+1/+1", "-1/-1"


def annihilate(state: State) -> list[SBARecord]:
    """704.5q on every permanent with known counters of both kinds: the pairs removed, one record each."""
    out: list[SBARecord] = []
    for player in state.game.players:
        for obj in player.battlefield:
            pairs = min(counters_on(state, obj, PLUS) or 0, counters_on(state, obj, MINUS) or 0)
            if pairs <= 0:
                continue
            for kind in (PLUS, MINUS):
                state.add_counters(obj.uid, kind, -pairs)
            out.append(SBARecord(player.name, "counters_annihilated", ["704.5q"], object=obj.name, amount=pairs))
            state.cite("704.3", "704.5q")
    return out
