"""Amounts and conditions of a plan, worked out on the state as the step applies (608.2h, 608.2c).

One small function per expression type, found by the expression's type (no string dispatch).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from bot.catalog import t
from bot.errors import BotError
from bot.i18n.plural import NounRef

from ..grammar import TypeFilter
from ..grammar.spanish_terms import counter_word
from ..model import GameObject
from ..plan import amounts as a
from ..registry import register_once
from ..result import EventRecord, StepResult
from .devotion_count import devotion
from .past_actions import matches_past
from .referents import target_player, that_player

if TYPE_CHECKING:
    from .state import State

_COLOR_SYMBOLS = {"white": "w", "blue": "u", "black": "b", "red": "r", "green": "g"}
_Eval = Callable[["State", Any, "str | None"], int]
_VALUES: dict[type, _Eval] = {}


def _value(kind: type) -> Callable[[_Eval], _Eval]:
    def register(fn: _Eval) -> _Eval:
        return register_once(_VALUES, (kind,), fn, "amount evaluators")
    return register


def value_of(state: State, amount: a.Amount, player: str | None = None) -> int:
    return _VALUES[type(amount)](state, amount, player)


def _whose(state: State, whose: a.Whose, player: str | None) -> str:
    if whose is a.Whose.THAT:  # the trigger's "that player" (the active player's, unless the scenario says)
        return that_player(state)
    if whose in (a.Whose.TARGET, a.Whose.TARGET_OPPONENT):  # "in target player's graveyard" (115.1)
        return target_player(state)
    if whose in (a.Whose.ENCHANTED, a.Whose.EQUIPPED):  # "in its controller's graveyard" (303.4, 301.5)
        return _attached_controller(state)
    return state.game.controller if whose in (a.Whose.YOU, a.Whose.SOURCE_CONTROLLER) or player is None else player


def _attached_controller(state: State) -> str:
    """Who controls the permanent the source is attached to: the scenario's ``attached_to`` (the loader asks for it
    when missing, event_facts.py), on a battlefield, or the scenario is wrong (303.4b, 301.5a)."""
    name = (state.scenario.attached_to or "").casefold()
    held = next((p.name for p in state.game.players for o in p.battlefield if name and o.name.casefold() == name), None)
    if held is None:
        raise BotError.of("bad_scenario", "apnap.error.attached_kind", field="attached_to", lang=state.lang,
                          name=state.scenario.attached_to or "—", what="permanent")
    return held


@_value(a.PlayersStanding)
def _players_standing(state: State, e: a.PlayersStanding, player: str | None) -> int:
    """"For each opponent who controls fewer creatures than you": those players, counted now (608.2h)."""
    from .standing import picked  # standing reads the state: imported where it is needed

    everyone = [p.name for p in state.game.players if not p.lost and state.in_range(p.name)]
    if e.base == "each_opponent":
        everyone = [n for n in everyone if n in state.game.opponents(state.game.controller)]
    return len(picked(state, e.standing, everyone))


@_value(a.OpponentCount)
def _opponent_count(state: State, e: a.OpponentCount, player: str | None) -> int:
    """"For each opponent you have" (102.2, 102.3): every player not on the team, less any who left the game
    (800.4a); a count of seats, so nothing on the board is asked."""
    who = _whose(state, e.whose, player)
    return sum(1 for name in state.game.opponents(who) if not state.game.player(name).lost)


@_value(a.PlayerCounters)
def _player_counters(state: State, e: a.PlayerCounters, player: str | None) -> int:
    """"For each experience counter you have" (122.1): the board's counters on the player; poison (122.1f) and
    energy (122.1b) have fields of their own, and energy the board did not give is asked, never taken as none."""
    who = state.game.player(_whose(state, e.whose, player))
    if e.kind == "poison":
        return who.poison
    if e.kind == "energy":
        if who.energy is None:
            raise BotError.of("choice_needed", "apnap.error.player_counters_unknown", field="players",
                              lang=state.lang, player=who.name, kind=counter_word(e.kind, state.lang))
        return who.energy
    return who.counters.get(e.kind, 0)


# ------------------------------------------------------------------------------------ plain numbers
@_value(a.Fixed)
def _fixed(state: State, e: a.Fixed, player: str | None) -> int:
    return e.n


@_value(a.X)
def _x(state: State, e: a.X, player: str | None) -> int:
    return state.scenario.x or 0


@_value(a.WhereX)
def _where_x(state: State, e: a.WhereX, player: str | None) -> int:
    """"…, where X is …": X is what the text defines, worked out on the board (107.3c: nobody chooses it).

    The scenario's ``x`` is for an X a player chooses (107.3a), so it never answers a definition: a fact the
    board does not show ("the exiled card's mana value" of a card given by name only) is asked for, never
    guessed; a given ``x`` that differs from what the board gives is not used, and a warning says so."""
    given = state.scenario.x
    defined = value_of(state, e.a, player)
    if given is not None and given != defined:
        note = t("apnap.warning.x_defined", state.lang, given=given, value=defined)
        if note not in state.warnings:
            state.warnings.append(note)
    return defined


@_value(a.Plus)
def _plus(state: State, e: a.Plus, player: str | None) -> int:
    return value_of(state, e.a, player) + e.n


@_value(a.Times)
def _times(state: State, e: a.Times, player: str | None) -> int:
    return value_of(state, e.a, player) * value_of(state, e.b, player)


@_value(a.Divided)
def _divided(state: State, e: a.Divided, player: str | None) -> int:
    value = value_of(state, e.a, player)
    return -(-value // e.by) if e.round_up else value // e.by


@_value(a.NonNegative)
def _non_negative(state: State, e: a.NonNegative, player: str | None) -> int:
    return max(0, value_of(state, e.a, player))


# ------------------------------------------------------------------------------------ what happened
@_value(a.Accepted)
def _accepted(state: State, e: a.Accepted, player: str | None) -> int:
    step = next((s for s in reversed(state.steps) if any(c.answer for c in s.choices)), None)
    return sum(1 for c in (step.choices if step else []) if c.answer == "yes")


@_value(a.VotesFor)
def _votes_for(state: State, e: a.VotesFor, player: str | None) -> int:
    tally: Counter[str] = state.last_tally or Counter()
    key = next((o for o in state.vote_options if o.casefold() == e.option.casefold()), e.option)
    return int(tally.get(key, 0))


def _unnamed_event(ev: EventRecord) -> bool:
    """An event that names no card it moved or showed: a zone nobody described, a shuffled library (701.24a), or
    cards their owner ordered unseen (401.4)."""
    return bool(ev.extra.get("unknown") or ev.extra.get("shuffled") or ev.extra.get("order_hidden"))


def checked_value(state: State, obj: GameObject, prop: str, value: int | None) -> int:
    """A power, toughness or mana value read from ``obj`` (on the battlefield after the layers, or a spell's as
    given): a land's missing mana value is 0 (202.3a), a mana value is never below 0 (107.1b), and a
    value the board does not give is asked, never taken as 0."""
    if value is None and prop == "mana_value" and "land" in obj.types:
        return 0
    if value is None:
        raise BotError.of("choice_needed", "apnap.error.property_needed", suggestions=[obj.name], field="players",
                          lang=state.lang, prop=NounRef(prop), key=prop, names=obj.name)
    return max(0, value) if prop == "mana_value" else value


def unknown_that_many(state: State, amount: a.Amount, player: str) -> bool:
    """"Then draws that many cards" after a step this player did in a zone nobody described, or "the greatest number
    of cards a player discarded this way" after anyone's: how many is not known (never read as 0)."""
    if isinstance(amount, a.GreatestThisWay | a.TotalThisWay):  # "the greatest number of cards a player discarded
        step = _step_of(state, amount.action)  # this way": anyone's zone nobody described leaves it unknown
        return step is not None and (any(c.unknown for c in step.choices)
                                     or any(e.extra.get("unknown") for e in step.events))
    if not isinstance(amount, a.ThatMany):
        return False
    step = _step_of(state, amount.action)
    if step is None:
        return False
    return (any(c.player == player and c.unknown for c in step.choices)
            or any(e.player == player and e.extra.get("unknown") and e.amount is None for e in step.events))


