"""The top cards of a graveyard (404.1, 404.2): "Return the top creature card of your graveyard to the battlefield",
"Return the top card of your graveyard to your hand", "Exile the top two cards of your graveyard"; printed Spanish
"Regresa la primera carta de criatura de tu cementerio al campo de batalla", "Exilia las dos primeras cartas de tu
cementerio".

Why a reader of its own: a graveyard is ordered (404.2: its order is kept, each card put there goes on top, 404.1),
so "the top creature card" is no choice but the topmost card of that kind, as "at random" is no choice either. The
phrase is one token (GY_TOP / GY_TOP_ES, ended by the graveyard it is of); its count and kind are read by the object
lexicon like any counted phrase, and the slot says ``top`` (the engine's zone_tops.py finds the cards).
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token, Tree

from .objects import parse_counted
from .phrases import Unread, is_yours, trees
from .specs import Slot, StepSpec
from .verbs import Context, _verb

# "the top creature card of", "the top two cards of"; "la primera carta de criatura de", "las dos primeras cartas de",
# "las primeras dos cartas de": the count and the kind, said as a counted phrase ("a creature card", "two cards")
_TOPS = (re.compile(r"the top (?P<rest>.+) of"),
         re.compile(r"la primera (?P<rest>carta.*) de"),
         re.compile(r"las (?:primeras (?P<n>\S+)|(?P<n2>\S+) primeras) (?P<rest>cartas.*) de"))


def _counted(said: str) -> str | None:
    """The phrase of the top cards as a counted one: "the top creature card of" is "a creature card"."""
    for pattern in _TOPS:
        m = pattern.fullmatch(said)
        if m is None:
            continue
        n = m.groupdict().get("n") or m.groupdict().get("n2")
        rest = m["rest"]
        if n is not None:
            return f"{n} {rest}"
        if pattern.pattern.startswith("la "):
            return f"una {rest}"
        return rest if re.match(r"(?:\d+|x|two|three|four|five|six|seven|eight|nine|ten) ", rest) else f"a {rest}"
    return None


def top_slot(node: Tree[Token], c: Context) -> Slot:
    """The slot of the top cards the node's token says, of the acting player's own graveyard (404.1)."""
    if any(is_yours(p, c.text) != (c.subject.kind == "you") for p in trees(node) if p.data == "poss"):
        raise Unread(c.clause)  # "your graveyard" said of another player: not the acting player's own
    token = next(t for t in node.children if isinstance(t, Token) and t.type in ("GY_TOP", "GY_TOP_ES"))
    counted = _counted(" ".join(str(token).split()))
    slot = parse_counted(counted, c.text.lexicon) if counted is not None else None
    if slot is None or slot.filter is None or slot.count is None or slot.count < 1 or slot.up_to \
            or slot.random or slot.count_ref is not None:
        raise Unread(c.text.of(token))
    return replace(slot, top=True)


@_verb("return_top_to_hand", "return_top_to_battlefield")
def _return_top(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Return the top creature card of your graveyard to the battlefield / to your hand": that card, moved by the
    acting player (its owner, 404.1), or none when the graveyard holds none of the kind (609.3)."""
    dest = "hand" if node.data == "return_top_to_hand" else "battlefield"
    tapped = (("tapped", "1"),) if any(True for _ in node.find_data("tapped")) else ()
    put = (("verb", "put"),) if any(True for _ in node.find_data("put_v")) else ()  # "Put … onto the battlefield"
    return [c.step("return", slots=(top_slot(node, c),), destination=dest, extra=(*tapped, *put))]


@_verb("exile_top_of_graveyard")
def _exile_top(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Exile the top two cards of your graveyard": those cards, from the acting player's own graveyard (701.13a)."""
    return [c.step("exile_from_own_graveyard", slots=(top_slot(node, c),))]
