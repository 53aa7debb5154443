"""A card returned from a graveyard: the targeted card ("Return target creature card from your graveyard to your
hand", "Put target creature card from a graveyard onto the battlefield under your control") or the source's own
card ("Return Enigma Eidolon from your graveyard to your hand").

Why a handler of its own: the target is a card, not a permanent, so it is looked for in the graveyards the text
allows (115.1, still there and of that kind as the ability resolves, 608.2b); it becomes a new object where it
goes (400.7), and a creature put onto the battlefield triggers what watches for that.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError
from bot.i18n.plural import NounRef

from ..model import GameObject, Player
from ..oracle import short_names
from ..plan import CardFromGraveyard, ExileTargetCard, SourceCardFromGraveyard, TargetCardFromGraveyard
from ..result import EventRecord, StepResult
from . import aura_entry, triggers
from .act_objects import _may
from .asking import declined
from .graveyard_targets import ask_exactly, one_graveyard, target_cards_count, too_few
from .own_entry import enters_tapped_itself
from .referents import target_player
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
    if not found and step.objects is None:  # the source's card, not shown in the graveyard: named only
        _source_named_only(state, step, result)
        return
    count = target_cards_count(state, step)
    _check_targets(state, step, found, count)
    moved = [_move(state, step, card, owner) for card, owner in found[:count]]
    if step.objects is not None:  # the cards this word chose: a later target word's names come after them (601.2c)
        state.targets_chosen.extend(card for card, _ in found[:count])
    action = "put" if step.to == "library_top" else "shuffle_into_library" if step.to == "library_shuffle" \
        else step.action
    actor = target_player(state) if step.of_target_player else you  # "Target player shuffles …" (that player)
    tapped = {"tapped": True} if step.to == "battlefield" and any(m.tapped for m in moved) else {}
    if tapped and not step.tapped:  # the card's own "enters the battlefield tapped" (614.1d, 614.12)
        state.cite("614.1d", "614.12", step=result)
    to = _event_to(step, len(moved))
    # another player's card put onto the battlefield under the controller's control (110.2): said, never "returns"
    control = {"control": you} if step.to == "battlefield" and any(m.owner != you for m in moved) else {}
    result.events.append(EventRecord(actor, action, moved, extra={"from": "graveyard", "to": to, **tapped, **control}))
    if step.to == "library_shuffle":  # into the library, then shuffled (701.24a): its order is unknown (with no
        # card targeted too: whether that library is shuffled then is not claimed either way, so no order is)
        state.shuffled.add(actor)
        state.cite("701.24a", step=result)
    state.cite("406.2" if step.to == "exile" else "400.7", step=result)
    if step.objects is not None:
        state.cite("115.1", step=result)
    if step.to == "battlefield":
        for card in moved:
            triggers.enters(state, card, you, result)


def _source_named_only(state: State, step: CardFromGraveyard, result: StepResult) -> None:
    """The source's own card returned while the board's graveyard does not show it: said, never silent."""
    you = state.game.controller
    name = state.scenario.card or t("apnap.what.source", state.lang)
    extra: dict[str, object] = {"from": "graveyard", "to": step.to}
    if step.to == "battlefield" and step.tapped:  # "return … to the battlefield tapped": said of the event too
        extra["tapped"] = True  # (judge 29b: only the step's header said it)
    elif step.to == "battlefield" and enters_tapped_itself(state):
        extra["tapped"] = True  # its own "enters the battlefield tapped" (614.1d, 614.12)
        state.cite("614.1d", "614.12", step=result)
    result.events.append(EventRecord(you, "return", [], labels=[name], extra=extra))
    if "graveyard" not in state.game.player(you).unknown:  # a graveyard shown without it: said, not silent
        state.warnings.append(t("apnap.warning.source_not_in_graveyard", state.lang, card=name, player=you))
    state.cite("400.7", step=result)
    if step.to == "battlefield" and aura_entry.source_is_aura(state, name):
        aura_entry.aura_entered(state, name, you, result)  # 303.4f: what it enchants is chosen as it enters


def _check_targets(state: State, step: CardFromGraveyard, found: list[tuple[GameObject, str]], count: int) -> None:
    """The cards named are the word's legal targets (115.1, 601.2c): as many as it takes, of its kind, in the
    graveyards it allows (one opponent's for "an opponent's graveyard"); none named is asked, never guessed."""
    up_to = getattr(step, "up_to", False)  # "up to two target …" (601.2c)
    earlier = {o.name.casefold() for o in state.targets_chosen}  # what an earlier target word took (601.2c)
    named = [n for n in state.scenario.targets if n not in state.game.seat_names and n.casefold() not in earlier]
    if not up_to and not found:  # "three / X target cards" none named: asked (601.2c); one, after other words too
        ask_exactly(state, step, _graveyards(state, step), count, after_others=bool(earlier) and not named)
    too_few(state, step, _graveyards(state, step), named, found, count)  # all named are there, fewer than X
    wrong = _not_of_that_kind(state, step, named, found) if up_to and len(found) < count else []
    if len(found) < count and not up_to or named and not found or wrong:  # fewer of that kind there than it
        # targets, or a card named as the target that is not one (115.1): "up to" allows no target, never a wrong one
        raise BotError.of("bad_scenario", "apnap.error.target_card", field="target", lang=state.lang,
                          names=", ".join(wrong or named))
    if up_to and not named and not state.scenario.no_targets:
        _ask_cards(state, step, count)
    one_graveyard(state, step, found[:count])  # "… cards from an opponent's graveyard": that one's (115.1)


def _event_to(step: CardFromGraveyard, moved: int) -> str:
    """Where the event says the cards went: from any graveyard or an opponent's to a hand, each to its owner's hand
    (400.3; several: "owners_hands"), else where the step says."""
    if (step.any_graveyard or step.of_opponent) and step.to == "hand":
        return "owners_hands" if moved > 1 else "owners_hand"
    return step.to


def _ask_cards(state: State, step: CardFromGraveyard, most: int) -> None:
    """"Up to four target cards from their graveyard" with no card named: which ones were chosen as it was cast
    is asked with the legal cards (601.2c), never taken as none; ``target: []`` says none was chosen."""
    options = [o.name for p in _graveyards(state, step) for o in p.graveyard
               if step.objects is None or state.matches(step.objects, o, p.name)]
    if options:
        raise BotError.of("choice_needed", "apnap.error.targets_needed", field="target", lang=state.lang,
                          suggestions=options, least=0, most=most,
                          what=NounRef(step.objects.noun if step.objects is not None else "card"))


def _move(state: State, step: CardFromGraveyard, card: GameObject, owner: str) -> GameObject:
    """One card leaves its owner's graveyard for where the step says (400.7: a new object there)."""
    you = state.game.controller
    state.game.player(owner).zones["graveyard"] = [o for o in state.game.player(owner).graveyard if o is not card]
    moved = card
    if step.to == "battlefield":  # tapped as the text says, or by the card's own entry rule (614.1c, 614.12)
        moved = replace(card, tapped=step.tapped or (step.objects is None and enters_tapped_itself(state)))
        state.game.player(you).battlefield.append(moved)  # under the controller's control (its owner's own zone)
    elif step.to == "library_top":  # on top of its owner's library (401.1: the top card first)
        state.game.player(owner).library.insert(0, moved)
    elif step.to == "library_shuffle":  # into its owner's library, shuffled after (701.24a)
        state.game.player(owner).library.append(moved)
    else:  # its owner's hand or exile
        state.game.player(owner).zones[step.to].append(moved)
    return moved


def _not_of_that_kind(state: State, step: CardFromGraveyard, named: list[str],
                      found: list[tuple[GameObject, str]]) -> list[str]:
    """Targets named that are cards in a graveyard the step looks in but not of the kind it asks for ("up to two
    target creature cards with power 2 or less" with a 6-power card named, fewer found than it takes): never dropped
    in silence (115.1); a name that is no card there may be another instruction's target (a creature on the
    battlefield)."""
    if step.objects is None:
        return []
    there = {o.name.casefold() for p in _graveyards(state, step) for o in p.graveyard}
    kept = {o.name.casefold() for o, _ in found}
    return [n for n in named if n.casefold() in there and n.casefold() not in kept]


def _graveyards(state: State, step: CardFromGraveyard) -> list[Player]:
    """The graveyards the text allows: the controller's ("your graveyard") or any in range."""
    if step.any_graveyard or step.of_opponent:  # "an opponent's graveyard": any opponent's in range (115.1)
        return [p for p in state.game.players if not p.lost and state.in_range(p.name)
                and (not step.of_opponent or p.name in state.game.opponents(state.game.controller))]
    if step.of_target_player:  # "target cards from their graveyard": the target player's (115.1)
        return [state.game.player(target_player(state))]
    return [state.game.player(state.game.controller)]


def _find(state: State, step: CardFromGraveyard) -> list[tuple[GameObject, str]]:
    """The card in the graveyards the text allows: the controller's ("your graveyard") or any in range."""
    players = _graveyards(state, step)
    if step.objects is None:
        names = {n.casefold() for n in short_names(state.scenario.card)} if state.scenario.card else set()
    else:
        names = {n.casefold() for n in state.scenario.targets if n not in state.game.seat_names}
    return [(o, p.name) for p in players for o in p.graveyard
            if o.name.casefold() in names and (step.objects is None or state.matches(step.objects, o, p.name))]
