"""Verb phrases of the "each player" corpus tail (session 10): what a choice before them picked ("those
creatures", "the rest" of a graveyard), a choice in a player's own graveyard, and a mass return with a counter.
Kept apart from verbs.py so each module stays small; registered in VERBS like every verb (grammar/__init__)."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .all_and import ONE_INSTRUCTION
from .phrases import Unread, arg, count_value, counter_kind_of, is_yours, np_filter
from .specs import Slot, StepSpec, TypeFilter
from .verbs import _NOBODY, Context, _return_all, _verb


@_verb("gain_control_those", "return_those")
def _those_chosen(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"You gain control of those creatures", "Return those lands to their owners' hands": what the players chose
    in the step before (608.2c; leads.check_references wants that choice). Control goes to the one player named."""
    flt = np_filter(arg(node, "np"), c.text)
    if node.data == "return_those":
        return [c.step("return", subject=_NOBODY, creatures=flt, destination="hand", extra=(("chosen", "those"),))]
    if c.subject.kind != "you":  # "each player gains control of those …": whose are whose is not said
        raise Unread(c.clause)
    return [c.step("gain_control", creatures=flt, extra=(("chosen", "those"),))]


@_verb("exile_rest")
def _exile_rest(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"… and exiles the rest": what the choice before it did not keep, from the zone it chose in (608.2c)."""
    return [c.step("exile", creatures=TypeFilter(), extra=(("rest", "1"),))]


@_verb("choose_in_zone")
def _choose_in_zone(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Each opponent chooses two cards in their graveyard": a choice in the player's own zone (what "the rest"
    means next); "your graveyard" said of another player is not read."""
    n = count_value(arg(node, "count"), c.text)
    if n is None or is_yours(arg(node, "poss"), c.text) != (c.subject.kind == "you"):
        raise Unread(c.clause)
    return [c.step("choose", slots=(Slot(n),), creatures=None, extra=(("from", "graveyard"),))]


@_verb("return_all_with_counter")
def _return_all_with_counter(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Each player returns each creature card from their graveyard to the battlefield with an additional -1/-1
    counter on it": each enters with that counter (122.6, 614.1c), not one put on it afterwards."""
    (step,) = _return_all(node, c)
    kind = counter_kind_of(arg(node, "counter_kind"), c.text)
    return [replace(step, extra=(*step.extra, ("with_counter", kind)))]


@_verb("exile_all_zones")
def _exile_all_zones(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Exile all cards from all hands and graveyards": the controller exiles every card of every player's zones of
    those kinds, as one instruction (608.2f), each zone read as "exile all cards from all graveyards" reads it."""
    if c.subject.kind != "you":
        raise Unread(c.clause)
    said = c.text.low_of(node)
    zones = ["hand", *(z for z, word in (("graveyard", "graveyards"), ("library", "libraries")) if word in said)]
    return [c.step("exile", subject=_NOBODY, creatures=TypeFilter(), extra=(("all", "1"), ("from", zone),
                                                                            ONE_INSTRUCTION)) for zone in zones]


@_verb("exile_all_and_graveyards")
def _exile_all_and_graveyards(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Exile all permanents and all cards from all graveyards": one instruction; the permanents go to exile, so
    exiling the graveyards after them moves the same cards (nothing of the first part reaches a graveyard)."""
    if c.subject.kind != "you":
        raise Unread(c.clause)
    flt = np_filter(arg(node, "np"), c.text)
    return [c.step("exile", subject=_NOBODY, creatures=flt, extra=(("all", "1"), ONE_INSTRUCTION)),
            c.step("exile", subject=_NOBODY, creatures=TypeFilter(), extra=(("all", "1"), ("from", "graveyard"),
                                                                             ONE_INSTRUCTION))]
