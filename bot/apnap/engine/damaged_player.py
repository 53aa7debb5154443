""""That player" after "Whenever … deals combat damage to a player": the player dealt that damage, a defending one;
after "Whenever … deals damage to an opponent" (any damage): one of the controller's opponents, never the controller
(102.3). An opponent's own event ("Whenever an opponent casts a spell") is opponent_event.py's.

Why apart: the default "that player" is the active player (referents.py), who can never be it. Only the active
player attacks (506.2, 508.1), an attacking creature that is not blocked deals its combat damage to the player or
planeswalker it attacks (510.1b), and a player attacked is an opponent of the attacking player (508.1b). So the
damaged player is one of the attacking player's opponents: the scenario's target when it is one of them (the
defending player a user names), the only one in a two-player game, otherwise asked (``choice_needed``; in quick
mode, the first one in turn order, said).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError

if TYPE_CHECKING:
    from ..trigger_facts import TriggerFacts
    from .state import State


def damaged_player(state: State, trigger: TriggerFacts) -> str | None:
    """The player dealt the damage the trigger names (combat damage: a defending one), or None when it names none
    ("… deals damage to an opponent", any damage, 120.3: one of the controller's opponents; ``trigger``: the
    condition's typed facts, trigger_facts.py)."""
    if trigger.combat_damage_to_player:
        return combat_damaged_player(state, trigger)
    if not trigger.damage_to_opponent:
        return None
    game = state.game
    could = [p.name for p in game.players if not p.lost and p.name in game.opponents(game.controller)]
    if state.scenario.target in could:
        return state.scenario.target
    quick = any(p.unknown for p in game.players)
    if len(could) == 1 or (could and quick):  # quick mode: the active player when it may be, said, not asked
        chosen = game.active if game.active in could else could[0]
        state.warnings.append(t("apnap.warning.that_player_damaged", state.lang, player=chosen))
        state.cite("120.3")
        return chosen
    if not could:
        return None
    raise BotError.of("choice_needed", "apnap.error.that_player_damaged_needed", field="that_player",
                      lang=state.lang, suggestions=could)


def combat_damaged_player(state: State, trigger: TriggerFacts) -> str | None:
    """The player dealt the combat damage the trigger names, or None when the trigger names none."""
    if not trigger.combat_damage_to_player:
        return None
    game = state.game
    attacker = _attacking_player(state, trigger.by_attached)
    defending = [n for n in game.opponents(attacker) if not game.player(n).lost]
    target = state.scenario.target
    if target in defending:
        chosen = target
    elif len(defending) == 1 or (defending and any(p.unknown for p in game.players)):  # quick mode: said, not asked
        chosen = defending[0]
    else:
        raise BotError.of("choice_needed", "apnap.error.damaged_player_needed", field="that_player", lang=state.lang,
                          suggestions=defending, active=attacker)
    state.warnings.append(t("apnap.warning.that_player_defending", state.lang, player=chosen, active=attacker))
    state.cite("506.2", "510.1b")
    return chosen


def _attacking_player(state: State, by_attached: bool) -> str:
    """Who attacked with the creature that dealt the damage: the controller of the permanent the source is attached
    to ("enchanted creature", as ``attached_to`` names it; not named, the active player, who alone attacks, 506.2),
    else the ability's controller (its own creature: "Whenever Dimir Cutpurse deals combat damage …")."""
    if by_attached:
        name = state.scenario.attached_to
        held = [p.name for p in state.game.players for o in p.battlefield
                if name and o.name.casefold() == name.casefold()]
        return held[0] if held else state.game.active
    return state.game.controller
