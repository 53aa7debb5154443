"""Piles (700.3): "Each player separates all nontoken lands they control into two piles. For each player, one of
their piles is chosen by one of their opponents of their choice. Destroy all lands in the chosen piles. Tap all
lands in the other piles."

Separating is a choice of what goes in the first pile (the rest is the second; a pile may be empty, 700.3d);
the piles stay on the battlefield (700.3c) until the text does something to them. Choosing a pile is two
decisions by two players: the pile's owner names an opponent, and that opponent names the pile.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from bot.catalog import t
from bot.i18n.plural import NounRef

from ..choices import KIND_KEEP, KIND_VOTE, ChoiceOption
from ..model import GameObject
from ..plan import ChoosePile, DestroyPile, PileStep, SeparatePiles, TapPile
from ..result import ChoiceRecord, EventRecord, StepResult
from . import triggers
from .asking import Decision, ask, choice_phase, decides, object_options, request
from .grants import spare_indestructible
from .registry import handles

if TYPE_CHECKING:
    from ..grammar import TypeFilter
    from .state import State


@dataclass(frozen=True, slots=True)
class AskSeparate:
    filter: TypeFilter


@decides(AskSeparate)
async def decide_separate(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    """What goes in the first pile; the default splits the objects in half, in board order."""
    a: AskSeparate = decision.ask
    player = decision.player
    what = t("apnap.what.first_pile", state.lang)
    record = ChoiceRecord(player, [], [], hidden=False, decision_index=decision.index, what=what, noun="permanent")
    objects = [o for o in state.game.player(player).battlefield if state.matches(a.filter, o, player)]
    if "battlefield" in state.game.player(player).unknown:
        record.unknown = True
        return record
    if not objects:
        record.none = True
        return record
    by_key, options = object_options(objects)
    req = replace(request(state, step, decision, options, 0, len(options), hidden=False, kind=KIND_KEEP,
                          zone="battlefield", what=what),
                  suggested=tuple(o.key for o in options[:(len(options) + 1) // 2]))
    keys = await ask(state, req)
    record.objects = [by_key[k] for k in keys]
    record.labels = [o.name for o in record.objects]
    record.auto = state.last_auto
    state.piles[player] = ([o.uid for o in record.objects], [o.uid for o in objects if o not in record.objects])
    return record


@handles(SeparatePiles)
async def separate_piles(state: State, step: SeparatePiles, result: StepResult) -> None:
    ask_ = AskSeparate(step.objects)
    await choice_phase(state, result, lambda player: [ask_])
    names = {o.uid: o.name for p in state.game.players for o in p.battlefield}
    if any(c.unknown for c in result.choices):  # nobody said what is there: nothing is put in piles
        state.warnings.append(t("apnap.warning.unknown_zone", state.lang, zone=NounRef("battlefield", many=True)))
    for c in result.choices:
        if c.unknown:
            continue
        first, second = state.piles.get(c.player, ([], []))
        result.events.append(EventRecord(c.player, "separate", [], labels=[names[u] for u in first],
                                         extra={"other_pile": [names[u] for u in second]}))
    state.cite("700.3", "700.3a", step=result)


def _pile_names(state: State, player: str) -> tuple[list[str], list[str]]:
    names = {o.uid: o.name for p in state.game.players for o in p.battlefield}
    first, second = state.piles.get(player, ([], []))
    return [names.get(u, "?") for u in first], [names.get(u, "?") for u in second]


async def _one_of(state: State, result: StepResult, player: str, index: int, options: list[ChoiceOption],
                  what: str) -> ChoiceRecord:
    req = request(state, result, Decision(player, index, None), options, 1, 1, hidden=False, kind=KIND_VOTE,
                  zone=None, what=what)
    keys = await ask(state, req)
    label = next(o.label for o in options if o.key == keys[0])
    return ChoiceRecord(player, [], [label], hidden=False, auto=state.last_auto, decision_index=index, what=keys[0])


@handles(ChoosePile)
async def choose_pile(state: State, step: ChoosePile, result: StepResult) -> None:
    """For each player in APNAP order (101.4): they name an opponent, who names one of their piles."""
    asked: dict[str, int] = {}
    for owner in result.order:
        if owner not in state.piles:
            continue
        rivals = [n for n in state.turn_order_from(owner, state.game.opponents(owner)) if not state.game.player(n).lost]
        if not rivals:
            continue
        who = await _one_of(state, result, owner, asked.get(owner, 0), [ChoiceOption(n, n) for n in rivals],
                            t("apnap.what.opponent_for_pile", state.lang))
        asked[owner] = asked.get(owner, 0) + 1
        result.choices.append(who)
        chooser = who.labels[0]
        first, second = _pile_names(state, owner)
        piles = [ChoiceOption("1", "1"), ChoiceOption("2", "2")]
        pick = await _one_of(state, result, chooser, asked.get(chooser, 0), piles,
                             t("apnap.what.pile_of", state.lang, player=owner, first=", ".join(first) or "—",
                               second=", ".join(second) or "—"))
        asked[chooser] = asked.get(chooser, 0) + 1
        result.choices.append(pick)
        state.chosen_pile[owner] = int(pick.labels[0]) - 1
        chosen = (first, second)[state.chosen_pile[owner]]
        result.events.append(EventRecord(chooser, "choose", [], labels=chosen or ["—"], extra={"for": owner}))
    result.simultaneous = False
    state.cite("700.3", "101.4", step=result)


def _in_piles(state: State, step: PileStep) -> list[tuple[GameObject, str]]:
    wanted: set[int] = set()
    for owner, piles in state.piles.items():
        index = state.chosen_pile.get(owner)
        if index is None:
            continue
        wanted.update(piles[index] if step.chosen else piles[1 - index])
    return [(o, p.name) for p in state.game.players for o in p.battlefield
            if o.uid in wanted and state.matches(step.objects, o, p.name)]


@handles(DestroyPile)
async def destroy_pile(state: State, step: DestroyPile, result: StepResult) -> None:
    before = triggers.battlefield_snapshot(state)
    hit = _in_piles(state, step)
    spared = spare_indestructible(state, [o for o, _ in hit], result)  # 702.12b
    hit = [(o, h) for o, h in hit if o in spared]
    gone = {o.uid for o, _ in hit}
    for p in state.game.players:
        p.zones["battlefield"] = [o for o in p.battlefield if o.uid not in gone]
    for o, _ in hit:
        state.game.player(o.owner).graveyard.append(o)
    result.events.append(EventRecord(state.game.controller, "destroy", [o for o, _ in hit]))
    state.cite("701.8a", step=result)
    triggers.leaves(state, hit, before, result)


@handles(TapPile)
async def tap_pile(state: State, step: TapPile, result: StepResult) -> None:
    changed: list[GameObject] = []
    for o, holder in _in_piles(state, step):
        if o.tapped:
            continue
        turned = replace(o, tapped=True)
        p = state.game.player(holder)
        p.zones["battlefield"] = [turned if x is o else x for x in p.battlefield]
        changed.append(turned)
    result.events.append(EventRecord(state.game.controller, "tap", changed))
    state.cite("701.26a", step=result)
