"""How many objects a cost of "any number of …" or "up to N …" gives up, when the scenario does not say.

Why: "As an additional cost to cast this spell, sacrifice any number of creatures. Target creature gets +2/+2 …
for each creature sacrificed this way" (Vicious Betrayal) took every creature by default, marked only "(default)";
a blind judge found the answer decided by a number nobody gave. A cost's amount is chosen as the cost is paid
(601.2b, 601.2h) and is what the rest of the ability counts, like X (107.3), which is asked, never assumed: so an
unanswered "any number" cost asks too (``choice_needed``, field ``choices``), its suggestions the most, one, and
none. A live chooser (table mode) is asked as before; a pick of a fixed count ("Sacrifice a creature") keeps its
default, because its amount is the card's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.errors import BotError

from ..model import GameObject
from .unanswered import unanswered

if TYPE_CHECKING:
    from ..result import StepResult
    from .state import State

_MAX_SUGGESTED = 6  # names in the largest suggestion (a long battlefield is shown by its first ones)


def ask_cost_amount(state: State, step: StepResult, player: str, objects: list[GameObject], up_to: bool) -> None:
    """Ask which objects an "any number" / "up to N" cost gives up when nobody answered it (a scenario's script
    with no answer left for ``player``)."""
    if not up_to or not objects or not step.extra.get("cost") or not unanswered(state, player):
        return
    names = [o.name for o in objects][:_MAX_SUGGESTED]
    given = [_entry(e) for e in state.scenario.choices.get(player, [])]
    suggestions = [f"choices: {{{player}: [{', '.join([*given, f'[{picked}]'])}]}}"
                   for picked in dict.fromkeys((", ".join(names), names[0], ""))]
    raise BotError.of("choice_needed", "apnap.error.cost_amount_needed", field="choices", lang=state.lang,
                      suggestions=suggestions, player=player, cost=(step.reading or step.text).rstrip("."),
                      example=suggestions[0])  # the cost said in the answer's language (its reading)


def _entry(entry: object) -> str:
    """A script entry as it is typed back: a name, or a list of names in brackets."""
    return f"[{', '.join(str(e) for e in entry)}]" if isinstance(entry, list | tuple) else str(entry)
