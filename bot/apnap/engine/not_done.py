"""What the resolving ability did NOT do, and why: the result's ``not_done`` (608.2c, 603.4, 118.12, 118.12a).

Why a record of its own: an instruction skipped because its condition failed ("If you do, …" after a "you may" answered
no, "If you don't, …" after one answered yes, an "if …" false as it is reached, a trigger's intervening "if" false as it
resolves, an "unless" its payer paid) produces no step, so without this a reader of the answer cannot tell whether the
resolver checked the instruction or forgot it. Never a step: ``steps`` say what happened (the blind scoring compares
them); each entry here is one instruction that did not, as the card says it, why, and the rule.

Recorded in one place for each way an instruction is skipped: the run loop's condition check (``run._maybe_run``) and
its players "this way" (``run._run_step``), the intervening "if" (``run.Engine.run``) and each handler that offers an
"unless" payment (``act_unless_cost``, ``act_unless_paid_by``, ``act_stack``, ``act_life``, ``act_library``) all call
:func:`note_not_done`; which reason and rule a condition gives is :func:`reason_of`'s one table.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..grammar.conditions import Not, YouDid, YouDidnt
from ..grammar.specs import Subject
from ..render import instruction_alone, named
from ..render.amounts import condition as condition_said
from ..render.registry import MissingWords
from ..render.words import Words
from .condition_record import ENTERS_REPLACEMENTS, restriction_checks

if TYPE_CHECKING:
    from ..plan import Step
    from .state import State

# The reasons an entry gives (its ``why``), each narrated by ``apnap.narrate.not_done_<why>``
DID_NOT = "did_not"  # "If you do, …": the instruction before was not done (a "may" answered no)
DID = "did"  # "If you don't, …": the instruction before was done
CONDITION_FALSE = "condition_false"  # an "if …" false as this part of the effect was reached
UNLESS_HELD = "unless_held"  # "… unless <condition>": the condition held
REPLACED = "replaced"  # the sentence a later "… instead" replaced: that later condition held
INTERVENING_IF = "intervening_if"  # a trigger's intervening "if" false as it resolved: nothing at all (603.4)
UNLESS_PAID = "unless_paid"  # "… unless <a player> pays …": the payer paid (118.12a)
UNLESS_PAID_FOR = "unless_paid_for"  # "each opponent … unless they …": not done for those who paid, done for the rest
NOBODY_DID = "nobody_did"  # "each player who did …": nobody did the instruction before it "this way"
EVERYONE_DID = "everyone_did"  # "each player who didn't …" / "unless …": everyone did it (or paid)


def reason_of(state: State, step: Step) -> tuple[str, str]:
    """Why ``step``'s false condition left it undone, and the rule that says so: "If you do / don't" checks whether
    the player took the instruction before (118.12); an instruction's own "if", "unless" or a later "instead" is read
    as it is reached (608.2c); "If it was kicked, it enters with …" is a replacement applied as it enters (614.1c)."""
    cond = step.condition
    if isinstance(cond, Not):
        return (UNLESS_HELD if cond.unless else REPLACED), "608.2c"
    if isinstance(cond, YouDidnt):  # before YouDid: "if you don't" is a kind of it
        return DID, "118.12"
    if isinstance(cond, YouDid):
        return DID_NOT, "118.12"
    return CONDITION_FALSE, "614.1c" if isinstance(step, ENTERS_REPLACEMENTS) else "608.2c"


def skipped_by_condition(state: State, step: Step) -> None:
    """``step`` was reached and its condition was false: recorded, unless it is no instruction of a resolving ability
    (a permanent's static "as long as …" is not in force now, 611.3a: nothing was skipped, ``conditions`` says it)."""
    if state.scenario.ability_kind == "static" or restriction_checks(state, step):
        return
    why, rule = reason_of(state, step)
    said = None if isinstance(step.condition, Not) else _condition_words(step.condition, state.lang)
    note_not_done(state, step, why, rule, condition=said)


def nobody_this_way(state: State, step: Step) -> None:
    """``step`` applies to the players who did (or did not) the instruction before it "this way" (608.2e), and none
    is left: it stays a step with nobody in it, and is said here as not done. Its "unless" ("Sacrifice a creature unless
    you pay {2}", read as a payment and the instruction for those who didn't) stopped by a payment cites 118.12a."""
    who = step.subject
    if who is None or who.kind != "this_way" or step.condition is not None:
        return
    if who.negated and who.ref_action == "pay":  # "… unless you pay {2}": each who could pay did
        before = next((s for s in reversed(state.steps[:-1]) if s.action == "pay"), None)
        payers = list(dict.fromkeys(e.player for e in before.events)) if before is not None else []
        # said as printed, each player who could pay ("Each opponent sacrifices a creature …"), not "who didn't"
        note_not_done(state, replace(step, subject=Subject(who.base)), UNLESS_PAID, "118.12a", players=payers)
        return
    note_not_done(state, step, EVERYONE_DID if who.negated else NOBODY_DID, "608.2c")


def paid_instead(state: State, step: Step, payers: list[str], reached: list[str]) -> None:
    """"… unless they sacrifice a creature / pay 2 life", "Counter target spell unless its controller pays {3}": the
    instruction is not done for each player who paid what its "unless" offers (118.12a); when every player it reached
    paid, it is not done at all."""
    if not payers:
        return
    why = UNLESS_PAID if set(payers) >= set(reached) else UNLESS_PAID_FOR
    note_not_done(state, step, why, "118.12a", players=list(dict.fromkeys(payers)))


def note_not_done(state: State, step: Step, why: str, rule: str, condition: str | None = None,
                  players: list[str] | None = None) -> None:
    """Record ``step`` as not done: ``text`` its words as printed, ``instruction`` said in the answer's language (the
    step's reading without its condition), ``why`` one of this module's reasons, ``rule`` the rule cited, ``condition``
    the condition said in that language, ``players`` who paid to stop it."""
    card = state.scenario.card
    printed = named(step.text, card)
    said = named(instruction_alone(step, state.lang), card) or printed
    entry: dict[str, Any] = {"text": printed, "instruction": said, "why": why, "rule": rule}
    if condition:
        entry["condition"] = named(condition, card)
    if players:  # who paid to stop it ("unless …", 118.12a)
        entry["players"] = list(players)
    if entry not in state.not_done:
        state.not_done.append(entry)


def _condition_words(cond: object, lang: str) -> str | None:
    """"if you do", "si controlas un Bosque": the condition said in the answer's language, or None when none is."""
    try:
        said = condition_said(Words(lang), cond)
    except MissingWords:
        return None
    return said or None
