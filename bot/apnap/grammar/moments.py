"""When in the turn a spell may be cast (601.3) or an ability activated (602.5): "Cast this spell only during
combat", "Activate only during your turn, before attackers are declared", "… only during the declare blockers step
on an opponent's turn", "… only during any upkeep step", "… only after combat".

Why a typed moment and not a word: such a restriction is checked before the spell or ability is put on the stack
(601.3, 602.5); a scenario that breaks it could not have happened, so it must be refused with the rule (bad_scenario)
rather than resolved. Whose turn it is the board always says (``active``); which step it is only the scenario's
optional ``step`` says (500.1): when it is not given, the step is assumed and said in ``warnings``, never guessed
silently. What happened earlier in the turn ("only if you were dealt damage this turn") no board shows: a
:class:`ThisTurn` is always assumed, and said.
"""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token, Tree

from ..model import TURN_STEPS, Game
from .phrases import Words, trees

_COMBAT = frozenset({"beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat"})
_BEFORE_ATTACKERS = frozenset({"untap", "upkeep", "draw", "precombat_main", "beginning_of_combat"})
# Each part is a slice of the turn (500.1); said with "during combat" it is that slice of combat (506.1)
_PARTS: dict[str, frozenset[str]] = {
    "before_blockers": frozenset(TURN_STEPS[:TURN_STEPS.index("declare_blockers")]),
    "after_blockers": frozenset(TURN_STEPS[TURN_STEPS.index("declare_blockers"):]),
    "before_attackers": _BEFORE_ATTACKERS,
    "before_damage": frozenset(TURN_STEPS[:TURN_STEPS.index("combat_damage")]),
    "before_end_of_combat": frozenset(TURN_STEPS[:TURN_STEPS.index("end_of_combat")]),
}
_STEPS = {"step_upkeep": "upkeep", "step_draw": "draw", "step_end": "end",
          "step_declare_attackers": "declare_attackers", "step_declare_blockers": "declare_blockers",
          "step_end_of_combat": "end_of_combat", "step_combat_damage": "combat_damage",
          "step_beginning_of_combat": "beginning_of_combat"}
_WHOSE = {"moment_yours": "you", "moment_opponent": "opponent", "moment_any": "any"}


@dataclass(frozen=True, slots=True)
class TurnMoment:
    """A moment of a turn: ``whose`` turn (``you``: the controller's, ``opponent``: an opponent's, ``any``) and the
    ``steps`` it covers (500.1; empty: any step of that turn)."""

    whose: str = "any"
    steps: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class ThisTurn:
    """Something that happened earlier this turn ("you were dealt damage this turn", "you've cast another spell this
    turn"): no board records a turn's history, so it is assumed, and said (never guessed silently)."""


def read_moment(node: Tree[Token], words: Words) -> TurnMoment:
    """A ``cond_moment`` tree → the moment: the step named (``moment_step``), the part of combat or of the turn
    (``moment_part``), "combat" (the combat phase, 506.1) and whose turn (``moment_owner`` / ``moment_turn``)."""
    del words
    whose = "any"
    steps: frozenset[str] = frozenset()
    low = {str(t) for t in node.children if isinstance(t, Token)}
    if low & {"combat", "combate"}:  # "after combat" / "después del combate": the steps after the combat phase
        steps = _COMBAT if not low & {"after", "despues"} else frozenset({"postcombat_main", "end", "cleanup"})
    for sub in trees(node):
        for t in sub.iter_subtrees():
            if t.data in _WHOSE:
                whose = _WHOSE[t.data]
            elif t.data in _STEPS:
                steps = frozenset({_STEPS[t.data]})
            elif t.data in _PARTS:
                steps = steps & _PARTS[t.data] if steps else _PARTS[t.data]
    if low & {"turn", "turno", "tu"}:  # "during your turn, before attackers are declared", "durante tu paso final"
        whose = "you"
    return TurnMoment(whose, steps)


def moment_holds(moment: TurnMoment, game: Game, controller: str) -> bool | None:
    """Whose turn the board says (``active``); the step only when the scenario gives ``step`` (None: not said)."""
    theirs = game.active in game.opponents(controller)
    if (moment.whose == "you" and game.active != controller) or (moment.whose == "opponent" and not theirs):
        return False
    if not moment.steps:
        return True
    return None if game.step is None else game.step in moment.steps


__all__ = ["ThisTurn", "TurnMoment", "moment_holds", "read_moment"]
