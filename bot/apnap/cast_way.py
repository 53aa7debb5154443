"""Facts of how the resolving spell was cast that no board shows: the zone it was cast from (601.2a) and the keyword
costs it was cast with (118.9 alternative costs, 601.2b additional ones).

Why scenario fields (``cast_from: graveyard``, ``cast_with: [madness]``): "If this spell was cast from a graveyard,
… instead" (flashback, 702.34) and "If <this>'s madness cost was paid, instead …" (702.35) turn on how the spell was
put onto the stack, which is gone once it is there, like kicker's ``kicked``. Never guessed: a text that asks and a
scenario that does not say is asked (``choice_needed``, engine/cast_way_checks.py). A cost keyword that casts from one
zone says that zone (flashback and escape: a graveyard, 702.34a, 702.138a; madness: exile, 702.35a); a ``cast_from``
that contradicts it is ``bad_scenario``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .grammar import Effect
from .grammar.antecedents import _SELF_WORDS
from .grammar.cast_conditions import CAST_ZONES, COST_KEYWORDS, names_another_object
from .grammar.phrases import Unread
from .grammar.sentences import refusal
from .grammar.text import NAME_MARK, fold, mark_names
from .model import CastWay
from .scenario_reader import ScenarioReader

if TYPE_CHECKING:
    from .oracle import Ability

# the zone a keyword's cost is paid from (the card is cast from there): 702.34a, 702.138a, 702.35a
_KEYWORD_ZONE = {"flashback": "graveyard", "escape": "graveyard", "madness": "exile"}
_KEYWORDS = tuple(sorted(set(COST_KEYWORDS.values())))
MAX_COSTS = 6  # keyword costs one spell was cast with


def cast_of_source(kind: str | None, antecedent: str, condition: str | None, names: Sequence[str]) -> bool:
    """Whether "it" in a cast condition is the resolving spell or the source (a spell's own text, an activated
    ability, a trigger about the source itself: "When this creature enters, if it was cast from your hand"), which
    ``cast_from`` / ``cast_with`` describe; False for a trigger whose "it" names the event's object ("Whenever a
    player casts a spell, if it was cast from exile", 603.2)."""
    if kind != "triggered" or antecedent == "source":
        return True
    said = mark_names(fold(condition or "").strip(" ,"), names)
    return antecedent == "" and _ABOUT_SELF.match(said) is not None


# "When <this card's name or a word for it> …": the names are marked (mark_names), so the pattern is compiled once
_ABOUT_SELF = re.compile(r"^(?:when|whenever|cuando|siempre que) (?:(?:el|la) )?(?:"
                         + "|".join(re.escape(w) for w in (NAME_MARK, *_SELF_WORDS) if w != "it") + r")\b")


def refuse_other_casts(effect: Effect, ability: Ability | None, names: Sequence[str], msg_lang: str | None) -> bool:
    """An effect's "If it was cast from …" / "If its … cost was paid" about another object than the source (see
    :func:`cast_of_source`) is refused naming its words: the scenario says how the resolving spell was cast, not
    how the trigger's spell or creature was, and answering with it would be a confident wrong answer (608.2c).
    Returns :func:`cast_of_source` for the intervening "if" (intervening.py)."""
    from .grammar.antecedents import outside_antecedent  # the grammar's antecedent of "it" (oracle.Selection too)

    antecedent = "" if ability is None else outside_antecedent(ability.kind, ability.condition, ability.intervening,
                                                                ability.cost, names)
    of_source = cast_of_source(ability.kind if ability else None, antecedent, ability.condition if ability else None,
                               names)
    for step in effect.steps:
        for said in (step.if_board, step.if_not_board, step.unless_board):
            if said is not None and names_another_object(said[0], not of_source):
                raise refusal(Unread(said[1]), effect.text, msg_lang, effect.lang)
    return of_source


def cast_way(loader: ScenarioReader, data: Mapping[str, Any]) -> CastWay:
    """``cast_from`` and ``cast_with`` as given, the zone a keyword implies filled in, contradictions refused."""
    zone = None
    if data.get("cast_from") is not None:
        zone = _one_of(loader, data["cast_from"], "cast_from", CAST_ZONES)
    costs = None
    if data.get("cast_with") is not None:
        raw = data["cast_with"]
        listed = raw if isinstance(raw, list) else [raw]
        items = loader.sequence(listed, "cast_with", MAX_COSTS)
        costs = frozenset(_one_of(loader, k, f"cast_with[{i}]", _KEYWORDS) for i, k in enumerate(items))
    implied = {_KEYWORD_ZONE[k] for k in costs or () if k in _KEYWORD_ZONE}
    if len(implied) > 1 or (zone is not None and implied and zone not in implied):
        raise loader.bad("cast_from", "apnap.error.cast_way_contradiction", None,
                         zone=zone or ", ".join(sorted(implied)), costs=", ".join(sorted(costs or ())))
    return CastWay(zone or (next(iter(implied)) if implied else None), costs)


def _one_of(loader: ScenarioReader, value: Any, where: str, allowed: tuple[str, ...]) -> str:
    said = loader.text(value, where).strip().lower()
    if said not in allowed:
        raise loader.bad(where, "apnap.error.unknown_cast_way", list(allowed), name=said, allowed=", ".join(allowed))
    return said


__all__ = ["MAX_COSTS", "CastWay", "cast_of_source", "cast_way", "refuse_other_casts"]
