"""The grammar's specs for the board's own steps (:mod:`.steps_board`) → typed steps.

Tried before the older object families in :func:`bot.apnap.plan.convert._object_step`, so that a
"target" or "self" detail of these specs never reads as a destroy or a sacrifice.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import Any, cast

from ..grammar import StepSpec
from . import amounts as a
from . import steps as s
from . import steps_board as b
from .amounts import Amount
from .divided import CountersDivided
from .steps_counters import DoubleCounters, DoubleTargetCounters, RemoveTargetCounters
from .steps_statics import (
    AdditionalPhases,
    CombatRequirement,
    DoesntUntap,
    DoesntUntapThose,
    ModifyThose,
    StaticSelf,
    TargetCombatRequirement,
    TargetDoesntUntap,
)
from .target_count_of import target_count as target_count
from .targets import TargetCount


def _on_source(spec: StepSpec) -> bool:
    return spec.detail("on") == "source"


def _times(spec: StepSpec, amount: Callable[[StepSpec], Amount]) -> Amount | None:
    """"+X/+0", "+1/+1 for each …": the bonus is multiplied by this amount (None: the printed bonus)."""
    if spec.amount_ref is None and not spec.uses_x:
        return None
    return amount(spec)


def _modify(spec: StepSpec, common: dict[str, Any], amount: Callable[[StepSpec], Amount]) -> s.Step:
    power, toughness = (int(v) for v in spec.detail("pt", "+0/+0").split("/"))
    keywords = tuple(k for k in spec.detail("keywords").split(",") if k)
    loses = tuple(k for k in spec.detail("loses").split(",") if k)  # layer 6 removals (613.1f), until end of turn
    times = _times(spec, amount)
    if spec.detail("static_self"):  # "Wild Nacatl gets +1/+1 as long as you control a Plains." (611.3a)
        while_, common = common.get("condition"), {**common, "condition": None}  # tested by the step, not skipped
        return StaticSelf(**common, power=power, toughness=toughness, keywords=keywords, times=times,
                          while_=while_, while_text=spec.detail("while"))
    if spec.detail("those"):  # "They gain haste until end of turn" (608.2c)
        return ModifyThose(**common, power=power, toughness=toughness, keywords=keywords, loses=loses,
                           noun=spec.detail("those"), duration=spec.detail("duration") or "this_turn")
    if spec.detail("static"):  # "Creatures you control get +1/+1.", "Enchanted creature has flying." (611.3a)
        while_, common = common.get("condition"), {**common, "condition": None}  # "as long as …": the step's test
        return b.StaticModify(**common, objects=spec.creatures, attached=spec.detail("attached"), power=power,
                              toughness=toughness, keywords=keywords, loses=loses, times=times, while_=while_,
                              while_text=spec.detail("while"))
    if spec.detail("attached"):  # "Enchanted creature gets +1/+0 until end of turn"
        return b.ModifyAttached(**common, attached=spec.detail("attached"), power=power, toughness=toughness,
                                keywords=keywords, loses=loses, times=times)
    if _on_source(spec):  # "this creature gets +1/+1 until end of turn"
        either = spec.detail("either").partition("|")[2]  # "+1/-1 or -1/+1": the other size (608.2d)
        return b.ModifySource(**common, power=power, toughness=toughness, keywords=keywords, loses=loses, times=times,
                              duration=spec.detail("duration") or "this_turn", ability=spec.ability,
                              or_size=tuple(int(v) for v in either.split("/")) if either else None)  # type: ignore[arg-type]
    if spec.detail("target") != "object":
        return b.ModifyAll(**common, objects=spec.creatures or s.ANY, power=power, toughness=toughness,
                           keywords=keywords, loses=loses, times=times, duration=spec.detail("duration") or "this_turn",
                           ability=spec.ability)
    return b.ModifyTarget(**common, objects=spec.creatures or s.ANY, power=power, toughness=toughness,
                          keywords=keywords, loses=loses, of_that_player=_of_that_player(spec),
                          refers=bool(spec.detail("refers")), duration=spec.detail("duration") or "this_turn",
                          times=times, count=target_count(spec), ability=spec.ability)


def _combat_rule(spec: StepSpec, common: dict[str, Any]) -> s.Step:
    """"Emberwilde Caliph attacks each combat if able", "Target creature blocks this turn if able" (508.1d, 509.1c)."""
    fields: dict[str, Any] = {
        "rule": spec.detail("rule"), "on": "target" if spec.detail("target") else spec.detail("on"),
        "attached": spec.detail("attached"), "objects": spec.creatures, "other": spec.other,
        "other_also": spec.other_also, "duration": spec.detail("duration", "static"),
        "blockers": int(spec.detail("blockers") or 0)}
    if spec.detail("target") != "object":
        return CombatRequirement(**common, **fields)
    if spec.detail("whom") == "target":  # "… blocks target creature …": the other is a second target (115.1)
        fields.update(whom=spec.other, other=None)
    return TargetCombatRequirement(**common, **fields)


def enters_tapped(spec: StepSpec, common: dict[str, Any]) -> s.Step:
    """"… enters the battlefield tapped [unless you control a Mountain]" (614.1c): the condition is tested by the
    step (614.12), never a reason to skip it."""
    if spec.detail("unless"):
        return b.EntersTapped(**{**common, "condition": None}, unless=common["condition"],
                              unless_text=spec.detail("unless"))
    if spec.detail("on") == "kind":
        return b.EntersTapped(**common, objects=spec.creatures)
    return b.EntersTapped(**common)


def _of_that_player(spec: StepSpec) -> bool:
    return spec.detail("holder") == "that_player"


#: Predefined tokens (111.10): a token named only by one of these subtypes is a colourless token of this card type
#: ("a Treasure token" is a colourless Treasure artifact, 111.10a; "a Shard token" an enchantment, 111.10e), never
#: the creature a described token with no card type would default to.


_WITH_RE = re.compile(r" (?:with|con) ")  # the patterns of a token's description, compiled once (session 41)
_LIST_RE = re.compile(r",? and |, | y ")


@functools.cache  # the printed Spanish keywords' patterns, made once per process (filters.py is imported late)
def _es_keywords() -> tuple[tuple[re.Pattern[str], str], ...]:
    from ..grammar.filters import _ES_KEYWORDS

    return tuple((re.compile(rf"\b{es}$"), en) for es, en in _ES_KEYWORDS.items())


def token_traits(spec: StepSpec) -> dict[str, Any]:
    """A token's characteristics from its printed description (111.4): "1/2 green Spider creature … with reach",
    "criatura Espíritu blanca 1/1 con la habilidad de volar". Words that are no type, colour or keyword name
    subtypes when the rules list them (205.3); the board names subtypes in English."""
    from ..grammar.choice_words import COLOR_OF_EN as _EN_COLORS
    from ..grammar.choice_words import COLOR_OF_ES as _ES_COLORS
    from ..grammar.lexicon import EN, ES, PREDEFINED_TOKENS
    from ..grammar.subtypes import subtype_forms
    from ..grammar.text import fold
    from ..grammar.token_status import token_keyword

    text = fold(spec.detail("token_text") or spec.detail("token"))
    parts = _WITH_RE.split(text, maxsplit=1)  # "… with flying", "… con la habilidad de volar"
    tail = parts[1] if len(parts) > 1 else ""
    words = parts[0].replace(",", " ").split()
    types = {EN.types.get(w) or ES.types.get(w) for w in words} - {None, "token", "snow"}  # "legendary": 205.4a
    colors = {c for w in words if (c := _EN_COLORS.get(w) or _ES_COLORS.get(w))}
    keywords = {w for w in _LIST_RE.split(tail) if token_keyword(w)}  # "changeling" (702.73a)
    keywords |= {en for said, en in _es_keywords() if said.search(tail)}
    subtypes = {form for w in words if w not in EN.types and not _EN_COLORS.get(w) for form in subtype_forms(w)}
    pt = spec.detail("pt").lower().split("/")
    power, toughness = (int(pt[0]), int(pt[1])) if len(pt) == 2 and all(v.lstrip("+-").isdigit() for v in pt) \
        else (None, None)
    named = [w for w in words if w not in ("token", "tokens", "tapped")]
    predefined = PREDEFINED_TOKENS.get(named[0]) if len(named) == 1 and not tail else None  # 111.10
    if predefined is not None:
        types = {predefined}
    card_types = frozenset(t for t in types if t and t != "legendary") or frozenset({"creature"})
    return {"types": card_types | (types & {"legendary"}), "colors": frozenset(colors),
            "subtypes": frozenset(subtypes), "keywords": frozenset(keywords), "power": power, "toughness": toughness}


_Rule = tuple[Callable[[StepSpec], bool], Callable[[StepSpec, dict[str, Any]], s.Step]]


def _double(sp: StepSpec, c: dict[str, Any]) -> s.Step:
    """"Double the number of +1/+1 counters on this creature / target creature / each creature you control"."""
    kind = sp.detail("counter", "+1/+1")
    if sp.detail("target") == "object":
        return DoubleTargetCounters(**c, kind=kind, objects=sp.creatures or s.ANY, of_that_player=_of_that_player(sp))
    return DoubleCounters(**c, kind=kind, on="source" if _on_source(sp) else "each", objects=sp.creatures or s.ANY)


def board_rules(_amount: Callable[[StepSpec], Amount], _picks: Callable[[StepSpec], tuple[s.Pick, ...]]
                ) -> tuple[_Rule, ...]:
    """The rules, given convert.py's amount and picks of a spec (passed in: convert imports this module)."""
    from .convert_layers import LAYER_ACTIONS, layer_step

    return (
        (lambda sp: sp.action in LAYER_ACTIONS, lambda sp, c: layer_step(sp, c, _amount)),  # 613.4a-d, 614.1c
        (lambda sp: sp.action == "counter" and _on_source(sp),
         lambda sp, c: b.SourceCounters(**c, kind=sp.detail("counter", "+1/+1"), amount=_amount(sp))),
        (lambda sp: sp.action == "counter" and sp.detail("target") == "divided",  # "Distribute …" (601.2d)
         lambda sp, c: CountersDivided(**c, objects=sp.creatures or s.ANY, kind=sp.detail("counter", "+1/+1"),
                                       amount=_amount(sp), count=target_count(sp) or TargetCount())),
        (lambda sp: sp.action == "counter" and sp.detail("target") == "object",
         lambda sp, c: b.TargetCounters(**c, objects=sp.creatures or s.ANY, kind=sp.detail("counter", "+1/+1"),
                                        amount=_amount(sp), of_that_player=_of_that_player(sp))),
        (lambda sp: sp.action == "counter" and bool(sp.detail("pick")),
         lambda sp, c: b.PickedCounters(**c, picks=_picks(sp), kind=sp.detail("counter", "+1/+1"), amount=_amount(sp),
                                        anyone=bool(sp.detail("anyone")), said_choose=sp.detail("said") == "choose")),
        (lambda sp: sp.action == "double_counters", lambda sp, c: _double(sp, c)),  # 701.10e
        (lambda sp: sp.action == "remove_counter" and sp.detail("target") == "object",
         lambda sp, c: RemoveTargetCounters(**c, objects=sp.creatures or s.ANY, kind=sp.detail("counter", "+1/+1"),
                                            amount=_amount(sp), every=bool(sp.detail("all")),
                                            of_that_player=_of_that_player(sp))),
        (lambda sp: sp.action == "remove_counter" and _on_source(sp),
         lambda sp, c: b.RemoveSourceCounters(**c, kind=sp.detail("counter", "+1/+1"), amount=_amount(sp),
                                              every=bool(sp.detail("all")))),
        (lambda sp: sp.action in ("tap", "untap", "regenerate") and bool(sp.detail("attached")),
         lambda sp, c: {"tap": b.TapAttached, "untap": b.UntapAttached, "regenerate": b.RegenerateAttached}[
             sp.action](**c, attached=sp.detail("attached"))),
        (lambda sp: sp.action in ("tap", "untap") and _on_source(sp),
         lambda sp, c: (b.TapSource if sp.action == "tap" else b.UntapSource)(**c)),
        (lambda sp: sp.action in ("tap", "untap") and sp.detail("target") == "object",
         lambda sp, c: (b.TapTarget if sp.action == "tap" else b.UntapTarget)(
             **c, objects=sp.creatures or s.ANY, of_that_player=_of_that_player(sp), refers=bool(sp.detail("refers")),
             count=target_count(sp), or_untap=sp.detail("either") == "tap|untap")),
        (lambda sp: sp.action == "detain",  # 701.35a
         lambda sp, c: b.DetainTarget(**c, objects=sp.creatures or s.ANY, of_that_player=_of_that_player(sp),
                                      count=target_count(sp))),
        (lambda sp: sp.action in ("tap", "untap") and bool(sp.detail("pick")),
         lambda sp, c: (b.TapPicked if sp.action == "tap" else b.UntapPicked)(
             **c, picks=_picks(sp), anyone=bool(sp.detail("anyone")))),
        (lambda sp: sp.action == "regenerate" and _on_source(sp), lambda sp, c: b.RegenerateSource(**c)),
        (lambda sp: sp.action == "regenerate" and sp.detail("target") == "object",
         lambda sp, c: b.RegenerateTarget(**c, objects=sp.creatures or s.ANY, of_that_player=_of_that_player(sp))),
        (lambda sp: sp.action == "regenerate", lambda sp, c: b.RegenerateAll(**c, objects=sp.creatures or s.ANY)),
        (lambda sp: sp.action == "modify", lambda sp, c: _modify(sp, c, _amount)),
        (lambda sp: sp.action == "combat_rule", _combat_rule),
        # one step type for every "doesn't untap" (502.3): a static's, a resolving ability's on the source or the
        # attached creature, and "Tap target creature. It doesn't untap …" / "tap that creature and it …" (the
        # target, the object named before it, 608.2c, or the trigger event's, 603.2), whose ``during`` is "next"
        (lambda sp: sp.action == "doesnt_untap", _doesnt_untap),
        (lambda sp: sp.action == "additional_phases", lambda sp, c: AdditionalPhases(
            **c, after=sp.detail("after", "phase"), main=bool(sp.detail("main")))),
        (lambda sp: sp.action == "gain_control" and _on_source(sp), lambda sp, c: b.GainControlSource(**c)),
        (lambda sp: sp.action == "gain_control" and bool(sp.detail("owned")),
         lambda sp, c: b.GainControlOwned(**c, objects=sp.creatures or s.ANY)),
        (lambda sp: sp.action == "add_mana",
         lambda sp, c: b.AddMana(**c, options=tuple(sp.detail("mana").split("|")),
                                 times=_amount(sp) if sp.amount_ref is not None or _combination(sp) else None,
                                 additional=bool(sp.detail("additional")))),
    )


