"""Instructions on objects: choose-then-the-rest (Cataclysm, Balance), "destroy / exile / return all",
the source itself, a targeted object, returning what was exiled this way, putting from hand, tokens and shuffles."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from bot.catalog import t
from bot.errors import BotError
from bot.i18n.plural import NounRef

from ..grammar import TypeFilter
from ..grammar.spanish_terms import counter_word
from ..model import GameObject, Player
from ..oracle import short_names
from ..plan import (
    Choose,
    ChooseTarget,
    Create,
    CreateCopy,
    CreateCopyOfTarget,
    Delayed,
    DestroyAll,
    ExileAll,
    ExileSource,
    ExileZone,
    GainControlAll,
    LibraryTarget,
    MassMove,
    MoveAllTo,
    OnCreated,
    PutAll,
    PutFromHand,
    PutThisWay,
    Repeat,
    RepeatUntilNone,
    ReturnAll,
    ReturnSource,
    SacrificeSource,
    Shuffle,
    Step,
    Unperformed,
)
from ..result import EventRecord, StepResult
from . import triggers
from .act_picks import entering, may_first, tapped_extra, whole_hands
from .act_rules import quoted_extra
from .asking import Ask, AskPick, choice_phase, declined
from .deciding import AskKeep, AskTotal
from .grants import spare_indestructible, untargetable
from .referents import that_player, warn_unseen_source, whose_zones
from .registry import handles
from .several_targets import named_holder
from .values import value_of

if TYPE_CHECKING:
    from .state import State



async def _may(state: State, step: Step, result: StepResult) -> None:
    """"May" on an instruction with nothing to pick: a yes / no first."""
    if step.optional:
        await choice_phase(state, result, lambda player: may_first(step))


@handles(Choose)
async def choose(state: State, step: Choose, result: StepResult) -> None:
    keep: Ask = (AskTotal(step.picks[0].filter, step.total[0], step.total[1]) if step.total
                 else AskKeep(step.picks, step.zone))
    asks = may_first(step) + [keep]
    await choice_phase(state, result, lambda player: list(asks))
    # "The rest" is the rest of what the sentence chose among: "from among the lands they control", or
    # else the kinds it chose ("chooses five lands …, then sacrifices the rest": the other lands).
    state.rest_filter = step.among if step.among is not None else _kinds_chosen(step)
    for c in result.choices:
        result.events.append(EventRecord(c.player, "choose", list(c.objects)))


def _kinds_chosen(step: Choose) -> TypeFilter | None:
    """The union of the picks' kinds, when each is only a type (no colour, control or keyword to merge)."""
    filters = [p.filter for p in step.picks]
    plain = [f for f in filters if f.alternatives and f == TypeFilter(f.alternatives, f.noun)]
    if not filters or len(plain) != len(filters):
        return None
    alternatives = tuple(dict.fromkeys(a for f in plain for a in f.alternatives))
    return TypeFilter(alternatives, plain[0].noun if len({f.noun for f in plain}) == 1 else "permanent")


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
    hits = [(p, [o for o in p.zone(step.zone) if state.matches(step.objects, o, p.name)]) for p in reached]
    if starting_with is not None:  # whose objects arrive where they already are: taken first, so they keep their place
        hits.sort(key=lambda hit: hit[0].name != starting_with)
    for p, hit in hits:
        if destroy:  # 702.12b: an indestructible permanent stays
            hit = spare_indestructible(state, hit, result)
        if not hit:
            if step.own_zone:
                result.events.append(EventRecord(p.name, step.action, [], extra=extra or {}))
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
        unseen = {"unknown": True, "unseen_of": unseen_of[0]} if unseen_of else {}
        result.events.append(EventRecord(state.game.controller, step.action, [o for o, _ in moved],
                                         extra={**(extra or {}), **unseen}))
    return moved


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
            kinds = state.counters.setdefault(o.uid, {})
            kinds[step.with_counter] = kinds.get(step.with_counter, 0) + 1
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
        if step.zone in p.unknown:
            result.events.append(EventRecord(name, "exile", [], extra={"from": step.zone, "unknown": True}))
            continue
        moved = list(p.zone(step.zone))
        p.zones[step.zone] = []
        p.exile.extend(moved)
        result.events.append(EventRecord(name, "exile", moved, hidden=step.face_down, extra={"from": step.zone}))
    state.cite("701.13a", step=result)
    if step.face_down:
        state.cite("406.3", step=result)


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


