"""The targets a result names: only those the effect actually uses (115.1, 601.2c).

Why: the scenario's ``target`` may hold a player's name the text never targets — a board's default player beside the
creatures of "Destroy any number of target creatures" — and a header "Target: Alice" then says a player was
targeted by a spell that can target only creatures. A player is shown only when the effect targets a player
("target player", "target opponent", "any target"); otherwise the object targets, in the order given.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .target_words import word_kind

if TYPE_CHECKING:
    from ..plan import Plan
    from .state import State


def targets_a_player(state: State, plan: Plan) -> bool:
    """Whether a word of the effect targets a player: "target player" / "target opponent" or "any target"."""
    return bool(state.scenario.effect.uses_target or plan.uses_any_target or state.scenario.player_targets)


def shown_targets(state: State, plan: Plan) -> list[str]:
    """The scenario's targets the effect uses: its players when it targets a player, else its objects."""
    scenario = state.scenario
    named = list(dict.fromkeys([*([scenario.target] if scenario.target else []), *scenario.targets]))
    if targets_a_player(state, plan):
        return list(scenario.player_targets) or named
    players = set(state.game.seat_names)
    return [n for n in named if n not in players]


def only_object_words(plan: Plan) -> bool:
    """Whether every target word of the effect names a kind of object ("target creature card from a graveyard", "up to
    two target lands"): none of them can be a player. A word without such a kind ("among one or two targets",
    "any number of targets", 601.2d) may be."""
    words = [step for step in plan.steps if step.targets_object and step.event_object != "permanent"
             and not step.on_attached and not step.on_entered]
    return bool(words) and all(word_kind(step) is not None for step in words)
