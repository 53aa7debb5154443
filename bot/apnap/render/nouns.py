"""Objects said from a :class:`~bot.apnap.grammar.TypeFilter`: "a nonland permanent", "two basic land
cards", "each creature without flying", "una carta de criatura", "cada criatura que controlas".

Every field of the filter that restricts what matches is said (types, non-types, basic, colours,
subtypes, keywords, mana value, controller, "other", "with the greatest …"); a field the grammar set and this
module did not say would let a misread slip through the corpus test.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..grammar import TypeFilter
from ..grammar.noun_words import SAME_NAME_NOUNS
from ..grammar.shared_words import TRAIT_WORDS, YOU_DISCARDED
from ..grammar.spanish_terms import counter_es
from ..grammar.specs import Compare
from ..grammar.subtypes import subtype_title
from ..model import CARD_TYPES
from .words import Words, article

_TYPE_ORDER = {t: i for i, t in enumerate((*CARD_TYPES, "token"))}
_COLORS = ("white", "blue", "black", "red", "green")
_ES_COLORS = {"white": "blanc", "blue": "azul", "black": "negr", "red": "roj", "green": "verde"}
ES_KEYWORDS = {"flying": "la habilidad de volar", "trample": "la habilidad de arrollar",
               "haste": "la habilidad de prisa", "reach": "la habilidad de alcance",
               "deathtouch": "la habilidad de toque mortal", "lifelink": "la habilidad de vínculo vital",
               "vigilance": "la habilidad de vigilancia", "defender": "la habilidad de defensor",
               "first strike": "la habilidad de dañar primero", "hexproof": "la habilidad de antimaleficio",
               "menace": "la habilidad de amenaza", "indestructible": "la habilidad de indestructible",
               "horsemanship": "la habilidad de equitación", "shadow": "la habilidad de sombra"}
_ES_WORDS = {"basic": "básica", "token": "ficha"}
_NOUN_TYPES = frozenset(CARD_TYPES) - {"kindred"}
_PROPS = {"power": ("power", "fuerza"), "toughness": ("toughness", "resistencia"),
          "mana_value": ("mana value", "valor de maná")}


def ordered_colors(colors: frozenset[str]) -> list[str]:
    """Oracle's colour order: W U B R G, a pair read round the colour wheel ("green or white")."""
    found = sorted(colors, key=lambda c: _COLORS.index(c) if c in _COLORS else 9)
    if len(found) == 2 and _COLORS.index(found[1]) - _COLORS.index(found[0]) > 2:
        found.reverse()
    return found


def _en_plural(word: str) -> str:
    if word in ("sorcery", "library"):
        return word[:-1] + "ies"
    if word.endswith("f"):
        return word[:-1] + "ves"
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    return word if word in ("kindred",) else word + "s"


_SUPERTYPES = ("legendary", "snow", "world")
_ES_SUPERTYPES = {"legendary": ("legendario", "legendaria"), "snow": ("nevado", "nevada"),
                  "world": ("mundial", "mundial")}


def _types(required: frozenset[str]) -> list[str]:
    return sorted((t for t in required if t not in _SUPERTYPES), key=lambda t: _TYPE_ORDER.get(t, 99))


def _supertypes(required: frozenset[str]) -> list[str]:
    """"snow lands", "legendary creature" (205.4): said before the types."""
    return [t for t in _SUPERTYPES if t in required]


_Alt = tuple[frozenset[str], frozenset[str], bool, bool]


def _shared_supertypes(alts: list[_Alt]) -> tuple[list[_Alt], list[str]]:
    """"a legendary creature or planeswalker" (205.4e): a supertype every kind of the list has is said once, as the
    printed text says it (before the first noun in English, after the last in Spanish), never once for each."""
    if len(alts) < 2:
        return alts, []
    shared = [t for t in _SUPERTYPES if all(t in a[0] for a in alts)]
    return [(a[0] - frozenset(shared), *a[1:]) for a in alts], shared


# --------------------------------------------------------------------------------------------- English
_LAND_TYPE_ORDER = ("plains", "island", "swamp", "mountain", "forest")  # 205.3i, the basic land types in colour order


def _land_types_said(flt: TypeFilter, alt: tuple[frozenset[str], frozenset[str], bool, bool], card: bool,
                     join: str) -> list[str] | None:
    """"Mountain, Forest, or Plains" of a land-type card filter (grammar/filters._land_type_cards): the types as a
    list before "card", "land" left unsaid; None for any other filter."""
    if not (card and alt[0] == frozenset({"land"}) and not alt[1] and flt.subtypes
            and flt.subtypes <= frozenset(_LAND_TYPE_ORDER)):
        return None
    names = [n for n in _LAND_TYPE_ORDER if n in flt.subtypes]
    if join == "es":
        said = [es_subtype_said(n, False) for n in names]
        return [", ".join(said[:-1]) + " o " + said[-1] if len(said) > 1 else said[0]]
    said = [n.title() for n in names]
    listed = said[0] if len(said) == 1 else " or ".join(said) if len(said) == 2 else \
        ", ".join(said[:-1]) + ", or " + said[-1]
    return (["basic"] if alt[2] else []) + [listed]


