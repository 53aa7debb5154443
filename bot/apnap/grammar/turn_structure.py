"""The turn's structure changed for a player: a step, a combat phase or whole turns skipped ("Skip your draw step",
"You skip your next turn", "you skip your next two turns", "that player skips their next combat phase", "Target
opponent skips all combat phases of their next turn"), and no maximum hand size for a while ("You have no maximum
hand size until your next turn", "… for the rest of the game").

Why typed: these are continuous effects on a player (611.1), the same ``RuleChange`` as "Each opponent skips their
next untap step", with what is skipped as its ``act`` and the duration as printed, so the engine states them and the
narration says them in either language from the same fields. Skipping is not doing (500.11, 614.10): nothing moves
now, and an effect that skips "the next" one is used up by the first one it skips (614.10a). A maximum hand size
only matters in the cleanup step (402.2, 514.1), so its end is said with it, never dropped.
"""

from __future__ import annotations

from lark import Token, Tree

from .continuous import _change, _duration, _no_may
from .phrases import Unread, arg, count_value
from .specs import RuleChange, StepSpec
from .verbs import Context, _verb

# the grammar's part → the plan's act (what is skipped, 500.1: steps, a phase, the turn)
_PARTS = {"part_upkeep_step": "upkeep_step", "part_draw_step": "draw_step", "part_combat_phase": "combat_phase",
          "part_turn": "turn"}


def _part(node: Tree[Token]) -> str:
    return next(_PARTS[str(t.data)] for t in node.iter_subtrees() if t.data in _PARTS)


@_verb("skip_step")
def _skip_step(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Skip your draw step" (a static ability: every one of them, 611.3a), "you skip your draw step this turn"."""
    _no_may(node, c)
    return _change(c, RuleChange("skip", _part(node), duration=_duration(node)))


@_verb("skip_next_part")
def _skip_next(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"You skip your next turn", "that player skips their next combat phase": the next one only (614.10a)."""
    _no_may(node, c)
    return _change(c, RuleChange("skip", _part(node), amount=1, duration="next"))


@_verb("skip_next_turns")
def _skip_next_turns(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"You skip your next two turns" (Eater of Days): that many of the player's next turns (614.10a)."""
    _no_may(node, c)
    n = count_value(arg(node, "count"), c.text)
    if n is None or n < 1:
        raise Unread(c.text.of(node))
    return _change(c, RuleChange("skip", "turn", amount=n, duration="next"))


@_verb("skip_combat_phases_next_turn")
def _skip_combat_phases(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Target opponent skips all combat phases of their next turn" (500.11): every combat phase of that turn."""
    _no_may(node, c)
    return _change(c, RuleChange("skip", "combat_phases", duration="their_next_turn"))


@_verb("skip_chosen_part")
def _skip_chosen(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"The player skips each instance of the chosen step or phase this turn" (500.11): every one of the step or
    phase the player chose before (both main phases for "main phase", 505.1), for as long as printed; the engine
    reads which from the choice (``act`` ``chosen``)."""
    _no_may(node, c)
    return _change(c, RuleChange("skip", "chosen", duration=_duration(node)))


@_verb("no_max_hand_size", "no_max_hand_size_game")
def _no_max_hand_size(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"You have no maximum hand size" (402.2), "… until your next turn", "… for the rest of the game" (611.2a)."""
    _no_may(node, c)
    duration = "game" if node.data == "no_max_hand_size_game" else _duration(node)
    return _change(c, RuleChange("change", "hand_size", duration=duration))
