"""Where a spell goes as it finishes resolving, when a keyword of its card changes it: rebound (702.88a).

Why: the resolver reads the ability asked for and leaves a spell's keyword lines to their own rules, so Ephemerate's
"Rebound" was dropped without a word (judge 22): cast from its owner's hand, the spell is exiled as it resolves
instead of going to the graveyard, and a delayed trigger lets its controller cast it again at their next upkeep
without paying its mana cost (702.88a, 603.7). The result says so: as done when the scenario's ``cast_from`` is
``hand``, not at all when it names another zone, and as depending on the zone when nobody said where it was cast from.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.catalog import t

from .oracle import CardText, is_spell_card
from .printed_keywords import keyword_parts

# the keyword as printed, English and printed Spanish
_REBOUND = frozenset({"rebound", "rebote"})


def rebound_note(card: CardText | None, data: Mapping[str, Any], lang: str) -> list[str]:
    """The warning rebound adds to an instant's or sorcery's answer, or nothing."""
    if card is None or not card.type_line or not is_spell_card(card.type_line):
        return []
    if not _REBOUND & set(keyword_parts(card.text)):
        return []
    zone = str(data.get("cast_from") or "").strip().lower()
    if zone and zone != "hand":
        return []
    key = "apnap.warning.rebound_hand" if zone == "hand" else "apnap.warning.rebound_unknown"
    return [t(key, lang, card=card.name)]


__all__ = ["rebound_note"]
