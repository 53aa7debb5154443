"""Keyword actions on creatures: Fight (701.14), Support (701.41) and Bolster (701.39).

Why apart from act_keywords.py: each picks creatures on the board by the rules' own test (the targets named,
the least toughness) and reads their power or toughness, which is asked when the board does not give it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError
from bot.i18n.plural import NounRef

from ..card_names import short_names
from ..choices import KIND_OBJECTS
from ..grammar import TypeFilter
from ..model import GameObject
from ..plan import amounts as a
from ..plan.keyword_steps import Bolster, Fight, Support
from ..result import ChoiceRecord, EventRecord, StepResult
from . import triggers
from .act_board import _declined
from .act_counters import _put
from .act_keywords import _battlefield_known
from .act_permanents import toughness_of
from .asking import Decision, answered, choice_phase, decides, object_options, request, what_objects
from .grants import keywords_of
from .registry import handles
from .values import _value, value_of

if TYPE_CHECKING:
    from .state import State


# ------------------------------------------------------------------------------------ Fight
# What fight damage does beyond marking it that the engine does not follow (702.2b deathtouch, 702.15b lifelink,
# 702.90b infect, 702.80a wither, 702.12b indestructible, 702.16 protection): a fighter with one is refused.
_FIGHT_UNFOLLOWED = ("deathtouch", "lifelink", "infect", "wither", "indestructible", "protection")


def _target_object(state: State, flt: TypeFilter, other: GameObject | None) -> tuple[GameObject, str] | None:
    """The object ``target`` names of the kind, not ``other`` (two targets are two objects, 115.3)."""
    wanted = [n.casefold() for n in state.scenario.targets if n not in state.game.seat_names]
    for p in state.game.players:
        if p.lost or not state.in_range(p.name):
            continue
        for o in p.battlefield:
            if o.name.casefold() in wanted and o is not other and state.matches(flt, o, p.name):
                return o, p.name
    return None


def _named_before(state: State, step: Fight, flt: TypeFilter) -> tuple[GameObject, str]:
    """"It" of "It fights …" (608.2c): the trigger event's object or the attached permanent as every step finds it,
    else the target named before it, the first of the names the step sees (engine/target_words.py puts it there when
    each target word has its own name)."""
    from .attached import acted_on, not_there

    names = [n for n in state.scenario.targets if n not in state.game.seat_names]
    if step.event_object == "permanent" or step.on_attached or len(names) < 2:
        found = acted_on(state, step, flt)
    else:
        found = next(((o, p.name) for p in state.game.players if state.in_range(p.name) for o in p.battlefield
                      if o.name.casefold() == names[0].casefold() and state.matches(flt, o, p.name)), None)
    if found is None:
        raise not_there(state, step, flt)
    return found


def _second_needed(state: State, flt: TypeFilter, first: GameObject) -> BotError:
    """"It fights target creature you don't control" with only the first creature named: the fight's own target word
    chooses another (601.2c, 115.3), which the scenario must name after the first; suggested: those it may be."""
    options = [o.name for p in state.game.players if not p.lost and state.in_range(p.name) for o in p.battlefield
               if o is not first and state.matches(flt, o, p.name)]
    return BotError.of("choice_needed", "apnap.error.fight_target_needed", field="target", lang=state.lang,
                       suggestions=list(dict.fromkeys(options)), n=1, what=NounRef(flt.noun), first=first.name)


def _fighters(state: State, step: Fight) -> tuple[tuple[GameObject, str], tuple[GameObject, str]] | None:
    """The two creatures (with their controllers), or None for "up to one" with no target named."""
    if step.first is None:
        source = state.source_on_battlefield()
        if source is None:  # its power decides the result: never guessed
            name = state.scenario.card or t("apnap.what.source", state.lang)
            raise BotError.of("choice_needed", "apnap.error.fighter_needed", suggestions=[name], field="players",
                              lang=state.lang, name=name)
        first: tuple[GameObject, str] | None = (source, state.game.controller)
    elif step.pronoun:  # "It fights …": the object named before it, a target or the trigger event's (608.2c)
        first = _named_before(state, step, step.first)
    else:
        first = _target_object(state, step.first, None)
    second = _target_object(state, step.second, first[0] if first else None)
    if first is None or second is None:
        if step.up_to and first is not None:
            return None
        named = [n for n in state.scenario.targets if n not in state.game.seat_names]
        if first is not None and step.pronoun and len(named) < 2:  # "It fights target creature …", one name given:
            raise _second_needed(state, step.second, first[0])  # its own word's creature is not named yet
        raise BotError.of("bad_scenario", "apnap.error.target_object", field="target", lang=state.lang,
                          what=NounRef("creature"))
    return first, second


def _power(state: State, obj: GameObject) -> int:
    """Power with +N/+N counters, changes until end of turn (613.4c) and the other layers; unknown: asked."""
    from .layers import layered_pt

    power = layered_pt(state, obj)[0]  # the layers' result (613.4): a set base or a switch counts too
    if power is None:
        raise BotError.of("choice_needed", "apnap.error.property_needed", suggestions=[obj.name], field="players",
                          lang=state.lang, prop=NounRef("power"), key="power", names=obj.name)
    return power


@handles(Fight)
async def fight(state: State, step: Fight, result: StepResult) -> None:
    """701.14a: each creature deals damage equal to its power to the other, at once; not combat damage
    (701.14d). Damage is marked (120.3e) and lethal damage is a state-based action (704.5g); 0 damage is none
    (120.8)."""
    if await _declined(state, step, result):
        return
    found = _fighters(state, step)
    if found is None:  # "up to one target creature", none chosen: no fight
        result.events.append(EventRecord(state.game.controller, "fight", [], amount=0))
        state.cite("701.14a", step=result)
        return
    (a_obj, a_holder), (b_obj, b_holder) = found
    unfollowed = [k for o in (a_obj, b_obj) for k in keywords_of(state, o) if k.startswith(_FIGHT_UNFOLLOWED)]
    if unfollowed:
        raise BotError.of("unsupported_effect", "apnap.error.fight_keyword", field="target", lang=state.lang,
                          keyword=unfollowed[0])
    dealt = [(b_obj, b_holder, _power(state, a_obj), a_obj), (a_obj, a_holder, _power(state, b_obj), b_obj)]
    if step.one_way:  # "… deals damage equal to its power to …": the first creature only (120.3)
        dealt = dealt[:1]
    result.order = list(dict.fromkeys([a_holder, b_holder]))
    for hit, holder, n, by in dealt:
        if n > 0:  # 120.8
            state.marked_damage[hit.uid] = state.marked_damage.get(hit.uid, 0) + n
        result.events.append(EventRecord(holder, "damage", [hit], amount=max(n, 0),
                                         extra={"source": by.name, "fight": not step.one_way}))
        if n > 0:  # each fighter deals damage to the other (701.14a): seen by what watches for damage
            triggers.damaged(state, [(hit, holder)], [], by, result)
    state.cite(*(("120.3", "608.2h") if step.one_way else ("701.14a", "701.14d")), "120.3e", step=result)
    if step.pronoun:  # "It fights …": the creature named before it (608.2c)
        state.cite("608.2c", step=result)


# ------------------------------------------------------------------------------------ Support
_CREATURE = TypeFilter(alternatives=((frozenset({"creature"}), frozenset(), False, False),), noun="creature")


@handles(Support)
async def support(state: State, step: Support, result: StepResult) -> None:
    """701.41a: a +1/+1 counter on each of up to N target creatures (the creatures ``target`` names, in range;
    the source itself is no "other" target), all at once; none named: none."""
    n = value_of(state, step.amount)
    source = state.source_on_battlefield()
    wanted = [name.casefold() for name in state.scenario.targets if name not in state.game.seat_names]
    chosen: list[tuple[GameObject, str]] = []
    for p in state.game.players:
        if p.lost or not state.in_range(p.name):
            continue
        chosen += [(o, p.name) for o in p.battlefield
                   if o.name.casefold() in wanted and o is not source and state.matches(_CREATURE, o, p.name)]
    if len(chosen) > n:
        raise BotError.of("bad_scenario", "apnap.error.too_many_targets", field="target", lang=state.lang, limit=n)
    for obj, _holder in chosen:
        _put(state, obj, "+1/+1", 1)
    result.events.append(EventRecord(state.game.controller, "counter", [o for o, _ in chosen], amount=1,
                                     extra={"counter": "+1/+1", "keyword": "support"}))
    state.cite("701.41a", "122.1a", step=result)


# ------------------------------------------------------------------------------------ Bolster
@dataclass(frozen=True, slots=True)
class AskAmong:
    """One of these objects (the creatures tied for the least toughness, 701.39a): the player's pick."""

    objects: tuple[GameObject, ...]


