"""Replacement effects whose modification is an instruction (614.1a, 614.6): "The next time you would draw a card this
turn, you gain 5 life instead", "If you would draw a card, return a card from your graveyard to your hand instead",
"The next time you would lose the game this turn, instead draw seven cards and your life total becomes 1" (104.3).

Why a module: the event it watches for (a draw: whose, the next one only or each one) is one token the grammar reads,
and what happens instead is an ordinary sentence body, read by the one sentence reader into steps. Those steps are
kept flat, marked, while every pass binds them ("it", "that player", "any target"), as delayed.py does for a delayed
trigger; :func:`fold_instead` then gathers them into one ``instead_of`` step whose ``inner`` steps are never done
now (614.1: the effect waits for the event), only reported. The draw it replaces does not happen (614.6), so a draw
later in the same effect, which the engine would not replace, makes the effect refused, never answered wrongly.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from lark import Token, Tree

from .phrases import Unread, Words
from .specs import StepSpec, Subject
from .text import fold

INSTEAD_OF = "instead_of"  # the mark an inner step carries: "<n>:<event>:<who>:<next|each>"
# whose draw, from the token's folded words (English and printed Spanish)
_WHO = (("a player", "player"), ("un jugador", "player"), ("an opponent", "opponent"), ("un oponente", "opponent"),
        ("you", "you"), ("fueras", "you"))


def _who(low: str) -> str:
    return next(role for words, role in _WHO if words in low)


def instead_steps(node: Tree[Token], words: Words, earlier: list[StepSpec], number: int,
                  sentence: Callable[[Tree[Token], Words, list[StepSpec]], list[StepSpec]]) -> list[StepSpec]:
    """The instruction done instead of the draw (or of the loss of the game), as steps (``sentence`` reads the body
    like any sentence), each marked
    with this replacement (``number``: its place among the effect's), whose draw it replaces and how often."""
    token = next(c for c in node.children if isinstance(c, Token) and c.type in ("INSTEAD_OF_DRAW", "INSTEAD_OF_LOSE"))
    low = fold(str(token))
    event = "lose_game" if token.type == "INSTEAD_OF_LOSE" else "draw"  # 104.3: the loss of the game, yours
    when = "next" if low.startswith(("the next time", "la proxima vez")) else "each"
    steps = sentence(node, words, earlier)
    if not steps or any(s.action == "delayed" or s.shield is not None for s in steps):
        raise Unread(words.of(node))  # a replacement or a delayed trigger inside one: not read
    mark = (INSTEAD_OF, f"{number}:{event}:{_who(low)}:{when}")
    said = words.of(node).rstrip(". ")
    return [replace(s, extra=(*s.extra, mark, ("instead_text", said))) for s in steps]


# what may make a player lose the game later in the same effect (104.3b, 104.3c, 104.3 "loses the game"): the engine
# would not apply a replacement of that loss, so such an instruction after one is refused
_LOSING = frozenset({"damage", "set_life", "draw", "exchange_life", "pay_life"})


def _replaced_later(step: StepSpec, created: str) -> bool:
    """Whether ``step`` does what the replacement ``created`` before it would replace in this same effect (614.6)."""
    if ":lose_game:" in created:
        return step.action.startswith("lose") or step.action in _LOSING
    return step.action == "draw"


def fold_instead(steps: list[StepSpec]) -> list[StepSpec]:
    """Each replacement's marked steps gathered into one ``instead_of`` step, in the place it was created; a draw
    after it in the same effect is refused (the engine would draw where the replacement applies, 614.6), and so is
    any instruction after one that replaces each draw ("If you would draw a card, reveal the top three cards of your
    library instead. Put all creature cards revealed this way into your hand …": the rest of what happens instead)."""
    out: list[StepSpec] = []
    created = ""
    for step in steps:
        mark = step.detail(INSTEAD_OF)
        if not mark:
            if created and (_replaced_later(step, created) or created.endswith(":each")):
                raise Unread(step.text)  # a draw it would replace, or what follows a static one (its rest: not read)
            out.append(step)
            continue
        created = mark
        inner = replace(step, extra=tuple(kv for kv in step.extra if kv[0] not in (INSTEAD_OF, "instead_text")))
        last = out[-1] if out else None
        if last is not None and last.action == "instead_of" and last.detail(INSTEAD_OF) == mark:
            out[-1] = replace(last, inner=(*last.inner, inner))
            continue
        _, event, who, when = mark.split(":")
        out.append(StepSpec(step.detail("instead_text"), "instead_of", Subject("you"), players_too=False,
                            inner=(inner,), extra=((INSTEAD_OF, mark), ("event", event), ("who", who),
                                                   ("when", when))))
    return out


__all__ = ["INSTEAD_OF", "fold_instead", "instead_steps"]
