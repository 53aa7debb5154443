"""Whether a scenario answered a question the resolver must ask rather than default (608.2d), and what to tell it:
"tap or untap target permanent", "Destroy all enchantments of the color of your choice", "gains your choice of
reach, trample, or haste". Its own module so the handlers of choices (act_choices.py) and of choices inside an
instruction (inline_choices.py) share it without importing each other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.errors import BotError

if TYPE_CHECKING:
    from ..result import StepResult
    from .state import State


def unanswered(state: State, player: str) -> bool:
    """Whether the scenario's script has no answer left for ``player`` (a live chooser is always asked)."""
    scripted = getattr(state.chooser, "scripted", None)
    remaining = getattr(scripted, "remaining", None)
    return callable(remaining) and remaining(player) <= 0


def answered_before(state: State, result: StepResult, player: str) -> list[str]:
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
    if unanswered(state, player):
        given = answered_before(state, result, player)
        suggestions = [f"choices: {{{player}: [{', '.join([*given, o])}]}}" for o in options[:6]]
        said = ", ".join(f"“{o}”" for o in options[:12]) + (", …" if len(options) > 12 else "")
        raise BotError.of("choice_needed", "apnap.error.inline_choice_needed", field="choices", lang=state.lang,
                          suggestions=suggestions, player=player, options=said)
