"""The sentence a permission to play exiled cards gets on another player's turn: which of them can be used now.

Why: "Dave may play Swamp this turn" on Bob's turn says a permission the rules forbid as if it were usable: no land
is played on another player's turn (305.3) and only an instant or a card with flash is cast there (117.1a, 702.8a).
The engine sorts the cards by their types (engine/play_timing.py, the event's ``timing``); this says each sort, and
the timing rule itself for cards whose types nobody gave.
"""

from __future__ import annotations

from bot.catalog import t

from .narrate_events import join_names
from .result import EventRecord

_SORTS = ("now", "lands", "own_main_phase", "unknown_types")


def permission_timing(e: EventRecord, lang: str) -> str:
    """" — it is Bob's turn, not Dave's, …: Dave can cast Counterspell now; Dave can't play Swamp …", or "" when
    the permission is its player's on their own turn."""
    timing = e.extra.get("timing")
    if not isinstance(timing, dict):
        return ""
    parts = []
    for sort in _SORTS:
        if sort not in timing:
            continue
        names = list(timing[sort])
        key = sort if names else "unknown_cards"
        parts.append(t(f"apnap.narrate.timing.{key}", lang, player=e.player, objects=join_names(names, lang),
                       n=max(len(names), 1)))
    lasting = e.extra.get("duration", "this_turn") != "this_turn"  # usable on the player's own turn later (611.2a)
    head = t("apnap.narrate.timing.head" + ("_lasting" if lasting else ""), lang, player=e.player,
             active=timing.get("active", ""))
    return f" — {head}: " + "; ".join(parts)
