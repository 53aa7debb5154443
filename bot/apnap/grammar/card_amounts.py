"""Amounts the card defines (issue #22), read once for both languages: "the greatest toughness among creatures you
control", "the highest converted mana cost among permanents you control" (202.3: older Oracle wording for mana
value, the same property), "the number of creature cards in all graveyards" (404.2), and counters put in such an
amount: "put that many +1/+1 counters on it", "put a number of +1/+1 counters on it equal to …" (122.1, 608.2h).

Why a module: these extend the one amount language (phrases.amount_ref, plan/amounts.py) with readings the fresh
sample refused; each becomes a ``CountRef`` the plan turns into a typed amount, worked out by the engine from the
board as the step applies, never from the scenario's ``x``.
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .phrases import _BOARD_COUNTS, MORE_SIZES, Unread, Words, amount_ref, arg, child, np_filter, trees
from .specs import CountRef, Slot, StepSpec, TypeFilter
from .verbs import _NOBODY, Context, _verb
from .verbs_board import _kind, _self_ref

_PROPS = {"toughness": "toughness", "power": "power", "mana_value": "mana_value"}


def greatest_prop(node: Tree[Token], text: Words) -> CountRef:
    """"the greatest power / toughness among …", "the highest converted mana cost among …" (608.2h)."""
    kind = next((_PROPS[str(t.data)] for t in trees(node) if t.data in _PROPS), None)
    if kind is None:
        raise Unread(text.of(node))
    return CountRef("greatest_power", option=kind, filter=np_filter(arg(node, "np"), text))


def all_graveyards(node: Tree[Token], text: Words) -> CountRef:
    """"the number of cards named Kindle in all graveyards": every player's graveyard (404.2)."""
    np = child(node, "np")  # "the number of cards in all graveyards": every card
    flt = np_filter(np, text) if np is not None else None
    if any(isinstance(t, Token) and t.type == "SAME_NAME_SPELL" for t in node.children):
        # "… with the same name as that spell" after the zones: the cast trigger's spell's name (201.2, 603.2)
        flt = replace(flt or TypeFilter(noun="card"), same_name="spell")
    return CountRef("all_graveyards", filter=None if flt is None or (flt.is_any and not flt.same_name) else flt)


def target_players_zone(node: Tree[Token], text: Words) -> CountRef:
    """"the number of creature cards in target player's graveyard", "for each card in target opponent's hand": the
    cards of the scenario's target player (115.1; ``of`` "target" / "target_opponent"), never the acting player's."""
    whose = child(node, "tp_player") or child(node, "tp_opponent")
    if whose is None:
        raise Unread(text.of(node))
    of = "target" if whose.data == "tp_player" else "target_opponent"
    if node.data.endswith("_hand_target"):
        return CountRef("hand", of=of)
    np = child(node, "np")
    flt = np_filter(np, text) if np is not None else None
    return CountRef("graveyard", filter=None if flt is None or flt.is_any else flt, of=of)


_BOARD_COUNTS.update({"n_greatest_prop": greatest_prop, "n_all_graveyards": all_graveyards,
                      "n_graveyard_target": target_players_zone, "n_hand_target": target_players_zone})
MORE_SIZES.update({"per_all_graveyards": all_graveyards, "per_graveyard_target": target_players_zone,
                   "per_hand_target": target_players_zone})


def _counters_amount(node: Tree[Token], c: Context) -> CountRef:
    """"that many" (what the instruction before did, or said first, the trigger event's amount, 603.2) or "a number
    … equal to <amount>" (608.2h)."""
    if node.data.endswith("_that_many"):
        return CountRef("self")
    ref = next((t for t in trees(node) if t.data not in ("put_v", "counter_kind", "counter_noun", "self_ref")), None)
    if ref is None:
        raise Unread(c.text.of(node))
    return amount_ref(ref, c.text)


@_verb("counters_source_that_many", "counters_source_ref")
def _counters_source(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Put that many vitality counters on this permanent" (122.1)."""
    _self_ref(node, c)
    return [c.step("counter", amount_ref=_counters_amount(node, c),
                   extra=(("on", "source"), ("counter", _kind(node, c))))]


@_verb("counters_it_that_many", "counters_it_ref")
def _counters_it(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Put that many +1/+1 counters on it": "it" bound as every verb's (grammar/antecedents.py, 608.2c)."""
    if c.subject.kind != "you":
        raise Unread(c.clause)
    return [c.step("counter", subject=_NOBODY, amount_ref=_counters_amount(node, c),
                   extra=(("on", "source"), ("counter", _kind(node, c)), ("it", "1")))]


@_verb("discard_that_many")
def _discard_that_many(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Then discards that many cards" (Laquatus's Creativity): as many as the instruction before gave this player
    (608.2c), each player's own."""
    return [c.step("discard", slots=(Slot(count=0, count_ref=CountRef("self")),))]


def that_many_again(steps: list[StepSpec]) -> list[StepSpec]:
    """"Put that many +1/+1 counters on this creature and draw that many cards": the second "that many" is the same
    number as the first (608.2c: both name the amount of the instruction before them), never how many objects the
    counters went on. A "that many" after one bound to the trigger event's amount (603.2) is that amount too."""
    out: list[StepSpec] = []
    for i, step in enumerate(steps):
        ref, before = step.amount_ref, out[-1].amount_ref if out else None
        if ref is not None and ref.kind == "self" and ref.action is None and before is not None and i > 0:
            if before.kind == "event" or (before.kind == "self" and before.action is not None):
                step = replace(step, amount_ref=replace(ref, kind=before.kind, action=before.action))
            elif before.kind == "self" and i > 1 and out[-2].action:
                step = replace(step, amount_ref=replace(ref, action=out[-2].action))
        out.append(step)
    return out
