"""Plan steps for continuous effects on players and for how the game ends by an effect.

``ContinuousEffect`` is the one step for every rule-changing sentence (611.1): the players it applies
to (its subject), the typed change (:class:`~bot.apnap.grammar.RuleChange`: a restriction, a
permission or a changed number, with its objects, limit and duration). Nothing moves when it
"resolves": a static ability never resolves (604.1), so the engine states whom it applies to now,
what it does and for how long. ``WinGame`` (104.2b) and ``GetPoison`` (122.1f, 704.5c) are events
the engine applies.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..grammar import RuleChange
from ..grammar.specs import QuotedAbility
from .amounts import ZERO, Amount
from .steps import Step


@dataclass(frozen=True, slots=True, kw_only=True)
class ContinuousEffect(Step):
    action: str = "rule_change"
    change: RuleChange
    # ``spell_cost``: "… cost {1} less to cast for each +1/+1 counter on this permanent": the symbols once for each
    # object this counts as the rule applies (611.3a); None: the symbols once
    per: Amount | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class WinGame(Step):
    action: str = "win_game"


@dataclass(frozen=True, slots=True, kw_only=True)
class EndTurn(Step):
    """"End the turn." (724.1): every object on the stack is exiled, this one included (724.1b); the game goes
    straight to the cleanup step (724.1d), so "at the beginning of the end step" abilities do not trigger (724.1e)."""

    action: str = "end_turn"


@dataclass(frozen=True, slots=True, kw_only=True)
class GetPoison(Step):
    action: str = "poison"
    amount: Amount = ZERO


@dataclass(frozen=True, slots=True, kw_only=True)
class GetEmblem(Step):
    """"[Player] gets an emblem with [ability]" (114.2): an emblem in that player's command zone, owned and
    controlled by them, whose ability works from there (114.4); the ability is read, not resolved now."""

    action: str = "emblem"
    ability: QuotedAbility
