"""Clash (701.30): "Clash with an opponent." / "Enfréntate a un oponente." and its outcome, "If you win, …" /
"Si ganas, …".

Why a keyword action of its own: 701.30b makes the words one whole procedure — the controller chooses an opponent,
both reveal the top card of their library, each in APNAP order may put that card on the bottom (701.30c), and the
controller wins only with a strictly higher mana value (701.30d). The engine does it from the board's libraries
(engine/act_clash.py), never guessing a card nobody named. "If you win" is a condition on that one outcome, read as a
sentence's opening only (english.lark's lead_clash_won) and checked as the run loop reaches the sentence, like "If
you pay" (paid_condition.py): a :class:`ClashWon` inside a board condition, answered by engine/act_clash.py. It
needs a clash of the controller's before it; "If you win" with none is refused (608.2c: it refers back to it).
"""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token, Tree

from .phrases import Unread
from .specs import StepSpec
from .verbs import Context, _verb

CLASH = "clash"  # the step's action word (plan/clash.py, engine/act_clash.py)


@dataclass(frozen=True, slots=True)
class ClashWon:
    """The controller won the latest clash of this effect (701.30d: a strictly higher mana value than every other
    card revealed in it)."""


@_verb("clash_opponent")
def _clash(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Clash with an opponent": the acting player chooses an opponent and both clash (701.30b)."""
    return [c.step(CLASH)]


def clash_lead(node: Tree[Token], words: str) -> dict[str, object]:
    """"If you win, …": the sentence's steps happen only if the controller won the clash before it."""
    return {"if_board": (ClashWon(), words.strip(" ,").partition(" ")[2])}


def check_clash_won(steps: list[StepSpec]) -> None:
    """"If you win" needs a clash the controller made earlier in this effect (608.2c); otherwise it names nothing."""
    clashed = False
    for step in steps:
        board = step.if_board if step.if_board is not None else (
            step.otherwise_of.if_board if step.otherwise_of is not None else None)
        if board is not None and isinstance(board[0], ClashWon) and not clashed:
            raise Unread(step.text)
        clashed = clashed or (step.action == CLASH and step.subject.kind == "you")


__all__ = ["CLASH", "ClashWon", "check_clash_won", "clash_lead"]
