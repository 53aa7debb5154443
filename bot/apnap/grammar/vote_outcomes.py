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
from .objects import parse_counted
from .phrases import Unread, Words, arg, trees
from .specs import StepSpec
from .text import fold
from .verbs import _NOBODY, Context, _verb
from .verbs_board import CLAUSES

_YOUR = ("your", "tu")
_OBJECTS = frozenset({"counted"})


def protection_most_voted_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """The source gains protection from each colour the latest vote gave the most votes, ties included (701.38,
    702.16a); no end is said, so it lasts indefinitely (611.2a)."""
    from .verbs_board import _self_ref

    c = Context(text, clause, _NOBODY)
    _self_ref(node, c)
    return [c.step("vote_protection", players_too=False, extra=(("on", "source"),))]


@_verb("vote_card_in_graveyard")
def _vote_card(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"each player votes for an artifact, creature, or enchantment card in your graveyard": one card each, among the
    controller's graveyard cards of that kind (701.38a, 701.38b: the choices are objects). Another player's
    graveyard ("their graveyard": whose?) is refused."""
    if c.text.low_of(arg(node, "poss")) not in _YOUR:
        raise Unread(c.text.of(node))
    obj = next((t for t in trees(node) if t.data in _OBJECTS), None)
    slot = parse_counted(c.text.low_of(obj), c.text.lexicon) if obj is not None else None
    if slot is None or slot.count != 1 or slot.up_to:
        raise Unread(c.text.of(node))
    return [c.step("vote_card", creatures=slot.filter, extra=(("from", "graveyard"),))]


@_verb("return_most_votes")
def _return_most_votes(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Return each card with the most votes or tied for most votes to your hand": the cards the vote before named
    (701.38a), all at once, to the controller's hand; "their hand" (whose?) is refused."""
    if c.text.low_of(arg(node, "poss")) not in _YOUR:
        raise Unread(c.text.of(node))
    return [c.step("return_most_voted", subject=_NOBODY, extra=(("to", "hand"),))]


def check_vote_outcomes(steps: list[StepSpec]) -> None:
    """A colour outcome needs a vote before it whose every option is a colour, "each card with the most votes" a vote
    for cards; "If A gets more votes[, or the vote is tied]" needs a vote of two options (with more, "more votes"
    than which option is not said: refused)."""
    options: tuple[str, ...] | None = None
    cards: StepSpec | None = None  # the latest vote, when it was a vote for cards
    for step in steps:
        if step.action == "return_most_voted" and cards is None:
            raise Unread(step.text)  # "each card with the most votes": a vote for cards before it
        if step.action in ("vote", "vote_card"):
            options = step.options if step.action == "vote" and step.creatures is None else ()
            cards = step if step.action == "vote_card" else None
        if step.condition is not None and options is not None and len(options) > 2:
            raise Unread(step.text)
        if step.action == "vote_protection" and (not options or any(fold(o) not in COLOR_WORDS for o in options)):
            raise Unread(step.text)


CLAUSES["protection_most_voted"] = protection_most_voted_clause

__all__ = ["check_vote_outcomes", "protection_most_voted_clause"]