def _is(done: str, action: str) -> bool:
    return matches_past(done, action)


def _step_of(state: State, action: str | None) -> StepResult | None:
    """The latest earlier step of ``action`` (None: the step before); with none in the effect, the cost paid of that
    action ("Exile any number of cards from your graveyard: … where X is the number of cards exiled this way": the
    cards the cost exiled, 601.2h, 608.2c)."""
    earlier = state.steps[:-1] if state.steps else []  # the step being resolved is already listed
    if action is None:
        return earlier[-1] if earlier else None
    return next((s for s in [*reversed(earlier), *reversed(state.costs)] if _is(s.action, action)), None)


def _known_or_asked(state: State, action: str | None, who: str | None = None) -> None:
    """A "this way" count over a step that reached a zone nobody described ("discards two cards" from a hand nobody
    saw: none, one or two) is asked for, never counted as 0 or as the printed number (quick mode stays honest)."""
    step = _step_of(state, action)
    if step is None:
        return
    unknown = [c.player for c in step.choices if c.unknown]
    unknown += [str(ev.extra.get("unseen_of", ev.player)) for ev in step.events if ev.extra.get("unknown")]
    for name in unknown:
        if who is None or name == who:
            raise _unknown_count(state, name)


def _per_player(state: State, action: str | None, flt: TypeFilter | None = None) -> dict[str, int] | None:
    """How much each player ``action``-ed in the latest earlier step of that action (None: the step before);
    with ``flt``, only the objects of that kind ("creature cards discarded this way")."""
    step = _step_of(state, action)
    if step is None:
        return None
    if flt is not None:
        return _kinds_per_player(state, step, flt, action == "to_your_graveyard")
    per: dict[str, int] = {}
    for ev in step.events:
        if ev.extra.get("unseen_of"):  # a mass move that reached a zone nobody described (act_mass._mass_move)
            raise _unknown_count(state, str(ev.extra["unseen_of"]))
        per[ev.player] = per.get(ev.player, 0) + _how_many(ev)
    for c in step.choices:  # a whole hand from an unknown zone still counts as chosen
        if c.unknown:
            per.setdefault(c.player, 0)
    return per