def _en_alternative(flt: TypeFilter, alt: tuple[frozenset[str], frozenset[str], bool, bool], card: bool) -> list[str]:
    land_types = _land_types_said(flt, alt, card, "en")
    if land_types is not None:
        return land_types
    required, forbidden, basic, permanent = alt
    words = ["basic"] if basic else []
    words += _supertypes(required)
    nons = ["non" + t for t in [*_supertypes(forbidden), *_types(forbidden)]]  # "nonlegendary creature" (205.4)
    if nons and _colors_join_types(flt):  # "nonartifact, nonblack creature": the colours after the types
        nons += ["non" + c for c in ordered_colors(flt.not_colors)]
    words += [", ".join(nons)] if nons else []  # "nonland, nontoken permanent" (Oracle's comma)
    words += [f"non-{subtype_title(s)}" for s in sorted(flt.not_subtypes)]
    # a filter's subtypes are any of them (TypeFilter.matches): "Knight or Soldier", as Spanish says "o"
    words += [" or ".join(subtype_title(s) for s in sorted(flt.subtypes))] if flt.subtypes else []
    words += _types(required)
    if not _types(required) and permanent:
        words.append("permanent")
    elif not _types(required) and not card and not flt.subtypes:
        words.append(flt.noun if flt.noun != "card" else "permanent")
    return words


def _colors_join_types(flt: TypeFilter) -> bool:
    """Whether the colours an object must not have are said in one list with the types it must not have, as cards
    print them: "nonartifact, nonblack creature" / "criatura que no sea artefacto ni negra" (one kind of object, with
    types it must not have)."""
    return len(flt.alternatives) == 1 and bool(flt.alternatives[0][1] - {"basic"}) and bool(flt.not_colors)


def _en_head(w: Words, flt: TypeFilter, plural: bool, card: bool) -> str:
    alts, shared = _shared_supertypes([a for a in flt.alternatives if any(a)] or
                                      [(frozenset(), frozenset(), False, False)])
    said = [_en_alternative(flt, a, card) for a in alts]
    if card:
        said[-1] = [*said[-1], "card"]
    if plural:  # "all artifacts, creatures, and lands": each kind in the plural, joined by "and" as Oracle joins
        for words in said if not card else said[-1:]:  # them after "all" (judge 22: "Destroy all artifact, creature,
            if words:  # or lands"); of cards, only "cards": "artifact and enchantment cards" (the kinds qualify it)
                words[-1] = _en_plural(words[-1])
    # the conjunction printed (TypeFilter.joined): "instant or sorcery cards", "… enchantment, and/or land cards"
    joiner = flt.joined or ("and" if plural else "or")
    phrases = [" ".join(words) for words in said if words]
    head = ", ".join(phrases[:-1]) + f", {joiner} " + phrases[-1] if len(phrases) > 2 else f" {joiner} ".join(phrases)
    return " ".join([*_en_pre(flt), *shared, head])


def _en_pre(flt: TypeFilter) -> list[str]:
    """The words English says before the noun and its types: "other", "untapped", "attacking", "nonblack", "red"."""
    pre = []
    if flt.not_source:
        pre.append("other")
    tapped = getattr(flt, "tapped", None)  # "untapped lands", "tapped creatures" (701.26)
    if tapped is not None:
        pre.append("tapped" if tapped else "untapped")
    role = getattr(flt, "combat", None)  # "attacking creatures", "target attacking or blocking creature" (506.4)
    if role and role not in _SOURCE_TAILS:  # "creature blocking it" is said after the noun (_en_tail)
        pre.append(role.replace("_", " "))
    if flt.colored is not None:
        pre.append("colored" if flt.colored else "colorless")
    if flt.how_many_colors is not None:  # 105.2a / 105.2b
        pre.append(f"{flt.how_many_colors}colored")
    if getattr(flt, "historic", False):  # 700.6
        pre.append("historic")
    if flt.not_colors and not _colors_join_types(flt):  # "nonwhite, nonblack creature" (Oracle's comma); with the
        pre.append(", ".join("non" + c for c in ordered_colors(flt.not_colors)))  # types it must not be, said there
    if flt.colors:
        pre.append(" or ".join(ordered_colors(flt.colors)))
    return pre


# the combat roles about the source said after the noun, English (509.1g-h): "creature blocking it"
_SOURCE_TAILS = {"blocking_source": (" blocking it",), "fighting_source": (" blocking or blocked by this permanent",)}


# whose the objects are, as Oracle text says it after the kind (the filter's ``control``)
_EN_WHOSE = {"you": " you control", "not_you": " you don't control", "opponents": " your opponents control",
             "own": " they control", "target": " target player controls",  # one player's: the target's (115.1)
             "target_opponent": " target opponent controls", "defending": " defending player controls",  # 508.5
             "that_player": " that player controls",  # the player named before (608.2c)
             "not_own": " they don't control",  # not the chooser's own (chosen_permanents.py)
             "an_opponent": " an opponent controls"}  # one object of the opponents' (``one_of``), as Oracle says it
# the same in Spanish, as printed cards say it after the noun
_ES_WHOSE = {"you": " que controlas", "not_you": " que no controlas", "own": " que controla",
             "opponents": " que controlan tus oponentes", "target": " que controla el jugador objetivo",
             "target_opponent": " que controla el oponente objetivo", "defending": " que controla el jugador defensor",
             "that_player": " que controla ese jugador", "not_own": " que no controla",
             "an_opponent": " que controla un oponente"}


