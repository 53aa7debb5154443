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

from ..grammar import CountRef, Effect, Slot, StepSpec
from ..grammar.specs import Standing
from . import amounts as a
from . import choice_steps as cs
from . import keyword_steps as kw
from . import steps as s
from . import targets as tg
from .chance import FlipCoin, RollDie
from .continuous import ContinuousEffect, EndTurn, GetEmblem, GetPoison, WinGame
from .convert_board import board_conditions, board_rules, enters_tapped, target_count, token_traits
from .convert_library import library_steps
from .divided import DamageDivided
from .library import UnlessPaid
from .replacements import effect_step
from .stack import stack_step
from .steps_board import (
    CantInCombat,
    CardFromGraveyard,
    DamageAnyTarget,
    DamageTargetObject,
    ExileTargetCard,
    LibraryTarget,
    ReturnSource,
    ReturnTarget,
    SourceCardFromGraveyard,
    TargetCantInCombat,
    TargetCardFromGraveyard,
)

_OBJECT_DETAILS = ("rest", "most_votes", "self", "target", "from")
_OBJECT_ACTIONS = frozenset({"choose", "destroy", "create", "gain_control", "shuffle", "lose_game", "put", "pay",
                            "counter", "tap", "untap", "remove_counter", "add_mana", "regenerate",
                            "modify", "combat_rule", "doesnt_untap", "additional_phases",
                            "set_pt", "enters_with_counters", "attach", "becomes"})  # the layers (convert_layers)
_PICK_ACTIONS = frozenset({"sacrifice", "discard", "exile", "return", "search", "scry", "surveil"})
_SIMPLE_REFS: dict[str, Callable[[CountRef, a.Whose], a.Amount]] = {
    "x": lambda r, w: a.X(mana_spent=r.option == "mana_spent"),
    "accepted": lambda r, w: a.Accepted(),
    "library": lambda r, w: a.LibrarySize(w),
    "graveyard": lambda r, w: a.GraveyardSize(w, r.filter),
    "battlefield": lambda r, w: a.OnBattlefield(r.filter or s.ANY),
    "votes": lambda r, w: a.VotesFor(r.option or ""),
    "greatest": lambda r, w: a.GreatestThisWay(r.action),
    "self": lambda r, w: a.ThatMany(r.action, w, r.filter),
    "total": lambda r, w: a.TotalThisWay(r.action, r.filter),
    "every_round": lambda r, w: a.EveryRound(r.action, w),
    "shortfall": lambda r, w: a.Shortfall(r.action, r.base, w),
    "hand": lambda r, w: a.HandSize(w),
    "life": lambda r, w: a.LifeTotal(w),
    "highest_life": lambda r, w: a.HighestLife(),
    "fewest": lambda r, w: a.Fewest(None if r.option == "hand" else (r.filter or s.ANY)),
    "controlled": lambda r, w: a.CountOf(r.filter or s.ANY, w),
    "devotion": lambda r, w: a.Devotion(r.option or "", w),
    "card": lambda r, w: a.CardValue(r.option or "mana_value"),
    "source": lambda r, w: a.SourceValue(r.option or "power"),
    "moved": lambda r, w: a.MovedValue(r.option or "power", r.action, r.filter),
    "event_spell": lambda r, w: a.EventSpellValue(r.option or "mana_value"),
    # "its power", "that creature's toughness": of the one object the effect targeted or the trigger is about
    "kicked": lambda r, w: a.TimesKicked(),  # multikicker (702.33c)
    "property": lambda r, w: a.PropertyOf(r.option or "power", a.Referent(r.action or "target"), r.filter),
    "players": lambda r, w: a.PlayersStanding(r.option or "each_player", _standing(r)),
    "counters": lambda r, w: a.CountersOnSource(r.option or ""),
    "opponents_comparing": lambda r, w: a.OpponentsComparing(r.filter or s.ANY, r.option == "fewer"),
    "total_power": lambda r, w: a.TotalPowerThisWay(r.action, r.filter),
    "event": lambda r, w: a.EventAmount(),
    "life_lost_this_turn": lambda r, w: a.LifeLostThisTurn(w),
    "drawn_this_turn": lambda r, w: a.DrawnThisTurn(w),
    "controlled_this_way": lambda r, w: a.ControlledThisWay(r.action, r.filter, w),
    "roll_result": lambda r, w: a.RollResult(),
    "greatest_power": lambda r, w: a.GreatestPower(r.filter or s.ANY),  # "the greatest power among …" (608.2h)
    "land_types": lambda r, w: a.LandTypesAmong(w),  # domain: "basic land types among lands you control"
}