def _how_many(ev: EventRecord) -> int:
    """What "that many" counts of one event: its objects, or its amount; of counters put or removed, the counters
    ("Remove all +1/+1 counters from target creature you control. Draw that many cards.", 122.1), not the one
    permanent that had them."""
    if ev.action in ("counter", "remove_counter") and ev.amount is not None:
        return ev.amount * max(1, len(ev.objects))
    if ev.action in _NOT_DONE:  # "a spell that can't be countered" was not countered this way (101.2)
        return 0
    if ev.action == "damage" and ev.objects and ev.amount is not None:  # "… deals 2 damage to target creature.
        # You gain that much life.": the damage dealt to it (120.3, 608.2c); an event's amount is what each of its
        # objects was dealt, so "deals 2 damage to each creature. You gain life equal to the damage dealt this way"
        # is 2 for each creature, never one per creature (judge: 2 x 5 creatures is 10 life, not 5 or 6)
        return ev.amount * len(ev.objects)
    return len(ev.objects) if ev.objects else (ev.amount or 0)


_NOT_DONE = frozenset({"not_countered"})  # events that say an instruction did nothing to their objects


def _kinds_per_player(state: State, step: StepResult, flt: TypeFilter, yours: bool = False) -> dict[str, int]:
    """Objects of ``flt``'s kind each player moved in ``step`` (``yours``: only cards the controller owns, "put into
    your graveyard this way"); cards nobody named are asked for, not counted."""
    per: dict[str, int] = {}
    controller = state.game.controller
    for ev in (e for e in step.events if e.action not in _NOT_DONE):
        if _unnamed_event(ev) or any(not o.known for o in ev.objects) or (
                not ev.objects and (ev.amount or 0) > 0):
            if yours and ev.player != controller and not ev.objects:
                continue  # another player's unnamed cards went to their own graveyard (mill, discard: 701.17a)
            raise BotError.of("choice_needed", "apnap.error.kinds_unknown", field="players", lang=state.lang,
                              player=ev.player)
        per[ev.player] = per.get(ev.player, 0) + sum(1 for o in ev.objects if state.matches(flt, o, ev.player)
                                                     and (not yours or o.owner == controller))
    for c in step.choices:
        if c.unknown:
            raise BotError.of("choice_needed", "apnap.error.kinds_unknown", field="players", lang=state.lang,
                              player=c.player)
    return per


