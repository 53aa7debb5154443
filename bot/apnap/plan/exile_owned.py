"""The typed step of "you may put a card an opponent owns from exile into that player's graveyard" (the processors;
grammar/exile_owned.py).

Why a step of its own: its objects are in exile (406.1), and in every opponent's exile, not the acting player's own
zone, which is where the other pick steps look; each card goes to its owner's graveyard (400.3). One handler in
:mod:`bot.apnap.engine.act_exile_owned`, one renderer in :mod:`bot.apnap.render.on_exile_owned`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .steps import PickStep


@dataclass(frozen=True, slots=True, kw_only=True)
class PutOwnedFromExile(PickStep):
    """The acting player (the controller) picks ``picks`` among the cards the opponents own in exile (the filter's
    ``opponents``), chosen as the step resolves (no target, 115.1); each goes into its owner's graveyard."""

    action: str = "put"
    picks_others: ClassVar[bool] = True  # other players' exiled cards (a choice in ``choices`` may name them)
