""""Each opponent exiles a card from their hand or a permanent they control": one choice per player among the objects
of two zones (101.4: in APNAP order, each player's own), then every chosen object exiled at once into its owner's
exile (701.13a, 608.2e).

Why its own ask: a pick is of one zone (asking.AskPick); here the options are the hand's cards of the kind and the
battlefield's permanents of the kind together, so choosing a permanent is the same decision as choosing a card. A hand
nobody described (or cards in it given by count only) leaves what was chosen unknown: said "of their choice", never a
permanent guessed for them (the contract's hidden zones).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from bot.catalog import t

from ..choices import KIND_OBJECTS
from ..model import GameObject
from ..plan import ExileHandOrPermanent, Pick
from ..render.nouns import counted
from ..render.words import Words
from ..result import ChoiceRecord, EventRecord, StepResult
from . import triggers
from .act_picks import acting, may_first
from .asking import Decision, _has_placeholders, _pick_answer, choice_phase, decides
from .registry import handles
from .values import value_of

if TYPE_CHECKING:
    from .state import State


@dataclass(frozen=True, slots=True)
class AskHandOrPermanent:
    """One object: a card of ``card``'s kind from the picker's hand, or a permanent of ``permanent``'s they control."""

    card: Pick
    permanent: Pick
    and_or: bool = False  # "X permanents they control and/or cards from their hand": the picks' count, any mix


def _said(lang: str, a: AskHandOrPermanent, n: int) -> str:
    w = Words(lang)
    permanent = counted(w, n, replace(a.permanent.filter, control=None))
    if a.and_or:
        return t("apnap.what.permanents_and_or_hand", lang, permanent=permanent)
    return t("apnap.what.hand_or_permanent", lang, card=counted(w, 1, a.card.filter, card=True), permanent=permanent)


@decides(AskHandOrPermanent)
async def decide_hand_or_permanent(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    a: AskHandOrPermanent = decision.ask
    name = decision.player
    n = max(0, value_of(state, a.permanent.count, name)) if a.and_or else 1  # 107.1b: never fewer than none
    what = _said(state.lang, decision.ask, n)
    player = state.game.player(name)
    if n == 0:  # "exiles 0 permanents …": nothing to choose (101.3)
        return ChoiceRecord(name, [], [], hidden=True, decision_index=decision.index, what=what, noun="card", none=True)
    if {"hand", "battlefield"} & set(player.unknown) or _has_placeholders(state, name, "hand"):
        chosen = t("apnap.what.of_choice_if_any", state.lang, objects=what, n=n)
        return ChoiceRecord(name, [], [chosen], hidden=True, decision_index=decision.index, what=chosen, noun="card",
                            unknown=True)
    options: list[GameObject] = [o for o in player.hand if state.matches(a.card.filter, o, name)]
    options += [o for o in player.battlefield if state.matches(a.permanent.filter, o, name)]
    record = ChoiceRecord(name, [], [], hidden=True, decision_index=decision.index, what=what, noun="card",
                          required=n)
    high = min(n, len(options))  # as many as they can (609.3)
    return await _pick_answer(state, step, decision, record, options, (n, high, high), KIND_OBJECTS, "hand")


@handles(ExileHandOrPermanent)
async def exile_hand_or_permanent(state: State, step: ExileHandOrPermanent, result: StepResult) -> None:
    card, permanent = step.picks
    await choice_phase(state, result, lambda _: [*may_first(step), AskHandOrPermanent(card, permanent, step.and_or)])
    before = triggers.battlefield_snapshot(state)
    left: list[tuple[GameObject, str]] = []
    for name, chosen in list(acting(state, step, result)):
        player, ids = state.game.player(name), {o.uid for o in chosen}
        for zone in ("hand", "battlefield"):
            moved = [o for o in player.zone(zone) if o.uid in ids]
            if not moved and (zone == "battlefield" or chosen):
                continue
            player.zones[zone] = [o for o in player.zone(zone) if o.uid not in ids]
            for o in moved:
                state.game.player(o.owner).exile.append(o)
            result.events.append(EventRecord(name, step.action, moved, extra={"from": zone}))
            left += [(o, name) for o in moved if zone == "battlefield"]
    triggers.leaves(state, left, before, result)
    state.cite("101.4", "701.13a", step=result)
