"""Whether the resolving spell or ability could have targeted a permanent the scenario names as its target: shroud
(702.18a), hexproof and "hexproof from [quality]" (702.11b, 702.11d), protection from a quality, from everything or
from a player (702.16b, 702.16j, 702.16k).

Why one check for every target, before anything resolves: each handler finds its target its own way (a damage's "any
target", a fight's two creatures, a counter's permanent), and a keyword checked by some and not others gave
confident wrong answers (a red Lightning Bolt dealt its damage to a creature with protection from red, Doom Blade
destroyed a creature with protection from everything). These keywords stop a spell or ability from targeting the
permanent whatever the target word's kind, so one look at the named targets decides it for all of them.

Which keywords: the ones the board gives the permanent. The board is the game as the effect starts to resolve, when
its targets are checked again (608.2b); a keyword this effect itself grants as it resolves comes after that check and
does not make its own targets illegal (grants.py). A target such a keyword forbids is ``bad_scenario`` naming the
keyword and the rule (and 608.2b: had it gained the keyword after being targeted, that part of the effect would do
nothing to it), never resolved as if it were legal. Whether the source has the quality is read from what is known:
the source's permanent on the board (its colours, types, subtypes), else the card named with ``card:`` (its mana cost's
colours, 202.2, "Devoid" 702.114a; its type line). Not known (pasted text, a colour nobody gave, a quality the resolver
does not read) is asked (``choice_needed``), never guessed either way.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.catalog import Phrase
from bot.errors import BotError

from ..grammar.choice_words import protection_es
from ..grammar.subtypes import subtype_forms
from ..model import CARD_TYPES, GameObject
from ..oracle import short_names

if TYPE_CHECKING:
    from .state import State

_MANA_COLORS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
_COLORS = frozenset(_MANA_COLORS.values())
_ANY_COLOR = frozenset({"all colors", "all colours", "each color", "each colour", "every color", "every colour"})
# plural card types as protection names them ("protection from creatures", "from instants")
_TYPE_PLURALS = {"sorceries": "sorcery", **{f"{t}s": t for t in CARD_TYPES if t != "sorcery"}}
_DEVOID = re.compile(r"^\s*devoid\b", re.IGNORECASE | re.MULTILINE)


@dataclass(frozen=True, slots=True)
class _Keyword:
    """A keyword as the board gave it, quoted; printed Spanish for a colour's protection ("protección contra el
    rojo"), the user's own words otherwise."""

    words: str

    def localize(self, lang: str) -> str:
        return f"«{protection_es(self.words) or self.words}»" if lang == "es" else f"“{self.words}”"


@dataclass(frozen=True, slots=True)
class SourceFacts:
    """What the resolving spell or ability's source is, as far as the scenario says (None: not known)."""

    controller: str
    colors: frozenset[str] | None
    types: frozenset[str] | None
    subtypes: frozenset[str] | None


def source_facts(state: State) -> SourceFacts:
    """The source's colours, card types and subtypes: its permanent on the board (or in a graveyard, as it last
    existed, 608.2h), else the card named with ``card:`` (mana cost and type line), else unknown."""
    scenario = state.scenario
    spell = scenario.source_zone == "stack" or scenario.ability_kind == "spell"
    obj = None if spell else _source_object(state)
    if obj is not None:
        return SourceFacts(state.game.controller, obj.colors if obj.colors_known else None, obj.types, obj.subtypes)
    card = scenario.source_card
    if card is None or not card.type_line:
        return SourceFacts(state.game.controller, card_source_colors(state), scenario.source_types, None)
    kinds, _, subs = card.type_line.split(" // ")[0].partition("—")
    return SourceFacts(state.game.controller, card_source_colors(state),
                       frozenset(w for w in kinds.lower().split() if w in CARD_TYPES),
                       frozenset(w.lower() for w in subs.split()))


def card_colors(mana_cost: str | None, text: str, types: frozenset[str] | None) -> frozenset[str] | None:
    """A card's colours from its mana cost (202.2), none with "Devoid" (702.114a); None when the cost does not say
    (not given, or an empty cost on a card that is no land: a colour indicator may give it colours, 204)."""
    if _DEVOID.search(text or ""):
        return frozenset()
    if mana_cost is None or (not mana_cost and "land" not in (types or frozenset())):
        return None
    return frozenset(_MANA_COLORS[c] for c in re.findall(r"[WUBRG]", mana_cost.upper()))


def card_source_colors(state: State) -> frozenset[str] | None:
    """The colours of the card named with ``card:`` (its mana cost, 202.2); None without it or when it does not say."""
    card = state.scenario.source_card
    if card is None:
        return None
    types = frozenset(w for w in card.type_line.split(" // ")[0].partition("—")[0].lower().split() if w in CARD_TYPES)
    return card_colors(card.mana_cost, card.text, types if card.type_line else None)


def _source_object(state: State) -> GameObject | None:
    found = state.source_on_battlefield()
    if found is not None or not state.scenario.card:
        return found
    names = {n.casefold() for n in short_names(state.scenario.card)}
    return next((o for o in state.game.player(state.game.controller).graveyard if o.name.casefold() in names), None)


