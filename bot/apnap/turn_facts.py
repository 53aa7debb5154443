"""What happened earlier this turn that the text counts and no board shows, one number per player: the life each
lost (119.3) and the cards each drew (121.1). The scenario gives them (``life_lost_this_turn``,
``drawn_this_turn``); the engine adds what the effect's own earlier steps did as the step applies (608.2h,
engine/values.py). Why asked and never taken as 0: a count the board does not show is a fact of the turn, and
reading it as none would be a confident wrong answer.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.errors import BotError

from .event_facts import MAX_EVENT_AMOUNT
from .grammar import Effect
from .model import Game
from .scenario_reader import ScenarioReader


def life_lost_this_turn(loader: ScenarioReader, data: Mapping[str, Any], effect: Effect, game: Game
                        ) -> dict[str, int] | None:
    """The scenario's ``life_lost_this_turn`` (player → life lost before this effect; a player not named lost
    none) when the text counts it, else None."""
    return turn_counts(loader, data, game, "life_lost_this_turn", effect.uses_life_lost_this_turn,
                       ("apnap.error.life_lost_needed", "apnap.error.no_life_lost_this_turn"))


def drawn_this_turn(loader: ScenarioReader, data: Mapping[str, Any], effect: Effect, game: Game
                    ) -> dict[str, int] | None:
    """The scenario's ``drawn_this_turn`` (player → cards drawn this turn before this effect; a player not named
    drew none) when the text counts them, else None."""
    return turn_counts(loader, data, game, "drawn_this_turn", effect.uses_drawn_this_turn,
                       ("apnap.error.drawn_needed", "apnap.error.no_drawn_this_turn"))


def turn_counts(loader: ScenarioReader, data: Mapping[str, Any], game: Game, key: str, used: bool,
                messages: tuple[str, str]) -> dict[str, int] | None:
    """``key``'s amounts by player when the text counts them (``used``); missing then: asked (``messages[0]``);
    given for a text that counts none: a bad scenario (``messages[1]``), so a typo is never silently ignored."""
    given = data.get(key)
    if not used:
        if given is not None:
            raise loader.bad(key, messages[1])
        return None
    if given is None:
        raise BotError.of("choice_needed", messages[0], field=key, lang=loader.msg_lang,
                          suggestions=[f"{key}: {{{game.players[0].name}: 3}}"])
    raw = loader.mapping(given, key, tuple(p.name for p in game.players))
    return {loader.player_ref(name, key, game.players): loader.integer(n, f"{key}.{name}", 0, MAX_EVENT_AMOUNT)
            for name, n in raw.items()}
