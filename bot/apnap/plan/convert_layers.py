"""The grammar's specs of power and toughness in the layers (grammar/layers.py) → typed steps (:mod:`.steps_layers`).

Why apart from convert_board.py: one family, one small table; convert_board.py's rules try these first.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..grammar import StepSpec
from . import steps as s
from .amounts import Amount
from .steps_layers import (
    AttachedBonusWhile,
    BecomesAll,
    BecomesSource,
    BecomesTarget,
    Characteristics,
    DefinedPT,
    EntersWithCounters,
    SetBasePT,
    SwitchPT,
    TargetSetBasePT,
    TargetSwitchPT,
)

LAYER_ACTIONS = frozenset({"set_pt", "enters_with_counters", "becomes"})


def layer_step(spec: StepSpec, common: dict[str, Any], amount: Callable[[StepSpec], Amount]) -> s.Step:
    """One step per layer: 7a (defined), 7b (set), 7d (switch); or the counters the source enters with."""
    if spec.action == "becomes":
        return becomes_step(spec, common)
    if spec.action == "enters_with_counters":
        return EntersWithCounters(**common, kind=spec.detail("counter", "+1/+1"), amount=amount(spec),
                                  tapped=spec.detail("tapped") == "1", additional=spec.detail("additional") == "1")
    layer = spec.detail("layer")
    if layer == "attached_while":  # "As long as enchanted creature is white, it gets +1/+2" (611.3a)
        power, toughness = (int(v) for v in spec.detail("pt").split("/"))
        return AttachedBonusWhile(**common, attached=spec.detail("attached"), power=power, toughness=toughness,
                                  keywords=tuple(k for k in spec.detail("keywords").split(",") if k),
                                  while_=spec.creatures)
    if layer == "defined":
        return DefinedPT(**common, which=spec.detail("which", "both"), amount=amount(spec))
    if layer == "switch":
        target = spec.detail("target") == "object"
        return (TargetSwitchPT if target else SwitchPT)(**common, objects=spec.creatures)
    power, toughness = (int(v) for v in spec.detail("pt").split("/"))
    kind = SetBasePT if spec.detail("static") else TargetSetBasePT
    return kind(**common, power=power, toughness=toughness, objects=spec.creatures, attached=spec.detail("attached"),
                static=bool(spec.detail("static")))


def _split(said: str) -> tuple[str, ...]:
    return tuple(w for w in said.split(",") if w)


def becomes_step(spec: StepSpec, common: dict[str, Any]) -> s.Step:
    """"… becomes a 2/1 blue Faerie creature …" (grammar/becomes.py): one step, on the source, a target (or what
    "it" or "enchanted land" names) or every permanent of a kind."""
    from .target_count_of import target_count

    pt = spec.detail("pt")
    colors = spec.detail("colors")
    change = Characteristics(
        types=_split(spec.detail("types")), subtypes=_split(spec.detail("subtypes")),
        colors=_split(colors) if colors else () if spec.detail("colorless") else None,
        colors_added=bool(spec.detail("colors_added")), keep=spec.detail("keep"), still=spec.detail("still"),
        still_inline=bool(spec.detail("still_inline")), keywords=_split(spec.detail("keywords")),
        pt=(int(pt.split("/")[0]), int(pt.split("/")[1])) if pt else None, base_said=bool(spec.detail("base_said")),
        choice=spec.detail("choice"), in_addition=spec.detail("in_addition"), pt_each=spec.detail("pt_each"),
        every=spec.detail("every"))
    duration = spec.detail("duration", "indefinite")
    if spec.detail("while"):  # "As long as it's your turn, …" (611.3a): tested by the step, not skipped
        while_, common = common.get("condition"), {**common, "condition": None}
        return BecomesSource(**common, change=change, duration=duration, while_=while_,
                             while_text=spec.detail("while"))
    if spec.detail("on") == "source":
        return BecomesSource(**common, change=change, duration=duration)
    if spec.detail("target") == "object":
        return BecomesTarget(**common, change=change, duration=duration, objects=spec.creatures,
                             refers=bool(spec.detail("refers")), of_that_player=spec.detail("holder") == "that_player",
                             count=target_count(spec), each=bool(spec.detail("each")),
                             is_said=bool(spec.detail("is_said")))
    return BecomesAll(**common, change=change, duration=duration, objects=spec.creatures)
