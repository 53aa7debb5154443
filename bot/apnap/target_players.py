"""The players the scenario names for an effect's several words "target player" / "target opponent" (115.1,
115.3): "Target player gains 7 life. Target player shuffles their graveyard into their library" (two modes of one
spell) has two targets, which may be one player or two. The scenario's ``target`` list gives the players in the
order of the text's words, among its objects ("target: [Bob, Hill Giant, Alice]": Bob for the first player word,
Alice for the second); each is checked (an opponent for "target opponent", within range, 801.5a).

Why asked and never filled in: which player the caster chose for each word is the caster's choice (601.2c); a
single player named for two words is not assumed to be both (the default target player of a one-word effect is
the next opponent, with a warning, scenario.py; with several words that guess would be made twice).
"""

from __future__ import annotations

from bot.errors import BotError

from .grammar import Effect
from .model import Game
from .scenario_reader import ScenarioReader
from .seats import in_range


def player_targets(loader: ScenarioReader, targets: tuple[str, ...], game: Game, effect: Effect) -> tuple[str, ...]:
    """One player for each target player word, in the text's order; () when the effect has one word or none (the
    scenario's ``target`` then says it, as before)."""
    words = effect.player_target_words
    if words < 2:
        return ()
    players = [n for n in targets if n in game.seat_names]
    legal = [p.name for p in game.players if not p.lost and in_range(game, p.name)]
    if len(players) < words:
        raise BotError.of("choice_needed", "apnap.error.player_targets_needed", field="target",
                          lang=loader.msg_lang, suggestions=legal, words=words, given=len(players),
                          n=words - len(players))
    if len(players) > words:
        raise loader.bad("target", "apnap.error.player_targets_too_many", words=words, given=len(players))
    for word, name in enumerate(players):
        if effect.opponent_word(word) and name not in game.opponents(game.controller):
            raise loader.bad("target", "apnap.error.target_not_opponent", name=name, controller=game.controller)
        if not in_range(game, name):
            raise loader.bad("target", "apnap.error.target_out_of_range", name=name, controller=game.controller,
                             n=game.range_of_influence)
    return tuple(players)
