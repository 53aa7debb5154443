"""Instructions on objects: choose-then-the-rest (Cataclysm, Balance), the source itself, a targeted object,
returning what was exiled this way, putting from hand and shuffles ("… all" is act_mass.py's, tokens
act_tokens.py's)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError

from ..grammar import TypeFilter
from ..model import GameObject
from ..oracle import short_names
from ..plan import (
    Choose,
    ChooseTarget,
    Delayed,
    DelayedOnEvent,
    ExileSource,
    LibraryTarget,
    LibraryTopSource,
    OnCreated,
    PutFromHand,
    PutThisWay,
    Repeat,
    RepeatUntilNone,
    ReturnSource,
    SacrificeSource,
    Shuffle,
    Step,
    Unperformed,
)
from ..result import EventRecord, StepResult
from . import triggers
from .act_picks import entering, may_first, tapped_extra
from .asking import Ask, AskPick, choice_phase, declined
from .deciding import AskKeep, AskTotal
from .grants import untargetable
from .illegal_target import absent_target
from .library_order import put_nth
from .registry import handles
from .several_targets import named_holder

if TYPE_CHECKING:
    from .state import State


async def _may(state: State, step: Step, result: StepResult) -> None:
    """"May" on an instruction with nothing to pick: a yes / no first."""
    if step.optional:
        await choice_phase(state, result, lambda player: may_first(step))


@handles(Choose)
async def choose(state: State, step: Choose, result: StepResult) -> None:
    keep: Ask = (AskTotal(step.picks[0].filter, step.total[0], step.total[1]) if step.total
                 else AskKeep(step.picks, step.zone, step.pool, step.distinct))
    asks = may_first(step) + [keep]
    if step.by_controller:  # "For each player, you choose from among the permanents that player controls …"
        await choose_for_each(state, step, result)
    else:
        await choice_phase(state, result, lambda player: list(asks))
    # "The rest" is the rest of what the sentence chose among: "from among the lands they control", or
    # else the kinds it chose ("chooses five lands …, then sacrifices the rest": the other lands).
    state.rest_filter = step.among if step.among is not None else _kinds_chosen(step)
    for c in result.choices:  # a pick over a zone nobody described is said as printed ("… (zone not described)")
        unknown = {"unknown": True, "what": c.what} if c.unknown else {}
        result.events.append(EventRecord(c.player, "choose", list(c.objects), extra=unknown))


def _kinds_chosen(step: Choose) -> TypeFilter | None:
    """The union of the picks' kinds, when each is only a type (no colour, control or keyword to merge)."""
    filters = [p.filter for p in step.picks]
    plain = [f for f in filters if f.alternatives and f == TypeFilter(f.alternatives, f.noun)]
    if not filters or len(plain) != len(filters):
        return None
    alternatives = tuple(dict.fromkeys(a for f in plain for a in f.alternatives))
    return TypeFilter(alternatives, plain[0].noun if len({f.noun for f in plain}) == 1 else "permanent")


def _move_source(state: State, step: Step, result: StepResult, source: GameObject, into: str,
                 rule: str = "701.21a") -> None:
    you = state.game.controller
    before = triggers.battlefield_snapshot(state)
    p = state.game.player(you)
    p.zones["battlefield"] = [o for o in p.battlefield if o is not source]
    state.game.player(source.owner).zones[into].append(source)
    if into in ("exile", "graveyard"):  # a public zone: the effect can find it there (400.7j)
        state.moved.append((source, into))
    # where it left from is said: an event with no "from" was told as a hand's (Aetherling "from their hand")
    result.events.append(EventRecord(you, step.action, [source], extra={"from": "battlefield", "to": "owners_hand"}
                                     if into == "hand" else {"from": "battlefield"}))
    state.cite(rule, step=result)
    triggers.leaves(state, [(source, you)], before, result)


def _left_out(state: State, step: Step, result: StepResult) -> bool:
    """"Sacrifice Cyclone unless you pay …" after the controller paid: the instruction is for those who did not
    (choice_clauses.unless_paid, 118.12), so a controller the step's players leave out does nothing to the source."""
    return step.subject.kind == "this_way" and state.game.controller not in result.order


@handles(SacrificeSource)
async def sacrifice_source(state: State, step: SacrificeSource, result: StepResult) -> None:
    if _left_out(state, step, result):
        return
    await _may(state, step, result)
    source = state.source_on_battlefield()
    if source is None:  # no board object for it: the sacrifice still happens, to the source (its name when known)
        result.events.append(EventRecord(state.game.controller, "sacrifice", [],
                                         labels=[state.scenario.card or t("apnap.what.source", state.lang)]))
        return
    _move_source(state, step, result, source, "graveyard")


