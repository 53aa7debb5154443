"""A creature's power and toughness as the layers make them (613.4), for the state-based actions (704.5f, 704.5g)
and for any rule that reads them.

Why one function: the effects of an ability apply in layer order, not in the order its sentences print them
(613.4: 7a characteristic-defining abilities, 7b effects that set a base, 7c modifications and counters, 7d
switches), and within a layer by timestamp (613.7: an effect created later applies later, so a later base set
wins). The steps only record their effects (``State.pt_layers``, engine/pt_layers.py); this module works out
the result once, from the printed values the board gives (``None``: not given, never guessed), with what the board's
own power and toughness statics do at this moment (611.3a; engine/board_pt.py).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..model import GameObject
    from ..result import StepResult
    from .state import State

_PT_COUNTER = re.compile(r"^([+-]\d+)/([+-]\d+)$")


def layered_pt(state: State, obj: GameObject) -> tuple[int | None, int | None]:
    """(power, toughness) after layers 7a-7d; either is None when the board does not give what it starts from."""
    from .board_pt import static_pt

    layers = state.pt_layers
    power, toughness = obj.power, obj.toughness
    board = static_pt(state, obj)  # the board's statics (611.3a): their timestamps come before this resolution's
    defined = layers.defined.get(obj.uid)
    if defined is None and obj.uid in layers.defining:  # 7a: a token's own defining ability, counted now (604.3)
        from .defined_sizes import defined_now

        defined = defined_now(state, obj)
    if defined is not None:  # 7a (613.4a): the ability defines it, whatever the card prints
        power = defined[0] if defined[0] is not None else power
        toughness = defined[1] if defined[1] is not None else toughness
    if board.base is not None:  # 7b (613.4b): a board static's base, set before any this resolution sets (613.7a)
        power, toughness = board.base
    if obj.uid in layers.base:  # 7b (613.4b): the latest base set
        power, toughness = layers.base[obj.uid]
    dp, dt = state.boosts.get(obj.uid, (0, 0))  # 7c (613.4c): changes and counters, the board's statics' too
    dp, dt = dp + board.power, dt + board.toughness
    for kind, count in [*(obj.counters or ()), *state.counters.get(obj.uid, {}).items()]:
        m = _PT_COUNTER.match(kind)
        if m:
            dp += int(m.group(1)) * count
            dt += int(m.group(2)) * count
    power = power + dp if power is not None else None
    toughness = toughness + dt if toughness is not None else None
    if layers.switches.get(obj.uid, 0) % 2:  # 7d (613.4d)
        power, toughness = toughness, power
    return power, toughness


def cite_layers(state: State, result: StepResult, pt: bool, abilities: bool) -> None:
    """The layers a change to permanents applies in, cited on its step: power and toughness changed in layer 7c
    (613.4c), abilities added or removed in layer 6 (613.1f)."""
    if pt:
        state.cite("613.4c", step=result)
    if abilities:
        state.cite("613.1f", step=result)
