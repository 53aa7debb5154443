"""A search of one player's graveyard, hand and library for cards of a name: "Search its controller's graveyard, hand,
and library for all cards with the same name as that spell and exile them. Then that player shuffles their library."
(Counterbore), "Search target opponent's graveyard, hand, and library for any number of cards with that name and
exile them. …" (Slaughter Games), "search the graveyard, hand, and library of that spell's controller for any number
of cards with the same name as that spell, exile those cards, then that player shuffles their library" (Invasive
Surgery); printed Spanish "Busca en el cementerio, la mano y la biblioteca de ese jugador cualquier cantidad de cartas
con ese nombre y exílialas. Luego ese jugador baraja su biblioteca." (701.23a, 701.23b, 701.24a, 201.2).

Why a reader of its own: a library search (others_search.py) is of one hidden zone; here three zones of one player are
searched by the controller, and what must be found differs by zone — the graveyard is public, so "all cards with …"
are all found there, while in the hand and the library a card of a stated quality need not be found (701.23b) — and
the player's library is shuffled whether or not anything was found (701.24a). Whose zones: the target player or
opponent (115.1), "that player" (608.2c), the controller of the object named before ("its controller's", "that
spell's controller": a spell's controller, a permanent's last known controller, 608.2h) or its owner ("its owner's",
a card in a graveyard, 108.3). The cards found are always exiled (406); no other tail is read here.
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token, Tree

from .filters import parse_filter
from .objects import parse_counted
from .phrases import Unread, arg, trees
from .specs import MAX_AMOUNT, Slot, StepSpec
from .verbs import Context, _verb

SEARCH_OWNED = "search_owned_zones"  # the spec's action word (plan/convert_library.py builds the step)
_OBJECTS = frozenset({"counted", "counted_up_to", "any_number"})
# whose zones, by the words of either language (the token OWNED_ZONES), longest first
_WHOSE = (("that spell's controller", "spell_controller"), ("del controlador de ese hechizo", "spell_controller"),
          ("its controller's", "object_controller"), ("de su controlador", "object_controller"),
          ("its owner's", "object_owner"), ("de su propietario", "object_owner"),
          ("target opponent", "target_opponent"), ("del oponente objetivo", "target_opponent"),
          ("target player", "target"), ("del jugador objetivo", "target"),
          ("that player", "that_player"), ("de ese jugador", "that_player"))


# "… with the same name as the exiled card / the chosen card" (Pick the Brain, Lobotomy): the card an instruction of
# this effect exiled or chose (608.2c), the filter's ``same_name`` "exiled" / "chosen_card" (engine/same_names.py)
_EARLIER = re.compile(r"\s+(?:with the same name as the (?P<en>exiled|chosen) card"
                      r"|con el mismo nombre que la carta (?P<es>exiliada|elegida))$")


def _earlier_name(words: str) -> tuple[str, str | None]:
    """The object's words without that tail, and the ``same_name`` it says (None without it)."""
    m = _EARLIER.search(words)
    if m is None:
        return words, None
    return words[:m.start()], "exiled" if (m["en"] or m["es"]) in ("exiled", "exiliada") else "chosen_card"


def _whose(words: str) -> str:
    return next(key for said, key in _WHOSE if said in words)


@_verb(SEARCH_OWNED, "search_owned_zones_all")
def _search_owned_zones(node: Tree[Token], c: Context) -> list[StepSpec]:
    """The controller searches the player's three zones for "all" / "any number of" cards of the kind said and exiles
    them; that player shuffles (701.23a, 701.24a). A count of its own ("a card", "up to two cards") is not read."""
    if c.subject.kind != "you":  # another subject searching: not read here
        raise Unread(c.clause)
    zones = next(str(t) for t in node.children if isinstance(t, Token) and t.type == "OWNED_ZONES")
    tail = " ".join(str(t) for t in node.children if isinstance(t, Token) and t.type == "SEARCH_OF_TAIL")
    if not re.search(r"\bexil(?:e|ia)", tail):  # put into a graveyard or onto the battlefield: not read here
        raise Unread(tail.strip(" ,"))
    if node.data == "search_owned_zones_all":
        np = arg(node, "np")
        words, earlier = _earlier_name(c.text.low_of(np))
        flt = parse_filter(words, c.text.lexicon)
        if flt is None or flt.noun != "card":
            raise Unread(c.text.of(np))
        slot, every = Slot(count=MAX_AMOUNT, filter=flt, up_to=True), "1"
    else:
        obj = next((t for t in trees(node) if t.data in _OBJECTS), None)
        words, earlier = _earlier_name(c.text.low_of(obj)) if obj is not None else ("", None)
        counted = parse_counted(words, c.text.lexicon) if obj is not None else None
        if obj is None or counted is None or counted.count != MAX_AMOUNT or not counted.up_to \
                or counted.filter.noun != "card":
            raise Unread(c.text.of(obj) if obj is not None else c.clause)  # "a card", "up to two cards"
        slot, every = counted, "0"
    if earlier is not None:  # "… as the exiled card": this effect's (grammar/same_name.py checks one came before)
        slot = replace(slot, filter=replace(slot.filter, same_name=earlier))
    return [c.step(SEARCH_OWNED, slots=(slot,), destination="exile",
                   extra=(("zone_of", _whose(zones.lower())), ("all", every)))]


__all__ = ["SEARCH_OWNED"]
