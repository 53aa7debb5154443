"""A hand shown or looked at, a card another player chooses from it, and that card moved (701.20a, 701.20e,
608.2c; 701.9a discard, 701.13a exile).

Hidden information is kept (402.3): a hand nobody described shows no card; its event says it is unknown, a
warning says so, and the card chosen from it is "a card of their choice" that names nothing. Nothing is
invented. The controller's choice among a revealed hand is public (701.20a); among a hand only they looked at,
it is theirs alone (701.20e).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.catalog import t

from ..choices import KIND_OBJECTS
from ..model import GameObject
from ..plan import ChooseFromHand, MoveChosen, MoveRest, Pick, PickShown, PlayPermission, RevealHand
from ..result import ChoiceRecord, EventRecord, StepResult
from . import triggers
from .asking import (
    AskMay,
    Decision,
    _pick_answer,
    choice_phase,
    controller_may,
    decides,
    declined,
    of_choice,
    what_kind,
)
from .library_order import ordered_on_top, put_nth
from .play_timing import timing_of
from .registry import handles
from .values import value_of

if TYPE_CHECKING:
    from .state import State


@handles(RevealHand)
async def reveal_hand(state: State, step: RevealHand, result: StepResult) -> None:
    """Each owner's hand is shown (to everyone, or to the controller only for a look); nothing moves (701.20b)."""
    seen_by = {"seen_by": state.game.controller} if step.look else {}
    if step.optional and not await controller_may(state, result):  # "you may look at …'s hand": the looker said no
        return
    for name in result.order:
        player = state.game.player(name)
        if "hand" in player.unknown:
            result.events.append(EventRecord(name, step.action, [], hidden=step.look,
                                             extra={"from": "hand", "unknown": True, **seen_by}))
            state.warnings.append(t("apnap.warning.unknown_hand", state.lang, player=name))
            continue
        hand = list(player.hand)
        result.events.append(EventRecord(name, step.action, hand, amount=len(hand), hidden=step.look,
                                         extra={"from": "hand", **seen_by}))
    state.cite(*(("701.20e", "402.3") if step.look else ("701.20a",)), "701.20b", step=result)


def _shown_hand(state: State) -> EventRecord | None:
    """The latest hand a ``RevealHand`` showed before this step (608.2c), if any."""
    for done in reversed(state.steps[:-1]):
        shown = [e for e in done.events if e.action in ("reveal", "look") and e.extra.get("from") == "hand"]
        if shown:
            return shown[-1]
    return None


@dataclass(frozen=True, slots=True)
class AskFromHand:
    """One pick by the deciding player among the cards of ``owner``'s hand shown before."""

    pick: Pick
    owner: str
    private: bool  # only the chooser saw the hand (a look, 701.20e)
    among: tuple[GameObject, ...] | None = None  # "one of them": only the cards revealed from it (608.2c)


