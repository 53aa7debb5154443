""""When you do, …" / "Cuando lo hagas, …" said back from the plan's :class:`WhenYouDo` (603.12).

Why a module: the reading must show a reflexive trigger as the card says it, not as "If you do" (what it starts is a
triggered ability of its own, engine/reflexive.py); the words are registered in the conditions' one table
(amounts._CONDITIONS), as counter_amounts.py registers its own.
"""

from __future__ import annotations

from typing import Any

from .amounts import _CONDITIONS
from .words import Words


def _when_you_do(w: Words, cond: Any) -> str:
    return w.pick("when you do", "cuando lo hagas")


_CONDITIONS["WhenYouDo"] = _when_you_do
