"""Conditions on how the resolving spell was cast: where from (601.2a) and which keyword cost was paid (118.9).

"If this spell was cast from a graveyard, create ten of those tokens instead" (flashback, 702.34), "If From Under the
Floorboards's madness cost was paid, instead create X of those tokens" (madness, 702.35), "If it was cast from your
library, …": each is a fact of the cast, gone once the spell is on the stack, that no board shows, like kicker's
``kicked`` (702.33d). Why typed conditions of their own and not a board check: the answer comes from the scenario's
``cast_from`` / ``cast_with`` (cast_way.py), asked when not given, never taken as "from the hand" or "not paid" (a
"… instead" branch turns on it, 608.2c). Printed Spanish reads into the same conditions ("si este hechizo fue lanzado
desde un cementerio", "si se pagó el coste de locura de …").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from lark import Token, Tree

from ..model import CastWay
from .phrases import Unread, Words

# The zones a spell may be cast from (601.2a: it is put onto the stack from there), by the words that name them.
CAST_ZONES = ("hand", "graveyard", "exile", "library", "command")
_ZONE_WORDS = {"hand": "hand", "mano": "hand", "graveyard": "graveyard", "cementerio": "graveyard",
               "exile": "exile", "exilio": "exile", "library": "library", "biblioteca": "library"}
# Keyword costs a text asks "was … paid" of (118.9 alternative costs, 601.2b additional ones), English and printed
# Spanish: the name the scenario's ``cast_with`` uses for each.
COST_KEYWORDS = {"madness": "madness", "locura": "madness", "surge": "surge", "oleada": "surge",
                 "prowl": "prowl", "merodear": "prowl", "spectacle": "spectacle", "espectaculo": "spectacle",
                 "evoke": "evoke", "evocar": "evoke", "dash": "dash", "carrera": "dash",
                 "flashback": "flashback", "retrospectiva": "flashback", "escape": "escape", "huida": "escape",
                 "emerge": "emerge", "emerger": "emerge", "bestow": "bestow", "otorgar": "bestow",
                 "overload": "overload", "sobrecarga": "overload", "entwine": "entwine", "entrelazar": "entwine",
                 "buyback": "buyback", "recompra": "buyback"}


@dataclass(frozen=True, slots=True)
class CastFrom:
    """"This spell was cast from ``zone``" (601.2a); ``negated``: "wasn't". ``yours``: the text said "your" ("cast
    from your library"), said back in the reading (render/cast_way_words.py); the scenario's ``cast_from`` is the
    caster's own zone (scenario-format.md), so it meets "your" and "a" alike."""

    zone: str
    negated: bool = False
    yours: bool = False
    said_it: bool = False  # "it was cast from …" (Spanish: no subject): see :func:`names_another_object`


@dataclass(frozen=True, slots=True)
class CostPaid:
    """"<this>'s madness cost was paid" (118.9, 702.35): the keyword cost (``keyword``, COST_KEYWORDS' name) was one
    the spell was cast with; ``said_it``: "its … cost" / "su coste de …" (see :func:`names_another_object`)."""

    keyword: str
    said_it: bool = False


def read_cast_from(tree: Tree[Token], words: Words) -> CastFrom:
    """``cond_cast_from``: the zone named last ("from a graveyard", "desde tu biblioteca"), "wasn't" / "no"."""
    said = words.low_of(tree).split()
    zone = next((_ZONE_WORDS[w] for w in reversed(said) if w in _ZONE_WORDS), None)
    if zone is None:
        raise Unread(words.of(tree))
    negated = bool({"wasn't", "not", "no"} & set(said))
    at = max(i for i, w in enumerate(said) if w in _ZONE_WORDS)
    said_it = said[0] == "it" or said[0] in ("no", "fue")  # Spanish "(no) fue lanzado desde …": no subject named
    return CastFrom(zone, negated, yours=at > 0 and said[at - 1] in ("your", "tu"), said_it=said_it)


def read_cost_paid(tree: Tree[Token], words: Words) -> CostPaid:
    """``cond_cost_paid``: the keyword before (English) or after (Spanish "coste de locura") the word "cost"."""
    said = words.low_of(tree).split()
    keyword = next((COST_KEYWORDS[w] for w in said if w in COST_KEYWORDS), None)
    whose = said[1] if said[0] == "this" else "'s"  # "this permanent's madness cost": the source's, nothing else's
    if keyword is None or not whose.endswith("'s"):
        raise Unread(words.of(tree))
    return CostPaid(keyword, said_it=said[0] == "its" or said[2:3] == ["su"])


def names_another_object(cond: object, triggered_elsewhere: bool) -> bool:
    """Whether ``cond`` asks how another object than the resolving spell or source was cast: its "it" / "its" in a
    triggered ability whose "it" is not the source ("Whenever a player casts a spell, if it was cast from exile",
    "Whenever a creature enters, … if its dash cost was paid": that spell's or creature's cast, 603.2, 608.2c).
    The scenario's ``cast_from`` / ``cast_with`` say how the resolving spell (or the source) was cast, so such a
    condition is never answered with them."""
    if isinstance(cond, (CastFrom, CostPaid)):
        return cond.said_it and triggered_elsewhere
    inner = getattr(cond, "conditions", None) or ((cond.condition,) if hasattr(cond, "condition") else ())
    return any(names_another_object(c, triggered_elsewhere) for c in inner)


def cast_way_holds(cond: CastFrom | CostPaid, way: CastWay) -> bool | None:
    """On the scenario's ``cast_from`` / ``cast_with`` (model.CastWay); None when the part asked is not given."""
    if isinstance(cond, CostPaid):
        return None if way.costs is None else cond.keyword in way.costs
    return None if way.zone is None else (way.zone == cond.zone) != cond.negated


CAST_READERS: dict[str, Callable[[Tree[Token], Words], CastFrom | CostPaid]] = {"cond_cast_from": read_cast_from,
                                                                                "cond_cost_paid": read_cost_paid}

__all__ = ["CAST_READERS", "CAST_ZONES", "COST_KEYWORDS", "CastFrom", "CostPaid", "cast_way_holds",
           "names_another_object", "read_cast_from", "read_cost_paid"]
