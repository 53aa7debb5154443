"""The object reader's subtype phrases read whole (205.3): land types before "card" ("a basic Mountain, Forest, or
Plains card", 205.3i), subtypes said alone as a list ("Wolf or Werewolf"), the two of "… that's a Wolf or a Werewolf"
(205.3m), and the subtypes of several words kept one word ("Time Lord").

Apart from filters.py so that module stays one reader of words; these take whole phrases and the CR's list
(subtypes.py) and return what filters.py builds on.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from .lexicon import Grammar
from .spanish_terms import es_subtype
from .specs import TypeFilter
from .subtypes import subtype_forms as _subtype_forms

# Words before a type that are not subtypes: never read "attacking creatures" as a creature type.
_NOT_SUBTYPES = frozenset({"attacking", "blocking", "tapped", "untapped", "enchanted", "equipped", "other", "each",
                           "all", "target", "another", "legendary", "snow", "modified", "nontoken", "face", "down",
                           "up", "of", "the", "their", "your", "a", "an", "and", "or", "that", "with", "without"})


# "basic Mountain, Forest, or Plains card" / printed Spanish "Montaña, Bosque o Llanura básica" (after "carta de"):
# land types said before "card", one "basic" for all of them. English and Spanish supertype positions differ.
_LAND_TYPES_EN = re.compile(r"^(?P<basic>basic )?(?P<types>[a-z]+(?:(?:, |,? or )[a-z]+)*) cards?$")
_LAND_TYPES_ES = re.compile(r"^cartas? de (?P<types>[a-z]+(?:(?:, | [ou] )[a-z]+)*)(?P<basic> basic[ao]s?)?$")


def land_type_cards(phrase: str, g: Grammar) -> TypeFilter | None:
    """A card with any of these land types (205.3i; a basic land's name is its type, TypeFilter.matches): "a
    Forest or Plains card", "a basic Mountain, Forest, or Plains card", "una carta de Bosque o Llanura". Only
    land subtypes are read this way; any other word leaves the phrase to the general reader."""
    from .subtypes import permanent_kind

    m = (_LAND_TYPES_ES if g.lang == "es" else _LAND_TYPES_EN).match(phrase)
    if m is None or (g.lang == "es" and not phrase.startswith("carta")):  # Spanish: only after "carta(s) de"
        return None
    found: set[str] = set()
    for word in g.option_split_re.split(m["types"]):
        names = es_subtype(word) if g.lang == "es" else _subtype_forms(word)
        if not names or any(permanent_kind(n) != "land" for n in names):
            return None
        found |= names
    return TypeFilter(((frozenset({"land"}), frozenset(), bool(m["basic"]), False),), "card",
                      subtypes=frozenset(found))


def subtypes_alone(phrase: str, g: Grammar) -> frozenset[str]:
    """"Wolf or Werewolf", "Fungus or Saproling", printed Spanish "Lobo o Hongo": subtypes said alone, each one
    word, all of one kind of permanent (205.3: creature types, or land types), a list of two or more that names any
    object with one of them; empty for any other phrase (a single subtype, or a word of another kind, is read by the
    words below)."""
    from .subtypes import permanent_kind

    parts = g.option_split_re.split(phrase.strip())
    if len(parts) < 2 or any(len(part.split()) != 1 for part in parts):
        return frozenset()
    found: set[str] = set()
    for part in parts:
        forms = es_subtype(part) if g.lang == "es" else _subtype_forms(part)
        if not forms or part in _NOT_SUBTYPES or part in g.types:
            return frozenset()
        found |= forms
    kinds = {permanent_kind(name) for name in found}
    return frozenset(found) if len(kinds) == 1 and None not in kinds else frozenset()


# "Goblin, Elf, or Warrior creatures", "each Human, Soldier and Knight you control" / printed Spanish "criaturas
# Trasgo, Elfo o Guerrero": a list of subtypes said before the kind (English) or after it (Spanish), one list for all
_LISTED_EN = re.compile(r"^(?P<types>[a-z][a-z\-_]*(?:(?:, [a-z][a-z\-_]*)+,? (?:or|and) | or )[a-z][a-z\-_]*)"
                        r"(?: (?P<rest>.+))?$")
_LISTED_ES = re.compile(r"^(?P<rest>.+?) (?P<types>[a-z][a-z\-_]*(?:(?:, [a-z][a-z\-_]*)*,? [oy] )[a-z][a-z\-_]*)$")
_LIST_SPLIT = {"en": re.compile(r",? (?:or|and) |, "), "es": re.compile(r",? [oy] |, ")}


def listed_subtypes(phrase: str, g: Grammar) -> tuple[str, frozenset[str]] | None:
    """"Goblin, Elf, or Warrior creature", "Human, Soldier and Knight", "criaturas Trasgo, Elfo o Guerrero" (205.3):
    the words of the kind left (empty when the list is said alone) and the subtypes listed, any one of which the
    object has (as "Wolf or Werewolf"); "and" joins the list as "or" does (each object of any kind listed). None
    when the phrase has no such list, or a word of it is no subtype the CR lists (the phrase is read by the words
    below, or refused)."""
    m = (_LISTED_ES if g.lang == "es" else _LISTED_EN).match(phrase.strip())
    if m is None:
        return None
    found: set[str] = set()
    for part in _LIST_SPLIT[g.lang].split(m["types"]):
        forms = es_subtype(part) if g.lang == "es" else _subtype_forms(part)
        if not forms or part in _NOT_SUBTYPES or part in g.types:
            return None
        found |= forms
    return (m["rest"] or "").strip(), frozenset(found)


def listed_filter(phrase: str, extra: dict[str, object], g: Grammar,
                  parse: Callable[[str, Grammar], TypeFilter | None]) -> tuple[bool, TypeFilter | None]:
    """"Goblin, Elf, or Warrior creatures" (205.3): the kind's objects (``parse`` reads the kind's words) with one
    of the subtypes listed, and the phrase's tails (``extra``); (True, None) when no kind is clear ("Elf Goblin or
    Warrior creature"), (False, None) when the phrase lists no subtypes (the word reader takes it)."""
    listed = listed_subtypes(phrase, g)
    if listed is None:
        return False, None
    rest, names = listed
    if not rest:
        return True, TypeFilter(subtypes=names, **extra)  # type: ignore[arg-type]
    flt = parse(rest, g)
    if flt is None or flt.subtypes or flt.either or not flt.alternatives:
        return True, None
    return True, replace(flt, subtypes=names, **extra)  # type: ignore[arg-type]


def either_subtypes(extra: dict[str, object], g: Grammar) -> frozenset[str] | None:
    """"… that's a Wolf or a Werewolf" (205.3m): the two subtypes the tail names, the board's spelling of each; None
    when a word is no subtype the CR lists ("that's a host or …"), so the phrase is refused, never read as no kind."""
    words = extra.pop("either_subtypes", None)
    if words is None:
        return frozenset()
    found: set[str] = set()
    for word in words:  # type: ignore[attr-defined]
        forms = es_subtype(word) if g.lang == "es" else _subtype_forms(word)
        if not forms:
            return None
        found |= forms
    return frozenset(found)


def one_word_subtypes(phrase: str) -> str:
    """The phrase with each subtype of several words kept one word ("Time Lord creatures" → "time_lord creatures",
    205.3m), so the word reader takes it whole."""
    from .subtypes import multiword_subtypes

    for name in multiword_subtypes():
        if name in phrase:
            phrase = re.sub(rf"\b{re.escape(name)}(?=s?\b)", name.replace(" ", "_"), phrase)
    return phrase
