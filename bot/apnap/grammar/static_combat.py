""""Threshold — As long as seven or more cards are in your graveyard, Frightcrawler gets +2/+2 and can't block", "As
long as you control a Jace planeswalker, Jace's Sentinel gets +1/+0 and can't be blocked", "As long as Scuttlegator
has a +1/+1 counter on it, it can attack as though it didn't have defender", "Ogre Jailbreaker can attack as though it
didn't have defender as long as you control a Gate": the source's own restriction or requirement in combat (508.1c-d,
509.1b-c), with or without a bonus, that applies while a board condition holds (611.3a).

Why a module: every part is a step another sentence already reads into — the bonus the ``modify`` step of "Wild
Nacatl gets +1/+1 as long as you control a Plains" (statics.py), the restriction the ``cant_combat`` step of
"Gravecrawler can't block" (verbs_board.py), the requirement or permission the ``combat_rule`` step of "Emberwilde
Caliph attacks each combat if able" (statics.py) — and the condition the one "as long as" reads (conditions.py). Here
the condition is put on each step as its ``if_board``, so the engine checks it as the board stands when the step is
reached (a static ability applies at every moment, 611.3a: the answer now is the board's) and reports it like every
board condition: held, so the rule applies now; did not hold, so it does not; a board that cannot tell is asked,
never guessed. The mirror of "can't attack unless …" (combat_unless.py), whose condition is the step's "unless".
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .conditions import condition_of
from .phrases import Unread, Words
from .specs import StepSpec
from .verbs_board import CLAUSES


def _condition(node: Tree[Token]) -> Tree[Token]:
    """The condition after "As long as" opening the sentence, or in the "… as long as <condition>" that ends it."""
    holders = [node, *(t for t in node.children if isinstance(t, Tree) and t.data == "while_cond")]
    for holder in holders:
        for t in holder.children:
            if isinstance(t, Tree) and t.data.startswith("cond_"):
                return t
    raise Unread("as long as")


def _subject(node: Tree[Token], text: Words) -> Tree[Token]:
    """The source as the sentence's subject: its name or "this creature"; for "…, it can attack …" (in Spanish, the
    subject left out) the source the condition names, which statics.py checks as it does for "…, it gets +2/+0"."""
    ref = next((t for t in node.children if isinstance(t, Tree) and t.data == "self_ref"), None)
    if ref is not None:
        return ref
    from .statics import _it_is_the_source

    _it_is_the_source(Tree("static_self_it", node.children, node.meta), text)
    cond = _condition(node)
    inner = next((r for r in cond.iter_subtrees() if r.data == "self_ref"), None)
    if inner is None:  # "As long as this creature is attacking, it …": no name to read the subject from
        raise Unread(text.of(node))
    return inner


def _while(spec: StepSpec, cond: Tree[Token], text: Words) -> StepSpec:
    return replace(spec, if_board=(condition_of(cond, text, it_is_source=True), text.of(cond)))


def _rule_part(node: Tree[Token]) -> list[Tree[Token] | Token]:
    return [k for k in node.children if isinstance(k, Tree) and (k.data.startswith(("req_", "act_")))]


def _rule_parts(node: Tree[Token], text: Words,
                clause: str) -> tuple[Tree[Token], Tree[Token], list[Tree[Token] | Token]]:
    """The sentence's condition, its subject and its one rule part: what both sentence shapes share, the bonus or
    none (refused when the rule is not one part)."""
    cond = _condition(node)
    subject = _subject(node, text)
    rule = _rule_part(node)
    if len(rule) != 1:
        raise Unread(clause)
    return cond, subject, rule


def _rule_step(node: Tree[Token], subject: Tree[Token], rule: list[Tree[Token] | Token], text: Words,
               clause: str) -> StepSpec:
    """The rule read as the source's ``cant_combat`` ("can't block": ``static_self_and_cant``,
    ``cant_combat_while``) or ``combat_rule`` step, by the one reader of each."""
    from .statics import combat_rule_clause
    from .verbs_board import cant_combat_clause

    cant = node.data in ("static_self_and_cant", "cant_combat_while")
    reader = cant_combat_clause if cant else combat_rule_clause
    (step,) = reader(Tree("cant_combat" if cant else "combat_rule", [subject, *rule], node.meta), text, clause)
    return step


def static_self_and_rule_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """The bonus as the source's own static ``modify`` and the rule after "and" as its ``combat_rule`` or
    ``cant_combat``, each with the sentence's condition (611.3a)."""
    from .statics import static_self_clause

    cond, subject, rule = _rule_parts(node, text, clause)
    bonus: Tree[Token] = Tree("static_self", [k for k in node.children if not (isinstance(k, Tree) and k in rule)]
                              if any(isinstance(k, Tree) and k.data == "self_ref" for k in node.children)
                              else [subject, *(k for k in node.children if not (isinstance(k, Tree) and k in rule))],
                              node.meta)
    (pump,) = static_self_clause(bonus, text, clause)
    return [pump, _while(_rule_step(node, subject, rule, text, clause), cond, text)]


def combat_rule_while_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"As long as …, it can attack as though it didn't have defender", "… can attack as though it didn't have
    defender as long as …", "As long as …, Wall of Tears can't block": the source's rule, while the condition holds."""
    cond, subject, rule = _rule_parts(node, text, clause)
    step = _rule_step(node, subject, rule, text, clause)
    if step.detail("target"):
        raise Unread(clause)
    return [_while(step, cond, text)]


CLAUSES["static_self_and_rule"] = static_self_and_rule_clause
CLAUSES["static_self_and_cant"] = static_self_and_rule_clause
CLAUSES["combat_rule_while"] = combat_rule_while_clause
CLAUSES["cant_combat_while"] = combat_rule_while_clause
