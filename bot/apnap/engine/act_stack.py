"""Spells on the stack (405.1): "Counter target spell [unless its controller pays {4}]" (701.6a, 118.12a) and a
spell's own "This spell can't be countered" (604.1).

Why a module apart: the spell is one of the scenario's ``spells`` (not a permanent of the board), found by the
``target`` name or, for "counter that spell", by the trigger event's ``event_object`` (603.2); countering moves it
from the stack to its owner's graveyard, or into exile when the text says so (614.1a).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError
from bot.i18n.plural import NounRef

from ..model import GameObject
from ..plan import CantBeCountered, CopySpell, CounterAbility, CounterSpell, CounterThatSpell, PerformedBy, SplitSecond
from ..plan import amounts as a
from ..plan.stack import CopyCounteredSpell, CopyThatSpell, SpellCopy, SpellCounter
from ..result import EventRecord, StepResult
from ..stack_spell import StackSpell
from .act_picks import may_first
from .asking import AskMay, choice_phase, declined
from .not_done import paid_instead
from .object_counters import counters_value, is_counters_prop
from .object_values import property_value
from .registry import handles
from .restricting import counter_guard, stays_on_the_stack
from .spell_targets import spell_targets_ok
from .values import _value, checked_value, value_of

if TYPE_CHECKING:
    from .state import State


def spell_meant(state: State, step: SpellCounter | SpellCopy) -> StackSpell:
    """The spell meant: the trigger event's (``event_object``) or the one ``target`` names. A target that is no
    spell of the kind the text asks for could not have been chosen (115.1): ``bad_scenario``, never a guess."""
    names = ([state.scenario.stack.event_object] if step.event_object and state.scenario.stack.event_object
             else [n for n in state.scenario.targets if n not in state.game.seat_names])
    wanted = {n.casefold() for n in names}
    # an ability, or a spell (405.1); "copy that ability": the trigger event's activated ability (707.10)
    kinds = step.kinds if isinstance(step, CounterAbility) else ("activated",) if step.event_object == "ability" \
        else (None,)
    for spell in state.scenario.stack.spells:
        if (spell.card.name.casefold() in wanted and spell.ability in kinds
                and (spell.ability or state.matches(step.objects, spell.card, spell.controller))):
            if isinstance(step, SpellCounter) and not spell_targets_ok(state, step, spell):
                raise BotError.of("bad_scenario", "apnap.error.spell_targets_wrong", lang=state.lang, field="target",
                                  spell=spell.card.name, targets=", ".join(spell.targets or ()))
            return spell
    if isinstance(step, CounterAbility) or step.event_object == "ability":
        raise BotError.of("bad_scenario", "apnap.error.target_ability", lang=state.lang,
                          field="event_object" if step.event_object else "target")
    raise BotError.of("bad_scenario", "apnap.error.target_spell", lang=state.lang,
                      field="event_object" if step.event_object else "target", what=NounRef(step.objects.noun))


def _mana_value(mana: str, x: int | None) -> int:
    """{4} → 4, {U}{U} → 2 (202.3: each coloured symbol is one); {X} → the scenario's ``x`` (107.3a: the value the
    countering spell's controller chose for X, which the loader asks for when it is not given)."""
    return sum(int(s) if s.isdigit() else (x or 0) if s == "X" else 1 for s in re.findall(r"\{([^}]+)\}", mana))


def _mana_said(mana: str, x: int | None, times: int) -> str:
    """What paying costs, as a player pays it (118.12a, 107.3a): "{1}" for each of three cards is "{3}", "{X}"
    with X = 2 is "{2}", "{U}" twice "{U}{U}"; nothing to pay is "{0}"."""
    symbols = re.findall(r"\{([^}]+)\}", mana)
    if all(s.isdigit() or s == "X" for s in symbols):
        return "{" + str(_mana_value(mana, x) * times) + "}"
    once = "".join("{" + (str(x or 0) if s == "X" else s) + "}" for s in symbols)
    return once * times or "{0}"


