""""Reveal X black cards in your hand" as an effect: X is the number the player reveals, chosen as the ability
resolves (107.3f), so it can't be more than the cards of that kind the board shows in their hand (701.20a). A
scenario whose ``x`` is more than that is refused as a board that could not be (``bad_scenario``), never answered
with fewer cards revealed and the larger X used after it. A hand nobody described shows nothing to compare."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.errors import BotError

from ..model import GameObject
from ..plan import RevealFromHand
from ..plan import amounts as a
from .values import value_of

if TYPE_CHECKING:
    from .state import State


def check_x_revealed(state: State, step: RevealFromHand, name: str, shown: list[GameObject]) -> None:
    """Refuse an X larger than the cards ``name`` could reveal (107.3f, 701.20a)."""
    if len(step.picks) != 1 or not isinstance(step.picks[0].count, a.X) or step.picks[0].random:
        return
    player = state.game.player(name)
    if "hand" in player.unknown or any(not o.known for o in player.hand):
        return
    x = value_of(state, step.picks[0].count, name)
    if len(shown) < x:
        raise BotError.of("bad_scenario", "apnap.error.x_over_revealed", field="x", lang=state.lang, player=name,
                          x=x, shown=len(shown))