def _standing(ref: CountRef) -> Standing:
    if ref.standing is None:  # the grammar always gives "players" one: a bug, never a silent count
        raise ValueError("a count of players with no standing")
    return ref.standing


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
    return s.Plan(_joined_target_words([step_of(spec) for spec in effect.steps]), effect.upkeep)


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


# ------------------------------------------------------------------------------------ amounts
def amount_of_ref(ref: CountRef) -> a.Amount:
    """A counted reference as an expression: ((raw + plus) × times [× X]) / divide, never below zero."""
    whose = a.Whose.YOU if ref.of == "controller" else a.Whose.THAT if ref.of == "that_player" else a.Whose.ACTOR
    build = _SIMPLE_REFS.get(ref.kind)
    if build is None:  # a grammar rule whose count has no meaning here: a bug, never a silent 0
        raise ValueError(f"no amount for the count {ref.kind!r}")
    expr: a.Amount = build(ref, whose)
    if ref.plus:
        expr = a.Plus(expr, ref.plus)
    if ref.times != 1:
        expr = a.Times(expr, a.Fixed(ref.times))
    if ref.kind == "accepted" and ref.defines_x:
        expr = a.Times(expr, a.X())  # tempting offer: "X … for each opponent who does"
    if ref.divide > 1:
        expr = a.Divided(expr, ref.divide, ref.round_up)
    if ref.plus < 0 or ref.times < 0 or ref.kind == "life":  # a life total may be below zero
        expr = a.NonNegative(expr)
    if ref.defines_x and ref.kind != "accepted":
        expr = a.WhereX(expr)
    return expr


def step_amount(spec: StepSpec) -> a.Amount:
    if spec.amount_ref is not None:
        return amount_of_ref(spec.amount_ref)
    return a.X() if spec.uses_x else a.Fixed(spec.amount or 0)


def pick_of(slot: Slot, spec: StepSpec) -> s.Pick:
    if slot.random:  # how many at random: the step's reference, else the printed number, else X
        count = (amount_of_ref(spec.amount_ref) if spec.amount_ref is not None
                 else a.Fixed(slot.count) if slot.count else a.X())
    elif slot.count_ref is not None:
        count = amount_of_ref(slot.count_ref)
    else:
        count = a.X() if slot.count is None else a.Fixed(slot.count)
    return s.Pick(count, slot.filter, slot.up_to, slot.random, slot.count_ref is not None)


def _picks(spec: StepSpec) -> tuple[s.Pick, ...]:
    return tuple(pick_of(slot, spec) for slot in spec.slots)


_BOARD_RULES = board_rules(step_amount, _picks)  # the board's own steps (convert_board.py), tried first


# ------------------------------------------------------------------------------------ common parts
def condition_of(spec: StepSpec) -> a.Condition | None:
    found: list[a.Condition] = []
    if spec.condition is not None:
        vote = spec.condition
        found.append(a.VoteTied() if vote.option is None else a.VoteWins(vote.option, vote.or_tied))
    if spec.kicked_only is not None:
        found.append(a.Kicked(spec.kicked_only))
    if spec.if_control is not None:
        found.append(a.Controls("you", spec.if_control))
    if spec.if_flip is not None:
        found.append(a.FlipWon(spec.if_flip))
    if spec.if_roll is not None:
        found.append(a.RollIs(*spec.if_roll))
    if spec.if_you_did:
        found.append(a.YouDid())
    if spec.if_you_didnt:
        found.append(a.YouDidnt())
    if spec.if_they_did or spec.if_they_didnt:  # "If the player does / doesn't, …": that player's answer
        found.append(a.YouDidnt("that_player") if spec.if_they_didnt else a.YouDid("that_player"))
    found += board_conditions(spec)
    if len(found) > 1:
        return a.AllOf(tuple(found))
    return found[0] if found else None


