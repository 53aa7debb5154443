"""How many Auras or Equipment are attached to a permanent: "Myr Adapter gets +1/+1 for each Equipment attached to
it", "Champion of the Flame gets +2/+2 for each Aura and Equipment attached to it", "Equipped creature gets +1/+0 for
each Equipment attached to it" (301.5, 303.4); printed Spanish "por cada Equipo anexado a él", "por cada Aura y
Equipo anexados a él".

Why its own module: the count is of the board's attachments (each permanent's ``attached_to``), which no other
amount reads; and "it" is whichever permanent the sentence's subject is (the source, or the one the source is
attached to), which only the sentence's rule knows, so the size reader (pt_sizes.py) says it here.
"""

from __future__ import annotations

from lark import Token, Tree

from .card_values import SOURCE_WORDS
from .phrases import MORE_SIZES, Unread, Words, child
from .specs import CountRef
from .text import fold

# the subtypes the words name (205.3): "Aura" (303.4), "Equipment" (301.5); Spanish "Aura", "Equipo"
_KINDS = {"aura": "aura", "auras": "aura", "equipment": "equipment", "equipo": "equipment", "equipos": "equipment"}
_ONTO = frozenset({"source", "attached"})
# the sentence's subject "it" stands for (its rule's name): the source itself, or the permanent it is attached to
IT_BY_RULE = {"static_self": "source", "static_self_it": "source", "modify_self": "source",
              "static_attached": "attached"}


def attachment_kinds(node: Tree[Token]) -> str:
    """The subtypes the count's token names, in a fixed order ("aura,equipment"); a word of no kind is refused."""
    token = next(t for t in node.children if isinstance(t, Token) and t.type in ("ATTACHED_KINDS", "ANEXADOS"))
    words = fold(str(token)).split()
    kinds = sorted({_KINDS[w] for w in words if w in _KINDS})
    if not kinds:  # pragma: no cover - the token's pattern names a kind
        raise Unread(str(token))
    return ",".join(kinds)


def attached_count(node: Tree[Token], text: Words, it: str | None = None) -> CountRef:
    """``per_attached``: the kinds and onto what. "to this creature" / the card's name is the source; "to it" (Spanish
    "a él", "a ella") is the sentence's subject, ``it`` (its rule's reading, :data:`IT_BY_RULE`), or refused."""
    where = child(node, "counted_self")
    ref = child(where, "self_ref") if where is not None else None
    if ref is not None:
        if text.low_of(ref).split()[-1] not in SOURCE_WORDS:
            raise Unread(text.of(ref))
        onto = "source"
    elif it in _ONTO:
        onto = str(it)
    else:
        raise Unread(text.of(node))
    return CountRef("attachments", option=attachment_kinds(node), action=onto)


MORE_SIZES["per_attached"] = attached_count

__all__ = ["IT_BY_RULE", "attached_count", "attachment_kinds"]
