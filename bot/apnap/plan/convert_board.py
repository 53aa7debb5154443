"""The grammar's specs for the board's own steps (:mod:`.steps_board`) → typed steps.

Tried before the older object families in :func:`bot.apnap.plan.convert._object_step`, so that a
"target" or "self" detail of these specs never reads as a destroy or a sacrifice.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..grammar import StepSpec
from . import steps as s
from . import steps_board as b


def _amount(spec: StepSpec) -> Any:
    from .convert import step_amount  # convert imports this module: looked up when a step is built

    return step_amount(spec)


def _picks(spec: StepSpec) -> tuple[s.Pick, ...]:
    from .convert import pick_of

    return tuple(pick_of(slot, spec) for slot in spec.slots)


def _on_source(spec: StepSpec) -> bool:
    return spec.detail("on") == "source"


def _modify(spec: StepSpec, common: dict[str, Any]) -> s.Step:
    power, toughness = (int(v) for v in spec.detail("pt", "+0/+0").split("/"))
    keywords = tuple(k for k in spec.detail("keywords").split(",") if k)
    if spec.detail("target") != "object":
        return b.ModifyAll(**common, objects=spec.creatures or s.ANY, power=power, toughness=toughness,
                           keywords=keywords)
    return b.ModifyTarget(**common, objects=spec.creatures or s.ANY, power=power, toughness=toughness,
                          keywords=keywords, of_that_player=_of_that_player(spec))


def _of_that_player(spec: StepSpec) -> bool:
    return spec.detail("holder") == "that_player"


_Rule = tuple[Callable[[StepSpec], bool], Callable[[StepSpec, dict[str, Any]], s.Step]]
BOARD_RULES: tuple[_Rule, ...] = (
    (lambda sp: sp.action == "counter" and _on_source(sp),
     lambda sp, c: b.SourceCounters(**c, kind=sp.detail("counter", "+1/+1"), amount=_amount(sp))),
    (lambda sp: sp.action == "counter" and sp.detail("target") == "object",
     lambda sp, c: b.TargetCounters(**c, objects=sp.creatures or s.ANY, kind=sp.detail("counter", "+1/+1"),
                                    amount=_amount(sp), of_that_player=_of_that_player(sp))),
    (lambda sp: sp.action == "counter" and bool(sp.detail("pick")),
     lambda sp, c: b.PickedCounters(**c, picks=_picks(sp), kind=sp.detail("counter", "+1/+1"), amount=_amount(sp))),
    (lambda sp: sp.action == "remove_counter" and _on_source(sp),
     lambda sp, c: b.RemoveSourceCounters(**c, kind=sp.detail("counter", "+1/+1"), amount=_amount(sp),
                                          every=bool(sp.detail("all")))),
    (lambda sp: sp.action in ("tap", "untap") and sp.detail("target") == "object",
     lambda sp, c: (b.TapTarget if sp.action == "tap" else b.UntapTarget)(
         **c, objects=sp.creatures or s.ANY, of_that_player=_of_that_player(sp))),
    (lambda sp: sp.action in ("tap", "untap") and bool(sp.detail("pick")),
     lambda sp, c: (b.TapPicked if sp.action == "tap" else b.UntapPicked)(**c, picks=_picks(sp))),
    (lambda sp: sp.action == "regenerate" and sp.detail("target") == "object",
     lambda sp, c: b.RegenerateTarget(**c, objects=sp.creatures or s.ANY, of_that_player=_of_that_player(sp))),
    (lambda sp: sp.action == "regenerate", lambda sp, c: b.RegenerateAll(**c, objects=sp.creatures or s.ANY)),
    (lambda sp: sp.action == "modify", _modify),
    (lambda sp: sp.action == "gain_control" and _on_source(sp), lambda sp, c: b.GainControlSource(**c)),
    (lambda sp: sp.action == "gain_control" and bool(sp.detail("owned")),
     lambda sp, c: b.GainControlOwned(**c, objects=sp.creatures or s.ANY)),
    (lambda sp: sp.action == "add_mana",
     lambda sp, c: b.AddMana(**c, options=tuple(sp.detail("mana").split("|")))),
)