def _common(spec: StepSpec) -> dict[str, Any]:
    performed_by = s.PerformedBy.SUBJECT
    if spec.creatures is not None and not spec.players_too:  # an instruction on permanents
        performed_by = s.PerformedBy.HOLDERS if spec.action == "damage" else s.PerformedBy.CONTROLLER
    return {"text": spec.text, "subject": spec.subject, "condition": condition_of(spec),
            "performed_by": performed_by, "optional": spec.optional, "may_have": spec.may_have,
            "event_object": spec.detail("event_object"), "pronoun": bool(spec.detail("it_bound")),
            "on_attached": spec.detail("attached") if spec.detail("target") == "attached" else ""}


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
    later = _delayed_or_moved(spec, common)
    if later is not None:
        return later
    if spec.shield is not None:  # a prevention, replacement or restriction (615, 614, 101.2)
        return effect_step(spec, common)
    if spec.action == "repeat":
        return _repeat(spec, common)
    if spec.action in kw.KEYWORD_ACTIONS:  # keyword actions and designations (701.x, 725, 107.14)
        return kw.keyword_step(spec, common, step_amount(spec))
    special = _players_effect(spec, common) or _choice_or_copy(spec, common) or stack_step(spec, common)
    if special is not None:
        return special
    if spec.action in _LIBRARY_STEPS:
        return _LIBRARY_STEPS[spec.action](spec, common)
    if spec.action == "draw":
        return s.Draw(**common, amount=step_amount(spec), up_to=spec.up_to)
    if spec.action == "vote" and spec.creatures is not None:
        return s.VoteForObject(**common, objects=spec.creatures)
    if (spec.action in _OBJECT_ACTIONS or spec.creatures is not None
            or any(spec.detail(k) for k in _OBJECT_DETAILS)):
        return _object_step(spec, common)
    if spec.action == "vote":
        return s.Vote(**common, options=spec.options)
    if spec.action in _PICK_ACTIONS:
        return _pick_step(spec, common)
    return _plain_step(spec, common)


def _delayed_or_moved(spec: StepSpec, common: dict[str, Any]) -> s.Step | None:
    """A delayed trigger (603.7) with its own steps, the tokens it acts on, or "return that card to the battlefield
    …": the card this effect exiled (400.7j); None for any other step."""
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
        return ContinuousEffect(**common, change=spec.change)
    if spec.detail("target_card") or spec.detail("source_card"):  # a card in a graveyard (115.1 / the source)
        kind: type[CardFromGraveyard] = TargetCardFromGraveyard if spec.detail("target_card") \
            else SourceCardFromGraveyard
        if spec.detail("to") == "exile":  # "Exile target card from a graveyard"
            kind = ExileTargetCard
        many: dict[str, Any] = {"count": int(spec.detail("targets")), "up_to": bool(spec.detail("up_to"))} \
            if spec.detail("targets") else {}  # "up to two target creature cards" (601.2c)
        return kind(**common, objects=spec.creatures if spec.detail("target_card") else None, to=spec.detail("to"),
                    any_graveyard=spec.detail("target_card") == "any", tapped=bool(spec.detail("tapped")), **many)
    if spec.action == "enters_tapped":  # "This permanent enters the battlefield tapped" (614.1c)
        return enters_tapped(spec, common)
    if spec.action == "cant_combat":  # "Target creature can't block this turn", "Gravecrawler can't block"
        rule = TargetCantInCombat if spec.detail("target") == "object" else CantInCombat
        many = {"count": target_count(spec)} if rule is TargetCantInCombat else {}
        return rule(**{**common, "performed_by": s.PerformedBy.SUBJECT}, **many, act=spec.detail("act"),
                    duration=spec.detail("duration"), objects=spec.creatures, on_source=spec.detail("on") == "source",
                    attached=spec.detail("attached"), unless_mana=spec.detail("unless_mana"),
                    per_attacker=bool(spec.detail("per_attacker")))
    if spec.action == "damage" and spec.detail("target") in ("divided", "any", "object"):
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
    if spec.detail("target") == "any":
        return DamageAnyTarget(**common, amount=step_amount(spec), source=spec.source)
    return DamageTargetObject(**{**common, "performed_by": s.PerformedBy.SUBJECT}, amount=step_amount(spec),
                              source=spec.source, objects=spec.creatures)


