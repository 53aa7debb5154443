"""A choice the text makes inside one instruction, between words the card prints: "tap or untap target
permanent", "gets +1/-1 or -1/+1", "becomes your choice of 5/1 or 1/5" (608.2d: made as the effect resolves, by
the player the instruction names). The answer is the chooser's next entry in ``choices`` (the option word as the
card prints it: ``choices: {Dave: [untap]}``; after a "may", ``[yes, untap]``).

Why asked when the scenario gives no answer, rather than taken by the default chooser like a vote: which verb or
which size changes what happens to the board, and no default is the player's likely answer; a front end with a
live chooser is simply asked, a scenario file with no answer gets ``choice_needed`` naming the field and each
answer it could give.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.errors import BotError

from ..result import StepResult
from .act_choices import AskOption
from .asking import DECIDERS, Decision

if TYPE_CHECKING:
    from .state import State


def _unanswered(state: State, player: str) -> bool:
    """Whether the scenario's script has no answer left for ``player`` (a live chooser is always asked)."""
    scripted = getattr(state.chooser, "scripted", None)
    remaining = getattr(scripted, "remaining", None)
    return callable(remaining) and remaining(player) <= 0


def _answered_before(state: State, result: StepResult, player: str) -> list[str]:
    """What ``player`` answered before this question, in order, as a script entry would say each (the scenario's
    own entries, then the defaults the chooser took once they ran out: "you may tap or untap target permanent"
    asked "yes" first, so the answer to give is ``[yes, untap]``, never ``[untap]``, which the "may" would read).
    A question no single word answers (several objects) leaves the scenario's entries as they were given."""
    said: list[str] = []
    records = [c for r in (*state.costs, *state.steps) for c in r.choices]
    records += [c for c in result.choices if not any(c is d for d in records)]
    for record in (c for c in records if c.player == player and not c.forced):
        word = record.answer if record.answer is not None else record.labels[0] if len(record.labels) == 1 else None
        if word is None:
            return [str(e) for e in state.scenario.choices.get(player, [])]
        said.append(word)
    return said


def require_answer(state: State, result: StepResult, player: str, options: tuple[str, ...]) -> None:
    """"Destroy all enchantments of the color of your choice": a scenario with no answer left for ``player`` is
    asked (choice_needed, each answer it could give; a long domain by its first options), never given a default."""
    if _unanswered(state, player):
        given = _answered_before(state, result, player)
        suggestions = [f"choices: {{{player}: [{', '.join([*given, o])}]}}" for o in options[:6]]
        said = ", ".join(f"“{o}”" for o in options[:12]) + (", …" if len(options) > 12 else "")
        raise BotError.of("choice_needed", "apnap.error.inline_choice_needed", field="choices", lang=state.lang,
                          suggestions=suggestions, player=player, options=said)


async def choose_word(state: State, result: StepResult, player: str, options: tuple[str, ...]) -> str:
    """The option ``player`` chose (608.2d), recorded among the step's choices; asked when not given."""
    if _unanswered(state, player):
        given = _answered_before(state, result, player)
        suggestions = [f"choices: {{{player}: [{', '.join([*given, o])}]}}" for o in options]
        raise BotError.of("choice_needed", "apnap.error.inline_choice_needed", field="choices", lang=state.lang,
                          suggestions=suggestions, player=player, options=", ".join(f"“{o}”" for o in options))
    index = sum(1 for c in result.choices if c.player == player)
    record = await DECIDERS[AskOption](state, result, Decision(player, index, AskOption(options)))
    result.choices.append(record)
    state.cite("608.2d", step=result)
    return record.labels[0]
