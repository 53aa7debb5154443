"""Targeted objects (115.1): "destroy target creature", "gain control of up to one target creature … until end of
turn", and one target for each opponent ("For each opponent, gain control of target permanent that player
controls", 601.2c).

Why a module apart: which named object is whose target is the one decision here, and it is the same for every
action on targets; the actions differ only in where the object goes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError
from bot.i18n.plural import NounRef

from ..model import GameObject, Player
from ..plan import (
    DestroyTarget,
    ExileTarget,
    GainControlTarget,
    MoveTarget,
    PutTargetFromGraveyard,
    ReturnTarget,
    SacrificeTarget,
)
from ..result import ChoiceRecord, EventRecord, StepResult
from . import triggers
from .act_objects import _may
from .asking import declined
from .attached import acted_on, chosen_rule, not_there
from .grants import spare_indestructible
from .layers import layered_pt
from .referents import source_label, that_player
from .registry import handles
from .several_targets import counted_targets
from .who import named_players

if TYPE_CHECKING:
    from .state import State


#: "… target … of their choice" / "… target permanent that player controls": among one player's permanents (115.1)
_THAT_PLAYER = frozenset({"that_player", "of_that_player"})


async def _accepted_targets(state: State, step: MoveTarget, result: StepResult) -> list[tuple[GameObject, str]] | None:
    """The targets, after the controller's "you may …" (608.2c): None when declined, and nothing moves."""
    await _may(state, step, result)
    if state.game.controller in declined(result):
        return None
    return _targets(state, step, result)


def _per_opponent(step: MoveTarget) -> tuple[str, ...]:
    """601.2c, cited where a target is chosen for each opponent."""
    return ("601.2c",) if step.per and step.per not in _THAT_PLAYER else ()


def _targets(state: State, step: MoveTarget, result: StepResult) -> list[tuple[GameObject, str]]:
    """The targets and who controls each: the one object ``target`` names, or one per player of ``per``."""
    if step.per is not None:
        return _targets_per_player(state, step)
    if step.count is not None:  # "destroy two / X / up to two target …" (601.2c), "… and target land" (115.3)
        words = [(step.objects, step.count), *((w.objects, w.count) for w in step.also)]
        return [found for objects, count in words for found in counted_targets(state, objects, count, result)]
    zone = getattr(step, "zone", "battlefield")
    found = acted_on(state, step, step.objects) if zone == "battlefield" \
        else _find_card(state, step, zone)
    if found is None:
        raise not_there(state, step, step.objects)
    return [found]


def _find_card(state: State, step: MoveTarget, zone: str) -> tuple[GameObject, str] | None:
    """The named target card in a graveyard (the controller's only for "from your graveyard")."""
    wanted = [n.casefold() for n in state.scenario.targets if n not in state.game.seat_names]
    yours = getattr(step, "yours", False)
    for p in state.game.players:
        if p.lost or not state.in_range(p.name) or (yours and p.name != state.game.controller):
            continue
        for o in p.zones[zone]:
            if o.name.casefold() in wanted and state.matches(step.objects, o, p.name):
                return o, p.name
    return None


def _targets_per_player(state: State, step: MoveTarget) -> list[tuple[GameObject, str]]:
    """"For each opponent, … target … that player controls" (601.2c): each name in ``target`` is one opponent's
    target, among that player's permanents (a name two of them share is given once for each). An opponent with
    a legal permanent and no target named is asked, never skipped, unless the card says "up to one"; an
    opponent with none has no target for it (115.1)."""
    controller = state.game.controller
    whose = ([that_player(state)] if step.per in _THAT_PLAYER  # of their choice
             else [p.name for p in state.game.players] if step.per == "each_player"  # "For each player," (yours too)
             else state.game.opponents(controller))
    group = [p.name for p in state.game.players if p.name in whose and not p.lost and state.in_range(p.name)]
    left = [n.casefold() for n in state.scenario.targets if n not in state.game.seat_names]
    found: list[tuple[GameObject, str]] = []
    for name in state.apnap_order(group):
        zone = state.game.player(name).zones[getattr(step, "zone", "battlefield")]
        legal = [o for o in zone if state.matches(step.objects, o, name)]
        mine = next((o for o in legal if o.name.casefold() in left), None)
        if mine is not None:
            left.remove(mine.name.casefold())
            found.append((mine, name))
        elif legal and step.up_to and not state.scenario.no_targets:  # none for them: said, never silent (601.2c)
            state.warnings.append(t("apnap.warning.target_none_for_player", state.lang, player=name,
                                    what=NounRef(step.objects.noun)))
        elif legal and not step.up_to:
            key = {"that_player": "apnap.error.target_of_player", "of_that_player": "apnap.error.target_that_player"
                   }.get(step.per or "", "apnap.error.target_for_player")
            raise BotError.of("choice_needed", key, suggestions=[o.name for o in legal], field="target",
                              lang=state.lang, player=name, what=NounRef(step.objects.noun))
    if left:  # a name none of them controls (or a second one for the same player): no legal target (115.1)
        raise BotError.of("bad_scenario", "apnap.error.target_object", field="target", lang=state.lang,
                          what=NounRef(step.objects.noun))
    return found


