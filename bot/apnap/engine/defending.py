"""Who "defending player" is (506.2, 508.5): for an ability of an attacking creature, the player it attacks, or
the controller of the planeswalker it attacks; in a two-player game, the nonactive player. No board shows whom a
creature attacks, so a multiplayer board that does not say (the scenario's ``combat``) is asked, never guessed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError

from ..combat_facts import attack_suggestion
from ..result import StepResult

if TYPE_CHECKING:
    from .state import State


def attacked_player(state: State, step: StepResult) -> str:
    """"The player or planeswalker it's attacking" (506.2): the player the source attacks, which only the scenario's
    ``combat`` says (asked otherwise, even with two players: it may attack a planeswalker). A planeswalker it attacks:
    its controller, in whose turn order the step is told; the damage handler deals the damage to the planeswalker
    (120.3c, engine/planeswalker_damage.py), never to that player. A battle it attacks is refused, said as a battle
    (310: a permanent the resolver does not model as a damage recipient yet), never as a planeswalker."""
    game = state.game
    source = state.source_on_battlefield()
    whom = game.combat.attacks(source.uid) if game.combat is not None and source is not None else None
    if whom is not None and any(p.name == whom for p in game.players):
        state.cite("506.2", "508.1b", step=step)
        return whom
    holder = next((p.name for p in game.players for o in p.battlefield
                   if o.name == whom and o.has_type("planeswalker")), None) if whom is not None else None
    if holder is not None:  # the damage handler deals it to that planeswalker (engine/planeswalker_damage.py)
        state.cite("506.2", "508.1b", step=step)
        return holder
    if whom is not None:  # a battle (the scenario's combat names no other permanent, 508.1b): no damage recipient yet
        raise BotError.of("unsupported_effect", "apnap.error.attacked_battle", field="combat", lang=state.lang,
                          name=whom)
    name = source.name if source is not None else state.scenario.card or t("apnap.what.source", state.lang)
    said = attack_suggestion(game, name, game.controller)
    raise BotError.of("choice_needed", "apnap.error.defending_needed", field="combat", lang=state.lang,
                      suggestions=[said], name=name, suggestion=said)


def defending_player(state: State, step: StepResult | None) -> str:
    """The defending player of the source's combat (508.5), cited; asked when the board does not say. The
    check lives on ``State`` (its filter matcher needs it for "defending player controls") so that this module
    and the state do not import each other."""
    return state.defending_player(step)
