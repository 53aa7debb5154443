""""Any player may sacrifice two creatures. If a player does, sacrifice Prowling Pangolin.", "Any player may have
Browbeat deal 5 damage to them. If no one does, target player draws three cards.", "… any opponent may have it deal 4
damage to them. If a player does, sacrifice Vexing Devil."; printed Spanish "Cualquier jugador puede sacrificar dos
criaturas. Si un jugador lo hace, …", "Cualquier jugador puede hacer que <this> le haga 5 puntos de daño. Si nadie lo
hace, …".

Why a reader of its own: "any player may" is not "each player may". Each player in APNAP order, starting with the
active player, may do it (101.4), and once one does nobody else is asked: the instruction happens at most once, by that
player. So the subject is read as the players who may be asked ("each_player" / "each_opponent") and the instruction
is marked ``StepSpec.any_one``, which plan/any_player_may.py makes one ``AnyPlayerMay`` step around it; "If a player
does, …" / "If no one does, …" (608.2c) is :class:`AnyoneDid`, a decision of that step, answered by
engine/act_any_player_may.py. Only one instruction of the kinds a player does to themselves is read after "may"
(sacrifice, discard, exile from their own zones, pay, "have <source> deal N damage to them"); a target, an "unless",
"may … up to", a second verb, "If you do" / "If the player does" after it, or "that player" inside the branch (which
player that is the card does not say for "If no one does") are refused naming the words, never answered for the wrong
player.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from lark import Token, Tree

from .conditions import YouDid
from .phrases import Unread, Words, amount_fields, amount_of, arg, trees
from .specs import StepSpec, Subject
from .text import fold

# The grammar's "any player" / "any opponent" subjects and the players each may ask (in APNAP order, 101.4)
ANY_SUBJECTS = {"any_player": "each_player", "any_opponent": "each_opponent"}
# "If a player does, …" (True) / "If no one does, …", "If no player does, …" (False)
ANYONE_LEADS = {"lead_if_anyone_did": True, "lead_if_no_one_did": False}
# The instructions a player may do for "any player may": each is done by that player, to their own things
_ACTIONS = frozenset({"sacrifice", "discard", "exile", "exile_from_own_graveyard", "pay", "damage"})
# Another decision's opening after an "any player may": whose decision it asks about is not the card's
_OTHER_DECISIONS = ("if_you_did", "if_you_didnt", "if_they_did", "if_they_didnt", "reflexive", "if_you_couldnt",
                    "if_they_couldnt", "otherwise", "otherwise_of")


@dataclass(frozen=True, slots=True)
class AnyoneDid(YouDid):
    """"If a player does, …" (``did``) / "If no one does, …": whether a player did the "any player may" instruction
    just before (608.2c). A :class:`YouDid`, so every step of its sentence looks back at that same instruction."""

    did: bool = True


def anyone_may(subject: Tree[Token], steps: list[StepSpec], clause: str) -> list[StepSpec]:
    """The one "may" instruction of "any player may …", read with the players who may be asked as its subject."""
    if len(steps) != 1:
        raise Unread(clause)  # "any player may sacrifice a land and draw a card": who does the second is not said
    return [_checked(steps[0], ANY_SUBJECTS[subject.data].removeprefix("each_"), clause)]


def _checked(step: StepSpec, kind: str, clause: str) -> StepSpec:
    """``step`` marked as an "any player may" instruction, or :class:`Unread` when it is not one this reads."""
    if not step.optional or step.may_have or step.up_to or step.action not in _ACTIONS:
        raise Unread(clause)
    if step.unless or step.unless_cost is not None or step.detail("target") or step.targets_per is not None:
        raise Unread(clause)
    if step.creatures is not None and step.action == "damage":
        raise Unread(clause)  # damage to their creatures: only "to them" is read
    return replace(step, any_one=kind)


def damage_them(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Any player may have Browbeat deal 5 damage to them" / "Cualquier jugador puede hacer que Intimidar le haga 5
    puntos de daño": the damage is dealt by the source (120.3) to the player who accepts; with any other subject
    ("you may have it deal 2 damage to them") who "them" is is not this reader's, refused."""
    subject = trees(node)[0]
    if subject.data not in ANY_SUBJECTS:
        raise Unread(clause)
    source = text.of(arg(node, "source"))
    if fold(source) == "it":  # "any opponent may have it deal 4 damage to them": the source itself
        source = "this permanent"
    step = StepSpec(clause, "damage", Subject(ANY_SUBJECTS[subject.data]), optional=True, players_too=True,
                    source=source, **amount_fields(amount_of(node), text))  # type: ignore[arg-type]
    return [_checked(step, ANY_SUBJECTS[subject.data].removeprefix("each_"), clause)]


def anyone_lead(changes: dict[str, object], earlier: list[StepSpec], steps: list[StepSpec], words: str) -> None:
    """Refuse "If a player does" / "If no one does" after anything but an "any player may" instruction, another
    decision's opening ("If you do") after one, and "that player" in its branch (608.2c)."""
    last = earlier[-1] if earlier else None
    after_anyone = last is not None and bool(last.any_one)
    if changes.get("if_anyone") is None:
        if after_anyone and any(changes.get(k) for k in _OTHER_DECISIONS):
            raise Unread(words)  # "Any player may …. If you do, …": not whose decision this reads
        return
    if not after_anyone:
        raise Unread(words)
    if any(s.subject.kind == "that_player" for s in steps):
        raise Unread(words)  # "If a player does, … that player …": refused rather than bound here
