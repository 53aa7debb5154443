"""A card returned from a graveyard: the targeted card ("Return target creature card from your graveyard to your
hand", "Put target creature card from a graveyard onto the battlefield under your control") or the source's own
card ("Return Enigma Eidolon from your graveyard to your hand").

Why a handler of its own: the target is a card, not a permanent, so it is looked for in the graveyards the text
allows (115.1, still there and of that kind as the ability resolves, 608.2b); it becomes a new object where it
goes (400.7), and a creature put onto the battlefield triggers what watches for that.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError

from ..model import GameObject
from ..oracle import short_names
from ..plan import CardFromGraveyard, ExileTargetCard, SourceCardFromGraveyard, TargetCardFromGraveyard
from ..result import EventRecord, StepResult
from . import triggers
from .act_objects import _may
from .asking import declined
from .registry import handles

if TYPE_CHECKING:
    from .state import State


@handles(SourceCardFromGraveyard, TargetCardFromGraveyard, ExileTargetCard)
async def card_from_graveyard(state: State, step: CardFromGraveyard, result: StepResult) -> None:
    you = state.game.controller
    await _may(state, step, result)  # "you may return …": the controller's yes / no first (608.2d)
    if you in declined(result):
        return
    found = _find(state, step)
    if found is None and step.objects is None:  # the source's card, not shown in the graveyard: named only
        name = state.scenario.card or t("apnap.what.source", state.lang)
        result.events.append(EventRecord(you, "return", [], labels=[name], extra={"from": "graveyard", "to": step.to}))
        if "graveyard" not in state.game.player(you).unknown:  # a graveyard shown without it: said, not silent
            state.warnings.append(t("apnap.warning.source_not_in_graveyard", state.lang, card=name, player=you))
        state.cite("400.7", step=result)
        return
    if found is None:
        raise BotError.of("bad_scenario", "apnap.error.target_card", field="target", lang=state.lang,
                          names=", ".join(n for n in state.scenario.targets if n not in state.game.seat_names))
    card, owner = found
    state.game.player(owner).zones["graveyard"] = [o for o in state.game.player(owner).graveyard if o is not card]
    moved = card
    if step.to == "battlefield":
        from dataclasses import replace

        moved = replace(card, tapped=step.tapped)
        state.game.player(you).battlefield.append(moved)  # under the controller's control (its owner's own zone)
    else:  # its owner's hand or exile
        state.game.player(owner).zones[step.to].append(moved)
    result.events.append(EventRecord(you, step.action, [moved], extra={"from": "graveyard", "to": step.to}))
    state.cite("406.2" if step.to == "exile" else "400.7", step=result)
    if step.objects is not None:
        state.cite("115.1", step=result)
    if step.to == "battlefield":
        triggers.enters(state, moved, you, result)


def _find(state: State, step: CardFromGraveyard) -> tuple[GameObject, str] | None:
    """The card in the graveyards the text allows: the controller's ("your graveyard") or any in range."""
    you = state.game.controller
    players = [p for p in state.game.players if not p.lost and state.in_range(p.name)] if step.any_graveyard \
        else [state.game.player(you)]
    if step.objects is None:
        names = {n.casefold() for n in short_names(state.scenario.card)} if state.scenario.card else set()
    else:
        names = {n.casefold() for n in state.scenario.targets if n not in state.game.seat_names}
    for p in players:
        for o in p.graveyard:
            if o.name.casefold() in names and (step.objects is None or state.matches(step.objects, o, p.name)):
                return o, p.name
    return None
