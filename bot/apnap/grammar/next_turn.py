""""Until your next turn" wherever "until end of turn" is read (611.2a): one duration, said by the grammar's
``until_eot`` (english.lark; ``_until_eot`` in spanish.lark, "hasta tu próximo turno") holding an ``until_next_turn``.

A resolving ability's change "until your next turn" lasts until that player's next turn begins (611.2a; 500.1: a turn
begins with its untap step), not until the cleanup step (514.2). The clause's handler reads "until end of turn" as it
always did; :func:`lasting_to_next_turn` then gives the duration to each step the clause made, and only to the steps
whose typed plan keeps it (the engine and the reading say it): a step that would quietly last until end of turn
instead is refused, naming the words."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .parse_tree import Unread, Words
from .specs import StepSpec

NEXT_TURN = "until_your_next_turn"


def said_next_turn(node: Tree[Token]) -> Tree[Token] | None:
    """The ``until_next_turn`` the clause says, if any."""
    return next(iter(node.find_data("until_next_turn")), None)


def lasting(node: Tree[Token]) -> str:
    """``until_your_next_turn`` when the clause says "until your next turn", else ``this_turn`` (611.2a)."""
    return NEXT_TURN if said_next_turn(node) is not None else "this_turn"


def _keeps_next_turn(spec: StepSpec) -> bool:
    """Steps whose plan and engine keep "until your next turn": a change of size or abilities of a target, of all of
    a kind, of the source or of "those" (plan/convert_board._modify), and a permanent that becomes a copy
    (plan/copies.py); a permission said first (verbs_hidden.permission_until_eot) names it itself."""
    if spec.action == "permission":
        return spec.detail("duration") == NEXT_TURN
    if spec.action == "modify":
        return not any(spec.detail(k) for k in ("static", "static_self", "attached"))
    return spec.action == "become_copy" and spec.detail("copy_of") in ("become", "become_target")


def lasting_to_next_turn(node: Tree[Token], steps: list[StepSpec], text: Words) -> list[StepSpec]:
    """``steps`` of the clause ``node``, each given "until your next turn" when the clause says it; refused when a
    step would not keep it."""
    said = said_next_turn(node)
    if said is None:
        return steps
    out: list[StepSpec] = []
    for step in steps:
        if not _keeps_next_turn(step):
            raise Unread(text.of(said))
        if step.detail("duration") != NEXT_TURN:
            step = replace(step, extra=(*((k, v) for k, v in step.extra if k != "duration"), ("duration", NEXT_TURN)))
        out.append(step)
    return out


def check_kept(tree: Tree[Token], steps: list[StepSpec], text: Words) -> None:
    """The whole effect: "until your next turn" said and no step lasting so is words with no meaning in the plan."""
    said = said_next_turn(tree)
    if said is not None and not any(s.detail("duration") == NEXT_TURN for s in steps):
        raise Unread(text.of(said))
