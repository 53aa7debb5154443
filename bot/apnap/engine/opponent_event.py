""""That player" after a trigger about an opponent's event ("Whenever an opponent casts a spell, that player loses 1
life", "Whenever a creature an opponent controls dies, …"): one of the controller's opponents, never the controller.

Why apart: referents.py took the active player for any trigger whose event names a player, which on the controller's
own turn made the controller the "opponent" (102.3: an opponent is a player the controller plays against; 608.2c).
The trigger condition is read by the one typed reader of trigger conditions (grammar/when.py) as the scenario is
built (``TriggerFacts.by_opponent``, trigger_facts.py): an event by an opponent (``player == "opponent"``) or about an
object an opponent controls. With one opponent in range it is that
one; with several and the active player one of them, the active player, said in ``warnings`` as before; with the
controller active, asked (``that_player``), or in quick mode the next opponent, said in ``warnings``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError

from ..seats import next_opponent

if TYPE_CHECKING:
    from .state import State


def an_opponent(state: State) -> str | None:
    """The opponent "that player" is, or None when the active player is one (the caller's usual assumption)."""
    game = state.game
    you = game.controller
    opponents = [p for p in game.opponents(you) if not game.player(p).lost and state.in_range(p)]
    if len(opponents) == 1:
        return opponents[0]
    if game.active in opponents:
        return None
    if any(p.unknown for p in game.players):  # quick mode: assumed and said, never asked
        first = next_opponent(game, you) or (opponents[0] if opponents else you)
        state.warnings.append(t("apnap.warning.that_player_assumed", state.lang, player=first))
        return first
    raise BotError.of("choice_needed", "apnap.error.that_player_needed", field="that_player", lang=state.lang,
                      suggestions=opponents)