def _unknown_count(state: State, who: str) -> BotError:
    """A "this way" count of a player whose cards nobody described: asked for, never taken as 0."""
    return BotError.of("choice_needed", "apnap.error.this_way_unknown", field="players", lang=state.lang, player=who)


@_value(a.ThatMany)
def _that_many(state: State, e: a.ThatMany, player: str | None) -> int:
    per = _per_player(state, e.action, e.filter)
    who = _whose(state, e.whose, player)
    step = _step_of(state, e.action) if e.action is not None else None
    if step is not None and (any(c.player == who and c.unknown for c in step.choices)
                             or any(ev.player == who and ev.extra.get("unknown") for ev in step.events)):
        raise _unknown_count(state, who)  # "the number of cards they discarded this way" from a hand nobody saw
    return 0 if per is None else per.get(who, 0)


@_value(a.EveryRound)
def _every_round(state: State, e: a.EveryRound, player: str | None) -> int:
    """All earlier steps of that action added up for this player (each round of a repeated process)."""
    who = _whose(state, e.whose, player)
    earlier = state.steps[:-1] if state.steps else []
    return sum(ev.amount or len(ev.objects) for s in earlier if s.action == e.action for ev in s.events
               if ev.player == who)


@_value(a.EventAmount)
def _event_amount(state: State, e: a.EventAmount, player: str | None) -> int:
    """The triggering event's amount (603.2): the scenario gives it (event_facts.py refuses to load without)."""
    if state.scenario.event_amount is None:  # pragma: no cover - the loader asks for it first
        raise ValueError("an event amount with none given")
    state.cite("603.2", step=state.steps[-1] if state.steps else None)
    return state.scenario.event_amount


# What takes life from a player (119.3): losing it, damage without infect (120.3a), paying it (119.4).
def _life_taken(ev: EventRecord) -> int:
    if ev.action == "lose_life" or (ev.action == "damage" and not ev.objects and not ev.extra.get("infect")):
        return ev.amount or 0
    return (ev.amount or 0) if ev.action == "pay" and ev.extra.get("what") == "life" else 0


@_value(a.LifeLostThisTurn)
def _life_lost_this_turn(state: State, e: a.LifeLostThisTurn, player: str | None) -> int:
    """Life lost this turn before the effect (the scenario's) plus what this effect's earlier steps took (608.2h)."""
    who = _whose(state, e.whose, player)
    before = (state.scenario.life_lost_this_turn or {}).get(who, 0)
    earlier = state.steps[:-1] if state.steps else []
    return before + sum(_life_taken(ev) for s in earlier for ev in s.events if ev.player == who)


@_value(a.DrawnThisTurn)
def _drawn_this_turn(state: State, e: a.DrawnThisTurn, player: str | None) -> int:
    """Cards drawn this turn before the effect (the scenario's) plus those this effect's earlier steps drew (121.1,
    608.2h). A draw whose number nobody knows ("that many" of a hand nobody described) is asked, never taken as 0."""
    who = _whose(state, e.whose, player)
    before = (state.scenario.drawn_this_turn or {}).get(who, 0)
    earlier = state.steps[:-1] if state.steps else []
    draws = [ev for s in earlier for ev in s.events if ev.player == who and ev.action == "draw"]
    if any(ev.amount is None for ev in draws):
        raise _unknown_count(state, who)
    return before + sum(ev.amount or 0 for ev in draws)


