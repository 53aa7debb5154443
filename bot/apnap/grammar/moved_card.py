""""Return target creature card from your graveyard to your hand. If that card is a Goblin card, Warren Pilferers gains
haste until end of turn." / "… If it's a Zombie card, draw a card.": a check on the one card the instruction before
moved out of a graveyard (608.2c: "that card" is the card that instruction acted on), made as the sentence is
reached.

Why a condition of its own: "If it's a creature card, …" after a reveal governs what happens to the revealed card
(its own step's ``only``, verbs_library.py); here the sentence does something else (haste, a draw), so the card's
kind is a board condition of the sentence's steps (``if_board``), which only the resolving effect can answer (the
card the earlier step moved, engine/moved_card.py), never a starting board. Only after one card moved from a
graveyard by a targeted or the source's own instruction; anything else stays refused as before.
"""

from __future__ import annotations

from dataclasses import dataclass

from .specs import StepSpec, TypeFilter


@dataclass(frozen=True, slots=True)
class MovedCardIs:
    """The one card the instruction before moved is of the kind ``filter`` (608.2c)."""

    filter: TypeFilter


def moved_card_lead(changes: dict[str, object], earlier: list[StepSpec], words: str) -> dict[str, object]:
    """A sentence lead's changes, with "If that card is a Goblin card, …" (``if_card``) made the ``if_board`` check
    of the card the step just before moved from a graveyard ("return target creature card from your graveyard to
    your hand": one card); any other ``if_card`` is left as it was (a reveal's, or refused by sentences.py)."""
    flt = changes.get("if_card")
    last = earlier[-1] if earlier else None
    if not isinstance(flt, TypeFilter) or last is None or last.action != "return" or not last.detail("target_card") \
            or last.detail("targets"):
        return changes
    return {"if_board": (MovedCardIs(flt), words.rstrip(","))}
