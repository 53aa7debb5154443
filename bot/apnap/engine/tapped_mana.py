"""The mana a triggered mana ability adds as a permanent is tapped for mana (106.12a, 605.1b): "that player adds an
additional {B}", "its controller adds an additional two mana in any combination of colors".

Why a module: such an ability is no ordinary instruction. It triggered on one permanent (the scenario's, checked by
mana_taps.py), it resolves at once and never uses the stack (605.4a), and the colour of mana "of any color" is the
adding player's choice (106.1), made as it resolves and recorded like every other choice (a default the chooser
took is said in ``warnings``). The mana goes into the player's pool as "Add {G}" does (106.4, act_board.add_mana).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t

from ..grammar.choice_words import COLOR_SYMBOLS, COLORS, COLORS_ES
from ..grammar.mana_produced import PRODUCED
from ..plan import AddMana
from ..result import EventRecord, StepResult
from .act_choices import AskWord
from .asking import DECIDERS, Decision
from .produced_mana import produced_mana

if TYPE_CHECKING:
    from ..mana_taps import ManaTap
    from .state import State


def _color_of(label: str) -> str:
    """The English colour a choice's label names (the label is in the answer's language)."""
    low = label.casefold()
    return next((c for c in COLORS if low in (c, COLORS_ES[c])), low)


async def chosen_colors(state: State, result: StepResult, player: str, n: int, one: bool) -> list[str]:
    """The colour of each of ``n`` mana "of any color" (one choice for all when ``one``: "of any one color"), the
    player's (106.1), each recorded among the step's choices; a choice the chooser defaulted is said in warnings."""
    colors: list[str] = []
    assumed: list[str] = []
    for _ in range(1 if one else n):
        index = sum(1 for c in result.choices if c.player == player)
        record = await DECIDERS[AskWord](state, result, Decision(player, index, AskWord("color")))
        result.choices.append(record)
        label = record.labels[0] if record.labels else COLORS[0]
        colors.append(_color_of(label))
        assumed += [label] if record.auto else []
    if assumed:  # once for the player, every colour the chooser took for them
        state.warnings.append(t("apnap.warning.mana_color_assumed", state.lang, player=player,
                                color=", ".join(assumed)))
    return colors * n if one else colors


async def tapped_mana(state: State, step: AddMana, result: StepResult, name: str, tap: ManaTap, n: int) -> None:
    """``name`` adds the step's mana (``n`` of it where the printed mana is "of any color" or counted), told with the
    permanent tapped for mana; the colours of "any color" chosen here."""
    option = step.options[0]
    extra: dict[str, object] = {"tapped": tap.permanent, "additional": step.additional}
    if option.startswith(PRODUCED):  # "one mana of any type that land produced" (106.7, produced_mana.py)
        extra.update(await produced_mana(state, result, name, tap))
    elif option.startswith(("any:", "one:")):
        colors = await chosen_colors(state, result, name, n, option.startswith("one:"))
        mana = "".join(COLOR_SYMBOLS[c] for c in colors if c in COLOR_SYMBOLS)
        extra.update({"mana": mana, "chosen": colors, "of_any": option})
        state.cite("106.1", step=result)
    else:
        extra["mana"] = "|".join(step.options) if step.times is None else "".join(step.options) * n
    result.events.append(EventRecord(name, "add_mana", [], amount=None if step.times is None else n, extra=extra))


def cite_triggered_mana(state: State, result: StepResult) -> None:
    """106.12a: it triggered on the permanent tapped for mana; 605.1b: a triggered mana ability (no target, it
    triggered from a mana ability, it adds mana); 605.4a: it resolves at once, not on the stack."""
    state.cite("106.12a", "605.1b", "605.4a", step=result)


__all__ = ["chosen_colors", "cite_triggered_mana", "tapped_mana"]
