"""The source's state triggers (603.8) checked on the board after the resolution and its state-based actions.

Why: a state trigger triggers as soon as its game state is true, whatever made it so, and goes on the stack the next
time a player would receive priority (117.5), so an answer that leaves the source on the battlefield with "When you
control no Islands, sacrifice …" true must say it triggered (judge 41w: Vodalian Knights "may attack Bob" was said of
a board where it would be sacrificed first). The state is typed (``Scenario.state_triggers``, state_triggers.py);
checked only while the source is still on the battlefield (603.8: its ability works there), never asked: a state the
board does not show is said to be unknown, not guessed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t

from ..grammar.conditions import Facts
from ..grammar.conditions import holds as board_holds
from ..grammar.conditions_more import SourceHasCounters
from ..model import GameObject
from ..render.card_words import CardWords
from ..result import TriggerRecord
from .object_counters import counters_on

if TYPE_CHECKING:
    from ..state_triggers import StateTrigger
    from .state import State


def check_state_triggers(state: State) -> None:
    """Each of the source's state triggers whose state holds now: a trigger put on the stack (603.8), and said;
    one whose state the board does not show: said, never decided."""
    source = state.source_on_battlefield()
    if source is None or not state.scenario.state_triggers:
        return
    you = state.game.controller
    for trigger in state.scenario.state_triggers:
        now = _holds(state, trigger, source)
        # quoted only in the language it was printed in, else left out (render/card_words.py: a Spanish answer on an
        # English card quoted “When you control no Islands, …” inside its own sentence; review, session 42)
        printed = CardWords(f"{trigger.condition}, {trigger.effect}", "instruction")
        if now is None:
            state.warnings.append(t("apnap.warning.state_trigger_unknown", state.lang, source=source.name,
                                    ability=printed))
            state.cite("603.8")
        elif now:
            state.triggers.append(TriggerRecord(you, source.name, trigger.effect, trigger.condition, "state",
                                                source_uid=source.uid))
            state.warnings.append(t("apnap.warning.state_trigger_true", state.lang, source=source.name,
                                    ability=printed, player=you))
            state.cite("603.8", "117.5")


def _holds(state: State, trigger: StateTrigger, source: GameObject) -> bool | None:
    """The state now: the source's counters as this resolution left them (122.1), anything else on the board."""
    check = trigger.check
    if isinstance(check, SourceHasCounters):
        n = counters_on(state, source, check.kind)
        return None if n is None else n >= check.at_least and (check.at_most is None or n <= check.at_most)
    return board_holds(check, state.game, Facts(state.game.controller, None, state.scenario.kicked, source))
