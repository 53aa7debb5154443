"""Tokens put onto the battlefield attacking ("create a 1/1 … token that's tapped and attacking", 508.4): attacking,
though they never "attacked" (no attack trigger sees them), whom they attack chosen by their controller unless only
one player can be attacked; never attacking when their controller is not the attacking player (506.3b) or when they
are no creatures (506.3a).

Why a module apart from act_tokens.py: the combat the scenario states (``Game.combat``) is only changed here, and only
when whom the token attacks is settled, so a later "attacking creatures" never reads a combat the board did not say.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..model import GameObject

if TYPE_CHECKING:
    from .state import State


def enter_attacking(state: State, player: str, made: list[GameObject], said: dict[str, Any]) -> str:
    """Mark ``made`` as attacking where the rules let it, say so in the create event's ``said`` (``attacking``: whom,
    ``choose`` when its controller chooses, ``never`` when it is not attacking) and return the rule that decided."""
    game = state.game
    if not any(o.is_creature() for o in made):  # 506.3a: a noncreature permanent is never attacking
        said["attacking"] = "noncreature"
        return "506.3a"
    if player != game.active:  # 506.3b: only the attacking player's creatures can be put onto it attacking
        said["attacking"] = "never"
        return "506.3b"
    whom = _only_defender(state, player)
    said["attacking"] = whom or "choose"
    if whom is not None and game.combat is not None:  # the stated combat gains these attackers (508.4)
        game.combat = replace(game.combat, attacking=(*game.combat.attacking,
                                                      *((o.uid, whom) for o in made if o.is_creature())))
    return "508.4"


def _only_defender(state: State, player: str) -> str | None:
    """The one player the token can attack: the only opponent left, with no planeswalker or battle of theirs on a
    battlefield the board describes (506.2: otherwise its controller chooses among them, 508.4); None otherwise."""
    game = state.game
    others = [p for p in game.players if not p.lost and p.name != player]
    if game.teams or len(others) != 1 or "battlefield" in others[0].unknown:
        return None
    if any(o.has_type("planeswalker") or o.has_type("battle") for o in others[0].battlefield):
        return None
    return others[0].name
