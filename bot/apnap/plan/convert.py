"""``plan_of``: the grammar's :class:`~bot.apnap.grammar.Effect` → a typed :class:`Plan`.

The only place that reads a ``StepSpec``'s action word, its ``extra`` bag and ``detail()``: everything
after this works on typed steps. The choice of step type follows the engine's historical order of
precedence (an "unless" penalty first, then draws, object votes, the object families, votes, picks
from a zone, and life, mill and turns), so a plan resolves exactly as the specs did.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache
from typing import Any

from ..grammar import Effect, StepSpec
from ..grammar.target_words import object_target_words
from . import choice_steps as cs
from . import keyword_steps as kw
from . import steps as s
from . import targets as tg
from .any_player_may import any_player_may_step
from .chance import FlipCoin, RollDie
from .continuous import ContinuousEffect, EndTurn, GetEmblem, GetPoison, WinGame
from .convert_amounts import amount_of_ref, condition_of, picks_of, step_amount
from .convert_board import enters_tapped, target_count
from .convert_choices import choice_or_copy
from .convert_library import library_steps
from .convert_objects import object_step
from .copies import copy_step
from .delayed_events import delayed_on_event
from .divided import DamageDivided, DamageEachTarget
from .each_who_did import each_who_did_step
from .instead_of import instead_step
from .library import UnlessPaid
from .object_damage import object_damage_step
from .permanent_spell import permanent_spell_step
from .replacements import effect_step
from .search_revealed import SearchRevealed
from .search_zones import SearchLibraryAndGraveyard
from .stack import stack_step
from .steps_board import (
    CantInCombat,
    CardFromGraveyard,
    DamageAnyTarget,
    DamageTargetObject,
    ExileTargetCard,
    SourceCardFromGraveyard,
    TargetCantInCombat,
    TargetCardFromGraveyard,
)
from .steps_kinds import kinds_step
from .steps_not_type import not_type_step
from .steps_paired import paired_step
from .steps_zone_cards import zone_cards_step
from .target_x import with_target_x
from .unless_cost import unless_cost_step
from .unless_paid_by import unless_paid_by_step
from .vote_outcomes import vote_outcome_step

_OBJECT_DETAILS = ("rest", "most_votes", "self", "target", "from")
_OBJECT_ACTIONS = frozenset({"choose", "destroy", "create", "gain_control", "shuffle", "lose_game", "put", "pay",
                            "counter", "tap", "untap", "remove_counter", "double_counters", "add_mana", "regenerate",
                            "modify", "combat_rule", "doesnt_untap", "additional_phases",
                            "set_pt", "enters_with_counters", "attach", "becomes"})  # the layers (convert_layers)
_PICK_ACTIONS = frozenset({"sacrifice", "discard", "exile", "return", "search", "scry", "surveil"})


def plan_of(effect: Effect) -> s.Plan:
    """The typed plan of ``effect`` (cached: the same effect always means the same plan).

    The effect asked for last is answered by identity first: a request asks for its one effect's plan about seven
    times, and the cache's key is the effect's hash, every step's fields each time (about a tenth of a millisecond
    per request). The pair is replaced in one assignment, so a thread never reads one effect with another's plan."""
    last = _LAST_PLAN[0]
    if last is not None and last[0] is effect:
        return last[1]
    try:
        plan = _cached_plan(effect)
    except TypeError:  # an effect holding something unhashable (a list): converted, not cached
        return _plan(effect)
    _LAST_PLAN[0] = (effect, plan)
    return plan


_LAST_PLAN: list[tuple[Effect, s.Plan] | None] = [None]  # one slot: the effect asked for last and its plan


def _plan(effect: Effect) -> s.Plan:
    steps = _joined_target_words([with_target_x(spec, step_of(spec)) for spec in effect.steps])
    return s.Plan(tuple(_with_target_words(step) for step in steps), effect.upkeep)


def _with_target_words(step: s.Step) -> s.Step:
    """The step with the count of its own object target words (``Step.object_target_words``), read here once from the
    words the step was parsed from, whichever builder made it, so the engine reads a number and never the words."""
    if not step.targets_object:
        return step
    words = object_target_words(step.text)
    return replace(step, object_target_words=words) if words else step


def _joined_target_words(steps: list[s.Step]) -> tuple[s.Step, ...]:
    """"Destroy target creature and target land": the second word "target" is read as a step of its own and
    joined here to the instruction it belongs to, which then does both at once (one event, 608.2e, 115.3)."""
    out: list[s.Step] = []
    for step in steps:
        before = out[-1] if out else None
        if isinstance(step, tg.MoveTarget) and step.and_target and step.count is not None \
                and isinstance(before, tg.MoveTarget) and type(before) is type(step):
            out[-1] = replace(before, also=(*before.also, tg.TargetWord(step.objects, step.count)))
        else:
            out.append(step)
    return tuple(out)


