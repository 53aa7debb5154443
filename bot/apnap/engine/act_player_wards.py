"""A player's protection, hexproof or shroud (702.16b-e, 702.16j, 702.11c, 702.18a): a continuous effect the
resolution creates (611.2a), reported for each player it is given to, with its duration.

Why protection is also a prevention record: "any damage that would be dealt by sources that have the stated quality
to a … player with protection is prevented" (702.16e; from everything, every source, 702.16j). The engine already
passes every later damage event of this effect through the prevention records it created (engine/replacing.py,
``State.shields.created``), so the protection becomes one such record whose "you" is the protected player: damage
this effect deals that player afterwards is prevented, on every path that deals damage.

Why nothing is kept for targeting: the resolving effect's targets were all chosen as it was put on the stack (601.2c)
and checked once as it starts to resolve (608.2b), before this ward exists, so a later "target player" of the same
effect is not made illegal by it ("Target player loses 2 life" after "You gain protection from everything" still
takes the life). A reflexive trigger ("When you do, …", 603.12) chooses its targets after this resolution has ended,
outside it. What the ward does while the effect resolves is its damage prevention (702.16e), applied here.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from bot.catalog import t

from ..board_replacements import BoardReplacement
from ..grammar import TypeFilter
from ..model import GameObject
from ..plan import EventReplacement
from ..plan.player_wards import PlayerWard
from ..result import EventRecord, StepResult
from .chosen_values import chosen_color
from .registry import handles

if TYPE_CHECKING:
    from .state import State

_RULES = {"protection": ("702.16b", "702.16e"), "hexproof": ("702.11c",), "shroud": ("702.18a",)}


def _prevention(state: State, step: PlayerWard, player: str) -> BoardReplacement:
    """The protection's damage prevention (702.16e) as a record created by this effect, "you" being ``player``."""
    by = ("", None) if step.everything else ("kind", TypeFilter(noun="source", colors=frozenset(step.colors)))
    record = EventReplacement(text=step.text, subject=step.subject, event="deal_damage", to="you", by=by[0],
                              by_objects=by[1], modify="prevent", amount=None, duration=step.duration)
    # the record's source as the narration names it: the card, or the protection itself when no card is named
    name = state.scenario.card or t("apnap.what.player_protection", state.lang)
    return BoardReplacement(GameObject(-1, name, state.game.controller), player, record)


@handles(PlayerWard)
async def player_ward(state: State, step: PlayerWard, result: StepResult) -> None:
    """Each player the step names gets the ward for its duration (611.2a): one event each; protection's prevention
    applies to what the rest of this effect deals them (702.16e)."""
    if step.chosen:  # "the color of your choice": the controller's answer just before (608.2d, 702.16a)
        color = chosen_color(state, state.game.controller, result)
        state.cite("702.16a", step=result)
        if not color:
            return  # no colour chosen: protection from nothing is no ability (608.2c)
        step = replace(step, colors=(color,), chosen=False)
    quality = "everything" if step.everything else ",".join(step.colors)
    for name in result.order:
        extra: dict[str, object] = {"ward": step.ward, "duration": step.duration, "created": True,
                                    **({"from": quality} if step.ward == "protection" else {})}
        result.events.append(EventRecord(name, "player_ward", [], extra=extra))
        if step.ward == "protection":
            state.shields.created.append(_prevention(state, step, name))
    state.cite("611.2a", *_RULES[step.ward], *(("702.16j",) if step.everything else ()), step=result)