@handles(CounterSpell, CounterThatSpell, CounterAbility)
async def counter_spell(state: State, step: SpellCounter, result: StepResult) -> None:
    """701.6a: the spell leaves the stack for its owner's graveyard (or exile, 614.1a) and does not resolve.
    "Unless its controller pays {4}" (118.12a): that player answers first (yes pays, the default no does not)."""
    spell = spell_meant(state, step)
    if step.optional:  # "you may counter target spell": the controller's yes or no first (608.2d)
        await choice_phase(state, result, lambda player: may_first(step))
        if state.game.controller in declined(result):
            return
    guard = counter_guard(state, spell)
    if guard is not None:  # 101.2: "… can't be countered"; still a legal target, this instruction does nothing to it
        stays_on_the_stack(state, spell, guard, result)
        return
    if step.unless_mana:
        you = state.game.controller
        result.order = [spell.controller] + ([you] if you != spell.controller else [])
        times = 1 if step.unless_per is None else value_of(state, step.unless_per, you)  # "… for each card in …"
        paid = _mana_value(step.unless_mana, state.scenario.x) * times
        ask = AskMay(unless=True, pay=_mana_said(step.unless_mana, state.scenario.x, times))
        await choice_phase(state, result, lambda player: [ask] if player == spell.controller else [])
        state.cite("118.12a", step=result)
        if not any(c.answer == "no" for c in result.choices):
            result.events.append(EventRecord(spell.controller, "pay", [], amount=paid,
                                             extra={"what": "mana", "mana": step.unless_mana}))
            state.cite("118.1", step=result)
            # said without its "unless" ("Counter target spell"), never a step (not_done.py)
            paid_instead(state, replace(step, unless_mana=None, unless_per=None), [spell.controller],
                         [spell.controller])
            return
    into = "none" if spell.ability else "exile" if step.exile_instead else "graveyard"  # an ability just ceases
    if spell.ability is None:
        state.game.player(spell.card.owner).zones[into].append(spell.card)
    result.events.append(EventRecord(state.game.controller, "counter_spell", [spell.card],
                                     extra={"from": "stack", "to": into, "spell_controller": spell.controller}))
    state.cite("405.1", "701.6a", *(("614.1a",) if step.exile_instead else ()),
               *(("603.2",) if step.event_object else ("115.1",)), step=result)


def record_static(state: State, step: CantBeCountered) -> None:
    """"This spell can't be countered.": a static ability of the spell (604.1), in force while it is on the stack;
    a spell or ability that would counter it still resolves, only this part does nothing (101.2, 701.6a). As the
    spell resolves it does nothing (113.3a: only its instructions are followed), so it is no step: the answer's
    ``continuous_effects`` lists it."""
    name = state.scenario.card or t("apnap.what.this_spell", state.lang)
    state.continuous.append({"controller": state.game.controller, "source": name, "text": step.text,
                             "change": "cant", "act": "be_countered", "duration": "on_stack",
                             "rules": ["604.1", "101.2", "701.6a"]})
    state.cite("604.1", "101.2", "701.6a")


@handles(CopySpell, CopyThatSpell)
async def copy_spell(state: State, step: SpellCopy, result: StepResult) -> None:
    """707.10: a copy of the spell goes on the stack on top of it (405.2), controlled by the controller; it is not
    cast (no "whenever you cast" triggers), copies the original's targets and choices, and with "you may choose
    new targets for the copy" its controller may change them (707.10c), which the scenario does not show."""
    chosen = "603.2" if step.event_object else "115.1"  # the trigger event's spell, or a target
    await _copy(state, step, spell_meant(state, step), result, chosen)


async def _copy(state: State, step: SpellCopy, spell: StackSpell, result: StepResult, chosen: str) -> None:
    # the controller, or "each other player copies that spell" (Hive Mind): each player other than the one the
    # trigger event is about, who cast it (601.2: its controller), the source's controller included
    copiers = [state.game.controller]
    if step.performed_by is PerformedBy.SUBJECT:
        copiers = state.apnap_order(p.name for p in state.game.players if not p.lost and p.name != spell.controller)
        result.order = copiers
    if step.optional:  # "you may copy that spell": the controller's yes or no first (608.2d)
        await choice_phase(state, result, lambda player: may_first(step) if player in copiers else [])
        copiers = [p for p in copiers if p not in declined(result)]
    times = value_of(state, step.times, state.game.controller)  # "copy it twice" / "… X times" (707.10)
    for you in copiers:
        for _ in range(max(times, 0)):
            _copied(state, step, spell, result, you, countered=chosen == "608.2h")
    state.cite(chosen, "707.10", "405.2", *(("707.10c",) if step.new_targets else ()),
               *(("707.9b",) if step.color else ()), step=result)


def _copied(state: State, step: SpellCopy, spell: StackSpell, result: StepResult, you: str, countered: bool) -> None:
    """One copy of ``spell`` on the stack, controlled by ``you`` (707.10)."""
    result.events.append(EventRecord(you, "copy_spell", [spell.card], extra={
        "from": "stack", "to": "stack", "copy_controller": you, "spell_controller": spell.controller,
        "new_targets": step.new_targets, **({"countered": True} if countered else {}),
        **({"ability": spell.ability} if spell.ability else {}),  # a copy of an ability is no spell (707.10)
        **({"copy_colors": [step.color]} if step.color else {})}))  # Fork: "… the copy is red" (707.9b)
    if step.new_targets:
        said = t("apnap.what.ability_of", state.lang, name=spell.card.name) if spell.ability else spell.card.name
        note = t("apnap.warning.copy_targets", state.lang, spell=said, player=you)
        if note not in state.warnings:  # "copy it twice": one note for that player's copies
            state.warnings.append(note)


