"""Will of the council with more than two choices and what its winner gives: "starting with you, each player votes for
blue, black, red, or green. Council Guardian gains protection from each color with the most votes or tied for most
votes." (701.38a: each player votes for one of the listed choices; 702.16a, 702.16g: one protection per colour).

Why a module: the vote is the one ``Vote`` step the two-choice votes already make (its options as the card lists them),
and the grant is the source's own ``modify`` step, with no end said (611.2a: it lasts indefinitely), whose keyword
names the vote's winners instead of a colour: the engine reads the tally of the vote just before as the step resolves
(engine/voted_keywords.py) and gives one "protection from <colour>" for each colour with the most votes, all of them
when tied. Options that are not colours make no such keyword: refused, never a protection from a word.
"""

from __future__ import annotations

from lark import Token, Tree

from .phrases import Unread, Words
from .specs import StepSpec
from .verbs_board import CLAUSES, _self_ref

# the keyword the step carries until the votes are counted (engine/voted_keywords.py)
VOTED_PROTECTION = "protection from each color with the most votes or tied for most votes"
COLORS = frozenset({"white", "blue", "black", "red", "green"})


def protection_most_voted_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"<this> gains protection from each color with the most votes or tied for most votes": the source, from now on
    (611.2a), one protection per winning colour."""
    from .verbs import _NOBODY, Context

    c = Context(text, clause, _NOBODY)
    _self_ref(node, c)
    said = text.low_of(node)
    if "tied" not in said and "empat" not in said:  # "with the most votes" alone: whether a tie gives it is not said
        raise Unread(clause)
    extra = (("pt", "+0/+0"), ("keywords", VOTED_PROTECTION), ("on", "source"), ("duration", "indefinite"),
             ("voted", "1"))
    return [c.step("modify", players_too=False, extra=extra)]


def colour_votes(steps: list[StepSpec]) -> None:
    """The voted protection after a vote whose options are all colours, or refused naming its words."""
    for i, step in enumerate(steps):
        if step.detail("voted") and not any(s.action == "vote" and s.options and {o.casefold() for o in s.options}
                                            <= COLORS for s in steps[:i]):
            raise Unread(step.text)


CLAUSES["protection_most_voted"] = protection_most_voted_clause

__all__ = ["COLORS", "VOTED_PROTECTION", "colour_votes", "protection_most_voted_clause"]