def one_of(flt: TypeFilter) -> TypeFilter:
    """One object of the opponents' said as cards say it: "target creature an opponent controls", "a creature an
    opponent controls" / "la criatura objetivo que controla un oponente" (never "… your opponents control", which
    Oracle says of several objects and of "each")."""
    return replace(flt, control="an_opponent") if flt.control == "opponents" else flt


def _en_tail(flt: TypeFilter, control: str | None, plural: bool = False, you_are: str | None = None) -> str:
    tail = _SOURCE_TAILS.get(getattr(flt, "combat", None) or "", ("",))[0]
    if getattr(flt, "named_source", False):  # "cards named <this card>" (201.2)
        tail += " named this permanent"
    if getattr(flt, "created_with", False):  # "tokens created with Dual Nature" (607.2a)
        tail += " created with this permanent"
    tail += "".join(f" named {_card_name(n)}" for n in sorted(getattr(flt, "names", ())))  # 201.2
    for kw in sorted(flt.keywords):
        tail += f" with {kw}"
    for kw in sorted(flt.not_keywords):
        tail += f" without {kw}"
    tail += "".join(_en_compare(c, plural) for c in flt.compares if c.ref != "defined")  # "with power 4 or greater"
    who = flt.control or control or ""
    tail += f" {you_are} controls" if who == "you" and you_are else _EN_WHOSE.get(who, "")
    # an amount with words of its own after whose the objects are: "creatures they control with power greater than
    # the number of cards in their hand" (compared_amounts.py reads it so)
    tail += "".join(_en_compare(c, plural) for c in flt.compares if c.ref == "defined")
    # counters after whose, as Oracle text says them: "creature you control with a +1/+1 counter on it", "creatures
    # you control with +1/+1 counters on them" (122.1)
    on = "them" if plural else "it"
    tail += "".join(f" with {kind} counters on them" if plural else f" with {article(kind)} {kind} counter on it"
                    for kind in sorted(flt.counters))
    tail += "".join(f" with no {kind} counters on {on}" for kind in sorted(getattr(flt, "no_counters", ())))
    if flt.greatest:
        among = "permanents" if flt.greatest_among_permanents else "creatures"
        pool = "" if getattr(flt, "greatest_of_these", False) else f" among {among} they control"
        tail += f" with the greatest {_PROPS[flt.greatest][0]}{pool}"
    return tail + _en_named_tail(flt) + _history_tail(flt, False, plural) + shares_tail(flt, False, plural)


# what the object did earlier this turn (TypeFilter.this_turn), said after the noun: English, then Spanish (singular,
# plural; the Spanish "a la / al que" by the noun's gender)
_HISTORY_TAILS = {
    "entered": (" that entered the battlefield this turn", " que entró al campo de batalla este turno",
                " que entraron al campo de batalla este turno"),
    "damaged": (" that was dealt damage this turn", " a {la} que se le hizo daño este turno",
                " a {las} que se les hizo daño este turno"),
    "damage_sources": (" that dealt damage this turn", " que hizo daño este turno", " que hicieron daño este turno"),
    "attackers": (" that attacked this turn", " que atacó este turno", " que atacaron este turno"),
    # a card in a graveyard that died this turn (700.4), said wherever it stands
    "died": (" put into a graveyard from the battlefield this turn",
             " puest{a} en un cementerio desde el campo de batalla este turno",
             " puest{as} en un cementerio desde el campo de batalla este turno")}


def shares_tail(flt: TypeFilter, es: bool, plural: bool) -> str:
    """"that shares a card type with it" / "que comparta un tipo de carta con él" (the subjunctive, as printed Spanish
    says it of an object not yet chosen): the relation to the one object "it" names (grammar/shared_traits.py)."""
    trait = getattr(flt, "shares", None)
    if trait is None:
        return ""
    en, es_words = TRAIT_WORDS[trait]
    if getattr(flt, "shares_with", None) == YOU_DISCARDED:  # the controller's card discarded earlier in the effect
        if es:
            return f" que {'compartan' if plural else 'comparta'} {es_words} con la carta que descartaste"
        return f" that {'share' if plural else 'shares'} {en} with the card you discarded"
    if es:  # "con ella" of a creature, a land or a card, "con él" of a permanent, as printed Spanish says "it"
        kind = (getattr(flt, "shares_with", None) or "").rsplit(":", 1)[-1].split()
        it = "ella" if kind[-1:] in (["creature"], ["land"], ["card"]) or kind[:1] in (["creature"], ["land"]) else "él"
        return f" que {'compartan' if plural else 'comparta'} {es_words} con {it}"
    return f" that {'share' if plural else 'shares'} {en} with it"


def _history_tail(flt: TypeFilter, es: bool, plural: bool) -> str:
    part = getattr(flt, "this_turn", None)
    if part is None:
        return ""
    if not es:
        said = _HISTORY_TAILS[part][0]
        return said.replace(" was ", " were ") if plural else said
    fem = flt.noun in ("creature", "land", "card")
    return _HISTORY_TAILS[part][2 if plural else 1].format(la="la" if fem else "el", las="las" if fem else "los",
                                                            a="a" if fem else "o", **{"as": "as" if fem else "os"})


# "of the first type" (an order of types chosen before) → Spanish "del primer tipo"
_NTH = {"first": "primer", "second": "segundo", "third": "tercer", "fourth": "cuarto"}


