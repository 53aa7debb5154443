"""Keyword actions and designations of english.lark / spanish.lark: one handler per grammar rule (VERBS).

Why a module of their own: each keyword action is a word with a whole rule behind it (701.x), not a verb
phrase of the general families; its handler says which typed step that rule is, and the engine does what the
rule says (engine/act_keywords.py). A word the rule does not cover is refused by the grammar, never guessed.
"""

from __future__ import annotations

import re

from lark import Token, Tree

from .phrases import Unread, arg, count_value, trees
from .specs import StepSpec
from .verbs import Context, _create, _verb

_ENERGY = re.compile(r"^(?:\{e\})+$")


@_verb("get_energy")
def _get_energy(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"You get {E}{E}" (107.14: each {E} is one energy counter, 122.1): counters on that player. Any other
    symbol after "get" is not something a player gets, and is refused."""
    symbols = str(next(t for t in node.children if isinstance(t, Token) and t.type == "MANA")).lower()
    if not _ENERGY.match(symbols):
        raise Unread(c.text.of(node))
    return [c.step("energy", amount=symbols.count("{e}"))]


@_verb("investigate")
def _investigate(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Investigate" means "Create a Clue token" (701.16a, 111.10f)."""
    return [c.step("investigate", amount=1)]


@_verb("monstrosity", "adapt")
def _counters_once(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Monstrosity 3" (701.37a: if this permanent isn't monstrous, three +1/+1 counters and it becomes
    monstrous); "Adapt 2" (701.46a: if it has no +1/+1 counters, two). X is refused (701.37c: its value
    is kept for other abilities, which the plan does not follow)."""
    n = count_value(arg(node, "count"), c.text)
    if n is None:
        raise Unread(c.text.of(node))
    if c.subject.kind != "you":  # the source's controller does it; "each player adapts" is no printed form
        raise Unread(c.clause)
    return [c.step(node.data, amount=n)]


@_verb("become_monarch")
def _become_monarch(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"You become the monarch" (725.1, 725.3): one player at a time."""
    if c.subject.kind not in ("you", "target_player", "target_opponent", "that_player"):  # one at a time (725.3)
        raise Unread(c.clause)
    return [c.step("monarch")]


@_verb("create_list")
def _create_list(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Create a 2/2 white Knight creature token with vigilance, a 3/3 green Centaur creature token, and a 4/4
    green Rhino creature token with trample": each token as its own creation (111.1), in the printed order, each
    read as a single "create" would be (so a word no token rule knows is refused)."""
    verb = next(t for t in trees(node) if t.data == "create_v")
    counts = [t for t in trees(node) if t.data == "count"]
    tokens = [t for t in trees(node) if t.data == "token"]
    steps: list[StepSpec] = []
    for count, token in zip(counts, tokens, strict=True):
        steps += _create(Tree("create", [verb, count, token], node.meta), c)
    return steps