@handles(SacrificeSource)
async def sacrifice_source(state: State, step: SacrificeSource, result: StepResult) -> None:
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
        raise BotError.of("bad_scenario", "apnap.error.target_object", field="target", lang=state.lang,
                          what=NounRef(step.objects.noun))
    obj, holder = found
    before = triggers.battlefield_snapshot(state)
    p = state.game.player(holder)
    p.zones["battlefield"] = [o for o in p.battlefield if o is not obj]
    library = state.game.player(obj.owner).zones["library"]
    library.insert(0, obj) if step.end == "top" else library.append(obj)
    result.events.append(EventRecord(state.game.controller, "put", [obj],
                                     extra={"from": "battlefield", "to": f"library_{step.end}"}))
    state.cite("115.1", "400.7", step=result)
    triggers.leaves(state, [(obj, holder)], before, result)


@handles(ReturnSource)
async def return_source(state: State, step: ReturnSource, result: StepResult) -> None:
    """The source's permanent to its owner's hand (400.7); a source the board does not show is named only."""
    await _may(state, step, result)
    source = state.source_on_battlefield() if state.scenario.source_zone == "battlefield" else None
    if source is None:
        name = state.scenario.card or t("apnap.what.source", state.lang)
        result.events.append(EventRecord(state.game.controller, "return", [], labels=[name],
                                         extra={"to": "owners_hand"}))
        state.cite("400.7", step=result)
        return
    _move_source(state, step, result, source, "hand", "400.7")


@handles(ExileSource)
async def exile_source(state: State, step: ExileSource, result: StepResult) -> None:
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
    """"Puts … from their hand onto the battlefield": all at once, one event each."""
    if step.picks or step.optional:
        asks = may_first(step) + [AskPick(p, "hand") for p in step.picks]
        await choice_phase(state, result, lambda player: list(asks))
    for name in result.order:
        objs = [o for c in result.choices if c.player == name for o in c.objects]
        p = state.game.player(name)
        p.zones["hand"] = [o for o in p.hand if o not in objs]
        p.battlefield.extend(entering(objs, step.tapped))
        result.events.append(EventRecord(name, "put", objs, extra={"from": "hand", **tapped_extra(step.tapped)}))
        for o in objs:
            triggers.enters(state, o, name, result)


@handles(Create)
async def create(state: State, step: Create, result: StepResult) -> None:
    await _may(state, step, result)
    declined = {c.player for c in result.choices if c.answer == "no"}
    for player in result.order:
        if player in declined:
            continue
        n = value_of(state, step.amount, player)
        p = state.game.player(player)
        size = value_of(state, step.size, player) if step.size is not None else None  # "an X/X token"
        made = [GameObject(10_000_000 + len(state.steps) * 1000 + 100 * len(result.events) + i,
                           step.named or step.token, player, frozenset({*step.types, "token"}), tapped=step.tapped,
                           power=step.power if size is None else size, colors=step.colors, subtypes=step.subtypes,
                           toughness=step.toughness if size is None else size, keywords=step.keywords)
                for i in range(n)]
        p.battlefield.extend(made)
        pt: dict[str, Any] = {"pt": f"{made[0].power}/{made[0].toughness}"} if made and made[0].power is not None \
            and made[0].toughness is not None else {}
        if step.tapped:  # "a tapped 2/2 … token" (110.5b)
            pt["tapped"] = True
        if step.ability is not None:  # the token's own text (111.3): it triggers or applies later, not now
            pt.update(quoted_extra(step.ability))
        result.events.append(EventRecord(player, "create", made, amount=n, extra=pt))
        for o in made:
            triggers.enters(state, o, player, result)
    state.cite("111.1", "701.7a", *(("111.3", "113.10") if step.ability is not None else ()), step=result)


