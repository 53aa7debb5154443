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


def turn_start(loader: ScenarioReader, data: Mapping[str, Any], effect: Effect, game: Game
               ) -> dict[str, dict[str, int]] | None:
    """The scenario's ``turn_start`` (player → what they controlled at the beginning of this turn, by kind:
    ``lands``, ``untapped_lands``) when the text counts it, else None. Missing then: asked; a player or kind the
    record leaves out is asked as the count is read (engine/values.py), never taken as 0."""
    from .grammar.history_counts import TURN_START_KINDS

    given = data.get("turn_start")
    if not effect.uses_turn_start:
        if given is not None:
            raise loader.bad("turn_start", "apnap.error.no_turn_start")
        return None
    if given is None:
        raise turn_start_needed(loader.msg_lang, game.players[0].name, tuple(p.name for p in game.players))
    kinds = tuple(sorted(set(TURN_START_KINDS.values())))
    out: dict[str, dict[str, int]] = {}
    for name, counts in loader.mapping(given, "turn_start", tuple(p.name for p in game.players)).items():
        who = loader.player_ref(name, "turn_start", game.players)
        out[who] = {kind: loader.integer(n, f"turn_start.{name}.{kind}", 0, MAX_EVENT_AMOUNT)
                    for kind, n in loader.mapping(counts, f"turn_start.{name}", kinds).items()}
    return out


def turn_start_needed(lang: str | None, player: str, everyone: tuple[str, ...]) -> BotError:
    """The question for the turn's start record, its example naming every player (one answer for all of them)."""
    example = ", ".join(f"{n}: {{untapped_lands: 3, lands: 4}}" for n in everyone)
    return BotError.of("choice_needed", "apnap.error.turn_start_needed", field="turn_start", lang=lang,
                       player=player, suggestions=[f"turn_start: {{{example}}}"])


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
