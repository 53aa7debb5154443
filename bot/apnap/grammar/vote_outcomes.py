"""Votes with more than two choices (701.38a: "each player votes for blue, black, red, or green") and an outcome the
choices with the most votes decide: "Council Guardian gains protection from each color with the most votes or tied
for most votes" (Council Guardian; printed Spanish "… gana protección contra cada color con la mayor cantidad de
votos o empatado con la mayor cantidad de votos").

Why a module: the vote itself is the one the grammar already reads (verbs_more._vote takes any number of options);
what is new is an outcome that is a set of the vote's own words (each option tied for most, 701.38b: words connected
to an effect, here colours, 702.16a), and the checks that keep a reading honest about a vote of three or more:
"If A gets more votes" / "or the vote is tied" is said only of two-option votes; after three or more options, who
"gets more votes" than whom is not said, so such a condition is refused rather than guessed.
"""

from __future__ import annotations

from lark import Token, Tree

from .choice_words import COLOR_WORDS
from .phrases import Unread, Words
from .specs import StepSpec
from .text import fold
from .verbs_board import CLAUSES


def protection_most_voted_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """The source gains protection from each colour the latest vote gave the most votes, ties included (701.38,
    702.16a); no end is said, so it lasts indefinitely (611.2a)."""
    from .verbs import _NOBODY, Context
    from .verbs_board import _self_ref

    c = Context(text, clause, _NOBODY)
    _self_ref(node, c)
    return [c.step("vote_protection", players_too=False, extra=(("on", "source"),))]


def check_vote_outcomes(steps: list[StepSpec]) -> None:
    """A colour outcome needs a vote before it whose every option is a colour; "If A gets more votes[, or the vote is
    tied]" needs a vote of two options (with more, "more votes" than which option is not said: refused)."""
    options: tuple[str, ...] | None = None
    for step in steps:
        if step.action == "vote":
            options = step.options if step.creatures is None else ()
        if step.condition is not None and options is not None and len(options) > 2:
            raise Unread(step.text)
        if step.action == "vote_protection" and (not options or any(fold(o) not in COLOR_WORDS for o in options)):
            raise Unread(step.text)


CLAUSES["protection_most_voted"] = protection_most_voted_clause

__all__ = ["check_vote_outcomes", "protection_most_voted_clause"]
