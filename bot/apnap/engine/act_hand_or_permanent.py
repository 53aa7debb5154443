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

if TYPE_CHECKING:
    from .state import State


@dataclass(frozen=True, slots=True)
class AskHandOrPermanent:
    """One object: a card of ``card``'s kind from the picker's hand, or a permanent of ``permanent``'s they control."""

    card: Pick
    permanent: Pick


def _said(lang: str, a: AskHandOrPermanent) -> str:
    w = Words(lang)
    return t("apnap.what.hand_or_permanent", lang, card=counted(w, 1, a.card.filter, card=True),
             permanent=counted(w, 1, replace(a.permanent.filter, control=None)))


@decides(AskHandOrPermanent)
async def decide_hand_or_permanent(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    a: AskHandOrPermanent = decision.ask
    name, what = decision.player, _said(state.lang, decision.ask)
    player = state.game.player(name)
    if {"hand", "battlefield"} & set(player.unknown) or _has_placeholders(state, name, "hand"):
        chosen = t("apnap.what.of_choice_if_any", state.lang, objects=what, n=1)
        return ChoiceRecord(name, [], [chosen], hidden=True, decision_index=decision.index, what=chosen, noun="card",
                            unknown=True)
    options: list[GameObject] = [o for o in player.hand if state.matches(a.card.filter, o, name)]
    options += [o for o in player.battlefield if state.matches(a.permanent.filter, o, name)]
    record = ChoiceRecord(name, [], [], hidden=True, decision_index=decision.index, what=what, noun="card",
                          required=1)
    high = min(1, len(options))
    return await _pick_answer(state, step, decision, record, options, (1, high, high), KIND_OBJECTS, "hand")


@handles(ExileHandOrPermanent)
async def exile_hand_or_permanent(state: State, step: ExileHandOrPermanent, result: StepResult) -> None:
    card, permanent = step.picks
    await choice_phase(state, result, lambda _: [*may_first(step), AskHandOrPermanent(card, permanent)])
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
