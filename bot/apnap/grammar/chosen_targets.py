"""Targets chosen in one sentence and acted on in the next (601.2c, 608.2c): "For each player, choose target permanent
that player controls. Those players sacrifice those permanents." (printed Spanish "Por cada jugador, elige el
permanente objetivo que controla ese jugador. Esos jugadores sacrifican esos permanentes.").

The choice is the targets' own (chosen as the ability is put on the stack, 601.2c; checked as it resolves, 608.2b);
"those permanents" are those targets and "those players" their controllers (701.21a: each sacrifices its own). The two
sentences are one target step, of the verb of the second; a "choose target … that player controls" nothing acts on,
or "those permanents" with no such choice just before, is refused.
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .filters import parse_filter
from .phrases import Unread, Words, arg
from .specs import StepSpec, Subject
from .verbs_board import CLAUSES as BOARD_CLAUSES
from .verbs_board import their_target_kind


def choose_target_per_player(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"For each player, choose target permanent that player controls": one target among each player's permanents
    (601.2c), the same step "For each player," gives the Spanish "elige el permanente objetivo …" (verbs_board.py)."""
    kind = their_target_kind(text.low_of(arg(node, "np")))
    flt = parse_filter(kind, text.lexicon) if kind is not None else None
    if flt is None:
        raise Unread(clause)
    return [StepSpec(clause, "choose", Subject("you"), creatures=flt, targets_per="each_player",
                     extra=(("target", "object"), ("whose", "that_player")))]


BOARD_CLAUSES["choose_target_per_player"] = choose_target_per_player


def _chosen_per_player(step: StepSpec) -> bool:
    """"For each player, choose target permanent that player controls": one target among each player's (601.2c)."""
    return (step.action == "choose" and step.detail("target") == "object" and step.targets_per is not None
            and step.detail("whose") == "that_player")


def fold_chosen_targets(steps: list[StepSpec]) -> list[StepSpec]:
    """Each "those permanents" joined to the per-player target choice just before it; anything else refused."""
    out: list[StepSpec] = []
    for step in steps:
        noun = step.detail("those_targets")
        if not noun:
            out.append(step)
            continue
        before = out[-1] if out else None
        if before is None or not _chosen_per_player(before) or before.creatures is None \
                or before.creatures.noun != noun:
            raise Unread(step.text)  # "those permanents" with no target chosen just before names nothing (608.2c)
        out[-1] = replace(before, action=step.action, text=f"{before.text.rstrip(' .')}. {step.text.strip()}",
                          extra=(*before.extra, ("chosen_first", "1")))
    loose = next((s for s in out if _chosen_per_player(s)), None)
    if loose is not None:
        raise Unread(loose.text)  # a target chosen for each player that nothing acts on: not read
    return out
