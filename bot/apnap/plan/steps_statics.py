"""Typed steps for continuous effects on permanents that :mod:`.steps_board` does not cover: a static ability of
the source itself ("Wild Nacatl gets +1/+1 as long as you control a Plains", "Benalish Honor Guard gets +1/+0 for
each legendary creature you control") and an effect on what the instruction before acted on ("They gain haste
until end of turn").

Why typed steps, not a dropped clause: a static ability never resolves (604.1) and "gains haste until end of turn"
moves nothing, yet both change what the game sees; the result must say on which permanents, how (layer 7c,
613.4c; layer 6, 613.1f), for how long (611.2a, 611.3a) and, for "as long as", whether the condition holds now.
One handler each in :mod:`bot.apnap.engine.act_static`.
"""

from __future__ import annotations

from dataclasses import dataclass

from .amounts import Amount, Condition
from .steps import Step


@dataclass(frozen=True, slots=True, kw_only=True)
class StaticSelf(Step):
    """A static ability of the source on itself (604.1, 611.3a): +``power``/+``toughness`` (times ``times`` when
    the text says "for each …"), ``keywords``, while ``while_`` holds (None: always)."""

    action: str = "modify"
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    times: Amount | None = None
    while_: Condition | None = None
    while_text: str = ""  # the condition as printed ("you control a Plains"), for the reading


@dataclass(frozen=True, slots=True, kw_only=True)
class ModifyThose(Step):
    """"They gain haste until end of turn", "That token gains haste until end of turn" (608.2c, 611.2a): the
    permanents the step before acted on that are on the battlefield now; ``noun`` is the printed reference."""

    action: str = "modify"
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    noun: str = "they"
