"""A static ability over several kinds at once on the board (611.3a): "Skeletons you control and other Zombies you
control get +1/+1 and have deathtouch", "Sylvan Advocate and land creatures you control get +2/+2".

Why a handler of its own: each permanent of any of the kinds is changed once (a Skeleton Zombie gets +1/+1 once, as the
one ability says), and the source named first is changed whatever its kind. Otherwise as any static ability: while the
source is on the battlefield and its "as long as …" holds on the board as it stands (an undescribed fact is asked),
power and toughness in layer 7c (613.4c), abilities in layer 6 (613.1f), and each permanent's size now shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model import GameObject
from ..plan import StaticKinds
from ..render.sizes import signed_pt
from ..result import EventRecord, StepResult
from .act_board import _reached
from .act_layers import _now
from .act_static import _boost, condition_fields, static_only
from .grants import grant
from .layers import cite_layers
from .referents import warn_unseen_source
from .registry import handles

if TYPE_CHECKING:
    from .state import State


def kinds_objects(state: State, step: StaticKinds) -> list[GameObject]:
    """The source (when named first and on the battlefield), then each permanent of any of the kinds, once each."""
    found: list[GameObject] = []
    source = state.source_on_battlefield() if step.source_too else None
    if source is not None:
        found.append(source)
    for p in _reached(state):
        found += [o for o in p.battlefield if all(o is not f for f in found)
                  and any(state.matches(g, o, p.name) for g in step.groups)]
    return found


@handles(StaticKinds)
async def static_kinds(state: State, step: StaticKinds, result: StepResult) -> None:
    static_only(state, step)
    objects = kinds_objects(state, step)
    for group in step.groups:  # "Creatures you control …" from a source the board does not show: said, not assumed
        warn_unseen_source(state, group, static=True)
    extra: dict[str, object] = {"duration": "static"}
    if step.while_ is not None:  # "as long as …" (611.3a): tested on the board as it stands
        from .values import holds

        extra.update(applies=holds(state, step.while_), **condition_fields(state, step))  # type: ignore[arg-type]
    applies = extra.get("applies", True)
    said = signed_pt(step.power, step.toughness) if (step.power or step.toughness) else ""
    pt = _boost(state, step, objects) if applies else said  # type: ignore[arg-type]
    if applies:
        grant(state, objects, step.keywords, "static")
        if pt:
            extra["now"] = _now(state, objects)
    labels = None
    if step.source_too and state.source_on_battlefield() is None:  # named by the card, not shown: said by its name
        from .act_board import _source_label

        labels = [*_source_label(state), *(o.name for o in objects)]
    result.events.append(EventRecord(state.game.controller, "modify", objects, labels=labels,
                                     extra={"pt": pt, "keywords": ", ".join(step.keywords), **extra}))
    state.cite("604.1", "611.3a", step=result)
    cite_layers(state, result, bool(pt) and bool(applies), bool(step.keywords) and bool(applies))
