"""An object other than the source dealing damage equal to its own power or toughness (plan/object_damage.py):
"That creature deals damage equal to its power to its controller", "Each creature deals damage to itself equal to
its power".

Why a handler of its own: each dealing object is the source of its own damage (120.3), so the amount is its own
power or toughness as the damage is dealt (608.2h; after the layers, 613.4; never guessed: asked when the board does
not give it), protection is checked against its colours (702.16e), and its lifelink and deathtouch are its own
(702.15b, 702.2b); what watches for damage sees it as the source (603.2). Several dealers deal their damage at once
(608.2f): every amount is read before any is dealt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError
from bot.i18n.plural import NounRef

from ..model import GameObject
from ..plan.object_damage import ObjectDamage
from ..result import EventRecord, StepResult
from . import triggers
from .act_board import _declined
from .attached import ATTACHED_RULES, acted_on, attached_permanent, chosen_rule, not_there
from .damage_sources import protected
from .grants import keywords_of
from .planeswalker_damage import mark_damage
from .registry import handles

if TYPE_CHECKING:
    from .state import State

Dealt = tuple[GameObject, str, int]  # a dealing object, its controller, the damage it deals
_UNFOLLOWED = ("infect", "wither")  # 702.90b, 702.80a: damage of another kind, not followed here


def _dealers(state: State, step: ObjectDamage) -> list[tuple[GameObject, str]]:
    """The dealing objects with their controllers: the source, the one object a target or "it" names (608.2b: the
    step does nothing to an object no longer there, said as a refusal), or each creature of the kind in range."""
    if step.dealer == "each":
        return [(o, p.name) for p in state.game.players if not p.lost and state.in_range(p.name)
                for o in p.battlefield if o.is_creature() and state.matches(step.objects, o, p.name)]
    if step.dealer == "source":
        source = state.source_on_battlefield()
        if source is None:  # its power decides the result: never guessed
            name = state.scenario.card or t("apnap.what.source", state.lang)
            raise BotError.of("choice_needed", "apnap.error.dealer_needed", suggestions=[name], field="players",
                              lang=state.lang, name=name)
        return [(source, state.game.controller)]
    if step.dealer == "attached":  # "Enchanted creature deals …": the permanent attached_to names (303.4, 301.5)
        return [attached_permanent(state, step.objects, step.attached)]
    if step.to in ("any_target", "target") and step.event_object != "permanent":
        raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=state.lang,
                          part=step.text)  # two target words, one name list: which is which is not read here
    found = acted_on(state, step, step.objects)
    if found is None:
        raise not_there(state, step, step.objects)
    return [found]


def _size(state: State, obj: GameObject, prop: str) -> int:
    """Its power or toughness as the damage is dealt (608.2h, 613.4); unknown: asked."""
    from .layers import layered_pt

    power, toughness = layered_pt(state, obj)
    value = power if prop == "power" else toughness
    if value is None:
        raise BotError.of("choice_needed", "apnap.error.property_needed", suggestions=[obj.name], field="players",
                          lang=state.lang, prop=NounRef(prop), key=prop, names=obj.name)
    return value


def _target(state: State, step: ObjectDamage, dealer: GameObject) -> tuple[GameObject | None, str]:
    """The recipient the scenario's ``target`` names: a player (any target, 115.4) or a creature or planeswalker of the
    kind in range, not the dealer itself (115.1)."""
    names = [n for n in state.scenario.targets if n not in state.game.seat_names]
    players = [n for n in state.scenario.targets if n in state.game.seat_names]
    if step.to == "any_target" and players and not names:
        return None, players[0]
    wanted = {n.casefold() for n in names}
    for p in state.game.players:
        if p.lost or not state.in_range(p.name):
            continue
        for o in p.battlefield:
            if o is not dealer and o.name.casefold() in wanted and (o.is_creature() or o.has_type("planeswalker")) \
                    and (step.to_objects is None or state.matches(step.to_objects, o, p.name)):
                return o, p.name
    if step.to_objects is not None:
        raise not_there(state, step, step.to_objects)
    raise BotError.of("bad_scenario", "apnap.error.any_target_object", field="target", lang=state.lang)


def _recipient(state: State, step: ObjectDamage, dealer: GameObject, holder: str) -> tuple[GameObject | None, str]:
    """Whom ``dealer`` deals its damage to: a permanent with its controller, or a player (no permanent)."""
    if step.to == "its_controller":
        return None, holder
    if step.to == "itself":
        return dealer, holder
    if step.to == "source":
        source = state.source_on_battlefield()
        if source is None:
            name = state.scenario.card or t("apnap.what.source", state.lang)
            raise BotError.of("choice_needed", "apnap.error.dealer_needed", suggestions=[name], field="players",
                              lang=state.lang, name=name)
        return source, state.game.controller
    return _target(state, step, dealer)


def _deal(state: State, dealer: GameObject, holder: str, n: int, to: tuple[GameObject | None, str],
          result: StepResult) -> None:
    """One object's damage to one recipient (120.3): life lost by a player (120.3a), loyalty removed from a
    planeswalker (120.3c), damage marked on a creature (120.3e); 0 damage is none (120.8); prevented by protection
    from the dealer's colours (702.16e); the dealer's deathtouch and lifelink (702.2b, 702.15b)."""
    obj, whose = to
    if n <= 0:
        state.cite("120.8", step=result)
        return
    colors = dealer.colors if dealer.colors_known else None
    if obj is not None and protected(state, obj, colors, result):
        return
    if obj is None:
        state.change_life(whose, -n, result)
        result.events.append(EventRecord(whose, "damage", [], amount=n,
                                         extra={"source": dealer.name, "life": state.known_life(whose)}))
        triggers.damaged(state, [], [whose], dealer, result)
        triggers.simple(state, "loses_life", whose, None, result)
        state.cite("120.3a", step=result)
    else:
        extra = mark_damage(state, obj, n, dealer.name, result)  # loyalty removed, damage marked (120.3c, 120.3e)
        result.events.append(EventRecord(whose, "damage", [obj], amount=n, extra=extra))
        triggers.damaged(state, [(obj, whose)], [], dealer, result)
        state.cite("120.3e", step=result)
    _dealer_keywords(state, dealer, holder, n, obj, result)


def _dealer_keywords(state: State, dealer: GameObject, holder: str, n: int, hit: GameObject | None,
                     result: StepResult) -> None:
    """702.2b: a creature dealt damage by a source with deathtouch is destroyed (704.5h); 702.15b: the controller of
    a source with lifelink gains that much life."""
    kws = keywords_of(state, dealer)
    if "deathtouch" in kws and hit is not None and hit.is_creature():
        state.deathtouched.add(hit.uid)
        state.cite("702.2b", step=result)
    if "lifelink" in kws:
        state.change_life(holder, n, result)
        result.events.append(EventRecord(holder, "gain_life", [], amount=n, extra={"life": state.known_life(holder)}))
        triggers.simple(state, "gains_life", holder, None, result)
        state.cite("702.15b", step=result)


@handles(ObjectDamage)
async def object_damage(state: State, step: ObjectDamage, result: StepResult) -> None:
    """Each dealer's damage, all amounts read first (608.2h), then dealt at once (608.2f)."""
    if step.optional and await _declined(state, step, result):  # "you may have it deal …" (608.2d)
        return
    dealers = _dealers(state, step)
    unfollowed = [k for o, _ in dealers for k in keywords_of(state, o) if k.startswith(_UNFOLLOWED)]
    if unfollowed:
        raise BotError.of("unsupported_effect", "apnap.error.dealer_keyword", field="target", lang=state.lang,
                          keyword=unfollowed[0])
    planned = [(o, holder, _size(state, o, step.prop), _recipient(state, step, o, holder)) for o, holder in dealers]
    result.order = list(dict.fromkeys([holder for _, holder, _, _ in planned]
                                      + [to[1] for _, _, _, to in planned])) or [state.game.controller]
    for dealer, holder, n, to in planned:
        _deal(state, dealer, holder, n, to, result)
    if not planned:
        result.events.append(EventRecord(state.game.controller, "damage", [], amount=0, extra={"no_event": True}))
    state.cite("120.3", "608.2h", step=result)
    if step.dealer in ("target", "it"):
        state.cite(chosen_rule(step), step=result)
    if step.dealer == "attached":
        state.cite(ATTACHED_RULES[step.attached], step=result)
