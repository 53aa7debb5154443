"""Phasing out as an instruction (702.26): "Target permanent phases out", "Each creature you control phases out",
"All lands you control phase out", "This creature phases out".

Why a module of its own: phasing is no zone change (702.26d) and no tap; its subject is the object that phases out,
read once here into one ``phase_out`` step (plan/phasing.PhaseOut, engine/act_phasing.py) whose objects are a target
(115.1), every permanent of a kind, or the source itself. What it phases out is treated as though it doesn't exist
(702.26b) until it phases in during its controller's next untap step (702.26a), so later instructions of the same
effect don't see it.
"""

from __future__ import annotations

from lark import Token, Tree

from .phrases import Words
from .specs import StepSpec, Subject
from .target_counts import target_count_detail
from .verbs import Context
from .verbs_board import CLAUSES, _holder, _target_np

_NOBODY = Subject("you")  # the controller performs it (608.2): nobody else chooses anything


def phase_out_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """The objects that phase out: the target, every permanent of the kind ("each" / "all", 702.26b), or the source;
    a kind the object lexicon can't read is refused with its words."""
    c = Context(text, clause, _NOBODY)
    if node.data == "phase_out_self":
        return [c.step("phase_out", players_too=False, extra=(("on", "source"),))]
    np, flt = _target_np(node, c)
    target = (("target", "object"), *_holder(np, c), *target_count_detail(node, text)) \
        if node.data == "phase_out_target" else (("each", "1"),) if text.low_of(node).startswith(("each ", "cada ")) \
        else ()
    return [c.step("phase_out", creatures=flt, players_too=False, extra=target)]


CLAUSES.update(dict.fromkeys(("phase_out_target", "phase_out_all", "phase_out_self"), phase_out_clause))
