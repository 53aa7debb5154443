"""An amount compared with a number or another amount, as a condition: "If X is 5 or more, …" (107.3), "if that
creature's power is less than or equal to the number of Warriors you control" (208.1, 608.2h), "If its converted
mana cost was 2 or less, scry 2" (202.3), printed Spanish "Si X es 5 o más", "si su valor de maná era 2 o menos".

Why a module: the condition is one comparison expression (left amount, operator, right amount), the same operators
as an object filter's ``Compare`` (specs.py), whose sides are any amount the grammar's ``amount_ref`` reads; only
the resolving effect can work the sides out (the X paid, the object an instruction moved, a count of the board as
it is then, 608.2h), so the engine answers it (engine/amount_compare_check.py) and a side the board does not give is
asked there, never guessed. conditions.py reads it through :data:`AMOUNT_COMPARE_READERS`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from lark import Token, Tree

from .card_values import ITS
from .compared_amounts import ANOTHER_PLAYERS
from .phrases import Unread, Words, amount_ref, count_value, trees
from .specs import CountRef, StepSpec

# the comparison's operator by its rule: "5 or more" / "greater than or equal to" (ge), "2 or less" (le), "less
# than" (lt), "greater than" (gt); the same names as specs.Compare's
_OPS = {"at_least": "ge", "at_most": "le", "below": "lt", "above": "gt"}


@dataclass(frozen=True, slots=True)
class AmountCompared:
    """``left`` compared by ``op`` (ge | le | lt | gt) with ``right``: a number (``n``) or an amount (``right``)."""

    left: CountRef
    op: str
    n: int | None = None
    right: CountRef | None = None


def read_amount_compared(tree: Tree[Token], words: Words) -> AmountCompared:
    """``cond_amount_compared``: the left amount, then ``compared_to`` (a count said with "or more" / "or less", or
    "less than [or equal to]" another amount). "X" as the number is the spell's X (107.3)."""
    left_node, compared = trees(tree)
    left = amount_ref(left_node, words)
    op = _OPS.get(compared.data)
    if op is None or ANOTHER_PLAYERS.search(words.of(tree)):  # "if the number of cards in their hand is …": the
        raise Unread(words.of(tree))  # engine works each side out for the controller (608.2h), never "their" as "your"
    right_node = trees(compared)[0]
    if right_node.data == "count":
        n = count_value(right_node, words)
        return AmountCompared(left, op, right=CountRef("x")) if n is None else AmountCompared(left, op, n=n)
    return AmountCompared(left, op, right=amount_ref(right_node, words))


def bind_trailing_object(changes: dict[str, object], trailing: bool) -> dict[str, object]:
    """A trailing "Destroy target creature if its toughness is less than or equal to …" / "… return target creature
    to its owner's hand if that creature's power is …" compares the instruction's own object as the instruction is
    reached (608.2c), not a card an earlier step moved: its side becomes ``acted_on`` (the engine finds the object
    the way the instruction will, engine/amount_compare_check.py). A "that <noun>'s" naming another kind than any
    the instruction could act on is refused there, never read from another object. A leading "If its converted
    mana cost was 2 or less, scry 2" after "Return target …" stays the moved card's."""
    board = changes.get("if_board")
    cond = board[0] if isinstance(board, tuple) else None
    if not trailing or not isinstance(cond, AmountCompared) or not isinstance(board, tuple):
        return changes
    left, right = _acted_on(cond.left) or cond.left, _acted_on(cond.right)
    if (left, right) == (cond.left, cond.right):
        return changes
    return {**changes, "if_board": (replace(cond, left=left, right=right), board[1])}


def _acted_on(side: CountRef | None) -> CountRef | None:
    """"its power", "that creature's power" → the instruction's object's (``acted_on``, its prop in ``option``);
    "the revealed card's power", "that card's", "the sacrificed creature's" stay what they name (608.2h)."""
    said_its = side is not None and side.kind == "card" and side.action == ITS
    that_noun = side is not None and side.kind == "moved" and side.action is None and side.filter is not None \
        and not side.filter.is_any and side.filter.noun != "card"
    if side is None or not (said_its or that_noun):
        return side
    return CountRef("acted_on", option=side.option or "power", filter=side.filter)


def refuse_other_after_created(steps: list[StepSpec], earlier: list[StepSpec], words: str) -> None:
    """"Create X 1/1 white Soldier creature tokens. If X is 5 or more, destroy all other creatures." (Martial Coup):
    "other" there means other than the tokens just created, not other than the source; the filter's ``not_source``
    would destroy them too. Refused, never answered, until a reading names the created objects (a conditional's
    sentence is where this first resolved)."""
    if any(s.action == "create" for s in earlier) and any(
            s.creatures is not None and s.creatures.not_source for s in steps):
        raise Unread(words)


AMOUNT_COMPARE_READERS = {"cond_amount_compared": read_amount_compared}

__all__ = ["AMOUNT_COMPARE_READERS", "AmountCompared", "bind_trailing_object", "read_amount_compared",
           "refuse_other_after_created"]