@handles(LibraryTarget)
async def library_target(state: State, step: LibraryTarget, result: StepResult) -> None:
    """115.1: the targeted permanent to the top or bottom of its owner's library (a new object there, 400.7); the
    library's order is known at that end."""
    await _may(state, step, result)
    found = _find_target(state, step.objects)
    if found is None:
        raise absent_target(state, step.objects)
    obj, holder = found
    before = triggers.battlefield_snapshot(state)
    p = state.game.player(holder)
    p.zones["battlefield"] = [o for o in p.battlefield if o is not obj]
    library = state.game.player(obj.owner).zones["library"]
    if step.end == "nth":  # 401.7: Nth from the top, or the bottom of a shorter library
        _put_nth(state, step, result, obj)
    elif step.end == "shuffle":  # 701.24a: shuffled in, its place like the rest's order unknown from now on
        library.append(obj)
        state.shuffled.add(obj.owner)
        result.events.append(EventRecord(obj.owner if step.by_owner else state.game.controller, "shuffle", [obj],
                                         extra={"from": "battlefield", "to": "library", "owner": obj.owner,
                                                "target": True}))
        state.cite("115.1", "400.7", "701.24a", step=result)
    else:
        library.insert(0, obj) if step.end == "top" else library.append(obj)
        result.events.append(EventRecord(state.game.controller, "put", [obj],
                                         extra={"from": "battlefield", "to": f"library_{step.end}"}))
        state.cite("115.1", "400.7", step=result)
    triggers.leaves(state, [(obj, holder)], before, result)


def _put_nth(state: State, step: LibraryTarget, result: StepResult, obj: GameObject) -> None:
    """The targeted permanent into its owner's library ``position`` from the top (401.7): on the bottom of a library
    with fewer cards above that place, said so."""
    short = put_nth(state, obj.owner, obj, step.position)
    extra: dict[str, object] = {"from": "battlefield", "to": "library_bottom"} if short else \
        {"from": "battlefield", "to": "library_nth", "position": step.position}
    result.events.append(EventRecord(state.game.controller, "put", [obj], extra=extra))
    state.cite("115.1", "400.7", "401.7", step=result)


def _source_or_named(state: State, result: StepResult, action: str, to: str) -> GameObject | None:
    """The source's permanent on the battlefield; when the board does not show it there, the event names the source
    (its card's name) going ``to`` its owner's zone (400.7) and None is returned: a source is never invented."""
    source = state.source_on_battlefield() if state.scenario.source_zone == "battlefield" else None
    if source is None:
        name = state.scenario.card or t("apnap.what.source", state.lang)
        result.events.append(EventRecord(state.game.controller, action, [], labels=[name], extra={"to": to}))
        state.cite("400.7", step=result)
    return source


@handles(ReturnSource)
async def return_source(state: State, step: ReturnSource, result: StepResult) -> None:
    """The source's permanent to its owner's hand (400.7); a source the board does not show is named only."""
    await _may(state, step, result)
    source = _source_or_named(state, result, "return", "owners_hand")
    if source is not None:
        _move_source(state, step, result, source, "hand", "400.7")


@handles(LibraryTopSource)
async def library_top_source(state: State, step: LibraryTopSource, result: StepResult) -> None:
    """The source's permanent to the top of its owner's library (400.7), its place there known (401.1); a source
    the board does not show on a battlefield is named only, never invented."""
    await _may(state, step, result)
    source = _source_or_named(state, result, "put", "library_top")
    if source is None:
        return
    holder = next(p.name for p in state.game.players if any(o is source for o in p.battlefield))
    before = triggers.battlefield_snapshot(state)
    p = state.game.player(holder)
    p.zones["battlefield"] = [o for o in p.battlefield if o is not source]
    state.game.player(source.owner).zones["library"].insert(0, source)
    result.events.append(EventRecord(state.game.controller, "put", [source],
                                     extra={"from": "battlefield", "to": "library_top"}))
    state.cite("400.7", "401.1", step=result)
    triggers.leaves(state, [(source, holder)], before, result)


@handles(ExileSource)
async def exile_source(state: State, step: ExileSource, result: StepResult) -> None:
    await _exile_source(state, step, result)
    if step.counters and result.events:  # "… with three time counters on it": the card in exile has them (122.1)
        result.events[-1].extra.update(counter=step.counter, with_counters=step.counters)
        result.events[-1].amount = step.counters
        state.cite("122.1", step=result)


