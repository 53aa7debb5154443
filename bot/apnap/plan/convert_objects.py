"""The step of an instruction on objects: the board's own families first, then picks, targets, all of a kind,
tokens, counters, tap and untap, tried in the order the engine always tried them.

Why apart from ``convert.py``: the object families are one ordered table of (applies, build) rules; the choice of
family for a spec that names objects is this table's alone, and ``convert.step_of`` only decides that it does.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ..grammar import StepSpec
from . import amounts as a
from . import steps as s
from . import targets as tg
from .convert_amounts import amount_of_ref, picks_of, step_amount
from .convert_board import board_rules, target_count, token_traits
from .defined_sizes import token_defines
from .steps_board import LibraryTarget, LibraryTopSource, ReturnSource, ReturnTarget, ShuffleSource

_BOARD_RULES = board_rules(step_amount, picks_of)  # the board's own steps (convert_board.py), tried first


def object_step(spec: StepSpec, common: dict[str, Any]) -> s.Step:
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
    return s.Choose(**common, picks=picks_of(spec), among=spec.creatures, zone=spec.detail("from", "battlefield"),
                    total=total, pool=spec.detail("pool", "own"), distinct=bool(spec.detail("distinct")),
                    by_controller=spec.detail("by") == "controller")


def _mass(spec: StepSpec, common: dict[str, Any]) -> s.Step:
    zone = spec.detail("from") or ("graveyard" if spec.action == "return" else "battlefield")
    fields: dict[str, Any] = {**common, "objects": spec.creatures or s.ANY, "zone": zone,
                              "own_zone": spec.detail("scope") == "own",
                              "opponents_zones": spec.detail("scope") == "opponents", "zone_of": spec.detail("zone_of"),
                              "zones_of": spec.detail("zones_of") or None,
                              "except_chosen": spec.detail("other") == "chosen",
                              "one_instruction": spec.detail("one_instruction") == "1"}
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
    fields = {**common, "objects": spec.creatures or s.ANY, "per": per,
              "holders_gain_power": spec.detail("holders_gain") == "power", "count": target_count(spec),
              "and_target": bool(spec.detail("and_target")), "chosen_first": bool(spec.detail("chosen_first"))}
    if spec.action == "gain_control":
        return tg.GainControlTarget(**fields, duration=spec.detail("duration") or None)
    if spec.action == "exchange_control":  # 701.12: the source and one target, or two targets joined later
        return tg.ExchangeControl(**fields, with_source=bool(spec.detail("with_source")))
    if spec.action == "put":
        return tg.PutTargetFromGraveyard(**fields, yours=spec.detail("owner") == "you")
    if spec.action == "sacrifice":  # "… choose target permanent …. Those players sacrifice those permanents" (701.21a)
        return tg.SacrificeTarget(**fields)
    if spec.action == "exile" and spec.detail("duration") == "until_source_leaves":  # 610.3
        return tg.ExileTarget(**fields, until_source_leaves=True, source_noun=spec.detail("until_noun") or "permanent")
    return _either(spec, tg.ExileTarget, tg.DestroyTarget, **fields)


def _either(spec: StepSpec, exile: type[s.Step], other: type[s.Step], **fields: Any) -> s.Step:
    """The exile form of a family, or its other form (destroy, sacrifice)."""
    return (exile if spec.action == "exile" else other)(**fields)


def _self_said(spec: StepSpec) -> str:
    """The noun of the self-reference the text prints at the end of the instruction, in English so both languages
    give one plan ("Exile this creature" / "Exilia esta criatura" → "creature"); "" for a name or a pronoun (the
    reading says "this permanent")."""
    m = _SELF_SAID.fullmatch(spec.detail("self").strip(" ."))  # the verb's own words ("Exile this creature"), not
    # a clause a pronoun's step keeps ("Sacrifícalo a menos que … este hechizo")
    noun = _SELF_NOUNS.get(m.group(1).lower(), m.group(1).lower()) if m else ""
    return "" if noun == "permanent" else noun  # the card's name is read as "this permanent": the default, unsaid


_SELF_SAID = re.compile(r"\w+ (?:this|este|esta) (\w+)", re.IGNORECASE)
_SELF_NOUNS = {"permanente": "permanent", "criatura": "creature", "artefacto": "artifact",
               "encantamiento": "enchantment", "tierra": "land", "hechizo": "spell"}


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
    (lambda sp: bool(sp.detail("self")) and sp.detail("library") == "top", lambda sp, c: LibraryTopSource(**c)),
    (lambda sp: bool(sp.detail("with_counters")),  # "Exile Arc Blade with three time counters on it" (122.1)
     lambda sp, c: s.ExileSource(**c, counter=sp.detail("counter"), counters=int(sp.detail("with_counters")))),
    (lambda sp: bool(sp.detail("self")) and sp.action == "shuffle",
     lambda sp, c: ShuffleSource(**c, by_owner=bool(sp.detail("by_owner")))),
    (lambda sp: bool(sp.detail("self")),
     lambda sp, c: _either(sp, s.ExileSource, s.SacrificeSource, **c, said=_self_said(sp))),
    (lambda sp: bool(sp.detail("per_voter")),
     lambda sp, c: s.GainControlPerVoter(**c, option=sp.detail("per_voter"))),
    (lambda sp: sp.detail("target") == "object" and bool(sp.detail("library")),
     lambda sp, c: LibraryTarget(**c, objects=sp.creatures or s.ANY, end=sp.detail("library"),
                                 by_owner=bool(sp.detail("by_owner")), position=int(sp.detail("position", "0")))),
    (lambda sp: sp.detail("target") == "object" and sp.action == "return",
     lambda sp, c: ReturnTarget(**c, objects=sp.creatures or s.ANY, per=_of_that_player(sp), count=target_count(sp))),
    (lambda sp: sp.action == "attach" and sp.detail("it_bound") == "created", lambda sp, c: tg.AttachToCreated(**c)),
    (lambda sp: sp.action == "attach" and bool(sp.detail("attach_what")),
     lambda sp, c: tg.AttachTargetTo(**c, attachment=sp.slots[0].filter, objects=sp.creatures or s.ANY,
                                     to_source=bool(sp.detail("to_source")))),
    (lambda sp: sp.action == "attach", lambda sp, c: tg.AttachToTarget(**c, objects=sp.creatures or s.ANY)),
    (lambda sp: sp.detail("target") == "object", _move_target),
    (lambda sp: sp.action == "exile" and bool(sp.slots) and sp.slots[0].whole_zone,
     lambda sp, c: s.ExileZone(**c, zone=sp.detail("from", "graveyard"), face_down=sp.detail("face") == "down")),
    (lambda sp: sp.action in ("sacrifice", "discard", "exile", "shuffle") and bool(sp.detail("rest")),
     lambda sp, c: {"sacrifice": s.SacrificeRest, "discard": s.DiscardRest, "exile": s.ExileRest,
                    "shuffle": s.ShuffleRest}[sp.action](
         **c, objects=sp.creatures or s.ANY, zone=sp.detail("from", "battlefield"),
         everything=bool(sp.detail("all")), all_other=sp.detail("said") == "all_other")),
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
                            named=sp.detail("named") or None, attacking=bool(sp.detail("attacking")),
                            defines=token_defines(sp))),
    (lambda sp: sp.action == "shuffle",
     lambda sp, c: s.Shuffle(**c, zones=tuple(z for z in sp.detail("zones", "hand").split(",") if z))),
    (lambda sp: sp.action == "lose_game", lambda sp, c: s.LoseGame(**c)),
    (lambda sp: sp.action == "put",
     lambda sp, c: s.PutFromHand(**c, picks=picks_of(sp), tapped=bool(sp.detail("tapped")))),
    (lambda sp: sp.action == "exile" and sp.detail("from") == "library",
     lambda sp, c: s.ExileTop(**c, amount=step_amount(sp), face_down=sp.detail("face") == "down")),
    (lambda sp: sp.action == "return" and sp.detail("from") == "battlefield" and bool(sp.slots),
     lambda sp, c: s.ReturnToHand(**c, picks=picks_of(sp), amount=step_amount(sp))),
    (lambda sp: sp.action == "counter",
     lambda sp, c: s.PutCounters(**c, objects=sp.creatures or s.ANY, kind=sp.detail("counter", "+1/+1"),
                                 amount=step_amount(sp), own=bool(sp.detail("own")))),
    (lambda sp: sp.action in ("tap", "untap"),
     lambda sp, c: (s.TapAll if sp.action == "tap" else s.UntapAll)(**c, objects=sp.creatures or s.ANY,
                                                                    own=bool(sp.detail("own")),
                                                                    zones_of=sp.detail("zones_of") or None,
                                                                    each=bool(sp.detail("each")),
                                                                    swap=bool(sp.detail("swap")))),
)
