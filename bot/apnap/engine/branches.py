""""If you can't, …" and "Otherwise, …" checked as their sentence is reached (608.2c; grammar/branches.py).

Why here: whether a player could follow an instruction is what that instruction's own handler found on the board — the
objects it acted on (101.3: the part that is impossible is ignored; a player who controls no artifact sacrifices
none) — so it is read from the step's events, never assumed. A zone nobody described (a hand not given) cannot say
whether there was a card to discard: the answer is asked, not guessed. Each branch is said in the result with why it
was taken (``conditions``, narrated by narrate.py): who could not follow which instruction, or which condition before
"Otherwise" did not hold.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.errors import BotError

from ..grammar.branches import CouldNot, Otherwise
from ..render import named, render_step
from ..render.amounts import condition
from ..render.words import Words
from .referents import that_player
from .values import _condition, acted_events, holds, instruction_before

if TYPE_CHECKING:
    from ..result import StepResult
    from .state import State


@_condition(CouldNot)
def _could_not(state: State, c: CouldNot) -> bool:
    """Whether the instruction before acted on nothing of the player's (608.2c); asked when its zone was unknown."""
    before = instruction_before(state)
    if before is None:
        raise ValueError("'if you can't' with no instruction before it")
    player = state.game.controller if c.who == "you" else _one_player(state, before, c)
    mine = [e for e in before.events if e.player == player]
    if any(e.extra.get("unknown") for e in mine):  # a hand nobody described: whether it held a card is unknown
        raise BotError.of("choice_needed", "apnap.error.could_not_unknown", field="players", lang=state.lang,
                          player=player, instruction=named(before.reading.rstrip("."), state.scenario.card))
    if before.action == "remove_counter":  # the source's event names it even when it had no counter: the amount
        acted = any((e.amount or 0) > 0 for e in mine)
    else:
        acted = bool(acted_events(mine, before.action))  # an unknown zone was asked above
    record_branch(state, {"could": acted, "player": player,
                    "instruction": named(before.reading.rstrip("."), state.scenario.card)}, not acted)
    return not acted


def _one_player(state: State, before: StepResult, c: CouldNot) -> str:
    """"If that player can't": the one player the instruction before applied to (its order), not whoever the
    scenario's ``that_player`` names. An instruction several players followed names no one "that player" (the
    grammar refuses those it knows, branches.py): refused naming the branch, never answered for the first of them."""
    players = set(before.order)
    if len(players) > 1:
        raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=state.lang,
                          part=condition(Words(state.lang), c))
    return players.pop() if players else that_player(state)


@_condition(Otherwise)
def _otherwise(state: State, c: Otherwise) -> bool:
    """The sentence before's condition, checked again now: "Otherwise" holds when it does not (608.2c)."""
    earlier = holds(state, c.of)  # type: ignore[arg-type]
    said = condition(Words(state.lang), c.of)
    record_branch(state, {"otherwise_of": named(said, state.scenario.card)}, not earlier)
    return not earlier


def record_branch(state: State, why: dict[str, Any], done: bool) -> None:
    """The branch taken and why, once per sentence, for the narration (narrate.py ``_condition_line``): its steps'
    readings in the answer's language (``said``) and their printed words (``text``, by which a not-done entry the
    branch line already says is matched), each joined by "; "."""
    step = state.reaching
    card = state.scenario.card
    said = named(render_step(step, state.lang).rstrip("."), card) if step is not None else ""
    text = named(step.text, card) if step is not None else ""
    same = next((r for r in state.conditions if {k: r.get(k) for k in why} == why and r.get("done") == done), None)
    if same is None:
        state.conditions.append({**why, "text": text, "said": said, "done": done, "rule": "608.2c"})
    elif said and said not in same["said"].split("; "):
        same["text"], same["said"] = f"{same['text']}; {text}", f"{same['said']}; {said}"
