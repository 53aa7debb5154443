"""``AnyPlayerMay``: "Any player may sacrifice two creatures", "Any player may have Browbeat deal 5 damage to them",
"any opponent may have it deal 4 damage to them" (101.4), and its branches "If a player does, …" / "If no one does, …"
(``AnyoneDid``, 608.2c).

Why here: who does the instruction is decided as it resolves, one player at a time in APNAP order starting with the
active player (101.4), each knowing the answers before theirs (101.4b); the first who accepts does it with the
instruction's own handler and nobody after them is asked. A player the board shows can't do it whole is a forced
"no" — a life total lower than the life to pay (119.4), too few objects of the kind in a zone shown (101.3), mana the
board shows they can't make (118.3) — by the one check every cost uses (cost_choices.could_pay). Accepting is never
assumed: a player the scenario gives no answer for declines, and ``warnings`` say so. The branch after it reads the
answers of this step (the instruction before, values.instruction_before): done by the player who accepted, or by no
one; which, and why, is recorded for the narration.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t

from ..grammar.any_player_may import AnyoneDid
from ..plan import PayFixed
from ..plan.any_player_may import AnyPlayerMay
from ..render import named, render_step
from ..result import ChoiceRecord, StepResult
from .asking import AskMay
from .branches import record_branch
from .first_to_accept import first_to_accept
from .inner_step import run_inside
from .registry import handles
from .values import _condition, acted_events, instruction_before

if TYPE_CHECKING:
    from ..plan import Step
    from .state import State

# The typed questions of this step's decisions (ChoiceRecord.question): asked, or a "no" the board forced
ASKED, CANNOT_PAY_LIFE, CANNOT_DO = "any_player_may", "any_player_cannot_pay_life", "any_player_cannot"


@handles(AnyPlayerMay)
async def any_player_may(state: State, step: AnyPlayerMay, result: StepResult) -> None:
    """Each possible player's yes / no in APNAP order until one says yes; then the instruction, by that one only."""
    inner = step.inner

    def cannot(player: str) -> None:  # 119.4, 101.3: the board shows they can't do it whole
        life = isinstance(inner, PayFixed) and inner.what == "life"
        result.choices.append(ChoiceRecord(player, [], [], hidden=False, forced=True, answer="no",
                                           what=t("apnap.what.any_player_may", state.lang),
                                           question=CANNOT_PAY_LIFE if life else CANNOT_DO))
        state.cite("119.4" if life else "101.3", step=result)

    players, taker = await first_to_accept(state, inner, result, lambda _: [AskMay(offered=True, mana=_mana(inner))],
                                           cannot, question=ASKED)
    result.order = players[:players.index(taker) + 1] if taker is not None else list(players)  # who was asked
    if len(players) > 1:  # asked in APNAP order (101.4), each knowing the answers before theirs (101.4b)
        state.cite("101.4", *(["101.4b"] if len(result.order) > 1 else []), step=result)
    _defaults_said(state, result, step)
    if taker is not None:
        await run_inside(state, result, inner, [taker])


def _mana(inner: Step) -> str:
    """"Any player may pay {1}": the mana paid now, checked against what the board shows they can make (118.3)."""
    if isinstance(inner, PayFixed) and inner.what == "mana" and inner.mana:
        return inner.mana
    return ""


def _defaults_said(state: State, result: StepResult, step: AnyPlayerMay) -> None:
    """The players no answer was given for declined by default: an assumption, said once with their names."""
    players = [c.player for c in result.choices if c.auto and c.answer == "no" and c.question == ASKED]
    if not players:
        return
    said = ", ".join(players[:-1]) + f" {t('apnap.narrate.and', state.lang)} " + players[-1] if players[1:] \
        else players[0]
    instruction = named(render_step(step, state.lang).rstrip("."), state.scenario.card)
    state.warnings.append(t("apnap.warning.any_player_default", state.lang, players=said, n=len(players),
                            first=players[0], instruction=instruction, answer=t("apnap.answer.no", state.lang)))


def accepted_by(before: StepResult | None) -> str | None:
    """The player who accepted and did the "any player may" instruction of ``before``, or None: nobody said yes, or
    the one who did acted on nothing (a "yes" to "sacrifice a land" with no land to sacrifice is not doing it)."""
    if before is None:
        return None
    taker = next((c.player for c in before.choices if c.question == ASKED and c.answer == "yes"), None)
    if taker is None:
        return None
    mine = [e for e in before.events if e.player == taker]
    if acted_events(mine, before.action) or any((e.amount or 0) > 0 for e in mine):
        return taker
    return None


@_condition(AnyoneDid)
def _anyone_did(state: State, c: AnyoneDid) -> bool:
    """"If a player does, …" / "If no one does, …": whether someone did the instruction before (608.2c)."""
    before = instruction_before(state)
    taker = accepted_by(before)
    card = state.scenario.card
    instruction = named(before.reading.rstrip("."), card) if before is not None else ""
    done = (taker is not None) is c.did
    record_branch(state, {"anyone": taker or "", "instruction": instruction}, done)
    return done
