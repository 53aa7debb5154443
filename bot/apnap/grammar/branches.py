""""Sacrifice an artifact. If you can't, tap this permanent and you lose 4 life", "That player discards a card at
random. If the player can't, you draw a card", "You may sacrifice a Food. If you do, …. Otherwise, …": the branch a
sentence takes on whether the instruction before it could be followed, or on the condition of the sentence before
(608.2c).

Why conditions of their own and not "If you don't": an instruction that can't be followed is skipped (608.2c, 101.3),
and "if you can't" asks only whether it could — a player who controls no artifact can't sacrifice one; a player who
could is never asked, and a mandatory instruction leaves them no choice (608.2d). It is read from the board, as the
instruction's own handler found it: the objects it acted on. "Otherwise, …" is the sentence before's condition turned
round: it holds exactly when that one did not ("If you do, … Otherwise, …" is "If you don't, …"), checked as its own
sentence is reached. Both subclass :class:`YouDid` so that, like "If you do, …", every step of their sentence looks
back at the same instruction (engine/run.py ``under_if_you_did``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .clash import ClashWon
from .conditions import YouDid
from .phrases import Unread
from .specs import StepSpec

# The instructions whose "can't" the board decides: each acts on objects a player has or controls (701.21a: a player
# who controls no such permanent can't sacrifice one; 701.9a: one with no card in hand can't discard; 101.3: a counter
# the source does not have can't be removed, "Remove a funk counter from Temp of the Damned"). A payment's
# "can't" depends on mana abilities no board lists; any other instruction is refused.
COULD_ACTIONS = frozenset({"sacrifice", "discard", "exile", "return", "remove_counter"})
# The subjects "If that player can't" can't look back at: several players at once (101.4). After "Each opponent
# sacrifices a creature" there is no one "that player" whose failure the branch asks about ("each opponent who
# can't" is another wording, Subject.cant), so those are refused rather than answered for the first one in APNAP order.
_SEVERAL_PLAYERS = ("each", "this_way", "the_most", "you_and")
# The decisions an "Otherwise, …" may turn round: the player's own answer to the instruction before
_DECISIONS = ("if_you_did", "if_you_didnt", "if_they_did", "if_they_didnt")


@dataclass(frozen=True, slots=True)
class CouldNot(YouDid):
    """"If you can't, …" (``who`` "you") / "If that player can't, …" (``who`` "that_player"): the mandatory instruction
    just before acted on nothing of that player's (608.2c)."""


@dataclass(frozen=True, slots=True)
class Otherwise(YouDid):
    """"Otherwise, …": ``of``, the sentence before's condition, does not hold (608.2c)."""

    of: object = None


def could_not_lead(changes: dict[str, object], earlier: list[StepSpec], words: str) -> None:
    """Refuse "If you can't" / "If that player can't" unless the instruction just before is a mandatory one the board
    decides (``COULD_ACTIONS``) of that same player: "you" after the controller's own, "that player" after one other
    player's (never after ``_SEVERAL_PLAYERS``)."""
    you = bool(changes.get("if_you_couldnt"))
    if not you and not changes.get("if_they_couldnt"):
        return
    last = earlier[-1] if earlier else None
    if last is None or last.optional or last.action not in COULD_ACTIONS or last.unless_cost is not None:
        raise Unread(words)
    if (last.subject.kind == "you") is not you:
        raise Unread(words)
    if not you and (last.subject.kind.startswith(_SEVERAL_PLAYERS) or last.subject.where is not None
                    or last.subject.standing is not None or last.subject.chosen is not None):
        raise Unread(words)  # "Each opponent sacrifices a creature. If that player can't, …": no one player
    if any(s.text == last.text and s.action in COULD_ACTIONS for s in earlier[:-1]):
        raise Unread(words)  # "Discard a card and sacrifice a creature. If you can't, …": either could fail (608.2c)
    if any(slot.count != 1 or slot.up_to or slot.whole_zone or slot.count_ref is not None for slot in last.slots):
        raise Unread(words)  # "sacrifice two artifacts": one sacrificed (101.3) is still "can't", which no event says
    if last.action == "remove_counter" and (last.amount != 1 or last.uses_x or last.detail("on") != "source"):
        raise Unread(words)  # one counter from the source: its event says how many went (0: it had none)


def otherwise_changes(earlier: list[StepSpec], words: str) -> dict[str, object]:
    """"Otherwise, …": the sentence before's one condition — a decision ("If you do", "If the player does") or a flip
    or a roll, which nothing in that sentence changes — carried as that sentence's last step (``otherwise_of``),
    which plan_of makes an :class:`Otherwise` of its condition. Refused when the sentence before has no condition,
    more than one, or a board condition."""
    last = earlier[-1] if earlier else None
    if last is None:
        raise Unread(words)
    flags = [k for k in _DECISIONS if getattr(last, k)]
    # an outcome this effect already settled ("If you win, …" after a clash, 701.30d): one condition like a flip's
    settled = last.if_board is not None and isinstance(last.if_board[0], ClashWon)
    chance = [v for v in (last.if_flip, last.if_roll, last.if_board if settled else None) if v is not None]
    if len(flags) + len(chance) != 1 or last.kicked_only is not None or last.condition is not None \
            or (last.if_board is not None and not settled) or last.if_control is not None \
            or last.unless_board is not None \
            or last.if_not_board is not None:
        # a board condition is refused: checked again after the sentence before ran, it would see that sentence's
        # own change ("If you control no creatures, create a Soldier token. Otherwise, …" would do both), and
        # "You may put it … if you control …. Otherwise, …" is "otherwise" when declined too
        raise Unread(words)
    return {"otherwise_of": replace(last, otherwise_of=None)}
