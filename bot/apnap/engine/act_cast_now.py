"""Casting a card while the ability resolves (608.2g), by the controller for no mana (118.9): the card the look or
reveal before showed, the card chosen from a hand shown, or a card of the controller's own hand.

Why apart from act_library.py: which card, whether it is still there and of the kind asked, and the controller's
"may" are exactly those of "put it into your hand" (``move_revealed`` does them, the step's ``to`` being the stack),
but what a cast is differs: the spell becomes the topmost object of the stack and resolves after the ability that
cast it has finished (608.2g, 405.2); its targets and modes are chosen as it is cast (601.2b-c), by its caster,
which the answer says rather than choosing them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from bot.catalog import t

from ..choices import KIND_OBJECTS
from ..grammar import TypeFilter
from ..model import GameObject
from ..plan.cast_now import CastChosen, CastExiled, CastFromHand, CastShown
from ..result import ChoiceRecord, EventRecord, StepResult
from .act_hidden import AskFromHand, chosen_from_hand, exiled_just_before
from .act_library import move_revealed
from .asking import AskMay, Decision, answered, choice_phase, decides, object_options, request
from .registry import handles

if TYPE_CHECKING:
    from .state import State


@handles(CastShown)
async def cast_shown(state: State, step: CastShown, result: StepResult) -> None:
    """The card shown is cast now if it still fits and the controller says yes (608.2g); the event says it went
    on the stack for no mana, or, for a library nobody described, that the card shown would be cast."""
    await move_revealed(state, step, result)
    cast = [e for e in result.events if e.action == step.action]
    for e in cast:
        e.extra["without_paying"] = step.free
    if cast:
        state.cite("608.2g", "601.2", *(("118.9",) if step.free else ()), step=result)


@handles(CastChosen)
async def cast_chosen(state: State, step: CastChosen, result: StepResult) -> None:
    """The card chosen from the hand shown, if still there, is cast by the controller (608.2g): it leaves its
    owner's hand for the stack, for no mana (118.9). A card never named (a hand nobody described) is said as "the
    card Dave chose", cast if there is one."""
    chosen = chosen_from_hand(state)
    if chosen is None:  # declined, or no hand shown to choose from
        return
    owner_name, cards, unnamed = chosen
    owner = state.game.player(owner_name)
    you = state.game.controller
    extra: dict[str, object] = {"from": "hand", "owner": owner_name, "to": "stack", "without_paying": step.free}
    if unnamed is not None:
        result.events.append(EventRecord(you, step.action, [], amount=1, extra={**extra, "unknown": True,
                                                                               "what": unnamed}))
    cast = [o for o in cards if any(o is h for h in owner.hand)]
    if cast:
        owner.zones["hand"] = [o for o in owner.hand if all(o is not c for c in cast)]
        result.events.append(EventRecord(you, step.action, cast, amount=len(cast), extra=extra))
    if cast or unnamed is not None:
        state.cite("608.2c", "608.2g", "601.2", *(("118.9",) if step.free else ()), step=result)


def nonland(flt: TypeFilter) -> TypeFilter:
    """The same kind with lands left out: "a card with converted mana cost 5 or less" may be cast, and a land (mana
    value 0) is played, never cast (305.1, 601.2)."""
    kinds = flt.alternatives or ((frozenset(), frozenset(), False, False),)
    return replace(flt, alternatives=tuple((req, forbidden | {"land"}, basic, permanent)
                                           for req, forbidden, basic, permanent in kinds))


@handles(CastFromHand)
async def cast_from_hand(state: State, step: CastFromHand, result: StepResult) -> None:
    """The controller's yes or no, then their pick of one card of the kind asked from their own hand (private,
    402.3), cast now (608.2g) for no mana (118.9): it leaves the hand for the stack. A hand nobody described names
    no card: "a card … of their choice, if they have one"."""
    you = state.game.controller
    ask = AskFromHand(replace(step.pick, filter=nonland(step.pick.filter)), you, True)  # a land is never cast (305.1)
    await choice_phase(state, result, lambda player: [AskMay(), ask] if player == you else [])
    hand = state.game.player(you)
    extra: dict[str, object] = {"from": "hand", "owner": you, "to": "stack", "without_paying": step.free}
    for c in result.choices:
        if c.answer is not None or c.player != you:
            continue  # the yes or no
        if c.unknown:
            result.events.append(EventRecord(you, step.action, [], amount=1, extra={**extra, "unknown": True,
                                                                                   "what": c.what}))
        cast = [o for o in c.objects if any(o is h for h in hand.hand)]
        if cast:
            hand.zones["hand"] = [o for o in hand.hand if all(o is not x for x in cast)]
            result.events.append(EventRecord(you, step.action, cast, amount=len(cast), extra=extra))
    if any(e.action == step.action for e in result.events):
        state.cite("608.2g", "601.2", *(("118.9",) if step.free else ()), step=result)


