""""A red source of your choice" (609.7a): the kind the chosen source of damage must be. Its own module so the
shield reader (shields.py) reads it without importing the choice readers (verbs_choose.py)."""

from __future__ import annotations

import re

from lark import Token, Tree

from .choice_words import COLORS
from .filters import parse_filter
from .phrases import Unread, Words
from .specs import TypeFilter
from .text import fold

_SOURCE_KINDS = re.compile(r"^(?:an? (?P<kind>.*?) ?source of your choice|una fuente (?P<es>.*?) ?de tu eleccion)$")
# printed Spanish's kinds of source (609.7a), as the English ones
_ES_KINDS = {"blanca": "white", "azul": "blue", "negra": "black", "roja": "red", "verde": "green",
             "de artefacto": "artifact", "de tierra": "land"}
# a card type a chosen source must have (609.7a: "an artifact source", "a land source of your choice")
_TYPES = frozenset({"artifact", "land"})


def chosen_source_filter(node: Tree[Token], text: Words) -> TypeFilter | None:
    """"a red source of your choice", "an artifact source of your choice", "a land source of your choice": the kind
    the chosen source must be (609.7a); None for any source."""
    token = next(str(t) for t in node.children if isinstance(t, Token) and t.type == "SOURCE_OF_YOUR_CHOICE")
    m = _SOURCE_KINDS.match(fold(token))
    kind = (m["kind"] or "") if m else ""
    if m and m["es"]:  # "una fuente roja o blanca de tu elección"
        kind = " or ".join(_ES_KINDS.get(k, k) for k in m["es"].split(" o "))
    if not kind:
        return None
    if kind in _TYPES:  # the English type word, whichever language the card is printed in ("de tierra": land)
        from .lexicon import GRAMMARS

        flt = parse_filter(kind, GRAMMARS["en"])
        if flt is None:  # pragma: no cover - the lexicon reads "artifact" and "land"
            raise Unread(token)
        return flt
    colors = kind.split(" or ")  # "a red source", "a white or blue source": of any of those colours, a spell too
    if not set(colors) <= set(COLORS):
        raise Unread(token)
    return TypeFilter(colors=frozenset(colors), noun="source")


# "by sources of the chosen color", "by red sources", "por fuentes del color elegido" (609.7b: any object of that
# kind that deals damage, a spell too): the kind a prevention's sources must be
# "by sources of the color of your choice", "por fuentes del color de tu elección": the colour the controller chooses
# as the effect resolves (608.2d; verbs_choose.inline_choices asks it just before)
_SOURCES = re.compile(r"^(?:(?P<color>white|blue|black|red|green) sources|sources(?P<chosen> of the chosen color)?|"
                      r"sources(?P<yours> of the color of your choice)|fuentes(?P<es_yours> del color de tu eleccion)|"
                      r"fuentes(?: (?P<es>blancas|azules|negras|rojas|verdes))?(?P<es_chosen> del color elegido)?)$")
_ES_PLURAL = {"blancas": "white", "azules": "blue", "negras": "black", "rojas": "red", "verdes": "green"}


def sources_filter(words: str) -> TypeFilter | None:
    """"sources of the chosen color" (607.2d: the colour its source chose as it entered), "sources of the color of
    your choice" (608.2d: chosen as the effect resolves), "red sources": any object that deals the damage, of that
    colour (609.7b); None for any other words."""
    m = _SOURCES.match(fold(words))
    if m is None or m["es"] and m["es_chosen"]:
        return None
    color = m["color"] or _ES_PLURAL.get(m["es"] or "")
    chosen = "color" if m["chosen"] or m["es_chosen"] else "your_color" if m["yours"] or m["es_yours"] else None
    return TypeFilter(colors=frozenset({color}) if color else frozenset(), noun="source", chosen=chosen)