@decides(AskAmong)
async def _among(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    assert isinstance(decision.ask, AskAmong)
    objects = list(decision.ask.objects)
    what = what_objects(1, "creature", state.lang)
    record = ChoiceRecord(decision.player, [], [], hidden=False, decision_index=decision.index, what=what,
                          noun="creature", required=1)
    by_key, options = object_options(objects)
    req = request(state, step, decision, options, 1, 1, hidden=False, kind=KIND_OBJECTS, zone="battlefield",
                  what=what)
    return await answered(state, req, record, by_key, [o.key for o in options] if len(objects) == 1 else None)


@handles(Bolster)
async def bolster(state: State, step: Bolster, result: StepResult) -> None:
    """701.39a: N +1/+1 counters on a creature you control with the least toughness (your pick among those
    tied); with no creature, none. A toughness the board does not give is asked, never guessed."""
    if await _declined(state, step, result):
        return
    you = state.game.controller
    _battlefield_known(state, you)
    mine = [o for o in state.game.player(you).battlefield if state.matches(_CREATURE, o, you)]
    missing = [o.name for o in mine if toughness_of(state, o) is None]
    if missing:
        raise BotError.of("choice_needed", "apnap.error.property_needed", suggestions=missing, field="players",
                          lang=state.lang, prop=NounRef("toughness"), key="toughness", names=", ".join(missing))
    least = min((toughness_of(state, o) or 0 for o in mine), default=None)
    tied = tuple(o for o in mine if toughness_of(state, o) == least)
    chosen: list[GameObject] = []
    if tied:
        await choice_phase(state, result, lambda _: [AskAmong(tied)])
        chosen = [o for c in result.choices for o in c.objects if o in tied][:1]
    n = value_of(state, step.amount)
    for obj in chosen:
        _put(state, obj, "+1/+1", n)
    result.events.append(EventRecord(you, "counter", chosen, amount=n if chosen else 0,
                                     extra={"counter": "+1/+1", "keyword": "bolster"}))
    state.cite("701.39a", "122.1a", step=result)


# ------------------------------------------------------------------------------------ the source's own power
@_value(a.SourceValue)
def _source_power(state: State, e: a.SourceValue, player: str | None) -> int:
    """"<Source> deals damage equal to its power": the source's power now, with its counters and changes until end
    of turn; sacrificed as the cost or died for its own trigger, as it last existed (608.2h, 113.7a), which only the
    board can say. A source the board does not show is asked for, never guessed."""
    source = state.source_on_battlefield() or state.scenario.cost_sacrificed or _source_card(state)
    if source is None:
        name = state.scenario.card or t("apnap.what.source", state.lang)
        raise BotError.of("choice_needed", "apnap.error.source_power_needed", suggestions=[name], field="players",
                          lang=state.lang, name=name, player=state.game.controller)
    state.cite("608.2h", step=state.steps[-1] if state.steps else None)
    if e.prop != "power":  # "this permanent's toughness" (object_values.py reads it the same way for any object)
        from .object_values import property_value

        return property_value(state, source, e.prop)
    return _power(state, source)


def _source_card(state: State) -> GameObject | None:
    """The source's card in its owner's graveyard when its own "dies" put it there (400.7e): its power there is the
    one the scenario gives as it last existed on the battlefield."""
    if state.scenario.source_zone != "graveyard" or not state.scenario.card:
        return None
    names = {n.casefold() for n in short_names(state.scenario.card)}
    return next((o for o in state.game.player(state.game.controller).graveyard if o.name.casefold() in names), None)
