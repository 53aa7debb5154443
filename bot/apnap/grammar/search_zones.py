"""A search of two zones: "Search your library and/or graveyard for a card named Ral, Caller of Storms, reveal it, and
put it into your hand. If you search your library this way, shuffle it." (and printed Spanish "Busca en tu biblioteca
y/o cementerio una carta llamada …, revélala y ponla en tu mano. Si buscas en tu biblioteca de esta manera,
barájala.").

Why a reader of its own: the words make three things the plan must keep apart, none of which a one-zone search has —
which zone (or both) the player searches is their own decision (701.23a: the graveyard is public, the library is
not), the card comes from the zone it was found in, and the shuffle happens only if the library was searched. The
step is ``search`` with the detail ``search_zones`` (plan SearchLibraryAndGraveyard); only the controller's own zones
are read ("your library and/or graveyard"), and one card (more than one would need which zone each came from).
"""

from __future__ import annotations

import re

from lark import Token, Tree

from .objects import parse_counted
from .phrases import Unread, is_yours, trees
from .specs import StepSpec
from .verbs import Context, _verb

_OBJECTS = frozenset({"counted"})


@_verb("search_zones")
def _search_zones(node: Tree[Token], c: Context) -> list[StepSpec]:
    """One card, found in the controller's library or graveyard, to their hand or onto the battlefield."""
    if c.subject.kind != "you" or any(not is_yours(t, c.text) for t in trees(node) if t.data == "poss"):
        raise Unread(c.clause)  # another player's zones, or "each player …": not read here
    obj = next((t for t in trees(node) if t.data in _OBJECTS), None)
    slot = parse_counted(c.text.low_of(obj), c.text.lexicon) if obj is not None else None
    if obj is None or slot is None or slot.count != 1 or slot.up_to or slot.count_ref is not None or slot.random:
        raise Unread(c.text.of(obj) if obj is not None else c.clause)
    tail = " ".join(str(t) for t in node.children if isinstance(t, Token) and t.type == "SEARCH_ZONES_TAIL")
    battlefield = re.search(r"onto the battlefield|en el campo de batalla", tail) is not None
    tapped = (("tapped", "1"),) if battlefield and re.search(r"\b(?:tapped|girad[ao])\b", tail) else ()
    shown = re.search(r"\breveal\b|\b(?:revela|muestra|revelar|mostrar)(?:la|lo)\b", tail) is not None
    reveal = (("reveal", "1"),) if shown else ()
    return [c.step("search", slots=(slot,), destination="battlefield" if battlefield else "hand",
                   extra=(("search_zones", "library_graveyard"), *tapped, *reveal))]