@decides(AskFromHand)
async def decide_from_hand(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    a: AskFromHand = decision.ask
    noun = a.pick.filter.noun
    count = value_of(state, a.pick.count, decision.player)
    owner = state.game.player(a.owner)
    pool = owner.hand if a.among is None else [o for o in owner.hand if any(o is r for r in a.among)]
    # a card nobody described ("hand: 3") is of no kind known: "a nonland card" is not taken to be one
    objects = [o for o in pool if state.matches(a.pick.filter, o, a.owner) and (o.known or a.pick.filter.is_any)]
    if "hand" in owner.unknown or (len(objects) < count and any(not o.known for o in pool)):
        # a hand nobody described: "a nonland card of their choice, if they have one", nothing named
        what = of_choice(state.lang, count, noun, a.pick.filter, "hand")
        return ChoiceRecord(decision.player, [], [what], hidden=True, decision_index=decision.index, what=what,
                            noun=noun, unknown=True)
    high = min(count, len(objects))
    record = ChoiceRecord(decision.player, [], [], hidden=a.private, decision_index=decision.index,
                          what=what_kind(count, a.pick.filter, state.lang, "hand"), noun=noun, required=count)
    return await _pick_answer(state, step, decision, record, objects, (count, 0 if a.pick.up_to else high, high),
                              KIND_OBJECTS, "hand")


@handles(ChooseFromHand)
async def choose_from_hand(state: State, step: ChooseFromHand, result: StepResult) -> None:
    """The controller chooses among the shown hand's cards of the kind asked (608.2c); nothing moves yet."""
    shown = _shown_hand(state)
    if shown is None:  # the hand's owner was not there to reveal it (an illegal target): nothing to choose from
        return
    among = tuple(shown.objects) if shown.extra.get("part") else None  # revealed from it, not the whole hand
    ask = AskFromHand(step.pick, shown.player, bool(shown.hidden), among)
    await choice_phase(state, result, lambda player: ([AskMay()] if step.optional else []) + [ask])
    for c in result.choices:
        if c.answer is not None:
            continue
        extra: dict[str, object] = {"from": "hand", "owner": shown.player}
        if c.unknown:
            extra.update(unknown=True, what=c.what)
        result.events.append(EventRecord(c.player, "choose", list(c.objects), hidden=c.hidden, extra=extra))
    state.cite("608.2c", step=result)


def chosen_from_hand(state: State) -> tuple[str, list[GameObject], str | None] | None:
    """The latest choice from a hand: its owner, the cards chosen, and "the card Alice chose" when unnamed."""
    for done in reversed(state.steps[:-1]):
        for e in done.events:
            if e.action == "choose" and e.extra.get("from") == "hand":
                what = t("apnap.what.chosen_by", state.lang, player=e.player) if e.extra.get("unknown") else None
                return str(e.extra["owner"]), list(e.objects), what
    return None


@handles(MoveChosen)
async def move_chosen(state: State, step: MoveChosen, result: StepResult) -> None:
    """The chosen card, if still in its owner's hand, goes to its owner's graveyard (a discard by that player,
    which triggers what watches for discards) or to exile. A card never named moves unnamed."""
    chosen = chosen_from_hand(state)
    if chosen is None or declined(result):
        return
    owner_name, cards, unnamed = chosen
    if step.library:
        _chosen_to_library(state, step, result, owner_name, (cards, unnamed))
        return
    owner = state.game.player(owner_name)
    # "That player exiles that card": the player the words name does it (the hand's owner, hand_chosen_before), not
    # the controller, who exiles only when the words say so ("… and exile that card", 701.13a)
    actor = owner_name if step.discard or step.subject.kind != "you" else state.game.controller
    if unnamed is not None:
        result.events.append(EventRecord(actor, step.action, [], amount=1, hidden=False,
                                         extra={"from": "hand", "owner": owner_name, "unknown": True,
                                                "what": unnamed}))
        triggers.unseen(state, step.action, actor, unnamed)
    moved = [o for o in cards if any(o is h for h in owner.hand)]
    if moved:
        owner.zones["hand"] = [o for o in owner.hand if all(o is not m for m in moved)]
        (owner.graveyard if step.discard else owner.exile).extend(moved)
        result.events.append(EventRecord(actor, step.action, moved, amount=len(moved),
                                         extra={} if step.discard else {"from": "hand", "owner": owner_name}))
        if step.discard:
            triggers.discarded(state, owner_name, moved, result)
    state.cite("608.2c", "701.9a" if step.discard else "701.13a", step=result)


def _chosen_to_library(state: State, step: MoveChosen, result: StepResult, owner_name: str,
                       chosen: tuple[list[GameObject], str | None]) -> None:
    """"That player puts that card on top of their library" (401.1) / "… into their library third from the top"
    (401.7: the bottom of a shorter library): the chosen card, if still in its owner's hand, put there by its owner
    (hand_chosen_before); a card nobody named goes there as a card nobody named (``known`` False, called what the
    choice called it, "the card Dave chose"), so a later draw of it names no card the scenario did not give."""
    cards, unnamed = chosen
    owner = state.game.player(owner_name)
    where: dict[str, object] = {"from": "hand", "to": f"library_{step.library}"}
    if step.library == "nth":
        where["position"] = step.position
    moved = [o for o in cards if any(o is h for h in owner.hand)]
    if unnamed is not None:  # one of the hand's cards nobody named leaves it (``hand: 3`` holds one fewer)
        placeholder = next((o for o in owner.hand if not o.known), None)
        owner.zones["hand"] = [o for o in owner.hand if o is not placeholder]
        moved = [GameObject(state.made_uid(result), unnamed, owner_name, known=False)]
    for card in moved:
        owner.zones["hand"] = [o for o in owner.hand if o is not card]
        if step.library == "nth" and put_nth(state, owner_name, card, step.position):
            where = {"from": "hand", "to": "library_bottom"}
        elif step.library == "top":
            owner.zones["library"].insert(0, card)
        result.events.append(EventRecord(owner_name, "put", [card], extra=where))
    state.cite("608.2c", "401.7" if step.library == "nth" else "401.1", step=result)


# ------------------------------------------------------------------------------------ from among them, the rest
def _seen_from_library(state: State, name: str) -> list[EventRecord]:
    """What the latest look or reveal of a library (not a pick "from among them") showed ``name``."""
    for done in reversed(state.steps[:-1]):
        seen = [e for e in done.events if e.action in ("reveal", "look") and e.extra.get("from") == "library"
                and not e.extra.get("among")]
        if seen:
            return [e for e in seen if e.player == name]
    return []


def _still_there(state: State, name: str, seen: list[EventRecord]) -> list[GameObject]:
    """The cards shown that are still in their owner's library (701.20b: a reveal moves nothing)."""
    library = state.game.player(name).library
    return [o for e in seen for o in e.objects if any(o is c for c in library)]


def _unnamed(seen: list[EventRecord]) -> bool:
    return any(e.extra.get("unknown") or any(not o.known for o in e.objects) for e in seen)


@dataclass(frozen=True, slots=True)
class AskAmongShown:
    """One pick among the cards a look or reveal showed the deciding player (608.2c)."""

    pick: Pick
    private: bool  # a look: only that player saw them (701.20e)


@decides(AskAmongShown)
async def decide_among_shown(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    a: AskAmongShown = decision.ask
    noun, name = a.pick.filter.noun, decision.player
    count = value_of(state, a.pick.count, name)
    seen = _seen_from_library(state, name)
    if _unnamed(seen):  # a library nobody described: "a creature card of their choice, if …", nothing named
        what = of_choice(state.lang, count, noun, a.pick.filter, "library")
        return ChoiceRecord(name, [], [what], hidden=True, decision_index=decision.index, what=what, noun=noun,
                            unknown=True)
    objects = [o for o in _still_there(state, name, seen) if state.matches(a.pick.filter, o, name)]
    high = min(count, len(objects))
    record = ChoiceRecord(name, [], [], hidden=a.private, decision_index=decision.index,
                          what=what_kind(count, a.pick.filter, state.lang, "library"), noun=noun, required=count)
    return await _pick_answer(state, step, decision, record, objects, (count, 0 if a.pick.up_to else high, high),
                              KIND_OBJECTS, "library")


@handles(PickShown)
async def pick_shown(state: State, step: PickShown, result: StepResult) -> None:
    """Each player picks among what they were shown; the cards picked are revealed (``to`` "") or move at once to
    their owner's hand or onto the battlefield under the picker's control."""
    private = any(e.hidden for n in result.order for e in _seen_from_library(state, n))
    ask = AskAmongShown(step.pick, private)
    await choice_phase(state, result, lambda player: ([AskMay()] if step.optional else []) + [ask])
    for c in result.choices:
        if c.answer is not None:
            continue
        extra: dict[str, object] = {"from": "library", **({"to": step.to} if step.to else {}), "among": True}
        if c.unknown:
            result.events.append(EventRecord(c.player, step.action, [], hidden=True,
                                             extra={**extra, "unknown": True, "what": c.what}))
            continue
        player, cards = state.game.player(c.player), list(c.objects)
        if step.to:
            player.zones["library"] = [o for o in player.library if all(o is not m for m in cards)]
            if step.to == "library_bottom":  # under the library, in an order its owner does not reveal (401.4)
                player.zones["library"] = player.library + cards
            else:
                zones = {"battlefield": player.battlefield, "graveyard": player.graveyard}
                zones.get(step.to, player.hand).extend(cards)
        hidden = (step.to == "hand" and private) or (step.to == "library_bottom" and len(cards) > 1)
        result.events.append(EventRecord(c.player, step.action, cards, amount=len(cards), hidden=hidden, extra=extra))
        if step.to == "battlefield":
            for o in cards:
                triggers.enters(state, o, c.player, result)
    state.cite("608.2c", *(("701.20a",) if not step.to else ()), step=result)


@handles(MoveRest)
async def move_rest(state: State, step: MoveRest, result: StepResult) -> None:
    """The cards shown and not picked: under the library in an order its owner chooses and does not reveal
    (401.4), or into the graveyard."""
    for name in result.order:
        seen = _seen_from_library(state, name)
        if not seen:
            continue
        extra: dict[str, object] = {"from": "library", "to": step.to, "rest": True}
        if _unnamed(seen):  # which cards those are is not known: how they move is said, not which
            result.events.append(EventRecord(name, step.action, [], hidden=True, extra={**extra, "unknown": True}))
            continue
        player = state.game.player(name)
        rest = _still_there(state, name, seen)
        player.zones["library"] = [o for o in player.library if all(o is not r for r in rest)]
        if step.to == "library_bottom":
            player.zones["library"] = player.library + rest
        elif step.to == "library_top":  # back on top in an order its owner chose and did not reveal (401.4)
            player.zones["library"] = rest + player.library
            ordered_on_top(state, name, len(rest))
        else:
            player.graveyard.extend(rest)
        result.events.append(EventRecord(name, step.action, rest, amount=len(rest),
                                         hidden=step.to.startswith("library") and len(rest) > 1, extra=extra))
    # 401.4 is the owner arranging cards put into a library together; "in a random order" is nobody's choice
    state.cite("608.2c", *(("401.4",) if step.to.startswith("library") and not step.random else ()), step=result)


# ------------------------------------------------------------------------------------ a permission
def exiled_just_before(state: State) -> tuple[list[EventRecord], list[GameObject], bool]:
    """The cards the step just before this one exiled from a library (608.2c: "that card", "those cards", "cards
    exiled this way"): its exile events, those of the cards still in their owner's exile (cards exiled from another
    player's library are in that player's exile, 108.3, others_library.py: the event's ``owner``), and whether which
    cards they are is not known (a library nobody described or shuffled, an order nobody saw; or nothing exiled)."""
    done = state.steps[-2] if len(state.steps) > 1 else None
    exiled = [e for e in (done.events if done else []) if e.extra.get("from") == "library" and (
        e.action == "exile" or e.action == "search" and e.extra.get("to") == "exile" and e.extra.get("owner"))]
    cards = [o for e in exiled for o in e.objects
             if any(o is x for x in state.game.player(str(e.extra.get("owner") or e.player)).exile)]
    unknown = any(e.extra.get("unknown") or e.extra.get("shuffled") or e.extra.get("order_hidden")
                  for e in exiled) or not exiled
    return exiled, cards, unknown


@handles(PlayPermission)
async def play_permission(state: State, step: PlayPermission, result: StepResult) -> None:
    """The controller may play or cast the card just exiled for the permission's duration (611.2a; "for as long as it
    remains exiled", 611.2b, ends when it leaves exile, 400.7): reported as a created effect, nothing moves. A card
    nobody named (a library nobody described) is "that card", unnamed. Cards exiled from another player's library
    are in that player's exile (108.3, others_library.py: the event's ``owner``); "nonland cards from among those
    exiled cards" leaves out the lands (205.2a; a land is never cast, 305.1); "spend mana as though it were mana of
    any color" rides with the permission (609.4b)."""
    for name in result.order:
        _, cards, unknown = exiled_just_before(state)
        if step.nonland:
            cards = [o for o in cards if "land" not in o.types or not o.known]
        extra: dict[str, object] = {"act": step.act, "duration": step.duration, "from": "exile",
                                    "without_paying": step.free, "several": step.several,
                                    **({"nonland": True} if step.nonland else {}),
                                    **({"any_mana": step.any_mana} if step.any_mana else {})}
        if unknown:
            extra["unknown"] = True
        elif not cards:  # "nonland cards from among …" and every card exiled a land: nothing to cast, nor its mana
            extra.pop("any_mana", None)
        timing = timing_of([] if unknown else cards, name, state.game.active, unknown) if cards or unknown else None
        if timing is not None:  # another player's turn: which of them can be played now (305.3, 117.1a)
            extra["timing"] = timing
            state.cite("305.3", "117.1a", step=result)
        result.events.append(EventRecord(name, "permission", [] if unknown else cards, extra=extra))
    state.cite("611.2a", *(("611.2b", "400.7") if step.duration == "while_exiled" else ()), "601.3",
               *(("305.1",) if step.act == "play" else ()), *(("118.9",) if step.free else ()),
               *(("609.4b",) if step.any_mana else ()), step=result)