def same_name_noun(flt: TypeFilter) -> str:
    """The noun "with the same name as that …" says (201.2): "spell" for the cast trigger's spell, the noun the
    binding kept ("that:creature": "cards with the same name as that creature", grammar/same_name.py), else the
    filter's own."""
    if flt.same_name == "spell":
        return "spell"
    return (flt.same_name or "").partition(":")[2] or flt.noun


def _en_named_tail(flt: TypeFilter) -> str:
    """"of the chosen type", "with the chosen name" (607.2d); "with the same name as that artifact" (201.2)."""
    tail = {"that": " of that type", "any": " of a type chosen this way",
            "none": " that aren't of a type chosen this way", "type": " of the chosen type",
            "color": " of the chosen color", "your_color": " of the color of your choice",
            "your_type": " of the creature type of your choice", "that_color": " of that color",
            "name": " with the chosen name", **{n: f" of the {n} type" for n in _NTH}}.get(getattr(flt, "chosen", None)
                                                                                         or "", "")
    that = same_name_noun(flt)  # the cast trigger's spell, or the target's own noun
    if flt.same_name in _EARLIER_SAID:  # the card this effect exiled or chose (608.2c)
        return tail + f" with the same name as the {_EARLIER_SAID[flt.same_name][0]} card"
    return tail + (f" with the same name as that {that}" if flt.same_name else "")


# "… the same name as the exiled card / the chosen card" (grammar/same_name.py): English, Spanish participle
_EARLIER_SAID = {"exiled": ("exiled", "exiliada"), "chosen_card": ("chosen", "elegida")}


_EN_OPS = {"le": ("less", "less than or equal to"), "ge": ("greater", "greater than or equal to"),
           "lt": ("less", "less than"), "gt": ("greater", "greater than")}
_ES_OPS = {"le": ("menos", "igual o menor que"), "ge": ("más", "igual o mayor que"), "lt": ("menos", "menor que"),
           "gt": ("más", "mayor que")}


def defined_compares(w: Words, flt: TypeFilter, plural: bool = True) -> tuple[TypeFilter, str]:
    """(the filter without its compared amounts the card defines, those said): a step that says whose the objects
    are itself ("… that player controls", on_mass.py) says them after it, as the card does and compared_amounts.py
    reads them."""
    defined = [c for c in flt.compares if c.ref == "defined"]
    rest = replace(flt, compares=tuple(c for c in flt.compares if c.ref != "defined"))
    return rest, "".join(_es_compare(c) if w.es else _en_compare(c, plural) for c in defined)


def _person(c: Compare) -> str:
    """Whose a defined amount is said as: each object's controller's, "their" (Compare.theirs), or "your"."""
    return "3" if c.theirs else "you"


def _en_compare(c: Compare, plural: bool = False) -> str:
    """"with power 4 or greater", "with mana value X or less", "with power less than or equal to this permanent's
    power": the comparison as Oracle text says it."""
    prop = _PROPS[c.prop][0]
    if c.ref == "defined":  # "with power less than or equal to the number of Islands you control"
        return f" with {prop} {_EN_OPS[c.op][1]} {DEFINED_AMOUNT[0](Words('en'), c.count, _person(c))}"
    if c.ref == "source":
        return f" with {prop} {_EN_OPS[c.op][1]} this permanent's {_PROPS[c.of or 'power'][0]}"
    if c.ref == "own":  # "with power greater than its toughness" (208.1)
        return f" with {prop} {_EN_OPS[c.op][1]} {'their' if plural else 'its'} {_PROPS[c.of or 'toughness'][0]}"
    if c.op == "eq":  # "with converted mana cost X": that value exactly
        return f" with {prop} {'X' if c.ref == 'x' else c.n}"
    return f" with {prop} {'X' if c.ref == 'x' else c.n} or {_EN_OPS[c.op][0]}"


def _es_compare(c: Compare) -> str:
    """"con fuerza de 4 o más", "con valor de maná de X o menos", "con fuerza igual o menor que la fuerza de este
    permanente"."""
    prop = _PROPS[c.prop][1]
    if c.ref == "defined":  # "con fuerza igual o menor que el número de Islas que controlas"
        return f" con {prop} {_ES_OPS[c.op][1]} {DEFINED_AMOUNT[0](Words('es'), c.count, _person(c))}"
    if c.ref == "source":
        of = _PROPS[c.of or "power"][1]
        return f" con {prop} {_ES_OPS[c.op][1]} {'el' if of.startswith('valor') else 'la'} {of} de este permanente"
    if c.ref == "own":  # "con fuerza mayor que su resistencia" (208.1)
        return f" con {prop} {_ES_OPS[c.op][1]} su {_PROPS[c.of or 'toughness'][1]}"
    if c.op == "eq":
        return f" con {prop} de {'X' if c.ref == 'x' else c.n}"
    return f" con {prop} de {'X' if c.ref == 'x' else c.n} o {_ES_OPS[c.op][0]}"


