"""Whose permanents a choice picks among, and what the effect's earlier choices took.

Why its own module: "each player chooses a nonland permanent" is a choice over every battlefield in range (101.4:
in APNAP order, each choice public, so each chooser sees the earlier ones), "… they don't control" over the other
players' battlefields, "… that hasn't been chosen this way" without what an earlier choice of this effect took
(608.2c); and "Destroy all other nonland permanents" after such a choice spares every permanent chosen (608.2c).
The older choice ("chooses … they control, then sacrifices the rest", deciding.decide_keep) reads the chooser's own
battlefield only; the pool is the one thing that differs, so it is worked out here and nowhere else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model import GameObject, Player

if TYPE_CHECKING:
    from ..result import StepResult
    from .state import State


def pool_players(state: State, chooser: str, pool: str) -> list[Player]:
    """The players whose battlefield the chooser picks among: their own (``own``), every player in range
    (``any``), or every player in range but the chooser (``others``), in seat order."""
    if pool == "own":
        return [state.game.player(chooser)]
    if pool.startswith("player:"):  # the controller's choice for one player, among that player's (Choose.by_controller)
        return [state.game.player(pool.removeprefix("player:"))]
    others = [p for p in state.game.players if not p.lost and state.in_range(p.name) and p.name != chooser]
    return others if pool == "others" else [state.game.player(chooser), *others]  # the chooser's own first


def chosen_uids(state: State, current: StepResult | None = None) -> set[int]:
    """Every object an earlier choice of objects in this effect took, and those chosen so far in ``current``."""
    steps = [s for s in state.steps if s is not current and s.action == "choose"]
    records = [c for s in steps for c in s.choices] + (list(current.choices) if current is not None else [])
    return {o.uid for c in records for o in c.objects}


def spared(state: State, objects: list[GameObject]) -> list[GameObject]:
    """``objects`` without the permanents chosen earlier in this effect ("all other …" after a choice, 608.2c)."""
    taken = chosen_uids(state)
    return [o for o in objects if o.uid not in taken]


__all__ = ["chosen_uids", "pool_players", "spared"]
