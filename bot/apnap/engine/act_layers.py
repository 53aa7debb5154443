"""Power and toughness in the layers (613.4) and the counters the source enters with (614.1c).

Why these handlers only record: a step here changes no printed value; it records its effect in its layer
(``State.pt_layers``, engine/layers.py), and every rule that reads power or toughness (the state-based actions,
704.5f-g; a fight, 701.14a) gets the layered result. Each event says the permanents, the layer, how long the
effect lasts, and the power and toughness each has now (``now``), as the layers make them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t

from ..model import GameObject
from ..plan import amounts as a
from ..plan.steps_layers import (
    AttachedBonusWhile,
    DefinedPT,
    EntersWithCounters,
    SetBasePT,
    SetBasePTRule,
    SwitchPT,
    SwitchPTRule,
    TargetSetBasePT,
    TargetSwitchPT,
)
from ..render.sizes import signed_pt
from ..result import EventRecord, StepResult
from .act_static import static_only
from .grants import grant
from .illegal_target import absent_target
from .layers import cite_layers, layered_pt
from .registry import handles
from .values import _value

if TYPE_CHECKING:
    from .state import State

# An ability that resolves creates an effect with a duration (611.2a); a static sentence in one is refused.


def _said(p: int | None, t: int | None) -> str:
    return f"{'?' if p is None else p}/{'?' if t is None else t}"


def _now(state: State, objects: list[GameObject]) -> dict[str, str]:
    """Each permanent's power and toughness now, as the layers make them ("?" where the board gives none, said in
    ``warnings``: an unknown value is never shown as if it were one, 613.4)."""
    now = {o.name: _said(*layered_pt(state, o)) for o in objects}
    for name in (n for n, pt in now.items() if "?" in pt):
        warning = t("apnap.warning.pt_not_given", state.lang, name=name)
        if warning not in state.warnings:
            state.warnings.append(warning)
    return now


def _source_objects(state: State) -> tuple[list[GameObject], list[str] | None]:
    from .act_board import _source_label

    source = state.source_on_battlefield()
    return ([source], None) if source is not None else ([], _source_label(state))


@handles(DefinedPT)
async def defined_pt(state: State, step: DefinedPT, result: StepResult) -> None:
    """604.3, 613.4a: a characteristic-defining ability of the source, in every zone; its number is counted on the
    board as it stands (611.3a: it follows the game), and applies in layer 7a, before any other effect."""
    from .values import value_of

    static_only(state, step)
    n = value_of(state, step.amount, state.game.controller)
    power = n if step.which in ("both", "power") else None
    toughness = n if step.which in ("both", "toughness") else None
    objects, labels = _source_objects(state)
    for o in objects:
        state.pt_layers.defined[o.uid] = (power, toughness)
    extra: dict[str, object] = {"layer": "7a", "which": step.which, "value": n, "duration": "static",
                                "now": _now(state, objects)}
    result.events.append(EventRecord(state.game.controller, "set_pt", objects, labels=labels, extra=extra))
    state.cite("604.3", "613.4a", "611.3a", step=result)


@handles(SetBasePT, TargetSetBasePT)
async def set_base_pt(state: State, step: SetBasePTRule, result: StepResult) -> None:
    """613.4b: the base power and toughness, set in layer 7b; a later set wins (613.7), and +N/+N changes and
    counters still apply on top (7c). A static ability's applies while its source is there (611.3a); a target's
    "until end of turn" until the cleanup step (611.2a, 514.2)."""
    from .act_board import _reached
    from .act_static import _attached

    if step.targets_object:
        objects = _the_target(state, step)
    else:
        static_only(state, step)
        objects = _attached(state, step) if step.attached else [
            o for p in _reached(state) for o in p.battlefield
            if step.objects is not None and state.matches(step.objects, o, p.name) and o.is_creature()]
    for o in objects:
        state.pt_layers.base[o.uid] = (step.power, step.toughness)
    duration = "this_turn" if step.targets_object else "static"
    extra: dict[str, object] = {"layer": "7b", "pt": f"{step.power}/{step.toughness}", "duration": duration,
                                "now": _now(state, objects)}
    result.events.append(EventRecord(state.game.controller, "set_pt", objects, extra=extra))
    state.cite("613.4b", *(("611.2a", "115.1") if step.targets_object else ("604.1", "611.3a")), step=result)
    if step.attached:
        state.cite("303.4" if step.attached == "enchanted" else "301.5", step=result)


@handles(SwitchPT, TargetSwitchPT)
async def switch_pt(state: State, step: SwitchPTRule, result: StepResult) -> None:
    """613.4d: power and toughness switched in layer 7d, after every other change (so a +1/+0 given later in the
    turn still counts before the switch, 613.4), until the cleanup step (611.2a, 514.2)."""
    labels = None
    if step.targets_object:
        objects = _the_target(state, step)
    else:
        objects, labels = _source_objects(state)
    for o in objects:
        state.pt_layers.switches[o.uid] = state.pt_layers.switches.get(o.uid, 0) + 1
    extra: dict[str, object] = {"layer": "7d", "duration": "this_turn", "now": _now(state, objects)}
    result.events.append(EventRecord(state.game.controller, "switch_pt", objects, labels=labels, extra=extra))
    state.cite("613.4d", "611.2a", *(("115.1",) if step.targets_object else ()), step=result)


@handles(EntersWithCounters)
async def enters_with_counters(state: State, step: EntersWithCounters, result: StepResult) -> None:
    """614.1c, 122.6: a replacement effect on how the source enters: it enters with these counters (counted as it
    would enter; "X" is the scenario's x). Nothing on the board changes now: the source shown on a battlefield
    has entered already, so the event names it and the counters, and puts none on it."""
    from .values import value_of

    n = value_of(state, step.amount, state.game.controller)
    objects, labels = _source_objects(state)
    extra: dict[str, object] = {"counter": step.kind, **({"tapped": True} if step.tapped else {}),  # 614.12
                                **({"additional": True} if step.additional else {})}
    result.events.append(EventRecord(state.game.controller, "enters_with_counters", objects, labels=labels,
                                     amount=n, extra=extra))
    state.cite("614.1c", "122.6", *(("614.12",) if step.tapped else ()), step=result)


@handles(AttachedBonusWhile)
async def attached_bonus_while(state: State, step: AttachedBonusWhile, result: StepResult) -> None:
    """611.3a: "As long as enchanted creature is white, it gets +1/+2": tested on the attached creature as the board
    shows it (a colour nobody gave is asked, never guessed); the bonus in layer 7c (613.4c), abilities in layer 6
    (613.1f). The event says whether it applies now (``applies``), as a source's own "as long as" does."""
    from .act_static import _attached, _boost

    static_only(state, step)
    (obj,) = _attached(state, step)
    holder = next(p.name for p in state.game.players if any(o is obj for o in p.battlefield))
    applies = step.while_ is None or state.matches(step.while_, obj, holder)
    pt = _boost(state, step, [obj]) if applies else signed_pt(step.power, step.toughness)
    if applies:
        grant(state, [obj], step.keywords, "static")
    extra: dict[str, object] = {"pt": pt, "keywords": ", ".join(step.keywords), "duration": "static",
                                "applies": applies, "condition": _colour_said(state, step), "now": _now(state, [obj])}
    result.events.append(EventRecord(state.game.controller, "modify", [obj], extra=extra))
    state.cite("604.1", "611.3a", "303.4" if step.attached == "enchanted" else "301.5", step=result)
    cite_layers(state, result, bool(step.power or step.toughness), bool(step.keywords))


def _colour_said(state: State, step: AttachedBonusWhile) -> str:
    """"enchanted creature is white" / "la criatura encantada es blanca": the condition in the answer's language."""
    from ..render.on_layers import attached_is

    return attached_is(state.lang, step)


@_value(a.GreatestPower)
def _greatest_power(state: State, e: a.GreatestPower, player: str | None) -> int:
    """608.2h: "the greatest power among creatures you control": the highest power (or toughness) now, after the
    layers (613.4), or mana value (202.3), among the matching permanents; 0 with none; a value the board does not
    give is asked (never taken as 0)."""
    from .object_values import property_value

    found = [o for p in state.game.players for o in p.battlefield if state.matches(e.filter, o, p.name)]
    return max((property_value(state, o, e.prop) for o in found), default=0)


_BASIC_TYPES = ("plains", "island", "swamp", "mountain", "forest")


@_value(a.LandTypesAmong)
def _land_types(state: State, e: a.LandTypesAmong, player: str | None) -> int:
    """Domain (205.3i): how many of the five basic land types are among the player's lands, by their subtypes or,
    a basic land, by its name; a battlefield nobody described is said in ``warnings`` (act_board._reached)."""
    from ..grammar import TypeFilter
    from .act_board import _reached
    from .values import _whose

    who = _whose(state, e.whose, player)
    _reached(state)
    lands = [o for o in state.game.player(who).battlefield if o.has_type("land")]
    return len({t for t in _BASIC_TYPES for o in lands
                if t in {s.lower() for s in o.subtypes} or TypeFilter(subtypes=frozenset({t})).matches(o)})


def _the_target(state: State, step: SetBasePTRule | SwitchPTRule) -> list[GameObject]:
    """The targeted creature of a "target creature's power and toughness …" step, or ``bad_scenario`` naming what
    the text targets (115.1)."""
    from .act_objects import _find_target

    found = _find_target(state, step.objects) if step.objects is not None else None
    if found is None:
        raise absent_target(state, step.objects, None if step.objects else "creature")
    return [found[0]]
