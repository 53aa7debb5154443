""""You may pay {G}{U}. When you do, put a +1/+1 counter on another target creature you control" / "Puedes pagar
{G}{U}. Cuando lo hagas, …": a reflexive triggered ability (603.12).

Why a condition of its own and not "If you do": what follows "When you do" is not part of the resolving ability. It
triggers when the player takes the action, is put on the stack after the ability has finished resolving (603.12,
following the rules of delayed triggers, 603.7), so players may respond to it, and its targets are chosen then. Its
steps are the same instructions as under "If you do" and happen only when the controller took the action; the
engine says the rest (engine/reflexive.py), the reading says "When you do".
"""

from __future__ import annotations

from dataclasses import dataclass

from .conditions import YouDid


@dataclass(frozen=True, slots=True)
class WhenYouDo(YouDid):
    """"When you do, …": the steps of the reflexive trigger the controller's action just before creates (603.12)."""
