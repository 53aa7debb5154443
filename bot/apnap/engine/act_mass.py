"""Handlers of the instructions on everything matching: "destroy / exile / gain control of all …", "return / put
all … onto the battlefield", "exile target player's graveyard": every object of each zone reached at once (one
event, 608.2e), a zone nobody described said as unseen, never taken as empty."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from bot.catalog import t
from bot.i18n.plural import NounRef

from ..grammar.spanish_terms import counter_word
from ..model import GameObject, Player
from ..plan import (
    DestroyAll,
    ExileAll,
    ExileZone,
    GainControlAll,
    MassMove,
    MoveAllTo,
    PutAll,
    ReturnAll,
)
from ..render.nouns import all_of
from ..render.words import Words
from ..result import EventRecord, StepResult
from . import triggers
from .act_picks import whole_hands
from .asking import declined
from .chosen_pool import spared
from .grants import spare_indestructible
from .referents import that_player, warn_unseen_source, whose_zones
from .registry import handles

if TYPE_CHECKING:
    from .state import State

from .act_objects import _may

Arrive = Callable[["State", str, list[GameObject]], None]


def _zones_reached(state: State, step: MassMove, result: StepResult) -> list[Player]:
    """Whose zones a mass move takes from: every player in range, or only those the step names."""
    reached = [p for p in state.game.players if not p.lost and state.in_range(p.name)]
    if step.own_zone:  # "from their graveyard" / "your graveyard": the acting players only, in APNAP order
        return sorted((p for p in reached if p.name in result.order), key=lambda p: result.order.index(p.name))
    if step.opponents_zones:  # "exile each opponent's graveyard"
        return [p for p in reached if p.name in state.game.opponents(state.game.controller)]
    if step.zone_of:  # "… from target player's graveyard": that player's zone, the controller acts (400.1)
        owner = that_player(state) if step.zone_of == "that_player" else state.scenario.target
        return [p for p in reached if p.name == owner]
    if step.zones_of is not None:  # "… all creatures target player controls": that one player's
        state.cite("115.1" if step.zones_of.startswith("target") else "608.2c", step=result)
        return [p for p in reached if p.name == whose_zones(state, step.zones_of)]
    return reached


async def _mass_move(state: State, step: MassMove, result: StepResult, arrive: Arrive,
                     extra: dict[str, object] | None = None, destroy: bool = False,
                     starting_with: str | None = None) -> list[tuple[GameObject, str]]:
    """Every matching object of every player reached leaves its zone at once; ``arrive`` puts them
    somewhere. Returns what moved, with its previous controller. One event, performed by the controller,
    unless each acting player moves their own ("each player returns all creature cards from their graveyard
    …"): then each of them performs their own event (101.4: each player does it, not the controller)."""
    await _may(state, step, result)
    if step.zone == "battlefield":
        warn_unseen_source(state, step.objects)
    moved: list[tuple[GameObject, str]] = []
    reached = _zones_reached(state, step, result)
    if any(step.zone in p.unknown for p in reached):
        state.warnings.append(t("apnap.warning.unknown_zone", state.lang, zone=NounRef(step.zone, many=True)))
    # every player's objects are found before any moves (one event): what one player's objects arrive among
    # (a battlefield gaining control of them) is never taken again for that player
    hits = _hits(state, step, result, reached)
    if starting_with is not None:  # whose objects arrive where they already are: taken first, so they keep their place
        hits.sort(key=lambda hit: hit[0].name != starting_with)
    for p, hit in hits:
        if destroy:  # 702.12b: an indestructible permanent stays
            hit = spare_indestructible(state, hit, result)
        if not hit:
            if step.own_zone:  # their own zone nobody described: "all creature cards (zone not described)"
                unknown = {"unknown": True, "what": _all_said(state, step)} if step.zone in p.unknown else {}
                result.events.append(EventRecord(p.name, step.action, [], extra={**(extra or {}), **unknown}))
            continue
        p.zones[step.zone] = [o for o in p.zone(step.zone) if o not in hit]
        moved.extend((o, p.name) for o in hit)
        if step.zone == "battlefield":
            state.left_control.update((o.uid, p.name) for o in hit)
        arrive(state, p.name, hit)
        if step.own_zone:
            result.events.append(EventRecord(p.name, step.action, hit, extra=extra or {}))
    if not step.own_zone:  # a zone nobody described moved what nobody knows: a later "this way" count asks
        unseen_of = [p.name for p in reached if step.zone in p.unknown and step.zone != "battlefield"]
        unseen: dict[str, object] = {"unknown": True, "unseen_of": unseen_of[0]} if unseen_of else {}
        if not moved and any(step.zone in p.unknown for p in reached):  # "destroys all artifacts (zone not
            unseen.update(unknown=True, what=_all_said(state, step))  # described)", never "nothing happens"
        result.events.append(EventRecord(state.game.controller, step.action, [o for o, _ in moved],
                                         extra={**(extra or {}), **unseen}))
    return moved


def _hits(state: State, step: MassMove, result: StepResult,
          reached: list[Player]) -> list[tuple[Player, list[GameObject]]]:
    """Each reached player's matching objects; "Destroy all other …" after a choice spares the chosen ones (608.2c)."""
    hits = [(p, [o for o in p.zone(step.zone) if state.matches(step.objects, o, p.name)]) for p in reached]
    if step.except_chosen:
        hits = [(p, spared(state, hit)) for p, hit in hits]
        state.cite("608.2c", step=result)
    return hits


def _all_said(state: State, step: MassMove) -> str:
    """"all artifacts", "todas las cartas de criatura": what a mass move over zones nobody described takes."""
    return all_of(Words(state.lang), step.objects, step.zone != "battlefield")


@handles(DestroyAll)
async def destroy_all(state: State, step: DestroyAll, result: StepResult) -> None:
    before = triggers.battlefield_snapshot(state)

    def arrive(state: State, holder: str, hit: list[GameObject]) -> None:
        for o in hit:
            state.game.player(o.owner).graveyard.append(o)

    moved = await _mass_move(state, step, result, arrive, destroy=True)
    state.cite("701.8a", step=result)
    triggers.leaves(state, moved, before, result)


@handles(ExileAll)
async def exile_all(state: State, step: ExileAll, result: StepResult) -> None:
    before = triggers.battlefield_snapshot(state)

    def arrive(state: State, holder: str, hit: list[GameObject]) -> None:
        state.game.player(holder).exile.extend(hit)

    moved = await _mass_move(state, step, result, arrive, {"from": step.zone})
    state.cite("701.13a", step=result)
    if step.zone == "battlefield":  # exiled permanents leave the battlefield (603.10a), they do not die (700.4)
        triggers.leaves(state, moved, before, result)


def _to_your_battlefield(state: State, holder: str, hit: list[GameObject]) -> None:
    state.game.player(state.game.controller).battlefield.extend(hit)


@handles(GainControlAll)
async def gain_control_all(state: State, step: GainControlAll, result: StepResult) -> None:
    await _mass_move(state, step, result, _to_your_battlefield, starting_with=state.game.controller)
    state.cite("613.1b", step=result)


def owners_of(objects: list[GameObject]) -> dict[str, list[str]]:
    """Each owner's objects among ``objects`` (in their order): whose hand each one went to (400.7)."""
    out: dict[str, list[str]] = {}
    for o in objects:
        out.setdefault(o.owner, []).append(o.name)
    return out


async def _move_all_to(state: State, step: MoveAllTo, result: StepResult, extra: dict[str, object]) -> None:
    def to_owners(state: State, holder: str, hit: list[GameObject]) -> None:
        for o in hit:  # to the battlefield under their owners' control / to hands
            owner = state.game.player(o.owner)
            (owner.battlefield if step.to == "battlefield" else owner.hand).append(o)

    before = triggers.battlefield_snapshot(state)
    moved = await _mass_move(state, step, result, _to_your_battlefield if step.to_you else to_owners, extra)
    state.cite("400.7", step=result)
    if step.zone == "battlefield" and step.to != "battlefield":  # "return all creatures to their owners' hands"
        triggers.leaves(state, moved, before, result)
    if step.with_counter is not None and step.to == "battlefield":  # each enters with it (122.6, 614.1c)
        for o, _ in moved:
            state.add_counters(o.uid, step.with_counter, 1)
            if o.is_creature() and o.toughness is None and step.with_counter.startswith("-"):
                state.warnings.append(t("apnap.warning.unknown_toughness_counter", state.lang, name=o.name,
                                        counter=counter_word(step.with_counter, state.lang)))
        for ev in result.events:
            ev.extra["with_counter"] = step.with_counter
        state.cite("122.6", "614.1c", step=result)
    if step.to == "battlefield":
        for o, _ in moved:
            triggers.enters(state, o, o.owner, result)


@handles(ReturnAll)
async def return_all(state: State, step: ReturnAll, result: StepResult) -> None:
    """"Return all nonland permanents to their owners' hands": each to its own owner's hand (400.7), whoever
    controlled it; the event says so ("owners_hands") and names each owner's cards, never "their hand" of the
    player who returns them. "Each player returns … from their graveyard to their hand": their own."""
    to = "owners_hands" if step.to == "hand" and not step.own_zone else step.to
    await _move_all_to(state, step, result, {"from": step.zone, "to": to})
    for ev in result.events:
        if ev.extra.get("to") == "owners_hands" and ev.objects:
            ev.extra["owners"] = owners_of(ev.objects)


@handles(PutAll)
async def put_all(state: State, step: PutAll, result: StepResult) -> None:
    await _move_all_to(state, step, result, {})


@handles(ExileZone)
async def exile_zone(state: State, step: ExileZone, result: StepResult) -> None:
    """"Each player exiles their graveyard": the whole zone, no choice, at once. A whole hand is a forced
    pick of a hidden zone, in ``chosen`` like "discards their hand" (101.4a)."""
    await _may(state, step, result)
    no = declined(result)
    if step.zone == "hand":
        whole_hands(state, result, frozenset(no))
    for name in result.order:
        p = state.game.player(name)
        if name in no:
            continue
        if step.zone in p.unknown:  # every card of a zone nobody described: "their graveyard", never "nothing"
            what = t("apnap.what.whole_zone", state.lang, zone=NounRef(step.zone))
            result.events.append(EventRecord(name, "exile", [], extra={"from": step.zone, "unknown": True,
                                                                        "what": what}))
            continue
        moved = list(p.zone(step.zone))
        p.zones[step.zone] = []
        p.exile.extend(moved)
        result.events.append(EventRecord(name, "exile", moved, hidden=step.face_down, extra={"from": step.zone}))
    state.cite("701.13a", step=result)
    if step.face_down:
        state.cite("406.3", step=result)