def leave_battlefield(state: State, obj: GameObject, holder: str, into: str) -> None:
    """A targeted permanent leaves ``holder``'s battlefield for its owner's ``into`` zone (400.3), recorded the same
    for every mover: who controlled it as it left ("its controller" after it left, 608.2h) and where it went (the
    effect can find it there as it last existed, 400.7j)."""
    p = state.game.player(holder)
    p.zones["battlefield"] = [o for o in p.battlefield if o is not obj]
    state.game.player(obj.owner).zones[into].append(obj)
    state.left_holders[obj.name.casefold()] = holder  # "that land's controller" after it left (608.2h)
    state.moved.append((obj, into))  # the effect can find it there (400.7j)


@handles(DestroyTarget, ExileTarget, ReturnTarget)
async def move_target(state: State, step: MoveTarget, result: StepResult) -> None:
    """115.1: the targeted objects, chosen as the spell was cast; they must still be legal (608.2b)."""
    found = await _accepted_targets(state, step, result)
    if found is None or (step.count is not None and not found):  # no target, or none legal (608.2b)
        return
    if isinstance(step, DestroyTarget):  # 702.12b: an indestructible target stays where it is
        spared = spare_indestructible(state, [o for o, _ in found], result)
        found = [(o, h) for o, h in found if o in spared]
        if not found:
            state.cite("115.1", "701.8a", step=result)
            return
    before = triggers.battlefield_snapshot(state)
    for obj, holder in found:
        leave_battlefield(state, obj, holder, step.into)
    # "… to its owner's hand"; several targets: "… to their owners' hands", each to its own owner's
    to: dict[str, object] = {"to": "owners_hand" if len(found) == 1 else "owners_hands"} if step.into == "hand" else {}
    if getattr(step, "until_source_leaves", False):  # 610.3: returned by a second one-shot effect, 610.3c
        to = {"until": "source_leaves", "source": state.scenario.card or "this permanent"}  # a permanent's text
        if state.source_on_battlefield() is None:  # 610.3a-b: had the source left already, nothing would be exiled
            state.warnings.append(t("apnap.warning.until_source_assumed", state.lang, source=source_label(state)))
    result.events.append(EventRecord(state.game.controller, step.action, [o for o, _ in found],
                                     extra={"from": "battlefield", **to}))
    chosen = ("603.2", "608.2c") if step.event_object == "permanent" else (chosen_rule(step),)  # the event's, a target
    state.cite(*chosen, *_per_opponent(step), step.rule, *(("610.3", "610.3c") if "until" in to else ()), step=result)
    triggers.leaves(state, found, before, result)
    if step.holders_gain_power:
        _gain_its_power(state, found, result)


@handles(SacrificeTarget)
async def sacrifice_target(state: State, step: SacrificeTarget, result: StepResult) -> None:
    """"For each player, choose target permanent that player controls. Those players sacrifice those permanents.": the
    targets chosen as the ability was put on the stack (601.2c), still legal (608.2b); each controller sacrifices its
    own, nobody choosing (701.21a), all at once in APNAP order (101.4, 608.2e), into its owner's graveyard. One that
    can't be sacrificed stays (101.2)."""
    found = await _accepted_targets(state, step, result)
    if not found:
        return
    result.order = state.apnap_order([h for _, h in found])
    before = triggers.battlefield_snapshot(state)
    gone: list[tuple[GameObject, str]] = []
    for holder in result.order:
        mine = [o for o, h in found if h == holder and not o.cant_be_sacrificed]
        for o in mine:
            leave_battlefield(state, o, holder, "graveyard")
        result.choices.append(ChoiceRecord(holder, mine, [o.name for o in mine], hidden=False, forced=bool(mine),
                                           none=not mine, noun=step.objects.noun))
        result.events.append(EventRecord(holder, "sacrifice", mine))
        gone += [(o, holder) for o in mine]
    state.cite("115.1", "601.2c", "608.2b", step.rule, step=result)
    triggers.leaves(state, gone, before, result)


