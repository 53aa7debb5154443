"""Handlers of :mod:`bot.apnap.plan.steps_board`: a target tapped or changed until end of turn, picked
permanents untapped, regeneration shields, control of the source, mana (counters are act_counters.py's, the
board's amounts and conditions board_values.py's).

Counters and until-end-of-turn changes live in the state (``State.counters``, ``State.boosts``),
because a card's own characteristics never change; the state-based actions read them through
:func:`bot.apnap.engine.act_permanents.toughness_of`. Counters the board did not give are never
taken as zero: a count of them is asked in a file, and assumed with a warning in quick mode.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from bot.catalog import t

from ..grammar.choice_words import COLOR_SYMBOLS
from ..model import GameObject, Player
from ..plan import (
    AddMana,
    DetainTarget,
    DoubleTargetCounters,
    GainControlOwned,
    GainControlSource,
    ModifyAll,
    ModifyAttached,
    ModifySource,
    ModifyTarget,
    RegenerateAll,
    RegenerateSource,
    RegenerateTarget,
    RemoveTargetCounters,
    Step,
    TapPicked,
    TapSource,
    TapTarget,
    TargetCounters,
    TurnPicked,
    TurnTarget,
    UntapPicked,
    UntapSource,
    UntapTarget,
)
from ..render.sizes import signed_pt
from ..result import EventRecord, StepResult
from .act_objects import _may
from .act_picks import may_first
from .asking import AskPick, choice_phase
from .attached import acted_on, chosen_rule, not_there
from .chosen_values import chosen_color, chosen_protection
from .grants import grant
from .inline_choices import choose_word
from .layers import cite_layers
from .referents import that_player, warn_unseen_source
from .registry import handles
from .several_targets import counted_targets
from .tapped_mana import cite_triggered_mana, tapped_mana
from .values import value_of

if TYPE_CHECKING:
    from .state import State


async def _declined(state: State, step: Step, result: StepResult) -> set[str]:
    """"May": each player's yes / no first; the players who said no do nothing."""
    await _may(state, step, result)
    return {c.player for c in result.choices if c.answer == "no"}


def _source_label(state: State) -> list[str]:
    return [state.scenario.card or t("apnap.what.source", state.lang)]


def source_or_named(state: State, result: StepResult, action: str, rule: str) -> GameObject | None:
    """The source's permanent for an instruction on "this creature"; when the board does not show it, the event
    names the source only (no object is invented), cites ``rule``, and None is returned: the handler stops there."""
    source = state.source_on_battlefield()
    if source is None:
        result.events.append(EventRecord(state.game.controller, action, [], labels=_source_label(state)))
        state.cite(rule, step=result)
    return source


def _reached(state: State) -> list[Player]:
    """The players an instruction on every matching permanent reaches (in range, still in the game); a
    battlefield nobody described is said in ``warnings``, never taken as empty."""
    reached = [p for p in state.game.players if not p.lost and state.in_range(p.name)]
    if any("battlefield" in p.unknown for p in reached):
        warning = t("apnap.warning.unknown_battlefield", state.lang)
        if warning not in state.warnings:
            state.warnings.append(warning)
    return reached


# ------------------------------------------------------------------------------------ tap, untap, change
# the steps on the one object ``target`` names (counters changed by how many it has too: act_counter_changes.py)
_Targeted = (TurnTarget | ModifyTarget | TargetCounters | RegenerateTarget | DoubleTargetCounters
             | RemoveTargetCounters)


def _target(state: State, step: _Targeted) -> tuple[GameObject, str]:
    """115.1: the object ``target`` names, legal for the text (its kind, and "that player controls")."""
    found = acted_on(state, step, step.objects)
    if found is None or (step.of_that_player and found[1] != that_player(state)):
        raise not_there(state, step, step.objects)
    return found


def _chosen_rule(step: _Targeted) -> str:
    """Why this object: a target (115.1), the object of the trigger event (603.2: "that creature") or the permanent
    the source is attached to (303.4, 301.5: "enchanted creature")."""
    return chosen_rule(step)


