"""A spec's counted references, picks and conditions as typed expressions (``plan/amounts.py``).

Why apart from ``convert.py``: every step type's converter needs the same three readings of a spec (how much, how
many objects of which kind, under which condition), and none of them depends on which step the spec becomes; they
are the one owner of the counted reference → :class:`~bot.apnap.plan.amounts.Amount` table.
"""

from __future__ import annotations

from collections.abc import Callable

from ..grammar import CountRef, Slot, StepSpec
from ..grammar.any_player_may import AnyoneDid
from ..grammar.branches import CouldNot, Otherwise
from ..grammar.reflexive import WhenYouDo
from ..grammar.specs import Standing
from . import amounts as a
from . import steps as s
from .convert_board import board_conditions

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
    "counters_this_way": lambda r, w: a.CountersThisWay(r.action or "remove_counter", r.option or ""),
    "opponents_comparing": lambda r, w: a.OpponentsComparing(r.filter or s.ANY, r.option == "fewer"),
    "total_power": lambda r, w: a.TotalPowerThisWay(r.action, r.filter),
    "event": lambda r, w: a.EventAmount(),
    "life_lost_this_turn": lambda r, w: a.LifeLostThisTurn(w),
    "drawn_this_turn": lambda r, w: a.DrawnThisTurn(w),
    "turn_start": lambda r, w: a.TurnStartCount(r.option or "lands", w),  # the turn's start record
    "died_this_turn": lambda r, w: a.DiedThisTurn(r.filter, r.option),  # 700.4: the turn's record
    "controlled_this_way": lambda r, w: a.ControlledThisWay(r.action, r.filter, w),
    "roll_result": lambda r, w: a.RollResult(),
    # "the greatest power among …", "the highest converted mana cost among …" (608.2h)
    "greatest_power": lambda r, w: a.GreatestPower(r.filter or s.ANY, r.option or "power"),
    "all_graveyards": lambda r, w: a.AllGraveyards(r.filter),  # "… in all graveyards" (404.2)
    # "for each Equipment attached to it" (301.5, 303.4): the board's attachments
    "attachments": lambda r, w: a.AttachedCount(tuple((r.option or "").split(",")), r.action or "source"),
    "land_types": lambda r, w: a.LandTypesAmong(w),  # domain: "basic land types among lands you control"
    "opponents": lambda r, w: a.OpponentCount(w),  # "for each opponent you have" (102.3)
    "player_counters": lambda r, w: a.PlayerCounters(r.option or "", w),  # "each experience counter you have" (122.1)
}


def _standing(ref: CountRef) -> Standing:
    if ref.standing is None:  # the grammar always gives "players" one: a bug, never a silent count
        raise ValueError("a count of players with no standing")
    return ref.standing


# whose count a reference's ``of`` names (any other: the acting player's)
_WHOSE = {"controller": a.Whose.YOU, "that_player": a.Whose.THAT, "target": a.Whose.TARGET,
          "target_opponent": a.Whose.TARGET_OPPONENT, "enchanted": a.Whose.ENCHANTED, "equipped": a.Whose.EQUIPPED,
          "source_controller": a.Whose.SOURCE_CONTROLLER}


def amount_of_ref(ref: CountRef) -> a.Amount:
    """A counted reference as an expression: ((raw + plus) × times [× X]) / divide, never below zero."""
    whose = _WHOSE.get(ref.of, a.Whose.ACTOR)
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
    return s.Pick(count, slot.filter, slot.up_to, slot.random, slot.count_ref is not None, slot.top)


def picks_of(spec: StepSpec) -> tuple[s.Pick, ...]:
    return tuple(pick_of(slot, spec) for slot in spec.slots)


def _decisions(spec: StepSpec) -> list[a.Condition]:
    """The conditions on a decision or an action before the sentence (608.2c): "If you do", "If the player doesn't",
    "If a player does", "If you can't" …"""
    found: list[a.Condition] = []
    if spec.if_you_did or spec.reflexive:  # "When you do" (603.12): the same "did", as a reflexive trigger
        found.append(WhenYouDo() if spec.reflexive else a.YouDid())
    if spec.if_you_didnt:
        found.append(a.YouDidnt())
    if spec.if_they_did or spec.if_they_didnt:  # "If the player does / doesn't, …": that player's answer
        found.append(a.YouDidnt("that_player") if spec.if_they_didnt else a.YouDid("that_player"))
    if spec.if_anyone is not None:  # "If a player does, …" / "If no one does, …" (grammar/any_player_may.py)
        found.append(AnyoneDid(did=spec.if_anyone))
    if spec.if_you_couldnt or spec.if_they_couldnt:  # "If you can't, …" / "If the player can't, …" (608.2c)
        found.append(CouldNot("you" if spec.if_you_couldnt else "that_player"))
    return found


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
    found += _decisions(spec)
    if spec.otherwise_of is not None:  # "Otherwise, …": the sentence before's condition does not hold
        found.append(Otherwise(of=condition_of(spec.otherwise_of)))
    found += board_conditions(spec)
    if len(found) > 1:
        return a.AllOf(tuple(found))
    return found[0] if found else None
