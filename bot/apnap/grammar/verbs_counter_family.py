"""The meaning of the grammar's rules for counters as a family of their own: "Proliferate" (701.34a), counters a player
gets ("you get an experience counter", 122.1) and a counter moved from the source onto a target (122.5). One handler
per rule, in verbs.py's registry; the steps are :mod:`bot.apnap.plan.steps_counter_family`'s.

Why a module apart from verbs_counters.py: those read counters on one permanent by how many it has; these give
counters to players, move them between two objects, or let the controller choose what gets them, each a step of its
own with its own question (proliferate's choice is the controller's, 701.34a)."""

from __future__ import annotations

from lark import Token, Tree

from .phrases import Unread, arg, count_value, counter_kind_of, np_filter
from .specs import StepSpec
from .verbs import _NOBODY, Context, _verb
from .verbs_board import _holder, _self_ref, _target_np


@_verb("proliferate")
def _proliferate(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Proliferate" (701.34a): the player who proliferates chooses any number of permanents and players with counters
    and gives each one more counter of each kind it has. Only the controller's instruction is read."""
    if c.subject.kind != "you":
        raise Unread(c.clause)
    return [c.step("proliferate")]


@_verb("get_counters")
def _get_counters(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"You get an experience counter" (122.1: counters on a player, not on a permanent): that many counters of the
    kind on each of the subject's players. Poison and energy have rules of their own (122.1f, 107.14); a number the
    text does not print is not read."""
    kind = counter_kind_of(arg(node, "counter_kind"), c.text)
    n = count_value(arg(node, "count"), c.text)
    if n is None or kind in ("poison", "energy") or kind[:1] in "+-":
        raise Unread(c.text.of(node))
    return [c.step("player_counter", amount=n, extra=(("counter", kind),))]


@_verb("move_counters_target")
def _move_counters(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Move a +1/+1 counter from this permanent onto target creature" (122.5): removed from the source and put on
    the object ``target`` names, by the controller; as many as the source has of that kind, at most."""
    _self_ref(node, c)
    n = count_value(arg(node, "count"), c.text)
    if n is None:
        raise Unread(c.text.of(node))
    np, flt = _target_np(node, c)
    return [c.step("move_counter", subject=_NOBODY, creatures=flt, amount=n,
                   extra=(("target", "object"), ("counter", counter_kind_of(arg(node, "counter_kind"), c.text)),
                          *_holder(np, c)))]


@_verb("remove_every_counter_target", "remove_every_counter_each")
def _remove_every_counter(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Remove all counters from target creature" / "… from all permanents" (122.1): every counter of every kind,
    by the controller, from the target or from each permanent of the kind."""
    if node.data == "remove_every_counter_target":
        np, flt = _target_np(node, c)
        return [c.step("remove_every_counter", subject=_NOBODY, creatures=flt,
                       extra=(("target", "object"), *_holder(np, c)))]
    return [c.step("remove_every_counter", subject=_NOBODY, creatures=np_filter(arg(node, "np"), c.text),
                   players_too=False)]
