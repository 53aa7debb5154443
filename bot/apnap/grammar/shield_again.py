""""Prevent the next 1 damage that would be dealt to any target this turn. If it's a green creature, prevent the next 2
damage instead." (Elvish Healer), "… divided as you choose. If this spell was kicked, prevent the next 6 damage this way
instead." (Pollen Remedy): a prevention said again with only a new amount, in place of the one before it (608.2c).

Why a module: the second sentence names no one it protects, no duration, no source; all of that is the prevention
before it, which "instead" replaces (recipients.replaced). Read alone it would be a shield of N protecting nobody, so
it is kept as a prevention of its own kind ("again") that only :func:`merge_again` gives meaning to, with the sentence
before; anywhere else :func:`check_again` refuses it.
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .continuous import _clause
from .phrases import Unread, Words
from .shields import _prevented
from .specs import Shield, StepSpec, Subject

AGAIN = "again"  # a prevention's ``to``: the shield before it, said again with a new amount


@_clause("prevent_again")
def prevent_again(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"prevent the next 2 damage (this way)": the amount only; whom, how long and whose damage are the sentence
    before's (merge_again)."""
    prevented = next(t for t in node.iter_subtrees() if t.data in ("all_damage", "all_combat_damage", "next_damage",
                                                                   "all_noncombat_damage"))
    amount, combat, amount_x = _prevented(prevented, text)
    if combat or prevented.data == "all_noncombat_damage":
        raise Unread(clause)  # which damage is the shield before's: only its amount is said again
    shield = Shield("prevent", amount=amount, amount_x=amount_x, to=AGAIN)
    return [StepSpec(clause, "prevent", Subject("you"), players_too=False, shield=shield)]


def merge_again(previous: list[StepSpec], new: list[StepSpec]) -> list[StepSpec]:
    """The sentence "instead" replaces is one prevention and this one says it again with a new amount: this one is
    that prevention with the new amount, and keeps its own condition and words. Anything else is left as it is."""
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


def check_again(steps: list[StepSpec]) -> None:
    """A prevention said again that replaces nothing protects no one: refused, never read as all damage."""
    for step in steps:
        if step.shield is not None and step.shield.to == AGAIN:
            raise Unread(step.text)


__all__ = ["AGAIN", "check_again", "merge_again"]
