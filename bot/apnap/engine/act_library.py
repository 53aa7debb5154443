"""The top of a library: revealing and looking (701.20a, 701.20e; kinship, 205.3m), moving the cards shown
(608.2c), a hand put on the bottom of a library (401.4); exile picks (701.13a) and "… unless they pay N
life" around any instruction (608.2c, 119.4).

Hidden information is kept (401.2, 701.24a): a library nobody described, or one shuffled during this
effect, shows no card here; its event says what is known (how many) and a warning says the card is not
named. Nothing that depends on such a card is guessed (values.CardValue asks for the library instead).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError

from ..model import GameObject, Player
from ..plan import (
    ExileFromBattlefield,
    ExileFromGraveyard,
    HandToBottom,
    HandToLibraryTop,
    MoveRevealed,
    RevealTop,
    UnlessPaid,
)
from ..plan import amounts as a
from ..plan.library import ShownMove
from ..result import EventRecord, StepResult
from . import triggers
from .act_life import give_up, put_on_top
from .act_picks import ZONE_OF, entering, move_picks, pick_asks, tapped_extra
from .act_search_revealed import FOUND_SHOWN
from .asking import AskMay, choice_phase, controller_may
from .deciding import AskUnless
from .library_order import named_top, order_hidden, order_unknown, ordered_on_top
from .not_done import paid_instead
from .registry import handler_for, handles
from .values import value_of

if TYPE_CHECKING:
    from .state import State

SHOWN = ("reveal", "look")  # the actions of the steps whose cards a later "that card" means


async def _declined(state: State, step: ShownMove | RevealTop | HandToBottom, result: StepResult,
                    asked: set[str] | None = None) -> set[str]:
    """"May": a yes / no first (only of ``asked`` players, when given); returns who said no."""
    if step.optional:
        await choice_phase(state, result, lambda player: [AskMay()] if asked is None or player in asked else [])
    return {c.player for c in result.choices if c.answer == "no"}


@handles(RevealTop)
async def reveal_top(state: State, step: RevealTop, result: StepResult) -> None:
    """The cards are shown (to everyone, or to that player only for a look) and stay where they are (701.20b)."""
    if step.again:  # "you may reveal it": the card looked at, if it still fits
        await _reveal_again(state, step, result)
        return
    declined = await _declined(state, step, result)
    looking = step.look
    for name in result.order:
        if name in declined:
            continue
        player = state.game.player(name)
        n = value_of(state, step.amount, name)
        # "until …" shows the cards one by one, in their order: none is named under an order nobody saw (401.4)
        if not (named_top(state, name, n) if step.until is None else named_top(state, name, len(player.library))
                and name not in state.hidden_top):
            hidden = order_hidden(state, name, n)
            extra: dict[str, object] = {"from": "library", "unknown": True}
            if hidden:
                extra["order_hidden"] = True
            could_be = _could_be(state, name) if step.until is None and n == 1 else []
            if could_be:  # 401.4: which card is not known, but it is one of the cards put back (a described set)
                extra["could_be"] = [o.name for o in could_be]
            result.events.append(EventRecord(name, step.action, [], amount=None if step.until else n, hidden=looking,
                                             extra=extra))
            state.warnings.append(
                t("apnap.warning.order_hidden_one_of", state.lang, player=name,
                  names=", ".join(o.name for o in could_be))
                if could_be else t("apnap.warning.order_hidden_top" if hidden else "apnap.warning.unknown_top",
                                   state.lang, player=name))
            continue
        cards = _until(player.library, state, step, name) if step.until is not None else player.library[:n]
        if any(not o.known for o in cards):  # "library: 40": cards nobody named, moved as such, never invented
            state.warnings.append(t("apnap.warning.unknown_top", state.lang, player=name))
        result.events.append(EventRecord(name, step.action, list(cards), amount=len(cards), hidden=looking,
                                         extra={"from": "library"}))
    if step.by_controller:  # another player's library: the controller alone sees its cards (701.20e), or shows
        _seen_by_controller(state, result, "seen_by" if looking else "revealed_by")  # them to all (701.20a)
    state.cite("701.20e" if looking else "701.20a", "701.20b", step=result)


def _seen_by_controller(state: State, result: StepResult, who: str = "seen_by") -> None:
    """The events of a look at, or a put back of, another player's library: who saw and moved them (701.20e,
    401.4), which the narration says ("Dave looks at … on top of Bob's library"); ``revealed_by``: who showed them
    to all (701.20a: "Dave reveals … from the top of Bob's library")."""
    for e in result.events:
        if e.extra.get("from") == "library":
            e.extra[who] = state.game.controller


async def _reveal_again(state: State, step: RevealTop, result: StepResult) -> None:
    """The cards the latest look showed each player, revealed now (kinship: only one that shares a creature
    type with the source). "May" is asked only of a player with such a card, so "if you do" is false when
    there was none. A card never named stays unnamed; whether it shares a type is not claimed."""
    fitting: dict[str, list[GameObject]] = {}
    unknown: set[str] = set()
    for name in result.order:
        seen = _cards_for(_shown(state), name, False)
        if any(_unnamed(e) for e in seen):
            unknown.add(name)
            continue
        cards = [o for e in seen for o in e.objects if any(o is c for c in state.game.player(name).library)]
        fitting[name] = [o for o in cards if _shares_type(state, o)] if step.if_shares_type else cards
    if step.if_shares_type:
        state.cite("205.3m", step=result)
    declined = await _declined(state, step, result, {n for n, cards in fitting.items() if cards} | unknown)
    for name in result.order:
        if name in declined:
            continue
        if name in unknown:
            result.events.append(EventRecord(name, step.action, [], extra={"from": "library", "unknown": True}))
        elif fitting.get(name):
            result.events.append(EventRecord(name, step.action, fitting[name], amount=len(fitting[name]),
                                             extra={"from": "library"}))


def _shares_type(state: State, card: GameObject) -> bool:
    """Does ``card`` share a creature type with the source (205.3m)? A card that is no creature or kindred
    card has none; types a board does not give are asked for, never guessed."""
    if not card.types & {"creature", "kindred"}:
        return False
    source = state.source_on_battlefield()
    missing = [o.name for o in (card, source) if o is not None and not o.subtypes]
    if source is None or missing:
        names = ", ".join(missing or [state.scenario.card or t("apnap.what.source", state.lang)])
        raise BotError.of("choice_needed", "apnap.error.creature_types_needed", field="players", lang=state.lang,
                          names=names)
    return bool(card.subtypes & source.subtypes)


def _until(library: list[GameObject], state: State, step: RevealTop, name: str) -> list[GameObject]:
    """Every card from the top down to the first of the kind asked for; the whole library if none is."""
    assert step.until is not None
    for i, card in enumerate(library):
        if not card.known:  # a card nobody named may or may not be of that kind: the reveal stops being known
            return library[:i + 1]
        if state.matches(step.until, card, name):
            return library[:i + 1]
    return list(library)


def _could_be(state: State, name: str) -> list[GameObject]:
    """The cards the top of this player's library is one of: the cards they put back on top in an order nobody
    else saw (401.4; a scry's or surveil's kept cards, 701.22a, 701.25a), when which cards those are is known."""
    hidden = state.hidden_top.get(name)
    if hidden is None or hidden.mixed or order_unknown(state, name):
        return []
    cards = state.game.player(name).library[:hidden.count]
    return cards if all(o.known for o in cards) else []


def _shown(state: State) -> StepResult | None:
    """The latest reveal or look before the step being resolved."""
    return next((s for s in reversed(state.steps[:-1]) if s.action in SHOWN or s.extra.get(FOUND_SHOWN)), None)


def _cards_for(shown: StepResult | None, name: str, everyone: bool) -> list[EventRecord]:
    return [e for e in (shown.events if shown else []) if everyone or e.player == name]


@handles(MoveRevealed)
async def move_revealed(state: State, step: ShownMove, result: StepResult) -> None:
    """Each card shown goes to its owner's zone (onto the battlefield under the control of who puts it)."""
    shown = _shown(state)
    eligible = {name for name in result.order
                if any(_may_fit(state, step, e) or any(_fits(state, step, o, e.player) for o in e.objects)
                       for e in _cards_for(shown, name, step.everyone))}
    if not eligible and (step.only is not None or step.only_not is not None) and step.condition is None \
            and state.steps and state.steps[-1] is result:
        state.steps.pop()  # "If it's a creature card, …" / "Otherwise, …" false for every card: no step at all
        return
    declined = await _declined_by_looker(state, result, eligible) if step.by_controller and step.optional \
        else await _declined(state, step, result, eligible)
    for name in result.order:
        if name in declined or name not in eligible:
            continue
        events = _cards_for(shown, name, step.everyone)
        kind_asked = step.only is not None or step.only_not is not None or step.to == "stack"  # a land is never cast
        if any(e.extra.get("unknown") or (kind_asked and _unnamed(e)) for e in events):
            # a card never named: whether it moves (or is of the kind asked) is not claimed
            extra: dict[str, object] = {"from": "library", "to": step.to, "unknown": True}
            could_be = [c for e in events for c in e.extra.get("could_be", [])]
            if could_be:  # one of the cards put back on top (401.4): those of them that may be moved
                extra["could_be"] = [o.name for e in events for o in _could_be(state, e.player)
                                     if _fits(state, step, o, e.player)]
            if kind_asked and not _all_fit(state, step, events):
                extra["if_kind"] = True  # "if it's a creature card": whether it is, is not known either
            result.events.append(EventRecord(name, step.action, [], extra=extra))
        moved_by_owner = [(e.player, o) for e in events for o in _move(state, step, e.player, name, e)]
        moved = [o for _, o in moved_by_owner]
        if moved:
            result.events.append(EventRecord(name, step.action, moved, amount=len(moved),
                                             hidden=step.to.startswith("library") and len(moved) > 1,
                                             extra={"from": "library", "to": step.to,
                                                    **tapped_extra(step.tapped, step.to),
                                                    **_owners(name, step, moved_by_owner)}))
        if step.to == "battlefield":
            for o in moved:
                triggers.enters(state, o, name, result)
    if step.by_controller:  # "then put them back in any order": by the controller who looked (401.4)
        _seen_by_controller(state, result)
    state.cite("608.2c", "401.4" if step.to.startswith("library") else "400.7", step=result)


