"""Sizes the power-and-toughness family reads (grammar/layers.py, statics.py) beside phrases.py's amounts: "1 plus
the number of lands you control", "for each other creature on the battlefield", "for each creature card in your
graveyard".

Why its own module: phrases.py holds every amount's reading and is at its size limit; these three are the ones the
layers' sentences brought (604.3 cards print "N plus …"; "other" leaves the source out, 109.3).
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token, Tree

from .filters import parse_filter
from .phrases import MORE_SIZES, Unread, Words, count_expr, np_filter, np_tails, owner_of, per_controlled, trees
from .specs import CountRef
from .whose_count import kind_count


def number_and(node: Tree[Token], text: Words) -> CountRef:
    """"4 minus the number of cards in their hand": (n - base) * -1, never below 0; "1 plus the number of lands
    you control": that number and n more."""
    base = node.children[0]
    n = int(str(base)) if str(base).isdigit() else text.lexicon.numbers.get(text.low_of(base), -1)
    if n < 0 or (n == 0 and node.data == "plus_before"):
        raise Unread(text.of(node))
    ref = count_expr(trees(node)[-1], text)
    return replace(ref, plus=n) if node.data == "plus_before" else replace(ref, plus=-n, times=-1)


_OTHER = re.compile(r"^(?:other|otra|otro|otras|otros) ")


def _per_permanent(np: Tree[Token], text: Words, battlefield: bool) -> CountRef:
    """"for each creature you control", "for each other creature you control" (109.3: the source left out), "for
    each other creature on the battlefield" (everyone's)."""
    words = text.low_of(np)
    other = _OTHER.match(words)
    if other is None:
        if not battlefield:
            return per_controlled(np, text)
        flt = np_filter(np, text)
    else:
        found = parse_filter(words[other.end():], text.lexicon)
        if found is None:
            raise Unread(text.of(np))
        flt = replace(found, not_source=True)
        # "for each other attacking Kithkin": a combat role with no controller said is every player's (506.4), as
        # per_controlled reads "for each attacking creature"
        battlefield = battlefield or (flt.combat is not None and flt.control is None
                                      and not any(t.data == "np_tail" for t in trees(np)))
    if battlefield:
        return CountRef("battlefield", filter=flt)
    return kind_count(flt, np_tails(np, text), owner_of(np, text))


def per_kind(node: Tree[Token], text: Words) -> CountRef:
    """"for each [other] creature you control", "for each [other] creature on the battlefield" (a card in a
    graveyard: phrases.py's ``per_graveyard_of``, the same filter as on the battlefield)."""
    kids = trees(node)
    if node.data == "per_land_types":  # domain: "for each basic land type among lands you control" (205.3i)
        return CountRef("land_types", of="controller" if kids[-1].data == "you" else "player")
    return _per_permanent(kids[0], text, node.data == "per_battlefield")


MORE_SIZES.update({"minus": number_and, "plus_before": number_and, "per_controlled": per_kind,
                   "per_battlefield": per_kind, "per_land_types": per_kind})