async def _exile_source(state: State, step: ExileSource, result: StepResult) -> None:
    if _left_out(state, step, result):
        return
    await _may(state, step, result)
    zone = state.scenario.source_zone
    if zone == "graveyard":  # "When this creature dies, exile it": the card in its owner's graveyard (400.7e)
        _exile_from_graveyard(state, result)
        return
    source = state.source_on_battlefield()
    if source is None:  # a spell exiling itself: on the stack, not a board object
        name = state.scenario.card or t("apnap.what.source", state.lang)
        result.events.append(EventRecord(state.game.controller, "exile", [], labels=[name], extra={"from": zone}))
        if zone == "battlefield":  # a permanent's own ability: its source, unseen, is in exile now (400.7j)
            state.moved_unseen.append(name)
        state.cite("701.13a", step=result)
        return
    _move_source(state, step, result, source, "exile", "701.13a")  # exiled, not sacrificed (701.21a)


def _exile_from_graveyard(state: State, result: StepResult) -> None:
    """The source died: it is found in its owner's graveyard (400.7e); a card the board does not show
    there is named, not invented."""
    names = {n.casefold() for n in short_names(state.scenario.card)} if state.scenario.card else set()
    for p in state.game.players:
        card = next((o for o in p.graveyard if o.name.casefold() in names), None)
        if card is not None:
            p.zones["graveyard"] = [o for o in p.graveyard if o is not card]
            p.zones["exile"].append(card)
            result.events.append(EventRecord(p.name, "exile", [card], extra={"from": "graveyard"}))
            break
    else:
        name = state.scenario.card or t("apnap.what.source", state.lang)
        result.events.append(EventRecord(state.game.controller, "exile", [], labels=[name],
                                         extra={"from": "graveyard"}))
    state.cite("400.7e", step=result)
    state.cite("701.13a", step=result)


def _find_target(state: State, flt: TypeFilter, event: bool = False) -> tuple[GameObject, str] | None:
    """``target``'s permanent (115.1), or with ``event`` the trigger event's object (603.2), of the text's kind."""
    names = [state.scenario.stack.event_object or ""] if event else state.scenario.targets
    wanted = [(n.casefold(), h) for n, h in (named_holder(state, x) for x in names if x and x not in
                                             state.game.seat_names)]  # "Forest (Alice)": hers (115.1)
    found = [(o, p.name) for p in state.game.players if not p.lost and state.in_range(p.name) for o in p.battlefield
             if any(o.name.casefold() == n and h in (None, p.name) for n, h in wanted)
             and state.matches(flt, o, p.name)]
    if not event and len(wanted) == 1 and len({h for _, h in found}) > 1:  # Alice's Forest or Carol's: asked (115.1)
        raise BotError.of("choice_needed", "apnap.error.target_ambiguous", field="target", lang=state.lang,
                          name=found[0][0].name, players=", ".join(dict.fromkeys(h for _, h in found)),
                          suggestions=[f"{o.name} ({h})" for o, h in found])
    if found and not event:  # a target with shroud or an opponent's with hexproof was never chosen (702.18a)
        untargetable(state, *found[0])
    return found[0] if found else None


@handles(PutThisWay)
async def put_this_way(state: State, step: PutThisWay, result: StepResult) -> None:
    """"puts all cards they exiled this way onto the battlefield" (Living Death)."""
    await _may(state, step, result)
    ref = next((s for s in reversed(state.steps[:-1]) if s.action == step.ref_action), None)
    per: dict[str, list[GameObject]] = {}
    for e in ref.events if ref else []:
        for o in e.objects:
            per.setdefault(o.owner, []).append(o)
    for name in result.order:
        p = state.game.player(name)
        mine = [o for o in per.get(name, []) if o in p.exile]
        p.zones["exile"] = [o for o in p.exile if o not in mine]
        p.zones[step.to].extend(mine)
        result.events.append(EventRecord(name, step.action, mine, extra={"from": "exile", "to": step.to}))
        for o in mine if step.to == "battlefield" else ():
            triggers.enters(state, o, name, result)
    state.cite("608.2c", step=result)