_cached_plan = lru_cache(maxsize=512)(_plan)


def _common(spec: StepSpec) -> dict[str, Any]:
    performed_by = s.PerformedBy.SUBJECT
    if spec.creatures is not None and not spec.players_too:  # an instruction on permanents
        performed_by = s.PerformedBy.HOLDERS if spec.action == "damage" else s.PerformedBy.CONTROLLER
    return {"text": spec.text, "subject": spec.subject, "condition": condition_of(spec),
            "performed_by": performed_by, "optional": spec.optional, "may_have": spec.may_have,
            "event_object": spec.detail("event_object"), "pronoun": bool(spec.detail("it_bound")),
            "on_attached": spec.detail("attached") if spec.detail("target") == "attached" else "",
            "on_entered": bool(spec.detail("entered")), "up_to": fewer_allowed(spec),
            "another_target": bool(spec.detail("another"))}


def fewer_allowed(spec: StepSpec) -> bool:
    """Whether the parse says the step's target word or chosen count lets its chooser choose fewer, none included
    (601.2c): "up to one target …" (``up_to`` detail), "up to two / any number of target …" (``targets`` "0-2",
    "0-any"), "draw up to two cards" (the spec's ``up_to``), "sacrifice up to two creatures" (a slot's)."""
    least = spec.detail("targets").split("-")[0] if "-" in spec.detail("targets") else ""
    return bool(spec.up_to or spec.detail("up_to") or least == "0" or any(slot.up_to for slot in spec.slots))


def _attached_as_target(spec: StepSpec) -> StepSpec:
    """"Destroy enchanted creature" (grammar/attached.py): the target's step of the same verb, its object the
    permanent the source is attached to (``on_attached``, set by :func:`_common`) instead of ``target``."""
    if spec.detail("target") != "attached":
        return spec
    return replace(spec, extra=tuple(("target", "object") if kv == ("target", "attached") else kv
                                     for kv in spec.extra if kv[0] != "attached"))


# ------------------------------------------------------------------------------------ step types
def step_of(spec: StepSpec) -> s.Step:
    common = _common(spec)
    spec = _attached_as_target(spec)
    # "sacrifice it unless you sacrifice two Swamps" (118.12) and "If a player does, …" after "each player may"
    # (608.2c) first: their instruction is converted on its own
    later = (each_who_did_step(spec, common, step_of) or any_player_may_step(spec, common, step_of)
             or unless_paid_by_step(spec, common, step_of)
             or unless_cost_step(spec, common, step_of) or _delayed_or_moved(spec, common))
    if later is not None:
        return later
    if spec.shield is not None:  # a prevention, replacement or restriction (615, 614, 101.2)
        return effect_step(spec, common)
    if spec.action == "repeat":
        return _repeat(spec, common)
    if spec.action in kw.KEYWORD_ACTIONS:  # keyword actions and designations (701.x, 725, 107.14)
        return kw.keyword_step(spec, common, step_amount(spec))
    special = (vote_outcome_step(spec, common) or paired_step(spec, common)  # 701.38: what a vote decides
               or object_damage_step(spec, common)  # 120.3: an object's own damage
               or not_type_step(spec, common) or kinds_step(spec, common) or zone_cards_step(spec, common)  # 611.3a
               or copy_step(spec, common, step_amount(spec)) or _players_effect(spec, common)
               or permanent_spell_step(spec, common)  # 608.3: a permanent spell resolves (permanent_cast.py)
               or choice_or_copy(spec, common) or stack_step(spec, common))
    if special is not None:
        return special
    if spec.action in _LIBRARY_STEPS:
        return _LIBRARY_STEPS[spec.action](spec, common)
    if spec.action == "draw":
        return s.Draw(**common, amount=step_amount(spec))
    if spec.action == "vote" and spec.creatures is not None:
        return s.VoteForObject(**common, objects=spec.creatures)
    if (spec.action in _OBJECT_ACTIONS or spec.creatures is not None
        or any(spec.detail(k) for k in _OBJECT_DETAILS)):
        return object_step(spec, common)
    if spec.action == "vote":
        return s.Vote(**common, options=spec.options)
    if spec.action in _PICK_ACTIONS:
        return _pick_step(spec, common)
    return _plain_step(spec, common)