# --------------------------------------------------------------------------------------------- Spanish
def _es_alternative(w: Words, flt: TypeFilter, alt: tuple[frozenset[str], frozenset[str], bool, bool],
                    plural: bool, card: bool) -> tuple[str, bool]:
    """(the words, whether the head noun is feminine)."""
    land_types = _land_types_said(flt, alt, card, "es")
    if land_types is not None:  # "una carta de Montaña, Bosque o Llanura básica"
        return " ".join(land_types + (["básica"] if alt[2] else [])), True
    required, forbidden, basic, permanent = alt
    types = _types(required)
    head = types[0] if types else ("permanent" if permanent or not card else "card")
    if card:
        words = [" ".join([w.noun(t, False) for t in types])] if types else []
        words = words or (["permanente"] if permanent else [])  # "cartas de permanente" (110.4b)
        feminine = w.feminine(types[0]) if types else True
    else:
        words = [w.noun(head, plural)] + [w.noun(t, False) for t in types[1:]]
        feminine = w.feminine(head)
    # any of them (TypeFilter.matches), as the English "Werewolf or Wolf": "criaturas Hombre lobo o Lobo"
    words += [" o ".join(es_subtype_said(s, False) for s in sorted(flt.subtypes))] if flt.subtypes else []
    words += [_ES_SUPERTYPES[t][1 if feminine else 0] + ("s" if plural and not card else "") for t in
              _supertypes(required)]
    words += ["no " + _ES_SUPERTYPES[t][1 if feminine else 0] + ("s" if plural and not card else "")
              for t in _supertypes(forbidden)]  # "carta de criatura no legendaria" (205.4)
    if basic or "basic" in forbidden:  # "tierra básica", "tierras no básicas"
        adjective = ("básica" if feminine else "básico") + ("s" if plural and not card else "")
        words.append(adjective if basic else "no " + adjective)
    words = [word for word in words if word]
    nots = [w.noun(t, False) if t in _NOUN_TYPES else _ES_WORDS.get(t, t) for t in _types(forbidden - {"basic"})]
    nots += [es_subtype_said(s, False) for s in sorted(flt.not_subtypes)]
    if nots:
        words.append(("que no sean " if plural and not card else "que no sea ") + " ni ".join(nots))
    return " ".join(words), feminine


def es_subtype_said(subtype: str, plural: bool) -> str:
    """A subtype as printed Spanish names it ("knight" → "Caballero", plural "Caballeros"; "saproling" →
    "Saprolines"): the terminology's Spanish, which the Spanish grammar reads back (spanish_terms.py)."""
    from ..grammar.spanish_terms import spanish_subtype_name

    name = spanish_subtype_name(subtype)
    if name is None:
        said = subtype_title(subtype)  # no Spanish name: as the rules spell it
        return _en_plural(said) if plural else said
    if not plural or " " in name:
        return name
    if name[-1] in "aeiouAEIOU":
        return name + "s"
    if name.endswith("z"):
        return name[:-1] + "ces"
    stressed = str.maketrans("áéíóú", "aeiou")  # "Saprolín" → "Saprolines": the stress mark goes with the plural
    return name[:-3] + name[-3:].translate(stressed) + "es"


def _es_color(color: str, feminine: bool, plural: bool) -> str:
    stem = _ES_COLORS[color]
    if stem.endswith(("l", "e")):
        return stem + ("es" if plural and stem.endswith("l") else "s" if plural else "")
    return stem + ("a" if feminine else "o") + ("s" if plural else "")


def _es_subtype_head(flt: TypeFilter, plural: bool) -> str:
    """"Zombies que controlas": the subtype is the noun; "los otros Zombies", "otro Vampiro objetivo" (109.3)."""
    head = " o ".join(es_subtype_said(s, plural) for s in sorted(flt.subtypes))
    if flt.not_source:
        fem = all(s in _ES_FEMININE_SUBTYPES for s in flt.subtypes)
        head = ("otras " if fem else "otros ") + head if plural else ("otra " if fem else "otro ") + head
    return head


def _es_head(w: Words, flt: TypeFilter, plural: bool, card: bool) -> str:
    if not flt.alternatives and flt.subtypes and not card:  # "Zombies que controlas": the subtype is the noun
        feminine = all(s in _ES_FEMININE_SUBTYPES for s in flt.subtypes)
        return _es_adjectives(_es_subtype_head(flt, plural), flt, feminine, plural)  # "otro Kithkin atacante"
    if flt.noun == "source" and not flt.alternatives and not card:  # "fuentes rojas" (609.7b: any object, a spell too)
        return _es_adjectives("fuentes" if plural else "fuente", flt, True, plural)
    alts = [a for a in flt.alternatives if any(a)] or [(frozenset(), frozenset(), False, False)]
    alts, shared = _shared_supertypes(alts) if not card else (alts, [])
    said = [_es_alternative(w, flt, a, plural, card) for a in alts]
    feminine = said[0][1]
    phrases = [s for s, _ in said if s]
    # the conjunction printed (TypeFilter.joined): "y/o" as printed Spanish says English "and/or" ("cartas de
    # instantáneo y/o de conjuro", the "de" said again before a card's second type), else "o"
    joiner = " y/o " if flt.joined == "and/or" else " o "
    if joiner == " y/o " and card and len(phrases) == 2:
        phrases[-1] = "de " + phrases[-1]
    head = joiner.join(phrases) if len(phrases) < 3 else ", ".join(phrases[:-1]) + joiner + phrases[-1]
    head += "".join(f" {_ES_SUPERTYPES[t][1 if said[-1][1] else 0]}{'s' if plural else ''}" for t in shared)
    if card:
        # "una carta de criatura", but "una carta que no sea tierra" (no type said, only what it is not)
        head = w.noun("card", plural) + ((" " if head.startswith("que ") else " de ") + head if head else "")
        feminine = True
    if flt.not_source:
        head = ("otras " if feminine else "otros ") + head if plural else ("otra " if feminine else "otro ") + head
    # the adjectives go with the noun, before what it is not: "criaturas atacantes que no sean Humano" (as printed)
    m = _NOT_WHAT.search(head)
    if m is None:
        return _es_adjectives(head, flt, feminine, plural)
    joined = _colors_join_types(flt)  # "la criatura objetivo que no sea artefacto ni negra": one list, types first
    spoken = _es_adjectives(head[:m.start()], replace(flt, not_colors=frozenset()) if joined else flt, feminine, plural)
    return spoken + m.group(0) + "".join(f" ni {_es_color(c, feminine, plural)}" for c in ordered_colors(
        flt.not_colors) if joined)


