"""The tokens created with the source (607.2a): "exile all tokens created with Dual Nature" takes only the ones the
scenario's ``created_with`` names; not given, the resolver asks, never reading every token as the source's nor none.

Why a module of its own: ``State.matches`` reads it for any filter, so it may not import the engine's state (no
import circle); it is given the game and what a question needs.
"""

from __future__ import annotations

from bot.errors import BotError

from ..model import Game, GameObject


def created_by_source(game: Game, obj: GameObject, lang: str, source: str) -> bool:
    """Whether ``obj`` is one of the tokens created with the source; ``choice_needed`` when the scenario does not
    say (``created_with: {}`` says none)."""
    if game.created_with is None:
        raise BotError.of("choice_needed", "apnap.error.created_with_needed", field="created_with", lang=lang,
                          suggestions=["created_with: {}"], source=source)
    return obj.uid in game.created_with
