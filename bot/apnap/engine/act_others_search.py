"""The controller searches another player's library (701.23a): "Search target player's library for a card and exile
it. Then that player shuffles their library."

Why a handler of its own: ``Search`` (act_picks.py) picks from the searcher's own library and the searcher shuffles.
Here the searcher is the controller, the library is the named player's (115.1 target, 608.2c "that player"), the
cards found stay that player's (108.3: into that player's exile or graveyard, or onto the battlefield under the
searcher's control, 110.2), and that player shuffles (701.24a). A library is hidden (401.2): what is found is the
searcher's decision, asked as any search is (``choices``; 701.23b: a card of a stated quality may be left unfound,
701.23d: "a card" must be found when there is one) from the cards the board shows; a library nobody described is
searched for cards of the searcher's choice, none named (never invented).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.catalog import t

from ..choices import KIND_SEARCH
from ..grammar import MAX_AMOUNT
from ..plan import Pick, SearchOthersLibrary
from ..result import ChoiceRecord, EventRecord, StepResult
from . import triggers
from .act_picks import may_first
from .asking import (
    Decision,
    _has_placeholders,
    _pick_answer,
    _said,
    choice_phase,
    decides,
    declined,
    of_choice,
    what_kind,
)
from .referents import target_player, that_player
from .registry import handles
from .values import value_of

if TYPE_CHECKING:
    from ..model import GameObject
    from .state import State


@dataclass(frozen=True, slots=True)
class AskSearchOf:
    """The cards the searcher finds in ``owner``'s library (701.23a)."""

    pick: Pick
    owner: str


def _unknown(state: State, decision: Decision, a: AskSearchOf, count: int) -> ChoiceRecord:
    """A library nobody described, or given by count only: cards of the searcher's choice, none named (401.2)."""
    what = of_choice(state.lang, count, a.pick.filter.noun, _said(state, a.pick.filter), "library", up_to=a.pick.up_to)
    if a.pick.up_to and count < MAX_AMOUNT:  # "up to seven cards": none is as good an answer as seven (701.23b)
        what = t("apnap.what.up_to_of_choice", state.lang, what=what)
    return ChoiceRecord(decision.player, [], [what], hidden=True, decision_index=decision.index, what=what,
                        noun=a.pick.filter.noun, unknown=True)


@decides(AskSearchOf)
async def decide_search_of(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    a: AskSearchOf = decision.ask
    count = value_of(state, a.pick.count, decision.player)
    if "library" in state.game.player(a.owner).unknown:
        return _unknown(state, decision, a, count)
    flt = a.pick.filter
    objects = [o for o in state.game.player(a.owner).library if o.known and state.matches(flt, o, a.owner)]
    if len(objects) < count and _has_placeholders(state, a.owner, "library"):
        return _unknown(state, decision, a, count)  # "library: 40": which cards those are, nobody said
    optional = a.pick.up_to or not flt.is_any  # 701.23b; "a card" / "three cards" must be found, 701.23d
    state.cite("701.23b" if not flt.is_any else "701.23d", step=step)
    high = min(count, len(objects))
    record = ChoiceRecord(decision.player, [], [], hidden=True, decision_index=decision.index,
                          what=what_kind(count, _said(state, flt), state.lang, "library"), noun=flt.noun,
                          required=0 if optional else high)
    return await _pick_answer(state, step, decision, record, objects, (count, 0 if optional else high, high),
                              KIND_SEARCH, "library")


def _owner(state: State, step: SearchOthersLibrary, result: StepResult) -> str:
    if step.zone_of == "that_player":
        state.cite("608.2c", step=result)
        return that_player(state)
    state.cite("115.1", step=result)
    return target_player(state)


def _put(state: State, step: SearchOthersLibrary, searcher: str, owner: str, found: list[GameObject]) -> None:
    """The cards found leave the owner's library for where the text says, still the owner's (108.3)."""
    library = state.game.player(owner)
    ids = {o.uid for o in found}
    library.zones["library"] = [o for o in library.library if o.uid not in ids]
    if step.to == "battlefield":  # "… onto the battlefield under your control" (110.2)
        state.game.player(searcher).battlefield.extend(found)
    else:
        library.zones[step.to].extend(found)


@handles(SearchOthersLibrary)
async def search_others_library(state: State, step: SearchOthersLibrary, result: StepResult) -> None:
    """The controller finds the cards and puts them where the text says; then that player shuffles (701.24a)."""
    owner = _owner(state, step, result)
    await choice_phase(state, result, lambda player: may_first(step) + [AskSearchOf(step.picks[0], owner)])
    no = declined(result)
    extra: dict[str, object] = {"from": "library", "owner": owner, "to": step.to,
                                **({"control": "you"} if step.to == "battlefield" else {})}
    searched = False
    for c in result.choices:
        if c.player in no or c.answer is not None:
            continue
        searched = True
        if c.unknown:  # 401.2: never invented; the answer says how to name them
            state.warnings.append(t("apnap.warning.searched_library_unknown", state.lang, owner=owner, player=c.player))
            result.events.append(EventRecord(c.player, "search", [], hidden=True,
                                             extra={**extra, "unknown": True, "found": c.what}))
            continue
        found = list(c.objects)
        _put(state, step, c.player, owner, found)
        # exiled (face up), into a graveyard, onto the battlefield: public zones (406.3, 404.2, 403.1)
        result.events.append(EventRecord(c.player, "search", found, amount=len(found), extra=dict(extra)))
        if step.to == "battlefield":
            for o in found:
                triggers.enters(state, o, c.player, result)
    if searched:  # "Then that player shuffles their library" (701.24a): the library searched, found or not
        state.shuffled.add(owner)
        result.events.append(EventRecord(owner, "shuffle", [], extra={"from": []}))
        state.cite("701.24a", step=result)
    state.cite("701.23a", "108.3", *(("110.2",) if step.to == "battlefield" else ()), step=result)


__all__ = ["search_others_library"]