def _repeat(spec: StepSpec, common: dict[str, Any]) -> s.Step:
    """"Repeat the following process X times" / "Repeat this process until no one pays life" (608.2c)."""
    if spec.detail("until_none"):
        return cs.RepeatUntilNone(**common, ref_action=spec.detail("until_none"))
    return s.Repeat(**common, times=step_amount(spec))


def _choice_or_copy(spec: StepSpec, common: dict[str, Any]) -> s.Step | None:
    """Choices that are not of objects, a token copy, the source changing controller (or None)."""
    for applies, build in _CHOICE_RULES:
        if applies(spec):
            return build(spec, common)
    return None


_CHOICE_RULES: tuple[tuple[Callable[[StepSpec], bool], Callable[[StepSpec, dict[str, Any]], s.Step]], ...] = (
    (lambda sp: sp.action == "choose" and bool(sp.options) and not sp.detail("word"),  # "choose friend or foe"
     lambda sp, c: cs.ChooseOption(**c, options=sp.options, per_player=bool(sp.detail("per_player")))),
    (lambda sp: sp.action == "choose" and sp.detail("from") == "next_player",  # "… controlled by the next player"
     lambda sp, c: cs.ChooseFromNext(**c, picks=_picks(sp))),
    (lambda sp: sp.action == "gain_control" and bool(sp.detail("chosen") or sp.detail("for_which")),
     lambda sp, c: cs.GainControlChosen(**c, objects=sp.creatures or s.ANY, for_which=bool(sp.detail("for_which")),
                                        those=sp.detail("chosen") == "those")),
    (lambda sp: sp.action == "return" and sp.detail("chosen") == "those",  # "Return those lands to their owners' …"
     lambda sp, c: cs.ReturnChosen(**c, objects=sp.creatures or s.ANY)),
    (lambda sp: sp.action == "choose" and bool(sp.detail("random_player")),  # "choose a player at random"
     lambda sp, c: cs.RandomPlayerPerObject(**c, objects=sp.creatures or s.ANY)),
    (lambda sp: sp.action == "untap" and bool(sp.detail("those")),
     lambda sp, c: cs.UntapThose(**c, noun=sp.detail("those_noun", "permanents"))),
    (lambda sp: sp.action == "choose" and bool(sp.detail("word")),  # "chooses a creature type"
     lambda sp, c: cs.ChooseWord(**c, kind=sp.detail("word"), options=sp.options, only=sp.detail("only"),
                                 named=bool(sp.detail("named")), inline=bool(sp.detail("inline")),
                                 objects=sp.creatures)),
    (lambda sp: sp.action == "choose" and sp.detail("target") == "object",  # "choose target creature you control"
     lambda sp, c: cs.ChooseTarget(**c, objects=sp.creatures or s.ANY)),
    (lambda sp: sp.action == "create" and sp.detail("copy") == "target",  # "a token that's a copy of that creature"
     lambda sp, c: cs.CreateCopyOfTarget(**c, amount=step_amount(sp), noun=sp.detail("noun", "creature"))),
    (lambda sp: sp.action == "create" and bool(sp.detail("copy")),  # "a token that's a copy of a creature …"
     lambda sp, c: cs.CreateCopy(**c, picks=_picks(sp))),
    (lambda sp: bool(sp.detail("target_check")),  # "chooses target player who has more life than they do …"
     lambda sp, c: cs.TargetOpponentCheck(**c, measure=sp.detail("target_check"), objects=sp.creatures)),
    (lambda sp: bool(sp.detail("chooser_may")),  # "The first player may have this deal 1 damage to the second …"
     lambda sp, c: cs.ChooserMayDamage(**c, amount=step_amount(sp), source=sp.source)),
    (lambda sp: bool(sp.detail("piles")), lambda sp, c: _piles(sp, c)),  # 700.3
    (lambda sp: sp.action == "pay" and sp.detail("what") == "mana_or_life",  # "pay {R}{R} or 2 life"
     lambda sp, c: cs.PayEither(**c, mana=int(sp.detail("mana")), life=sp.amount or 0, cost=sp.detail("cost"))),
)