@_value(a.TurnStartCount)
def _turn_start(state: State, e: a.TurnStartCount, player: str | None) -> int:
    """What the player controlled at the beginning of this turn (the scenario's ``turn_start``): the board now is
    not the turn's start, so a player or kind the record leaves out is asked, never taken as 0 or as now."""
    from ..turn_facts import turn_start_needed

    who = _whose(state, e.whose, player)
    counts = (state.scenario.turn_start or {}).get(who, {})
    if e.kind not in counts:
        raise turn_start_needed(state.lang, who, tuple(p.name for p in state.game.players))
    return counts[e.kind]


@_value(a.ControlledThisWay)
def _controlled_this_way(state: State, e: a.ControlledThisWay, player: str | None) -> int:
    """The objects the latest step of ``action`` moved that this player controlled as they left (608.2h: last
    known information; the engine notes each permanent's controller as it leaves, State.left_control)."""
    step = _step_of(state, e.action)
    who = _whose(state, e.whose, player)
    if step is None:
        return 0
    if "battlefield" in state.game.player(who).unknown:  # what they controlled is counted as it left the
        raise _unknown_count(state, who)  # battlefield: one nobody described held what nobody knows
    return sum(1 for ev in step.events for o in ev.objects
               if state.left_control.get(o.uid, ev.player) == who
               and (e.filter is None or state.matches(e.filter, o, who)))


@_value(a.GreatestThisWay)
def _greatest(state: State, e: a.GreatestThisWay, player: str | None) -> int:
    per = _per_player(state, e.action)
    _known_or_asked(state, e.action)
    return 0 if per is None else max(per.values(), default=0)


@_value(a.TotalThisWay)
def _total(state: State, e: a.TotalThisWay, player: str | None) -> int:
    per = _per_player(state, e.action, e.filter)
    _known_or_asked(state, e.action)
    return 0 if per is None else sum(per.values())


@_value(a.Shortfall)
def _shortfall(state: State, e: a.Shortfall, player: str | None) -> int:
    per = _per_player(state, e.action)
    _known_or_asked(state, e.action, _whose(state, e.whose, player))
    return 0 if per is None else max(0, e.base - per.get(_whose(state, e.whose, player), 0))


# ------------------------------------------------------------------------------------ the board
def _described(state: State, who: str, zone: str, kinds: bool = False) -> list[GameObject]:
    """``who``'s ``zone`` for a count: undescribed (or, for ``kinds``, unnamed) is asked, never empty (400.2)."""
    cards = state.game.player(who).zone(zone)
    if zone in state.game.player(who).unknown or (kinds and any(not o.known for o in cards)):
        raise BotError.of("choice_needed", "apnap.error.zone_count_unknown", field="players", lang=state.lang,
                          player=who, zone=NounRef(zone))
    return cards


@_value(a.HandSize)
@_value(a.LibrarySize)
def _zone_size(state: State, e: a.HandSize | a.LibrarySize, player: str | None) -> int:
    return len(_described(state, _whose(state, e.whose, player), "hand" if isinstance(e, a.HandSize) else "library"))


@_value(a.GraveyardSize)
def _graveyard(state: State, e: a.GraveyardSize, player: str | None) -> int:
    who = _whose(state, e.whose, player)
    cards = _described(state, who, "graveyard", kinds=e.filter is not None)
    return len(cards) if e.filter is None else sum(1 for o in cards if state.matches(e.filter, o, who))


