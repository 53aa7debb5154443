"""How many objects one word "target" chooses (601.2c, 115.1): "two target creatures", "X target artifacts",
"up to two target creatures", "any number of target spells", "one or two target creatures" — and the printed
Spanish "dos criaturas objetivo", "hasta dos criaturas objetivo", "X artefactos objetivo", "cualquier número de
criaturas objetivo".

Why one reader: every verb's object phrase ("destroy", "exile", "tap", "untap", "return …") has the same count
before its "target", so one ``target_count`` rule in each grammar and this one reading of it give every verb the
same typed count (plan ``TargetCount``); a count read nowhere would be a word dropped, so a rule that carries a
``target_count`` and whose handler does not call :func:`target_count_detail` is a bug.
"""

from __future__ import annotations

from lark import Token, Tree

from .phrases import Unread, Words, child, count_value
from .specs import MAX_AMOUNT

#: the detail key a step spec carries the count in (plan/convert reads it back into a ``TargetCount``)
TARGETS = "targets"


def _values(part: Tree[Token] | Token, text: Words) -> list[int | None]:
    """The numbers of a count node, or of the Spanish count token ("dos", "x", "una o dos"); None for X."""
    if isinstance(part, Tree):
        return [count_value(part, text)] if part.data == "count" else []
    if part.type not in ("COUNT_OBJ", "RANGE_OBJ", "RANGE_TARGETS"):
        return []
    words = str(part).replace(", ", " o ").split(" o ")  # "una, dos o tres": each number
    if any(w != "x" and not w.isdigit() and w not in text.lexicon.numbers for w in words):
        raise Unread(str(part))
    return [None if w == "x" else int(w) if w.isdigit() else text.lexicon.numbers[w] for w in words]


def target_count_detail(node: Tree[Token], text: Words) -> tuple[tuple[str, str], ...]:
    """The ``targets`` detail of a rule with a ``target_count`` child, ``least-most`` ("2-2", "0-2", "1-2",
    "x-x" for X, "0-any" for any number); none for exactly one or "up to one" (the one-target readings the
    steps had before, kept as they were: "up to one" is their ``up_to`` detail)."""
    node_count = child(node, "tc_exactly") or child(node, "tc_up_to") or child(node, "tc_any_number") \
        or child(node, "tc_range")
    plain = next((k for k in node.children if isinstance(k, Token) and k.type == "RANGE_TARGETS"), None)
    if node_count is None and plain is not None:  # Spanish "entre uno o dos objetivos" (any targets, 115.4)
        node_count = Tree("tc_range", [plain])
    if node_count is None:
        return ()
    if node_count.data == "tc_any_number":
        return ((TARGETS, "0-any"),)
    values = [v for part in node_count.children for v in _values(part, text)]
    if any(v is not None and not 1 <= v <= MAX_AMOUNT for v in values):
        raise Unread(text.of(node_count))
    if node_count.data == "tc_range":  # "one or two target creatures": at least the first, at most the second
        low, high = values[0], values[-1]  # "one, two, or three target creatures": every number between them
        if low is None or high is None or low >= high or values != list(range(low, high + 1)):
            raise Unread(text.of(node_count))
        return ((TARGETS, f"{low}-{high}"),)
    n = values[0]
    if node_count.data == "tc_up_to":
        return () if n == 1 else ((TARGETS, f"0-{'x' if n is None else n}"),)
    if n is None:  # "X target artifacts": exactly X (107.3, 601.2b-c)
        return ((TARGETS, "x-x"),)
    return () if n == 1 else ((TARGETS, f"{n}-{n}"),)


def up_to_one_detail(node: Tree[Token], text: Words) -> tuple[tuple[str, str], ...]:
    """The ``up_to`` detail of "up to one target …" / "hasta una … objetivo" (601.2c: none is a legal choice), which
    :func:`target_count_detail` leaves to each reader; a reader of one target word that keeps it adds this, so the
    plan's ``up_to`` is set from the parse and never read again from the step's words."""
    node_count = child(node, "tc_up_to")
    if node_count is None:
        return ()
    values = [v for part in node_count.children for v in _values(part, text)]
    return (("up_to", "1"),) if values == [1] else ()