@handles(PutFromHand)
async def put_from_hand(state: State, step: PutFromHand, result: StepResult) -> None:
    """"Puts … from their hand onto the battlefield": all at once, one event each. A hand nobody described puts "a
    land card of their choice" (its event says so, hidden), never nothing: quick mode keeps unknown zones unknown."""
    if step.picks or step.optional:
        asks = may_first(step) + [AskPick(p, "hand") for p in step.picks]
        await choice_phase(state, result, lambda player: list(asks))
    unknown = {c.player: c.what for c in result.choices if c.unknown}
    for name in result.order:
        if name in unknown:
            result.events.append(EventRecord(name, "put", [], hidden=True, extra={
                "from": "hand", "unknown": True, "what": unknown[name], **tapped_extra(step.tapped)}))
            triggers.unseen(state, "put", name, unknown[name])
            continue
        objs = [o for c in result.choices if c.player == name for o in c.objects]
        p = state.game.player(name)
        p.zones["hand"] = [o for o in p.hand if o not in objs]
        p.battlefield.extend(entering(objs, step.tapped))
        result.events.append(EventRecord(name, "put", objs, extra={"from": "hand", **tapped_extra(step.tapped)}))
        for o in objs:
            triggers.enters(state, o, name, result)


@handles(ChooseTarget)
async def choose_target(state: State, step: ChooseTarget, result: StepResult) -> None:
    """115.1: the object chosen as the spell was cast (the scenario's ``target``), still legal as it resolves
    (608.2b); the event names it for the text after it ("that creature")."""
    found = _find_target(state, step.objects)
    if found is None:
        raise absent_target(state, step.objects)
    result.events.append(EventRecord(state.game.controller, "choose", [found[0]], extra={"target": True}))
    state.cite("115.1", "608.2b", step=result)


@handles(Shuffle)
async def shuffle(state: State, step: Shuffle, result: StepResult) -> None:
    await _may(state, step, result)
    no = declined(result)
    before = triggers.battlefield_snapshot(state)
    left: triggers.Seen = []
    for name in result.order:
        if name in no:
            continue
        p = state.game.player(name)
        moved: list[GameObject] = []
        for z in step.zones:
            if z == OWNED:
                moved.extend(_owned_permanents(state, name, left))
                continue
            moved.extend(p.zone(z))
            p.zones[z] = []
        # order is random; only the amount is part of the answer. A token is counted, then ceases to exist (111.8)
        p.zones["library"] = p.library + [o for o in moved if "token" not in o.types]
        state.shuffled.add(name)
        # how many cards a zone nobody described held (a battlefield, for the permanents they own): unknown
        unknown = any(z in p.unknown for z in step.zones) or (
            OWNED in step.zones and any("battlefield" in q.unknown for q in state.game.players))
        result.events.append(EventRecord(name, "shuffle", moved, amount=None if unknown else len(moved), hidden=True,
                                         extra={"from": list(step.zones), "unknown": unknown}))
    state.cite("701.24a", *(("108.3", "111.8") if OWNED in step.zones else ()), step=result)
    if left:
        triggers.leaves(state, left, before, result)


OWNED = "owned_permanents"  # "all permanents they own": on any battlefield, whoever controls them (108.3)


def _owned_permanents(state: State, name: str, left: triggers.Seen) -> list[GameObject]:
    """Every permanent ``name`` owns, taken off whichever player's battlefield holds it (108.3: the owner, not the
    controller), noted in ``left`` with its controller for the leaves-the-battlefield triggers (603.10a)."""
    out: list[GameObject] = []
    for holder in state.game.players:
        mine = [o for o in holder.battlefield if o.owner == name]
        holder.zones["battlefield"] = [o for o in holder.battlefield if o.owner != name]
        out.extend(mine)
        left.extend((o, holder.name) for o in mine)
    return out


@handles(Unperformed, Repeat, RepeatUntilNone, Delayed, DelayedOnEvent, OnCreated)
async def unperformed(state: State, step: Step, result: StepResult) -> None:
    """Nothing happens: an instruction no handler performs, or a "repeat" / delayed trigger met inside a
    repeated process (listed as a step with its players, as it always was)."""
    await _may(state, step, result)


async def choose_for_each(state: State, step: Choose, result: StepResult) -> None:
    """"For each player, you choose from among the permanents that player controls …": the controller makes every
    choice, one for each player in APNAP order, each among that player's permanents (608.2d: the controller makes
    the choices the effect gives them); the players only own what is chosen ("the rest" is theirs to sacrifice)."""
    players = list(result.order)
    asks: list[Ask] = [AskKeep(step.picks, step.zone, f"player:{name}") for name in players]
    result.order = [state.game.controller]
    await choice_phase(state, result, lambda player: list(asks))
    state.cite("608.2d", step=result)