@_value(a.AllGraveyards)
def _all_graveyards(state: State, e: a.AllGraveyards, player: str | None) -> int:
    """"… in all graveyards" (404.2): every player's graveyard still in the game; one nobody described is asked."""
    players = [p.name for p in state.game.players if not p.lost]
    cards = [(who, o) for who in players for o in _described(state, who, "graveyard", kinds=e.filter is not None)]
    return sum(1 for who, o in cards if e.filter is None or state.matches(e.filter, o, who))


@_value(a.OnBattlefield)
def _on_battlefield(state: State, e: a.OnBattlefield, player: str | None) -> int:
    return sum(1 for p in state.game.players for o in p.battlefield if state.matches(e.filter, o, p.name))


@_value(a.LifeTotal)
def _life(state: State, e: a.LifeTotal, player: str | None) -> int:
    return state.life_of(_whose(state, e.whose, player))


@_value(a.HighestLife)
def _highest_life(state: State, e: a.HighestLife, player: str | None) -> int:
    """Among all players still in the game (800.4a: a player who left is no longer a player); a total nobody
    gave (quick mode) is asked for, never taken as the default."""
    players = [p for p in state.game.players if not p.lost]
    unknown = next((p.name for p in players if "life" in p.unknown), None)
    if unknown is not None:
        raise BotError.of("choice_needed", "apnap.error.life_totals_needed", field="players", lang=state.lang,
                          player=unknown)
    return max(state.life_of(p.name) for p in players)


@_value(a.CountOf)
def _count_of(state: State, e: a.CountOf, player: str | None) -> int:
    who = _whose(state, e.whose, player)
    if e.filter.control in ("target", "target_opponent") and state.scenario.target is not None:
        who = state.scenario.target  # "for each tapped creature target opponent controls": that one's (115.1)
    return sum(1 for o in state.game.player(who).battlefield if state.matches(e.filter, o, who))


@_value(a.Devotion)
def _devotion(state: State, e: a.Devotion, player: str | None) -> int:
    """700.5: counted as a devotion condition counts it (devotion_count.py: a mana cost nobody gave is asked)."""
    colors = (e.color,) if e.color in _COLOR_SYMBOLS else ()  # no colour's symbol: none counts, costs still asked
    return devotion(state, colors, _whose(state, e.whose, player))


@_value(a.Fewest)
def _fewest(state: State, e: a.Fewest, player: str | None) -> int:
    """"The player who controls the fewest" / has the fewest cards in hand (players in range)."""
    counts = []
    for q in state.game.players:
        if q.lost or not state.in_range(q.name):
            continue
        if e.filter is None:
            counts.append(len(q.hand))
        else:
            flt: TypeFilter = e.filter
            counts.append(sum(1 for o in q.battlefield if state.matches(flt, o, q.name)))
    return min(counts, default=0)


# ------------------------------------------------------------------------------------ conditions
_Check = Callable[["State", Any], bool]
_CONDITIONS: dict[type, _Check] = {}


def _condition(kind: type) -> Callable[[_Check], _Check]:
    def register(fn: _Check) -> _Check:
        return register_once(_CONDITIONS, (kind,), fn, "condition checks")
    return register


def holds(state: State, condition: a.Condition) -> bool:
    return _CONDITIONS[type(condition)](state, condition)


def _tally(state: State) -> tuple[Counter[str], int, bool]:
    tally = state.last_tally or Counter()
    counts = [tally.get(o, 0) for o in state.vote_options]
    top = max(counts, default=0)
    return tally, top, counts.count(top) > 1


@_condition(a.VoteTied)
def _vote_tied(state: State, c: a.VoteTied) -> bool:
    return _tally(state)[2]


@_condition(a.VoteWins)
def _vote_wins(state: State, c: a.VoteWins) -> bool:
    tally, top, tied = _tally(state)
    key = next((o for o in state.vote_options if o.casefold() == c.option.casefold()), c.option)
    wins = tally.get(key, 0) == top and not tied and top > 0
    return wins or (c.or_tied and tied)


