"""``flips`` and ``rolls``: the outcomes of coin flips (705.2) and die rolls (706.2) a scenario gives in order.

Why apart: random outcomes are facts the resolver never picks; they are read and checked here (each flip won or
lost, in English or Spanish; each roll within a die's faces), and refused for an effect that flips or rolls nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .board import BoardLoader
from .grammar import Effect
from .grammar.text import fold

MAX_CHANCE = 50  # flips or rolls given in one scenario
MAX_DIE = 100  # the most faces a die may have (706.1a: an N-sided die)
_FLIP_WORDS = {"won": True, "win": True, "ganado": True, "gano": True, "gana": True,
               "lost": False, "lose": False, "perdido": False, "perdio": False, "pierde": False}


def chance(loader: BoardLoader, data: Mapping[str, Any], effect: Effect
           ) -> tuple[tuple[bool, ...] | None, tuple[int, ...] | None]:
    """``flips: [won, lost]`` and ``rolls: [1]``: random outcomes the resolver never picks (705.2, 706.2), in
    the order they happen; given for an effect that flips or rolls nothing, ``bad_scenario``."""
    out: list[tuple[Any, ...] | None] = []
    for key in ("flips", "rolls"):
        if data.get(key) is None:
            out.append(None)
            continue
        if not any(step.action == key[:-1] for step in effect.steps):
            raise loader.bad(key, "apnap.error.chance_unused", key=key)
        raw = loader.sequence(data[key], key, MAX_CHANCE)
        out.append(tuple(loader.integer(v, f"{key}[{i}]", 1, MAX_DIE) if key == "rolls"
                         else _flip(loader, v, f"{key}[{i}]") for i, v in enumerate(raw)))
    return out[0], out[1]


def _flip(loader: BoardLoader, value: Any, where: str) -> bool:
    word = fold(loader.text(value, where))
    if word not in _FLIP_WORDS:
        raise loader.bad(where, "apnap.error.flip_word", ["won", "lost"], word=word)
    return _FLIP_WORDS[word]