def es_source_role(role: str, feminine: bool, plural: bool) -> str:
    """" que lo esté bloqueando" ("lo": the source, "este permanente"), " que esté bloqueando a este permanente o
    esté bloqueada por él" (509.1g-h): a combat role about the source, said after the noun (and after "objetivo")."""
    esta = " estén" if plural else " esté"
    if role == "blocking_source":
        return f" que lo{esta} bloqueando"
    blocked = "bloquead" + ("a" if feminine else "o") + ("s" if plural else "")
    return f" que{esta} bloqueando a este permanente o{esta} {blocked} por él"


def _es_adjectives(head: str, flt: TypeFilter, feminine: bool, plural: bool) -> str:
    """What printed Spanish says after the noun, whichever the noun: "girada", "atacantes", "incolora", "negra"."""
    tapped = getattr(flt, "tapped", None)
    if tapped is not None:
        adjective = ("girad" if tapped else "enderezad") + ("a" if feminine else "o") + ("s" if plural else "")
        head += " " + adjective
    role = getattr(flt, "combat", None)  # "criaturas atacantes", "criatura atacante o bloqueadora" (506.4)
    if role in _SOURCE_TAILS:
        head += es_source_role(role, feminine, plural)
    elif role:
        head += " " + " o ".join(_es_combat(r, feminine, plural) for r in role.split("_or_"))
    if flt.colored is not None:
        head += " " + ("de color" if flt.colored else "incolora" if feminine else "incoloro") + ("s" if plural else "")
    if getattr(flt, "historic", False):  # "carta histórica" (700.6)
        head += " históric" + ("a" if feminine else "o") + ("s" if plural else "")
    if flt.how_many_colors is not None:  # "criatura monocolor", "permanentes multicolores" (105.2a, 105.2b)
        head += f" {flt.how_many_colors}color" + ("es" if plural else "")
    if flt.colors:
        head += " " + " o ".join(_es_color(c, feminine, plural) for c in ordered_colors(flt.colors))
    if flt.not_colors:
        head += (" que no sean " if plural else " que no sea ") \
            + " ni ".join(_es_color(c, feminine, plural) for c in ordered_colors(flt.not_colors))
    return head


_ES_COMBAT = {"attacking": ("atacante", "atacante"), "nonattacking": ("no atacante", "no atacante"),
              "blocking": ("bloqueador", "bloqueadora"), "nonblocking": ("no bloqueador", "no bloqueadora"),
              "blocked": ("bloqueado", "bloqueada"), "unblocked": ("no bloqueado", "no bloqueada")}


def _es_combat(role: str, feminine: bool, plural: bool) -> str:
    """A combat role as printed Spanish says it after the noun: "atacantes", "bloqueadora", "no bloqueadas"."""
    word = _ES_COMBAT[role][1 if feminine else 0]
    return word + ("" if not plural else "s" if word.endswith(("e", "a", "o")) else "es")


def _card_name(folded: str) -> str:
    """A card's name the filter keeps folded ("festering newt"), said as cards print it ("Festering Newt")."""
    return " ".join(w if w in ("of", "the", "a", "an", "and", "to", "in", "from") else w[:1].upper() + w[1:]
                    for w in folded.split())


