"""Which players the board picks out as a step resolves (608.2h): "each player who controls the most lands",
"the player with the most life", "each opponent who controls fewer creatures than you".

A count the scenario does not give (a zone nobody described) is never guessed: the resolver asks for it
(``choice_needed`` naming the players whose zone is missing).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.errors import BotError
from bot.i18n.plural import NounRef

from ..grammar.specs import Standing
from ..result import StepResult

if TYPE_CHECKING:
    from .state import State

_ZONE = {"control": "battlefield", "hand": "hand", "life": "life", "graveyard": "graveyard"}
# yes / no facts the scenario states for each player; a life total against the starting one (103.4)
_SAID = frozenset({"tapped_for_mana", "attacking", "below_half_starting"})


def measure(state: State, standing: Standing, name: str) -> int:
    """What ``standing`` counts for player ``name`` (608.2h: now, as the step resolves)."""
    player = state.game.player(name)
    if standing.measure == "tapped_for_mana":  # not on the board: the scenario's answer, or a question
        said = state.scenario.tapped_for_mana
        if said is None:
            raise BotError.of("choice_needed", "apnap.error.tapped_for_mana_needed", field="tapped_for_mana",
                              lang=state.lang, suggestions=["tapped_for_mana: []"])
        return int(name in said)
    if standing.measure == "attacking":  # who attacks "that player" this combat (506.2): the scenario's answer
        attacking = state.scenario.attacking
        if attacking is None:
            raise BotError.of("choice_needed", "apnap.error.attacking_needed", field="attacking", lang=state.lang,
                              suggestions=["attacking: []"])
        return int(name in attacking)
    if standing.measure == "below_half_starting":  # 103.4: against the starting total (starting_life_check.py)
        from .starting_life import below_half_starting

        return int(below_half_starting(state, name))
    zone = _ZONE[standing.measure]
    if zone in player.unknown or (zone == "graveyard" and not all(o.known for o in player.graveyard)):
        raise BotError.of("choice_needed", "apnap.error.standing_unknown", field="players", lang=state.lang,
                          player=name, zone=NounRef(_ZONE[standing.measure]))
    if standing.measure == "life":
        return state.life_of(name)
    if standing.measure == "hand":
        return len(player.hand)
    flt = standing.filter
    # the permanents they control, or the cards in their graveyard (a card nobody described was asked for above)
    return sum(1 for o in player.zone(zone) if flt is None or state.matches(flt, o, name))


def picked(state: State, standing: Standing, names: list[str], step: StepResult | None = None) -> list[str]:
    """The players among ``names`` the board picks out; "most" compares with every player still in the game."""
    if step is not None:
        state.cite("608.2h", step=step)
    if standing.most:
        everyone = {p.name: measure(state, standing, p.name) for p in state.game.players if not p.lost}
        top = max(everyone.values(), default=0)
        leaders = [n for n, v in everyone.items() if v == top]
        if standing.unique and len(leaders) != 1:
            return []  # "the player who …": nobody when several are tied
        return [n for n in names if n in leaders]
    if standing.than_you is not None:
        yours = measure(state, standing, state.game.controller)
        if standing.than_you == "fewer":
            return [n for n in names if measure(state, standing, n) < yours]
        return [n for n in names if measure(state, standing, n) > yours]
    low, high = (1, None) if standing.measure in _SAID else (standing.at_least, standing.at_most)
    return [n for n in names if (low is None or measure(state, standing, n) >= low)
            and (high is None or measure(state, standing, n) <= high)]
