"""Picks from a zone: sacrifice, discard, exile from hand, return from graveyard, search, scry, surveil.

The choice phase first (101.4), then everything chosen moves at once (608.2e); triggers are recorded.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING

from bot.catalog import t

from ..model import GameObject, Player
from ..plan import (
    Discard,
    ExileFromBattlefield,
    ExileFromGraveyard,
    ExileFromHand,
    HandToLibraryTop,
    PickStep,
    ReturnFromGraveyard,
    ReturnToHand,
    RevealFromHand,
    Sacrifice,
    Scry,
    Search,
    Step,
    Surveil,
)
from ..result import ChoiceRecord, EventRecord, StepResult
from . import triggers
from .asking import Ask, AskMay, AskPick, AskPlacement, choice_phase, declined
from .library_order import ordered_on_top
from .own_cost import paid_instead
from .registry import handles
from .revealed_x import check_x_revealed
from .values import value_of

if TYPE_CHECKING:
    from .state import State

ZONE_OF: dict[type[Step], str] = {Sacrifice: "battlefield", Discard: "hand", ExileFromHand: "hand",
                                  ReturnFromGraveyard: "graveyard", Search: "library", ReturnToHand: "battlefield",
                                  ExileFromBattlefield: "battlefield", ExileFromGraveyard: "graveyard",
                                  HandToLibraryTop: "hand", RevealFromHand: "hand"}


def may_first(step: Step) -> list[Ask]:
    return [AskMay()] if step.optional else []


def pick_asks(step: PickStep, zone: str) -> Callable[[str], list[Ask]]:
    """"May" first, then one decision per printed pick (101.4c)."""
    asks = may_first(step) + [AskPick(p, zone, isinstance(step, Search), isinstance(step, Sacrifice),
                                      reveal=isinstance(step, RevealFromHand)) for p in step.picks]
    return lambda player: list(asks)


def chosen_by(result: StepResult) -> dict[str, list[GameObject]]:
    per_player: dict[str, list[GameObject]] = {n: [] for n in result.order}
    for c in result.choices:
        per_player[c.player].extend(c.objects)
    return per_player


def _unknown_event(state: State, step: PickStep, result: StepResult, name: str, what: str) -> None:
    """A zone nobody described: the player does it with a card of their choice."""
    result.events.append(EventRecord(name, step.action, [], amount=value_of(state, step.amount, name) or None,
                                     hidden=True, extra={"unknown": True, "what": what}))
    triggers.unseen(state, step.action, name, what)


def acting(state: State, step: PickStep, result: StepResult,
           unknown_extra: Mapping[str, object] | None = None) -> Iterator[tuple[str, list[GameObject]]]:
    """The players who act on their choices, in APNAP order, with what each chose: one who declined ("you may")
    does not act, and one whose zone nobody described acts on cards of their choice (its event, said here)."""
    per_player = chosen_by(result)
    unknown = {c.player: c.what for c in result.choices if c.unknown}
    no = declined(result)
    for name in result.order:
        if name in no:
            continue
        if name in unknown:
            _unknown_event(state, step, result, name, unknown[name])
            result.events[-1].extra.update(unknown_extra or {})
            continue
        yield name, per_player[name]


Arrive = Callable[["State", Player, list[GameObject]], None]


def move_picks(state: State, step: PickStep, result: StepResult, arrive: Arrive,
                extra: Mapping[str, object], hidden: bool = False,
                kept: frozenset[str] = frozenset()) -> dict[str, list[GameObject]]:
    """Everything chosen in the step leaves its zone at once (101.4, 608.2e) and arrives where ``arrive`` says; a
    player who declined its "may" moves nothing and has no event, nor does one who paid to keep it (``kept``)."""
    zone = ZONE_OF[type(step)]
    per_player = chosen_by(result)
    unknown = {c.player: c.what for c in result.choices if c.unknown}
    at_random = {c.player for c in result.choices if c.random}
    no = declined(result) | kept  # "you may sacrifice a Food" answered no: that player does nothing, no event (608.2c)
    for name in result.order:
        if name in no:
            continue
        objs, player = per_player[name], state.game.player(name)
        if name in unknown:
            _unknown_event(state, step, result, name, unknown[name])
            continue
        ids = {o.uid for o in objs}
        player.zones[zone] = [o for o in player.zone(zone) if o.uid not in ids]
        arrive(state, player, objs)
        # at random, which cards is not part of the contract, how many is (scenario-format, "Randomness")
        amount = len(objs) if name in at_random else None
        result.events.append(EventRecord(name, step.action, objs, amount=amount, hidden=hidden, extra=dict(extra)))
    return per_player


@handles(Sacrifice)
async def sacrifice(state: State, step: Sacrifice, result: StepResult) -> None:
    await choice_phase(state, result, pick_asks(step, "battlefield"))
    paid, paying = (await paid_instead(state, step, result, chosen_by(result))) if step.unless_pays else (set(), [])
    before = triggers.battlefield_snapshot(state)

    def arrive(state: State, player: Player, objs: list[GameObject]) -> None:
        for o in objs:
            state.game.player(o.owner).graveyard.append(o)  # 701.21a: owner's graveyard

    per_player = move_picks(state, step, result, arrive, {}, kept=frozenset(paid))
    result.choices += paying  # after the move: a "no" to paying is no "no" to the instruction (own_cost.py)
    for name in paid:
        per_player[name] = []
    left = [(o, name) for name in result.order for o in per_player[name]]
    triggers.leaves(state, left, before, result)


def whole_hands(state: State, result: StepResult, declined: frozenset[str] = frozenset()) -> None:
    """"Discards their hand": nothing to choose, every card goes (not for a player who declined a "may")."""
    for name in result.order:
        if name in declined:
            continue
        if "hand" in state.game.player(name).unknown:
            result.choices.append(ChoiceRecord(name, [], [], hidden=True, unknown=True,
                                               what=t("apnap.what.hand", state.lang)))
            continue
        hand = list(state.game.player(name).hand)
        result.choices.append(ChoiceRecord(name, hand, [o.name for o in hand], hidden=True, forced=bool(hand),
                                           none=not hand, what=t("apnap.what.hand", state.lang)))


@handles(Discard)
async def discard(state: State, step: Discard, result: StepResult) -> None:
    if step.whole_hand:  # "may discard their hand": yes / no first
        await choice_phase(state, result, lambda player: may_first(step))
        whole_hands(state, result, frozenset(c.player for c in result.choices if c.answer == "no"))
    else:
        await choice_phase(state, result, pick_asks(step, "hand"))
    per_player = move_picks(state, step, result, lambda state, p, objs: p.graveyard.extend(objs), {})
    for name in result.order:
        triggers.discarded(state, name, per_player[name], result)


@handles(ExileFromHand)
async def exile_from_hand(state: State, step: ExileFromHand, result: StepResult) -> None:
    await choice_phase(state, result, pick_asks(step, "hand"))
    move_picks(state, step, result, lambda state, p, objs: p.exile.extend(objs), {"from": "hand"})


@handles(RevealFromHand)
async def reveal_from_hand(state: State, step: RevealFromHand, result: StepResult) -> None:
    """Each player picks the cards to reveal (at random: none does) and shows them (701.20a); nothing moves
    (701.20b). The event names the cards, public from now on, for "one of them" and "that card" (608.2c)."""
    await choice_phase(state, result, pick_asks(step, "hand"))
    # a hand nobody described: cards of their choice, none named
    for name, shown in acting(state, step, result, {"from": "hand", "part": True}):
        if not result.extra.get("cost"):  # a cost short of cards is the cost's own bad_scenario (601.2h, run.py)
            check_x_revealed(state, step, name, shown)  # 107.3f: X is the number revealed
        random = {"random": True} if any(c.random for c in result.choices if c.player == name) else {}
        result.events.append(EventRecord(name, "reveal", shown, amount=len(shown),
                                         extra={"from": "hand", "part": True, **random}))
    state.cite("701.20a", "701.20b", step=result)


def entering(objs: list[GameObject], tapped: bool) -> list[GameObject]:
    """Objects put onto the battlefield "tapped" enter tapped; replaced in ``objs`` itself, so the step's
    events and enter triggers see the same objects the battlefield holds."""
    if tapped:
        objs[:] = [replace(o, tapped=True) for o in objs]
    return objs


def tapped_extra(tapped: bool, to: str = "battlefield") -> dict[str, object]:
    """"… onto the battlefield tapped": said in the event, so the result and its narration keep the word."""
    return {"tapped": True} if tapped and to == "battlefield" else {}


def _shuffle(state: State, result: StepResult, put_after: Mapping[str, list[GameObject]]) -> None:
    """"…, then shuffle": only who searched shuffles (a "may" declined searches nothing, 701.23a), found or not
    (701.23b, 701.24a; judge 22: never unsaid). "Then shuffle and put that card on top of it" (``put_after``: the
    cards each player found) shuffles before the card is put there (608.2c; judge 26 found it said the other way,
    which would shuffle the card away), so the shuffle's event says the card goes on top after it: the rest is random
    (701.24b); the order below the card is unknown, so the whole order is not claimed (701.24a)."""
    searched = [n for n in result.order if n not in declined(result)]
    state.shuffled.update(searched)
    for name in searched:  # public
        found = len(put_after.get(name, []))
        result.events.append(EventRecord(name, "shuffle", [], amount=found or None,
                                         extra={"from": [], **({"then_top": found} if found else {})}))
    state.cite("701.24a", step=result)


def _enter_all(state: State, result: StepResult, per_player: dict[str, list[GameObject]]) -> None:
    for name in result.order:
        for o in per_player[name]:
            triggers.enters(state, o, name, result)


@handles(ReturnFromGraveyard)
async def return_from_graveyard(state: State, step: ReturnFromGraveyard, result: StepResult) -> None:
    await choice_phase(state, result, pick_asks(step, "graveyard"))

    def arrive(state: State, player: Player, objs: list[GameObject]) -> None:
        if step.to == "battlefield":  # under their owner's control
            player.battlefield.extend(entering(objs, step.tapped))
        else:
            player.hand.extend(objs)

    extra = {"destination": step.to, "from": "graveyard", "to": step.to, **tapped_extra(step.tapped, step.to)}
    per_player = move_picks(state, step, result, arrive, extra)
    if step.to == "battlefield":
        _enter_all(state, result, per_player)


@handles(Search)
async def search(state: State, step: Search, result: StepResult) -> None:
    await choice_phase(state, result, pick_asks(step, "library"))
    for c in result.choices:  # "Scry and search decisions … are hidden" (scenario-format.md): the "may" of "you
        c.hidden = True  # may search" too, as a player decides it while looking at nothing public (701.23a)

    def arrive(state: State, player: Player, objs: list[GameObject]) -> None:
        if step.to == "battlefield":
            player.battlefield.extend(entering(objs, step.tapped))
        elif step.to == "library_top":
            player.zones["library"] = objs + player.library
        elif step.to in ("graveyard", "exile"):  # "put that card into your graveyard", "exile them" (701.13a)
            player.zones[step.to].extend(objs)
        else:
            player.hand.extend(objs)

    extra = {"destination": step.to, "from": "library", "to": step.to, **tapped_extra(step.tapped, step.to)}
    # a revealed card is public (701.20a), and so is a card put into a graveyard or exiled face up (406.3)
    hidden = step.to not in ("battlefield", "graveyard", "exile") and not step.reveal
    if step.shuffle_first:  # "…, then shuffle and put that card on top of it": found, shuffled, then put (608.2c)
        extra["shuffle_first"] = True
    if step.reveal:  # "…, reveal it, put it into your hand": the narration says the reveal as the reading does
        extra["reveal"] = True
    per_player = move_picks(state, step, result, arrive, extra, hidden=hidden)
    if step.shuffle:
        _shuffle(state, result, per_player if step.shuffle_first else {})
    if step.to == "battlefield":
        _enter_all(state, result, per_player)


async def _look(state: State, step: Scry | Surveil, result: StepResult, verb: str,
                put: Callable[[str, Player, list[GameObject], int], None]) -> None:
    """Scry and surveil alike (701.22, 701.25): each player who looks takes the chosen cards out of the
    top ``amount``; ``put`` puts them where the verb says and records it (name, player, cards, how many
    were looked at). A player whose library is unknown gets an event saying so."""
    asks = may_first(step) + [AskPlacement(step.amount, verb)]
    await choice_phase(state, result, lambda player: list(asks))
    for name, objs in acting(state, step, result):
        player = state.game.player(name)
        ids = {o.uid for o in objs}
        looked = len(player.library[:value_of(state, step.amount)])
        player.zones["library"] = [o for o in player.library if o.uid not in ids]
        put(name, player, objs, looked)
        ordered_on_top(state, name, looked - len(objs))  # "the rest on top of your library in any order" (701.22a)


@handles(Scry)
async def scry(state: State, step: Scry, result: StepResult) -> None:
    def to_bottom(name: str, player: Player, objs: list[GameObject], looked: int) -> None:
        player.zones["library"] = player.library + objs
        result.events.append(EventRecord(name, "scry", objs, amount=looked, hidden=True,
                                         extra={"bottom": len(objs), "top": looked - len(objs)}))

    await _look(state, step, result, "scry", to_bottom)


@handles(Surveil)
async def surveil(state: State, step: Surveil, result: StepResult) -> None:
    def to_graveyard(name: str, player: Player, objs: list[GameObject], looked: int) -> None:
        player.graveyard.extend(objs)
        result.events.append(EventRecord(name, "surveil", objs, amount=looked,
                                         extra={"graveyard": len(objs), "top": looked - len(objs)}))

    await _look(state, step, result, "surveil", to_graveyard)