# ------------------------------------------------------------------------------------ cards exiled just before
@dataclass(frozen=True, slots=True)
class AskCastAmong:
    """"You may cast any number of nonland cards exiled this way": which of ``cards`` the controller casts, none to
    all, in the order they go on the stack (608.2g: each cast becomes the topmost object)."""

    cards: tuple[GameObject, ...]


@decides(AskCastAmong)
async def decide_cast_among(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    a: AskCastAmong = decision.ask
    record = ChoiceRecord(decision.player, [], [], hidden=False, decision_index=decision.index,
                          what=t("apnap.what.cast_exiled", state.lang), required=0)
    by_key, options = object_options(list(a.cards))
    req = request(state, step, decision, options, 0, len(options), hidden=False, kind=KIND_OBJECTS, zone="exile",
                  what=record.what)
    return await answered(state, req, record, by_key, None)


def _castable(cards: list[GameObject]) -> list[GameObject]:
    """The cards that can be cast: a land is played, never cast (305.1, 305.9)."""
    return [o for o in cards if o.known and "land" not in o.types]


async def _controller_may(state: State, result: StepResult, you: str) -> bool:
    """The controller's "you may cast …" asked (608.2d, 608.2g): whether they said yes (the default)."""
    await choice_phase(state, result, lambda player: [AskMay()] if player == you else [])
    return you not in {c.player for c in result.choices if c.answer == "no"}


@handles(CastExiled)
async def cast_exiled(state: State, step: CastExiled, result: StepResult) -> None:
    """The card(s) the step before exiled, cast now by the controller if they say so (608.2g): each leaves its owner's
    exile for the stack, above this ability, which finishes resolving first; their costs are paid, or their mana costs
    not with "without paying" (118.9); a land is never cast (305.1). A card nobody named (a library nobody described)
    is not invented: the answer says the controller may cast it if it can be cast, and warns that which card, and what
    it would do, is not known; a cast card's own effect is never resolved here (it waits on the stack)."""
    you = state.game.controller
    _, cards, unknown = exiled_just_before(state)
    unknown = unknown or any(not o.known for o in cards)  # "library: 5": cards nobody described
    castable = _castable(cards)
    extra: dict[str, object] = {"from": "exile", "to": "stack", "without_paying": step.free, "several": step.several}
    state.cite("608.2g", "601.2", *(("118.9",) if step.free else ()), step=result)
    if unknown:
        if await _controller_may(state, result, you):
            result.events.append(EventRecord(you, step.action, [], amount=1, extra={**extra, "unknown": True}))
            state.warnings.append(t("apnap.warning.cast_exiled_unknown", state.lang, player=you))
        return
    if not castable:  # nothing exiled can be cast (every card a land, 305.1): no "may" to answer, nothing cast
        result.events.append(EventRecord(you, step.action, [], amount=0, extra={**extra, "to": "", "none": True}))
        state.cite("305.1", step=result)
        return
    if step.any_number and len(castable) > 1:
        await choice_phase(state, result, lambda player: [AskCastAmong(tuple(castable))] if player == you else [])
        chosen = [o for c in result.choices if c.player == you for o in c.objects]
    else:
        chosen = castable if await _controller_may(state, result, you) else []
    for card in chosen:
        owner = next(p for p in state.game.players if any(card is x for x in p.exile))
        owner.zones["exile"] = [o for o in owner.exile if o is not card]
    if chosen:
        result.events.append(EventRecord(you, step.action, chosen, amount=len(chosen), extra=extra))