def _latest(state: State, action: str) -> EventRecord | None:
    """The controller's latest flip or roll in this effect ("If you win the flip": the controller's, 705.2)."""
    mine = [e for s in state.steps for e in s.events if e.action == action and e.player == state.game.controller]
    return mine[-1] if mine else None


@_value(a.RollResult)
def _roll_result(state: State, e: a.RollResult, player: str | None) -> int:
    latest = _latest(state, "roll")
    if latest is None:  # the grammar reads "the result" only after a roll (leads.check_references)
        raise ValueError("the result of no roll")
    return int(latest.extra.get("result", 0))


@_condition(a.FlipWon)
def _flip_won(state: State, c: a.FlipWon) -> bool:
    latest = _latest(state, "flip")
    return latest is not None and (latest.extra.get("result") == "won") is c.won


@_condition(a.RollIs)
def _roll_is(state: State, c: a.RollIs) -> bool:
    latest = _latest(state, "roll")
    return latest is not None and c.low <= int(latest.extra.get("result", 0)) <= c.high


@_condition(a.Kicked)
def _kicked(state: State, c: a.Kicked) -> bool:
    return c.kicked == state.scenario.kicked


#: Instructions done to objects: one that moved or touched no object was not done ("if you do" is false).
_ACTS_ON_OBJECTS = frozenset({"sacrifice", "discard", "exile", "destroy", "return", "put", "put_on_bottom", "tap",
                              "untap", "reveal"})


def instruction_before(state: State) -> StepResult | None:
    """The instruction a sentence follows: the last step not itself under "if you do" (a sentence's every step
    carries it: "If you do, each opponent loses 2 life and you gain 2 life"); "If you can't" looks back at it too."""
    return next((s for s in reversed(state.steps) if s.index not in state.under_if_you_did), None)


def acted_events(events: list[EventRecord], action: str) -> list[EventRecord]:
    """The events of a step in which it acted on something: a card no board shows that the effect moved as found
    where it went (400.7e, act_moved.found_card), a card of their choice from a zone nobody described (the event
    says "unknown"), and the source no board shows, named by the step's own event ("Dave sacrifices Blind Zealot":
    said done, so it was done)."""
    return [e for e in events if e.objects or e.extra.get("found") or e.extra.get("unknown")
            or (e.labels and e.action == action)]


@_condition(a.YouDid)
def _you_did(state: State, c: a.YouDid) -> bool:
    """The step before: the controller said yes to its "may", or acted in it."""
    before = instruction_before(state)
    you = state.game.controller if c.who == "you" else that_player(state)
    if before is None:
        return False
    answers = [ch.answer for ch in before.choices if ch.player == you and ch.answer is not None]
    mine = [e for e in before.events if e.player == you]
    acted = acted_events(mine, before.action)
    if before.action in _ACTS_ON_OBJECTS and mine and not acted:
        return False  # a "yes" to "you may sacrifice an artifact" with no artifact to sacrifice is not doing it
    if answers:
        return answers[-1] != "no"
    return bool(acted) or any((e.amount or 0) > 0 for e in mine)


@_condition(a.YouDidnt)
def _you_didnt(state: State, c: a.YouDidnt) -> bool:
    """"If you don't, …": the controller did not take the instruction just before."""
    return not _you_did(state, c)


@_condition(a.Controls)
def _controls(state: State, c: a.Controls) -> bool:
    """"If you control a Liliana planeswalker, …": counted as this part of the effect is reached (608.2c)."""
    if c.who != "you":  # the plan gives only the controller's: another player's needs a player to look at
        raise ValueError(f"no player for a condition on {c.who!r}")
    you = state.game.controller
    n = sum(1 for o in state.game.player(you).battlefield if state.matches(c.filter, o, you))
    return n >= c.at_least and (c.at_most is None or n <= c.at_most)


@_condition(a.Not)
def _not(state: State, c: a.Not) -> bool:
    return not holds(state, c.condition)


@_condition(a.AllOf)
def _all_of(state: State, c: a.AllOf) -> bool:
    return all(holds(state, part) for part in c.conditions)