def _piles(spec: StepSpec, common: dict[str, Any]) -> s.Step:
    kind, objects = spec.detail("piles"), spec.creatures or s.ANY
    if kind == "separate":
        return cs.SeparatePiles(**common, objects=objects)
    if kind == "choose":
        return cs.ChoosePile(**common)
    pile = cs.DestroyPile if spec.action == "destroy" else cs.TapPile
    return pile(**common, objects=objects, chosen=kind == "chosen")


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
        elif slot is not None:
            flt = slot.filter
            alternatives.append(s.SacrificeInstead(flt) if action == "sacrifice" else s.DiscardInstead(flt))
    return tuple(alternatives)


def _pick_step(spec: StepSpec, common: dict[str, Any]) -> s.Step:
    picks, amount = _picks(spec), step_amount(spec)
    builders: dict[str, Callable[[], s.Step]] = {
        "sacrifice": lambda: s.Sacrifice(**common, picks=picks, amount=amount),
        "discard": lambda: s.Discard(**common, picks=picks, amount=amount,
                                     whole_hand=bool(spec.slots) and spec.slots[0].whole_zone),
        "exile": lambda: s.ExileFromHand(**common, picks=picks, amount=amount),
        "return": lambda: s.ReturnFromGraveyard(**common, picks=picks, amount=amount,
                                                to=spec.destination or "hand", tapped=bool(spec.detail("tapped")),
                                                action=spec.detail("verb", "return")),
        "search": lambda: s.Search(**common, picks=picks, amount=amount, to=spec.destination or "hand",
                                   reveal=bool(spec.detail("reveal")), tapped=bool(spec.detail("tapped")),
                                   shuffle=bool(spec.detail("shuffle"))),
        "scry": lambda: s.Scry(**common, picks=picks, amount=amount),
        "surveil": lambda: s.Surveil(**common, picks=picks, amount=amount),
    }
    return builders[spec.action]()