def _holder(state: State, obj: GameObject) -> str:
    """Who has ``obj`` on the battlefield now (a pick may be another player's permanent)."""
    return next(p.name for p in state.game.players if any(o is obj for o in p.battlefield))


def _turn(state: State, holder: str, obj: GameObject, tapped: bool) -> GameObject | None:
    """701.26a/b: only an untapped permanent becomes tapped, only a tapped one untapped."""
    if obj.tapped is tapped:
        return None
    turned = replace(obj, tapped=tapped)
    p = state.game.player(holder)
    p.zones["battlefield"] = [turned if x is obj else x for x in p.battlefield]
    return turned


@handles(TapTarget, UntapTarget)
async def turn_target(state: State, step: TurnTarget, result: StepResult) -> None:
    if await _declined(state, step, result):
        return
    tapping = not isinstance(step, UntapTarget)
    if step.or_untap:  # "tap or untap target permanent": the controller's choice as it resolves (608.2d)
        tapping = await choose_word(state, result, state.game.controller, ("tap", "untap")) == "tap"
        result.action = "tap" if tapping else "untap"
    if step.count is not None:  # "tap up to two target creatures" (601.2c): at once, one event naming them all
        found = counted_targets(state, step.objects, step.count, result)
        changed = [t for t in (_turn(state, holder, obj, tapping) for obj, holder in found) if t is not None]
        result.events.append(EventRecord(state.game.controller, result.action, changed))
        state.cite("701.26a" if tapping else "701.26b", step=result)
        return
    obj, holder = _target(state, step)
    turned = _turn(state, holder, obj, tapping)
    result.events.append(EventRecord(state.game.controller, result.action, [turned] if turned else []))
    state.cite(_chosen_rule(step), "701.26a" if tapping else "701.26b", step=result)


@handles(DetainTarget)
async def detain_target(state: State, step: DetainTarget, result: StepResult) -> None:
    """701.35a: until the next turn of the ability's controller, the targeted permanents can't attack or block and
    their activated abilities can't be activated; nothing moves or turns now (the restriction is said, as a "can't"
    of a resolving ability is, 611.2a). "Up to two target …" (601.2c): one event naming those chosen."""
    if await _declined(state, step, result):
        return
    if step.count is not None:
        detained = [obj for obj, _ in counted_targets(state, step.objects, step.count, result)]
    else:
        detained = [_target(state, step)[0]]
    result.events.append(EventRecord(state.game.controller, "detain", detained,
                                     extra={"duration": "until_your_next_turn"}))
    state.cite("701.35a", "611.2a", step=result)
    if step.count is None:
        state.cite(_chosen_rule(step), step=result)


@handles(TapSource, UntapSource)
async def turn_source(state: State, step: TapSource | UntapSource, result: StepResult) -> None:
    """701.26a/b: the source's permanent turns (an already tapped one stays so); not on the board: named only. Who
    turns it: the controller, or the one player the step names ("that player untaps Karona", 603.2)."""
    if await _declined(state, step, result):
        return
    source = state.source_on_battlefield()
    tapping = isinstance(step, TapSource)
    actor = result.order[0] if len(result.order) == 1 else state.game.controller
    if source is None:
        result.events.append(EventRecord(actor, step.action, [], labels=_source_label(state)))
    else:
        turned = _turn(state, state.game.controller, source, tapping)
        result.events.append(EventRecord(actor, step.action, [turned] if turned else []))
    state.cite("701.26a" if tapping else "701.26b", step=result)