def _owners(mover: str, step: ShownMove, moved: list[tuple[str, GameObject]]) -> dict[str, object]:
    """"Put the revealed cards into their owners' graveyards": each card went to its own owner's graveyard (400.3), so
    the event says whose, by owner in the order they moved, when another player's card is among them (judge 25: four
    players' cards read as "Dave puts … into the graveyard"). Nothing for one player's own cards."""
    if step.to != "graveyard" or all(owner == mover for owner, _ in moved):
        return {}
    owners: dict[str, list[str]] = {}
    for owner, card in moved:
        owners.setdefault(owner, []).append(card.name)
    return {"owners": owners}


async def _declined_by_looker(state: State, result: StepResult, eligible: set[str]) -> set[str]:
    """"You may put that card on the bottom of that player's library" after a look at another player's library: the
    controller who looked decides (701.20e, 608.2d), once, for that player's cards; their "no" moves nothing."""
    if not eligible:
        return set()
    return set() if await controller_may(state, result) else set(result.order)


def _may_fit(state: State, step: ShownMove, shown: EventRecord) -> bool:
    """May the card a reveal did not name be moved? Not when it is one of cards put back on top in an order nobody
    else saw (401.4) and none of them is of the kind the text asks (608.2c): then nothing moves, whatever the order."""
    if not _unnamed(shown):
        return False
    return not shown.extra.get("could_be") or any(_fits(state, step, o, shown.player)
                                                  for o in _could_be(state, shown.player))


