"""A target word the scenario answers with no object, when the board leaves exactly one legal object for it (115.1,
601.2c): that object is the target, said in a warning; none or several are asked, as before (``choice_needed``).

Why: the player casting the spell must choose a legal target for each target word (601.2c), so when exactly one
object on the battlefield (or one spell on the stack, for "counter target spell") meets everything the text asks of
it, there was no choice to make. Asking for it anyway (judge 17: "Destroy target land" with one land the filter
allows, "target: give its name") is a question whose answer the board already gives.

What is legal is what the step's own handler would accept: the text's filter (kind, controller, "another", "other
than", the turn's history, through ``State.matches``), range of influence (801.5a), shroud and hexproof (702.18a,
702.11b), protection and "can't be the target of" (702.16b, 101.2). Whatever the board does not say (a colour a
filter needs and nobody gave, a protection that depends on an unknown source) leaves the word undecided: asked, never
guessed. Only one-object words of the battlefield or the stack are decided; "up to one", a counted word ("two target
creatures", "any number of"), a card in a graveyard and a word for each player are asked as before. Several words are
each decided in the text's order (601.2c); a later word leaves out what an earlier one took only where it says
"another" or "other" (115.3).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError

from ..grammar import TypeFilter
from ..model import GameObject
from ..plan import Plan, Step
from ..plan.amounts import Kicked
from ..plan.stack import CounterAbility, SpellCopy, SpellCounter
from ..render.nouns import a_target
from ..render.on_stack import spell_target_words
from ..render.words import Words
from ..stack_spell import StackSpell
from .grants import untargetable
from .spell_targets import spell_targets_ok
from .target_protection import check_protection
from .target_words import own_word, word_kind

if TYPE_CHECKING:
    from .state import State

def open_target_words(state: State, plan: Plan) -> bool:
    """Whether a one-target word for an object has no object named (the scenario gave no ``target`` for it)."""
    seats = set(state.game.seat_names)
    return (plan.needs_object_target and not state.scenario.no_targets
            and not any(n not in seats for n in state.scenario.targets))


def settle_sole_targets(state: State, plan: Plan) -> None:
    """Each open target word's only legal object becomes its target (a warning says so); otherwise the target is
    asked as the scenario reader asked it (``choice_needed``, field ``target``)."""
    if not open_target_words(state, plan):
        return
    words = _words(plan)
    if words is None:
        raise _asked(state)
    chosen: list[tuple[str, str, str]] = []  # name as the targets give it, its target word said, where it is
    taken: list[object] = []
    for step in words:
        found = _only_legal(state, step, taken if step.another_target else [])
        if found is None:
            if _none_legal(state, step):  # 601.2c, 603.3d: no target could ever have been chosen for this word
                _never_targeted(state, step)
                return
            raise _asked(state)
        obj, label, zone = found
        taken.append(obj)
        chosen.append((label, _target_said(state, step), zone))
    seats = set(state.game.seat_names)
    state.scenario = replace(state.scenario, targets=(*(label for label, _, _ in chosen),
                                                      *(n for n in state.scenario.targets if n in seats)))
    for label, said, zone in chosen:
        state.warnings.append(t(f"apnap.warning.sole_target_{zone}", state.lang, name=label, what=said))
    state.cite("115.1", "601.2c")


def settle_other_targets(state: State, plan: Plan) -> None:
    """A later "another target" / "other target" word the scenario's names leave without an object of its own (fewer
    object names than target words; judge 21: "Target creature gets +2/+2 … Another target creature gets -2/-2" with
    one creature named gave both to it). That word must choose another object than the earlier words (115.3): its only
    legal object among the rest becomes its target (said), otherwise its target is asked (``choice_needed``). Words
    without "another" keep reading the names as before: the same object may be chosen for each of them (115.3)."""
    words = [s for s in _words(plan) or () if _chosen(state, s)]
    seats = set(state.game.seat_names)
    names = [n for n in state.scenario.targets if n not in seats]
    if len(words) < 2 or not names or len(names) >= len(words):
        return
    if not any(step.another_target for step in words[len(names):]):
        return
    taken: list[object] = [o for p in state.game.players for o in p.battlefield
                           if any(o.name.casefold() == n.casefold() for n in names)]
    added: list[tuple[str, str, str]] = []
    for step in words[len(names):]:
        found = _only_legal(state, step, taken if step.another_target else [])
        if found is None:
            raise BotError.of("choice_needed", "apnap.error.other_target_needed", field="target", lang=state.lang,
                              what=_target_said(state, step))
        obj, label, zone = found
        taken.append(obj)
        added.append((label, _target_said(state, step), zone))
    state.scenario = replace(state.scenario, targets=(*names, *(label for label, _, _ in added),
                                                      *(n for n in state.scenario.targets if n in seats)))
    for label, said, zone in added:
        state.warnings.append(t(f"apnap.warning.sole_other_target_{zone}", state.lang, name=label, what=said))
    state.cite("115.3", "601.2c")


def _chosen(state: State, step: Step) -> bool:
    """Whether the word's target is chosen as the spell is cast: not a word only a kicked spell says when the scenario
    says it was not kicked ("If this spell was kicked, it deals 2 damage to another target creature", Jilt; 601.2c:
    its target is chosen only if the kicker cost is announced; review 24b)."""
    cond = step.condition
    return not (isinstance(cond, Kicked) and cond.kicked != state.scenario.kicked)


def _asked(state: State) -> BotError:
    return BotError.of("choice_needed", "apnap.error.target_needed", field="target", lang=state.lang)


def _words(plan: Plan) -> list[Step] | None:
    """The steps whose own target word chooses an object, in the text's order; None when one of the plan's target
    words is of a kind decided elsewhere (counted, per player, "up to", a graveyard's card) or a word the first
    step does not say itself ("it" before any target word)."""
    words: list[Step] = []
    for step in plan.steps:
        if not step.targets_object or step.event_object == "permanent" or step.on_attached or step.on_entered:
            continue
        if getattr(step, "count", None) is not None or getattr(step, "per", None) or step.up_to:
            return None
        if own_word(step) and word_kind(step) is not None:
            words.append(step)
        elif not words:  # a target word this module cannot read the kind of, or "it" with nothing before it
            return None
    return words or None


def _target_said(state: State, step: Step) -> str:
    """The whole target word as the step's rendering says it ("target creature with flying", "el hechizo de criatura
    objetivo"): the note names everything the text asks of the target, never its noun alone."""
    w = Words(state.lang)
    if isinstance(step, SpellCounter | SpellCopy):
        return spell_target_words(w, step)
    kind = word_kind(step)
    return a_target(w, kind) if kind is not None else w.pick("target permanent", "el permanente objetivo")


def _only_legal(state: State, step: Step, taken: list[object]) -> tuple[object, str, str] | None:
    """The one legal object of ``step``'s target word (with the name ``target`` gives it, and its zone's key), or
    None when there are none, several, or the board leaves one of them unknown."""
    if isinstance(step, SpellCounter | SpellCopy):
        return _only_spell(state, step, taken)
    kind = word_kind(step)
    if kind is None:
        return None
    holders = [p for p in state.game.players if not p.lost and state.in_range(p.name)]
    if any("battlefield" in p.unknown for p in holders):  # quick mode: a battlefield nobody described may hold more
        return None
    candidates = [(o, p.name) for p in holders for o in p.battlefield if all(o is not x for x in taken)]
    legal = []
    for obj, holder in candidates:
        verdict = _probe(state, partial(_permanent_ok, state, kind, obj, holder))
        if verdict is None:
            return None
        if verdict:
            legal.append((obj, holder))
    if len(legal) != 1:
        return None
    obj, holder = legal[0]
    shared = sum(o.name.casefold() == obj.name.casefold() for o, _ in candidates) > 1
    return obj, f"{obj.name} ({holder})" if shared else obj.name, "battlefield"


def _none_legal(state: State, step: Step) -> bool:
    """Whether the board shows that no object could be chosen for ``step``'s target word: every permanent in range is
    described and each fails what the text asks of it (kind, controller, shroud, hexproof, protection). Any fact the
    board leaves unknown, a battlefield nobody described, or a word of another zone (the stack's, a graveyard's) is
    not "none": it is asked as before. Other target words are not left out first ("another"): only a word with no
    legal object on the whole board is one no target could be chosen for."""
    # "up to one target …" (the plan's ``up_to``): choosing none is legal; a kicked-only word of a spell cast unkicked
    if isinstance(step, SpellCounter | SpellCopy) or step.up_to or not _chosen(state, step):
        return False  # is not required (601.2c)
    kind = word_kind(step)
    if kind is None:
        return False
    holders = [p for p in state.game.players if not p.lost and state.in_range(p.name)]
    if any("battlefield" in p.unknown for p in holders):
        return False
    for p in holders:
        for obj in p.battlefield:
            if _probe(state, partial(_permanent_ok, state, kind, obj, p.name)) is not False:
                return False  # legal, or the board does not say
    return True


# Abilities put on the stack by a trigger (603.3d; a Saga's chapter ability is a triggered ability, 714.2b)
_TRIGGERED = frozenset({"triggered", "chapter"})


def _never_targeted(state: State, step: Step) -> None:
    """No legal object exists for a target word the scenario left open. A spell can't be cast, nor an activated
    ability activated, without a legal target for each target it requires (601.2c, 602.2b): refused (``bad_scenario``),
    never answered as if a target had been chosen. A triggered ability is put on the stack and, with no legal choice
    for its target, removed from it (603.3d): the result has no step, and a warning says why (as for "target player who
    has more life", act_choices.target_is_legal). Blind judges found "Destroy target creature with power 7 or
    greater" on a board with none asked which creature was the target."""
    said = _target_said(state, step)
    if state.scenario.ability_kind in _TRIGGERED:
        state.warnings.append(t("apnap.warning.target_none_legal", state.lang, what=said))
        state.cite("115.1", "601.2c", "603.3d")
        state.stopped = True
        return
    key = "activated" if state.scenario.ability_kind in ("activated", "loyalty") else "spell"
    raise BotError.of("bad_scenario", f"apnap.error.target_none_legal_{key}", field="target", lang=state.lang,
                      what=said)


def _permanent_ok(state: State, kind: TypeFilter, obj: GameObject, holder: str) -> bool:
    if not state.matches(kind, obj, holder):
        return False
    untargetable(state, obj, holder)  # shroud, hexproof, "can't be the target of …": bad_scenario → illegal
    check_protection(state, obj, holder)  # protection: bad_scenario → illegal; unknown source → undecided
    return True


def _only_spell(state: State, step: SpellCounter | SpellCopy, taken: list[object]) -> tuple[object, str, str] | None:
    """The one spell (or ability, "counter target activated ability") on the stack the word can target."""
    kinds = step.kinds if isinstance(step, CounterAbility) else (None,)
    legal = []
    for spell in state.scenario.stack.spells:
        if spell.ability not in kinds or any(spell is x for x in taken):
            continue

        def ok(s: StackSpell = spell) -> bool:
            return bool((s.ability or state.matches(step.objects, s.card, s.controller))
                        and (not isinstance(step, SpellCounter) or spell_targets_ok(state, step, s)))
        verdict = _probe(state, ok)
        if verdict is None:
            return None
        if verdict:
            legal.append(spell)
    names = [s.card.name.casefold() for s in state.scenario.stack.spells]
    if len(legal) != 1 or names.count(legal[0].card.name.casefold()) > 1:
        return None
    return legal[0], legal[0].card.name, "stack"


def _probe(state: State, check: Callable[[], bool]) -> bool | None:
    """The check's answer, with nothing it cited or warned kept (it only looked); None when the board does not say
    (it asked), False when the object could not be targeted (bad_scenario)."""
    with state.looking():
        try:
            return check()
        except BotError as exc:
            return False if exc.code == "bad_scenario" else None
