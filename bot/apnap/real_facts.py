"""A board object's printed facts from the card database: what a scenario named only by name (short form,
"Grizzly Bears (creature)") still has, as every real card does.

Why: scenario-format.md says a property not given is unknown "or, with the card database, taken from the real
card of that name". A creature dealt damage and given by name only would otherwise leave lethal damage (704.5g)
undecided. Only facts the board left out are filled (never one it gives), only from a card whose name is exactly
the object's (a fuzzy match could be another card), never for a token (111.4: a token is no card) and never a
characteristic the card does not print as a number ("*": 208.2, worked out by its own ability).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from .board import MAX_NAME_CHARS
from .card_names import short_names
from .model import CARD_TYPES, Game, GameObject
from .oracle import CardLookup, CardText
from .printed_keywords import printed_keywords

#: At most this many board names are looked up (one request each, before anything is parsed).
MAX_REAL_LOOKUPS = 40
_PUBLIC_ZONES = ("battlefield", "graveyard", "exile")


def _wants(obj: GameObject) -> bool:
    """Whether the database could add something: a named card of no given type or mana value, or a creature
    with no P/T."""
    if not obj.known or "token" in obj.types:
        return False
    if obj.mana_value is None and "land" not in obj.types:  # "where X is the exiled card's mana value" (107.3c)
        return True
    return not obj.types or (obj.is_creature() and (obj.power is None or obj.toughness is None or not obj.subtypes))


def card_names(data: Any) -> list[str]:
    """The names a scenario mapping asks the card database for (``card:``, then the board's), as the loader will."""
    if not isinstance(data, Mapping):
        return []
    raw = data.get("card")
    if isinstance(raw, bool) or not isinstance(raw, (str, int, float)):
        return board_card_names(data)
    name = " ".join(str(raw).split())
    return ([name] if name and len(name) <= MAX_NAME_CHARS else []) + board_card_names(data)


def board_card_names(data: Any) -> list[str]:
    """The names of the board's public objects a lookup may complete (short forms and long forms alike, bounded):
    the names a front end asks the card database for before the scenario is loaded."""
    names: list[str] = []
    players = data.get("players") if isinstance(data, Mapping) else None
    for player in players if isinstance(players, list) else []:
        for zone in _PUBLIC_ZONES:
            items = player.get(zone) if isinstance(player, Mapping) else None
            for item in items if isinstance(items, list) else []:
                name = _name_of(item)
                if name and name not in names and len(names) < MAX_REAL_LOOKUPS:
                    names.append(name)
    stack = data.get("spells") if isinstance(data, Mapping) else None  # a spell's own "can't be countered" (113.6g)
    for item in stack if isinstance(stack, list) else []:
        name = None if isinstance(item, Mapping) and (item.get("ability") or item.get("text")) else _name_of(item)
        if name and name not in names and len(names) < MAX_REAL_LOOKUPS:
            names.append(name)
    return names


def _name_of(item: Any) -> str | None:
    if isinstance(item, str):
        text, _, kinds = item.partition(" (")
        return None if "token" in kinds.lower() else " ".join(text.split()) or None
    if isinstance(item, Mapping) and isinstance(item.get("name"), str) and not item.get("token"):
        return " ".join(str(item["name"]).split()) or None
    return None


def fill_real_facts(game: Game, lookup: CardLookup | None) -> None:
    """Give each public object of the board what its real card prints and the board left out."""
    if lookup is None:
        return
    asked: dict[str, CardText | None] = {}
    for player in game.players:
        for zone in _PUBLIC_ZONES:
            objects = player.zones.get(zone, [])
            for i, obj in enumerate(objects):
                if not _wants(obj) and not (zone == "battlefield" and _wants_text(obj)):
                    continue
                key = obj.name.casefold()
                if key not in asked and len(asked) < MAX_REAL_LOOKUPS:
                    asked[key] = lookup(obj.name)
                found = asked.get(key)
                if found is not None and key in (found.name.casefold(), (found.printed_name or "").casefold()):
                    objects[i] = _completed(obj, found, with_text=zone == "battlefield")


def _wants_text(obj: GameObject) -> bool:
    """A permanent card whose text the board did not give: its replacement statics may apply (614.1a)."""
    return obj.known and obj.text is None and "token" not in obj.types


@lru_cache(maxsize=4096)
def _completed(obj: GameObject, card: CardText, with_text: bool = False) -> GameObject:
    """``obj`` with what ``card`` prints and it lacks. Cached by the object's identity (a ``GameObject`` is frozen and
    compared by identity, so an entry keeps its object alive and is never another's): a board object built before is the
    same object again (board.py ``_BUILT``), and remaking its completed copy (``dataclasses.replace`` of a frozen
    dataclass) was a tenth of loading the corpus bench's board. The answer is a pure function of the three."""
    facts = _printed_facts(card, obj.name, with_text)
    changes: dict[str, Any] = {}
    if facts.text is not None and obj.text is None:  # one face: its own text; a vanilla card's is "" (it makes no mana)
        changes["text"] = facts.text
        if not obj.keywords and facts.keywords:  # "Flying": the real card's (702)
            changes["keywords"] = facts.keywords
    if not obj.types and facts.types:
        changes["types"] = facts.types
    if obj.mana_value is None and facts.mana_value is not None:
        changes["mana_value"] = facts.mana_value  # 202.3: a split card's is both halves'
    if "creature" in (obj.types or facts.types):
        if obj.power is None and facts.power is not None:
            changes["power"] = facts.power
        if obj.toughness is None and facts.toughness is not None:
            changes["toughness"] = facts.toughness
        if not obj.subtypes and facts.subtypes:
            changes["subtypes"] = facts.subtypes
    return replace(obj, **changes) if changes else obj


@dataclass(frozen=True, slots=True)
class _Printed:
    """What one card prints that a board object may lack, worked out once per card and board name."""

    text: str | None
    keywords: frozenset[str]
    types: frozenset[str]
    mana_value: int | None
    power: int | None
    toughness: int | None
    subtypes: frozenset[str]


@lru_cache(maxsize=512)
def _printed_facts(card: CardText, name: str, with_text: bool) -> _Printed:
    """The card's printed facts, cached: every request on a board names the same cards, and reading a card's type
    line, keywords and mana value again for each of its objects was a tenth of a slow request's CPU (bench/)."""
    front = card.type_line.split(" // ")[0]
    kinds, _, subs = front.partition("—")
    one_face = " // " not in card.type_line
    text = None
    if with_text and card.text is not None and one_face:
        text = printed_as_named(card, name) if card.text else card.text
    return _Printed(
        text=text, keywords=printed_keywords(card.text) if text else frozenset(),
        types=frozenset(w for w in kinds.lower().split() if w in CARD_TYPES),
        mana_value=printed_mana_value(card.mana_cost) if card.mana_cost is not None and one_face else None,
        power=_number(card.power), toughness=_number(card.toughness),
        subtypes=frozenset(w.lower() for w in subs.split()))


def printed_as_named(card: CardText, name: str) -> str:
    """The card's text, calling itself by the name the board gave it: a board object named by its printed Spanish
    name ("Anillo de destierro") is the card whose Oracle text says "When Oblivion Ring leaves the battlefield", and
    that name is its own (201.5), so its triggers and statics read it as "this" (parse_when, own_names)."""
    if name.casefold() == card.name.casefold():
        return card.text
    text = card.text
    for own in short_names(card.name):  # the full name first, then the part before a comma ("Rankle")
        text = re.sub(rf"(?<![\w'’]){re.escape(own)}(?![\w'’])", lambda _m: name, text)
    return text


_SYMBOL_RE = re.compile(r"\{([^}]+)\}")  # a mana symbol's inside, compiled once (read for every board card)


def printed_mana_value(mana_cost: str) -> int:
    """{4} → 4, {U}{U} → 2, {2/W} → 2, {X}{R} → 1 (202.3: each coloured or hybrid symbol is one, a generic symbol
    its number, the largest of a hybrid's halves, X is 0 off the stack, 107.3e)."""
    total = 0
    for symbol in _SYMBOL_RE.findall(mana_cost):
        halves = [h for h in symbol.upper().split("/") if h != "P"]  # {W/P}: Phyrexian mana is one
        numbers = [int(h) for h in halves if h.isdigit()]
        if halves == ["X"] or halves in (["Y"], ["Z"]):
            continue
        total += max(numbers) if numbers else 1
    return total


def _number(value: str | None) -> int | None:
    text = (value or "").strip()
    return int(text) if text.lstrip("-").isdigit() else None
