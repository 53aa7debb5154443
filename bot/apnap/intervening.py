"""A trigger's intervening "if" (603.4), checked as the ability resolves: when false, the ability does nothing.

Why apart: the board answers the condition when the grammar reads it (and then a scenario's ``condition`` that
contradicts the board is refused: the board is the fact); otherwise the scenario's ``condition`` does, and without
one a file is asked for it and quick mode assumes it and says so.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.catalog import t
from bot.errors import BotError

from .activation import board_says
from .board import BoardLoader
from .grammar import Effect
from .grammar.cast_conditions import names_another_object
from .grammar.conditions import read_condition
from .grammar.phrases import Unread
from .grammar.text import as_source
from .model import Game
from .render.card_words import CardWords


def check_intervening(loader: BoardLoader, data: Mapping[str, Any], condition: str | None, effect: Effect, game: Game,
                      names: tuple[str, ...], that_player: str | None, kicked: bool, of_source: bool = True) -> Effect:
    """603.4: a trigger's "if …" is checked as it resolves; when false the ability does nothing.

    Checked on the board when the grammar reads it; a ``condition`` the board contradicts is
    ``bad_scenario`` (never obeyed: the board is the fact). Otherwise (or when the board does not say)
    the scenario's ``condition: true|false`` answers it; without one, a file is asked for it
    (``choice_needed``) and quick mode assumes it holds and says so in ``warnings``. ``of_source`` False: the
    trigger's "it" is not the source, so "if it was cast from …" is not the scenario's ``cast_from`` (cast_way.py)."""
    if condition is None:
        if data.get("condition") is not None:
            raise loader.bad("condition", "apnap.error.no_condition")
        return effect
    lang = loader.msg_lang or effect.lang
    said = CardWords(condition, "condition", effect.lang, names)  # in the answer's language, or left unquoted
    holds = _board_says(condition, game, names, that_player, kicked, of_source)
    if data.get("condition") is not None:
        given = loader.boolean(data["condition"], "condition")
        if holds is not None and given != holds:  # the board shows the hands, life, permanents: it answers
            raise loader.bad("condition", "apnap.error.condition_contradicts", condition=condition,
                             board=str(holds).lower(), given=str(given).lower())
        if holds is None and given:  # the scenario's word, not the board's: said (judge 21: a given "true" was silent)
            loader.warnings.append(t("apnap.warning.condition_given", lang, condition=said))
        holds = given
    if holds is None and any(p.unknown for p in game.players):
        loader.warnings.append(t("apnap.warning.condition_assumed", lang, condition=said))
        return effect
    if holds is None:
        raise BotError.of("choice_needed", "apnap.error.condition_needed", field="condition", lang=loader.msg_lang,
                          suggestions=["condition: true", "condition: false"], condition=condition)
    if holds:
        return effect
    loader.warnings.append(t("apnap.warning.condition_false", lang, condition=said))
    return Effect(effect.text, effect.lang, (), unmet=effect.steps)  # said back, not done (603.4)


def _board_says(condition: str, game: Game, names: tuple[str, ...], that_player: str | None,
                kicked: bool, of_source: bool) -> bool | None:
    """The intervening condition checked on the starting board, or None when it cannot be (how another object than
    the source was cast: no board or scenario field says)."""
    try:
        cond = read_condition(as_source(condition, names))
    except Unread:
        return None
    if names_another_object(cond, not of_source):
        return None
    return board_says(cond, game, names, that_player, kicked)