def _delayed_or_moved(spec: StepSpec, common: dict[str, Any]) -> s.Step | None:
    """A delayed trigger (603.7) with its own steps, the tokens it acts on, or "return that card to the battlefield
    …": the card this effect exiled (400.7j); None for any other step."""
    if spec.action == "instead_of":  # 614.1a, 614.6: an instruction in place of an event (plan/instead_of.py)
        return instead_step(spec, common, step_of)
    if spec.action == "delayed" and spec.detail("when") == "event":  # 603.7: waits for an event, not a step
        return delayed_on_event(spec, common, step_of)
    if spec.action == "delayed":
        return s.Delayed(**common, when=spec.detail("when"), steps=tuple(step_of(i) for i in spec.inner),
                         names=spec.detail("it_bound"), what=spec.detail("it_what"))
    if spec.detail("created_ref"):
        return tg.OnCreated(**{**common, "action": spec.action}, words=spec.detail("created_ref"))
    if spec.detail("found_card"):  # the card a zone-change trigger's object became (400.7e)
        return tg.FoundCard(**{**common, "action": spec.action}, to=spec.destination or "hand",
                            event=spec.detail("found_card") == "event", objects=spec.creatures or s.ANY,
                            control=spec.detail("control", "owner"), said=spec.detail("said", "it"))
    if spec.detail("moved"):
        return tg.ReturnMoved(**common, objects=spec.creatures or s.ANY, control=spec.detail("control", "owner"),
                              that_card=bool(spec.detail("that_card")))
    return None


_GAME_STEPS: dict[str, type[WinGame] | type[EndTurn]] = {"win_game": WinGame, "end_turn": EndTurn}


def _players_effect(spec: StepSpec, common: dict[str, Any]) -> s.Step | None:
    """A continuous effect on players (611.1), winning, poison, or an "unless" penalty (or None)."""
    if spec.change is not None:
        per = amount_of_ref(spec.amount_ref) if spec.amount_ref is not None and spec.change.act == "spell_cost" \
            else None
        return ContinuousEffect(**common, change=spec.change, per=per)
    if spec.detail("target_card") or spec.detail("source_card"):  # a card in a graveyard (115.1 / the source)
        kind: type[CardFromGraveyard] = TargetCardFromGraveyard if spec.detail("target_card") \
            else SourceCardFromGraveyard
        if spec.detail("to") == "exile":  # "Exile target card from a graveyard"
            kind = ExileTargetCard
        said = spec.detail("targets")  # "up to two / X target creature cards" (601.2c, 107.3)
        many: dict[str, Any] = {"count": 0 if said == "x" else int(said), "count_x": said == "x"} if said else {}
        return kind(**common, objects=spec.creatures if spec.detail("target_card") else None, to=spec.detail("to"),
                    any_graveyard=spec.detail("target_card") == "any", tapped=bool(spec.detail("tapped")),
                    of_target_player=spec.detail("target_card") == "target_player",
                    of_opponent=spec.detail("target_card") == "opponent", **many)
    if spec.action == "enters_tapped":  # "This permanent enters the battlefield tapped" (614.1d)
        return enters_tapped(spec, common)
    if spec.action == "cant_combat":  # "Target creature can't block this turn", "Gravecrawler can't block"
        rule = TargetCantInCombat if spec.detail("target") == "object" else CantInCombat
        many = {"count": target_count(spec), "refers": bool(spec.detail("refers"))} if rule is TargetCantInCombat \
            else {}
        return rule(**{**common, "performed_by": s.PerformedBy.SUBJECT}, **many, act=spec.detail("act"),
                    duration=spec.detail("duration"), objects=spec.creatures, on_source=spec.detail("on") == "source",
                    self_noun=spec.detail("self") or "permanent", attached=spec.detail("attached"),
                    unless_mana=spec.detail("unless_mana"), per_attacker=bool(spec.detail("per_attacker")))
    if spec.action == "damage" and spec.detail("target") in ("divided", "each", "any", "object"):
        return _damage_to_targets(spec, common)
    if spec.action in _GAME_STEPS:  # "You win the game.", "End the turn." (104.2b, 724.1)
        return _GAME_STEPS[spec.action](**common)
    if spec.action == "poison":
        return GetPoison(**common, amount=step_amount(spec))
    if spec.action == "emblem" and spec.ability is not None:
        return GetEmblem(**common, ability=spec.ability)
    if spec.unless:
        return _unless(spec, common)
    return None


def _damage_to_targets(spec: StepSpec, common: dict[str, Any]) -> s.Step:
    """Damage to the targets the scenario names: "… to any target" (115.4), "… to target creature" (115.1), "…
    divided as you choose among …" (601.2d)."""
    if spec.detail("target") == "divided":
        return DamageDivided(**{**common, "performed_by": s.PerformedBy.SUBJECT}, amount=step_amount(spec),
                             source=spec.source, objects=spec.creatures, count=target_count(spec) or tg.TargetCount())
    if spec.detail("target") == "each":  # "… to each of two target creatures" (601.2c): the amount to each
        return DamageEachTarget(**{**common, "performed_by": s.PerformedBy.SUBJECT}, amount=step_amount(spec),
                                source=spec.source, objects=spec.creatures,
                                count=target_count(spec) or tg.TargetCount())
    if spec.detail("target") == "any":
        return DamageAnyTarget(**common, amount=step_amount(spec), source=spec.source,
                               again=bool(spec.detail("any_again")))
    return DamageTargetObject(**{**common, "performed_by": s.PerformedBy.SUBJECT}, amount=step_amount(spec),
                              source=spec.source, objects=spec.creatures,
                              of_that_player=spec.detail("holder") == "that_player")


