""""Destroy target creature if it's white", "At the beginning of your upkeep, put a +1/+1 counter on equipped creature
if it's white", "Untap target Griffin. If it's a creature, it gets +1/+1 until end of turn", "Destruye la criatura
objetivo si es blanca": a check on the one object the instruction acts on (its target, the permanent the source is
attached to, the trigger event's object), made as the instruction is reached (608.2c).

Why a module: the condition is one of the board conditions (conditions.py registers its reader in the one table),
but only the resolving effect can answer it: which object "it" is depends on the instruction it governs, which the
engine knows as it reaches that instruction (engine/object_checks.py). A starting board never answers it (a
trigger's intervening "if it's …" is asked, never guessed), and an instruction that acts on no single object
("Draw a card if it's white") is refused there.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from lark import Token, Tree

from .phrases import Unread, Words, trees
from .specs import TypeFilter

# printed Spanish colour adjectives (folded), both genders → the colour the board compares (105.1)
_ES_COLOURS = {"blanca": "white", "blanco": "white", "azul": "blue", "negra": "black", "negro": "black",
               "roja": "red", "rojo": "red", "verde": "green", "incolora": "colorless", "incoloro": "colorless"}


def control_either(tree: Tree[Token], words: Words, one: Callable[[Tree[Token], Words], Any]) -> Any:
    """``cond_control_either``, "if you control a Knight or a Soldier", "a menos que controles un Caballero o un
    Soldado": one permanent of either creature type (205.3m), read as the one filter with both subtypes (a filter's
    subtypes are any of them); each side read alone by ``one`` (conditions._control), which must give one object of
    a kind that differs from the other only by its subtype, else refused."""
    who, first, second = trees(tree)
    sides = [one(Tree("cond_control", [who, side], tree.meta), words) for side in (first, second)]
    a, b = (getattr(s, "filter", None) for s in sides)
    if a is None or b is None or not a.subtypes or not b.subtypes or replace(a, subtypes=b.subtypes) != b \
            or any((s.at_least, s.at_most) != (1, None) for s in sides):
        raise Unread(words.of(tree))
    return replace(sides[0], filter=replace(a, subtypes=a.subtypes | b.subtypes))


def control_both(tree: Tree[Token], words: Words, one: Callable[[Tree[Token], Words], Any]) -> tuple[Any, ...]:
    """``cond_control_both``, "if you control a white permanent and a blue permanent" (Raka Sanctuary), "si controlas
    un permanente blanco y un permanente azul": one permanent of each kind, two conditions that must both hold (the
    caller makes them one ``AllOf``); each side read alone by ``one`` and must be one object ("two Swamps and …" is
    refused: which count the "and" joins is not read)."""
    who, first, second = trees(tree)
    sides = tuple(one(Tree("cond_control", [who, side], tree.meta), words) for side in (first, second))
    if any(getattr(s, "filter", None) is None or (s.at_least, s.at_most) != (1, None) for s in sides):
        raise Unread(words.of(tree))
    return sides


@dataclass(frozen=True, slots=True)
class ObjectIs:
    """The object the instruction acts on is of the kind ``filter`` (a colour, "colorless", a card type or subtype:
    "if it's white", "if it's a creature", "si es una criatura"), as it is when the instruction is reached."""

    filter: TypeFilter
    # "if it has the least power or is tied for least power among creatures on the battlefield": ``least`` or
    # ``greatest`` of ``prop`` (one of specs.COMPARED) among the permanents ``among`` takes (202.3, 208.1); a tie counts
    extreme: str | None = None
    prop: str = ""
    among: TypeFilter | None = None


def read_object_is_extreme(tree: Tree[Token], words: Words) -> ObjectIs:
    """``cond_it_is_extreme``: "it has the least power or is tied for least power among creatures on the battlefield"
    (Wretched Banquet), "tiene la menor fuerza o está empatada con la menor fuerza de entre las criaturas en el campo
    de batalla": both halves must name the same extreme of the same characteristic, else refused."""
    from .filters import parse_filter
    from .specs import COMPARED_WORDS
    from .text import fold

    ends = [_EXTREMES.get(fold(words.low_of(t))) for t in trees(tree) if t.data == "extreme"]
    props = [COMPARED_WORDS.get(fold(words.low_of(t))) for t in trees(tree) if t.data == "compared_words"]
    np = next((t for t in trees(tree) if t.data == "np"), None)
    among = parse_filter(words.low_of(np), words.lexicon) if np is not None else None
    if len(set(ends)) != 1 or len(set(props)) != 1 or None in ends or None in props or among is None \
            or among.greatest or among.compares:
        raise Unread(words.of(tree))
    return ObjectIs(TypeFilter(), extreme=ends[0], prop=str(props[0]), among=among)


