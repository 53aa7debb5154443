"""Counters put or removed in the forms the board's verbs do not read (122.1): one instruction on two objects ("Put a
-1/-1 counter on Serrated Biskelion and a -1/-1 counter on target creature"), "for each …" on "it" or when removing
("put a +1/+1 counter on it for each card in your hand", "remove a +1/+1 counter from this creature for each card in
target opponent's hand"), and "… enters the battlefield with an additional +1/+1 counter on it" (614.1c). English and
printed Spanish alike ("con un contador +1/+1 adicional").

Why a module of its own: verbs_board.py is at its size; these read into the same steps as its counters rules (the
source's, a target's, the enters-with replacement), so the plan and the engine need nothing new beyond the word
"additional", which the reading and the narration say.
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .layers import enters_with_counters_clause
from .parse_tree import Unread, Words, arg, trees
from .phrases import count_value, counter_kind_of, per_each
from .specs import StepSpec
from .verbs import _NOBODY, Context, _verb
from .verbs_board import CLAUSES, _holder, _self_ref, _target_np


def _kinds(node: Tree[Token], c: Context) -> list[str]:
    return [counter_kind_of(t, c.text) for t in trees(node) if t.data == "counter_kind"]


def _counts(node: Tree[Token], c: Context) -> list[int]:
    """The numbers printed ("a", "two"); a number the text does not print (X) is not read in these forms."""
    found = [count_value(t, c.text) for t in trees(node) if t.data == "count"]
    if any(n is None for n in found):
        raise Unread(c.text.of(node))
    return [n for n in found if n is not None]


@_verb("counters_source_and_target")
def _source_and_target(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Put a -1/-1 counter on Serrated Biskelion and a -1/-1 counter on target creature" (122.1): the controller
    puts the first on the source and the second on the target, two steps of one instruction (608.2c: in order)."""
    if c.subject.kind != "you":
        raise Unread(c.clause)
    _self_ref(node, c)
    (first, second), (kind, other) = _counts(node, c), _kinds(node, c)
    np, flt = _target_np(node, c)
    return [c.step("counter", amount=first, extra=(("on", "source"), ("counter", kind))),
            c.step("counter", subject=_NOBODY, creatures=flt, amount=second,
                   extra=(("target", "object"), ("counter", other), *_holder(np, c)))]


@_verb("counters_it_per", "remove_counters_source_per")
def _per_each(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Put a +1/+1 counter on it for each card in your hand" ("it" bound as every verb's, antecedents.py, 608.2c),
    "remove a +1/+1 counter from this creature for each card in target opponent's hand": that many, counted as the
    instruction applies (608.2h)."""
    if c.subject.kind != "you":
        raise Unread(c.clause)
    (n,), (kind,) = _counts(node, c), _kinds(node, c)
    ref = per_each(next(t for t in trees(node) if t.data.startswith("per_")), c.text)
    amount = replace(ref, times=ref.times * n)
    if node.data == "remove_counters_source_per":
        _self_ref(node, c)
        return [c.step("remove_counter", amount_ref=amount, extra=(("on", "source"), ("counter", kind)))]
    return [c.step("counter", subject=_NOBODY, amount_ref=amount,
                   extra=(("on", "source"), ("counter", kind), ("it", "1")))]


def enters_with_additional_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"… enters the battlefield with an additional +1/+1 counter on it" (614.1c, 122.6): the enters-with replacement
    of that many more counters, said "additional" (beside any other counters it enters with)."""
    n = count_value(arg(node, "count"), text)
    if n is None:  # "an additional X +1/+1 counters": not read here
        raise Unread(text.of(node))
    return [replace(spec, amount=n, uses_x=False, extra=(*spec.extra, ("additional", "1")))
            for spec in enters_with_counters_clause(node, text, clause)]


CLAUSES["enters_with_additional"] = enters_with_additional_clause

__all__ = ["enters_with_additional_clause"]