def _repeat(spec: StepSpec, common: dict[str, Any]) -> s.Step:
    """"Repeat the following process X times" / "Repeat this process until no one pays life" (608.2c)."""
    if spec.detail("until_none"):
        return cs.RepeatUntilNone(**common, ref_action=spec.detail("until_none"))
    return s.Repeat(**common, times=step_amount(spec))


def _unless(spec: StepSpec, common: dict[str, Any]) -> s.Step:
    if spec.action not in ("lose_life", "damage"):  # a penalty that is an instruction of its own kind
        penalty = step_of(replace(spec, unless=()))
        return UnlessPaid(**common, action=penalty.action, penalty=penalty, alternatives=_alternatives(spec))
    return s.Unless(**common, action=spec.action, amount=step_amount(spec), source=spec.source,
                    alternatives=_alternatives(spec))


def _alternatives(spec: StepSpec) -> tuple[s.Alternative, ...]:
    alternatives: list[s.Alternative] = []
    for action, slot, n in spec.unless:
        if action == "pay_life":
            alternatives.append(s.PayLifeInstead(n))
        elif slot is not None and action == "put_on_top":
            alternatives.append(s.PutOnTopInstead(slot.filter))
        elif slot is not None:
            flt = slot.filter
            alternatives.append(s.SacrificeInstead(flt) if action == "sacrifice" else s.DiscardInstead(flt))
    return tuple(alternatives)


def _pick_step(spec: StepSpec, common: dict[str, Any]) -> s.Step:
    picks, amount = picks_of(spec), step_amount(spec)
    builders: dict[str, Callable[[], s.Step]] = {
        "sacrifice": lambda: s.Sacrifice(**common, picks=picks, amount=amount,
                                         unless_pays=spec.detail("unless_pays")),
        "discard": lambda: s.Discard(**common, picks=picks, amount=amount,
                                     whole_hand=bool(spec.slots) and spec.slots[0].whole_zone),
        "exile": lambda: s.ExileFromHand(**common, picks=picks, amount=amount),
        "return": lambda: s.ReturnFromGraveyard(**common, picks=picks, amount=amount,
                                                to=spec.destination or "hand", tapped=bool(spec.detail("tapped")),
                                                action=spec.detail("verb", "return")),
        "search": lambda: SearchRevealed(**common, picks=picks, amount=amount) if spec.destination == "revealed"
        else SearchLibraryAndGraveyard(
            **common, picks=picks, amount=amount, to=spec.destination or "hand", reveal=bool(spec.detail("reveal")),
            tapped=bool(spec.detail("tapped"))) if spec.detail("search_zones") else s.Search(
            **common, picks=picks, amount=amount, to=spec.destination or "hand", reveal=bool(spec.detail("reveal")),
            tapped=bool(spec.detail("tapped")), shuffle=bool(spec.detail("shuffle")),
            shuffle_first=bool(spec.detail("shuffle_first"))),
        "scry": lambda: s.Scry(**common, picks=picks, amount=amount),
        "surveil": lambda: s.Surveil(**common, picks=picks, amount=amount),
    }
    return builders[spec.action]()


def _plain_step(spec: StepSpec, common: dict[str, Any]) -> s.Step:
    amount = step_amount(spec)
    builders: dict[str, Callable[[], s.Step]] = {
        "lose_life": lambda: s.LoseLife(**common, amount=amount),
        "lose_mana": lambda: s.LoseMana(**common),
        "gain_life": lambda: s.GainLife(**common, amount=amount),
        "damage": lambda: s.Damage(**common, amount=amount, source=spec.source),
        "mill": lambda: s.Mill(**common, amount=amount),
        "set_life": lambda: s.SetLife(**common, amount=amount),
        "extra_turn": lambda: s.ExtraTurn(**common, times=amount if spec.amount_ref is not None else None),
        "flip": lambda: FlipCoin(**common),
        "roll": lambda: RollDie(**common, sides=spec.amount or 6),
    }
    build = builders.get(spec.action)
    return build() if build is not None else s.Unperformed(**common, action=spec.action)


_LIBRARY_STEPS = library_steps(step_amount, picks_of)  # the top of a library, hands, exile (convert_library.py)
