"""A search of the library and/or the graveyard (701.23a): "Search your library and/or graveyard for a card named Ral,
Caller of Storms, reveal it, and put it into your hand. If you search your library this way, shuffle it."

Why a handler of its own: the player decides which zone to search, and nothing public says what they decided while
looking at their library (701.23a), so the decision is asked (``choices``: "graveyard" or "library"), hidden, and
never invented: unanswered, the default is said as one ("(default)"): the graveyard when it holds a card of that
kind (it is public, 404.2, and the library stays unsearched and unshuffled), else the library. The card is then
picked from that zone as any search picks (701.23b: a card of a stated quality may be left unfound), and the library
is shuffled only when it was the zone searched (701.24a).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.catalog import t

from ..choices import KIND_VOTE, ChoiceOption
from ..grammar import TypeFilter
from ..plan import SearchLibraryAndGraveyard
from ..result import ChoiceRecord, EventRecord, StepResult
from . import triggers
from .act_picks import entering, may_first, tapped_extra
from .asking import AskPick, Decision, ask, choice_phase, decides, declined, request
from .registry import handles

if TYPE_CHECKING:
    from .state import State

_ZONES = ("graveyard", "library")
_ZONE_QUESTION = "search_zone"  # the zone decision's record, told from the card picked after it by this marker


@dataclass(frozen=True, slots=True)
class AskSearchZone:
    """Which zone the player searches: their graveyard or their library (701.23a)."""

    filter: TypeFilter


@decides(AskSearchZone)
async def decide_search_zone(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    """The zone, hidden (a player searching their library shows nobody what they looked at); the default first."""
    flt: TypeFilter = decision.ask.filter
    player = state.game.player(decision.player)
    public = "graveyard" not in player.unknown and any(state.matches(flt, o, player.name) for o in player.graveyard)
    keys = _ZONES if public else tuple(reversed(_ZONES))
    options = [ChoiceOption(k, t(f"apnap.answer.zone_{k}", state.lang)) for k in keys]  # "graveyard" / "cementerio"
    req = request(state, step, decision, options, 1, 1, hidden=True, kind=KIND_VOTE, zone=None,
                  what=t("apnap.what.search_zone", state.lang))
    (key,) = await ask(state, req)
    return ChoiceRecord(decision.player, [], [], hidden=True, auto=state.last_auto, decision_index=decision.index,
                        what=req.what, answer=t(f"apnap.answer.search_{key}", state.lang), noun=key,
                        question=_ZONE_QUESTION)


@handles(SearchLibraryAndGraveyard)
async def search_library_and_graveyard(state: State, step: SearchLibraryAndGraveyard, result: StepResult) -> None:
    (pick,) = step.picks
    await choice_phase(state, result, lambda player: [*may_first(step), AskSearchZone(pick.filter)])
    no = declined(result)
    zones = {c.player: c.noun for c in result.choices if c.question == _ZONE_QUESTION}
    acting = [n for n in result.order if n not in no and n in zones]
    if not acting:
        return
    asked = len(result.choices)
    await choice_phase(state, result, lambda player: [AskPick(pick, zones[player], search=True)]
                       if player in acting else [])
    for c in result.choices[asked:]:  # the card is each player's decision after the zone (101.4c: one numbering)
        c.decision_index += sum(1 for e in result.choices[:asked] if e.player == c.player)
    for c in result.choices:  # "Scry and search decisions … are hidden" (scenario-format.md), the "may" too
        c.hidden = True
    state.cite("701.23a", step=result)
    for name in acting:
        _found(state, step, result, name, zones[name])


def _found(state: State, step: SearchLibraryAndGraveyard, result: StepResult, name: str, zone: str) -> None:
    """The card found leaves the zone searched for the hand or the battlefield; a searched library is shuffled."""
    player = state.game.player(name)
    picked = [c for c in result.choices if c.player == name and c.question != _ZONE_QUESTION]
    extra: dict[str, object] = {"destination": step.to, "from": zone, "to": step.to,
                                **tapped_extra(step.tapped, step.to)}
    record = picked[-1] if picked else None
    if record is not None and record.unknown:  # a zone nobody described: a card of their choice, not named
        result.events.append(EventRecord(name, "search", [], hidden=True,
                                         extra={**extra, "unknown": True, "what": record.what}))
    else:
        objs = list(record.objects) if record is not None else []
        ids = {o.uid for o in objs}
        player.zones[zone] = [o for o in player.zone(zone) if o.uid not in ids]
        if step.to == "battlefield":
            player.battlefield.extend(entering(objs, step.tapped))
        else:
            player.hand.extend(objs)
        hidden = zone == "library" and step.to == "hand" and not step.reveal  # 701.23e; a graveyard is public
        result.events.append(EventRecord(name, "search", objs, hidden=hidden, extra=extra))
        if step.to == "battlefield":
            for o in objs:
                triggers.enters(state, o, name, result)
    if zone == "library":  # "If you search your library this way, shuffle it" (701.24a)
        state.shuffled.add(name)
        state.cite("701.24a", step=result)
