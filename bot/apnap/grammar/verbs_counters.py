"""The meaning of the grammar's rules that change counters by how many a permanent has: "Double the number of +1/+1
counters on this creature / target creature / each creature you control" (701.10e) and "Remove a -1/-1 counter from
target creature" / "remove all … counters from target creature" (122.1). One handler per rule, in verbs.py's
registry; the steps are :mod:`bot.apnap.plan.steps_counters`'s.

Why a module apart from verbs_board.py: that one is at its size, and these read the same noun phrases the same way
(its ``_target_np``, ``_self_ref``), into steps of their own."""

from __future__ import annotations

from lark import Token, Tree

from .phrases import Unread, arg, count_value, counter_kind_of, np_filter
from .specs import StepSpec
from .verbs import _NOBODY, Context, _verb
from .verbs_board import _holder, _self_ref, _target_np


def _kind(node: Tree[Token], c: Context) -> str:
    return counter_kind_of(arg(node, "counter_kind"), c.text)


@_verb("double_counters_source", "double_counters_target", "double_counters_each")
def _double(node: Tree[Token], c: Context) -> list[StepSpec]:
    """701.10e: as many more counters of the kind as each permanent named has, put by the controller."""
    extra: tuple[tuple[str, str], ...] = (("counter", _kind(node, c)),)
    if node.data == "double_counters_source":
        _self_ref(node, c)
        return [c.step("double_counters", subject=_NOBODY, extra=(("on", "source"), *extra))]
    if node.data == "double_counters_target":
        np, flt = _target_np(node, c)
        return [c.step("double_counters", subject=_NOBODY, creatures=flt,
                       extra=(("target", "object"), *extra, *_holder(np, c)))]
    return [c.step("double_counters", subject=_NOBODY, creatures=np_filter(arg(node, "np"), c.text),
                   players_too=False, extra=extra)]


@_verb("exile_self_counters")
def _exile_self_counters(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Exile Arc Blade with three time counters on it": the source exiled by its controller, the card keeping the
    counters in exile (122.1, 406.3); a number the text does not print (X) is not read."""
    n = count_value(arg(node, "count"), c.text)
    if n is None:
        raise Unread(c.text.of(node))
    said = c.text.of(node).split(" with ")[0].split(" con ")[0]
    return [c.step("exile", subject=_NOBODY, extra=(("self", said), ("counter", _kind(node, c)),
                                                    ("with_counters", str(n))))]


@_verb("remove_counters_it")
def _remove_it(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Remove all -1/-1 counters from it" (122.1): from the one object "it" names, bound as every verb's "it"
    (antecedents.py, 608.2c): the source, a target before it, or the trigger event's object."""
    from .antecedents import _by_controller, _it

    _by_controller(c)
    extra = (("on", "source"), ("counter", _kind(node, c)))
    count = next((t for t in node.children if isinstance(t, Tree) and t.data == "count"), None)
    if count is None:  # "all"
        return [_it(c.step("remove_counter", subject=_NOBODY, extra=(*extra, ("all", "1"))))]
    n = count_value(count, c.text)
    return [_it(c.step("remove_counter", subject=_NOBODY, amount=n, uses_x=n is None, extra=extra))]


@_verb("remove_counters_target", "remove_all_counters_target")
def _remove_target(node: Tree[Token], c: Context) -> list[StepSpec]:
    """122.1: counters taken off the object ``target`` names, by the controller: the number printed, or every one."""
    np, flt = _target_np(node, c)
    extra = (("target", "object"), ("counter", _kind(node, c)), *_holder(np, c))
    if node.data == "remove_all_counters_target":
        return [c.step("remove_counter", subject=_NOBODY, creatures=flt, extra=(*extra, ("all", "1")))]
    n = count_value(arg(node, "count"), c.text)
    return [c.step("remove_counter", subject=_NOBODY, creatures=flt, amount=n, uses_x=n is None, extra=extra)]
