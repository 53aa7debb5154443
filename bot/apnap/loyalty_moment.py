"""A loyalty ability resolved on another player's turn: never resolved silently.

Why: a loyalty ability is activated only by its controller, in a main phase of their own turn, with the stack empty,
once a turn (606.3). A board whose active player is not the ability's controller shows a moment the rules do not
allow by themselves; an effect may allow it (an instant-speed permission, a copy of the ability), so the board is
resolved as given, as an attack trigger on another player's turn is (attack_moment.py), and a warning says what
606.3 allows and the field that gives the controller's own turn.
"""

from __future__ import annotations

from bot.catalog import t

from .model import Game
from .oracle import Ability


def loyalty_moment(ability: Ability | None, game: Game, lang: str) -> list[str]:
    """The warning for a loyalty ability (its cost, "−7", named) whose controller is not the active player, else
    nothing."""
    if ability is None or ability.kind != "loyalty" or game.active == game.controller:
        return []
    return [t("apnap.warning.loyalty_moment", lang, cost=ability.cost or "", controller=game.controller,
              active=game.active)]
