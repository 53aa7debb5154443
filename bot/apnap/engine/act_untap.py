""""Those creatures don't untap during their controller's next untap step" (502.3, 608.2c), and how long any
"doesn't untap" effect lasts when the text says "for as long as …" (611.2b).

Why a module: the permanents "those creatures" names are the ones the instruction before acted on (the objects of
its events, or all a mass step named), the same look-up "They gain haste until end of turn" makes; kept here, below
act_static.py, so both steps share it. Nothing happens now: each event names the permanents and how long.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model import GameObject
from ..plan import DoesntUntapRule, DoesntUntapThose
from ..result import EventRecord, StepResult
from .registry import handles

if TYPE_CHECKING:
    from .state import State

# ``while_`` (611.2b) → the event's duration, said by the catalogue's apnap.combat_rule.<duration>
WHILE_DURATIONS = {"you_control": "while_controlled", "source_tapped": "while_tapped"}


def named_before(state: State) -> list[GameObject]:
    """608.2c: the permanents the last step that named objects acted on, those on the battlefield now ("Untap all
    …. They …": all the mass step named)."""
    wanted = _named_uids(state)
    return [o for p in state.game.players for o in p.battlefield if o.uid in wanted]


def _named_uids(state: State) -> set[int]:
    before = next((s for s in reversed(state.steps[:-1])
                   if any(e.objects for e in s.events) or s.index in state.named_by_step), None)
    wanted = {o.uid for e in (before.events if before else []) for o in e.objects}
    if before is not None and before.index in state.named_by_step:
        wanted = set(state.named_by_step[before.index])
    return wanted


def left_the_battlefield(state: State, result: StepResult) -> None:
    """The objects the pronoun names that are no longer on the battlefield ("Each player sacrifices a creature. That
    creature gains flying"): each is a new object in another zone (400.7), which an instruction about a permanent
    does not change; said in an event of their own (``not_there``), never dropped in silence (608.2c). Not when an
    instruction was left undone before it: "… that player creates two … tokens, and those tokens gain haste" names the
    tokens never made, not what the step before them moved."""
    if state.left_undone:
        return
    wanted = _named_uids(state)
    here = {o.uid for p in state.game.players for o in p.battlefield}
    gone = [o for s in state.steps[:-1] for e in s.events for o in e.objects if o.uid in wanted - here]
    names = list(dict.fromkeys(o.name for o in {o.uid: o for o in gone}.values()))
    if names:
        result.events.append(EventRecord(state.game.controller, "not_there", [], labels=names))
        state.cite("400.7", step=result)


def untap_duration(state: State, step: DoesntUntapRule, resolving: bool) -> str:
    """How long the permanent stays tapped in its untap steps: the next one only; "for as long as …" (611.2b: until
    that stops being true); a resolving ability's without an end, the rest of the game; else while the static
    ability's source is there (611.3a)."""
    if step.during == "next":
        return "next"
    if step.while_:
        return WHILE_DURATIONS[step.while_]
    return "game" if resolving else "static"


def source_words(state: State) -> str:
    """The source as the narration names it in "for as long as you control Icefall Regent"."""
    source = state.source_on_battlefield()
    return source.name if source is not None else (state.scenario.card or "")


@handles(DoesntUntapThose)
async def doesnt_untap_those(state: State, step: DoesntUntapThose, result: StepResult) -> None:
    """502.3: each permanent named before (608.2c; or each of the trigger's "one or more …", 603.2) stays tapped in its
    controller's next untap step; nothing changes now. The event names them."""
    if step.objects is not None:
        objects = [o for p in state.game.players for o in p.battlefield if state.matches(step.objects, o, p.name)]
    else:
        objects = named_before(state)
        left_the_battlefield(state, result)  # a new object in another zone is no permanent to stay tapped (400.7)
    result.events.append(EventRecord(state.game.controller, "doesnt_untap", objects,
                                     extra={"during": "next", "duration": "next", "those": step.noun}))
    state.cite("502.3", "608.2c", "611.2a", step=result)
