"""Amounts and conditions read from the board as a step reaches them (608.2h, 608.2c): the counters on the source,
the total power of what an earlier instruction moved, how many opponents control more or fewer, a sentence's own
board condition ("Then if you have 10 or less life, …"), what an earlier instruction did "this way".

Why a module: these are the value and condition types of the board's own steps, registered beside the others
(``values._value`` / ``values._condition``); a fact the board does not give is asked, or assumed in quick mode
with a warning, never guessed."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields, is_dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any

from bot.catalog import t
from bot.errors import BotError
from bot.i18n.plural import NounRef

from ..grammar.attached_conditions import AttachedIs
from ..grammar.conditions import Facts, YouAttacked
from ..grammar.conditions import holds as board_holds
from ..grammar.conditions_more import CastInMainPhase, DidThisWay, ManaSpent, SourceHasCounters
from ..grammar.history_conditions import HappenedThisTurn
from ..grammar.moved_card import MovedCardIs
from ..grammar.object_is import ObjectIs
from ..grammar.spanish_terms import counter_word
from ..grammar.specs import Subject
from ..plan import amounts as a
from .layers import layered_pt
from .moved_card import moved_card_holds
from .object_checks import object_is_holds
from .object_counters import counters_on as counters_on  # its one owner, read here by many
from .referents import that_player
from .turn_now import asked
from .turn_record import happened
from .values import _condition, _value, value_of

if TYPE_CHECKING:
    from .state import State
# A board condition's check another module answers, by its type: (state, check, its words) → holds
BOARD_CHECKS: dict[type, Callable[[State, Any, str], bool]] = {}
_ABSENT = -1  # State.counters key of a source not on the board: the counters this effect put on it still count


def names_that_player(value: object) -> bool:
    """Whether a typed condition names "that player" anywhere in its fields: a value ``"that_player"`` or a filter's
    ``of_that_player`` set ("if that player controls a creature", 608.2h). Walked over the typed check's fields (a
    filter's ``of_that_player=False`` does not name them), never over its printed form."""
    if isinstance(value, Enum):
        value = value.value
    if isinstance(value, str):
        return value == "that_player"
    if isinstance(value, dict):
        value = tuple(value.values())
    if isinstance(value, tuple | list | frozenset | set):
        return any(names_that_player(v) for v in value)
    if is_dataclass(value) and not isinstance(value, type):
        return any(getattr(value, f.name) is True if f.name == "of_that_player"
                   else names_that_player(getattr(value, f.name)) for f in fields(value))
    return False


@_value(a.CountersOnSource)
def _counters_on_source(state: State, e: a.CountersOnSource, player: str | None) -> int:
    source = state.source_on_battlefield() or state.scenario.cost_sacrificed  # sacrificed as the cost (608.2h)
    known = counters_on(state, source, e.kind)
    if known is not None:
        return known
    added = state.counters.get(source.uid if source is not None else _ABSENT, {}).get(e.kind, 0)
    name = source.name if source is not None else (state.scenario.card or t("apnap.what.source", state.lang))
    if state.game.player(state.game.controller).unknown:  # quick mode: say what is assumed
        warning = t("apnap.warning.counters_assumed", state.lang, kind=counter_word(e.kind, state.lang), name=name,
                    n=added)
        if warning not in state.warnings:
            state.warnings.append(warning)
        return added
    raise BotError.of("choice_needed", "apnap.error.counters_needed", suggestions=[name], field="players",
                      lang=state.lang, kind=e.kind, counter=counter_word(e.kind, state.lang), name=name)


@_value(a.TotalPowerThisWay)
def _total_power(state: State, e: a.TotalPowerThisWay, player: str | None) -> int:
    """The power of what the latest earlier step of ``action`` moved, as it last existed (608.2h); a power the
    board does not give is asked, never guessed; what left an undescribed zone is assumed 0, with a warning."""
    earlier = state.steps[:-1]
    step = next((s for s in reversed(earlier) if s.action == e.action), None)
    events = step.events if step is not None else []
    if e.filter is not None and e.filter.combat is not None:  # a combat role of objects gone: not tracked
        raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=state.lang,
                          part=e.filter.combat)
    objs = [o for ev in events for o in ev.objects if e.filter is None or e.filter.matches(o)]
    powers = {id(o): layered_pt(state, o)[0] for o in objs}  # as each last existed: counters, this effect's changes
    missing = [o.name for o in objs if powers[id(o)] is None]
    if missing:
        raise BotError.of("choice_needed", "apnap.error.property_needed", suggestions=missing, field="players",
                          lang=state.lang, prop=NounRef("power"), key="power", names=", ".join(missing))
    if any(ev.extra.get("unknown") for ev in events):
        warning = t("apnap.warning.unknown_zone_power", state.lang)
        if warning not in state.warnings:
            state.warnings.append(warning)
    return sum(powers[id(o)] or 0 for o in objs)