def _combination(sp: StepSpec) -> bool:
    """"N mana in any combination of {R} and/or {G}" (106.1): its count is the step's amount."""
    return sp.detail("mana").startswith("combination:")


def _doesnt_untap(sp: StepSpec, c: dict[str, Any]) -> s.Step:
    if sp.detail("plural"):  # "Those creatures don't untap …": each permanent named before (608.2c)
        return DoesntUntapThose(**c, during="next", objects=sp.creatures, noun=sp.detail("those") or "they")
    on_target = sp.detail("target") == "object" or not sp.detail("during")  # no "during" said: the one before it
    return (TargetDoesntUntap if on_target else DoesntUntap)(
        **c, during=sp.detail("during") or "next", on=sp.detail("on"), attached=sp.detail("attached"),
        objects=sp.creatures or (s.ANY if on_target else None), refers=bool(sp.detail("refers")),
        may_choose=bool(sp.detail("may_choose")), while_=sp.detail("while"))


def board_conditions(spec: StepSpec) -> list[a.Condition]:
    """The board conditions of a step: "then if …", the sentence a later "… instead" replaces, "… unless …"."""
    found: list[a.Condition] = []
    if spec.if_board is not None:
        found.append(_board(spec.if_board))
    if spec.if_not_board is not None:
        check = spec.if_not_board[0]  # how the spell was cast is no board fact: Not(Kicked) as it is
        found.append(a.Not(check if isinstance(check, a.Kicked) else _board(spec.if_not_board)))
    if spec.unless_board is not None:  # "… unless they have exactly three … cards in hand" (608.2c)
        found.append(a.Not(_board(spec.unless_board), unless=True))
    return found


def _board(found: tuple[object, str]) -> a.BoardCondition:
    """A sentence's board condition (specs.py cannot name conditions.py's types: conditions builds on specs)."""
    check, words = found
    return a.BoardCondition(cast(a.Condition, check), words)


