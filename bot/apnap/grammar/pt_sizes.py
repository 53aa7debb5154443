""""+N/+N" as printed, and the size of a bonus that is no printed number ("+X/+0 … where X is …", "+1/+1 … for
each …"): read the same by the resolving and the static readers (verbs_board.py, statics.py), so its own module."""

from __future__ import annotations

import re

from lark import Token, Tree

from .attached_counts import IT_BY_RULE, attached_count
from .phrases import Unread, Words, child, per_each, trees

_PART = re.compile(r"^([+\-]?)(\d+|x)$")


def pt_fields(node: Tree[Token], text: Words) -> dict[str, object]:
    """The printed "+N/+N" of a rule as the step's fields: ``pt`` (the bonus, or with X / "for each" the bonus
    per unit: "-X/-X" is -1/-1 per X), ``uses_x`` and ``amount_ref`` ("for each …", 608.2h). A size this cannot
    say ("+X/+1", X and "for each" at once) is refused."""
    token = next((t for t in node.children if isinstance(t, Token) and t.type == "PT"), None)
    pt = str(token).lower() if token is not None else "+0/+0"
    parts = [_PART.match(p) for p in pt.split("/")]
    if any(m is None for m in parts):
        raise Unread(text.of(node))
    uses_x = any(m is not None and m[2] == "x" for m in parts)
    values = []
    for m in parts:
        assert m is not None
        sign = -1 if m[1] == "-" else 1
        if uses_x and m[2] not in ("x", "0"):
            raise Unread(str(token))  # "+X/+1": one bonus in X, one printed: not one size
        values.append(sign * (1 if m[2] == "x" else int(m[2])))
    per = child(node, "per_pt")
    if per is not None and uses_x:
        raise Unread(text.of(per))
    fields: dict[str, object] = {"pt": f"{values[0]:+d}/{values[1]:+d}"}
    if uses_x:
        fields["uses_x"] = True
    if per is not None:
        counted = trees(per)[0]  # "for each Equipment attached to it": "it" is the subject the rule names
        fields["amount_ref"] = (attached_count(counted, text, IT_BY_RULE.get(str(node.data)))
                                if counted.data == "per_attached" else per_each(counted, text))
    return fields