def countered_before(state: State) -> StackSpell | None:
    """The spell the latest counter of this effect countered (its ``counter_spell`` event), as the scenario's
    ``spells`` gave it; None when that counter countered nothing (101.2, 118.12a)."""
    for done in reversed(state.steps[:-1]):
        countered = [o for e in done.events if e.action == "counter_spell" for o in e.objects]
        if done.action == "counter_spell" or countered:
            return next((s for s in state.scenario.stack.spells for o in countered if s.card is o), None)
    return None


@handles(CopyCounteredSpell)
async def copy_countered_spell(state: State, step: CopyCounteredSpell, result: StepResult) -> None:
    """707.10: a copy of the spell just countered, as it last existed on the stack (608.2h), on the stack under the
    controller's control; nothing when the counter countered nothing."""
    spell = countered_before(state)
    if spell is None:
        return
    await _copy(state, step, spell, result, "608.2h")


@handles(CantBeCountered)
async def cant_be_countered(state: State, step: CantBeCountered, result: StepResult) -> None:
    """The engine's loop records this static apart (run.py); a handler still exists for every step type."""
    record_static(state, step)


@handles(SplitSecond)
async def split_second(state: State, step: SplitSecond, result: StepResult) -> None:
    """702.61a: while the spell was on the stack no player could cast another spell or activate an ability that isn't
    a mana ability (mana abilities, special actions and triggers went on, 702.61b); resolving, it changes nothing."""
    name = state.scenario.card or t("apnap.what.this_spell", state.lang)
    result.events.append(EventRecord(state.game.controller, "split_second", [], extra={"source": name}))
    state.cite("702.61a", "702.61b", step=result)


# ------------------------------------------------------------------------------------ values of such objects
_MOVES = frozenset({"sacrifice", "discard"})


@_value(a.MovedValue)
def _moved_value(state: State, e: a.MovedValue, player: str | None) -> int:
    """The one object the latest sacrifice or discard of the ability moved (its cost first, 601.2h), as it last
    existed (608.2h), or the one a tap tapped ("the tapped creature's power": ``action`` ``tap``, as it is now).
    None moved (nothing to sacrifice): 0. No such step, or several objects: the words are refused, never read as 0;
    a power nobody gave is asked."""
    actions = {e.action} if e.action else _MOVES
    earlier = [*state.costs, *state.steps[:-1]]
    step = next((s for s in reversed(earlier) if s.action in actions), None)
    if step is None:
        raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=state.lang,
                          part=state.steps[-1].text if state.steps else "")
    objects = [o for ev in step.events for o in ev.objects
               if e.filter is None or state.matches(e.filter, o, ev.player)]
    if len(objects) > 1:
        raise BotError.of("unsupported_effect", "apnap.error.card_ambiguous", lang=state.lang,
                          names=", ".join(o.name for o in objects))
    state.cite("608.2h", step=state.steps[-1] if state.steps else None)
    # as it last existed (608.2h): a sacrificed creature's counters and this effect's changes count, a discarded
    # card had none; a tapped one is read as it is now, the same layers
    return property_value(state, objects[0], e.prop) if objects else 0


@_value(a.EventSpellValue)
def _event_spell_value(state: State, e: a.EventSpellValue, player: str | None) -> int:
    """The mana value of the spell the trigger event is about (603.2; stack_facts.py asks for it first)."""
    name = (state.scenario.stack.event_object or "").casefold()
    spell = next((s for s in state.scenario.stack.spells if s.card.name.casefold() == name), None)
    if spell is None:  # pragma: no cover - the loader asks for it first
        raise ValueError("a trigger's spell with none given")
    state.cite("603.2", step=state.steps[-1] if state.steps else None)
    return _property(state, spell.card, e.prop)


def _property(state: State, obj: GameObject, prop: str) -> int:
    """Power, toughness or mana value as given (a land's mana value is 0, 202.3a), or its counters (122.1, as it
    last existed); not given: asked."""
    if is_counters_prop(prop):
        return counters_value(state, obj, prop)
    return checked_value(state, obj, prop, {"power": obj.power, "toughness": obj.toughness,
                                            "mana_value": obj.mana_value}.get(prop))
