"""Choices that are not of objects: a named option ("each player chooses war or peace", 101.4: in APNAP
order, in public), the controller's option for each player ("For each player, choose friend or foe"),
and a permanent changing controller because the board picked a player (108.4).

Later text refers to the players by the option chosen for them ("each friend", who.chosen_as): the
step keeps ``chosen_for`` (player → option) in its result.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from bot.catalog import t

from ..choices import KIND_VOTE, ChoiceOption
from ..grammar.subtypes import creature_types
from ..model import CARD_TYPES
from ..plan import ChooseOption, ChooseWord, GainControlSource
from ..result import ChoiceRecord, EventRecord, StepResult
from .act_objects import source_permanent
from .asking import AskMay, Decision, ask, decides, request
from .registry import handles

if TYPE_CHECKING:
    from .state import State


@dataclass(frozen=True, slots=True)
class AskOption:
    """One of ``options``; ``about`` is the player the option is chosen for ("friend or foe"), if any."""

    options: tuple[str, ...]
    about: str | None = None


@decides(AskOption)
async def decide_option(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    a: AskOption = decision.ask
    options = [ChoiceOption(f"option:{i}", o) for i, o in enumerate(a.options)]
    what = " / ".join(a.options)
    if a.about is not None:
        what = t("apnap.what.option_for", state.lang, player=a.about, options=what)
    req = request(state, step, decision, options, 1, 1, hidden=False, kind=KIND_VOTE, zone=None, what=what)
    keys = await ask(state, req)
    labels = [o.label for k in keys if (o := req.option(k)) is not None]
    return ChoiceRecord(decision.player, [], labels, hidden=False, auto=state.last_auto,
                        decision_index=decision.index, what=a.about or what)


@handles(ChooseOption)
async def choose_option(state: State, step: ChooseOption, result: StepResult) -> None:
    """Each player chooses one option, or the controller chooses one for each player in APNAP order."""
    from .asking import choice_phase

    if step.per_player:
        about = state.apnap_order(p.name for p in state.game.players if not p.lost and state.in_range(p.name))
        await choice_phase(state, result, lambda player: [AskOption(step.options, who) for who in about])
        chosen = {who: c.labels[0] for who, c in zip(about, result.choices, strict=True)}
    else:
        await choice_phase(state, result, lambda player: [AskOption(step.options)])
        chosen = {c.player: c.labels[0] for c in result.choices}
    for c in result.choices:
        for_whom = c.what if step.per_player else c.player
        result.events.append(EventRecord(c.player, "choose", [], labels=list(c.labels),
                                         extra={"for": for_whom} if step.per_player else {}))
    result.simultaneous = False  # made one after another, each seen by the next (101.4)
    result.extra = {"options": list(step.options), "chosen_for": chosen}


@handles(GainControlSource)
async def gain_control_source(state: State, step: GainControlSource, result: StepResult) -> None:
    """108.4: the source moves to the battlefield of the player who gains control of it (nobody: nothing)."""
    source = source_permanent(state)
    for name in result.order:
        if source is None:
            result.events.append(EventRecord(name, "gain_control", [], labels=[t("apnap.what.source", state.lang)]))
            continue
        for p in state.game.players:
            p.zones["battlefield"] = [o for o in p.battlefield if o is not source]
        state.game.player(name).battlefield.append(source)
        result.events.append(EventRecord(name, "gain_control", [source]))
    state.cite("108.4", step=result)


# ------------------------------------------------------------------------------------ a word from the rules' lists
@dataclass(frozen=True, slots=True)
class AskWord:
    """A creature type (205.3m) or a card type (205.2a)."""

    kind: str  # creature_type | card_type


def _words(kind: str) -> tuple[str, ...]:
    return creature_types() if kind == "creature_type" else CARD_TYPES


def _likely(state: State, player: str, kind: str) -> str | None:
    """The default answer: the type most common among the player's own permanents, else none (the first listed)."""
    counts: Counter[str] = Counter()
    for o in state.game.player(player).battlefield:
        counts.update(o.subtypes if kind == "creature_type" and o.is_creature() else
                      o.types & set(CARD_TYPES) if kind == "card_type" else ())
    by_fold = {w.casefold(): w for w in _words(kind)}
    return next((by_fold[w] for w, _ in counts.most_common() if w in by_fold), None)


@decides(AskWord)
async def decide_word(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    a: AskWord = decision.ask
    words = _words(a.kind)
    options = [ChoiceOption(w.casefold(), w) for w in words]
    what = t(f"apnap.what.{a.kind}", state.lang)
    req = request(state, step, decision, options, 1, 1, hidden=False, kind=KIND_VOTE, zone=None, what=what)
    likely = _likely(state, decision.player, a.kind)
    if likely is not None:
        req = replace(req, suggested=(likely.casefold(),))
    keys = await ask(state, req)
    labels = [o.label for k in keys if (o := req.option(k)) is not None]
    return ChoiceRecord(decision.player, [], labels, hidden=False, auto=state.last_auto,
                        decision_index=decision.index, what=what)


@handles(ChooseWord)
async def choose_word(state: State, step: ChooseWord, result: StepResult) -> None:
    """Each player names a type in APNAP order (101.4), in public; "of that type" later reads ``chosen_for``."""
    from .asking import choice_phase

    asks: list[object] = [AskMay()] if step.optional else []
    await choice_phase(state, result, lambda player: [*asks, AskWord(step.kind)])
    chosen = {c.player: c.labels[0] for c in result.choices if c.answer is None and c.labels}
    for player, word in chosen.items():
        result.events.append(EventRecord(player, "choose", [], labels=[word]))
    result.simultaneous = False
    result.extra = {"chosen_for": chosen, "word_kind": step.kind}
