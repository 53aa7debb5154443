"""Counters distributed among targets (601.2d): "Distribute two +1/+1 counters among up to two target creatures" /
"Distribuye dos contadores +1/+1 entre hasta dos criaturas objetivo": one step whose targets (``target``) and
division (``division``) the scenario gives, like damage divided among targets (damage_target.py)."""

from __future__ import annotations

from lark import Token, Tree

from .phrases import Unread, arg, count_value
from .specs import StepSpec
from .target_counts import TARGETS, target_count_detail
from .verbs import _NOBODY, Context, _verb
from .verbs_board import _kind, _target_np


@_verb("counters_divided")
def _counters_divided(node: Tree[Token], c: Context) -> list[StepSpec]:
    n = count_value(arg(node, "count"), c.text)
    if n is None:  # "Distribute X …": how many is not read here
        raise Unread(c.text.of(node))
    _np, flt = _target_np(node, c)
    counted = target_count_detail(node, c.text) or ((TARGETS, "1-1"),)
    return [c.step("counter", subject=_NOBODY, creatures=flt, amount=n,
                   extra=(("target", "divided"), ("counter", _kind(node, c)), *counted))]
