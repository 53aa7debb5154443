""""Prevent the next 1 damage that would be dealt to any target this turn. If it's a green creature, prevent the next 2
damage instead." (Elvish Healer), "… divided as you choose. If this spell was kicked, prevent the next 6 damage this way
instead." (Pollen Remedy), "Create a token that's a copy of target creature. If this spell was kicked, create five of
those tokens instead." (Rite of Replication): an instruction said again with only a new amount, in place of the one
before it (608.2c).

Why a module: the second sentence names no one it protects, no duration, no source, no token; all of that is the
instruction before it, which "instead" replaces (recipients.replaced). Read alone it would be a shield of N protecting
nobody or tokens of no kind, so each is kept marked "again" and only :func:`merge_again` gives it meaning, with the
sentence before; anywhere else :func:`check_again` refuses it.
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .continuous import _clause
from .phrases import Unread, Words, arg, count_value
from .shields import _prevented
from .specs import Shield, StepSpec, Subject
from .verbs import Context, _verb

# a prevention's ``to`` and a creation's ``extra`` key: the instruction before it, said again with a new amount (a key
# of its own: other steps have an ``again`` detail of their own, "reveal it again")
AGAIN = "said_again"


@_clause("prevent_again")
def prevent_again(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"prevent the next 2 damage (this way)": the amount only; whom, how long and whose damage are the sentence
    before's (merge_again)."""
    prevented = next(t for t in node.iter_subtrees() if t.data in ("all_damage", "all_combat_damage", "next_damage",
                                                                   "next_combat_damage",
                                                                   "all_noncombat_damage"))
    amount, combat, amount_x = _prevented(prevented, text)
    if combat or prevented.data == "all_noncombat_damage":
        raise Unread(clause)  # which damage is the shield before's: only its amount is said again
    shield = Shield("prevent", amount=amount, amount_x=amount_x, to=AGAIN)
    return [StepSpec(clause, "prevent", Subject("you"), players_too=False, shield=shield)]


@_verb("create_those_again")
def create_those_again(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"create five of those tokens", "create X of those tokens": the tokens of the sentence before, a new number."""
    n = count_value(arg(node, "count"), c.text)
    return [c.step("create", amount=n, uses_x=n is None, extra=((AGAIN, "1"),))]


def merge_again(previous: list[StepSpec], new: list[StepSpec]) -> list[StepSpec]:
    """The sentence "instead" replaces is one prevention or one creation of tokens, and this one says it again with a
    new amount: this one is that instruction with the new amount, and keeps its own condition and words (the other
    instructions of the sentence as they are). Anything else is left as it is."""
    if any(s.detail(AGAIN) for s in new):
        return [_tokens_again(previous, s) if s.detail(AGAIN) else s for s in new]
    if not new or new[0].shield is None or new[0].shield.to != AGAIN:
        return new
    before = previous[0].shield if len(previous) == 1 else None
    if len(new) != 1 or before is None or before.kind != "prevent" or before.next_time or before.then is not None \
            or (before.amount is None and not before.amount_x):
        raise Unread(new[0].text)  # "prevent the next 2 damage instead" after anything but a shield of N
    again = new[0].shield
    shield = replace(before, amount=again.amount, amount_x=again.amount_x)
    return [replace(previous[0], text=new[0].text, shield=shield, if_board=new[0].if_board,
                    kicked_only=new[0].kicked_only, if_control=new[0].if_control)]


def _tokens_again(previous: list[StepSpec], step: StepSpec) -> StepSpec:
    """"… create five of those tokens instead": the one creation of the sentence before (a described token or a copy),
    five of them."""
    created = [s for s in previous if s.action == "create"]
    if len(created) != 1 or created[0].amount_ref is not None or created[0].detail("per"):
        raise Unread(step.text)  # "those tokens" names one creation of a fixed number, else it is not read
    return replace(created[0], text=step.text, amount=step.amount, uses_x=step.uses_x, if_board=step.if_board,
                   kicked_only=step.kicked_only, if_control=step.if_control)


def check_again(steps: list[StepSpec]) -> None:
    """An instruction said again that replaces nothing names nothing: a prevention protecting no one, tokens of no
    kind; refused, never read as all damage or as tokens nobody described."""
    for step in steps:
        if (step.shield is not None and step.shield.to == AGAIN) or step.detail(AGAIN):
            raise Unread(step.text)


__all__ = ["AGAIN", "check_again", "merge_again"]
