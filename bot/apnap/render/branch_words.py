""""If you can't, …" / "Si no puedes, …" and "Otherwise, …" / "De lo contrario, …" said back from the plan's
:class:`CouldNot` and :class:`Otherwise` (608.2c; grammar/branches.py).

Why a module: the reading says the branch as the card does — "If you can't" is not "If you don't" (no choice is made,
608.2d), and "Otherwise" names no condition of its own; the words are registered in the conditions' one table
(amounts._CONDITIONS), as reflexive_words.py registers "When you do".
"""

from __future__ import annotations

from typing import Any

from .amounts import _CONDITIONS
from .words import Words


def _could_not(w: Words, cond: Any) -> str:
    if getattr(cond, "who", "you") == "that_player":
        return w.pick("if that player can't", "si ese jugador no puede")
    return w.pick("if you can't", "si no puedes")


def _otherwise(w: Words, cond: Any) -> str:
    return w.pick("otherwise", "de lo contrario")


_CONDITIONS["CouldNot"] = _could_not
_CONDITIONS["Otherwise"] = _otherwise