def _plain_step(spec: StepSpec, common: dict[str, Any]) -> s.Step:
    amount = step_amount(spec)
    builders: dict[str, Callable[[], s.Step]] = {
        "lose_life": lambda: s.LoseLife(**common, amount=amount),
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


def _object_step(spec: StepSpec, common: dict[str, Any]) -> s.Step:
    """The families on objects, in the order the engine always tried them (the board's own first)."""
    for applies, build in _BOARD_RULES + _OBJECT_RULES:
        if applies(spec):
            return build(spec, common)
    return s.Unperformed(**common, action=spec.action)


def _choose(spec: StepSpec, common: dict[str, Any]) -> s.Step:
    total = None
    if spec.detail("total"):
        prop, limit = spec.detail("total").split(":")
        total = (prop, int(limit))
    return s.Choose(**common, picks=_picks(spec), among=spec.creatures, zone=spec.detail("from", "battlefield"),
                    total=total)


def _mass(spec: StepSpec, common: dict[str, Any]) -> s.Step:
    zone = spec.detail("from") or ("graveyard" if spec.action == "return" else "battlefield")
    fields: dict[str, Any] = {**common, "objects": spec.creatures or s.ANY, "zone": zone,
                              "own_zone": spec.detail("scope") == "own",
                              "opponents_zones": spec.detail("scope") == "opponents", "zone_of": spec.detail("zone_of"),
                              "zones_of": spec.detail("zones_of") or None}
    if spec.action in ("return", "put"):
        moves = s.ReturnAll if spec.action == "return" else s.PutAll
        return moves(**fields, to=spec.destination, to_you=spec.detail("control") == "you",
                     with_counter=spec.detail("with_counter") or None)
    if spec.action == "destroy":
        return s.DestroyAll(**fields)
    return s.GainControlAll(**fields) if spec.action == "gain_control" else s.ExileAll(**fields)


def _of_that_player(spec: StepSpec) -> str | None:
    """"… target permanent that player controls" / "… of their choice": the target is among that player's
    permanents (115.1), never anyone's."""
    if spec.detail("chooser") == "that_player":
        return "that_player"  # "of their choice": that player picks it
    return "of_that_player" if spec.detail("whose") == "that_player" else None


def _move_target(spec: StepSpec, common: dict[str, Any]) -> s.Step:
    """"Destroy / exile / gain control of [up to one] target …" (115.1), one per opponent after "For each
    opponent," (601.2c)."""
    per = spec.targets_per or _of_that_player(spec)
    fields = {**common, "objects": spec.creatures or s.ANY, "per": per, "up_to": bool(spec.detail("up_to")),
              "holders_gain_power": spec.detail("holders_gain") == "power", "count": target_count(spec),
              "and_target": bool(spec.detail("and_target"))}
    if spec.action == "gain_control":
        return tg.GainControlTarget(**fields, duration=spec.detail("duration") or None)
    if spec.action == "put":
        return tg.PutTargetFromGraveyard(**fields, yours=spec.detail("owner") == "you")
    if spec.action == "exile" and spec.detail("duration") == "until_source_leaves":  # 610.3
        return tg.ExileTarget(**fields, until_source_leaves=True)
    return _either(spec, tg.ExileTarget, tg.DestroyTarget, **fields)


def _either(spec: StepSpec, exile: type[s.Step], other: type[s.Step], **fields: Any) -> s.Step:
    """The exile form of a family, or its other form (destroy, sacrifice)."""
    return (exile if spec.action == "exile" else other)(**fields)


def _token_size(sp: StepSpec) -> a.Amount | None:
    """An X/X token's power and toughness: X as the text defines it ("where X is …") or as chosen (107.3)."""
    if sp.size_ref is not None:
        return amount_of_ref(sp.size_ref)
    return a.X() if sp.detail("pt").lower() == "x/x" else None


_Rule = tuple[Callable[[StepSpec], bool], Callable[[StepSpec, dict[str, Any]], s.Step]]
_OBJECT_RULES: tuple[_Rule, ...] = (
    (lambda sp: sp.action == "choose", _choose),
    (lambda sp: sp.action == "pay" and (sp.amount is not None or sp.amount_ref is not None or sp.uses_x),
     lambda sp, c: s.PayFixed(**c, what=sp.detail("what", "mana"), amount=step_amount(sp),
                              unless=bool(sp.detail("unless")), mana=sp.detail("mana") or None)),
    (lambda sp: sp.action == "pay", lambda sp, c: s.Pay(**c, what=sp.detail("what", "mana"))),
    (lambda sp: bool(sp.detail("most_votes")),
     lambda sp, c: _either(sp, s.ExileMostVoted, s.DestroyMostVoted, **c)),
    (lambda sp: bool(sp.detail("self")) and sp.action == "return", lambda sp, c: ReturnSource(**c)),
    (lambda sp: bool(sp.detail("self")), lambda sp, c: _either(sp, s.ExileSource, s.SacrificeSource, **c)),
    (lambda sp: bool(sp.detail("per_voter")),
     lambda sp, c: s.GainControlPerVoter(**c, option=sp.detail("per_voter"))),
    (lambda sp: sp.detail("target") == "object" and bool(sp.detail("library")),
     lambda sp, c: LibraryTarget(**c, objects=sp.creatures or s.ANY, end=sp.detail("library"))),
    (lambda sp: sp.detail("target") == "object" and sp.action == "return",
     lambda sp, c: ReturnTarget(**c, objects=sp.creatures or s.ANY, per=_of_that_player(sp), count=target_count(sp))),
    (lambda sp: sp.action == "attach" and sp.detail("it_bound") == "created", lambda sp, c: tg.AttachToCreated(**c)),
    (lambda sp: sp.action == "attach", lambda sp, c: tg.AttachToTarget(**c, objects=sp.creatures or s.ANY)),
    (lambda sp: sp.detail("target") == "object", _move_target),
    (lambda sp: sp.action == "exile" and bool(sp.slots) and sp.slots[0].whole_zone,
     lambda sp, c: s.ExileZone(**c, zone=sp.detail("from", "graveyard"), face_down=sp.detail("face") == "down")),
    (lambda sp: sp.action in ("sacrifice", "discard", "exile") and bool(sp.detail("rest")),
     lambda sp, c: {"sacrifice": s.SacrificeRest, "discard": s.DiscardRest, "exile": s.ExileRest}[sp.action](
         **c, objects=sp.creatures or s.ANY, zone=sp.detail("from", "battlefield"),
         everything=bool(sp.detail("all")))),
    (lambda sp: sp.action == "put" and bool(sp.detail("all")), _mass),
    (lambda sp: sp.action in ("put", "return") and bool(sp.detail("this_way")),
     lambda sp, c: s.PutThisWay(**{**c, "action": sp.action}, ref_action=sp.detail("this_way"),
                                to=sp.destination or "battlefield")),
    (lambda sp: sp.action == "damage",
     lambda sp, c: s.Damage(**c, amount=step_amount(sp), source=sp.source, objects=sp.creatures or s.ANY,
                            theirs=bool(sp.detail("theirs")),
                            to_players=sp.players_too)),
    (lambda sp: sp.action in ("destroy", "exile", "gain_control", "return") and bool(sp.detail("all")), _mass),
    (lambda sp: sp.action == "create",
     lambda sp, c: s.Create(**c, token=sp.detail("token") or "Token", amount=step_amount(sp), **token_traits(sp),
                            size=_token_size(sp), tapped=bool(sp.detail("tapped")), ability=sp.ability,
                            named=sp.detail("named") or None)),
    (lambda sp: sp.action == "shuffle",
     lambda sp, c: s.Shuffle(**c, zones=tuple(z for z in sp.detail("zones", "hand").split(",") if z))),
    (lambda sp: sp.action == "lose_game", lambda sp, c: s.LoseGame(**c)),
    (lambda sp: sp.action == "put",
     lambda sp, c: s.PutFromHand(**c, picks=_picks(sp), tapped=bool(sp.detail("tapped")))),
    (lambda sp: sp.action == "exile" and sp.detail("from") == "library",
     lambda sp, c: s.ExileTop(**c, amount=step_amount(sp), face_down=sp.detail("face") == "down")),
    (lambda sp: sp.action == "return" and sp.detail("from") == "battlefield" and bool(sp.slots),
     lambda sp, c: s.ReturnToHand(**c, picks=_picks(sp), amount=step_amount(sp))),
    (lambda sp: sp.action == "counter",
     lambda sp, c: s.PutCounters(**c, objects=sp.creatures or s.ANY, kind=sp.detail("counter", "+1/+1"),
                                 amount=step_amount(sp), own=bool(sp.detail("own")))),
    (lambda sp: sp.action in ("tap", "untap"),
     lambda sp, c: (s.TapAll if sp.action == "tap" else s.UntapAll)(**c, objects=sp.creatures or s.ANY,
                                                                   own=bool(sp.detail("own")),
                                                                   zones_of=sp.detail("zones_of") or None)),
)


_LIBRARY_STEPS = library_steps(step_amount, _picks)  # the top of a library, hands, exile (convert_library.py)