@handles(TapPicked, UntapPicked)
async def turn_picked(state: State, step: TurnPicked, result: StepResult) -> None:
    """"That player untaps a land they control": the pick first (101.4), then all turn at once."""
    # "untap up to five lands": any player's lands (no "you control"), each turned where it is (701.26)
    asks = [*may_first(step), *(AskPick(p, "battlefield", anyone=step.anyone) for p in step.picks)]
    await choice_phase(state, result, lambda player: list(asks))
    tapping = not isinstance(step, UntapPicked)
    for name in result.order:
        mine = [c for c in result.choices if c.player == name]
        if any(c.unknown for c in mine):
            result.events.append(EventRecord(name, step.action, [], extra={"unknown": True, "what": mine[-1].what}))
            continue
        turned = [x for c in mine for o in c.objects if (x := _turn(state, _holder(state, o), o, tapping)) is not None]
        result.events.append(EventRecord(name, step.action, turned))
    state.cite("701.26a" if tapping else "701.26b", step=result)


@handles(ModifyTarget)
async def modify_target(state: State, step: ModifyTarget, result: StepResult) -> None:
    """611.2a: a change until end of turn; power/toughness in layer 7c (613.4c), abilities in layer 6 (613.1f)."""
    if await _declined(state, step, result):
        return
    if step.count is not None:  # "up to two target creatures each get …" (601.2c): one event naming them all
        _modify(state, step, result, [o for o, _ in counted_targets(state, step.objects, step.count, result)],
                ("611.2a",))
        return
    obj, _holder = _target(state, step)
    _modify(state, step, result, [obj], (_chosen_rule(step), "611.2a"))


@handles(ModifyAll)
async def modify_all(state: State, step: ModifyAll, result: StepResult) -> None:
    """611.2c: the permanents it affects are those matching as it begins; each is changed until end of turn."""
    if await _declined(state, step, result):
        return
    hit = [o for p in _reached(state) for o in p.battlefield if state.matches(step.objects, o, p.name)]
    warn_unseen_source(state, step.objects)
    _modify(state, step, result, hit, ("611.2a", "611.2c"))


@handles(ModifySource)
async def modify_source(state: State, step: ModifySource, result: StepResult) -> None:
    """611.2a: the source changes until end of turn; a source the board does not show is named, nothing else."""
    if await _declined(state, step, result):
        return
    if step.or_size is not None:  # "gets +1/-1 or -1/+1": the controller's choice as it resolves (608.2d)
        first, other = signed_pt(step.power, step.toughness), signed_pt(step.or_size[0], step.or_size[1])
        if await choose_word(state, result, state.game.controller, (first, other)) == other:
            step = replace(step, power=step.or_size[0], toughness=step.or_size[1])
    source = state.source_on_battlefield()
    _modify(state, step, result, [source] if source is not None else [], ("611.2a",),
            labels=None if source is not None else _source_label(state))


def _modify(state: State, step: ModifyTarget | ModifyAll | ModifySource | ModifyAttached, result: StepResult,
            objects: list[GameObject], rules: tuple[str, ...], labels: list[str] | None = None) -> None:
    """Each object gets the step's +N/+N and keywords until end of turn (611.2a; it ends in the cleanup step,
    514.2): one event, its rules cited. "+X/+0", "+1/+1 for each …": the size is worked out now (608.2h)."""
    from .values import value_of

    if _never_starts(state, step, result):
        return
    n = value_of(state, step.times, state.game.controller) if step.times is not None else 1
    dp, dt = step.power * n, step.toughness * n
    for o in objects:
        power, toughness = state.boosts.get(o.uid, (0, 0))
        state.boosts[o.uid] = (power + dp, toughness + dt)
    pt = signed_pt(dp, dt) if (step.power or step.toughness) else ""
    # "… of your choice" (702.16a); "the chosen color" of a choice never made names no colour: no ability
    keywords = [k for k in (chosen_protection(state, k, result) for k in step.keywords) if k]
    if not (pt or keywords or step.loses or getattr(step, "ability", None)):
        return  # nothing to give (608.2c: the choice it reads was not made), so nothing happens
    lasting = getattr(step, "duration", "this_turn")  # "Until your next turn, …" (611.2a)
    gained = getattr(step, "ability", None)  # '… and gains "{T}: …"': a quoted ability, kept, not resolved (113.10)
    grant(state, objects, keywords, lasting, ((gained.text, gained.kind),) if gained is not None else ())
    grant(state, objects, step.loses, lasting, lost=True)  # "loses first strike until end of turn"
    extra: dict[str, object] = {"pt": pt, "keywords": ", ".join(keywords), "duration": lasting}
    if step.loses:
        extra["loses"] = ", ".join(step.loses)
    if lasting == "while_source_tapped":  # 611.2b: the source named, as the narration says the end
        source = state.source_on_battlefield()
        extra["while_source"] = source.name if source is not None else (state.scenario.card or "")
        state.cite("611.2b", step=result)
    if gained is not None:  # its words as printed and its kind, as every event that gives one says (act_rules.py)
        extra.update(ability=gained.text, ability_kind=gained.kind)
    result.events.append(EventRecord(state.game.controller, "modify", objects, labels=labels, extra=extra))
    state.cite(*rules, step=result)
    if step.times is not None:
        state.cite("608.2h", step=result)
    cite_layers(state, result, bool(pt), bool(step.keywords or step.loses or gained))
    if "protection from each opponent" in keywords:  # from each of those players, one protection each
        state.cite("702.16i", "702.16k", step=result)
    if gained is not None:
        state.cite("113.10", step=result)