def _es_tail(flt: TypeFilter, control: str | None, plural: bool = False, you_are: str | None = None) -> str:
    tail = "".join(f" llamada {_card_name(n)}" for n in sorted(getattr(flt, "names", ())))  # 201.2
    if getattr(flt, "named_source", False):  # "cards named <this card>" (201.2): never left unsaid
        tail += " con el mismo nombre que este permanente"
    if getattr(flt, "created_with", False):  # "las fichas creadas con la Naturaleza dual" (607.2a)
        tail += " creadas con este permanente"
    for kw in sorted(flt.keywords):
        tail += f" con {ES_KEYWORDS.get(kw, kw)}"
    for kw in sorted(flt.not_keywords):
        tail += f" sin {ES_KEYWORDS.get(kw, kw)}"
    tail += "".join(_es_compare(c) for c in flt.compares if c.ref != "defined")
    tail += "".join(f" con un contador {counter_es(kind)} encima" for kind in sorted(flt.counters))
    tail += "".join(f" sin contadores {counter_es(kind)}" for kind in sorted(getattr(flt, "no_counters", ())))
    who = flt.control or control
    tail += f" que controla {you_are}" if who == "you" and you_are else _ES_WHOSE.get(who or "", "")
    tail += "".join(_es_compare(c) for c in flt.compares if c.ref == "defined")  # its own words last, as English
    if flt.greatest:
        among = "los permanentes" if flt.greatest_among_permanents else "las criaturas"
        pool = "" if getattr(flt, "greatest_of_these", False) else f" entre {among} que controla"
        the = "el" if flt.greatest == "mana_value" else "la"  # "el mayor valor de maná", "la mayor fuerza"
        tail += f" con {the} mayor {_PROPS[flt.greatest][1]}{pool}"
    tail += {"that": " de ese tipo", "any": " de un tipo elegido de esta manera",
             "none": " que no sean de un tipo elegido de esta manera", "type": " del tipo elegido",
             "color": " del color elegido", "your_color": " del color de tu elección",
             "your_type": " del tipo de criatura de tu elección", "that_color": " de ese color",
             "name": " con el nombre elegido", **{n: f" del {es} tipo" for n, es in _NTH.items()}}.get(
                 getattr(flt, "chosen", None) or "", "")
    if flt.same_name in _EARLIER_SAID:  # "… con el mismo nombre que la carta exiliada / elegida" (608.2c)
        tail += f" con el mismo nombre que la carta {_EARLIER_SAID[flt.same_name][1]}"
    elif flt.same_name:  # "… con el mismo nombre que ese artefacto / esa criatura / ese hechizo" (201.2)
        that = same_name_noun(flt)
        noun = "ese hechizo" if that == "spell" else "esa carta" if that == "card" else \
            SAME_NAME_NOUNS.get(that, SAME_NAME_NOUNS["permanent"])[2]
        tail += f" con el mismo nombre que {noun}"
    return tail + _history_tail(flt, True, plural) + shares_tail(flt, True, plural)


# --------------------------------------------------------------------------------------------- phrases
def objects(w: Words, flt: TypeFilter, plural: bool, card: bool = False, control: str | None = None,
            you_are: str | None = None) -> str:
    """The objects without a count: "creatures with flying", "cartas de tierra básica". ``you_are``: the player
    "you" is when the sentence is said of another ("spells Bob casts that target a Merfolk Dave controls"; judge 30
    found "a Merfolk you control" there, read as Bob's)."""
    if flt.either:  # "Plains or white permanents", "Llanuras o permanentes blancos"
        return _either(w, flt, [objects(w, f, plural, card) for f in flt.either], control, plural, you_are)
    if w.es:
        return _es_head(w, flt, plural, card) + _es_tail(flt, control, plural, you_are)
    return _en_head(w, flt, plural, card) + _en_tail(flt, control, plural, you_are)


def _either(w: Words, flt: TypeFilter, said: list[str], control: str | None, plural: bool,
            you_are: str | None) -> str:
    """Either of two whole filters (``TypeFilter.either``): each said as printed, then what both share ("… they
    control")."""
    tail = _es_tail(flt, control, plural, you_are) if w.es else _en_tail(flt, control, plural, you_are)
    return w.pick(" or ", " o ").join(said) + tail


def head(w: Words, flt: TypeFilter) -> str:
    """The object's noun with its adjectives, without what follows it ("creature", not "creature with a fate counter
    on it"): what a possessive names ("that creature's controller"; a tail there would read "… on it's controller")."""
    return _es_head(w, flt, False, False) if w.es else _en_head(w, flt, False, False)


def a_target(w: Words, flt: TypeFilter, card: bool = False) -> str:
    """One target (115.1): "target creature you control"; Spanish as printed cards say it, its article first and
    "objetivo" right after the noun, before whatever else the phrase says ("la criatura objetivo que controlas", "el
    artefacto objetivo", "la criatura objetivo con fuerza de 2 o menos", "la carta de criatura objetivo")."""
    flt = one_of(flt)
    if not w.es:
        said = objects(w, flt, False, card)
        return "another target " + said[len("other "):] if said.startswith("other ") else "target " + said
    role = getattr(flt, "combat", None) or ""
    if role in _SOURCE_TAILS:  # "la criatura objetivo que lo esté bloqueando": the role after "objetivo"
        return a_target(w, replace(flt, combat=None), card) + es_source_role(role, feminine(w, flt, card), False)
    head, not_what = _what_it_is_not(_es_head(w, flt, False, card))
    if head.startswith(("otra ", "otro ")):  # "otro permanente objetivo", never "el otro …" (printed Spanish)
        return f"{head} objetivo{not_what}{_es_tail(flt, None)}"
    article = "la" if feminine(w, flt, card) else "el"
    return f"{article} {head} objetivo{not_what}{_es_tail(flt, None)}"


_NOT_WHAT = re.compile(r" que no sean? .*$")


def _what_it_is_not(head: str) -> tuple[str, str]:
    """The noun and what the target must not be, which printed Spanish says after "objetivo": "la criatura objetivo
    que no sea negra", "dos criaturas objetivo que no sean artefacto", "otra criatura atacante objetivo que no sea
    Humano" (the adjectives are said with the noun, before it: ``_es_head``)."""
    m = _NOT_WHAT.search(head)
    return (head, "") if m is None else (head[:m.start()], m.group(0))


def feminine(w: Words, flt: TypeFilter, card: bool) -> bool:
    if card:
        return True
    alts = [a for a in flt.alternatives if any(a)]
    types = _types(alts[0][0]) if alts else []
    if not types and flt.subtypes:  # a subtype as the noun: "una Llanura", "una Montaña", but "un Pantano"
        return bool(flt.subtypes) and all(s in _ES_FEMININE_SUBTYPES for s in flt.subtypes)
    return w.feminine(types[0]) if types else False