def has_quality(quality: str, source: SourceFacts, seats: tuple[str, ...]) -> bool | None:
    """Whether the source has the quality a "protection from …" or "hexproof from …" names (702.16a); None when the
    scenario does not say, or the quality is none the resolver reads."""
    if quality == "everything":  # 702.16j
        return True
    player = next((s for s in seats if s.casefold() == quality), None)
    if player is not None:  # 702.16k: what that player controls
        return source.controller == player
    colors = source.colors
    if quality in _COLORS or quality in _ANY_COLOR or quality in ("multicolored", "monocolored", "colorless"):
        if colors is None:
            return None
        if quality in _ANY_COLOR:
            return bool(colors)
        return {"multicolored": len(colors) > 1, "monocolored": len(colors) == 1,
                "colorless": not colors}.get(quality, quality in colors)
    if quality in _TYPE_PLURALS:
        return None if source.types is None else _TYPE_PLURALS[quality] in source.types
    forms = subtype_forms(quality)
    if forms:
        return None if source.subtypes is None else bool(forms & source.subtypes)
    return None


def _qualities(keyword: str, prefix: str) -> list[str]:
    """"protection from red and from blue" → ["red", "blue"] (702.16g); [] for another keyword."""
    if not keyword.startswith(prefix):
        return []
    return [q.strip() for q in re.split(r",? and from |, from ", keyword.removeprefix(prefix))]


def _forbidding(state: State, obj: GameObject, holder: str,
                source: SourceFacts) -> tuple[str, str, bool | None] | None:
    """The first keyword of the permanent that forbids the target (keyword, rule, True), or one whose quality is not
    known (keyword, rule, None); None when none forbids it."""
    opponent = holder in state.game.opponents(state.game.controller)
    players = {n.casefold() for n in state.game.seat_names}
    unknown: tuple[str, str, bool | None] | None = None
    for kw in sorted(obj.keywords):
        if kw == "shroud":
            return kw, "702.18a", True
        if kw == "hexproof" and opponent:
            return kw, "702.11b", True
        pairs = [(q, "702.16b") for q in _qualities(kw, "protection from ")]
        pairs += [(q, "702.11d") for q in _qualities(kw, "hexproof from ")] if opponent else []
        for quality, rule in pairs:
            said = has_quality(quality, source, tuple(state.game.seat_names))
            if rule == "702.16b" and (quality == "everything" or quality in players):
                rule = "702.16j" if quality == "everything" else "702.16k"
            if said:
                return kw, rule, True
            if said is None and unknown is None:
                unknown = kw, rule, None
    return unknown


def check_named_targets(state: State, targets_objects: bool) -> None:
    """Each permanent the scenario names as a target (``target``, ``targets``), checked once before the effect resolves
    (608.2b) when the effect targets objects. A name that several permanents share (asked by the step that targets,
    115.1) or that a card elsewhere also bears (a graveyard's card, a spell on the stack) is left to the step."""
    if not targets_objects:
        return
    from .several_targets import named_holder

    names = [*state.scenario.targets, *([state.scenario.target] if state.scenario.target else [])]
    elsewhere = {s.card.name.casefold() for s in state.scenario.stack.spells} | {
        o.name.casefold() for p in state.game.players for zone, cards in p.zones.items() if zone != "battlefield"
        for o in cards}
    for name in dict.fromkeys(names):
        bare, holder = named_holder(state, name)
        if bare in state.game.seat_names or bare.casefold() in elsewhere:
            continue
        found = [(o, p.name) for p in state.game.players if not p.lost and state.in_range(p.name)
                 for o in p.battlefield if o.name.casefold() == bare.casefold() and holder in (None, p.name)]
        if len(found) == 1:
            check_protection(state, *found[0])


def check_protection(state: State, obj: GameObject, holder: str) -> None:
    """``bad_scenario`` when a keyword of the permanent forbids this spell or ability to target it; ``choice_needed``
    when whether it does depends on what the scenario does not say about the source."""
    found = _forbidding(state, obj, holder, source_facts(state))
    if found is None:
        return
    keyword, rule, forbids = found
    if keyword in ("shroud", "hexproof"):
        raise BotError.of("bad_scenario", "apnap.error.target_untargetable", field="target", lang=state.lang,
                          name=obj.name, keyword=Phrase(f"apnap.untargetable.{keyword}"), rule=rule)
    spell = state.scenario.source_zone == "stack" or state.scenario.ability_kind == "spell"
    source = state.scenario.card or Phrase("apnap.protection.this_spell" if spell else "apnap.protection.this_ability")
    said = _Keyword(keyword)
    if forbids:
        raise BotError.of("bad_scenario", "apnap.error.target_protected", field="target", lang=state.lang,
                          name=obj.name, keyword=said, source=source, rule=rule)
    raise BotError.of("choice_needed", "apnap.error.target_protection_unknown", field="target", lang=state.lang,
                      name=obj.name, keyword=said, source=source, rule=rule)