def _never_starts(state: State, step: ModifyTarget | ModifyAll | ModifySource | ModifyAttached,
                  result: StepResult) -> bool:
    """"… for as long as Tawnos's Weaponry remains tapped" with the board showing the source untapped, or not on its
    controller's battlefield, as the effect would begin: the duration never starts and the effect does nothing
    (611.2b). A source the board does not show is the permanent whose ability resolves, tapped by its {T} cost."""
    if getattr(step, "duration", "") != "while_source_tapped":
        return False
    source = state.source_on_battlefield()
    if source is None and not state.source_anywhere() or source is not None and source.tapped:
        return False
    state.warnings.append(t("apnap.warning.tapped_never_starts", state.lang,
                            source=source.name if source is not None else (state.scenario.card or ""),
                            player=state.game.controller))
    state.cite("611.2b", step=result)
    return True


# 701.19a: what a regeneration shield does instead of the destruction, all three, as the event reports it
REGENERATION = {"instead": ["remove_all_damage", "tap", "remove_from_combat"], "duration": "this_turn"}


@handles(RegenerateTarget)
async def regenerate_target(state: State, step: RegenerateTarget, result: StepResult) -> None:
    if await _declined(state, step, result):
        return
    obj, _holder = _target(state, step)
    result.events.append(EventRecord(state.game.controller, "regenerate", [obj], extra=dict(REGENERATION)))
    state.cite("115.1", "701.19a", step=result)


@handles(RegenerateSource)
async def regenerate_source(state: State, step: RegenerateSource, result: StepResult) -> None:
    """701.19a: a shield on the source for the next time it would be destroyed this turn."""
    if await _declined(state, step, result):
        return
    source = state.source_on_battlefield()
    result.events.append(EventRecord(state.game.controller, "regenerate", [source] if source is not None else [],
                                     labels=None if source is not None else _source_label(state),
                                     extra=dict(REGENERATION)))
    state.cite("701.19a", step=result)


@handles(RegenerateAll)
async def regenerate_all(state: State, step: RegenerateAll, result: StepResult) -> None:
    """701.19a: each matching permanent gets a shield for the next time it would be destroyed this turn."""
    if await _declined(state, step, result):
        return
    shielded = [o for p in _reached(state) for o in p.battlefield if state.matches(step.objects, o, p.name)]
    result.events.append(EventRecord(state.game.controller, "regenerate", shielded, extra=dict(REGENERATION)))
    state.cite("701.19a", step=result)