def _gain_its_power(state: State, found: list[tuple[GameObject, str]], result: StepResult) -> None:
    """"… and that player gains life equal to its power": each target's controller, by that object's power as
    it last existed (608.2h); a power the board does not give is asked, never guessed."""
    for obj, holder in found:
        power = layered_pt(state, obj)[0]  # its counters and this effect's changes count as it last existed
        if power is None:
            raise BotError.of("choice_needed", "apnap.error.property_needed", suggestions=[obj.name],
                              field="players", lang=state.lang, prop=NounRef("power"), key="power", names=obj.name)
        state.change_life(holder, power, result)
        result.events.append(EventRecord(holder, "gain_life", [], amount=power,
                                         extra={"life": state.known_life(holder)}))
        if power > 0:
            triggers.simple(state, "gains_life", holder, None, result)
    state.cite("608.2h", "119.3", step=result)


def _onto_your_battlefield(state: State, found: list[tuple[GameObject, str]], zone: str,
                           gainer: str | None = None) -> Player:
    """The targets leave their holders' ``zone`` for the controller's battlefield (a card put onto it, 400.7, or
    a permanent whose control changes, 613.1b), or ``gainer``'s ("target opponent gains control of …"); returns
    that player."""
    you = state.game.player(gainer or state.game.controller)
    for obj, holder in found:
        p = state.game.player(holder)
        p.zones[zone] = [o for o in p.zones[zone] if o is not obj]
        you.battlefield.append(obj)
    return you


@handles(PutTargetFromGraveyard)
async def put_target(state: State, step: PutTargetFromGraveyard, result: StepResult) -> None:
    """115.1: the target cards leave their owners' graveyards for the controller's battlefield at once."""
    found = await _accepted_targets(state, step, result)
    if found is None:
        return
    you = _onto_your_battlefield(state, found, "graveyard")
    result.events.append(EventRecord(you.name, "put", [o for o, _ in found],
                                     extra={"from": "graveyard", "to": "battlefield"}))
    state.cite("115.1", *_per_opponent(step), "400.7", step=result)
    for card, _ in found:
        triggers.enters(state, card, you.name, result)


@handles(GainControlTarget)
async def gain_control_target(state: State, step: GainControlTarget, result: StepResult) -> None:
    """613.1b: the controller gets the targets (a control-changing effect), for good or "until end of turn"
    (611.2a); nothing changes zones."""
    found = await _accepted_targets(state, step, result)
    gainers = sorted(named_players(state, step, result)) if step.subject.kind != "you" else [state.game.controller]
    if found is None or not gainers:  # "target opponent gains control of …" with no such player: nothing changes
        return
    never = _never_starts(state, step.duration)
    if never is not None:
        # "for as long as you control Aladdin" with the source shown gone or another's, "… remains tapped" with it
        # shown untapped: the duration never starts and the effect does nothing (611.2b)
        state.warnings.append(t(never, state.lang, source=source_label(state), player=state.game.controller))
        state.cite("611.2b", step=result)
        return
    you = _onto_your_battlefield(state, found, "battlefield", gainers[0])
    extra = {"duration": step.duration} if step.duration else {}
    result.events.append(EventRecord(you.name, "gain_control", [o for o, _ in found], extra=extra))
    lasts = ("604.1", "611.3a") if step.duration == "static" else \
        ("611.2b",) if step.duration in _WHILE else ("611.2a",) if step.duration else ()
    state.cite(chosen_rule(step), *_per_opponent(step), "613.1b", *lasts, step=result)


# "for as long as …" ends of a control change (611.2b)
_WHILE = frozenset({"while_you_control_source", "while_source_tapped", "while_you_control_source_tapped"})


def _never_starts(state: State, duration: str | None) -> str | None:
    """The warning's key when the board shows the "for as long as …" duration already over as the effect would begin
    (611.2b): the source gone or another's ("you control"), or not tapped ("remains tapped"); else None. A source the
    board does not show is the permanent whose ability resolves, where it is (113.6), tapped by its {T} cost."""
    if duration in ("while_you_control_source", "while_you_control_source_tapped") and _source_elsewhere(state):
        return "apnap.warning.control_never_starts"
    if duration not in ("while_source_tapped", "while_you_control_source_tapped") or not state.source_anywhere():
        return None
    names = {o.name.casefold() for o in state.source_anywhere()}
    tapped = any(o.tapped for p in state.game.players for o in p.battlefield if o.name.casefold() in names)
    return None if tapped else "apnap.warning.tapped_never_starts"


def _source_elsewhere(state: State) -> bool:
    """The board shows the source, and not on the controller's battlefield (in a graveyard, another player's):
    not shown at all, it is the permanent whose ability resolves, taken to be where it is (113.6)."""
    return state.source_on_battlefield() is None and bool(state.source_anywhere())
