"""Soulbond's static abilities (702.95): "As long as Nightshade Peddler is paired with another creature, both creatures
have deathtouch", "As long as Trusted Forcemage is paired with another creature, each of those creatures gets +1/+1",
printed Spanish "Mientras Test Card esté emparejado con otra criatura, ambas criaturas tienen la habilidad de toque
mortal".

Why its own reader: the sentence's subject ("both creatures", "each of those creatures") is no kind of permanent a
filter names but the two creatures the pairing joins, the source and its partner (702.95b), and the condition is the
pairing itself. So the step says the bonus and its printed subject; which creature the source is paired with is the
scenario's fact (``paired_with``), read by the engine (engine/act_paired.py), asked when the board does not say.
"""

from __future__ import annotations

from lark import Token, Tree

from .phrases import Unread, Words, child
from .pt_sizes import pt_fields
from .quoted import quoted_ability
from .specs import StepSpec
from .verbs_board import CLAUSES as BOARD_CLAUSES


def static_paired_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """The bonus and keywords both paired creatures have while the source is paired (611.3a, 702.95b): a ``modify``
    spec marked ``pair`` (``both`` / ``each``: the subject as printed), with the quoted ability they have (113.10) if
    the card gives one; never "for each" or X (no soulbond card
    prints one, and this reads none)."""
    from .verbs import _NOBODY, Context
    from .verbs_board import _ES_SOURCE_NOUNS, _SOURCE_NOUNS, _keyword

    c = Context(text, clause, _NOBODY)
    noun = next((str(t) for t in node.children if isinstance(t, Token) and t.type == "WORD"), "")
    if noun.lower() not in _SOURCE_NOUNS | _ES_SOURCE_NOUNS:  # "As long as <this card> is paired …": the source
        raise Unread(text.of(node))
    fields = pt_fields(node, text)
    if fields.get("uses_x") or fields.get("amount_ref") is not None:
        raise Unread(text.of(node))
    keywords = [_keyword(k, text) for k in node.find_data("keyword")]
    subject = "each" if child(node, "pair_each") is not None else "both"
    quoted = next((t for t in node.children if isinstance(t, Token) and t.type == "QUOTED"), None)
    ability = quoted_ability(quoted, text) if quoted is not None else None  # 'each of those creatures has "{R}: …"'
    extra = (("pt", str(fields.pop("pt"))), ("keywords", ",".join(keywords)), ("static", "1"), ("pair", subject))
    return [c.step("modify", players_too=False, extra=extra, ability=ability)]


BOARD_CLAUSES.update({"static_paired": static_paired_clause})
__all__ = ["static_paired_clause"]