# ------------------------------------------------------------------------------------ control, mana
@handles(GainControlSource)
async def gain_control_source(state: State, step: GainControlSource, result: StepResult) -> None:
    """613.1b: a control-changing effect; the source moves to the new controller's battlefield."""
    declined = await _declined(state, step, result)
    source = state.source_on_battlefield()
    for name in (n for n in result.order if n not in declined):
        if source is None:
            result.events.append(EventRecord(name, "gain_control", [], labels=_source_label(state)))
            continue
        you = state.game.player(state.game.controller)
        you.zones["battlefield"] = [o for o in you.battlefield if o is not source]
        state.game.player(name).battlefield.append(source)
        result.events.append(EventRecord(name, "gain_control", [source]))
    state.cite("613.1b", step=result)


@handles(GainControlOwned)
async def gain_control_owned(state: State, step: GainControlOwned, result: StepResult) -> None:
    """613.1b: each acting player gains control of the matching permanents they own that others control."""
    if await _declined(state, step, result):
        return
    taking = set(result.order)
    moves = [(q, o) for q in _reached(state) for o in q.battlefield
             if o.owner in taking and o.owner != q.name and state.matches(step.objects, o, q.name)]
    for q, o in moves:  # all at once: chosen first, then moved
        q.zones["battlefield"] = [x for x in q.battlefield if x is not o]
        state.game.player(o.owner).battlefield.append(o)
    for name in result.order:
        result.events.append(EventRecord(name, "gain_control", [o for _, o in moves if o.owner == name]))
    state.cite("613.1b", step=result)


@handles(AddMana)
async def add_mana(state: State, step: AddMana, result: StepResult) -> None:
    """106.4: the mana goes into the player's mana pool; with several printed options the player picks one. As a
    permanent is tapped for mana (106.12a), a triggered mana ability's (tapped_mana.py)."""
    declined = await _declined(state, step, result)
    tap = state.scenario.stack.mana_tap
    first = state.uncited(("608.2h",))
    for name in (n for n in result.order if n not in declined):
        if tap is not None and not step.options[0].startswith(("chosen:", "combination:")):
            await tapped_mana(state, step, result, name, tap, _mana_count(state, step, name))
            continue
        if step.options and step.options[0].startswith("chosen:"):  # "one mana of the chosen color" (607.2d)
            n = int(step.options[0].split(":")[1])
            color = chosen_color(state, name, result)
            if color not in COLOR_SYMBOLS:  # no colour chosen (a "may" declined): no mana (608.2c)
                continue
            result.events.append(EventRecord(name, "add_mana", [], amount=n,
                                             extra={"mana": COLOR_SYMBOLS[color] * n, "chosen": color}))
            continue
        if step.times is None:
            result.events.append(EventRecord(name, "add_mana", [], extra={"mana": "|".join(step.options)}))
            continue
        n = value_of(state, step.times, name)  # "for each nonland card revealed this way, add {G}"
        if step.options[0].startswith("combination:"):  # "X mana in any combination of {R} and/or {G}": their pick
            result.events.append(EventRecord(name, "add_mana", [], amount=n, extra={"mana": f"{step.options[0]}:{n}"}))
            continue
        result.events.append(EventRecord(name, "add_mana", [], amount=n, extra={"mana": "".join(step.options) * n}))
    if tap is not None:
        cite_triggered_mana(state, result)
    if _mana_ability(state) and "608.2h" in result.citations:  # "Add {G} equal to Marwyn's power": read as the
        state.withdraw(("608.2h",), result, first)  # mana ability resolves, at once, never from the stack (605.3b;
        state.cite("605.3b", step=result)  # 608 is the resolution of what is on the stack)
    state.cite("106.4", step=result)


def _mana_ability(state: State) -> bool:
    """An activated mana ability (605.1a): activated, no target, adds mana (a loyalty ability is never one)."""
    effect = state.scenario.effect
    return state.scenario.ability_kind == "activated" and not effect.uses_target


def _mana_count(state: State, step: AddMana, name: str) -> int:
    """How much mana: "two mana of any color" says it; "{G} for each Elf" counts it (608.2h); else once."""
    option = step.options[0]
    if option.startswith(("any:", "one:")):
        return int(option.split(":")[1])
    return 1 if step.times is None else value_of(state, step.times, name)