@handles(CreateCopy)
async def create_copy(state: State, step: CreateCopy, result: StepResult) -> None:
    """Each player picks what to copy (101.4), then every token enters at once with its copiable values (707.2):
    name, types, subtypes, colours, mana cost, power, toughness, abilities; not its status (tapped) or counters."""
    asks = [*may_first(step), *(AskPick(p, "battlefield") for p in step.picks)]
    await choice_phase(state, result, lambda player: list(asks))
    for c in result.choices:
        if c.answer is not None or not c.objects:
            continue
        original = c.objects[0]
        uid = 10_000_000 + len(state.steps) * 1000 + 100 * len(result.events)
        token = replace(original, uid=uid, owner=c.player, types=original.types | {"token"}, tapped=False)
        state.game.player(c.player).battlefield.append(token)
        result.events.append(EventRecord(c.player, "create", [token], amount=1, extra={"copy_of": original.name}))
        triggers.enters(state, token, c.player, result)
    state.cite("111.1", "707.2", step=result)


@handles(ChooseTarget)
async def choose_target(state: State, step: ChooseTarget, result: StepResult) -> None:
    """115.1: the object chosen as the spell was cast (the scenario's ``target``), still legal as it resolves
    (608.2b); the event names it for the text after it ("that creature")."""
    found = _find_target(state, step.objects)
    if found is None:
        raise BotError.of("bad_scenario", "apnap.error.target_object", field="target", lang=state.lang,
                          what=NounRef(step.objects.noun))
    result.events.append(EventRecord(state.game.controller, "choose", [found[0]], extra={"target": True}))
    state.cite("115.1", "608.2b", step=result)


@handles(CreateCopyOfTarget)
async def create_copy_of_target(state: State, step: CreateCopyOfTarget, result: StepResult) -> None:
    """"Create a token that's a copy of that creature": each player the step names (after their "may") creates
    copies of the targeted object with its copiable values (707.2), owned and controlled by them (111.2)."""
    chosen = next((e.objects[0] for s in reversed(state.steps) for e in s.events
                   if e.extra.get("target") and e.objects), None)
    if chosen is None:  # the grammar reads "that creature" only after a target: a bug, never a guess
        raise BotError.of("bad_scenario", "apnap.error.target_object", field="target", lang=state.lang,
                          what=NounRef(step.noun))
    await _may(state, step, result)
    no = declined(result)
    for name in result.order:
        if name in no:
            continue
        n = value_of(state, step.amount, name)
        base = 10_000_000 + len(state.steps) * 1000 + 100 * len(result.events)
        made = [replace(chosen, uid=base + i, owner=name, types=chosen.types | {"token"}, tapped=False)
                for i in range(n)]
        state.game.player(name).battlefield.extend(made)
        result.events.append(EventRecord(name, "create", made, amount=n, extra={"copy_of": chosen.name}))
        for token in made:
            triggers.enters(state, token, name, result)
    state.cite("111.1", "111.2", "707.2", step=result)


@handles(Shuffle)
async def shuffle(state: State, step: Shuffle, result: StepResult) -> None:
    await _may(state, step, result)
    no = declined(result)
    for name in result.order:
        if name in no:
            continue
        p = state.game.player(name)
        moved: list[GameObject] = []
        for z in step.zones:
            moved.extend(p.zone(z))
            p.zones[z] = []
        p.zones["library"] = p.library + moved  # order is random; only the amount is part of the answer
        state.shuffled.add(name)
        unknown = any(z in p.unknown for z in step.zones)  # how many cards a zone nobody described held: unknown
        result.events.append(EventRecord(name, "shuffle", moved, amount=None if unknown else len(moved), hidden=True,
                                         extra={"from": list(step.zones), "unknown": unknown}))
    state.cite("701.24a", step=result)


@handles(Unperformed, Repeat, RepeatUntilNone, Delayed, OnCreated)
async def unperformed(state: State, step: Step, result: StepResult) -> None:
    """Nothing happens: an instruction no handler performs, or a "repeat" / delayed trigger met inside a
    repeated process (listed as a step with its players, as it always was)."""
    await _may(state, step, result)
