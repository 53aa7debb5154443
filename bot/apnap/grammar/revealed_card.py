""""Reveal the top card of target opponent's library. If it's a land, you gain 1 life." / "… If it's a land card, draw
a card.": a check on the one card the instruction just before revealed (608.2c: "it" is that card), made as the
sentence is reached, by a sentence that does something else than move that card.

Why a module: "If it's a creature card, put it into your hand" governs the revealed card's own move (its step's
``only``, verbs_library.py), and "If it's a creature, it gets +1/+1" checks the object the instruction acts on
(object_is.py). A sentence that acts on no object at all (a life gain, a draw) after a reveal of exactly one card asks
about that card: the same check as "If that card is a Goblin card, …" after a card moved (moved_card.py,
engine/moved_card.py: the step before's card; an undescribed library's top is asked, never guessed).
"""

from __future__ import annotations

from dataclasses import replace

from .moved_card import MovedCardIs
from .object_is import ObjectIs
from .specs import StepSpec, TypeFilter


def _one_card_revealed(earlier: list[StepSpec]) -> bool:
    """The instruction just before shows one card from the top of a library (not "until …", not "reveal it")."""
    last = earlier[-1] if earlier else None
    return last is not None and last.action == "reveal" and last.amount == 1 and last.creatures is None \
        and not last.detail("again") and last.detail("seen") == "reveal" and last.subject.kind in _ONE_PLAYER


# Who reveals (or whose library is revealed): one player, so "it" is one card ("each player reveals …": several)
_ONE_PLAYER = frozenset({"you", "target_player", "target_opponent", "defending_player", "that_player"})


def revealed_card_is(changes: dict[str, object], lead_words: str, earlier: list[StepSpec],
                     steps: list[StepSpec]) -> list[StepSpec]:
    """The sentence's steps with "If it's a land[ card], …" made the check of the card revealed just before, when
    none of them acts on an object (its "it" would be that object, object_is.py) or moves the revealed card; others
    unchanged. ``changes`` loses its ``if_card`` when it is read so."""
    if not _one_card_revealed(earlier) or not steps:
        return steps
    if any(s.action == "put_revealed" or s.creatures is not None or s.detail("it") or s.detail("target")
           for s in steps):
        return steps
    flt = changes.get("if_card")
    board = steps[0].if_board
    if isinstance(flt, TypeFilter):
        words = lead_words.rstrip(",")
    elif board is not None and isinstance(board[0], ObjectIs) and all(s.if_board == board for s in steps):
        flt, words = board[0].filter, board[1]
    else:
        return steps
    changes.pop("if_card", None)
    return [replace(s, if_card=None, if_board=(MovedCardIs(flt), words)) for s in steps]


__all__ = ["revealed_card_is"]
