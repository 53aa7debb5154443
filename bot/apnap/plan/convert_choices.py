"""The steps of choices that are not of objects (an option, a word, a pile, a player at random), a token copy,
and what a chooser does with what was chosen (``plan/choice_steps.py``).

Why apart from ``convert.py``: these are one ordered table of (applies, build) rules, tried before the object
families, so that a spec that chooses is never read as one that acts on objects.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..grammar import StepSpec
from . import choice_steps as cs
from . import steps as s
from .convert_amounts import picks_of, step_amount
from .copies import exceptions_of


def choice_or_copy(spec: StepSpec, common: dict[str, Any]) -> s.Step | None:
    """Choices that are not of objects, a token copy, the source changing controller (or None)."""
    for applies, build in _CHOICE_RULES:
        if applies(spec):
            return build(spec, common)
    return None


_CHOICE_RULES: tuple[tuple[Callable[[StepSpec], bool], Callable[[StepSpec, dict[str, Any]], s.Step]], ...] = (
    (lambda sp: sp.action == "choose" and bool(sp.options) and not sp.detail("word"),  # "choose friend or foe"
     lambda sp, c: cs.ChooseOption(**c, options=sp.options, per_player=bool(sp.detail("per_player")))),
    (lambda sp: sp.action == "choose" and sp.detail("from") == "next_player",  # "… controlled by the next player"
     lambda sp, c: cs.ChooseFromNext(**c, picks=picks_of(sp))),
    (lambda sp: sp.action == "gain_control" and bool(sp.detail("chosen") or sp.detail("for_which")),
     lambda sp, c: cs.GainControlChosen(**c, objects=sp.creatures or s.ANY, for_which=bool(sp.detail("for_which")),
                                        those=sp.detail("chosen") == "those")),
    (lambda sp: sp.action == "return" and sp.detail("chosen") == "those",  # "Return those lands to their owners' …"
     lambda sp, c: cs.ReturnChosen(**c, objects=sp.creatures or s.ANY)),
    (lambda sp: sp.action == "choose" and bool(sp.detail("random_player")),  # "choose a player at random"
     lambda sp, c: cs.RandomPlayerPerObject(**c, objects=sp.creatures or s.ANY)),
    (lambda sp: sp.action == "untap" and bool(sp.detail("those")),
     lambda sp, c: cs.UntapThose(**c, noun=sp.detail("those_noun", "permanents"))),
    (lambda sp: sp.action == "choose" and bool(sp.detail("word")),  # "chooses a creature type"
     lambda sp, c: cs.ChooseWord(**c, kind=sp.detail("word"), options=sp.options, only=_listed(sp.detail("only")),
                                 named=bool(sp.detail("named")), inline=bool(sp.detail("inline")),
                                 asked=bool(sp.detail("asked")),
                                 objects=sp.creatures, most=int(sp.detail("most") or 1),
                                 revealed=bool(sp.detail("revealed")))),
    (lambda sp: sp.action == "choose" and sp.detail("target") == "object",  # "choose target creature you control"
     lambda sp, c: cs.ChooseTarget(**c, objects=sp.creatures or s.ANY)),
    (lambda sp: sp.action == "create" and sp.detail("copy") == "target",  # "a token that's a copy of that creature"
     lambda sp, c: cs.CreateCopyOfTarget(**c, amount=step_amount(sp), noun=sp.detail("noun", "creature"),
                                          said_it=bool(sp.detail("said_it")), exceptions=exceptions_of(sp))),
    (lambda sp: sp.action == "create" and bool(sp.detail("copy")),  # "a token that's a copy of a creature …"
     lambda sp, c: cs.CreateCopy(**c, picks=picks_of(sp))),
    (lambda sp: bool(sp.detail("target_check")),  # "chooses target player who has more life than they do …"
     lambda sp, c: cs.TargetOpponentCheck(**c, measure=sp.detail("target_check"), objects=sp.creatures,
                                           fewer=bool(sp.detail("fewer")))),
    (lambda sp: bool(sp.detail("chooser_may")),  # "The first player may have this deal 1 damage to the second …"
     lambda sp, c: cs.ChooserMayDamage(**c, amount=step_amount(sp), source=sp.source)),
    (lambda sp: bool(sp.detail("piles")), lambda sp, c: _piles(sp, c)),  # 700.3
    (lambda sp: sp.action == "pay" and sp.detail("what") == "mana_or_life",  # "pay {R}{R} or 2 life"
     lambda sp, c: cs.PayEither(**c, mana=int(sp.detail("mana")), life=sp.amount or 0, cost=sp.detail("cost"))),
)


def _piles(spec: StepSpec, common: dict[str, Any]) -> s.Step:
    kind, objects = spec.detail("piles"), spec.creatures or s.ANY
    if kind == "separate":
        return cs.SeparatePiles(**common, objects=objects)
    if kind == "choose":
        return cs.ChoosePile(**common)
    pile = cs.DestroyPile if spec.action == "destroy" else cs.TapPile
    return pile(**common, objects=objects, chosen=kind == "chosen")


def _listed(words: str) -> tuple[str, ...]:
    """A detail the grammar listed ("nonartifact,nonland": a card name's limits, 201.3) as the plan's tuple, read here
    once for the engine and the renderers."""
    return tuple(words.split(",")) if words else ()