@_value(a.OpponentsComparing)
def _opponents_comparing(state: State, e: a.OpponentsComparing, player: str | None) -> int:
    """Counted on the board as the step applies; a battlefield nobody described is asked, never guessed."""
    you = state.game.controller
    names = [n for n in state.game.opponents(you) if not state.game.player(n).lost and state.in_range(n)]
    unknown = [n for n in [you, *names] if "battlefield" in state.game.player(n).unknown]
    if unknown:
        raise BotError.of("choice_needed", "apnap.error.most_needed", suggestions=unknown, field="players",
                          lang=state.lang, names=", ".join(unknown))

    def count(name: str) -> int:
        return sum(1 for o in state.game.player(name).battlefield if state.matches(e.filter, o, name))

    mine = count(you)
    return sum(1 for n in names if (count(n) < mine if e.fewer else count(n) > mine))


@_condition(a.BoardCondition)
def _board_condition(state: State, c: a.BoardCondition) -> bool:
    """"Then if you have 10 or less life, …" on the board as it stands now (608.2c); a fact the board does not
    give is assumed in quick mode (with a warning) and asked in a file, never guessed."""
    if isinstance(c.check, SourceHasCounters):  # the board's counters and this effect's, asked when not given (122.1)
        n = value_of(state, a.CountersOnSource(c.check.kind))
        state.cite("122.1")
        return n >= c.check.at_least and (c.check.at_most is None or n <= c.check.at_most)
    if (check := BOARD_CHECKS.get(type(c.check))) is not None:  # registered by other modules (counter_values.py)
        return check(state, c.check, c.words)
    _ask_cast_fact(state, c)
    if isinstance(c.check, MovedCardIs):  # "If that card is a Goblin card, …": the card the step before moved
        return moved_card_holds(state, c.check, c.words)
    if isinstance(c.check, DidThisWay):  # what an earlier instruction of this effect did (608.2c)
        return did_this_way_holds(state, c.check)
    if isinstance(c.check, ObjectIs):  # "… if it's white": the object this instruction acts on (608.2c)
        return object_is_holds(state, c.check, c.words)
    if isinstance(c.check, AttachedIs):  # "as long as equipped creature is tapped": attached_to's (303.4, 301.5)
        return attached_is_holds(state, c.check)
    if isinstance(c.check, HappenedThisTurn):  # the turn's record and this effect's own so far (turn_record.py)
        return happened(state, c.check, c.words)
    # only when it is named (a filter's field "of_that_player=False" does not name them)
    that = that_player(state) if names_that_player(c.check) else state.game.active
    facts = Facts(state.game.controller, that, state.scenario.kicked, state.source_on_battlefield())
    found = board_holds(c.check, state.game, facts)
    if found is not None:
        return found
    if isinstance(c.check, YouAttacked):  # raid on the controller's own turn: the record's ``attacked``, asked
        raise asked(state, "attacked", c.words)
    if any(p.unknown for p in state.game.players):
        warning = t("apnap.warning.fact_assumed", state.lang, condition=c.words)
        if warning not in state.warnings:
            state.warnings.append(warning)
        return True
    raise BotError.of("choice_needed", "apnap.error.fact_needed", field="players", lang=state.lang,
                      condition=c.words)


def attached_is_holds(state: State, cond: AttachedIs) -> bool:
    """The permanent ``attached_to`` names, as the layers make it now (613.1), matches the condition's filter; its
    controller is whoever controls it ("tapped", a colour or a creature type do not depend on whose it is)."""
    from .act_shields import _attached

    (obj,) = _attached(state)
    holder = next(p.name for p in state.game.players if any(o is obj for o in p.battlefield))
    return state.matches(cond.filter, obj, holder)


def did_this_way_holds(state: State, cond: DidThisWay) -> bool:
    """The players whose events in the latest step of ``cond.action`` include an object of the kind (who.py's
    did_this_way, as "each player who discarded a creature card this way" reads them): any one, or the one named."""
    from .who import did_this_way

    did = did_this_way(state, Subject("this_way", ref_action=cond.action, ref_filter=cond.filter))
    if cond.who == "any":
        return bool(did)
    return (state.game.controller if cond.who == "you" else that_player(state)) in did


def _ask_cast_fact(state: State, c: a.BoardCondition) -> None:
    """How the spell was cast (601.2h) no board shows: the mana spent, or the step it was cast in (505.1, 500.2) on
    the controller's own turn; asked by its own field, never assumed (kicker's ``kicked`` is the same kind of fact)."""
    game = state.game
    if isinstance(c.check, ManaSpent) and game.mana_spent is None:
        field, example = "mana_spent", "mana_spent: {red: 3, colorless: 1}"
    elif isinstance(c.check, CastInMainPhase) and game.step is None and game.active == game.controller:
        field, example = "step", "step: precombat_main"
    else:
        return
    raise BotError.of("choice_needed", "apnap.error.cast_fact_needed", field=field, lang=state.lang,
                      condition=c.words, example=example)
