"""What a "you may play that card this turn" permission lets its player do on another player's turn.

Why: the permission lasts this turn only (611.2a), and it changes where a card may be played from, not when. On
another player's turn a land can't be played at all (305.3), and only an instant or a card with flash can be cast
(117.1a, 702.8a): a creature, sorcery, artifact, enchantment, planeswalker or battle waits for its player's own main
phase, which this turn does not have. So the answer sorts the exiled cards by their types and says which its player
can use now, and states the timing rule for a card whose types nobody gave; it never says a permission the rules
forbid as if it were usable.
"""

from __future__ import annotations

from ..model import GameObject

# The sorts of cards (the event's ``timing`` keys, in the order said): castable now, lands, the rest, unknown
NOW, LANDS, OWN_MAIN, UNKNOWN = "now", "lands", "own_main_phase", "unknown_types"


def timing_of(cards: list[GameObject], player: str, active: str, unknown: bool) -> dict[str, object] | None:
    """The permission's use on ``active``'s turn for ``player``: None on the player's own turn; else the cards by
    sort (names), and ``active``. Cards nobody named (``unknown``) are all of unknown types."""
    if player == active:
        return None
    sorts: dict[str, list[str]] = {NOW: [], LANDS: [], OWN_MAIN: [], UNKNOWN: []}
    for card in cards:
        sorts[_sort(card)].append(card.name)
    timing: dict[str, object] = {"active": active, **{k: v for k, v in sorts.items() if v}}
    if unknown:
        timing[UNKNOWN] = []  # the rule is stated for cards that are not named
    return timing


def _sort(card: GameObject) -> str:
    """Where a card stands on another player's turn: by its types (and flash), or unknown when none were given."""
    if not card.known or not card.types:
        return UNKNOWN
    if "land" in card.types:
        return LANDS  # 305.3 (a land that is also a creature is still a land)
    if "instant" in card.types or "flash" in card.keywords:
        return NOW  # 117.1a, 702.8a
    return OWN_MAIN
