"""Each step's target player, when the effect has several words "target player" / "target opponent" (115.1,
115.3): the step acts on the player chosen for its own word (grammar/target_words.py numbered the words, the
scenario's ``player_targets`` names one player for each, target_players.py).

Why the scenario's ``target`` is swapped and not read anew everywhere: every reader of a target player (who a step
applies to, "target player's graveyard", "creatures target player controls", "you and target opponent each") reads
``state.scenario.target``; setting it to the step's word's player before the step runs gives each of them the right
player at once, and with one word or none nothing changes.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..plan import Step

if TYPE_CHECKING:
    from .state import State


def use_target_word(state: State, step: Step) -> None:
    """Make ``state.scenario.target`` the player chosen for the step's word "target player" (115.3)."""
    players = state.scenario.player_targets
    word = step.subject.target_word
    if word is None or not 0 <= word < len(players) or players[word] == state.scenario.target:
        return
    if state.that_player_name == state.scenario.target and not state.scenario.that_player:
        state.that_player_name = None  # "that player" was the word before's: worked out again for this one
    state.scenario = replace(state.scenario, target=players[word])
