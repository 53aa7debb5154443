"""The type of mana a land produced as it was tapped for mana (106.7), for "adds one mana of any type that land
produced" (grammar/mana_produced.py).

Why here: the type is a fact of the tap, not a printed symbol. A land with a basic land type has that type's intrinsic
"{T}: Add [mana]" (305.6), so a Forest produced {G}; a land with two basic land types (a dual land) produced one of
them, which its controller chose as they tapped it, asked here in the same way "one mana of any color" is (106.1). A
land with no basic land type has mana abilities no board shows: which type it produced is not known, so the ability
is refused naming that, never guessed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.errors import BotError

from ..grammar.choice_words import COLOR_SYMBOLS
from ..result import StepResult
from .act_choices import AskWord
from .asking import DECIDERS, Decision

if TYPE_CHECKING:
    from ..mana_taps import ManaTap
    from .state import State

_BASIC_COLORS = {"plains": "white", "island": "blue", "swamp": "black", "mountain": "red", "forest": "green"}


def _types(state: State, tap: ManaTap) -> list[str]:
    """The colours the tapped land's basic land types make (305.6), in the rules' order."""
    land = next((o for o in state.game.player(tap.player).battlefield
                 if o.name.casefold() == tap.permanent.casefold()), None)
    subtypes = set() if land is None else {s.casefold() for s in land.subtypes}
    return [color for kind, color in _BASIC_COLORS.items() if kind in subtypes]


async def produced_mana(state: State, result: StepResult, player: str, tap: ManaTap) -> dict[str, object]:
    """The event's mana: the one type the land produced, or the controller's pick among its basic land types."""
    colors = _types(state, tap)
    if not colors:
        raise BotError.of("unsupported_effect", "apnap.error.produced_mana_unknown", field="event_object",
                          lang=state.lang, name=tap.permanent)
    color = colors[0]
    if len(colors) > 1:  # a dual land: one of its types, the one its controller tapped it for
        index = sum(1 for c in result.choices if c.player == player)
        record = await DECIDERS[AskWord](state, result, Decision(player, index, AskWord("color", tuple(colors))))
        result.choices.append(record)
        color = next((c for c in colors if record.labels and c == record.labels[0].casefold()), colors[0])
    state.cite("106.7", "305.6", step=result)
    return {"mana": COLOR_SYMBOLS[color], "produced": color}


__all__ = ["produced_mana"]