def _all_fit(state: State, step: ShownMove, events: list[EventRecord]) -> bool:
    """Is the unnamed card of the kind asked whatever the order: every card it could be is?"""
    return all(e.extra.get("could_be") and all(_fits(state, step, o, e.player) for o in _could_be(state, e.player))
               for e in events if _unnamed(e))


def _unnamed(shown: EventRecord) -> bool:
    """A reveal that named no card (a library nobody described, or shuffled) or only cards nobody named."""
    return bool(shown.extra.get("unknown")) or any(not o.known for o in shown.objects)


def _fits(state: State, step: ShownMove, card: GameObject, owner: str) -> bool:
    in_library = any(o is card for o in state.game.player(owner).library)  # still where it was shown (701.20b)
    if step.to == "stack" and (not card.known or "land" in card.types):
        return False  # a land is played, never cast (305.1, 608.2g); a card nobody named: not claimed castable
    if not in_library or (step.only_not is not None and (not card.known or state.matches(step.only_not, card, owner))):
        return False
    return step.only is None or (card.known and state.matches(step.only, card, owner))


def _move(state: State, step: ShownMove, owner_name: str, name: str, shown: EventRecord) -> list[GameObject]:
    """Move the cards ``shown`` from their owner's library that still fit; returns them."""
    owner = state.game.player(owner_name)
    cards = [o for o in (shown.objects[-1:] if step.one else shown.objects) if _fits(state, step, o, owner_name)]
    owner.zones["library"] = [o for o in owner.library if all(o is not c for c in cards)]
    if step.to == "library_bottom":
        owner.zones["library"] = owner.library + cards
    elif step.to == "library_top":  # "put them back in any order": an order nobody else sees (401.4)
        owner.zones["library"] = cards + owner.library
        ordered_on_top(state, owner_name, len(cards))
    elif step.to == "battlefield":  # under the control of the player who puts it
        state.game.player(name).battlefield.extend(entering(cards, step.tapped))
    elif step.to == "stack":  # cast as the ability resolves (608.2g): a spell on the stack, in no player's zone
        pass
    else:
        owner.zones[step.to].extend(cards)
    return cards


