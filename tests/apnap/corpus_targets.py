"""The bench's answer to a target of a kind its fixed board lacks ("target tapped creature", "target Treefolk",
"target snow creature", "target instant or sorcery card from your graveyard"): one object OF THAT KIND, added
where the text looks for it, as a scenario file would give one.

Why from the plan and not from a list: the kind is what the grammar read (the step's ``TypeFilter``), so the object
is made to that reading and nothing else; the engine then checks it as it checks any target (115.1, 608.2b). A
reading that dropped a word would still meet the board's own objects first (the bench tries every one of them
before this), so this adds no pass a wrong reading would not already get. An object the reading cannot describe
(a colour and a "non" of it, a "greatest" among others) is not made: the ability stays refused.
"""

from __future__ import annotations

from typing import Any

from bot.apnap.grammar import TypeFilter, parse_effect
from bot.apnap.oracle import select, short_names
from bot.apnap.plan import plan_of
from bot.apnap.plan.steps_board import CardFromGraveyard
from bot.errors import BotError

KIND_OBJECT = "Target Object"  # its name: none of the standard board's
_CARD_ONLY = ("instant", "sorcery")  # kinds no permanent is (a card in a graveyard)
_PERMANENT_KINDS = ("creature", "artifact", "enchantment", "land", "planeswalker")


def target_filter(text: str, index: int, card: str) -> tuple[TypeFilter, bool] | None:
    """The kind the ability's object target must be, and whether it is a graveyard card; None if none is read."""
    try:
        chosen = select(text, index, (), None)
        steps = plan_of(parse_effect(chosen.effect, None, None, short_names(card))).steps
    except BotError:
        return None
    for step in steps:
        if not getattr(step, "targets_object", False):
            continue
        flt = getattr(step, "objects", None)
        if isinstance(flt, TypeFilter):
            return flt, isinstance(step, CardFromGraveyard)
    return None


_SUBTYPE_KIND = {"aura": "enchantment", "equipment": "artifact"}


def object_of_kind(flt: TypeFilter, card: bool) -> dict[str, Any] | None:
    """The long form of one object the filter accepts, or None when its words ask for more than this describes."""
    if flt.greatest or flt.chosen or flt.unknown_props or flt.how_many_colors:  # "another": it is not the source
        return None
    required, forbidden, _basic, _any_permanent = flt.alternatives[0] if flt.alternatives else (
        frozenset(), frozenset(), False, True)
    kinds = set(required)
    if not kinds & {*_PERMANENT_KINDS, *_CARD_ONLY}:  # "noncreature, nonland card", "target permanent"
        # a creature type ("target Goblin card") is a creature's (205.3d); an Aura an enchantment's, an Equipment an
        # artifact's (205.3h, 205.3g); else an instant card first
        order = _PERMANENT_KINDS if flt.subtypes else (_CARD_ONLY if card else ()) + _PERMANENT_KINDS
        owning = _SUBTYPE_KIND.get(next(iter(flt.subtypes), "")) if len(flt.subtypes) == 1 else None
        pick = owning if owning is not None and owning not in forbidden else \
            next((k for k in order if k not in forbidden), None)
        if pick is None:
            return None
        kinds.add(pick)
    if kinds & forbidden or (not card and kinds & set(_CARD_ONLY)):
        return None
    colors = sorted(flt.colors)[:1]
    if set(colors) & flt.not_colors:
        return None
    obj: dict[str, Any] = {"name": KIND_OBJECT, "types": sorted(kinds), "colors": colors,
                           "subtypes": sorted(flt.subtypes)[:1], "keywords": sorted(flt.keywords),
                           "mana_value": 2}
    if "creature" in kinds:
        obj.update(power=2, toughness=2)
    for c in flt.compares:  # "with power 4 or greater": at the bound (X is the bench's 2), or 0 below the source's
        obj[c.prop] = c.n if c.n is not None else 2 if c.ref == "x" else 0 if c.op in ("le", "lt") else 99
    if flt.counters:  # "with a +1/+1 counter on it" (122.1)
        obj["counters"] = dict.fromkeys(sorted(flt.counters), 1)
    if flt.tapped is not None:
        obj["tapped"] = flt.tapped
    return obj


def add_object_of_kind(item: Any, data: dict[str, Any]) -> bool:
    """Put one object of the ability's target kind where the text looks for it (a card: its controller's graveyard;
    a permanent: the controller's battlefield if "you control", else Bob's), and target it. False when none fits
    or one was added already."""
    if data.get("target") == KIND_OBJECT:
        return False
    found = target_filter(item.text, item.index, item.card)
    obj = object_of_kind(*found) if found else None
    if obj is None or found is None:
        return False
    flt, card = found
    whose = data["controller"] if card or flt.control == "you" else "Bob"
    player = next(p for p in data["players"] if p["name"] == whose)
    zone = "graveyard" if card else "battlefield"
    player[zone] = [*player.get(zone, []), obj]
    data["target"] = KIND_OBJECT
    return True