# the words of an extreme, English and folded printed Spanish → least / greatest
_EXTREMES = {"least": "least", "lowest": "least", "greatest": "greatest", "highest": "greatest",
             "menor": "least", "mayor": "greatest"}


def read_object_is(tree: Tree[Token], words: Words) -> ObjectIs:
    """``cond_it_is``: a colour word (English or printed Spanish), or "a/an <kind>" read by the object lexicon."""
    from .filters import parse_filter
    from .subtypes import subtype_forms

    np = next((t for t in trees(tree) if t.data == "np"), None)
    flt: TypeFilter | None
    said_value = next((str(t) for t in tree.children if isinstance(t, Token) and t.type == "IT_MANA_VALUE"), None)
    if said_value is not None:
        return _mana_value_is(said_value, words)
    kind = next((t for t in tree.children if isinstance(t, Token) and t.type == "OBJECT_KIND"), None)
    if kind is not None:  # "it's legendary", "it's black or red": those words of any permanent (205.4a, 105.1)
        flt = parse_filter(f"{words.low_of(kind)} permanent", words.lexicon)
        if flt is None or flt.unknown_props:
            raise Unread(words.of(tree))
        return ObjectIs(flt)
    if np is None:  # "it's white", "es blanca"
        colour = words.low_of(tree).split()[-1]
        colour = _ES_COLOURS.get(colour, colour)
        # the colour's English name, as the board keeps it (105.1); colorless: no colour at all (105.2c)
        flt = TypeFilter(colored=False) if colour == "colorless" else TypeFilter(colors=frozenset({colour}))
    else:
        said = words.low_of(np)
        forms = subtype_forms(said) if " " not in said else frozenset()  # "a Spirit": that subtype alone (205.3)
        flt = parse_filter(said, words.lexicon) or (TypeFilter(subtypes=frozenset(forms)) if forms else None)
    if flt is None or flt.control is not None or flt.compares or flt.counters or flt.combat is not None \
            or flt.not_source or flt.names:
        raise Unread(words.of(tree))
    return ObjectIs(flt)


def _mana_value_is(said: str, words: Words) -> ObjectIs:
    """"its converted mana cost is 2 or less", "su valor de maná es 2 o menos" (202.3): the lexicon's reading of "card
    with converted mana cost 2 or less", a comparison of the object's mana value."""
    from .filters import parse_filter
    from .lexicon import EN

    n = int(re.search(r"\d+", said).group())  # type: ignore[union-attr]
    more = said.endswith(("greater", "mas"))
    flt = parse_filter(f"card with converted mana cost {n} or {'greater' if more else 'less'}", EN)
    if flt is None or not flt.compares:  # pragma: no cover - the lexicon reads its own phrase
        raise Unread(said)
    return ObjectIs(flt)



def read_object_has_counter(tree: Tree[Token], words: Words) -> ObjectIs:
    """``cond_it_has_counter``: "if that creature has a +1/+1 counter on it", "si esa criatura tiene un contador +1/+1
    sobre ella" — the object the instruction acts on has at least one counter of that kind (122.1), checked as the
    instruction is reached (608.2c)."""
    from .phrases import arg, counter_kind_of

    kind = counter_kind_of(arg(tree, "counter_kind"), words)
    return ObjectIs(TypeFilter(noun="creature", counters=frozenset({kind})))