@handles(HandToBottom)
async def hand_to_bottom(state: State, step: HandToBottom, result: StepResult) -> None:
    """The whole hand goes under the library, in an order its owner chooses and does not reveal (401.4)."""
    declined = await _declined(state, step, result)
    for name in result.order:
        if name in declined:
            continue
        player = state.game.player(name)
        if "hand" in player.unknown:
            result.events.append(EventRecord(name, step.action, [], hidden=True,
                                             extra={"from": "hand", "to": "library_bottom", "unknown": True}))
            continue
        cards = list(player.hand)
        player.zones["hand"] = []
        player.zones["library"] = player.library + cards
        result.events.append(EventRecord(name, step.action, cards, amount=len(cards), hidden=True,
                                         extra={"from": "hand", "to": "library_bottom"}))
    state.cite("401.4", step=result)


@handles(UnlessPaid)
async def unless_paid(state: State, step: UnlessPaid, result: StepResult) -> None:
    """Each player first says whether they pay instead (101.4); life paid is paid at once (119.4), a permanent
    sacrificed or a card discarded instead is given up at once (118.12a: "… unless they discard a land card"); the
    others then do the penalty, with its own choices, as one event (608.2c)."""
    ask = AskUnless(step.alternatives)
    await choice_phase(state, result, lambda player: [ask])
    payers: list[str] = []
    before = triggers.battlefield_snapshot(state)
    left: triggers.Seen = []
    for c in list(result.choices):
        if c.objects and c.what in ("sacrifice", "discard"):  # "… unless they discard a land card": given up at once
            give_up(state, c.player, c.objects[0], c.what, result, left)
            payers.append(c.player)
        elif c.what.startswith("pay_life"):
            paid = int(c.what.split(":")[1])
            state.change_life(c.player, -paid, result)
            result.events.append(EventRecord(c.player, "pay", [], amount=paid, extra={"what": "life"}))
            triggers.simple(state, "loses_life", c.player, None, result)
            payers.append(c.player)
        elif c.what == "put_on_top" and c.objects:
            put_on_top(state, c.player, c.objects[0], result)
            payers.append(c.player)
    # The penalty is its own instruction with its own choices: run on the players who did not pay, then told
    # as part of this step (its choices after the payments, in the same APNAP order).
    triggers.leaves(state, left, before, result, sacrificed=True)  # a permanent sacrificed instead (603.10a)
    paid_instead(state, step.penalty, payers, result.order)  # not done for them (118.12a; not_done.py)
    penalty = StepResult(result.index, result.text, result.action, [n for n in result.order if n not in payers])
    await handler_for(step.penalty)(state, step.penalty, penalty)
    result.choices += penalty.choices
    result.events += penalty.events
    result.simultaneous = penalty.simultaneous
    result.extra.update(penalty.extra)
    result.citations += [n for n in penalty.citations if n not in result.citations]
    state.cite("608.2c", step=result)
    if any(e.action == "pay" for e in result.events):  # life paid instead (119.4), never a card put on top
        state.cite("119.4", step=result)


@handles(ExileFromBattlefield, ExileFromGraveyard)
async def exile_picked(state: State, step: ExileFromBattlefield | ExileFromGraveyard, result: StepResult) -> None:
    """"Exiles a creature they control" / "exile a card from their graveyard": picked in APNAP order (101.4),
    exiled at once into each card's owner's exile (701.13a)."""
    zone = ZONE_OF[type(step)]
    await choice_phase(state, result, pick_asks(step, zone))
    before = triggers.battlefield_snapshot(state)

    def arrive(state: State, player: Player, objs: list[GameObject]) -> None:
        for o in objs:
            state.game.player(o.owner).exile.append(o)

    per_player = move_picks(state, step, result, arrive, {"from": zone})
    if zone == "battlefield":
        triggers.leaves(state, [(o, name) for name in result.order for o in per_player[name]], before, result)
    state.cite("701.13a", step=result)


@handles(HandToLibraryTop)
async def hand_to_library_top(state: State, step: HandToLibraryTop, result: StepResult) -> None:
    """Each acting player picks a card of their hand (101.4a); it goes on top of their library, face down (401.2):
    the next draw of the effect draws it. A hand nobody described moves a card of the player's choice, unnamed."""
    await choice_phase(state, result, pick_asks(step, "hand"))

    def arrive(state: State, player: Player, objs: list[GameObject]) -> None:
        if step.end == "bottom":
            player.zones["library"].extend(objs)
        else:
            player.zones["library"][0:0] = objs

    several = step.end == "bottom" and any(not (isinstance(p.count, a.Fixed) and p.count.n < 2) for p in step.picks)
    move_picks(state, step, result, arrive, {"from": "hand", "to": f"library_{step.end}"}, hidden=several)
    state.cite("401.2", "101.4a", *(("401.4",) if step.end == "bottom" else ()), step=result)
