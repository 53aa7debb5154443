"""A card type the source does not have while a condition holds (604.1, 611.3a, 613.1d): "As long as your devotion to
black is less than five, Erebos isn't a creature".

Why a handler of its own: the answer is whether the source is that type now, tested on the board as it stands; the
source must be on the battlefield (a static ability works there, 604.1, and devotion counts its own mana cost,
700.5), so a board that does not show it is asked, never assumed. The event says whether the change applies now
(``applies``), the condition as printed (``condition``) and, when the answer is in the other language, as said in
the answer's (``condition_said``), and for devotion the count (``devotion``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t

from ..grammar.devotion import DevotionBelow
from ..plan import StaticNotType
from ..result import EventRecord, StepResult
from .act_static import condition_fields, static_only
from .devotion_count import devotion
from .registry import handles

if TYPE_CHECKING:
    from .state import State


@handles(StaticNotType)
async def static_not_type(state: State, step: StaticNotType, result: StepResult) -> None:
    """611.3a: while the condition holds the source is not the type (layer 4, 613.1d); otherwise it is as printed."""
    from .values import holds

    static_only(state, step)
    source = state.source_or_ask("apnap.error.static_source_needed")
    applies = True if step.while_ is None else holds(state, step.while_)
    extra: dict[str, object] = {"applies": applies, "not_type": step.card_type, **condition_fields(state, step),
                                "duration": "static",
                                "what": t(f"apnap.not_type.{step.card_type}", state.lang)}
    check = getattr(step.while_, "check", None)
    if isinstance(check, DevotionBelow):
        extra["devotion"] = devotion(state, check.colors, state.game.controller)
    result.events.append(EventRecord(state.game.controller, "not_type", [source], extra=extra))
    state.cite("604.1", "611.3a", "613.1d", step=result)

