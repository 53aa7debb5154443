"""An amount that is a property of one object (608.2h): of the card the step before moved or "its" (the one object
named before, bound by grammar/properties.py), of "the sacrificed creature" / "la criatura sacrificada", of "that
spell" the trigger names, or of the source itself ("this permanent's power").

Why a module: which object a property is read from is decided here, once for both languages; the amount it becomes
is ``phrases.amount_ref``'s.
"""

from __future__ import annotations

from lark import Token, Tree

from .filters import parse_filter
from .parse_tree import Unread, Words, arg, child
from .specs import CountRef

SOURCE_WORDS = frozenset({"permanent", "creature", "artifact", "enchantment", "land", "planeswalker", "permanente",
                           "criatura", "artefacto", "encantamiento", "tierra"})


_CARD_PROPS = {"card_mana_value": "mana_value", "card_power": "power",  # as the card last existed (608.2h)
               "card_toughness": "toughness"}
# "its power": the pronoun, which grammar/properties.py binds to the one object named before when no card was moved
ITS = "its"
_ITS_WORDS = frozenset({"its", "su"})
_SOURCE_PROPS = {"source_power": "power", "source_toughness": "toughness"}
_MOVED_PROPS = {"moved_mana_value": "mana_value", "moved_power": "power", "moved_toughness": "toughness"}
_MOVED_VERBS = {"sacrificed": "sacrifice", "discarded": "discard", "exiled": "exile"}
# the amount rules that are a property of one object (phrases.amount_ref hands them to property_ref)
PROPERTY_KINDS = frozenset({*_CARD_PROPS, *_SOURCE_PROPS, *_MOVED_PROPS})


def moved_value(node: Tree[Token], prop: str, text: Words) -> CountRef:
    """"The sacrificed creature's toughness" / "the discarded card's converted mana cost": the one object the
    latest sacrifice or discard of the ability (its cost included) moved, as it last existed (608.2h); "that
    creature's power" likewise after a sacrifice ("Sacrifice a creature. … that creature's power"); "that spell's
    converted mana cost": the spell the trigger event is about (603.2, the scenario's ``event_object``)."""
    words = text.low_of(node).split()
    if text.lexicon.lang == "es":
        return _es_moved_value(node, words, prop, text)
    if words[1] == "tapped" or words[-3:] == ["tapped", "this", "way"]:  # "the tapped creature's", "of the creature
        noun = words[2] if words[1] == "tapped" else words[2].rstrip("'s")  # tapped this way": what a tap tapped
        flt = parse_filter(noun.removesuffix("'s"), text.lexicon)
        if flt is None or (words[1] == "tapped" and not noun.endswith("'s")):
            raise Unread(text.of(node))
        return CountRef("moved", action="tap", option=prop, filter=flt)
    noun = words[-1].removesuffix("'s")
    if not words[-1].endswith("'s"):
        raise Unread(text.of(node))
    if words[0] in ("that", "the") and noun == "spell" and len(words) == 2:  # "the spell's": the one a trigger names
        return CountRef("event_spell", option=prop)
    action = _MOVED_VERBS.get(words[1]) if words[0] == "the" else None
    flt = parse_filter(noun, text.lexicon)
    if (words[0] == "the" and action is None) or flt is None:
        raise Unread(text.of(node))
    return CountRef("moved", action=action, option=prop, filter=flt)


_ES_MOVED_VERBS = {"sacrificada": "sacrifice", "sacrificado": "sacrifice", "descartada": "discard",
                   "descartado": "discard", "girada": "tap", "girado": "tap"}


def _es_moved_value(node: Tree[Token], words: list[str], prop: str, text: Words) -> CountRef:
    """Printed Spanish of :func:`moved_value`: "la criatura sacrificada", "la carta descartada" (the noun, then what
    was done to it), "esa criatura", "ese hechizo"."""
    if words[0] in ("ese", "esa") and words[1:] == ["hechizo"]:
        return CountRef("event_spell", option=prop)
    if words[2:3] in (["girada"], ["girado"]):  # "la criatura girada de esta manera": the same object as "girada"
        words = words[:3]
    action = _ES_MOVED_VERBS.get(words[2]) if len(words) == 3 else None
    flt = parse_filter(words[1], text.lexicon) if len(words) > 1 else None
    if (len(words) == 3 and action is None) or flt is None:
        raise Unread(text.of(node))
    return CountRef("moved", action=action, option=prop, filter=flt)


def _said_its(node: Tree[Token], text: Words) -> bool:
    """The amount's owner is the pronoun "its" / "su" (not "that card's", "the revealed card's")."""
    ref = child(node, "card_ref")
    words = text.low_of(ref) if ref is not None else text.low_of(node).split(" ", 1)[0]
    return words in _ITS_WORDS


def property_ref(node: Tree[Token], text: Words) -> CountRef:
    """A property of one object: of the card the step before moved, or ("its") the one object named before
    (grammar/properties.py); of "the sacrificed creature", "that spell"; of the source ("this permanent's power")."""
    kind = node.data
    if kind in _CARD_PROPS:
        return CountRef("card", option=_CARD_PROPS[kind], action=ITS if _said_its(node, text) else None)
    if kind in _MOVED_PROPS:
        return moved_value(arg(node, "moved_ref"), _MOVED_PROPS[kind], text)
    return source_value(node, _SOURCE_PROPS[kind], text)


def source_value(node: Tree[Token], prop: str, text: Words) -> CountRef:
    """"This permanent's power" / "Rabble-Rouser's toughness": the source's own (608.2h: now, or as it last
    existed); "this <word>'s" must name a permanent."""
    word = next(str(t) for t in node.children if isinstance(t, Token) and t.type == "WORD").lower()
    if text.lexicon.lang == "es":  # "la fuerza de este permanente": the noun itself
        word = f"{word}'s"
    if not word.endswith("'s") or word.removesuffix("'s") not in SOURCE_WORDS:
        raise Unread(text.of(node))
    return CountRef("source", option=prop)