# The subtypes printed Spanish names with a feminine noun (its article and "otra"): the land types Llanura, Isla and
# Montaña; a creature type's Spanish name is masculine ("los Zombies", "otro Vampiro").
_ES_FEMININE_SUBTYPES = frozenset({"plains", "island", "mountain"})


def counted(w: Words, n: int, flt: TypeFilter, card: bool = False, control: str | None = None,
            you_are: str | None = None) -> str:
    """"a creature", "two lands", "an artifact, creature, or land card", "una carta de criatura"."""
    if flt.either and n == 1:  # "a Plains or a white permanent", "una Llanura o un permanente blanco" (each its own)
        return _either(w, flt, [counted(w, 1, f, card) for f in flt.either], control, False, you_are)
    flt, control = (one_of(flt), "an_opponent" if control == "opponents" else control) if n == 1 else (flt, control)
    body = objects(w, flt, n != 1, card, control, you_are)
    if getattr(flt, "chosen", None) in _NTH and " " in body:  # as printed: "one permanent of the first type, … two of
        # the second type" ("un permanente del primer tipo, … dos del segundo tipo")
        return f"{w.pick('one', 'un')} {body}" if n == 1 else f"{w.number(n)} {body.split(' ', 1)[1]}"
    if w.es:
        if n == 1 and body.startswith(("otra ", "otro ")):  # "otra criatura", never "una otra criatura"
            return body
        other, rest = body.split(" ", 1) if body.startswith(("otras ", "otros ")) else ("", body)
        return f"{other} {w.number(n, feminine(w, flt, card))} {rest}".strip()  # "otras dos criaturas", as printed
    if n == 1 and body.startswith("other "):  # "another creature" (a creature other than the source)
        return "an" + body
    head = article(body) if n == 1 else w.number(n)
    return f"{head} {body}"


def each(w: Words, flt: TypeFilter, card: bool = False, control: str | None = None) -> str:
    """"each creature without flying", "cada criatura que controlas"."""
    return w.pick("each ", "cada ") + objects(w, flt, False, card, control)


def all_of(w: Words, flt: TypeFilter, card: bool = False, control: str | None = None) -> str:
    """"all creature cards", "todas las cartas de criatura"."""
    if w.es:
        fem = feminine(w, flt, card)
        return ("todas las " if fem else "todos los ") + objects(w, flt, True, card, control)
    return "all " + objects(w, flt, True, card, control)


def that_object(w: Words, flt: TypeFilter) -> str:
    """"that creature" / "esa criatura", "that land" / "esa tierra": the object a trigger event is about (603.2)."""
    said = objects(w, flt, False)
    return w.pick(f"that {said}", f"{'esa' if feminine(w, flt, False) else 'ese'} {said}")


#: how an X the card defines is said ("X", and ", where X is …" at the end of the clause): amounts.py's ``number``,
#: which reads this module (no import circle)
DEFINED_X: list[Callable[[Words, Any], str]] = []
#: an amount the card defines said as a noun phrase ("the number of Faeries you control"), from the grammar's count
#: (a filter's comparison, ``Compare.count``): amounts.py's reading, registered there (no import circle)
DEFINED_AMOUNT: list[Callable[..., str]] = []


def counted_target(w: Words, flt: TypeFilter, count: Any) -> str:
    """Several targets of one word (601.2c, a plan ``TargetCount``): "two target creatures", "up to two target
    creatures", "X target artifacts", "any number of target spells", "one or two target creatures"; Spanish
    "dos criaturas objetivo", "hasta dos …", "X artefactos objetivo", "cualquier número de criaturas objetivo"."""
    fem = feminine(w, flt, False)

    def said(n: int | None) -> str:
        if n is None and count.x is not None:  # "up to X target lands, where X is …" (107.3c): said at the end
            return DEFINED_X[0](w, count.x)
        return "X" if n is None else (w.pick("one", "una" if fem else "uno") if n == 1 else w.number(n, fem))

    if count.least == count.most == 1:  # "… and target land": one, said as one target is ("la tierra objetivo")
        lead = w.pick("", "la " if fem else "el ")
    elif count.any_number:
        lead = w.pick("any number of ", "cualquier número de ")
    elif count.least == 0:
        lead = w.pick("up to ", "hasta ") + said(count.most) + " "
    elif count.least == count.most or count.least is None:
        lead = said(count.most) + " "
    else:
        lead = said(count.least) + w.pick(" or ", " o ") + said(count.most) + " "
    other = w.pick("other ", "otras " if fem else "otros ") if count.other else ""  # 115.3
    if w.es and count.other and count.most == 1:  # "hasta otro artefacto o encantamiento objetivo"
        lead, other = ("hasta " if count.least == 0 else ""), ("otra " if fem else "otro ")
    many = count.most != 1 or count.any_number
    if w.es:  # "hasta dos criaturas objetivo que controlan tus oponentes": "objetivo" right after the noun
        head, not_what = _what_it_is_not(_es_head(w, flt, many, False))
        return lead + other + head + " objetivo" + not_what + _es_tail(flt, None)
    return lead + other + "target " + objects(w, flt, many)
