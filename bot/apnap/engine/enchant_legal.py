"""Whether the source may be attached to the permanent the scenario's ``attached_to`` names: an Aura's enchant
ability ("Enchant green creature", 702.5a) restricts what it can enchant, and an Aura on an illegal object is put
into its owner's graveyard as a state-based action (303.4c, 704.5m) before anything else happens.

Why here: the board a user writes can put "Wurmweaver Coil" (Enchant green creature) on a red Hill Giant. Such a
board never stands while a player has priority (704.3), so the Aura's own static ability ("Enchanted creature gets
+6/+6") gives nothing: the result says the state-based action and applies none of the ability. An activated or
triggered ability of that Aura could never have been activated or triggered on that board either: refused as a
wrong scenario, naming the restriction. A permanent of another kind altogether ("Enchant land" on a creature) is
the scenario's slip, refused as the Aura's own words' kind is (``attached_kind``). Equipment and Fortification are
already checked by their own words ("equipped creature", "fortified land": engine/attached.py), which are the
whole of what they can be attached to (301.5c, 301.6): an ``attached_to`` of another kind is refused there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.errors import BotError

from ..model import GameObject
from ..result import SBARecord
from .attached import aura_to_graveyard

if TYPE_CHECKING:
    from .state import State

def _attached(state: State) -> tuple[GameObject, str] | None:
    name = state.scenario.attached_to
    if not name:
        return None
    return next(((o, p.name) for p in state.game.players for o in p.battlefield
                 if o.name.casefold() == name.casefold()), None)


def illegal_enchantment(state: State) -> str | None:
    """The enchant ability's words ("green creature") the permanent ``attached_to`` names does not match, or None
    when it matches every one (702.5c), when the source has none, or when nothing is attached."""
    held = _attached(state)
    if held is None:
        return None
    for ability in state.scenario.enchant:  # the card's own, typed as the scenario was built (grammar/printed_object)
        if ability.kind is not None and not state.matches(ability.kind, *held):  # "Enchant land" on a creature: the
            raise BotError.of("bad_scenario", "apnap.error.attached_kind", field="attached_to",  # scenario's slip
                              lang=state.lang, name=held[0].name, what=ability.allows.noun)
        if not state.matches(ability.allows, *held):
            return ability.words
    return None


def enchanted_illegally(state: State) -> bool:
    """704.5m, 303.4c: the Aura is on an object its enchant ability does not allow. For its static ability: the
    Aura is put into its owner's graveyard as the first state-based action and True (the ability gives nothing);
    for any other kind of ability the board could not have come about: ``bad_scenario``."""
    words = illegal_enchantment(state)
    if words is None:
        return False
    name = state.scenario.attached_to or ""
    if state.scenario.ability_kind != "static":
        raise BotError.of("bad_scenario", "apnap.error.enchant_illegal", field="attached_to", lang=state.lang,
                          name=name, what=words)
    owner = aura_to_graveyard(state, state.source_on_battlefield())
    state.cite("702.5a", "303.4c", "704.5m")
    state.early_sbas.append(SBARecord(owner, "aura_illegal", ["702.5a", "303.4c", "704.5m"],
                                      object=state.scenario.card or name))
    return True
