"""The controller searches one player's graveyard, hand and library for cards of a name and exiles them; then that
player shuffles their library (701.23a, 701.23b, 701.13a, 701.24a): "Search its controller's graveyard, hand, and
library for all cards with the same name as that spell and exile them. Then that player shuffles their library."

Why a handler of its own: what must be found differs by zone. The graveyard is public (404.2): "all cards with …"
finds every one there, no decision; the hand and the library are hidden (402.3, 401.2), where a card of a stated
quality need not be found even if present (701.23b), so which of them are found is the searcher's decision, asked
zone by zone (graveyard, hand, library: ``choices``), hidden, and an unanswered one is the default the answer marks.
"Any number of …" leaves every zone to the searcher. A zone nobody described gives cards nobody can name (never
invented; said in ``warnings``). Whose zones: the target player (115.1), "that player" (608.2c), or the controller
(608.2h: a spell's on the stack, a permanent's as it last existed) or owner (108.3) of the object targeted before.
The cards found are exiled together, each still its owner's (108.3), and the library is shuffled, found or not.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError

from ..choices import KIND_SEARCH
from ..grammar import MAX_AMOUNT
from ..plan import Pick, SearchOwnedZones
from ..result import ChoiceRecord, EventRecord, StepResult
from .asking import Decision, _has_placeholders, _pick_answer, _said, choice_phase, decides, of_choice
from .object_holder import target_holder, target_owner
from .referents import target_player, that_player
from .registry import handles

if TYPE_CHECKING:
    from .state import State

ZONES = ("graveyard", "hand", "library")  # the order the text says them, and the searcher's decisions (101.4c)


@dataclass(frozen=True, slots=True)
class AskFoundIn:
    """The cards the searcher finds in ``owner``'s ``zone`` (701.23a); ``every``: "all cards with …"."""

    pick: Pick
    owner: str
    zone: str
    every: bool


def _unknown(state: State, decision: Decision, a: AskFoundIn) -> ChoiceRecord:
    """A zone nobody described, or given by count only: the cards found are of the searcher's choice, none named."""
    what = of_choice(state.lang, MAX_AMOUNT, a.pick.filter.noun, _said(state, a.pick.filter), a.zone,
                     up_to=not a.every)
    return ChoiceRecord(decision.player, [], [what], hidden=a.zone != "graveyard", decision_index=decision.index,
                        what=what, noun=a.pick.filter.noun, unknown=True)


@decides(AskFoundIn)
async def decide_found_in(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    """Every card of the name in a public graveyard for "all"; otherwise the searcher's pick, none to all (701.23b)."""
    a: AskFoundIn = decision.ask
    flt = a.pick.filter
    if a.zone in state.game.player(a.owner).unknown or _has_placeholders(state, a.owner, a.zone):
        return _unknown(state, decision, a)
    objects = [o for o in state.game.player(a.owner).zone(a.zone) if state.matches(flt, o, a.owner)]
    must = a.every and a.zone == "graveyard"  # a public zone: every card of the name is found (404.2, 701.23a)
    if a.zone != "graveyard":
        state.cite("701.23b", step=step)
    what = of_choice(state.lang, MAX_AMOUNT, flt.noun, _said(state, flt), a.zone, up_to=not must)
    record = ChoiceRecord(decision.player, [], [], hidden=a.zone != "graveyard", decision_index=decision.index,
                          what=what, noun=flt.noun, required=len(objects) if must else 0)
    low = len(objects) if must else 0
    return await _pick_answer(state, step, decision, record, objects, (len(objects), low, len(objects)),
                              KIND_SEARCH, a.zone)


def _owner(state: State, step: SearchOwnedZones, result: StepResult) -> str:
    """Whose zones the text names (115.1, 608.2c, 608.2h, 108.3); a player the board cannot tell is asked for."""
    if step.zone_of == "that_player":
        state.cite("608.2c", step=result)
        return that_player(state)
    if step.zone_of in ("target", "target_opponent"):
        state.cite("115.1", step=result)
        return target_player(state)
    state.cite("608.2c", step=result)
    holder = target_owner(state, result) if step.zone_of == "object_owner" else target_holder(state, result)
    if holder is None:  # no target the board shows: which player is not guessed
        raise BotError.of("choice_needed", "apnap.error.target_needed", field="target", lang=state.lang)
    return holder


@handles(SearchOwnedZones)
async def search_owned_zones(state: State, step: SearchOwnedZones, result: StepResult) -> None:
    """The searcher finds cards in each zone, they are exiled, and that player shuffles their library (701.24a)."""
    owner = _owner(state, step, result)
    searcher = state.game.controller
    (pick,) = step.picks
    await choice_phase(state, result, lambda player: [AskFoundIn(pick, owner, z, step.every) for z in ZONES])
    held = state.game.player(owner)
    for zone, c in zip(ZONES, result.choices, strict=True):
        extra: dict[str, object] = {"from": zone, "owner": owner, "to": "exile", "owned_zones": True}
        if c.unknown:  # 401.2, 402.3: never invented; the answer says how to name them
            state.warnings.append(t(f"apnap.warning.searched_{zone}_unknown", state.lang, owner=owner,
                                    player=searcher))
            result.events.append(EventRecord(searcher, "search", [], hidden=True,
                                             extra={**extra, "unknown": True, "found": c.what}))
            continue
        found = list(c.objects)
        ids = {o.uid for o in found}
        held.zones[zone] = [o for o in held.zone(zone) if o.uid not in ids]
        held.zones["exile"].extend(found)  # exiled face up, still its owner's (406.3, 108.3)
        result.events.append(EventRecord(searcher, "search", found, amount=len(found), extra=extra))
    state.shuffled.add(owner)  # "Then that player shuffles their library": searched, found or not (701.24a)
    result.events.append(EventRecord(owner, "shuffle", [], extra={"from": []}))
    state.cite("701.23a", "701.13a", "701.24a", "108.3", step=result)


__all__ = ["search_owned_zones"]
